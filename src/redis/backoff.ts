// Reconnection delays to Redis: exponential with a cap and jitter, reset only once Redis has
// proved itself (a right answer), never by a connection merely being accepted.

export interface BackoffRule {
  readonly firstMs: number;
  /** Cap while connections fail outright (refused, dropped): Redis restarting, usually. */
  readonly lostCapMs: number;
  /** Cap once a peer accepted a connection and never answered as Redis (junk, lies, hang-ups). */
  readonly junkCapMs: number;
}

/**
 * A refused connection costs nobody anything and a restarted Redis should be back in use
 * within a second; a peer that accepts and talks junk is a misconfiguration that will not mend
 * itself in seconds, so it is asked rarely (an idle instance used to open 5 connections a second
 * to one, for ever).
 */
export const DEFAULT_BACKOFF: BackoffRule = { firstMs: 100, lostCapMs: 1000, junkCapMs: 5000 };

export type Failure = 'lost' | 'junk';

export class Backoff {
  private attempts = 0;

  constructor(
    private readonly rule: BackoffRule = DEFAULT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * The delay before the next attempt: first * 2^attempts, capped by what the last attempt met,
   * drawn from the upper half of that (jitter spreads instances that lost Redis together).
   */
  next(failure: Failure): number {
    const cap = failure === 'junk' ? this.rule.junkCapMs : this.rule.lostCapMs;
    const nominal = Math.min(cap, this.rule.firstMs * 2 ** Math.min(this.attempts, 30));
    this.attempts++;
    return Math.round(nominal / 2 + (nominal / 2) * this.random());
  }

  /** Redis answered as Redis: the next failure starts again from the first delay. */
  reset(): void {
    this.attempts = 0;
  }
}
