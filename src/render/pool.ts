// The render pool: renders run in supervised renderer processes (renderer.ts), one per core by
// default, so a native fault in Skia or libvips costs the render it was drawing, never the
// server. Admission (admission.ts) decides which waiting render a free renderer takes and which
// are refused; a renderer that ends, or stops working, is replaced at once (docs/DECISIONS.md,
// "Renderers are processes", "Crashes: evidence before a quarantine").
import { AnswerSlots, SLOT_BYTES } from './answer-slots.js';
import { ownedBytes } from '../runtime/owned-bytes.js';
import { Admission, Overloaded } from './admission.js';
import { costKind } from './animation-costs.js';
import { ColdRenders } from './cold-renders.js';
import { RendererExited, type Renderer, type RendererLaunch } from './renderer.js';
import { Seat, type SeatEvents } from './seat.js';
import { FreeRenderers, Waiter } from './free-renderers.js';
import { renderCost, type LentOutcome, type RenderOutcome, type RenderTask } from './task.js';
import { FailureStreaks } from './renderer-health.js';
import { quarantineKey } from './quarantine.js';

export { ClientGone, Overloaded } from './admission.js';

/** A render waited and ran longer than its deadline: the HTTP layer answers 503. */
export class DeadlineExceeded extends Error {
  constructor(readonly deadlineMs: number) {
    super(`render took longer than ${deadlineMs} ms`);
  }
}

/**
 * The renderer process ended (a native fault, or killed) while drawing this render, and again
 * when it was tried once more: a 500. `inputAtFault`: both were faults, the second on a fresh
 * renderer, so the input itself crashes the renderers (the pipeline quarantines it).
 */
export class RenderCrashed extends Error {
  constructor(
    readonly exit: RendererExited,
    readonly inputAtFault: boolean,
  ) {
    super(`the renderer drawing this picture ended: ${exit.message}`);
  }
}

/** A generator's render threw something other than InvalidInput: a bug, answered with 500. */
export class RenderFailed extends Error {}

export interface RenderPoolOptions {
  readonly renderers: number;
  readonly queueMax: number;
  /** A queue whose oldest render waited longer than this is served newest first. */
  readonly queueStandingMs: number;
  /** A render that waited this long for a renderer is refused. */
  readonly queueMaxWaitMs: number;
  readonly deadlineMs: number;
  readonly maxOutputPixels: number;
  /** Test-only generators the renderers load: name -> module URL (see registry.ts). */
  readonly extraGenerators?: Readonly<Record<string, string>>;
  /**
   * The renderer's entry module, when not the one beside this module: the tests start the
   * bundled dist/renderer.js, a quarter of the CPU of the sources under tsx.
   */
  readonly rendererEntry?: URL;
  /** The picture collections' folder: renderers read stored files from it to resize them. */
  readonly picturesDir: string;
}

/** What the pool reports: renderers starting and ending, and renders whose renderer crashed. */
export interface PoolEvents extends Omit<SeatEvents, 'ended'> {
  /** A renderer ended; `whileIdle`: with no render on it (else the render reports it). */
  ended(info: Parameters<SeatEvents['ended']>[0] & { whileIdle: boolean }): void;
  renderCrashed(info: {
    generator: string;
    requestId: string | undefined;
    exit: RendererExited;
    /**
     * What happens to the render: tried again on a fresh renderer (after a fault), on any
     * other (after a kill or an exit), or answered 500; `quarantined`: 500, and its input is
     * at fault (a fault on a fresh renderer after a first one).
     */
    then: 'fresh renderer' | 'another renderer' | 'failed' | 'quarantined';
  }): void;
  /** A renderer failed FAILURES_TO_REPLACE renders in a row and is being replaced. */
  failing(info: { seat: number; pid: number; error: string }): void;
  /** Whether any renderer can render changed (readiness). */
  health(canRender: boolean): void;
}

const ANSWER_SLOTS_PER_RENDERER = 4;
/** How long a renderer that asked to retire when idle must stay free before it is ended. */
const IDLE_RETIRE_MS = 1000;
/** Renderers a render may try: a second when the first one ended under it. */
const RENDER_ATTEMPTS = 2;

/** The signals a process gets for its own fault: what it was drawing is the likely cause. */
const FAULTS: ReadonlySet<string> = new Set([
  'SIGSEGV',
  'SIGILL',
  'SIGBUS',
  'SIGFPE',
  'SIGABRT',
  'SIGTRAP',
  'SIGSYS',
]);
/** A renderer's young generation: a render allocates little on the JS heap (see garbage.ts). */
const RENDERER_SEMI_SPACE_MB = 1;

// Under the test runner and tsx the sources are TypeScript; renderers then need tsx too.
const underTsx = import.meta.url.endsWith('.ts');
const rendererEntry = new URL(underTsx ? './renderer-main.ts' : './renderer.js', import.meta.url);

export class RenderPool {
  private readonly admission: Admission;
  private readonly deadlineMs: number;
  private readonly slots: AnswerSlots;
  private readonly seats: Seat[];
  private readonly free = new FreeRenderers();
  private readonly cold = new ColdRenders();
  private readonly streaks = new FailureStreaks();
  private events: PoolEvents | undefined;
  private closing = false;
  private canRenderBefore = true;

  constructor(options: RenderPoolOptions) {
    this.deadlineMs = options.deadlineMs;
    this.admission = new Admission({
      slots: options.renderers,
      maxQueue: options.queueMax,
      standingMs: options.queueStandingMs,
      maxWaitMs: options.queueMaxWaitMs,
    });
    this.slots = new AnswerSlots(ANSWER_SLOTS_PER_RENDERER * options.renderers);
    const entry = options.rendererEntry ?? rendererEntry;
    // TypeScript to load (the sources, or a test's generator) needs tsx's loader.
    const typeScript = [entry.href, ...Object.values(options.extraGenerators ?? {})].some((url) =>
      url.endsWith('.ts'),
    );
    const launch: RendererLaunch = {
      entry,
      execArgv: [
        ...(typeScript ? ['--import', import.meta.resolve('tsx')] : []),
        `--max-semi-space-size=${RENDERER_SEMI_SPACE_MB}`,
        // As in the server process (ops/marking.ts): marking on the renderer's own thread.
        '--no-concurrent-marking',
      ],
      options: {
        maxOutputPixels: options.maxOutputPixels,
        extraGenerators: options.extraGenerators ?? {},
        picturesDir: options.picturesDir,
      },
      startTimeoutMs: typeScript ? 60_000 : 20_000,
    };
    const seatEvents: SeatEvents = {
      started: (info) => {
        this.events?.started(info);
        this.healthChanged();
      },
      ended: (info) => {
        // A renderer that ended while free is no longer offered.
        this.events?.ended({ ...info, whileIdle: this.free.dropEnded() });
        this.healthChanged();
      },
      startFailed: (info) => {
        this.events?.startFailed(info);
        this.healthChanged();
      },
    };
    this.seats = Array.from(
      { length: options.renderers },
      (_, index) => new Seat(index, launch, seatEvents, (renderer) => this.free.offer(renderer)),
    );
  }

  /** Where renderer starts, ends and crashes are reported (logs, metrics); set once by the app. */
  observe(events: PoolEvents): void {
    this.events = events;
  }

  /** Answer slots free for the next renders (the others hold answers being written). */
  get freeAnswerSlots(): number {
    return this.slots.freeCount;
  }

  /** Renders waiting for a free renderer. */
  get queueDepth(): number {
    return this.admission.queued;
  }

  /** Animations drawing now (admission lets at most renderers - 1 draw at once). */
  get animationsRunning(): number {
    return this.admission.animationsRunning;
  }

  /** Renders refused since start (waited too long, or pushed out of a full queue). */
  get refused(): number {
    return this.admission.refused;
  }

  /** Renders dropped unrendered because their client went away while they waited. */
  get dropped(): number {
    return this.admission.dropped;
  }

  /** The renderer processes now running (an operator can `kill -SEGV` one; it is replaced). */
  get pids(): number[] {
    return this.seats.map((seat) => seat.pid).filter((pid) => pid !== 0);
  }

  /**
   * Some renderer can render, or soon will: one is running, or is being replaced after an end
   * and has not failed to start. False while every renderer fails to start (readiness).
   */
  get canRender(): boolean {
    return this.seats.some((seat) => seat.canRender);
  }

  private healthChanged(): void {
    const now = this.canRender;
    if (now === this.canRenderBefore || this.closing) return;
    this.canRenderBefore = now;
    this.events?.health(now);
  }

  /**
   * Runs a render when a renderer is free, or throws Overloaded when it waited too long: under
   * overload a quick 503 serves clients better than a slow 200. The body is the caller's own.
   */
  async run(task: RenderTask, requestId?: string): Promise<RenderOutcome> {
    const outcome = await this.runLent(task, requestId);
    if (!outcome.ok || !outcome.release) return outcome;
    const { body, release, ...rest } = outcome;
    const owned = ownedBytes(body);
    release();
    return { ...rest, body: owned };
  }

  /**
   * As run, but the body may be lent from an answer slot: see LentOutcome. `clientGone` aborts
   * when the client has gone: a render still waiting then leaves the queue (ClientGone).
   */
  runLent(task: RenderTask, requestId?: string, clientGone?: AbortSignal): Promise<LentOutcome> {
    if (this.closing) return Promise.reject(new Overloaded());
    const deadline = performance.now() + this.deadlineMs;
    return this.admission.run(
      () => this.runNow(task, deadline, requestId),
      renderCost(task),
      clientGone,
      costKind(task),
    );
  }

  private async runNow(
    task: RenderTask,
    deadline: number,
    requestId: string | undefined,
  ): Promise<LentOutcome> {
    const slot = this.slots.take();
    let lent = false;
    try {
      // A render whose renderer ended under it is tried once more. After a fault (SIGSEGV,
      // SIGILL, ...) it waits for a fresh renderer, one that has drawn nothing: if that one
      // faults too, the input is at fault (the pipeline quarantines it); if it draws, the
      // first fault came from elsewhere (an operator's kill -SEGV, a state left by earlier
      // renders) and nobody lost a picture. After a kill or an exit (the OOM killer, an
      // operator) any other renderer will do, and a second end is never the input's fault.
      let fresh = false;
      for (let attempt = 1; ; attempt++) {
        try {
          const outcome = await this.renderOnce(task, deadline, slot, fresh);
          lent = outcome.ok && outcome.release !== undefined;
          return outcome;
        } catch (error) {
          if (!(error instanceof RendererExited)) throw error;
          const fault = FAULTS.has(error.signal ?? '');
          const inputAtFault = fault && fresh;
          const retry = attempt < RENDER_ATTEMPTS;
          this.events?.renderCrashed({
            generator: task.generator,
            requestId,
            exit: error,
            then: retry
              ? fault
                ? 'fresh renderer'
                : 'another renderer'
              : inputAtFault
                ? 'quarantined'
                : 'failed',
          });
          if (!retry) throw new RenderCrashed(error, inputAtFault);
          fresh = fault;
        }
      }
    } finally {
      if (slot !== undefined && !lent) this.slots.give(slot);
    }
  }

  /**
   * One attempt on one renderer (a fresh one when `fresh`); RendererExited when its process
   * ended meanwhile.
   */
  private async renderOnce(
    task: RenderTask,
    deadline: number,
    slot: number | undefined,
    fresh: boolean,
  ): Promise<LentOutcome> {
    const waiter = new Waiter();
    let expired = false;
    let retire: 'always' | 'idle' | undefined;
    let endExcuse: (() => void) | undefined;
    // Past the deadline a waiting render gives up, and a running one loses its renderer.
    const expire = () => {
      expired = true;
      waiter.renderer?.kill('SIGKILL');
      this.free.cancel(waiter);
    };
    let timer = setTimeout(expire, Math.max(0, deadline - performance.now()));
    try {
      const renderer = await (fresh ? this.free.takeFresh(waiter) : this.free.take(waiter));
      if (!renderer) throw expired ? new DeadlineExceeded(this.deadlineMs) : new Overloaded();
      // An animation's cost was known when it was admitted: the time it waited is not taken
      // from its run, which gets the whole deadline (only a runaway render is killed).
      if (renderCost(task) > 1) {
        clearTimeout(timer);
        timer = setTimeout(expire, this.deadlineMs);
      }
      // A renderer's first pictures of a kind are not counted as others' waiting (admission.ts).
      if (this.cold.take(renderer, task)) endExcuse = this.admission.excuse();
      const { reply, body } = await renderer.request(task, (length) =>
        slot !== undefined && length <= SLOT_BYTES
          ? this.slots.view(slot, length)
          : Buffer.allocUnsafeSlow(length),
      );
      this.judge(renderer, task, reply.ok === 'failed' ? reply.error : null);
      if (reply.ok === false) return reply;
      if (reply.ok !== true) throw new RenderFailed(reply.ok === 'failed' ? reply.error : 'warm');
      retire = reply.retire;
      const { etag, renderMs, textFit } = reply;
      const bytes = body ?? Buffer.alloc(0);
      if (slot === undefined || bytes.buffer !== this.slots.buffer) {
        return { ok: true, body: bytes, etag, renderMs, textFit };
      }
      return {
        ok: true,
        body: bytes,
        etag,
        renderMs,
        textFit,
        release: once(() => this.slots.give(slot)),
      };
    } catch (error) {
      if (!(error instanceof RendererExited)) throw error;
      if (expired) throw new DeadlineExceeded(this.deadlineMs);
      // Closing ends renders whose clients have already gone: not a failure.
      if (this.closing) throw new Overloaded();
      throw error;
    } finally {
      endExcuse?.();
      clearTimeout(timer);
      // A renderer that asked to retire (garbage.ts, RETIRE_OVER_WARM_BYTES) ends, at once or once it
      // has stayed free for a while; its seat starts another.
      if (retire === 'always') waiter.renderer?.kill('SIGTERM');
      else if (waiter.renderer?.alive) {
        this.free.offer(waiter.renderer);
        if (retire === 'idle') this.retireWhenIdle(waiter.renderer);
      }
    }
  }

  /** Ends `renderer` if it is still free after IDLE_RETIRE_MS (not taken since, or again). */
  private retireWhenIdle(renderer: Renderer): void {
    setTimeout(() => {
      if (!this.closing && this.free.remove(renderer)) renderer.kill('SIGTERM');
    }, IDLE_RETIRE_MS).unref();
  }

  /**
   * Counts a render that failed (`error`) or not on `renderer`; one that has failed renders of
   * several inputs in a row no longer works (a library it cannot load, a native state gone
   * bad): it is replaced, and its render's 500 stays the render's.
   */
  private judge(renderer: Renderer, task: RenderTask, error: string | null): void {
    if (!this.streaks.record(renderer, quarantineKey(task), error !== null)) return;
    const seat = this.seats.findIndex((s) => s.pid === renderer.pid);
    this.events?.failing({ seat, pid: renderer.pid, error: error ?? '' });
    renderer.kill('SIGKILL');
  }

  /**
   * Starts every renderer and loads fonts in each; resolves when all are ready. Started once,
   * as early as possible (see main.ts): later calls share the same promise.
   */
  warmUp(): Promise<void> {
    return Promise.all(this.seats.map((seat) => seat.firstReady)).then(() => undefined);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.admission.refuseAll();
    this.free.clear();
    await Promise.all(this.seats.map((seat) => seat.close()));
  }
}

/** `fn`, to be run at most once however often it is called. */
function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** The pool a configuration asks for; created early so renderers start while the app loads. */
export function createRenderPool(
  config: {
    renderThreads: number;
    renderQueueMax: number;
    renderQueueStandingMs: number;
    renderQueueMaxWaitMs: number;
    renderDeadlineMs: number;
    maxOutputPixels: number;
    picturesDir: string;
  },
  extraGenerators?: Readonly<Record<string, string>>,
  rendererEntry?: URL,
): RenderPool {
  return new RenderPool({
    renderers: config.renderThreads,
    queueMax: config.renderQueueMax,
    queueStandingMs: config.renderQueueStandingMs,
    queueMaxWaitMs: config.renderQueueMaxWaitMs,
    deadlineMs: config.renderDeadlineMs,
    maxOutputPixels: config.maxOutputPixels,
    picturesDir: config.picturesDir,
    extraGenerators,
    rendererEntry,
  });
}
