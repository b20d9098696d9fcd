// The `kiln` command: `kiln render <path> -o <file>` renders any endpoint through the same
// code path as the server (an in-process request, no listening socket); `kiln serve` serves.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildKiln } from './app.js';
import { configFromEnvironment } from './env.js';
import { serve } from './server.js';

const USAGE = `usage:
  kiln render <path?query> -o <file>   render an endpoint to a file (JSON endpoints too)
  kiln serve                           start the HTTP server (configuration from the environment)`;

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
  if (command === 'serve') {
    await serve(configFromEnvironment());
    return -1;
  }
  console.error(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
