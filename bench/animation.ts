// The animation figures of `npm run bench`: for every generator with a timeline
// (families/motions.ts), GIF and WebP bytes, frames and render+encode p50 against the still of
// the same input; and stills' latency alone and beside animation clients (bench/mixed-load.ts).
import sharp from 'sharp';
import { loadavg } from 'node:os';
import { loadConfig } from '../src/config.js';
import { TIMELINES } from '../src/families/motions.js';
import type { Generator } from '../src/art/kit/generator.js';
import { drawAnimation } from '../src/render/animation.js';
import { loadAllGenerators } from '../src/render/registry.js';
import type { RenderTask } from '../src/render/task.js';
import { encode } from '../src/imaging/encode.js';
import type { ImageFormat } from '../src/imaging/formats.js';
import { RENDER_CASES, type RenderCase } from './render-cases.js';
import { median, ms } from './lib.js';

const ITERATIONS = Number(process.env.BENCH_ANIMATION_ITERATIONS ?? 30);
const WARM_UP = 3;
/** Issue 37's targets at the default size. */
const MOST_RATIO = 12;
const MOST_GIF_BYTES = 1_000_000;
const MOST_WEBP_BYTES = 500_000;
const MAX_PIXELS = loadConfig({}).maxOutputPixels;

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

/**
 * One render as a renderer draws it (renderer-main.ts: drawAnimation, or render + encode):
 * wall and CPU time (this process: sharp runs one libvips thread), bytes and frames.
 */
async function timed(generator: Generator<unknown>, task: RenderTask) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const body = task.frames
    ? (await drawAnimation(generator, task, MAX_PIXELS)).body
    : await encode(generator.render(task.input).raster, task.format);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const pages = task.frames ? ((await sharp(body).metadata()).pages ?? 1) : 1;
  return { wallMs, cpuMs: (used.user + used.system) / 1000, bytes: body.byteLength, pages };
}

export async function animationSizes(say: (line?: string) => void): Promise<void> {
  say(
    `\n## Animations at the default size: ${ITERATIONS} fresh inputs each (no cache), drawn and encoded as a renderer does, in this process; CPU time (wall time in brackets)`,
  );
  say(`load average before: ${loadNow()}`);
  say(
    '| case | frames (GIF / WebP pages) | still PNG p50 | GIF p50 | GIF / still | WebP p50 | WebP / still | GIF bytes (median) | WebP bytes (median) | targets |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|');
  const generators = await loadAllGenerators();
  for (const { generator: name, frames, case: c } of animatedCases()) {
    const generator = generators.get(name);
    if (!c || !generator) {
      say(`| ${name} | ${frames} | no case in bench/render-cases.ts | | | | | | | MISSING |`);
      continue;
    }
    const runs = { still: [] as Timed[], gif: [] as Timed[], webp: [] as Timed[] };
    let pages = '';
    for (let i = 0; i < ITERATIONS + WARM_UP; i++) {
      // Fresh inputs for each of the three, so no layout or glyph run is reused.
      const base = 3_000_000 + i * 3;
      const task = (n: number, format: ImageFormat, animated: boolean): RenderTask => ({
        generator: name,
        input: c.input(base + n),
        format,
        ...(animated ? { frames } : {}),
      });
      const still = await timed(generator, task(0, 'png', false));
      const gif = await timed(generator, task(1, 'gif', true));
      const webp = await timed(generator, task(2, 'webp', true));
      if (i < WARM_UP) continue;
      runs.still.push(still);
      runs.gif.push(gif);
      runs.webp.push(webp);
      pages = `${gif.pages} / ${webp.pages}`;
    }
    const cpu = (list: Timed[]) => median(list.map((r) => r.cpuMs));
    const wall = (list: Timed[]) => median(list.map((r) => r.wallMs));
    const bytes = (list: Timed[]) => median(list.map((r) => r.bytes));
    const time = (list: Timed[]) => `${ms(cpu(list))} (${ms(wall(list))})`;
    const ratio = (list: Timed[]) =>
      `${(cpu(list) / cpu(runs.still)).toFixed(1)}x (${(wall(list) / wall(runs.still)).toFixed(1)}x)`;
    const met =
      Math.max(cpu(runs.gif), cpu(runs.webp)) <= MOST_RATIO * cpu(runs.still) &&
      bytes(runs.gif) <= MOST_GIF_BYTES &&
      bytes(runs.webp) <= MOST_WEBP_BYTES;
    say(
      `| ${c.label} | ${frames} (${pages}) | ${time(runs.still)} | ${time(runs.gif)} | ${ratio(runs.gif)} | ${time(runs.webp)} | ${ratio(runs.webp)} | ${bytes(runs.gif)} | ${bytes(runs.webp)} | ${met ? 'met' : 'MISSED'} |`,
    );
  }
  say(
    `targets: each animation's CPU p50 at most ${MOST_RATIO}x its still's, GIF <= 1 MB, WebP <= 500 KB; load average after: ${loadNow()}`,
  );
}

type Timed = Awaited<ReturnType<typeof timed>>;
