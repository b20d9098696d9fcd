// Golden pictures of every generator in the catalogue, through the server as clients get them:
// each generator's samples (families/<family>/<generator>/index.ts): its picture of every sample
// text (short, wrapping, the longest allowed, CJK, Arabic, emoji) and its own sample pictures.
// The longest text still fits at or above the generator's smallest size. Run one generator's
// with `npm run test:golden -- <name>`; UPDATE_GOLDEN=1 writes them to test/golden/generators/,
// to look at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { ENTRIES } from '../../src/families/catalogue.js';
import { labelFile, samplePictures } from '../../src/families/samples.js';
import { loadGenerator } from '../../src/render/registry.js';
import { expectGolden } from '../helpers/golden.js';
import { startKiln } from '../helpers/kiln.js';

/** `npm run test:golden -- <name>` runs only that generator's (KILN_GOLDEN_ONLY). */
const only = process.env.KILN_GOLDEN_ONLY?.split(',').filter(Boolean);
const entries = ENTRIES.filter(([name]) => !only?.length || only.includes(name));

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});

/** The golden file of a generator's sample: test/golden/generators/<name>/<label>.png. */
export const goldenName = (name: string, label: string) => `generators/${name}/${labelFile(label)}`;

it('has generators to check', () => {
  expect(entries.length, `no generator called ${only?.join(', ')}`).toBeGreaterThan(0);
});

describe.each(entries)('%s golden pictures', (name, entry) => {
  it.each(samplePictures(entry).map((sample) => [sample.label, sample.url]))(
    '%s',
    async (label, url) => {
      const response = await kiln.app.inject({ url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      if (label === 'longest') {
        const styles = Object.values((await loadGenerator(name))!.textStyles ?? {});
        const smallest = Math.min(...styles.map((style) => style.minFontSize));
        const size = Number(/font-size=(\d+)/.exec(String(response.headers['x-text-fit']))?.[1]);
        expect(size, 'the longest text at or above the smallest size').toBeGreaterThanOrEqual(
          smallest,
        );
      }
      await expectGolden(goldenName(name, label), response.rawPayload);
    },
  );
});
