// A render's deadline, as the abort signal piscina accepts (an emitter of one 'abort').
// Node's AbortSignal.timeout builds an EventTarget, listener records and a timer that lives for
// the whole deadline, per render; this is one timer, cleared as soon as the render ends.

export class RenderDeadline {
  aborted = false;
  private listener: (() => void) | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => this.expire(), ms);
  }

  /** piscina listens once, for 'abort' only. */
  once(_event: 'abort', listener: () => void): this {
    this.listener = listener;
    return this;
  }

  removeListener(_event: 'abort', listener: () => void): this {
    if (this.listener === listener) this.listener = undefined;
    return this;
  }

  off(event: 'abort', listener: () => void): this {
    return this.removeListener(event, listener);
  }

  /** The render ended (either way): the deadline no longer matters. */
  clear(): void {
    clearTimeout(this.timer);
    this.listener = undefined;
  }

  private expire(): void {
    this.aborted = true;
    const listener = this.listener;
    this.listener = undefined;
    listener?.();
  }
}
