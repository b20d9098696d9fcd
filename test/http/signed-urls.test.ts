// Signed URLs: the signature format (pinned vectors), rotation, expiry at the boundary,
// tampering, and over a real socket with API keys and rate limits on.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMessage, UrlSigner } from '../../src/http/access/signed-urls.js';
import { durationSeconds, signCommand } from '../../src/cli/sign.js';
import { loadConfig } from '../../src/config.js';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';

const K1 = { id: 'k1', secret: 'first-secret-0123456789abcdefghijkl' };
const K2 = { id: 'k2', secret: 'second-secret-0123456789abcdefghijk' };
const EXPIRES = 2_000_000_000;

describe('UrlSigner', () => {
  const signer = new UrlSigner([K1]);

  it('signs the path and the sorted query, expiry included (pinned vector)', () => {
    const url = signer.sign('/achievement?text=Hi%20there&icon=3', { expiresAt: EXPIRES });
    expect(url).toBe(
      '/achievement?text=Hi%20there&icon=3&expires=2000000000&signature=k1.UPKZ037sztJCvetMbaXM9QZOY98mCBtH0SL3mjmWYCM',
    );
    // The same MAC computed independently of the implementation.
    const message = '/achievement?expires=2000000000&icon=3&text=Hi%20there';
    expect(signedMessage(url)).toBe(message);
    const mac = createHmac('sha256', K1.secret).update(message).digest('base64url');
    expect(url.endsWith(`signature=k1.${mac}`)).toBe(true);
  });

  it('signs a path without a query, and accepts it back without the signature', () => {
    const url = signer.sign('/cats');
    expect(url).toMatch(/^\/cats\?signature=k1\.[\w-]{43}$/);
    expect(signer.check(url, 0)).toEqual({ kind: 'valid', keyId: 'k1', url: '/cats' });
  });

  it('gives back the URL without signature and expires, in its original order, and the expiry', () => {
    const url = signer.sign('/captcha?text=a&format=webp', { expiresAt: EXPIRES });
    expect(signer.check(url, EXPIRES - 1)).toEqual({
      kind: 'valid',
      keyId: 'k1',
      url: '/captcha?text=a&format=webp',
      expiresAt: EXPIRES,
    });
    expect(signer.check(signer.sign('/captcha?text=a'), 0)).not.toHaveProperty('expiresAt');
  });

  it('keeps old keys valid while they are listed (rotation)', () => {
    const url = signer.sign('/cats?seed=1');
    const rotated = new UrlSigner([K2, K1]);
    expect(rotated.check(url, 0).kind).toBe('valid');
    expect(rotated.sign('/cats?seed=1')).toContain('signature=k2.');
    const retired = new UrlSigner([K2]);
    expect(retired.check(url, 0)).toMatchObject({ kind: 'invalid', status: 403 });
  });

  it('expires exactly at the expiry second', () => {
    const url = signer.sign('/cats', { expiresAt: EXPIRES });
    expect(signer.check(url, EXPIRES - 0.001).kind).toBe('valid');
    const expired = signer.check(url, EXPIRES);
    expect(expired).toMatchObject({ kind: 'invalid', status: 403 });
    expect(JSON.stringify(expired)).toContain('expired at 2033-05-18T03:33:20.000Z');
  });

  it('refuses any change to the path, a parameter, the expiry or the signature', () => {
    const url = signer.sign('/achievement?text=Hi&icon=3', { expiresAt: EXPIRES });
    const tampered = [
      url.replace('/achievement', '/captcha'),
      url.replace('text=Hi', 'text=Ho'),
      url.replace('icon=3', 'icon=4'),
      url.replace('&icon=3', ''),
      url.replace('?', '?format=webp&'),
      url.replace(`expires=${EXPIRES}`, `expires=${EXPIRES + 1}`),
      url.replace(/.(?=&signature|$)/, (c) => (c === 'A' ? 'B' : 'A')),
      // The MAC's first character: a mismatch anywhere fails (the whole MAC is compared).
      url.replace(/k1\.(.)/, (_, c: string) => `k1.${c === 'A' ? 'B' : 'A'}`),
    ];
    for (const bad of tampered) {
      expect(signer.check(bad, 0), bad).toMatchObject({ kind: 'invalid', status: 403 });
    }
  });

  it('answers 400 to a malformed signature or expiry, 403 to an unknown key', () => {
    const url = signer.sign('/cats', { expiresAt: EXPIRES });
    const mac = url.split('signature=k1.')[1]!;
    expect(signer.check('/cats?signature=nodot', 0)).toMatchObject({ status: 400 });
    expect(signer.check(`/cats?signature=k1.${mac.slice(1)}`, 0)).toMatchObject({ status: 400 });
    expect(signer.check(`${url}&signature=k1.${mac}`, 0)).toMatchObject({ status: 400 });
    expect(signer.check(`/cats?signature=k9.${mac}`, 0)).toMatchObject({ status: 403 });
    // A correctly signed URL whose expiry is not a number.
    const mac2 = createHmac('sha256', K1.secret).update('/cats?expires=soon').digest('base64url');
    expect(signer.check(`/cats?expires=soon&signature=k1.${mac2}`, 0)).toMatchObject({
      status: 400,
    });
    expect(() => signer.sign('/cats?expires=1')).toThrow("'expires'");
  });

  it('refuses signatures on a server without signing keys, with a 400 naming the parameter', () => {
    const check = new UrlSigner([]).check(signer.sign('/cats'), 0);
    expect(check).toMatchObject({ kind: 'invalid', status: 400 });
    expect(JSON.stringify(check)).toContain("Parameter 'signature'");
  });
});

describe('kiln sign', () => {
  const config = loadConfig({
    URL_SIGNING_KEYS: `${K1.id}:${K1.secret},${K2.id}:${K2.secret}`,
    PUBLIC_BASE_URL: 'https://kiln.example/',
  });

  it('prints an absolute signed URL with the first key, or the one named', () => {
    const url = signCommand(config, ['/cats?seed=7'], 0);
    expect(url).toMatch(/^https:\/\/kiln\.example\/cats\?seed=7&signature=k1\./);
    expect(signCommand(config, ['/cats', '--key', 'k2'], 0)).toContain('signature=k2.');
  });

  it('adds an expiry from a duration', () => {
    expect(signCommand(config, ['/cats', '--expires', '1h'], 1_000_000)).toContain('expires=4600&');
    expect(durationSeconds('90')).toBe(90);
    expect(durationSeconds('7d')).toBe(604_800);
    expect(() => durationSeconds('soon')).toThrow('--expires');
  });

  it('says what is wrong instead of signing', () => {
    expect(() => signCommand(loadConfig({}), ['/cats'], 0)).toThrow('URL_SIGNING_KEYS');
    expect(() => signCommand(config, ['cats'], 0)).toThrow('path');
    expect(() => signCommand(config, ['/cats', '--key', 'nope'], 0)).toThrow("'nope'");
  });
});

describe('signed URLs over HTTP', () => {
  let server: Listening;
  const signer = new UrlSigner([K1]);
  beforeAll(async () => {
    server = await listenKiln({
      API_KEYS: 'test-key-0123456789abcdef',
      URL_SIGNING_KEYS: `${K1.id}:${K1.secret}`,
      RATE_LIMIT_REQUESTS: '3',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
  });
  afterAll(() => server.close());

  it('serves a signed picture without an API key, with the same bytes and ETag as unsigned', async () => {
    const path = '/achievement?text=Signed%20and%20sealed';
    const signed = await rawGet(server.port, signer.sign(path));
    expect(signed.status).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    const unsigned = await rawGet(server.port, path, {
      authorization: 'Bearer test-key-0123456789abcdef',
    });
    expect(unsigned.status).toBe(200);
    expect(signed.headers.etag).toBe(unsigned.headers.etag);
    expect(signed.body).toBe(unsigned.body);
  });

  it('answers a tampered or expired signed URL with 403, and no key with 401', async () => {
    const url = signer.sign('/color/abcdef', { expiresAt: Math.floor(Date.now() / 1000) + 60 });
    expect((await rawGet(server.port, url.replace('abcdef', 'abcdee'))).status).toBe(403);
    const expired = signer.sign('/color/abcdef', { expiresAt: 1_000 });
    const response = await rawGet(server.port, expired);
    expect(response.status).toBe(403);
    expect(response.body).toContain('expired');
    expect((await rawGet(server.port, '/color/abcdef')).status).toBe(401);
  });

  it('counts signed URLs against the signing key, apart from API keys', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await rawGet(server.port, signer.sign(`/color/00000${i}`));
      statuses.push(response.status);
    }
    // Three allowed per window for k1; the first test used one already.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const keyed = await rawGet(server.port, '/color/000001', {
      authorization: 'Bearer test-key-0123456789abcdef',
    });
    expect(keyed.status).not.toBe(429);
  });
});
