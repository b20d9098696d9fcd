// The render thread pool: renders run off the event loop in worker threads (piscina), one per
// core by default, behind a bounded queue that refuses work when full instead of growing.
import { Piscina } from 'piscina';
import { WARM_UP, type RenderOutcome, type RenderTask } from './task.js';

/** The queue is full: the HTTP layer answers 503 with Retry-After. */
export class Overloaded extends Error {
  constructor() {
    super('render queue is full');
  }
}

/** A render waited and ran longer than its deadline: the HTTP layer answers 503. */
export class DeadlineExceeded extends Error {
  constructor(readonly deadlineMs: number) {
    super(`render took longer than ${deadlineMs} ms`);
  }
}

export interface RenderPoolOptions {
  readonly threads: number;
  readonly queueMax: number;
  /** Refuse a render whose expected wait for a thread is longer than this. */
  readonly queueMaxWaitMs: number;
  readonly deadlineMs: number;
  readonly maxOutputPixels: number;
}

/** What every render thread is started with. */
export interface RenderThreadData {
  readonly maxOutputPixels: number;
  /** One Int32 shared by the threads: who loads the process-wide fonts (see worker.ts). */
  readonly fontsLock: SharedArrayBuffer;
}

// Under the test runner and tsx the sources are TypeScript; the threads then need tsx too.
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js',
  import.meta.url,
);
const workerExecArgv = import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : [];

export class RenderPool {
  private readonly piscina: Piscina;
  private readonly queueMax: number;
  private readonly threads: number;
  private readonly deadlineMs: number;
  private readonly queueMaxWaitMs: number;
  /** Moving average of render time (ms), to estimate how long a queued render will wait. */
  private averageRenderMs = 5;

  constructor(options: RenderPoolOptions) {
    this.queueMax = options.queueMax;
    this.threads = options.threads;
    this.deadlineMs = options.deadlineMs;
    this.queueMaxWaitMs = options.queueMaxWaitMs;
    const workerData: RenderThreadData = {
      maxOutputPixels: options.maxOutputPixels,
      fontsLock: new SharedArrayBuffer(4),
    };
    this.piscina = new Piscina({
      filename: workerUrl.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: workerExecArgv,
      atomics: 'async',
      workerData,
    });
  }

  /** Renders waiting for a free thread. */
  get queueDepth(): number {
    return this.piscina.queueSize;
  }

  private inFlight = 0;

  /** A new render would be refused now (queue full, or the wait too long). */
  get saturated(): boolean {
    return (
      this.inFlight >= this.threads + this.queueMax || this.expectedWaitMs > this.queueMaxWaitMs
    );
  }

  /** How long a render accepted now would wait for a thread, from the recent render times. */
  get expectedWaitMs(): number {
    const ahead = this.inFlight - this.threads + 1;
    return ahead > 0 ? (ahead * this.averageRenderMs) / this.threads : 0;
  }

  /**
   * Runs a render, or throws Overloaded when the queue is full or the wait would be too long:
   * under overload a quick 503 serves clients better than a slow 200.
   */
  async run(task: RenderTask): Promise<RenderOutcome> {
    if (this.saturated) throw new Overloaded();
    this.inFlight++;
    // Aborting a queued render drops it; aborting a running one replaces its thread.
    const signal = AbortSignal.timeout(this.deadlineMs);
    try {
      const outcome = (await this.piscina.run(task, { signal })) as RenderOutcome;
      if (outcome.ok) this.averageRenderMs += (outcome.renderMs - this.averageRenderMs) * 0.1;
      return outcome;
    } catch (error) {
      if (signal.aborted) throw new DeadlineExceeded(this.deadlineMs);
      // Closing terminates renders whose clients have already gone: not a failure.
      if (this.closing) throw new Overloaded();
      throw error;
    } finally {
      this.inFlight--;
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
    await this.piscina.destroy();
  }
}

/** The pool a configuration asks for; created early so threads warm while the app loads. */
export function createRenderPool(config: {
  renderThreads: number;
  renderQueueMax: number;
  renderQueueMaxWaitMs: number;
  renderDeadlineMs: number;
  maxOutputPixels: number;
}): RenderPool {
  return new RenderPool({
    threads: config.renderThreads,
    queueMax: config.renderQueueMax,
    queueMaxWaitMs: config.renderQueueMaxWaitMs,
    deadlineMs: config.renderDeadlineMs,
    maxOutputPixels: config.maxOutputPixels,
  });
}
