// Admission to the renderers: stills queue under control of how long they wait (CoDel's idea),
// last-in-first-out while the queue stands (adaptive LIFO, "Fail at Scale"); animations queue
// in turn, admitted only when their predicted wait is within limits (animation-costs.ts); both
// classes share the renderers by cost; renderers' cold renders do not count as waiting; a
// render whose client has gone leaves the queue. Why: docs/DECISIONS.md, "Render admission",
// "Animations in admission", "Admission that predicts an animation's wait".
import { AnimationBacklog, AnimationCosts, type AdmittedAnimation } from './animation-costs.js';
import { WaitQueue, type Waiting } from './wait-queue.js';

/** A render was refused because the renderers are overloaded: 503 with Retry-After. */
export class Overloaded extends Error {
  constructor(readonly retryAfterSeconds = 1) {
    super('the renderers are overloaded');
  }
}

/**
 * The share of the renderers' work, in cost units, that animations get while stills wait too
 * (stills get the rest). A quarter keeps the stills' wait within about 1.3x of their wait
 * alone (docs/DECISIONS.md); animations alone may use every renderer but one.
 */
export const ANIMATION_SHARE = 0.25;

export interface AdmissionOptions {
  /** Renders that may run at once (one per renderer). */
  readonly slots: number;
  /** Most renders that may wait; past it the longest-waiting one is refused. */
  readonly maxQueue: number;
  /**
   * A queue whose oldest render has waited longer than this is standing (the load exceeds
   * what the renderers can do): it is then served newest first.
   */
  readonly standingMs: number;
  /** A render that has waited this long is refused. Always above `standingMs`. */
  readonly maxWaitMs: number;
  /** Animations' share while stills wait; ANIMATION_SHARE unless a test says otherwise. */
  readonly animationShare?: number;
  readonly now?: () => number;
}

/** The client of a waiting render went away: it leaves the queue unrendered. */
export class ClientGone extends Error {
  constructor(readonly waitedMs: number) {
    super('the client went away while its render waited');
  }
}

/** How often waiting renders are checked against maxWaitMs while any wait. */
const SWEEP_MS = 10;

/** One class of renders: its queue, how many of it run, and its fair-share clock. */
interface RenderClass {
  readonly queue: WaitQueue;
  running: number;
  /** Most of this class that may run at once. */
  readonly most: number;
  readonly weight: number;
  /** Cost served so far divided by weight (start-time fair queueing's virtual time). */
  served: number;
  /**
   * How much longer than a still this class may wait before its queue stands or it is refused:
   * an animation waits, by design, for the stills served before it (see dispatch).
   */
  readonly patience: number;
}

export class Admission {
  private readonly stills: RenderClass;
  private readonly animations: RenderClass;
  private sweeper: NodeJS.Timeout | undefined;
  /** The waiting clock: the real one less the excused time (see excuse). */
  private readonly now: () => number;
  private readonly clock: () => number;
  /** Excused time of finished renders, per slot. */
  private excusedDone = 0;
  /** Start times (real clock) of the excused renders running now. */
  private readonly excusedRunning = new Set<{ readonly since: number }>();
  private refusedCount = 0;
  private droppedCount = 0;
  /** Animations admitted and not finished, and what they are expected to cost. */
  private readonly backlog: AnimationBacklog;

  constructor(private readonly options: AdmissionOptions) {
    if (options.maxWaitMs <= options.standingMs) {
      throw new RangeError('maxWaitMs must be longer than standingMs');
    }
    const share = options.animationShare ?? ANIMATION_SHARE;
    if (!(share > 0 && share < 1)) throw new RangeError('animationShare must be in (0, 1)');
    const clock = options.now ?? (() => performance.now());
    this.clock = clock;
    this.now = () => clock() - this.excusedMs();
    this.backlog = new AnimationBacklog(new AnimationCosts(), clock);
    const slots = options.slots;
    this.stills = {
      queue: new WaitQueue(),
      running: 0,
      most: slots,
      weight: 1 - share,
      served: 0,
      patience: 1,
    };
    this.animations = {
      queue: new WaitQueue(),
      running: 0,
      // Every renderer but one, so a still never waits for animations alone (one renderer: 1).
      most: Math.max(1, slots - 1),
      weight: share,
      served: 0,
      // While stills wait, an animation waits for (1 - share) / share of its cost in stills.
      patience: 1 / share,
    };
  }

  /** Renders waiting for a renderer. */
  get queued(): number {
    return this.stills.queue.length + this.animations.queue.length;
  }

  /** Animations running now. */
  get animationsRunning(): number {
    return this.animations.running;
  }

  /** Renders refused since start. */
  get refused(): number {
    return this.refusedCount;
  }

  /** Renders dropped unrendered since start because their client had gone (ClientGone). */
  get dropped(): number {
    return this.droppedCount;
  }

  /**
   * Marks a render that has just started on a renderer as a one-time cold cost (its first
   * pictures of a kind, cold-renders.ts): until the returned function is called, its share of
   * the renderers (1 / slots) does not count as any waiting render's wait (the waiting clock
   * stands still by that share). A fresh renderer's first burst is judged by what its renders
   * cost once warm, not refused for faces, art and code loaded once ("Warm before ready").
   */
  excuse(): () => void {
    const running = { since: this.clock() };
    this.excusedRunning.add(running);
    return () => {
      if (this.excusedRunning.delete(running)) {
        this.excusedDone += (this.clock() - running.since) / this.options.slots;
      }
    };
  }

  /**
   * Excused time so far, per slot. It grows no faster than the real clock (at most `slots`
   * renders run at once), so the waiting clock never runs backwards.
   */
  private excusedMs(): number {
    const now = this.clock();
    let total = this.excusedDone;
    for (const running of this.excusedRunning) total += (now - running.since) / this.options.slots;
    return total;
  }

  /** True while the oldest waiting render of either class has waited past `standingMs`. */
  get standing(): boolean {
    const now = this.now();
    return [this.stills, this.animations].some((c) => c.queue.standing(now, this.standingOf(c)));
  }

  /**
   * Runs `job` when a renderer is free; `cost` is what it costs one, in still renders (an
   * animation: its frames; more than 1 makes it an animation), and `kind` what its costs are
   * alike with (an animation's generator, format and width: costKind). A still is refused
   * (Overloaded) when it waited past maxWaitMs or was pushed out of a full queue, never because
   * of the queue's length alone; an animation is refused at once when the animations admitted
   * before it are expected to keep it waiting past its limit.
   */
  async run<T>(job: () => Promise<T>, cost = 1, clientGone?: AbortSignal, kind = ''): Promise<T> {
    const klass = cost > 1 ? this.animations : this.stills;
    if (clientGone?.aborted) {
      this.droppedCount++;
      throw new ClientGone(0);
    }
    const animation = klass === this.animations ? this.admitAnimation(kind, cost) : undefined;
    let drawn = false;
    try {
      // A free renderer with renders waiting exists only while animations wait for their limit.
      if (
        this.running < this.options.slots &&
        klass.queue.length === 0 &&
        klass.running < klass.most
      ) {
        this.startNow(klass, cost);
      } else {
        await new Promise<void>((start, refuse) =>
          this.enqueue(klass, cost, start, refuse, clientGone),
        );
      }
      if (animation) this.backlog.started(animation);
      try {
        const result = await job();
        drawn = true;
        return result;
      } finally {
        klass.running--;
        this.dispatch();
      }
    } finally {
      if (animation) this.backlog.left(animation, drawn);
    }
  }

  /**
   * Admits an animation, or refuses it at once (real overload): the animations admitted before
   * it (waiting, or drawing what they have left) are expected to keep it waiting longer than
   * its limit. The expectation is each one's frames x the time per frame measured for its kind;
   * Retry-After says about when the renderers will have worked off the excess.
   */
  private admitAnimation(kind: string, frames: number): AdmittedAnimation {
    const waitMs = this.backlog.predictedWaitMs(this.animations.most);
    const limit = this.waitLimitOf(this.animations);
    if (waitMs > limit) {
      this.refusedCount++;
      throw new Overloaded(Math.min(30, Math.max(1, Math.ceil((waitMs - limit) / 1000))));
    }
    return this.backlog.admit(kind, frames);
  }

  /** Refuses every waiting render (shutdown). */
  refuseAll(): void {
    for (const kind of [this.stills, this.animations]) {
      while (kind.queue.length > 0) this.refuse(kind.queue.takeOldest());
    }
  }

  private get running(): number {
    return this.stills.running + this.animations.running;
  }

  private startNow(kind: RenderClass, cost: number): void {
    // A class that had nothing waiting starts from the other's clock: idle time banks no credit.
    if (kind.queue.length === 0) kind.served = Math.max(kind.served, this.other(kind).served);
    kind.served += cost / kind.weight;
    kind.running++;
  }

  /**
   * How long a render of `kind` may wait before it is refused. An animation may be predicted
   * to wait twice its patience (4.8 s by default): four clients with one request in five
   * animated queue up to three animations behind the one renderer they may use, each 0.3-1.5 s
   * on a busy machine. Real overload is refused up front (admitAnimation).
   */
  private waitLimitOf(kind: RenderClass): number {
    return this.options.maxWaitMs * kind.patience * (kind === this.animations ? 2 : 1);
  }

  /**
   * How long a waiting render of `kind` is kept before it is refused after all: a still, its
   * wait limit; an admitted animation, twice that (only when the prediction was far off, e.g.
   * stills arrived and took their share of the renderers).
   */
  private sweepLimitOf(kind: RenderClass): number {
    return this.waitLimitOf(kind) * (kind === this.animations ? 2 : 1);
  }

  /**
   * How long the oldest of `kind` may wait before its queue stands. Animations never stand:
   * they are served in turn, since what they wait for was predicted when they were admitted.
   */
  private standingOf(kind: RenderClass): number {
    return kind === this.animations ? Infinity : this.options.standingMs * kind.patience;
  }

  private other(kind: RenderClass): RenderClass {
    return kind === this.stills ? this.animations : this.stills;
  }

  private enqueue(
    kind: RenderClass,
    cost: number,
    start: () => void,
    refuse: (error: Error) => void,
    clientGone: AbortSignal | undefined,
  ): void {
    if (this.queued >= this.options.maxQueue) {
      if (this.options.maxQueue === 0) {
        this.refusedCount++;
        refuse(new Overloaded());
        return;
      }
      this.refuse(this.longestWaiting().queue.takeOldest());
    }
    if (kind.queue.length === 0) kind.served = Math.max(kind.served, this.other(kind).served);
    const since = this.now();
    const entry: Waiting = {
      since,
      cost,
      start: () => {
        clientGone?.removeEventListener('abort', leave);
        start();
      },
      refuse: (error) => {
        clientGone?.removeEventListener('abort', leave);
        refuse(error);
      },
    };
    const leave = () => {
      if (!kind.queue.remove(entry)) return;
      this.droppedCount++;
      refuse(new ClientGone(this.now() - since));
    };
    clientGone?.addEventListener('abort', leave, { once: true });
    kind.queue.push(entry);
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_MS).unref();
    this.dispatch();
  }

  /** The class whose oldest waiting render is nearest its wait limit (one must wait). */
  private longestWaiting(): RenderClass {
    const now = this.now();
    const age = (c: RenderClass) => (now - (c.queue.oldestSince ?? Infinity)) / c.patience;
    return age(this.animations) > age(this.stills) ? this.animations : this.stills;
  }

  /**
   * Starts waiting renders while renderers are free. When both classes could start one, the
   * class that has been served less for its weight goes first (start-time fair queueing).
   */
  private dispatch(): void {
    this.sweep();
    while (this.running < this.options.slots) {
      const ready = [this.stills, this.animations].filter(
        (c) => c.queue.length > 0 && c.running < c.most,
      );
      if (ready.length === 0) return;
      const kind = ready.reduce((a, b) => (b.served < a.served ? b : a));
      const next: Waiting = kind.queue.take(this.now(), this.standingOf(kind));
      kind.served += next.cost / kind.weight;
      kind.running++;
      next.start();
    }
  }

  /** Refuses the renders that have waited past their limit (each class's oldest first). */
  private sweep(): void {
    for (const kind of [this.stills, this.animations]) {
      const limit = this.now() - this.sweepLimitOf(kind);
      while (kind.queue.length > 0 && kind.queue.oldestSince! < limit) {
        this.refuse(kind.queue.takeOldest());
      }
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
}
