// The render thread pool: renders run off the event loop in worker threads (piscina), one per
// core by default. Admission (admission.ts) decides which waiting render a free thread takes
// and which are refused, so piscina never holds more renders than it has threads.
import { setFlagsFromString } from 'node:v8';
import { Piscina } from 'piscina';
import {
  WARM_UP,
  type LentOutcome,
  type RenderOutcome,
  type RenderTask,
  type ThreadOutcome,
} from './task.js';
import { AnswerSlots } from './answer-slots.js';
import { ownedBytes } from '../core/owned-bytes.js';
import { Admission, Overloaded } from './admission.js';
import { RenderDeadline } from './deadline.js';
import { FONT_REGISTRATION_BYTES } from '../text/font-catalog.js';
import { SHARED_STORE_BYTES } from '../art/kit/shared-store.js';

export { Overloaded } from './admission.js';

/** A render waited and ran longer than its deadline: the HTTP layer answers 503. */
export class DeadlineExceeded extends Error {
  constructor(readonly deadlineMs: number) {
    super(`render took longer than ${deadlineMs} ms`);
  }
}

export interface RenderPoolOptions {
  readonly threads: number;
  readonly queueMax: number;
  /** A queue whose oldest render waited longer than this is served newest first. */
  readonly queueStandingMs: number;
  /** A render that waited this long for a thread is refused. */
  readonly queueMaxWaitMs: number;
  readonly deadlineMs: number;
  readonly maxOutputPixels: number;
}

/** What every render thread is started with. */
export interface RenderThreadData {
  readonly maxOutputPixels: number;
  /** Shared by the threads: who registers the process-wide fonts (see text/fonts.ts). */
  readonly fontsLock: SharedArrayBuffer;
  /** Shared by the threads: pictures painted once per process (art/kit/shared-store.ts). */
  readonly sharedPixels: SharedArrayBuffer;
  /** Where the threads leave their answers (answer-slots.ts). */
  readonly answerSlots: SharedArrayBuffer;
}

const RENDER_THREAD_YOUNG_GENERATION_MB = 4;
const ANSWER_SLOTS_PER_THREAD = 4;

// Under the test runner and tsx the sources are TypeScript; the threads then need tsx too.
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js',
  import.meta.url,
);
// tsx resolved from here, so a process started in another directory still finds it.
const workerExecArgv = import.meta.url.endsWith('.ts')
  ? ['--import', import.meta.resolve('tsx')]
  : [];

export class RenderPool {
  private readonly piscina: Piscina;
  private readonly admission: Admission;
  private readonly threads: number;
  private readonly deadlineMs: number;
  private readonly slots: AnswerSlots;

  constructor(options: RenderPoolOptions) {
    this.threads = options.threads;
    this.deadlineMs = options.deadlineMs;
    this.admission = new Admission({
      slots: options.threads,
      maxQueue: options.queueMax,
      standingMs: options.queueStandingMs,
      maxWaitMs: options.queueMaxWaitMs,
    });
    // Slots stay taken while their answers are written, and a render stopped at its deadline
    // keeps its slot (below); with none free, answers come in the message.
    this.slots = new AnswerSlots(ANSWER_SLOTS_PER_THREAD * options.threads);
    const workerData: RenderThreadData = {
      maxOutputPixels: options.maxOutputPixels,
      fontsLock: new SharedArrayBuffer(FONT_REGISTRATION_BYTES),
      sharedPixels: new SharedArrayBuffer(SHARED_STORE_BYTES),
      answerSlots: this.slots.buffer,
    };
    // `--max-semi-space-size` (npm start sizes the HTTP thread's young generation with it)
    // would override every thread's resourceLimits; the flag is read only when an isolate is
    // created, so clearing it now leaves this thread as it is and lets the threads use theirs.
    setFlagsFromString('--max-semi-space-size=0');
    this.piscina = new Piscina({
      filename: workerUrl.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: workerExecArgv,
      atomics: 'async',
      // Render times are measured by the render itself (X-Render-Time, /metrics); piscina's own
      // timing histograms would cost ~0.7 MB and two records per render.
      recordTiming: false,
      // A render allocates little on the JS heap (pixels live in Skia and in buffers), so a
      // small young generation costs nothing in speed and keeps each thread ~15 MB smaller.
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_GENERATION_MB },
      workerData,
    });
  }

  /** Answer slots free for the next renders (the others hold answers being written). */
  get freeAnswerSlots(): number {
    return this.slots.freeCount;
  }

  /** Renders waiting for a free thread. */
  get queueDepth(): number {
    return this.admission.queued;
  }

  /** Renders refused since start (waited too long, or pushed out of a full queue). */
  get refused(): number {
    return this.admission.refused;
  }

  /**
   * Runs a render when a thread is free, or throws Overloaded when it waited too long: under
   * overload a quick 503 serves clients better than a slow 200. The body is the caller's own.
   */
  async run(task: RenderTask): Promise<RenderOutcome> {
    const outcome = await this.runLent(task);
    if (!outcome.ok || !outcome.release) return outcome;
    const { body, release, ...rest } = outcome;
    const owned = ownedBytes(body);
    release();
    return { ...rest, body: owned };
  }

  /** As run, but the body may be lent from the thread's slot: see LentOutcome. */
  runLent(task: RenderTask): Promise<LentOutcome> {
    if (this.closing) return Promise.reject(new Overloaded());
    const deadline = performance.now() + this.deadlineMs;
    return this.admission.run(() => this.runNow(task, deadline));
  }

  private async runNow(task: RenderTask, deadline: number): Promise<LentOutcome> {
    const remaining = deadline - performance.now();
    if (remaining <= 0) throw new DeadlineExceeded(this.deadlineMs);
    // Aborting a running render replaces its thread.
    const signal = new RenderDeadline(Math.ceil(remaining));
    const slot = this.slots.take();
    let lent = false;
    try {
      const outcome = (await this.piscina.run({ ...task, slot }, { signal })) as ThreadOutcome;
      if (!outcome.ok) return outcome;
      const { body, slotBytes, ...rest } = outcome;
      if (body !== null) {
        return { ...rest, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
      }
      lent = true;
      const release = once(() => this.slots.give(slot!));
      return { ...rest, body: this.slots.view(slot!, slotBytes), release };
    } catch (error) {
      if (signal.aborted) throw new DeadlineExceeded(this.deadlineMs);
      // Closing terminates renders whose clients have already gone: not a failure.
      if (this.closing) throw new Overloaded();
      throw error;
    } finally {
      signal.clear();
      // A thread stopped mid-render might still write to its slot: that slot is never reused.
      if (slot !== undefined && !lent && !signal.aborted) this.slots.give(slot);
    }
  }

  private warming: Promise<void> | undefined;

  /**
   * Loads fonts and art in every thread; resolves when all threads are ready. Started once,
   * as early as possible (see main.ts): later calls share the same promise.
   */
  warmUp(): Promise<void> {
    this.warming ??= Promise.all(
      Array.from({ length: this.threads }, () => this.piscina.run(WARM_UP)),
    ).then(() => undefined);
    return this.warming;
  }

  private closing = false;

  async close(): Promise<void> {
    this.closing = true;
    this.admission.refuseAll();
    await this.piscina.destroy();
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

/** The pool a configuration asks for; created early so threads warm while the app loads. */
export function createRenderPool(config: {
  renderThreads: number;
  renderQueueMax: number;
  renderQueueStandingMs: number;
  renderQueueMaxWaitMs: number;
  renderDeadlineMs: number;
  maxOutputPixels: number;
}): RenderPool {
  return new RenderPool({
    threads: config.renderThreads,
    queueMax: config.renderQueueMax,
    queueStandingMs: config.renderQueueStandingMs,
    queueMaxWaitMs: config.renderQueueMaxWaitMs,
    deadlineMs: config.renderDeadlineMs,
    maxOutputPixels: config.maxOutputPixels,
  });
}
