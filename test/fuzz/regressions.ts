// URLs that once crashed the server or answered 5xx: replayed on every fuzz run (the slow suite
// and `npm run fuzz`), each must get an answer below 500. `npm run fuzz` appends what it finds
// to FOUND; the crash ranges of issue 35 are spelled out per text parameter below.
import { CRASHED_ALONE, CRASHED_BETWEEN_LETTERS, percentEncode, type Range } from './unicode.js';

/** Found crashing or answering 5xx, oldest first. */
export const FOUND: readonly string[] = [
  // Skia died (SIGILL/SIGSEGV) in measureText on default-ignorable characters falling through
  // to a derived font without a space (issue 35, fixed by 21de591).
  '/achievement?text=a%E2%80%8Fb',
  '/scroll?text=a%E2%80%8Bb',
  '/captcha?text=hello%20%EF%BB%BF%20world',
  '/logo_two_part?text=a%20%C2%AD%20b&text2=x',
  '/panel_meme?top=a%0A%E2%80%8D%0Ab&bottom=x',
  '/facts?text=a%EF%BF%B3b',
  // npm run fuzz appends below this line.
];

/** Every text parameter the crash reached (and /streetwear's, drawn with the same fonts). */
const TEXT_PARAMETERS: readonly { path: string; name: string; limit: number; rest?: string }[] = [
  { path: '/achievement', name: 'text', limit: 500 },
  { path: '/calling', name: 'text', limit: 500 },
  { path: '/captcha', name: 'text', limit: 500 },
  { path: '/scroll', name: 'text', limit: 500 },
  { path: '/facts', name: 'text', limit: 500 },
  { path: '/streetwear', name: 'text', limit: 500 },
  { path: '/didyoumean', name: 'top', limit: 45, rest: 'bottom=x' },
  { path: '/didyoumean', name: 'bottom', limit: 40, rest: 'top=x' },
  { path: '/panel_meme', name: 'top', limit: 500, rest: 'bottom=x' },
  { path: '/panel_meme', name: 'bottom', limit: 500, rest: 'top=x' },
  { path: '/logo_two_part', name: 'text', limit: 500, rest: 'text2=x' },
  { path: '/logo_two_part', name: 'text2', limit: 500, rest: 'text=x' },
];

/** The contexts of issue 35; each makes one text of its characters. */
const CONTEXTS: readonly { lines: boolean; text: (chars: readonly string[]) => string }[] = [
  { lines: false, text: (chars) => chars.map((c) => `a${c}b`).join(' ') }, // between letters
  { lines: false, text: (chars) => `a ${chars.join(' ')} b` }, // alone between spaces
  { lines: false, text: (chars) => chars.map((c) => `${c}ab`).join(' ') }, // leading words
  { lines: false, text: (chars) => `a ${chars.join('')} b` }, // next to each other only
  { lines: true, text: (chars) => `a\n${chars.map((c) => `${c}b`).join('\n')}` }, // leading lines
  { lines: true, text: (chars) => `a\n${chars.join('\n')}\nb` }, // alone on lines
];

/** How many characters one text holds: as many as still fit legibly, so the shaper sees them. */
function perText(limit: number, lines: boolean): number {
  if (limit >= 100) return lines ? 4 : 21;
  return lines ? 1 : 4;
}

/**
 * URLs per text parameter and context whose texts together hold one code point of every crash
 * range; context i takes the code point i/5 of the way through each range (first to last).
 */
export function crashRangeUrls(): string[] {
  const all: readonly Range[] = [...CRASHED_BETWEEN_LETTERS, ...CRASHED_ALONE];
  const urls: string[] = [];
  CONTEXTS.forEach((context, i) => {
    const chars = all.map(([first, last]) =>
      String.fromCodePoint(first + Math.round(((last - first) * i) / (CONTEXTS.length - 1))),
    );
    for (const param of TEXT_PARAMETERS) {
      const size = perText(param.limit, context.lines);
      for (let at = 0; at < chars.length; at += size) {
        const text = percentEncode(context.text(chars.slice(at, at + size)));
        urls.push(`${param.path}?${param.name}=${text}${param.rest ? `&${param.rest}` : ''}`);
      }
    }
  });
  return urls;
}

/** Every regression URL: those found, then the crash ranges. */
export const regressionUrls = (): string[] => [...FOUND, ...crashRangeUrls()];
