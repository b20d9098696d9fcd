// The animation figures of `npm run bench`: for every generator with a timeline
// (families/motions.ts), GIF and WebP bytes, frames and render+encode p50 against the still of
// the same input; and stills' latency alone and beside animation clients (bench/mixed-load.ts).
import sharp from 'sharp';
import { loadavg } from 'node:os';
import { loadConfig } from '../src/config.js';
import { TIMELINES } from '../src/families/motions.js';
import { createRenderPool, type RenderPool } from '../src/render/pool.js';
import type { RenderTask } from '../src/render/task.js';
import { RENDER_CASES, type RenderCase } from './render-cases.js';
import { median, ms } from './lib.js';

const ITERATIONS = Number(process.env.BENCH_ANIMATION_ITERATIONS ?? 30);
const WARM_UP = 3;
/** Issue 37's targets at the default size. */
const MOST_RATIO = 12;
const MOST_GIF_BYTES = 1_000_000;
const MOST_WEBP_BYTES = 500_000;

/** The generators that move, each with its typical bench case (the first in RENDER_CASES). */
export function animatedCases(): { generator: string; frames: number; case?: RenderCase }[] {
  return Object.entries(TIMELINES).map(([generator, timeline]) => ({
    generator,
    frames: timeline.frames,
    case: RENDER_CASES.find((c) => c.generator === generator),
  }));
}

export const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** One render through the pool: its time in the renderer (draw + encode), bytes and frames. */
async function timed(pool: RenderPool, task: RenderTask) {
  const outcome = await pool.run(task);
  if (!outcome.ok) throw new Error(`${task.generator}: ${outcome.invalidInput}`);
  const pages = task.frames ? ((await sharp(outcome.body).metadata()).pages ?? 1) : 1;
  return { ms: outcome.renderMs, bytes: outcome.body.byteLength, pages };
}

export async function animationSizes(say: (line?: string) => void): Promise<void> {
  say(
    `\n## Animations at the default size: one renderer, ${ITERATIONS} fresh inputs each (no cache), render+encode in the renderer`,
  );
  say(`load average before: ${loadNow()}`);
  say(
    '| generator | frames (GIF / WebP pages) | still PNG p50 | GIF p50 | GIF / still | WebP p50 | WebP / still | GIF bytes (median) | WebP bytes (median) | targets |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|');
  const pool = createRenderPool({ ...loadConfig({}), renderThreads: 1 });
  await pool.warmUp();
  try {
    for (const { generator, frames, case: c } of animatedCases()) {
      if (!c) {
        say(
          `| ${generator} | ${frames} | no case in bench/render-cases.ts: add one | | | | | | | MISSING |`,
        );
        continue;
      }
      const still: number[] = [];
      const gif: number[] = [];
      const webp: number[] = [];
      const gifBytes: number[] = [];
      const webpBytes: number[] = [];
      let pages = '';
      for (let i = 0; i < ITERATIONS + WARM_UP; i++) {
        // Fresh inputs for each of the three, so no layout or glyph run is reused.
        const base = 3_000_000 + i * 3;
        const s = await timed(pool, { generator, input: c.input(base), format: 'png' });
        const g = await timed(pool, { generator, input: c.input(base + 1), format: 'gif', frames });
        const w = await timed(pool, {
          generator,
          input: c.input(base + 2),
          format: 'webp',
          frames,
        });
        if (i < WARM_UP) continue;
        still.push(s.ms);
        gif.push(g.ms);
        webp.push(w.ms);
        gifBytes.push(g.bytes);
        webpBytes.push(w.bytes);
        pages = `${g.pages} / ${w.pages}`;
      }
      const gifRatio = median(gif) / median(still);
      const webpRatio = median(webp) / median(still);
      const met =
        Math.max(gifRatio, webpRatio) <= MOST_RATIO &&
        median(gifBytes) <= MOST_GIF_BYTES &&
        median(webpBytes) <= MOST_WEBP_BYTES;
      say(
        `| ${c.label} | ${frames} (${pages}) | ${ms(median(still))} | ${ms(median(gif))} | ${gifRatio.toFixed(1)}x | ${ms(median(webp))} | ${webpRatio.toFixed(1)}x | ${median(gifBytes)} | ${median(webpBytes)} | ${met ? 'met' : 'MISSED'} |`,
      );
    }
  } finally {
    await pool.close();
  }
  say(
    `targets: each animation at most ${MOST_RATIO}x its still's render+encode p50, GIF <= 1 MB, WebP <= 500 KB; load average after: ${loadNow()}`,
  );
}
