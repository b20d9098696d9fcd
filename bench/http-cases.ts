// URL templates for the HTTP benchmarks: for each image route, a wrk Lua expression that makes
// a unique request from a counter `n`, so nothing can be answered from a cache.
export interface MissCase {
  readonly route: string;
  /** Lua expression producing the request path from the integer counter n. */
  readonly lua: string;
}

const hex = 'string.format("%06x", (n * 7919) % 16777216)';
const text = (param: string, extra = '') => `"?${param}=bench%20" .. n${extra}`;

export const MISS_CASES: readonly MissCase[] = [
  { route: '/color/image/:hex', lua: `"/color/image/" .. ${hex}` },
  { route: '/color/image/gradient/:hex', lua: `"/color/image/gradient/" .. ${hex}` },
  { route: '/sillycat/:hex_right', lua: `"/sillycat/" .. ${hex}` },
  { route: '/sillycat/:hex_right/:hex_left', lua: `"/sillycat/" .. ${hex} .. "/5a3c7e"` },
  { route: '/nft/:hex', lua: `"/nft/" .. ${hex}` },
  { route: '/nft/:hex/:season', lua: `"/nft/" .. ${hex} .. "/birthday"` },
  { route: '/achievement', lua: `"/achievement" .. ${text('text')}` },
  { route: '/captcha', lua: `"/captcha" .. ${text('text')}` },
  { route: '/didyoumean', lua: `"/didyoumean" .. ${text('top', ' .. "&bottom=bench"')}` },
  { route: '/logo_two_part', lua: `"/logo_two_part" .. ${text('text', ' .. "&text2=hub"')}` },
  { route: '/streetwear', lua: `"/streetwear" .. ${text('text')}` },
  { route: '/calling', lua: `"/calling" .. ${text('text')}` },
  { route: '/panel_meme', lua: `"/panel_meme" .. ${text('top', ' .. "&bottom=approve"')}` },
  { route: '/facts', lua: `"/facts" .. ${text('text')}` },
  { route: '/scroll', lua: `"/scroll" .. ${text('text')}` },
  {
    route: '/http/:code',
    lua: '"/http/" .. (100 + n % 500) .. "?format=" .. ({"png", "webp", "jpeg"})[1 + math.floor(n / 500) % 3]',
  },
];
