// The nft description object of SPEC 2.3 (`GET /nft[?seed=]`): usage lines, the allowed
// seasons, the colour with its name and the image URL. Keys in the SPEC's order.
import { trimBaseUrl } from '../sillycat/answer.js';
import { hexDigits, SEASONS, type Rgb, type Season } from './seasons.js';

export interface NftDescription {
  readonly _docs: readonly string[];
  readonly _variables: { readonly HEX: string; readonly SEASON: readonly Season[] };
  readonly hex: string;
  readonly image: string;
  readonly name: string;
  readonly season: Season;
}

export const NFT_DOCS = [
  'GET /nft[?seed=string]',
  'GET /nft/:HEX',
  'GET /nft/:HEX/:SEASON',
] as const;

export const NFT_HEX_VARIABLE = 'A hex colour value of six digits without # (for example ff9900).';

export function nftDescription(
  rgb: Rgb,
  season: Season,
  baseUrl: string,
  nameOf: (rgb: Rgb) => string,
): NftDescription {
  const hex = hexDigits(rgb);
  return {
    _docs: [...NFT_DOCS],
    _variables: { HEX: NFT_HEX_VARIABLE, SEASON: [...SEASONS] },
    hex: `#${hex}`,
    image: `${trimBaseUrl(baseUrl)}/nft/${hex}/${season}`,
    name: nameOf(rgb),
    season,
  };
}
