// The command line of the server: `npm start -- --port N --host H` and `kiln serve` take the
// same two options, which win over PORT and HOST; anything else is refused with one line.
import { CommandLineError, type Parsed } from './command.js';

export const SERVE_SPEC = {
  name: 'kiln serve',
  usage: `  kiln serve [--port N] [--host H]     start the HTTP server (configuration from the environment)`,
  details: `  Every setting is an environment variable (or a line of .env); README.md lists them.
  --port <N>         listen on this port (wins over PORT); npm start -- --port N does the same
  --host <address>   listen on this address (wins over HOST)
  SIGTERM or SIGINT drains in-flight requests and exits.
  -h, --help         this help`,
  options: { port: { type: 'string' }, host: { type: 'string' } },
  positionals: false,
} as const;

/** The variables the flags set: PORT and HOST, checked here so messages name the flag. */
export function serveOverrides({
  values,
}: Parsed<typeof SERVE_SPEC.options>): Record<string, string> {
  const forced: Record<string, string> = {};
  if (values.port !== undefined) {
    const port = values.port.trim();
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) {
      throw new CommandLineError(
        `--port must be a port number from 0 to 65535, got "${values.port}".`,
      );
    }
    forced.PORT = port;
  }
  if (values.host !== undefined) forced.HOST = values.host;
  return forced;
}
