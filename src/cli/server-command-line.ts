// `node dist/main.js [--port N] [--host H]` (what `npm start -- ...` runs): the flags as the
// variables they set, or one line and exit 2 for anything else; --help prints the usage.
import { CommandLineError, helpText, parseCommandLine } from './command.js';
import { SERVE_SPEC, serveOverrides } from './serve-args.js';

export function serverCommandLine(args: readonly string[]): Record<string, string> {
  try {
    const parsed = parseCommandLine(SERVE_SPEC, args);
    if ((parsed.values as { help?: boolean }).help === true) {
      process.stdout.write(helpText(SERVE_SPEC));
      process.exit(0);
    }
    return serveOverrides(parsed);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    process.stderr.write(`kiln: ${error.message}\n${helpText(SERVE_SPEC)}`);
    process.exit(2);
  }
}
