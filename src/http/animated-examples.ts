// The animated examples /gallery and /docs show: one per route whose picture moves, each as an
// animated GIF (format=gif) and an animated WebP (animate=1); a test checks that every
// generator with a timeline is listed.
import type { GeneratorName } from '../families/catalogue.js';

export interface AnimatedExample {
  /** The route, as its pattern. */
  readonly route: string;
  readonly generator: GeneratorName;
  /** The still picture's path (with query); asGif and asWebp make it move. */
  readonly path: string;
}

const q = encodeURIComponent;
const TEXT = 'Shipped it on a Friday';

export const ANIMATED_EXAMPLES: readonly AnimatedExample[] = [
  { route: '/achievement', generator: 'achievement', path: `/achievement?text=${q(TEXT)}` },
  { route: '/captcha', generator: 'captcha', path: `/captcha?text=${q('Select all the bugs')}` },
  {
    route: '/didyoumean',
    generator: 'didyoumean',
    path: `/didyoumean?top=${q('shipit on a fridya')}&bottom=${q('ship it on a Monday')}`,
  },
  {
    route: '/logo_two_part',
    generator: 'logo_two_part',
    path: `/logo_two_part?text=${q('Kiln')}&text2=${q('Hub')}`,
  },
  { route: '/streetwear', generator: 'streetwear', path: `/streetwear?text=${q('Kiln')}` },
  { route: '/calling', generator: 'calling', path: `/calling?text=${q('Production')}` },
  { route: '/scroll', generator: 'scroll', path: `/scroll?text=${q(TEXT)}` },
  { route: '/facts', generator: 'facts', path: `/facts?text=${q('Tabs are better')}` },
  {
    route: '/panel_meme',
    generator: 'panel_meme',
    path: `/panel_meme?top=${q('Writing tests')}&bottom=${q('Shipping on Friday')}`,
  },
  { route: '/http/:code', generator: 'http_status', path: '/http/404' },
  {
    route: '/sillycat/:hex_right/:hex_left',
    generator: 'sillycat',
    path: '/sillycat/ff9900/5a3c7e',
  },
  { route: '/nft/:hex/:season', generator: 'nft', path: '/nft/7f5af0/birthday' },
];

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The example as an animated GIF. */
export const asGif = (path: string): string => withQuery(path, 'format=gif');

/** The example as an animated WebP. */
export const asWebp = (path: string): string => withQuery(path, 'animate=1');
