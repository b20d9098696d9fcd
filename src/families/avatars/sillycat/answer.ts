// The sillycat description object of SPEC 2.2 (`GET /sillycat[?seed=]`): usage lines, the
// two colours and the URLs of the one- and two-colour images. Keys in the SPEC's order.
import { hexDigits, type Rgb } from '../nft/seasons.js';

export interface NamedHex {
  /** `#` and six lowercase hex digits. */
  readonly hex: string;
  readonly name: string;
}

export interface SillycatDescription {
  readonly _docs: readonly string[];
  readonly _variables: { readonly HEX: string };
  readonly images: { readonly complex: string; readonly simple: string };
  readonly left: NamedHex;
  readonly right: NamedHex;
}

export const SILLYCAT_DOCS = [
  'GET /sillycat[?seed=string]',
  'GET /sillycat/:HEX',
  'GET /sillycat/:HEX/:HEX',
] as const;

export const SILLYCAT_HEX_VARIABLE =
  'A hex colour value of six digits without # (for example ff9900), or the word random for a random colour.';

/** Drops trailing slashes so `${base}/path` never doubles them. */
export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/**
 * `right` is the first path colour (the body), `left` the second (the markings), as the
 * image URL shapes of SPEC 2.2 show.
 */
export function sillycatDescription(
  right: Rgb,
  left: Rgb,
  baseUrl: string,
  nameOf: (rgb: Rgb) => string,
): SillycatDescription {
  const base = trimBaseUrl(baseUrl);
  const rightHex = hexDigits(right);
  const leftHex = hexDigits(left);
  return {
    _docs: [...SILLYCAT_DOCS],
    _variables: { HEX: SILLYCAT_HEX_VARIABLE },
    images: {
      complex: `${base}/sillycat/${rightHex}/${leftHex}`,
      simple: `${base}/sillycat/${rightHex}`,
    },
    left: { hex: `#${leftHex}`, name: nameOf(left) },
    right: { hex: `#${rightHex}`, name: nameOf(right) },
  };
}
