// The renderers free to take a render, and the renders waiting for one: a renderer that comes
// free (after a render, or newly started) goes to the longest-waiting render, else it waits.
// Admission lets no more renders in than there are renderers, so a render waits here only
// while a renderer is being replaced.
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

  /** A free renderer for `waiter`, now or once one comes free; null if it gives up first. */
  take(waiter: Waiter): Promise<Renderer | null> {
    let free = this.idle.pop();
    while (free && !free.alive) free = this.idle.pop();
    if (free) {
      waiter.hand(free);
      return Promise.resolve(free);
    }
    const waited = waiter.wait();
    this.waiting.push(waiter);
    return waited;
  }

  /** `waiter` stops waiting (its deadline passed); it gets null. */
  cancel(waiter: Waiter): void {
    const index = this.waiting.indexOf(waiter);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    waiter.hand(null);
  }

  /** A renderer is free: the longest-waiting render takes it, or it waits for one. */
  offer(renderer: Renderer): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.hand(renderer);
    else this.idle.push(renderer);
  }

  /** Takes `renderer` out of the free ones (to end it); false when it is not free now. */
  remove(renderer: Renderer): boolean {
    const at = this.idle.indexOf(renderer);
    if (at >= 0) this.idle.splice(at, 1);
    return at >= 0;
  }

  /** Forgets a renderer that ended while free; true if there was one. */
  dropEnded(): boolean {
    const at = this.idle.findIndex((renderer) => !renderer.alive);
    if (at >= 0) this.idle.splice(at, 1);
    return at >= 0;
  }

  /** Closing: every waiting render gets null, and no renderer is offered any more. */
  clear(): void {
    for (const waiter of this.waiting.splice(0)) waiter.hand(null);
    this.idle.length = 0;
  }
}
