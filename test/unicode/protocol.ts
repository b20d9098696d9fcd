// What the Unicode sweep's parent (sweep.ts, child.ts) and its child processes (worker.ts)
// say to each other: jobs as JSON lines on the child's stdin, messages back on its fd 3.
import type { Range } from './code-points.js';
import type { ProbeName, StackName } from './probes.js';

/** A fault a job may be told to stage, to prove that the sweep reports crashes and hangs. */
export interface Fault {
  readonly codePoint: number;
  readonly kind: 'crash' | 'hang';
}

export interface Job {
  readonly id: number;
  readonly range: Range;
  readonly stack: StackName;
  readonly probes: readonly ProbeName[];
  /** Every code point its own unit. */
  readonly single: boolean;
  /** Kiln's contexts take only the sample of the uniform planes (code-points.ts, inSample). */
  readonly sample: boolean;
  /**
   * Step by step (one code point in one probe each, announced before it runs, with every
   * canvas call), starting at step `from`: to name what crashed.
   */
  readonly walk?: { readonly from: number };
  readonly faults?: readonly Fault[];
}

export interface Counts {
  /** measureText calls, Kiln's own included. */
  measures: number;
  /** fillText and strokeText calls. */
  draws: number;
  /** Code point placements: each code point once per probe. */
  placements: number;
  /** Strings the canvas refused with an exception (only ones holding U+0000). */
  refusals: number;
  /** CPU time the job took in its child (user and system), which a busy machine barely changes. */
  cpuMs: number;
}

export type Message =
  | { readonly type: 'ready' }
  | {
      readonly type: 'step';
      readonly step: number;
      readonly codePoint: number;
      readonly probe: ProbeName;
    }
  | { readonly type: 'call'; readonly name: string; readonly text: string; readonly font: string }
  | { readonly type: 'done'; readonly id: number; readonly counts: Counts; readonly steps: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
