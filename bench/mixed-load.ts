// Issue 37's "an animated request never blocks still ones": 8 closed-loop clients of still
// renders through a pool of 2 renderers, alone and beside 2 clients of animations, alternated.
import { loadConfig } from '../src/config.js';
import { createRenderPool, Overloaded, type RenderPool } from '../src/render/pool.js';
import type { RenderTask } from '../src/render/task.js';
import { animatedCases, loadNow } from './animation.js';
import { RENDER_CASES } from './render-cases.js';
import { median, ms, percentile } from './lib.js';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_MIXED_ROUNDS ?? 3);
const STILL_CLIENTS = 8;
const ANIMATION_CLIENTS = 2;
/** The target: stills' p99 beside animations at most this times their p99 alone. */
const MOST_P99_RATIO = 2;

interface Phase {
  readonly still: number[];
  readonly animation: number[];
  /** 503s (waited too long): stills, animations. */
  readonly refused: [number, number];
}

/** Every generator's typical case drawn still (seeding's starter pictures are not requests). */
const stillCases = RENDER_CASES.filter(
  (c, i) =>
    c.generator !== 'starter-picture' &&
    RENDER_CASES.findIndex((d) => d.generator === c.generator) === i,
);

let counter = 5_000_000;

function stillTask(): RenderTask {
  const n = counter++;
  const c = stillCases[n % stillCases.length]!;
  return { generator: c.generator, input: c.input(n), format: 'png' };
}

/** Animations of every moving generator in turn, GIF and WebP alternately. */
function animationTask(): RenderTask {
  const n = counter++;
  const moving = animatedCases().filter((a) => a.case);
  const a = moving[n % moving.length]!;
  const format = Math.floor(n / moving.length) % 2 === 0 ? 'gif' : 'webp';
  return { generator: a.generator, input: a.case!.input(n), format, frames: a.frames };
}

/** Closed loops for `seconds`: each client sends its next render when the last is answered. */
async function phase(pool: RenderPool, seconds: number, animationClients: number): Promise<Phase> {
  const result: Phase = { still: [], animation: [], refused: [0, 0] };
  const end = performance.now() + seconds * 1000;
  const client = async (task: () => RenderTask, into: number[], kind: 0 | 1) => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const outcome = await pool.run(task());
        if (!outcome.ok) throw new Error(outcome.invalidInput);
        into.push(performance.now() - started);
      } catch (error) {
        if (!(error instanceof Overloaded)) throw error;
        result.refused[kind]++;
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: STILL_CLIENTS }, () => client(stillTask, result.still, 0)),
    ...Array.from({ length: animationClients }, () => client(animationTask, result.animation, 1)),
  ]);
  return result;
}

const summary = (samples: number[]) =>
  `${samples.length} answered, p50 ${ms(median(samples))}, p99 ${ms(percentile(samples, 99))}`;

export async function mixedLoad(say: (line?: string) => void): Promise<void> {
  say(
    `\n## Stills beside animations: ${STILL_CLIENTS} closed-loop clients of still PNGs (every generator's typical case, fresh inputs), alone and beside ${ANIMATION_CLIENTS} clients of animations (every moving generator, GIF and WebP in turn), 2 renderers, ${ROUNDS} alternated rounds of ${SECONDS} s each`,
  );
  say(`load average before: ${loadNow()}`);
  if (!animatedCases().some((a) => a.case)) {
    say('no moving generator has a bench case: nothing to measure');
    return;
  }
  const pool = createRenderPool({ ...loadConfig({}), renderThreads: 2 });
  await pool.warmUp();
  const alone: Phase = { still: [], animation: [], refused: [0, 0] };
  const mixed: Phase = { still: [], animation: [], refused: [0, 0] };
  const rounds: string[] = [];
  try {
    await phase(pool, 3, ANIMATION_CLIENTS); // warm-up: every generator's art, the JIT
    for (let round = 0; round < ROUNDS; round++) {
      for (const [into, clients] of [
        [alone, 0],
        [mixed, ANIMATION_CLIENTS],
      ] as const) {
        const measured = await phase(pool, SECONDS, clients);
        rounds.push(`${clients ? 'beside' : 'alone'} ${ms(percentile(measured.still, 99))}`);
        into.still.push(...measured.still);
        into.animation.push(...measured.animation);
        into.refused[0] += measured.refused[0];
        into.refused[1] += measured.refused[1];
      }
    }
  } finally {
    await pool.close();
  }
  const ratio = percentile(mixed.still, 99) / percentile(alone.still, 99);
  say(`| | stills | animations | refused (503): stills, animations |`);
  say(`|---|---|---|---|`);
  say(`| stills alone | ${summary(alone.still)} | | ${alone.refused.join(', ')} |`);
  say(
    `| beside animations | ${summary(mixed.still)} | ${summary(mixed.animation)} | ${mixed.refused.join(', ')} |`,
  );
  say(`stills' p99 in each round, in order: ${rounds.join(', ')}`);
  say(
    `stills' p99 beside animations / alone: ${ratio.toFixed(2)} (target <= ${MOST_P99_RATIO}: ${ratio <= MOST_P99_RATIO ? 'met' : 'MISSED'}); load average after: ${loadNow()}`,
  );
}
