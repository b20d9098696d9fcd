// A few starter pictures of the collections as golden images (test/golden/pictures). In the slow
// suite (vitest.slow.config.ts).
import { describe, it } from 'vitest';
import { starterPicture } from '../../src/families/starters/starter-picture.js';
import { encode } from '../../src/imaging/encode.js';
import { expectGolden } from '../helpers/golden.js';

describe('starter pictures as golden images', () => {
  // One per collection plus two sad cats (the collection whose mood matters most).
  const GOLDEN = [
    ['birb', 3],
    ['bunny', 5],
    ['cats', 10],
    ['dogs', 7],
    ['sadcat', 0],
    ['sadcat', 11],
  ] as const;
  it.each(GOLDEN)('%s #%i', async (category, index) => {
    const png = await encode(starterPicture.render({ category, index }).raster, 'png');
    await expectGolden(`pictures/${category}-${String(index).padStart(2, '0')}`, png);
  });
});
