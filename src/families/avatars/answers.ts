// Entry point of the composed-from-colour JSON builders (SPEC 2.2 and 2.3) and their types.
export {
  sillycatDescription,
  SILLYCAT_DOCS,
  type NamedHex,
  type SillycatDescription,
} from './sillycat/answer.js';
export { nftDescription, NFT_DOCS, type NftDescription } from './nft/answer.js';
export { SEASONS, isSeason, hexDigits, type Rgb, type Season } from './nft/seasons.js';
