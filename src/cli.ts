// The `kiln` command: `kiln render <path>` renders any endpoint through the same code path as
// the server (an in-process request, no listening socket); `kiln serve` serves; `kiln pictures
// ...` manages the picture collections; `kiln sign` prints a signed URL.
// First, before anything else runs, as in main.ts: see ops/tick-shape.ts and ops/marking.ts.
import './ops/tick-shape.js';
import './ops/marking.js';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildKiln } from './app.js';
import { packageRoot } from './config/parse.js';
import { configFromEnvironment } from './env.js';
import { serve } from './server.js';
import { PICTURES_USAGE, picturesCommand } from './cli/pictures.js';
import { signCommand, SIGN_USAGE } from './cli/sign.js';

/** The command line itself is wrong: exit 2 with the usage. */
class CommandLineError extends Error {}

const RENDER_USAGE = `  kiln render <path?query> -o <file|->  render an endpoint to a file, or to stdout with -o -
         [--base-url <url>]            (JSON endpoints too; links use --base-url, PUBLIC_BASE_URL
                                        or http://localhost:$PORT)`;

const USAGE = `usage:
${RENDER_USAGE}
  kiln serve                           start the HTTP server (configuration from the environment)
${SIGN_USAGE}
${PICTURES_USAGE}
  kiln --version | --help`;

function version(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

async function render(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      output: { type: 'string', short: 'o' },
      'base-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`usage:\n${RENDER_USAGE}`);
    return 0;
  }
  const [path] = positionals;
  if (!path?.startsWith('/') || !values.output || positionals.length !== 1) {
    throw new CommandLineError('give one path starting with / and -o <file> (or -o - for stdout)');
  }
  const toStdout = values.output === '-';
  // One render thread starts fastest; logs would only clutter a command's output.
  const defaults = { RENDER_THREADS: '1', LOG_LEVEL: 'warn' };
  const forced: Record<string, string> = {};
  if (values['base-url'] !== undefined) forced.PUBLIC_BASE_URL = values['base-url'];
  let config = configFromEnvironment(defaults, forced);
  if (config.publicBaseUrl === null) {
    forced.PUBLIC_BASE_URL = `http://localhost:${config.port}`;
    config = configFromEnvironment(defaults, forced);
  }
  const kiln = await buildKiln(config);
  try {
    await kiln.warm;
    const response = await kiln.app.inject({ method: 'GET', url: path });
    if (response.statusCode !== 200) {
      console.error(`kiln: ${response.statusCode}: ${response.body}`);
      return 1;
    }
    const summary = `${response.headers['content-type']}, ${response.rawPayload.length} bytes`;
    if (toStdout) {
      process.stdout.write(response.rawPayload);
      console.error(`stdout: ${summary}`);
    } else {
      await writeFile(values.output, response.rawPayload);
      console.log(`${values.output}: ${summary}`);
    }
    return 0;
  } finally {
    await kiln.app.close();
  }
}

async function pictures(args: string[]): Promise<number> {
  if (await picturesCommand(configFromEnvironment({ LOG_LEVEL: 'warn' }), args)) return 0;
  const [sub] = args;
  throw new CommandLineError(
    sub === undefined
      ? 'name a subcommand: add, list, remove or seed'
      : `unknown subcommand '${sub}'`,
  );
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || ['help', '--help', '-h'].includes(command)) {
    console.log(USAGE);
    return 0;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    console.log(version());
    return 0;
  }
  try {
    if (command === 'render') return await render(rest);
    if (command === 'pictures') return await pictures(rest);
    if (command === 'sign') {
      console.log(signCommand(configFromEnvironment({ LOG_LEVEL: 'warn' }), rest, Date.now()));
      return 0;
    }
    if (command === 'serve') {
      await serve(configFromEnvironment());
      return -1;
    }
  } catch (error) {
    // A wrong command line: exit 2, with the usage. Rejected files, a locked folder, a bad
    // variable: exit 1. One clear line either way, never a stack trace.
    const commandLine =
      error instanceof CommandLineError ||
      ((error as { code?: string }).code ?? '').startsWith('ERR_PARSE_ARGS');
    console.error(`kiln ${command}: ${error instanceof Error ? error.message : String(error)}`);
    if (commandLine) console.error(USAGE);
    return commandLine ? 2 : 1;
  }
  console.error(`kiln: unknown command '${command}'\n${USAGE}`);
  return 2;
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
