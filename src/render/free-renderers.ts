// The renderers free to take a render, and the renders waiting for one: a renderer that comes
// free (after a render, or newly started) goes to the longest-waiting render, else it waits.
// Admission lets no more renders in than there are renderers, so a render waits here only
// while a renderer is being replaced. A render that crashed its renderer waits for a fresh
// one (that has drawn nothing yet), and gets it before any other render.
import type { Renderer } from './renderer.js';

/** A render waiting for a renderer, and the one it got (killed if its deadline passes). */
export class Waiter {
  renderer: Renderer | null = null;
  private resolve: ((renderer: Renderer | null) => void) | null = null;

  /** Settles the wait: a renderer, or null when the render gave up (deadline, closing). */
  hand(renderer: Renderer | null): void {
    this.renderer = renderer;
    this.resolve?.(renderer);
    this.resolve = null;
  }

  wait(): Promise<Renderer | null> {
    return new Promise((resolve) => (this.resolve = resolve));
  }
}

export class FreeRenderers {
  private readonly idle: Renderer[] = [];
  private readonly waiting: Waiter[] = [];
  /** Renders that wait for a fresh renderer (see takeFresh). */
  private readonly waitingFresh: Waiter[] = [];

  /** A free renderer for `waiter`, now or once one comes free; null if it gives up first. */
  take(waiter: Waiter): Promise<Renderer | null> {
    return this.takeWhere(waiter, () => true, this.waiting);
  }

  /**
   * A free renderer that has drawn nothing yet (Renderer.fresh): one just started, or the
   * replacement of one that ended. Offered renderers go to these waiters first.
   */
  takeFresh(waiter: Waiter): Promise<Renderer | null> {
    return this.takeWhere(waiter, (renderer) => renderer.fresh, this.waitingFresh);
  }

  private takeWhere(
    waiter: Waiter,
    fits: (renderer: Renderer) => boolean,
    queue: Waiter[],
  ): Promise<Renderer | null> {
    // The most recently freed first; ended ones are dropped on the way.
    for (let at = this.idle.length - 1; at >= 0; at--) {
      const free = this.idle[at]!;
      if (free.alive && !fits(free)) continue;
      this.idle.splice(at, 1);
      if (!free.alive) continue;
      waiter.hand(free);
      return Promise.resolve(free);
    }
    const waited = waiter.wait();
    queue.push(waiter);
    return waited;
  }

  /** `waiter` stops waiting (its deadline passed); it gets null. */
  cancel(waiter: Waiter): void {
    for (const queue of [this.waiting, this.waitingFresh]) {
      const index = queue.indexOf(waiter);
      if (index < 0) continue;
      queue.splice(index, 1);
      waiter.hand(null);
    }
  }

  /**
   * A renderer is free: a render waiting for a fresh one takes it if it is fresh, else the
   * longest-waiting render, or it waits for one.
   */
  offer(renderer: Renderer): void {
    const waiter = (renderer.fresh ? this.waitingFresh.shift() : undefined) ?? this.waiting.shift();
    if (waiter) waiter.hand(renderer);
    else this.idle.push(renderer);
  }

  /** Takes `renderer` out of the free ones (to end it); false when it is not free now. */
  remove(renderer: Renderer): boolean {
    const at = this.idle.indexOf(renderer);
    if (at >= 0) this.idle.splice(at, 1);
    return at >= 0;
  }

  /** Forgets renderers that ended while free; true if there was one. */
  dropEnded(): boolean {
    let dropped = false;
    for (let at = this.idle.length - 1; at >= 0; at--) {
      if (this.idle[at]!.alive) continue;
      this.idle.splice(at, 1);
      dropped = true;
    }
    return dropped;
  }

  /** Closing: every waiting render gets null, and no renderer is offered any more. */
  clear(): void {
    for (const waiter of [...this.waiting.splice(0), ...this.waitingFresh.splice(0)]) {
      waiter.hand(null);
    }
    this.idle.length = 0;
  }
}
