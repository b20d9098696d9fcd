// `kiln sign <path?query> [--expires 1h] [--key id]`: the URL signed with URL_SIGNING_KEYS, so
// a chat client can fetch it without an API key (src/http/access/signed-urls.ts).
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { UrlSigner } from '../http/access/signed-urls.js';

export const SIGN_USAGE = `  kiln sign <path?query> [--expires 1h] [--key <id>]
                                       print the URL signed with URL_SIGNING_KEYS (absolute with PUBLIC_BASE_URL)`;

const UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `90`, `90s`, `15m`, `1h`, `7d` -> seconds. */
export function durationSeconds(raw: string): number {
  const match = /^(\d{1,9})([smhd]?)$/.exec(raw);
  if (!match || Number(match[1]) === 0) {
    throw new Error(`--expires must be a duration such as 90s, 15m, 1h or 7d, got "${raw}".`);
  }
  return Number(match[1]) * UNITS[match[2] || 's']!;
}

/** The signed URL for `args`, at `nowMs`; throws with a one-line message on a usage error. */
export function signCommand(config: Config, args: string[], nowMs: number): string {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { expires: { type: 'string' }, key: { type: 'string' } },
  });
  const [path] = positionals;
  if (!path?.startsWith('/') || positionals.length !== 1) {
    throw new Error(`give one path starting with /, e.g. kiln sign '/achievement?text=Hi'`);
  }
  const signer = new UrlSigner(config.urlSigningKeys);
  if (!signer.enabled) throw new Error('URL_SIGNING_KEYS is not set.');
  const expiresAt =
    values.expires === undefined
      ? undefined
      : Math.floor(nowMs / 1000) + durationSeconds(values.expires);
  const signed = signer.sign(path, { expiresAt, keyId: values.key });
  return `${config.publicBaseUrl?.replace(/\/$/, '') ?? ''}${signed}`;
}
