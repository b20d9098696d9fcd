// Animated answers over HTTP: format=gif and animate=1 on every route that moves (frame count,
// loop, frame durations, size at the default width, the still first), the `frames` bound,
// MAX_ANIMATION_FRAMES, the pixel limit counting what the answer holds, caching, and the 400s
// that name `animate`, `frames` and `width`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Kiln } from '../../src/app.js';
import { TIMELINES } from '../../src/families/motions.js';
import type { Timeline } from '../../src/core/animation.js';
import { answerFrames, pickFrames } from '../../src/core/animation.js';
import { startKiln } from '../helpers/kiln.js';
import { MOTION_SAMPLES } from '../helpers/motion-samples.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(() => kiln.app.close());

const get = (url: string) => kiln.app.inject({ method: 'GET', url });
const animated = Object.entries(TIMELINES) as [string, Timeline][];

/** Pages, frame height, delays and loop of an animated file. */
async function framesOf(body: Buffer) {
  const meta = await sharp(body, { animated: true }).metadata();
  return { pages: meta.pages ?? 1, height: meta.pageHeight, delay: meta.delay, loop: meta.loop };
}

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** One sample URL per route, with `query` added. */
const urlOf = (generator: string, query: string) => {
  const url = MOTION_SAMPLES[generator]!.urls.at(-2)!; // the emoji text, or a later sample
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};

describe.each(animated)('%s animates', (generator, timeline) => {
  it('as a GIF and as an animated WebP, every frame timed, looping, within the size targets', async () => {
    const still = await get(urlOf(generator, 'format=png'));
    expect(still.statusCode).toBe(200);
    const { width, height } = await sharp(still.rawPayload).metadata();
    const expected = answerFrames(timeline, timeline.frames).map((f) => f.delayMs);
    for (const [query, type, most] of [
      ['format=gif', 'image/gif', 1024 * 1024],
      ['animate=1', 'image/webp', 500 * 1024],
      ['format=webp&animate=1', 'image/webp', 500 * 1024],
    ] as const) {
      const response = await get(urlOf(generator, query));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.rawPayload.byteLength, `${query} bytes`).toBeLessThanOrEqual(most);
      const frames = await framesOf(response.rawPayload);
      expect(frames.height).toBe(height);
      expect(frames.loop).toBe(0);
      // Both encoders merge a frame equal to the one before into it (their delays add up); GIF
      // stores hundredths of a second. The still comes first and last.
      expect(frames.pages).toBeGreaterThan(1);
      expect(frames.pages).toBeLessThanOrEqual(timeline.frames + 1);
      const first = await sharp(response.rawPayload, { page: 0 }).ensureAlpha().raw().toBuffer();
      const last = await sharp(response.rawPayload, { page: frames.pages - 1 })
        .ensureAlpha()
        .raw()
        .toBuffer();
      // Exactly in a GIF; a lossy WebP's last frame is a patch over the frame before it.
      let difference = 0;
      for (let i = 0; i < first.length; i++) difference += Math.abs(first[i]! - last[i]!);
      expect(difference / first.length, `${query}: the first frame is the still`).toBeLessThan(
        type === 'image/gif' ? Number.EPSILON : 2,
      );
      const step = type === 'image/gif' ? 10 : 1;
      expect(sum(frames.delay)).toBe(sum(expected.map((d) => Math.round(d / step) * step)));
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('bounds the frames by `frames`, keeping the loop as long and the still picture last', async () => {
    const response = await get(urlOf(generator, 'format=gif&frames=3'));
    const frames = await framesOf(response.rawPayload);
    // The still, then the motion's pick ending on the still again.
    expect(frames.pages).toBe(Math.min(3, timeline.frames) + 1);
    const total = (delays: readonly number[] | undefined) =>
      (delays ?? []).reduce((a, b) => a + b, 0);
    const natural = pickFrames(timeline, timeline.frames).reduce((a, f) => a + f.delayMs, 0);
    expect(Math.abs(total(frames.delay) - natural)).toBeLessThanOrEqual(10 * timeline.frames);
    const one = await get(urlOf(generator, 'format=gif&frames=1'));
    expect((await framesOf(one.rawPayload)).pages).toBe(1);
  });

  it('scales every frame with `width`', async () => {
    const response = await get(urlOf(generator, 'animate=1&width=200'));
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload, { animated: true }).metadata();
    expect(meta.width).toBe(200);
    expect(meta.pages).toBeGreaterThan(1);
  });
});

describe('animation parameters', () => {
  const [generator] = animated[0]!;

  it('refuses animate=1 with a still format, naming `animate`', async () => {
    for (const format of ['png', 'jpeg', 'jpg', 'avif']) {
      const response = await get(urlOf(generator, `animate=1&format=${format}`));
      expect(response.statusCode, format).toBe(400);
      expect(JSON.parse(response.body).description).toContain("Parameter 'animate'");
    }
  });

  it('refuses frames and animate outside their rules, naming them', async () => {
    for (const [query, name] of [
      ['format=gif&frames=0', 'frames'],
      ['format=gif&frames=101', 'frames'],
      ['format=gif&frames=1.5', 'frames'],
      ['format=gif&frames=many', 'frames'],
      ['animate=2', 'animate'],
      ['animate=yes', 'animate'],
    ]) {
      const response = await get(urlOf(generator, query!));
      expect(response.statusCode, query).toBe(400);
      expect(JSON.parse(response.body).description, query).toContain(`'${name}'`);
    }
  });

  it('keeps webp still without animate=1, and answers animate=0 as a still', async () => {
    for (const query of ['format=webp', 'format=webp&animate=0', 'format=png&animate=0']) {
      const response = await get(urlOf(generator, query));
      expect(response.statusCode, query).toBe(200);
      expect((await framesOf(response.rawPayload)).pages, query).toBe(1);
    }
  });

  it('caches an animation like any picture: a strong ETag, 304, and equal bounds share it', async () => {
    const first = await get(urlOf(generator, 'format=gif'));
    expect(first.headers.etag).toMatch(/^"/);
    const again = await kiln.app.inject({
      url: urlOf(generator, 'format=gif'),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // frames past the motion's own count ask for the same picture.
    const more = await get(urlOf(generator, 'format=gif&frames=100'));
    expect(more.headers.etag).toBe(first.headers.etag);
    expect(more.headers['x-cache']).toBe('hit');
    const fewer = await get(urlOf(generator, 'format=gif&frames=2'));
    expect(fewer.headers.etag).not.toBe(first.headers.etag);
  });

  it('gives a route whose picture does not move a one-frame GIF', async () => {
    const response = await get('/color/image/ff8800?format=gif');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect((await framesOf(response.rawPayload)).pages).toBe(1);
  });
});

describe('limits', () => {
  let limited: Kiln;
  beforeAll(async () => {
    limited = await startKiln({ MAX_ANIMATION_FRAMES: '4', MAX_OUTPUT_PIXELS: '120000' });
  });
  afterAll(() => limited.app.close());
  // The smallest moving picture (400x64), so that a frame fits the small limit.
  const generator = 'achievement';
  const timeline = TIMELINES[generator]!;

  it('bounds every animation by MAX_ANIMATION_FRAMES', async () => {
    const response = await limited.app.inject({ url: urlOf(generator, 'animate=1&width=100') });
    expect(response.statusCode).toBe(200);
    expect((await framesOf(response.rawPayload)).pages).toBe(Math.min(4, timeline.frames) + 1);
  });

  it('counts what the answer holds against MAX_OUTPUT_PIXELS: wider gets fewer frames', async () => {
    const narrow = await limited.app.inject({ url: urlOf(generator, 'format=gif&width=100') });
    const wide = await limited.app.inject({ url: urlOf(generator, 'format=gif&width=560') });
    expect(narrow.statusCode).toBe(200);
    expect(wide.statusCode).toBe(200);
    const pages = async (body: Buffer) => (await framesOf(body)).pages;
    expect(await pages(wide.rawPayload)).toBeLessThan(await pages(narrow.rawPayload));
    expect(await pages(wide.rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it('refuses up front, naming `width`, a width at which one frame alone passes the limit', async () => {
    const response = await limited.app.inject({ url: urlOf(generator, 'format=gif&width=2048') });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).description).toMatch(/^Parameter 'width' must be at most \d+/);
  });
});
