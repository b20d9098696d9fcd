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

export interface RenderPoolOptions {
  readonly threads: number;
  readonly queueMax: number;
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

  constructor(options: RenderPoolOptions) {
    this.queueMax = options.queueMax;
    this.threads = options.threads;
    this.piscina = new Piscina({
      filename: workerUrl.href,
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: workerExecArgv,
      atomics: 'async',
    });
  }

  /** Renders waiting for a free thread. */
  get queueDepth(): number {
    return this.piscina.queueSize;
  }

  private inFlight = 0;

  /** Runs a render, or throws Overloaded when every thread is busy and the queue is full. */
  async run(task: RenderTask): Promise<RenderOutcome> {
    if (this.inFlight >= this.threads + this.queueMax) throw new Overloaded();
    this.inFlight++;
    try {
      return (await this.piscina.run(task)) as RenderOutcome;
    } finally {
      this.inFlight--;
    }
  }

  /** Loads fonts and art in every thread; resolves when all threads are ready. */
  async warmUp(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.piscina.run(WARM_UP)));
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
