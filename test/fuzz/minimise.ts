// Cuts a URL that crashes the server down to what the crash needs: fewer query parameters, then
// fewer code points in each value (delta debugging). fast-check cannot shrink a crash itself,
// since every try needs a live server; this restarts one after each try that kills it.
import type { ChildServer } from './server.js';
import { probe, Tally } from './session.js';
import { percentEncode } from './unicode.js';

/** Tries are capped: each one that crashes costs a server start. */
const MAX_TRIES = 80;

export async function minimiseCrash(
  url: string,
  start: () => Promise<ChildServer>,
): Promise<string> {
  let server = await start();
  let tries = 0;
  /** True when the URL still kills a server; then starts a fresh one for the next try. */
  const crashes = async (candidate: string): Promise<boolean> => {
    tries++;
    const failure = await probe(server, candidate, new Tally());
    const died = failure?.kind === 'crash' || server.death !== null;
    if (died) {
      await server.stop();
      server = await start();
    }
    return died;
  };
  try {
    const [path, query = ''] = splitOnce(url, '?');
    let pairs = query === '' ? [] : query.split('&');
    const build = (list: readonly string[]) => (list.length ? `${path}?${list.join('&')}` : path);
    for (let i = pairs.length - 1; i >= 0 && tries < MAX_TRIES; i--) {
      const without = pairs.filter((_, j) => j !== i);
      if (await crashes(build(without))) pairs = without;
    }
    for (let i = 0; i < pairs.length && tries < MAX_TRIES; i++) {
      const [name, raw] = splitOnce(pairs[i]!, '=');
      const chars = decoded(raw ?? '');
      if (!chars) continue;
      const spell = (kept: readonly string[]) => `${name}=${percentEncode(kept.join(''))}`;
      const at = (kept: readonly string[]) => pairs.map((p, j) => (j === i ? spell(kept) : p));
      const kept = await ddmin(
        chars,
        async (c) => tries < MAX_TRIES && (await crashes(build(at(c)))),
      );
      pairs = at(kept);
    }
    return build(pairs);
  } finally {
    await server.stop();
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** A query value's code points, or null when it is not valid percent-encoded UTF-8. */
function decoded(raw: string): string[] | null {
  try {
    return [...decodeURIComponent(raw.replace(/\+/g, ' '))];
  } catch {
    return null;
  }
}

/** Zeller's ddmin, complements only: drops ever smaller slices while the crash remains. */
async function ddmin(
  items: readonly string[],
  stillFails: (items: readonly string[]) => Promise<boolean>,
): Promise<string[]> {
  let current = [...items];
  let parts = 2;
  while (current.length >= 2) {
    const size = Math.ceil(current.length / parts);
    let reduced = false;
    for (let at = 0; at < current.length; at += size) {
      const complement = [...current.slice(0, at), ...current.slice(at + size)];
      if (complement.length > 0 && (await stillFails(complement))) {
        current = complement;
        parts = Math.max(parts - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (parts >= current.length) break;
      parts = Math.min(parts * 2, current.length);
    }
  }
  return current;
}
