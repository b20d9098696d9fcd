// The `kiln` command: `kiln render <path> -o <file>` renders any endpoint through the same
// code path as the server (an in-process request, no listening socket); `kiln serve` serves;
// `kiln pictures ...` manages the picture collections; `kiln sign` prints a signed URL.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildKiln } from './app.js';
import { configFromEnvironment } from './env.js';
import { serve } from './server.js';
import { PICTURES_USAGE, UsageError, picturesCommand } from './cli/pictures.js';
import { signCommand, SIGN_USAGE } from './cli/sign.js';

const USAGE = `usage:
  kiln render <path?query> -o <file>   render an endpoint to a file (JSON endpoints too)
  kiln serve                           start the HTTP server (configuration from the environment)
${SIGN_USAGE}
${PICTURES_USAGE}`;

async function render(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { output: { type: 'string', short: 'o' } },
  });
  const [path] = positionals;
  if (!path || !values.output || !path.startsWith('/')) {
    console.error(USAGE);
    return 2;
  }
  // One render thread starts fastest; logs would only clutter a command's output.
  const config = configFromEnvironment({ RENDER_THREADS: '1', LOG_LEVEL: 'warn' });
  const kiln = await buildKiln(config);
  try {
    await kiln.warm;
    const response = await kiln.app.inject({ method: 'GET', url: path });
    if (response.statusCode !== 200) {
      console.error(`kiln: ${response.statusCode}: ${response.body}`);
      return 1;
    }
    await writeFile(values.output, response.rawPayload);
    console.log(
      `${values.output}: ${response.headers['content-type']}, ${response.rawPayload.length} bytes`,
    );
    return 0;
  } finally {
    await kiln.app.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'render') return render(rest);
  if (command === 'pictures') {
    try {
      if (await picturesCommand(configFromEnvironment({ LOG_LEVEL: 'warn' }), rest)) return 0;
    } catch (error) {
      // Usage mistakes, rejected files, a locked or unwritable folder: one clear line.
      const message = error instanceof UsageError ? error.message : String(error);
      console.error(`kiln pictures: ${message}`);
      return 1;
    }
    console.error(USAGE);
    return 2;
  }
  if (command === 'sign') {
    try {
      console.log(signCommand(configFromEnvironment({ LOG_LEVEL: 'warn' }), rest, Date.now()));
      return 0;
    } catch (error) {
      console.error(`kiln sign: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  if (command === 'serve') {
    await serve(configFromEnvironment());
    return -1;
  }
  console.error(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
