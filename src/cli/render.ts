// `kiln render <path> -o <file|->`: any endpoint through the same code path as the server (an
// in-process request, no listening socket), written to a file or to stdout.
import { writeFile } from 'node:fs/promises';
import type { Config } from '../config.js';
import { EXIT_OUTPUT_CLOSED } from './closed-output.js';
import { CommandLineError, defineCommand, type CliContext, type InProcessApp } from './command.js';

const SPEC = {
  name: 'kiln render',
  usage: `  kiln render <path?query> -o <file|->  render an endpoint to a file, or to stdout with -o -
         [--base-url <url>]            (JSON endpoints too; links use --base-url, PUBLIC_BASE_URL
                                        or http://localhost:$PORT)`,
  details: `  <path?query>           the endpoint, starting with /; quote it for the shell
  -o, --output <file|->  where the answer goes; - is stdout (its summary then goes to stderr)
  --base-url <url>       the address links in JSON answers start with
  -h, --help             this help`,
  options: { output: { type: 'string', short: 'o' }, 'base-url': { type: 'string' } },
  positionals: true,
} as const;

export const RENDER_USAGE = SPEC.usage;

/** The render's configuration: JSON links need a base, so one is always set. */
export function renderConfig(context: CliContext, baseUrl: string | undefined): Config {
  // One renderer starts fastest; logs would only clutter a command's output.
  const defaults = { RENDER_THREADS: '1', LOG_LEVEL: 'warn' };
  const forced: Record<string, string> = {};
  if (baseUrl !== undefined) forced.PUBLIC_BASE_URL = baseUrl;
  const config = context.config(defaults, forced);
  if (config.publicBaseUrl !== null) return config;
  return context.config(defaults, {
    ...forced,
    PUBLIC_BASE_URL: `http://localhost:${config.port}`,
  });
}

/** The app of src/app.ts on `config`; loaded only when a render runs (it is most of the CLI). */
export async function openApp(config: Config): Promise<InProcessApp> {
  const { buildKiln } = await import('../app.js');
  const kiln = await buildKiln(config);
  return {
    warm: kiln.warm,
    get: (url) => kiln.app.inject({ method: 'GET', url }),
    close: () => kiln.app.close(),
  };
}

export const render = defineCommand(SPEC, async ({ positionals, values }, context) => {
  const [path] = positionals;
  const output = values.output;
  if (!path?.startsWith('/') || output === undefined || positionals.length !== 1) {
    throw new CommandLineError('give one path starting with / and -o <file> (or -o - for stdout)');
  }
  const app = await context.openApp(renderConfig(context, values['base-url']));
  try {
    await app.warm;
    const response = await app.get(path);
    if (response.statusCode !== 200) {
      context.stderr.write(`kiln: ${response.statusCode}: ${response.body}\n`);
      return 1;
    }
    const summary = `${String(response.headers['content-type'])}, ${response.rawPayload.length} bytes`;
    if (output === '-') {
      const written = await new Promise<boolean>((resolve) =>
        context.stdout.write(response.rawPayload, (error) => resolve(!error)),
      );
      // A reader that went away got no summary: cli/closed-output.ts ends the process.
      if (!written) return EXIT_OUTPUT_CLOSED;
      context.stderr.write(`stdout: ${summary}\n`);
    } else {
      await writeFile(output, response.rawPayload);
      context.stdout.write(`${output}: ${summary}\n`);
    }
    return 0;
  } finally {
    await app.close();
  }
});
