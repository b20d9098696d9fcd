// What an animation will cost a renderer, in milliseconds, before it is drawn: its known frame
// count times the time per frame measured on this instance for its kind (generator, format and
// width), so admission can predict an animation's wait. Why: docs/DECISIONS.md, "Admission
// that predicts an animation's wait".

/** Time per frame assumed before anything of the kind (or any animation at all) was measured. */
export const FIRST_GUESS_MS_PER_FRAME = 20;
/** Weight of the newest measurement in the running average (the rest: the ones before). */
const NEWEST_WEIGHT = 0.3;
/** Kinds remembered; the least recently measured one is forgotten past it. */
const MOST_KINDS = 512;

/** The kind of an animation whose costs are alike: `generator format width`. */
export function costKind(task: {
  readonly generator: string;
  readonly format: string;
  readonly width?: number;
}): string {
  return `${task.generator} ${task.format} ${task.width ?? ''}`;
}

export class AnimationCosts {
  /** Milliseconds per frame, by kind, by generator and format, and over every animation (''). */
  private readonly perFrame = new Map<string, number>();

  /** What `frames` frames of `kind` are expected to take a renderer (ms). */
  estimateMs(kind: string, frames: number): number {
    const known =
      this.perFrame.get(kind) ?? this.perFrame.get(broader(kind)) ?? this.perFrame.get('');
    return frames * (known ?? FIRST_GUESS_MS_PER_FRAME);
  }

  /** An animation of `kind` with `frames` frames took `ms` (wall time, as waiting renders see it). */
  record(kind: string, frames: number, ms: number): void {
    const sample = ms / Math.max(1, frames);
    for (const key of [kind, broader(kind), '']) {
      const before = this.perFrame.get(key);
      this.perFrame.delete(key); // re-inserted last: the map's order is recency
      this.perFrame.set(
        key,
        before === undefined ? sample : before + NEWEST_WEIGHT * (sample - before),
      );
    }
    if (this.perFrame.size > MOST_KINDS) {
      const oldest = this.perFrame.keys().next().value;
      if (oldest !== undefined) this.perFrame.delete(oldest);
    }
  }
}

/** `generator format width` -> `generator format`: the same drawing at any width. */
function broader(kind: string): string {
  return kind.slice(0, kind.lastIndexOf(' '));
}

/** One animation admitted: what it is expected to cost, and since when it runs (if it does). */
export interface AdmittedAnimation {
  readonly kind: string;
  readonly frames: number;
  readonly estimateMs: number;
  startedAt?: number;
}

/**
 * The animations admitted and not finished (waiting or drawing), and the wait they make for
 * the next one: what those waiting will cost plus what those drawing have left, shared among
 * the renderers animations may use.
 */
export class AnimationBacklog {
  private readonly admitted = new Set<AdmittedAnimation>();

  constructor(
    readonly costs: AnimationCosts,
    private readonly clock: () => number,
  ) {}

  /** The next animation's expected wait (ms) when `renderers` may draw animations. */
  predictedWaitMs(renderers: number): number {
    const now = this.clock();
    let total = 0;
    for (const a of this.admitted) {
      total +=
        a.startedAt === undefined ? a.estimateMs : Math.max(0, a.estimateMs - (now - a.startedAt));
    }
    return total / Math.max(1, renderers);
  }

  admit(kind: string, frames: number): AdmittedAnimation {
    const entry = { kind, frames, estimateMs: this.costs.estimateMs(kind, frames) };
    this.admitted.add(entry);
    return entry;
  }

  started(entry: AdmittedAnimation): void {
    entry.startedAt = this.clock();
  }

  /** It left: drawn (its time is measured), or refused or abandoned while waiting. */
  left(entry: AdmittedAnimation, drawn: boolean): void {
    this.admitted.delete(entry);
    if (drawn && entry.startedAt !== undefined) {
      this.costs.record(entry.kind, entry.frames, this.clock() - entry.startedAt);
    }
  }
}
