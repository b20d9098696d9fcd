// The typographic routes over HTTP: sizes, X-Text-Fit, the index notation, icon and title
// wrapping as the same pictures, and every bad-input rule of DESIGN 2.1 and 2.2.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});

const get = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return kiln.app.inject({ url: search ? `${path}?${search}` : path });
};
const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height };
};
const description = (response: { body: string }) =>
  (JSON.parse(response.body) as { description: string }).description;

describe('pictures', () => {
  it('/achievement is a 64-high toast at least 400 wide', async () => {
    const response = await get('/achievement', { text: 'Wrote the tests first' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-text-fit']).toBe('font-size=16; lines=1; shrunk=no');
    expect(await size(response.rawPayload)).toEqual({ width: 400, height: 64 });
    const long = await get('/achievement', { text: 'a fairly long achievement text '.repeat(2) });
    expect((await size(long.rawPayload)).width).toBeGreaterThan(400);
  });

  it('/captcha is 190 high and grows with the label', async () => {
    const short = await size((await get('/captcha', { text: 'ok' })).rawPayload);
    const long = await size(
      (await get('/captcha', { text: "I'm not a robot, honestly" })).rawPayload,
    );
    expect(short).toEqual({ width: 620, height: 190 });
    expect(long.height).toBe(190);
    expect(long.width).toBeGreaterThan(620);
  });

  it('/didyoumean is 1300x320', async () => {
    const response = await get('/didyoumean', { top: 'kiln', bottom: 'kiln service' });
    expect(response.statusCode).toBe(200);
    expect(await size(response.rawPayload)).toEqual({ width: 1300, height: 320 });
    expect(response.headers['x-text-fit']).toBe('font-size=28; lines=1; shrunk=no');
  });

  it('/logo_two_part is 160 high and grows with the texts', async () => {
    const short = await size((await get('/logo_two_part', { text: 'a', text2: 'b' })).rawPayload);
    const long = await size(
      (await get('/logo_two_part', { text: 'Kiln pictures', text2: 'from a URL' })).rawPayload,
    );
    expect(short.height).toBe(160);
    expect(long.height).toBe(160);
    expect(long.width).toBeGreaterThan(short.width);
  });

  it('/logo_two_part reads in the order of its first text: the box left of a right-to-left one', async () => {
    // The orange box's column: where most of the picture's orange pixels are.
    const boxSide = async (query: Record<string, string>) => {
      const { data, info } = await sharp((await get('/logo_two_part', query)).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      let sum = 0;
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r > 200 && g > 120 && g < 190 && b < 80) {
          sum += (i / info.channels) % info.width;
          count++;
        }
      }
      return sum / count / info.width;
    };
    expect(await boxSide({ text: 'Kiln', text2: 'Hub' })).toBeGreaterThan(0.6);
    expect(await boxSide({ text: 'مرحبا', text2: 'بالعالم' })).toBeLessThan(0.4);
    // A right-to-left second part alone does not mirror: the order follows `text`.
    expect(await boxSide({ text: 'Kiln', text2: 'بالعالم' })).toBeGreaterThan(0.6);
  });

  it('/streetwear grows with the text up to its maximum width', async () => {
    const one = await size((await get('/streetwear', { text: 'Kiln' })).rawPayload);
    const two = await size((await get('/streetwear', { text: 'Kiln Kiln' })).rawPayload);
    const long = await size((await get('/streetwear', { text: 'Kiln '.repeat(100) })).rawPayload);
    expect(two.width).toBeGreaterThan(one.width!);
    expect(two.height).toBe(one.height);
    expect(long.width).toBeLessThanOrEqual(1400);
    expect(long.height).toBeGreaterThan(one.height!);
  });

  it('normalises text to NFC before rendering', async () => {
    const composed = await get('/streetwear', { text: 'caf\u00e9' });
    const decomposed = await get('/streetwear', { text: 'cafe\u0301' });
    expect(decomposed.headers.etag).toBe(composed.headers.etag);
    const controls = await get('/captcha', { text: 'ro\u0007bot' });
    expect(controls.headers.etag).toBe((await get('/captcha', { text: 'robot' })).headers.etag);
  });
});

describe('/achievement icon and title', () => {
  const INTEGER_RULE = 'an integer (digits, optionally preceded by -)';
  const etag = async (query: Record<string, string>) =>
    (await get('/achievement', { text: 'Same text', ...query })).headers.etag;

  it('wraps icons and headings with a mathematical modulo, exactly for any integer', async () => {
    expect(await etag({ icon: '46' })).toBe(await etag({ icon: '1' }));
    expect(await etag({ icon: '-1' })).toBe(await etag({ icon: '44' }));
    // 2^53 - 1 = 45 * 200159983438688 + 31: wrapped exactly, not through a rounded double.
    expect(await etag({ icon: '9007199254740991' })).toBe(await etag({ icon: '31' }));
    expect(await etag({ icon: '-9007199254740991' })).toBe(await etag({ icon: '14' }));
    expect(await etag({ title: '9007199254740991' })).toBe(await etag({ title: '3' }));
    // Past the safe integers too (SPEC: any integer): 10^30 - 1 is a multiple of 9 and 10^30 of
    // 5, so icon 10^30 is 10; 10^30 is a multiple of 4 (heading 4), -10^30 + 1 heading 1.
    expect(await etag({ icon: '1' + '0'.repeat(30) })).toBe(await etag({ icon: '10' }));
    expect(await etag({ icon: '-1' + '0'.repeat(30) })).toBe(await etag({ icon: '35' }));
    expect(await etag({ title: '1' + '0'.repeat(30) })).toBe(await etag({ title: '4' }));
    expect(await etag({ title: '-' + '9'.repeat(29) })).toBe(await etag({ title: '1' }));
    expect(await etag({ icon: '9'.repeat(40) + '0' })).not.toBe(await etag({ icon: '0' }));
    expect(await etag({ icon: '013' })).toBe(await etag({ icon: '13' }));
    expect(await etag({ icon: '2' })).not.toBe(await etag({ icon: '1' }));
  });

  it('refuses what is not an integer, naming the rule', async () => {
    for (const value of ['1e30', '+13', ' 13', '13.0', '0x10', '']) {
      for (const name of ['icon', 'title']) {
        const response = await get('/achievement', { text: 'x', [name]: value });
        expect(response.statusCode).toBe(400);
        expect(description(response)).toBe(`Parameter '${name}' must be ${INTEGER_RULE}.`);
      }
    }
  });

  it('picks the icon from the text for 0 or absent', async () => {
    expect(await etag({ icon: '0' })).toBe(await etag({}));
  });

  it('wraps titles over the four headings, absent is 1', async () => {
    expect(await etag({ title: '5' })).toBe(await etag({ title: '1' }));
    expect(await etag({})).toBe(await etag({ title: '1' }));
    expect(await etag({ title: '0' })).toBe(await etag({ title: '4' }));
    expect(await etag({ title: '2' })).not.toBe(await etag({ title: '1' }));
  });

  it.each(['abc', '1.5', '1e3', '0x10', ' 5', '5 ', '+5', '', '--1', '12abc', '1_000', '١٢'])(
    'rejects icon=%j and title=%j as non-integers',
    async (value) => {
      for (const name of ['icon', 'title']) {
        const response = await get('/achievement', { text: 'x', [name]: value });
        expect(response.statusCode).toBe(400);
        expect(description(response)).toBe(`Parameter '${name}' must be ${INTEGER_RULE}.`);
      }
    },
  );
});

describe('bad text', () => {
  const single = ['/achievement', '/captcha', '/streetwear'];

  it.each(single)('%s: a missing, empty or blank text is a 400 naming it', async (path) => {
    const queries: Record<string, string>[] = [
      {},
      { text: '' },
      { text: '   \n ' },
      { text: '\u0001\u0002' },
    ];
    for (const query of queries) {
      const response = await get(path, query);
      expect(response.statusCode).toBe(400);
      expect(description(response)).toMatch(/^Parameter 'text' is required/);
    }
  });

  it.each(single)('%s: more than 500 characters is a 400 naming the limit', async (path) => {
    expect((await get(path, { text: '😀'.repeat(500) })).statusCode).toBe(200);
    const response = await get(path, { text: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe(
      "Parameter 'text' must be at most 500 characters long (got 501).",
    );
  });

  it('/didyoumean: top at most 45, bottom at most 40 characters', async () => {
    expect(
      (await get('/didyoumean', { top: '你'.repeat(45), bottom: '好'.repeat(40) })).statusCode,
    ).toBe(200);
    const top = await get('/didyoumean', { top: 'x'.repeat(46), bottom: 'y' });
    expect(top.statusCode).toBe(400);
    expect(description(top)).toBe("Parameter 'top' must be at most 45 characters long (got 46).");
    const bottom = await get('/didyoumean', { top: 'x', bottom: 'y'.repeat(41) });
    expect(description(bottom)).toBe(
      "Parameter 'bottom' must be at most 40 characters long (got 41).",
    );
  });

  it('/didyoumean: both texts are required', async () => {
    expect(description(await get('/didyoumean', { top: 'x' }))).toBe(
      "Parameter 'bottom' is required.",
    );
    expect(description(await get('/didyoumean', { top: ' ', bottom: 'y' }))).toBe(
      "Parameter 'top' is required and must not be empty.",
    );
  });

  it('refuses a text of only invisible characters with a 400 saying so', async () => {
    const invisible = ['\u200e\u202e\u2066', '\ufe0f\ufe0f', '\u{e0041}\u{e007f}', '\u200d\u00ad'];
    for (const text of invisible) {
      for (const path of ['/achievement', '/captcha', '/streetwear']) {
        const answer = await get(path, { text });
        expect(answer.statusCode).toBe(400);
        expect(description(answer)).toBe(
          "Parameter 'text' must contain something visible, not only invisible characters (joiners, direction marks, variation selectors, tags).",
        );
      }
    }
  });

  it('/logo_two_part: both required, at most 500 together', async () => {
    expect(description(await get('/logo_two_part', { text: 'x' }))).toBe(
      "Parameter 'text2' is required.",
    );
    expect(description(await get('/logo_two_part', { text: '', text2: 'y' }))).toBe(
      "Parameter 'text' is required and must not be empty.",
    );
    const ok = await get('/logo_two_part', { text: 'x'.repeat(250), text2: 'y'.repeat(250) });
    expect(ok.statusCode).toBe(200);
    const over = await get('/logo_two_part', { text: 'x'.repeat(250), text2: 'y'.repeat(251) });
    expect(over.statusCode).toBe(400);
    expect(description(over)).toBe(
      "Parameters 'text' and 'text2' must be at most 500 characters long together (got 501).",
    );
  });

  it('text that cannot fit legibly is a 400 that says so', async () => {
    // U+FDFD is one code point about four ems wide: 500 of them cannot fit the card.
    const response = await get('/captcha', { text: '\ufdfd'.repeat(500) });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toMatch(/^Parameter 'text' is too long to fit legibly/);
  });
});

describe('index', () => {
  it('lists the five endpoints in the SPEC notation', async () => {
    const body = JSON.parse((await get('/')).body) as { endpoints: string[] };
    expect(body.endpoints).toEqual(
      expect.arrayContaining([
        'GET /achievement?text=text[&icon=int][&title=int]',
        'GET /captcha?text=text',
        'GET /didyoumean?top=text&bottom=text',
        'GET /logo_two_part?text=text&text2=text',
        'GET /streetwear?text=str',
      ]),
    );
  });
});
