// Admission to the render threads: a queue controlled by how long its renders wait (CoDel's
// idea) that turns last-in-first-out under a standing queue (adaptive LIFO, "Fail at Scale"),
// not counting renderers' one-time cold costs as waiting. Why: docs/DECISIONS.md, "Render
// admission" and "Warm before ready".

/** A render was refused because the threads are overloaded: 503 with Retry-After. */
export class Overloaded extends Error {
  constructor(readonly retryAfterSeconds = 1) {
    super('the render threads are overloaded');
  }
}

export interface AdmissionOptions {
  /** Renders that may run at once (one per render thread). */
  readonly slots: number;
  /** Most renders that may wait; past it the longest-waiting one is refused. */
  readonly maxQueue: number;
  /**
   * A queue whose oldest render has waited longer than this is standing (the load exceeds
   * what the threads can do): it is then served newest first.
   */
  readonly standingMs: number;
  /** A render that has waited this long is refused. Always above `standingMs`. */
  readonly maxWaitMs: number;
  readonly now?: () => number;
}

interface Waiting {
  readonly since: number;
  /** excusedMs() when it was queued. */
  readonly excusedAt: number;
  readonly start: () => void;
  readonly refuse: (error: Overloaded) => void;
}

/** How often waiting renders are checked against maxWaitMs while any wait. */
const SWEEP_MS = 10;

export class Admission {
  private readonly waiting: Waiting[] = [];
  /** Index of the oldest waiting render in `waiting` (entries before it are spent). */
  private head = 0;
  private running = 0;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private refusedCount = 0;
  /** Excused time of finished renders, per slot (see excuse). */
  private excusedDone = 0;
  /** Start times of the excused renders running now. */
  private readonly excusedRunning = new Set<{ readonly since: number }>();

  constructor(private readonly options: AdmissionOptions) {
    if (options.maxWaitMs <= options.standingMs) {
      throw new RangeError('maxWaitMs must be longer than standingMs');
    }
    this.now = options.now ?? (() => performance.now());
  }

  /** Renders waiting for a thread. */
  get queued(): number {
    return this.waiting.length - this.head;
  }

  /** Renders refused since start. */
  get refused(): number {
    return this.refusedCount;
  }

  /** True while the oldest waiting render has waited past `standingMs` (served newest first). */
  get standing(): boolean {
    return this.queued > 0 && this.waited(this.waiting[this.head]!) > this.options.standingMs;
  }

  /**
   * Marks a render that has just started on a renderer as a one-time cold cost (its first
   * pictures of a kind, cold-renders.ts): until the returned function is called, its share of
   * the renderers (1 / slots) does not count as any waiting render's wait. A fresh renderer's
   * first burst is then judged by what its renders cost once warm, not refused for faces,
   * art and code loaded once.
   */
  excuse(): () => void {
    const running = { since: this.now() };
    this.excusedRunning.add(running);
    return () => {
      if (this.excusedRunning.delete(running)) {
        this.excusedDone += (this.now() - running.since) / this.options.slots;
      }
    };
  }

  /** Excused time so far, per slot: grows at most as fast as the clock (slots at once). */
  private excusedMs(): number {
    const now = this.now();
    let total = this.excusedDone;
    for (const running of this.excusedRunning) total += (now - running.since) / this.options.slots;
    return total;
  }

  /**
   * How long `entry` has waited, less the excused time since it was queued. Never more for a
   * newer entry than for an older one (the excused time grows no faster than the clock), so
   * the oldest waiting render has waited longest.
   */
  private waited(entry: Waiting, excused = this.excusedMs()): number {
    return this.now() - entry.since - (excused - entry.excusedAt);
  }

  /**
   * Runs `job` when a thread is free. Rejects with Overloaded when the render waited past
   * maxWaitMs or was pushed out of a full queue; never because of the queue's length alone,
   * so a burst that the threads can clear in time is always served.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.slots && this.queued === 0) {
      this.running++;
    } else {
      await new Promise<void>((start, refuse) => this.enqueue(start, refuse));
    }
    try {
      return await job();
    } finally {
      this.running--;
      this.dispatch();
    }
  }

  /** Refuses every waiting render (shutdown). */
  refuseAll(): void {
    while (this.queued > 0) this.refuse(this.takeOldest());
  }

  private enqueue(start: () => void, refuse: (error: Overloaded) => void): void {
    if (this.queued >= this.options.maxQueue) {
      if (this.options.maxQueue === 0) {
        this.refusedCount++;
        refuse(new Overloaded());
        return;
      }
      this.refuse(this.takeOldest());
    }
    this.waiting.push({ since: this.now(), excusedAt: this.excusedMs(), start, refuse });
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_MS).unref();
    this.dispatch();
  }

  private dispatch(): void {
    this.sweep();
    while (this.running < this.options.slots && this.queued > 0) {
      const next = this.standing ? this.takeNewest() : this.takeOldest();
      this.running++;
      next.start();
    }
  }

  /** Refuses the renders that have waited past maxWaitMs (they are the oldest). */
  private sweep(): void {
    const excused = this.excusedMs();
    while (
      this.queued > 0 &&
      this.waited(this.waiting[this.head]!, excused) > this.options.maxWaitMs
    ) {
      this.refuse(this.takeOldest());
    }
    if (this.queued === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private refuse(entry: Waiting): void {
    this.refusedCount++;
    entry.refuse(new Overloaded());
  }

  private takeOldest(): Waiting {
    const entry = this.waiting[this.head]!;
    this.head++;
    this.compact();
    return entry;
  }

  private takeNewest(): Waiting {
    const entry = this.waiting.pop()!;
    this.compact();
    return entry;
  }

  /** Drops spent entries at the front once they are most of the array. */
  private compact(): void {
    if (this.head === this.waiting.length) {
      this.waiting.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
  }
}
