// Golden pictures of the illustrated endpoints, rendered through the app: every text scene on
// short, wrapping, longest (smallest size), CJK, Arabic and emoji text, and status pictures
// across the five classes plus an unassigned code. Look at test/golden/illustrated/ after
// UPDATE_GOLDEN=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { expectGolden } from '../helpers/golden.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});

const LONGEST =
  'Nobody reads the long text in a meme, but it still has to fit without being cut off. '
    .repeat(6)
    .slice(0, 500)
    .trim();

const TEXTS: Readonly<Record<string, string>> = {
  short: 'Hello',
  wrapping: 'When the build passes on the first try and nobody knows why',
  longest: LONGEST,
  cjk: '你好，世界！今天天气很好',
  arabic: 'مرحبا بالعالم 2026',
  emoji: 'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
};

/** The other cell of /panel_meme for each case (together within 500 characters). */
const PANEL_BOTTOM: Readonly<Record<string, string>> = {
  short: 'Hello there',
  wrapping: 'Reading the error message before asking for help',
  longest: LONGEST.slice(0, 240),
  cjk: 'こんにちは世界',
  arabic: 'שלום עולם',
  emoji: '🚀 Ship it 🚀',
};

async function png(url: string): Promise<Buffer> {
  const response = await kiln.app.inject({ url });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
}

const q = encodeURIComponent;

describe.each(['calling', 'facts', 'scroll'])('/%s golden pictures', (path) => {
  it.each(Object.keys(TEXTS))('%s', async (name) => {
    await expectGolden(
      `illustrated/${path}-${name}`,
      await png(`/${path}?text=${q(TEXTS[name]!)}`),
    );
  });
});

describe('/panel_meme golden pictures', () => {
  it.each(Object.keys(TEXTS))('%s', async (name) => {
    const top = name === 'longest' ? LONGEST.slice(0, 250) : TEXTS[name]!;
    const url = `/panel_meme?top=${q(top)}&bottom=${q(PANEL_BOTTOM[name]!)}`;
    await expectGolden(`illustrated/panel_meme-${name}`, await png(url));
  });
});

// Line breaks: a CJK word beside Arabic breaks at the space (was "你好世 / 界 مرحبا"), and a
// CJK caption whose greedy lines ended on one character ("体") is evened out.
describe('line-break golden pictures', () => {
  it('panel_meme breaks at the space between CJK and Arabic', async () => {
    const url = `/panel_meme?top=${q('你好世界 مرحبا')}&bottom=${q('我能吞下玻璃而不伤身体')}`;
    await expectGolden('illustrated/panel_meme-word-breaks', await png(url));
  });
});

describe('/http golden pictures', () => {
  it.each(['102', '200', '301', '404', '503', '477'])('%s', async (code) => {
    await expectGolden(`illustrated/http-${code}`, await png(`/http/${code}`));
  });
});
