// The Unicode sweep: every code point (surrogates aside) through every font stack in every
// probe, in child processes (one per core), so a native crash or a hang fails a range instead of
// ending the test runner. A failing job is bisected in fresh children down to code points, then
// walked step by step to name the probe and the canvas call that crashed.
import { availableParallelism } from 'node:os';
import {
  ALL,
  codePoints,
  countCodePoints,
  formatRange,
  halves,
  inSample,
  jobRanges,
  type Range,
} from './code-points.js';
import { bundleWorker, SweepChild, type Outcome } from './child.js';
import { probesOf, STACKS, type ProbeName, type StackName } from './probes.js';
import type { Counts, Fault, Job } from './protocol.js';
import { escapeText } from './report.js';

export interface SweepOptions {
  readonly ranges?: readonly Range[];
  readonly stacks?: readonly StackName[];
  /** Take Kiln's derived fonts from this folder (the crashing fixtures). */
  readonly fontsDir?: string;
  readonly workers?: number;
  /** Longest a child may stay silent (a job normally answers within a second or two). */
  readonly timeoutMs?: number;
  /** Fresh children one failing job may use to bisect and walk; past it ranges stay whole. */
  readonly bisectBudget?: number;
  /** Kiln's contexts take every unit of the sampled planes too (code-points.ts, inSample). */
  readonly everyUnit?: boolean;
  /** Walk every probe of a crashing code point (true), or stop at its first crash. */
  readonly everyProbe?: boolean;
  /** Crashes and hangs to stage at given code points (to test the sweep itself). */
  readonly faults?: readonly Fault[];
  readonly log?: (line: string) => void;
  /** Called after every job of the main pass (to watch a long sweep). */
  readonly progress?: (line: string) => void;
}

/** A code point range that crashed, hung or threw in one stack; from a walk, with the probe. */
export interface Finding {
  readonly stack: StackName;
  readonly range: Range;
  /** SIGILL, SIGSEGV, `exit code n`, `hang` or `error`. */
  readonly outcome: string;
  readonly probe?: ProbeName;
  /** The canvas call announced last: `measureText "a\u061Cb" in <font>`. */
  readonly call?: string;
  readonly note?: string;
}

export interface SweepReport extends Counts {
  readonly codePoints: number;
  readonly ranges: readonly Range[];
  readonly stacks: readonly StackName[];
  /** Probes per stack, summed over stacks. */
  readonly probes: number;
  /** Code points Kiln's contexts left to the canvas alone (the sampled planes' other 15 in 16). */
  readonly unsampled: number;
  /** Placements a sweep without failures makes. */
  readonly expectedPlacements: number;
  readonly jobs: number;
  readonly children: number;
  readonly wallMs: number;
  readonly findings: readonly Finding[];
}

/** Walk ranges this small: each code point alone in each probe. */
const WALK_AT = 4;

/** At most `limit` children at a time, across the main pass and every bisection. */
class Lanes {
  private waiting: Array<() => void> = [];
  private free: number;
  constructor(limit: number) {
    this.free = limit;
  }
  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.free === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.free--;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/** The canvas call a walk announced last: `measureText "a\u061Cb" in 400 100px "Kiln ...", ...`. */
const describeCall = (outcome: Outcome): string | undefined =>
  outcome.kind === 'done' || !outcome.call
    ? undefined
    : `${outcome.call.name} "${escapeText(outcome.call.text).slice(0, 80)}" in ${outcome.call.font.split(',')[0]}, ...`;

export async function runSweep(options: SweepOptions = {}): Promise<SweepReport> {
  const started = performance.now();
  const worker = await bundleWorker();
  try {
    return { ...(await sweep(worker.path, options)), wallMs: performance.now() - started };
  } finally {
    worker.remove();
  }
}

async function sweep(worker: string, options: SweepOptions): Promise<Omit<SweepReport, 'wallMs'>> {
  const log = options.log ?? (() => undefined);
  const ranges = options.ranges ?? [ALL];
  const stacks = options.stacks ?? STACKS;
  const workers = options.workers ?? availableParallelism();
  const lanes = new Lanes(workers);
  const childOptions = {
    worker,
    fontsDir: options.fontsDir,
    timeoutMs: options.timeoutMs ?? 120_000,
  };
  const totals: Counts = { measures: 0, draws: 0, placements: 0, refusals: 0, cpuMs: 0 };
  const add = (counts: Counts) => {
    for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
  };
  let children = 0;
  const spawnChild = () => {
    children++;
    return new SweepChild(childOptions);
  };

  let nextId = 0;
  const jobs: Job[] = ranges.flatMap((within) =>
    jobRanges(within).flatMap((range) =>
      stacks.map((stack) => ({
        id: nextId++,
        range,
        stack,
        probes: probesOf(stack),
        single: false,
        sample: !(options.everyUnit ?? false),
        ...(options.faults ? { faults: options.faults } : {}),
      })),
    ),
  );

  /** One job in a child of its own, for bisection: no earlier job can have set the stage. */
  const fresh = (job: Job): Promise<Outcome> =>
    lanes.use(async () => {
      const child = spawnChild();
      try {
        const outcome = await child.run({ ...job, id: nextId++ });
        if (outcome.kind === 'done') add(outcome.counts);
        return outcome;
      } finally {
        child.kill();
      }
    });

  // Main pass: long-lived children take jobs in turn; one that fails is replaced.
  const failures: Array<{ job: Job; outcome: Outcome }> = [];
  let taken = 0;
  await Promise.all(
    Array.from({ length: workers }, () =>
      lanes.use(async () => {
        let child: SweepChild | null = null;
        for (let job = jobs[taken++]; job; job = jobs[taken++]) {
          child ??= spawnChild();
          const jobStarted = performance.now();
          const outcome = await child.run(job);
          const cpu =
            outcome.kind === 'done' ? `, ${outcome.counts.cpuMs.toFixed(0)} ms of CPU` : '';
          options.progress?.(
            `${job.stack} ${formatRange(job.range)}: ${outcome.kind} in ${(performance.now() - jobStarted).toFixed(0)} ms${cpu}`,
          );
          if (outcome.kind === 'done') {
            add(outcome.counts);
            continue;
          }
          log(
            `${job.stack} ${formatRange(job.range)}: ${outcome.kind} (${outcome.detail.split('\n')[0]})`,
          );
          failures.push({ job, outcome });
          child.kill();
          child = null;
        }
        child?.close();
      }),
    ),
  );

  const everyProbe = options.everyProbe ?? true;
  const locate = async (job: Job, outcome: Outcome): Promise<Finding[]> => {
    const findings: Finding[] = [];
    let budget = options.bisectBudget ?? 128;
    const found = (range: Range, o: Outcome, extra: Partial<Finding> = {}) =>
      findings.push({
        stack: job.stack,
        range,
        outcome: o.kind === 'crash' ? (o.detail.split(':')[0] as string) : o.kind,
        ...extra,
      });

    const walk = async (range: Range, whole: Outcome) => {
      let from = 0;
      let crashed = false;
      for (;;) {
        if (budget-- <= 0)
          return found(range, whole, { note: 'not walked further (bisection budget)' });
        const o = await fresh({ ...job, range, single: true, walk: { from } });
        if (o.kind === 'done') break;
        crashed = true;
        if (!o.step) return found(range, o, { note: `before its first step: ${o.detail}` });
        found({ first: o.step.codePoint, last: o.step.codePoint }, o, {
          probe: o.step.probe,
          ...(describeCall(o) ? { call: describeCall(o) } : {}),
          ...(o.kind === 'error' ? { note: o.detail.split('\n')[0] } : {}),
        });
        const perCodePoint = job.probes.length;
        from = everyProbe
          ? o.step.step + 1
          : (Math.floor(o.step.step / perCodePoint) + 1) * perCodePoint;
      }
      if (!crashed)
        found(range, whole, { note: 'only with its neighbours grouped, no code point alone' });
    };

    let level = [{ range: job.range, outcome }];
    while (level.length > 0) {
      const next: typeof level = [];
      await Promise.all(
        level.map(async ({ range, outcome: whole }) => {
          const parts = halves(range);
          if (!parts || countCodePoints([range]) <= WALK_AT) return walk(range, whole);
          if (budget < 2) return found(range, whole, { note: 'not bisected further (budget)' });
          budget -= 2;
          const outcomes = await Promise.all(parts.map((part) => fresh({ ...job, range: part })));
          const failing = parts
            .map((part, i) => ({ range: part, outcome: outcomes[i] as Outcome }))
            .filter((part) => part.outcome.kind !== 'done');
          if (failing.length === 0)
            found(range, whole, { note: 'only as a whole, neither half alone' });
          next.push(...failing);
        }),
      );
      level = next;
    }
    return findings;
  };

  const unsampled = options.everyUnit
    ? 0
    : ranges.flatMap(codePoints).filter((cp) => !inSample([cp])).length;
  const findings = (
    await Promise.all(failures.map(({ job, outcome }) => locate(job, outcome)))
  ).flat();
  return {
    ...totals,
    codePoints: countCodePoints(ranges),
    ranges,
    stacks,
    probes: stacks.reduce((sum, stack) => sum + probesOf(stack).length, 0),
    unsampled,
    expectedPlacements: stacks.reduce((sum, stack) => {
      const kiln = probesOf(stack).filter((probe) => probe.startsWith('kiln')).length;
      return sum + probesOf(stack).length * countCodePoints(ranges) - kiln * unsampled;
    }, 0),
    jobs: jobs.length,
    children,
    findings,
  };
}
