// One renderer's place in the pool: starts its process, warms it (fonts), hands it to the pool
// when ready, and starts a new one as soon as it ends. A renderer that cannot start is retried
// with a growing pause, so a broken install does not spin the CPU.
import { Renderer, type RendererExited, type RendererLaunch } from './renderer.js';

/** What a seat reports (the pool passes it on to logs and metrics). */
export interface SeatEvents {
  started(info: { seat: number; pid: number; ms: number }): void;
  ended(info: { seat: number; exit: RendererExited }): void;
  startFailed(info: { seat: number; error: unknown; retryInMs: number }): void;
}

/** First pause after a failed start; doubled per failure in a row, up to the longest. */
const RETRY_FIRST_MS = 100;
const RETRY_LONGEST_MS = 5000;
/** Failed starts in a row before the first start is reported as failed (readiness). */
const FIRST_START_ATTEMPTS = 3;

export class Seat {
  private renderer: Renderer | null = null;
  private failures = 0;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private resolveFirst!: () => void;
  private rejectFirst!: (error: unknown) => void;
  /** Settles when the first renderer is warm, or after FIRST_START_ATTEMPTS failed starts. */
  readonly firstReady: Promise<void>;

  constructor(
    private readonly index: number,
    private readonly launch: RendererLaunch,
    private readonly events: SeatEvents,
    private readonly onReady: (renderer: Renderer) => void,
  ) {
    this.firstReady = new Promise((resolve, reject) => {
      this.resolveFirst = resolve;
      this.rejectFirst = reject;
    });
    this.firstReady.catch(() => undefined);
    void this.start();
  }

  /** The running renderer's process id, 0 while none runs. */
  get pid(): number {
    return this.renderer?.alive ? this.renderer.pid : 0;
  }

  /** A renderer runs here, or one is starting and no start has failed since the last end. */
  get canRender(): boolean {
    if (this.closed) return false;
    return this.renderer?.alive === true || (this.renderer === null && this.failures === 0);
  }

  private async start(): Promise<void> {
    const began = performance.now();
    let renderer: Renderer;
    try {
      renderer = await Renderer.start(this.launch);
      if (this.closed) {
        renderer.kill();
        return;
      }
      const { reply } = await renderer.request({ warmUp: true });
      if (reply.ok !== 'warm') {
        renderer.kill();
        throw new Error(reply.ok === 'failed' ? reply.error : 'unexpected warm-up answer');
      }
    } catch (error) {
      if (this.closed) return;
      this.failures++;
      if (this.failures === FIRST_START_ATTEMPTS) this.rejectFirst(error);
      const retryInMs = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1));
      this.events.startFailed({ seat: this.index, error, retryInMs });
      this.retry = setTimeout(() => void this.start(), retryInMs);
      this.retry.unref();
      return;
    }
    this.failures = 0;
    this.renderer = renderer;
    this.events.started({
      seat: this.index,
      pid: renderer.pid,
      ms: Math.round(performance.now() - began),
    });
    void renderer.exited.then((exit) => this.ended(renderer, exit));
    this.resolveFirst();
    this.onReady(renderer);
  }

  private ended(renderer: Renderer, exit: RendererExited): void {
    if (this.renderer === renderer) this.renderer = null;
    if (this.closed) return;
    this.events.ended({ seat: this.index, exit });
    void this.start();
  }

  /** Ends the renderer and starts no other; resolves once its process has ended. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.rejectFirst(new Error('the render pool closed'));
    const renderer = this.renderer;
    if (!renderer) return;
    renderer.kill('SIGKILL');
    await renderer.exited;
  }
}
