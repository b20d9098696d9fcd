// Admission to the render threads: a queue controlled by how long its renders wait (CoDel's
// idea) that turns last-in-first-out under a standing queue (adaptive LIFO, "Fail at Scale").
// Why this design and its defaults: docs/DECISIONS.md, "Render admission".

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
    return this.queued > 0 && this.now() - this.waiting[this.head]!.since > this.options.standingMs;
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
    this.waiting.push({ since: this.now(), start, refuse });
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
    const limit = this.now() - this.options.maxWaitMs;
    while (this.queued > 0 && this.waiting[this.head]!.since < limit) {
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
