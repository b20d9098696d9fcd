// Which renderers have stopped working, as the pool sees them: a renderer whose renders fail
// (throw, where they should draw or refuse) several times in a row, for more than one input,
// is broken rather than asked for something broken; the pool replaces it.

/** Failed renders in a row, of at least two inputs, after which a renderer is replaced. */
export const FAILURES_TO_REPLACE = 3;

interface Streak {
  count: number;
  readonly inputs: Set<string>;
}

export class FailureStreaks {
  private readonly streaks = new WeakMap<object, Streak>();

  /**
   * Records how a render of `input` (its quarantine key) ended on `renderer`; true when the
   * renderer has now failed FAILURES_TO_REPLACE renders in a row, not all of one input.
   */
  record(renderer: object, input: string, failed: boolean): boolean {
    if (!failed) {
      this.streaks.delete(renderer);
      return false;
    }
    let streak = this.streaks.get(renderer);
    if (!streak) {
      streak = { count: 0, inputs: new Set() };
      this.streaks.set(renderer, streak);
    }
    streak.count++;
    streak.inputs.add(input);
    return streak.count >= FAILURES_TO_REPLACE && streak.inputs.size >= 2;
  }
}
