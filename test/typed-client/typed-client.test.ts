// A bot written against Kiln's own /openapi.json (default configuration) with openapi-typescript
// and openapi-fetch compiles under tsc, with integers as numbers; wrong types fail to compile,
// so a regression in the document's typing fails here. The API guide's snippet compiles too.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';
import { clientTypes, TYPES_MODULE, typeCheck } from './compile.js';

const BOT = `import createClient from 'openapi-fetch';
import type { paths } from '${TYPES_MODULE}';

const kiln = createClient<paths>({ baseUrl: 'http://127.0.0.1:4100' });

const toast = await kiln.GET('/achievement', {
  params: { query: { text: 'Wrote the tests first', icon: 13, title: 2, width: 512 } },
  parseAs: 'blob',
});
const picture: Blob | undefined = toast.data;

const teapot = await kiln.GET('/http/{code}', {
  params: { path: { code: 418 }, query: { format: 'webp' } },
  parseAs: 'arrayBuffer',
});
const bytes: ArrayBuffer | undefined = teapot.data;

const colour = await kiln.GET('/color/{hex}', { params: { path: { hex: '00ffd9' } } });
const red: number | undefined = colour.data?.rgb.r;
const short: string | null | undefined = colour.data?.hex.shorten;
const why: string | undefined = colour.error?.description;

const cat = await kiln.GET('/cats', { params: { query: { seed: 'kiln' } } });
const file: string | undefined = cat.data?.file;

console.log(picture?.size, bytes?.byteLength, red, short, why, file);
`;

/** Each change breaks the bot one way; the compiler must refuse it on that line. */
const WRONG: Record<string, [from: string, to: string]> = {
  'icon as text': ['icon: 13', "icon: 'x'"],
  'icon as a numeric string': ['icon: 13', "icon: '13'"],
  'width as text': ['width: 512', "width: '512'"],
  'status code as text': ['code: 418', "code: '418'"],
  'an unknown format': ["format: 'webp'", "format: 'tiff'"],
  'a number for hex': ["hex: '00ffd9'", 'hex: 0x00ffd9'],
  'a colour field that does not exist': ['rgb.r', 'rgb.red'],
  'a cats field that does not exist': ['cat.data?.file', 'cat.data?.url'],
  'text missing': ["text: 'Wrote the tests first', ", ''],
};

/** The TypeScript of docs/API.md's "Typed client in 5 lines". */
function guideSnippet(): string {
  const guide = readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8');
  const section = guide.split(/^## /m).find((part) => part.startsWith('Typed client in 5 lines'));
  const code = section && /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/API.md has no "Typed client in 5 lines" TypeScript block');
  return code;
}

let kiln: Kiln;
let document: { servers?: unknown };
let types: string;
beforeAll(async () => {
  kiln = await startKiln({ PUBLIC_BASE_URL: '' });
  document = JSON.parse((await kiln.app.inject({ url: '/openapi.json' })).body);
  types = await clientTypes(document);
});
afterAll(async () => {
  await kiln.app.close();
});

describe('a typed client generated from /openapi.json', () => {
  it('comes from the default configuration, whose document names a relative server', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(types).toContain('"/achievement"');
  });

  it('compiles a bot that calls achievement, /http/{code}, /color/{hex} and /cats', () => {
    const wrong = Object.fromEntries(
      Object.entries(WRONG).map(([name, [from, to]]) => {
        expect(BOT, name).toContain(from);
        return [`${name.replaceAll(' ', '-')}.ts`, BOT.replace(from, to)];
      }),
    );
    const lineOf = (source: string, from: string) =>
      source.slice(0, source.indexOf(from)).split('\n').length;
    // The guide's snippet, and what the guide says of its answers.
    const guide = `${guideSnippet()}
const red: number | undefined = colour?.rgb.r;
const picture: Blob | undefined = toast;
console.log(red, picture);
`;
    const results = typeCheck(types, { 'bot.ts': BOT, 'guide.ts': guide, ...wrong });
    expect(results['bot.ts']).toEqual([]);
    expect(results['guide.ts']).toEqual([]);
    for (const [name, [from]] of Object.entries(WRONG)) {
      const diagnostics = results[`${name.replaceAll(' ', '-')}.ts`]!;
      expect(diagnostics.length, `${name} must not compile`).toBeGreaterThan(0);
      // The error is reported at the call or field that was changed, not somewhere else.
      const line = lineOf(BOT, from);
      expect(
        diagnostics.some((d) => Math.abs(Number.parseInt(d) - line) <= 3),
        `${name}: ${diagnostics.join('; ')}`,
      ).toBe(true);
    }
  });
});
