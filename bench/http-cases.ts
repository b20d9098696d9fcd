// The cache-miss cases of the HTTP benchmark: for each image route, a URL template that makes a
// unique request every time (see unique-load.ts) and the in-process case of
// bench/render-cases.ts that renders the same kind of picture, to compare the two costs.
export interface MissCase {
  readonly route: string;
  /** A unique-load.ts template. */
  readonly template: string;
  /** The label of the matching bench/render-cases.ts case. */
  readonly inProcess: string;
}

export const MISS_CASES: readonly MissCase[] = [
  { route: '/color/image/:hex', template: '/color/image/{hex}', inProcess: 'swatch 256x256' },
  {
    route: '/color/image/gradient/:hex',
    template: '/color/image/gradient/{hex}',
    inProcess: 'gradient 1024x256',
  },
  {
    route: '/sillycat/:hex_right/:hex_left',
    template: '/sillycat/{hex}/5a3c7e',
    inProcess: 'sillycat two colours',
  },
  { route: '/nft/:hex', template: '/nft/{hex}', inProcess: 'nft default' },
  { route: '/nft/:hex/:season', template: '/nft/{hex}/halloween', inProcess: 'nft halloween' },
  {
    route: '/achievement',
    template: '/achievement?text={text}&icon=7',
    inProcess: 'achievement 20-char text',
  },
  { route: '/captcha', template: '/captcha?text={text}', inProcess: 'captcha 20-char text' },
  {
    route: '/didyoumean',
    template: '/didyoumean?top={text}&bottom=on%20purpose',
    inProcess: 'didyoumean 20-char text',
  },
  {
    route: '/logo_two_part',
    template: '/logo_two_part?text={text}&text2=hub',
    inProcess: 'logo_two_part 20-char text',
  },
  {
    route: '/streetwear',
    template: '/streetwear?text={text}',
    inProcess: 'streetwear 20-char text',
  },
  { route: '/calling', template: '/calling?text={text}', inProcess: 'calling 20-char text' },
  {
    route: '/panel_meme',
    template: '/panel_meme?top={text}&bottom=ship%20it',
    inProcess: 'panel_meme 20-char text',
  },
  { route: '/facts', template: '/facts?text={text}', inProcess: 'facts 20-char text' },
  { route: '/scroll', template: '/scroll?text={text}', inProcess: 'scroll 20-char text' },
  { route: '/http/:code', template: '/http/{code}', inProcess: 'http_status /http/404' },
];
