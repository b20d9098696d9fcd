// Signed URLs, for pictures a chat client fetches itself (no Authorization header): a URL that
// carries `signature=<key id>.<mac>` is served without an API key when the mac is the
// HMAC-SHA256, under that key's secret, of the URL's path and its sorted query (every
// parameter but `signature`, as sent, still percent-encoded). An optional `expires` (Unix
// seconds) is signed with the rest. Several keys can be listed, so a key can be rotated.
import { parameterMessage } from '../../core/errors.js';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PARAM = 'signature';
export const EXPIRES_PARAM = 'expires';

export interface SigningKey {
  /** Short, public name of the key; rate limits count signed URLs against it. */
  readonly id: string;
  readonly secret: string;
}

export type SignatureCheck =
  /** No `signature` parameter: the request goes through the usual API-key check. */
  | { readonly kind: 'unsigned' }
  /**
   * Valid: `url` is the request's URL without `signature` and `expires`; `expiresAt` (Unix
   * seconds) is the signed expiry, absent when the URL has none.
   */
  | {
      readonly kind: 'valid';
      readonly keyId: string;
      readonly url: string;
      readonly expiresAt?: number;
    }
  | { readonly kind: 'invalid'; readonly status: 400 | 403; readonly description: string };

const MAC_BYTES = 32;

function split(url: string): { path: string; pairs: string[] } {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const pairs =
    q < 0
      ? []
      : url
          .slice(q + 1)
          .split('&')
          .filter((pair) => pair !== '');
  return { path, pairs };
}

const nameOf = (pair: string): string => {
  const eq = pair.indexOf('=');
  return eq < 0 ? pair : pair.slice(0, eq);
};
const valueOf = (pair: string): string => {
  const eq = pair.indexOf('=');
  return eq < 0 ? '' : pair.slice(eq + 1);
};

/** What is signed: the path, `?`, and the query's pairs (without `signature`) sorted. */
export function signedMessage(url: string): string {
  const { path, pairs } = split(url);
  const kept = pairs.filter((pair) => nameOf(pair) !== SIGNATURE_PARAM).sort();
  return kept.length === 0 ? path : `${path}?${kept.join('&')}`;
}

function mac(secret: string, message: string): Buffer {
  return createHmac('sha256', secret).update(message, 'utf8').digest();
}

export class UrlSigner {
  private readonly keys: ReadonlyMap<string, string>;

  constructor(keys: readonly SigningKey[]) {
    this.keys = new Map(keys.map((key) => [key.id, key.secret]));
  }

  get enabled(): boolean {
    return this.keys.size > 0;
  }

  get keyIds(): readonly string[] {
    return [...this.keys.keys()];
  }

  /**
   * `url` (path and query) with `expires` (when given) and `signature` appended, signed with
   * the key `keyId` (the first key by default).
   */
  sign(url: string, options: { expiresAt?: number; keyId?: string } = {}): string {
    const keyId = options.keyId ?? this.keyIds[0];
    const secret = keyId === undefined ? undefined : this.keys.get(keyId);
    if (keyId === undefined || secret === undefined) {
      throw new Error(keyId === undefined ? 'no signing key' : `unknown signing key '${keyId}'`);
    }
    const { pairs } = split(url);
    if (pairs.some((pair) => [SIGNATURE_PARAM, EXPIRES_PARAM].includes(nameOf(pair)))) {
      throw new Error(`the URL already has a '${SIGNATURE_PARAM}' or '${EXPIRES_PARAM}' parameter`);
    }
    const expires = options.expiresAt === undefined ? '' : `${EXPIRES_PARAM}=${options.expiresAt}`;
    const withExpiry = expires === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${expires}`;
    const signature = mac(secret, signedMessage(withExpiry)).toString('base64url');
    const joiner = withExpiry.includes('?') ? '&' : '?';
    return `${withExpiry}${joiner}${SIGNATURE_PARAM}=${keyId}.${signature}`;
  }

  /** Checks the request URL's signature, if it has one, at `nowSeconds`. */
  check(url: string, nowSeconds: number): SignatureCheck {
    const { path, pairs } = split(url);
    const signatures = pairs.filter((pair) => nameOf(pair) === SIGNATURE_PARAM);
    if (signatures.length === 0) return { kind: 'unsigned' };
    const invalid = (status: 400 | 403, description: string): SignatureCheck => ({
      kind: 'invalid',
      status,
      description,
    });
    if (!this.enabled) {
      return invalid(
        400,
        parameterMessage(
          SIGNATURE_PARAM,
          'is not accepted: this server signs no URLs (URL_SIGNING_KEYS is not set)',
        ),
      );
    }
    if (signatures.length > 1) {
      return invalid(400, parameterMessage(SIGNATURE_PARAM, 'must appear once'));
    }
    const [keyId, encoded = ''] = decodeURIComponent(valueOf(signatures[0]!)).split('.', 2);
    const given = Buffer.from(encoded, 'base64url');
    if (!keyId || given.length !== MAC_BYTES || given.toString('base64url') !== encoded) {
      return invalid(
        400,
        parameterMessage(SIGNATURE_PARAM, 'must be <key id>.<HMAC-SHA256 in base64url>'),
      );
    }
    const secret = this.keys.get(keyId);
    if (secret === undefined) {
      return invalid(403, parameterMessage(SIGNATURE_PARAM, `names an unknown key '${keyId}'`));
    }
    if (!timingSafeEqual(mac(secret, signedMessage(url)), given)) {
      return invalid(
        403,
        parameterMessage(
          SIGNATURE_PARAM,
          'does not match this URL: it was signed for another path or query, or with another key',
        ),
      );
    }
    const expiries = pairs.filter((pair) => nameOf(pair) === EXPIRES_PARAM);
    let expiresAt: number | undefined;
    if (expiries.length > 0) {
      const raw = valueOf(expiries[0]!);
      if (expiries.length > 1 || !/^\d{1,12}$/.test(raw)) {
        return invalid(
          400,
          parameterMessage(EXPIRES_PARAM, 'must be one whole number of Unix seconds'),
        );
      }
      if (nowSeconds >= Number(raw)) {
        const when = new Date(Number(raw) * 1000).toISOString();
        return invalid(403, `Parameter '${EXPIRES_PARAM}': this signed URL expired at ${when}.`);
      }
      expiresAt = Number(raw);
    }
    const rest = pairs.filter((pair) => ![SIGNATURE_PARAM, EXPIRES_PARAM].includes(nameOf(pair)));
    const unsigned = rest.length === 0 ? path : `${path}?${rest.join('&')}`;
    return expiresAt === undefined
      ? { kind: 'valid', keyId, url: unsigned }
      : { kind: 'valid', keyId, url: unsigned, expiresAt };
  }
}
