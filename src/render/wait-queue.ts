// One class of renders waiting for a renderer (stills, or animations): oldest first, or
// newest first while it stands (adaptive LIFO); admission.ts decides which class goes next.

export interface Waiting {
  /** When it started waiting (the admission's clock). */
  readonly since: number;
  /** What it costs a renderer, in still renders (an animation: its frames). */
  readonly cost: number;
  readonly start: () => void;
  readonly refuse: (error: Error) => void;
}

export class WaitQueue {
  private readonly entries: Waiting[] = [];
  /** Index of the oldest waiting render in `entries` (entries before it are spent). */
  private head = 0;

  get length(): number {
    return this.entries.length - this.head;
  }

  /** When the oldest render started waiting; undefined when none waits. */
  get oldestSince(): number | undefined {
    return this.length > 0 ? this.entries[this.head]!.since : undefined;
  }

  /** True while the oldest waiting render has waited longer than `standingMs`. */
  standing(now: number, standingMs: number): boolean {
    const oldest = this.oldestSince;
    return oldest !== undefined && now - oldest > standingMs;
  }

  push(entry: Waiting): void {
    this.entries.push(entry);
  }

  /** The next render to start: the newest while the queue stands, else the oldest. */
  take(now: number, standingMs: number): Waiting {
    return this.standing(now, standingMs) ? this.takeNewest() : this.takeOldest();
  }

  /** Takes `entry` out wherever it waits (its client has gone); false when it is not here. */
  remove(entry: Waiting): boolean {
    const at = this.entries.indexOf(entry, this.head);
    if (at < 0) return false;
    this.entries.splice(at, 1);
    this.compact();
    return true;
  }

  takeOldest(): Waiting {
    const entry = this.entries[this.head]!;
    this.head++;
    this.compact();
    return entry;
  }

  private takeNewest(): Waiting {
    const entry = this.entries.pop()!;
    this.compact();
    return entry;
  }

  /** Drops spent entries at the front once they are most of the array. */
  private compact(): void {
    if (this.head === this.entries.length) {
      this.entries.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries.splice(0, this.head);
      this.head = 0;
    }
  }
}
