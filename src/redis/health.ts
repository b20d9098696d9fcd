// When timeouts are evidence that Redis is down: the rule the connection's breaker applies to
// commands that did not answer in time. Pure (the caller passes the time), so it is tested
// without timers. A lost connection or a junk answer is evidence at once and never comes here.

export interface HealthRule {
  /** Timeouts in a row, with no answer at all (on time or late) between them... */
  readonly streak: number;
  /** ...that mark Redis down once the first of them is at least this old. */
  readonly streakMs: number;
  /** Or: a share of failed commands over this window... */
  readonly windowMs: number;
  /** ...of at least this many commands... */
  readonly windowMinCommands: number;
  /** ...reaching this share (0-1). */
  readonly windowFailureShare: number;
}

/**
 * On a busy machine one slow reply is common and says nothing about Redis: several commands
 * in flight during the same hiccup time out together. A streak must therefore also last
 * (a stall: nothing answers for streakMs), and a Redis that answers, but mostly too late, is
 * caught by the share over the window.
 */
export const DEFAULT_HEALTH_RULE: HealthRule = {
  streak: 3,
  streakMs: 250,
  windowMs: 10_000,
  windowMinCommands: 20,
  windowFailureShare: 0.5,
};

interface Bucket {
  readonly second: number;
  answered: number;
  failed: number;
}

export class RedisHealth {
  private streak = 0;
  private streakSince = 0;
  /** One bucket per second of the window, oldest first. */
  private buckets: Bucket[] = [];

  constructor(private readonly rule: HealthRule = DEFAULT_HEALTH_RULE) {}

  /** Timeouts since the last answer: whether Redis is worth asking again to settle it. */
  get suspect(): boolean {
    return this.streak > 0;
  }

  /** A command answered in time. */
  answered(now: number): void {
    this.streak = 0;
    this.bucket(now).answered++;
  }

  /**
   * A command that had timed out answered after all: Redis is alive, only slow (the request
   * has already gone on without it). It ends a streak; the window still counts the timeout.
   */
  answeredLate(): void {
    this.streak = 0;
  }

  /**
   * A command did not answer in time. Returns why Redis now counts as down (for the log), or
   * null while one slow moment is all there is.
   */
  timedOut(now: number): string | null {
    if (this.streak === 0) this.streakSince = now;
    this.streak++;
    this.bucket(now).failed++;
    const lasted = Math.round(now - this.streakSince);
    if (this.streak >= this.rule.streak && lasted >= this.rule.streakMs) {
      return `${this.streak} commands in a row unanswered over ${lasted} ms`;
    }
    let answered = 0;
    let failed = 0;
    for (const bucket of this.buckets) {
      answered += bucket.answered;
      failed += bucket.failed;
    }
    const total = answered + failed;
    if (total >= this.rule.windowMinCommands && failed / total >= this.rule.windowFailureShare) {
      return `${failed} of ${total} commands unanswered in ${this.rule.windowMs / 1000} s`;
    }
    return null;
  }

  /** Redis answers again (the breaker closes): earlier failures no longer count. */
  reset(): void {
    this.streak = 0;
    this.buckets = [];
  }

  private bucket(now: number): Bucket {
    const second = Math.floor(now / 1000);
    const oldest = second - Math.ceil(this.rule.windowMs / 1000) + 1;
    while (this.buckets.length > 0 && this.buckets[0]!.second < oldest) this.buckets.shift();
    let last = this.buckets[this.buckets.length - 1];
    if (last?.second !== second) {
      last = { second, answered: 0, failed: 0 };
      this.buckets.push(last);
    }
    return last;
  }
}
