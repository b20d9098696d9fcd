// `kiln <command> ...`: finds the command, answers `--help` and `--version`, and turns what
// goes wrong into one line on stderr and an exit code (2: the command line, 1: the rest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/parse.js';
import { configFromEnvironment } from '../env.js';
import { defineCommand, type CliContext, type Command } from './command.js';
import { PICTURES_USAGE, pictures } from './pictures.js';
import { openApp, render } from './render.js';
import { sign } from './sign.js';
import { SERVE_SPEC, serveOverrides } from './serve-args.js';
import { quarantine } from './quarantine.js';

/** What `serve` resolves to: the server runs on, so no exit code is set. */
export const STILL_SERVING = -1;

const serve = defineCommand(SERVE_SPEC, async (parsed, context) => {
  const { serve: startServer } = await import('../server.js');
  await startServer(context.config({}, serveOverrides(parsed)));
  return STILL_SERVING;
});

const COMMANDS: ReadonlyMap<string, Command> = new Map([
  ['render', render],
  ['serve', serve],
  ['sign', sign],
  ['pictures', pictures],
  ['quarantine', quarantine],
]);

const USAGE = `usage:
${render.usage}
${serve.usage}
${sign.usage}
${PICTURES_USAGE}
${quarantine.usage}
  kiln <command> --help                explain one command (or subcommand)
  kiln --version | --help
`;

function version(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Runs `kiln` on `argv` (the arguments after `kiln`); resolves to the exit code. */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' && rest.length > 0) return runCli([...rest, '--help'], context);
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    context.stdout.write(USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    context.stdout.write(`${version()}\n`);
    return 0;
  }
  const command = COMMANDS.get(name);
  if (command === undefined) {
    context.stderr.write(`kiln: unknown command '${name}'\n${USAGE}`);
    return 2;
  }
  try {
    return await command.run(rest, context);
  } catch (error) {
    // A locked folder, a bad variable, an unknown key: one clear line, never a stack trace.
    context.stderr.write(
      `kiln ${name}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

/** The context of the real command: the process's streams and environment. */
export const processContext: CliContext = {
  stdout: process.stdout,
  stderr: process.stderr,
  config: configFromEnvironment,
  openApp,
};
