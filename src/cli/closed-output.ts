// Output closed by its reader (`kiln pictures list | head -1`): the command ends at once and
// quietly, with the status a shell shows for a command stopped by SIGPIPE (141).
import { constants } from 'node:os';

/** 128 + SIGPIPE: what `yes | head -1` leaves in PIPESTATUS for `yes`. */
export const EXIT_OUTPUT_CLOSED = 128 + constants.signals.SIGPIPE;

/**
 * Node ignores SIGPIPE, so a write to a closed pipe fails with EPIPE, which would end the
 * process with a stack trace. Nobody reads what follows: stop now, as a Unix tool would.
 * Standard error too: `kiln ... 2>&1 | head -1` closes both.
 */
export function endQuietlyWhenOutputCloses(
  streams: readonly NodeJS.EventEmitter[] = [process.stdout, process.stderr],
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      exit(EXIT_OUTPUT_CLOSED);
    });
  }
}
