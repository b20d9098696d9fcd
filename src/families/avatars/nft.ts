// The nft generator (DESIGN 2.2): a 512x512 collectible-style avatar critter in one colour,
// wearing the chosen season's theme (backdrop, hat, props) from src/art/nft/seasons/.
import { isSeason, type Rgb, type Season } from './seasons.js';
import { drawCritter } from './nft-art/critter.js';
import { critterPalette, plainBackdrop } from './nft-art/palette.js';
import { SEASON_ART } from './nft-art/seasons/index.js';
import { frameSurface, toRaster } from '../../art/kit/surface.js';
import { assertRgb } from './sillycat.js';
import { InvalidInput } from '../../core/errors.js';
import { type Generator } from '../../art/kit/generator.js';

export interface NftInput {
  readonly colour: Rgb;
  readonly season: Season;
}

export const NFT_SIZE = 512;

export const nft: Generator<NftInput> = {
  name: 'nft',
  render({ colour, season }) {
    assertRgb(colour);
    if (!isSeason(season)) throw new InvalidInput(`Unknown season "${String(season)}".`);
    const art = SEASON_ART[season];
    const surface = frameSurface(NFT_SIZE, NFT_SIZE, 'square');
    const { ctx } = surface;
    if (art.backdrop) {
      art.backdrop(ctx);
    } else {
      ctx.fillStyle = plainBackdrop(colour);
      ctx.fillRect(0, 0, NFT_SIZE, NFT_SIZE);
    }
    drawCritter(ctx, critterPalette(colour));
    art.front?.(ctx);
    return { raster: toRaster(surface) };
  },
  warmUp() {
    // Builds the surface and runs Skia's first-draw setup before a request pays for it.
    nft.render({ colour: { r: 58, g: 160, b: 255 }, season: 'default' });
  },
};
