// Error replies by which a Redis that is up refuses a write (out of memory under noeviction, a
// read-only replica, a failing disk save): not a fault of the connection. The connection keeps
// reading, skips the write, counts it and warns at most once a minute (connection.ts).

/** The error codes Redis starts such a reply with (a script's reply carries them after '-'). */
const REFUSAL = /(?:^|-)(OOM|READONLY|MISCONF|NOREPLICAS|NOTENOUGHREPLICAS)\b/;

/** A write Redis refused: the command was not applied, and reading goes on. */
export class RedisWriteRefused extends Error {
  constructor(readonly code: string) {
    super(`Redis refused a write (${code})`);
  }
}

/**
 * The refusal code of an error reply that refuses a write (OOM, READONLY, ...), else null.
 * A transaction aborted for a refused command (EXECABORT) carries it in `previousErrors`.
 */
export function writeRefusal(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'ReplyError') return null;
  const found = REFUSAL.exec(error.message);
  if (found) return found[1]!;
  const previous = (error as Error & { previousErrors?: unknown[] }).previousErrors ?? [];
  for (const inner of previous) {
    const code = writeRefusal(inner);
    if (code) return code;
  }
  return null;
}

/** Counts refused writes and says when to warn: the first, then at most once per interval. */
export class RefusedWrites {
  private total = 0;
  private sinceWarning = 0;
  private warnedAt = -Infinity;

  constructor(private readonly intervalMs = 60_000) {}

  get count(): number {
    return this.total;
  }

  /**
   * Records one refusal at `now` (ms); returns how many refusals a warning logged now should
   * report (this one included), or 0 when it is not time to warn.
   */
  record(now: number): number {
    this.total++;
    this.sinceWarning++;
    if (now - this.warnedAt < this.intervalMs) return 0;
    this.warnedAt = now;
    const count = this.sinceWarning;
    this.sinceWarning = 0;
    return count;
  }
}
