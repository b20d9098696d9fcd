// The cache-miss cases of the HTTP benchmark: for each image route, a URL template that makes a
// unique request every time (see unique-load.ts). bench/miss.ts renders the same requests
// in-process too, through the route's own parameter handling, to compare the two costs.
export interface MissCase {
  /** The route's path pattern, as registered. */
  readonly route: string;
  /** A unique-load.ts template. */
  readonly template: string;
}

export const MISS_CASES: readonly MissCase[] = [
  { route: '/color/image/:hex', template: '/color/image/{hex}' },
  { route: '/color/image/gradient/:hex', template: '/color/image/gradient/{hex}' },
  { route: '/sillycat/:hex_right/:hex_left', template: '/sillycat/{hex}/5a3c7e' },
  { route: '/nft/:hex', template: '/nft/{hex}' },
  { route: '/nft/:hex/:season', template: '/nft/{hex}/halloween' },
  { route: '/achievement', template: '/achievement?text={text}&icon=7' },
  { route: '/captcha', template: '/captcha?text={text}' },
  { route: '/didyoumean', template: '/didyoumean?top={text}&bottom=on%20purpose' },
  { route: '/logo_two_part', template: '/logo_two_part?text={text}&text2=hub' },
  { route: '/streetwear', template: '/streetwear?text={text}' },
  { route: '/calling', template: '/calling?text={text}' },
  { route: '/panel_meme', template: '/panel_meme?top={text}&bottom=ship%20it' },
  { route: '/facts', template: '/facts?text={text}' },
  { route: '/scroll', template: '/scroll?text={text}' },
  { route: '/http/:code', template: '/http/{code}' },
];
