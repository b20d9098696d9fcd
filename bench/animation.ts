// The animation figures of `npm run bench`: for every generator with a timeline
// (families/motions.ts), the new path (what moves, one palette) beside the old libvips path and
// a candidate encoder, GIF and WebP: time per frame against the still, and bytes; and stills'
// latency alone and beside animation clients (bench/mixed-load.ts).
import sharp from 'sharp';
import { loadavg } from 'node:os';
import { loadConfig } from '../src/config.js';
import { TIMELINES } from '../src/families/motions.js';
import type { Generator } from '../src/art/kit/generator.js';
import { drawAnimation } from '../src/render/animation.js';
import { GifDisposal, GifEncoder } from '@napi-rs/canvas';
import { framePainter } from '../src/art/kit/motion.js';
import { answerFrames } from '../src/core/animation.js';
import { FrameRecorder } from '../src/imaging/frame-recorder.js';
import { oldAnimation } from './old-animation-path.js';
import { loadAllGenerators } from '../src/render/registry.js';
import type { RenderTask } from '../src/render/task.js';
import { encode } from '../src/imaging/encode.js';
import type { ImageFormat } from '../src/imaging/formats.js';
import { RENDER_CASES, type RenderCase } from './render-cases.js';
import { median, ms } from './lib.js';

const ITERATIONS = Number(process.env.BENCH_ANIMATION_ITERATIONS ?? 15);
/** The old path costs up to a second an animation: fewer rounds of it. */
const OLD_ITERATIONS = Math.max(3, Math.round(ITERATIONS / 3));
const WARM_UP = 2;
/** Issue 43's targets: GIF (and WebP) time / (frames x still time), over the moving routes. */
const MOST_MEDIAN_RATIO = 2;
const MOST_RATIO = 4;
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

type Encoder = 'still' | 'old-gif' | 'old-webp' | 'gif' | 'webp' | 'napi-gif';

/**
 * One render as a renderer draws it (renderer-main.ts: drawAnimation, or render + encode), or
 * as a candidate would: wall and CPU time (this process: sharp runs one libvips thread), bytes.
 */
async function timed(generator: Generator<unknown>, task: RenderTask, encoder: Encoder) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const body =
    encoder === 'still'
      ? await encode(generator.render(task.input).raster, task.format)
      : encoder === 'old-gif' || encoder === 'old-webp'
        ? await oldAnimation(generator, task, MAX_PIXELS)
        : encoder === 'napi-gif'
          ? await napiGif(generator, task)
          : (await drawAnimation(generator, task, MAX_PIXELS)).body;
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, bytes: body.byteLength };
}

/**
 * A candidate: the same changed rectangles as the new path, written by @napi-rs/canvas's own
 * GIF encoder (the Rust gif crate: NeuQuant palettes per frame), which Kiln already installs.
 */
async function napiGif(generator: Generator<unknown>, task: RenderTask): Promise<Buffer> {
  const scene = generator.motion!.animate(task.input);
  const recorder = new FrameRecorder(scene.width, scene.height, 'gif');
  const paint = framePainter(scene);
  for (const frame of answerFrames(generator.motion!.timeline, task.frames ?? 100)) {
    recorder.add(paint(frame.t).canvas.data(), frame.delayMs, true);
  }
  const gif = new GifEncoder(scene.width, scene.height, { repeat: 0 });
  for (const { rect, pixels, delayMs, clearAfter } of recorder.recorded) {
    gif.addFrame(pixels, rect.width, rect.height, {
      delay: delayMs,
      left: rect.x,
      top: rect.y,
      disposal: clearAfter ? GifDisposal.Background : GifDisposal.Keep,
    });
  }
  return gif.finish();
}

export async function animationSizes(say: (line?: string) => void): Promise<void> {
  say(
    `\n## Animations at the default size: ${ITERATIONS} fresh inputs each (${OLD_ITERATIONS} for the old path), no cache, drawn and encoded as a renderer does, in this process, the paths alternated; CPU time (wall time in brackets); ratio = time / (frames x the still's time)`,
  );
  say(`load average before: ${loadNow()}`);
  say(
    '| case | frames (drawn / GIF pages) | still PNG p50 | old GIF (libvips) p50 | ratio | new GIF p50 | ratio | candidate: napi-rs GIF p50 | ratio | old WebP p50 | ratio | new WebP p50 | ratio | GIF bytes old / new / napi | WebP bytes old / new |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const generators = await loadAllGenerators();
  const ratios = { gif: [] as number[], webp: [] as number[], old: [] as number[] };
  let sizesMet = true;
  for (const { generator: name, frames, case: c } of animatedCases()) {
    const generator = generators.get(name);
    if (!c || !generator) {
      say(`| ${name} | ${frames} | no case in bench/render-cases.ts |`);
      continue;
    }
    const runs = new Map<Encoder, Timed[]>();
    const encoders: Encoder[] = ['still', 'gif', 'webp', 'napi-gif', 'old-gif', 'old-webp'];
    for (let i = 0; i < ITERATIONS + WARM_UP; i++) {
      // Fresh inputs for each, so no layout or glyph run is reused.
      for (const [n, encoder] of encoders.entries()) {
        if (encoder.startsWith('old') && i >= OLD_ITERATIONS + WARM_UP) continue;
        const format: ImageFormat =
          encoder === 'still' ? 'png' : encoder.endsWith('webp') ? 'webp' : 'gif';
        const task: RenderTask = {
          generator: name,
          input: c.input(3_000_000 + i * 8 + n),
          format,
          ...(encoder === 'still' ? {} : { frames }),
        };
        const result = await timed(generator, task, encoder);
        if (i >= WARM_UP) runs.set(encoder, [...(runs.get(encoder) ?? []), result]);
      }
    }
    const pages = await gifPages(generator, name, c.input(1), frames);
    const cpu = (e: Encoder) => median(runs.get(e)!.map((r) => r.cpuMs));
    const wall = (e: Encoder) => median(runs.get(e)!.map((r) => r.wallMs));
    const bytes = (e: Encoder) => median(runs.get(e)!.map((r) => r.bytes));
    const ratio = (e: Encoder) => cpu(e) / (frames * cpu('still'));
    const time = (e: Encoder) => `${ms(cpu(e))} (${ms(wall(e))})`;
    ratios.gif.push(ratio('gif'));
    ratios.webp.push(ratio('webp'));
    ratios.old.push(ratio('old-gif'));
    sizesMet &&= bytes('gif') <= MOST_GIF_BYTES && bytes('webp') <= MOST_WEBP_BYTES;
    say(
      `| ${c.label} | ${frames} / ${pages} | ${time('still')} | ${time('old-gif')} | ${ratio('old-gif').toFixed(2)} | ${time('gif')} | ${ratio('gif').toFixed(2)} | ${time('napi-gif')} | ${ratio('napi-gif').toFixed(2)} | ${time('old-webp')} | ${ratio('old-webp').toFixed(2)} | ${time('webp')} | ${ratio('webp').toFixed(2)} | ${bytes('old-gif')} / ${bytes('gif')} / ${bytes('napi-gif')} | ${bytes('old-webp')} / ${bytes('webp')} |`,
    );
  }
  const verdict = (list: number[]) => {
    const met = median(list) <= MOST_MEDIAN_RATIO && Math.max(...list) <= MOST_RATIO;
    return `median ${median(list).toFixed(2)}, max ${Math.max(...list).toFixed(2)} (${met ? 'met' : 'MISSED'})`;
  };
  say(
    `ratios over the ${ratios.gif.length} moving generators (target: median <= ${MOST_MEDIAN_RATIO}, max <= ${MOST_RATIO}): new GIF ${verdict(ratios.gif)}; new WebP ${verdict(ratios.webp)}; old GIF ${verdict(ratios.old)}`,
  );
  say(
    `sizes: GIF <= 1 MB and WebP <= 500 KB ${sizesMet ? 'met' : 'MISSED'}; load average after: ${loadNow()}`,
  );
}

/** Pages of the new path's GIF of one input (equal frames merged, the still first and last). */
async function gifPages(
  generator: Generator<unknown>,
  name: string,
  input: unknown,
  frames: number,
): Promise<number> {
  const { body } = await drawAnimation(
    generator,
    { generator: name, input, format: 'gif', frames },
    MAX_PIXELS,
  );
  return (await sharp(body, { animated: true }).metadata()).pages ?? 1;
}

type Timed = Awaited<ReturnType<typeof timed>>;
