// Sample URLs for every generator that can move: short, wrapping, longest, CJK, Arabic and
// emoji texts for the text routes, and the status codes and colours of the others.
import { LONGEST_TEXTS, TEXTS } from '../typographic/texts.js';

const q = encodeURIComponent;
const LONGEST = LONGEST_TEXTS.captcha!;
const texts = (path: string, name = 'text', longest = LONGEST) =>
  [...Object.values(TEXTS), longest].map((text) => `${path}?${name}=${q(text)}`);
const twoTexts = (path: string, a: string, b: string, most = 500) =>
  [...Object.values(TEXTS), LONGEST].map((text) => {
    const chars = [...text].slice(0, most);
    const half = Math.ceil(chars.length / 2);
    return `${path}?${a}=${q(chars.slice(0, half).join(''))}&${b}=${q(chars.slice(half).join('') || 'x')}`;
  });

/** Per animated generator: its route pattern and sample URLs. */
export const MOTION_SAMPLES: Readonly<Record<string, { route: string; urls: string[] }>> = {
  achievement: { route: '/achievement', urls: texts('/achievement') },
  captcha: { route: '/captcha', urls: texts('/captcha') },
  didyoumean: { route: '/didyoumean', urls: twoTexts('/didyoumean', 'top', 'bottom', 80) },
  logo_two_part: { route: '/logo_two_part', urls: twoTexts('/logo_two_part', 'text', 'text2') },
  streetwear: { route: '/streetwear', urls: texts('/streetwear') },
  calling: { route: '/calling', urls: texts('/calling') },
  scroll: { route: '/scroll', urls: texts('/scroll') },
  facts: { route: '/facts', urls: texts('/facts') },
  panel_meme: { route: '/panel_meme', urls: twoTexts('/panel_meme', 'top', 'bottom') },
  http_status: {
    route: '/http/:code',
    urls: ['/http/102', '/http/200', '/http/301', '/http/404', '/http/477', '/http/503'],
  },
  sillycat: {
    route: '/sillycat/:hex_right/:hex_left',
    urls: ['/sillycat/ff9900/5a3c7e', '/sillycat/2f6bff/ffd23f', '/sillycat/000000/ffffff'],
  },
  nft: { route: '/nft/:hex', urls: ['/nft/5a3c7e', '/nft/ff9900', '/nft/000000'] },
};
