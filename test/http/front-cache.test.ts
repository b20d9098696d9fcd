// The response cache in front of the router, over a real socket: replays keep the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
let base: string;
beforeAll(async () => {
  kiln = await startKiln({ PUBLIC_BASE_URL: '' });
  await kiln.app.listen({ host: '127.0.0.1', port: 0 });
  const address = kiln.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await kiln.app.close();
});

async function metric(name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = `${name}${labels}`.replace(/[{}]/g, '\\$&');
  return Number(new RegExp(`^${line} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

/** A GET through node:http, which sends a header given as a list as one line per value. */
async function rawGet(path: string, headers: Record<string, string | string[]>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const port = Number(new URL(base).port);
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('response cache', () => {
  it('replays a deterministic 200 with the same headers and a fresh request id', async () => {
    const before = await metric('kiln_response_cache_hits_total');
    const first = await fetch(`${base}/color/image/gradient/0c0c0c`);
    const second = await fetch(`${base}/color/image/gradient/0c0c0c`);
    expect(await metric('kiln_response_cache_hits_total')).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    for (const header of [
      'content-type',
      'etag',
      'cache-control',
      'access-control-allow-origin',
      'content-length',
    ]) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const first = await fetch(`${base}/color/image/0d0d0d`);
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(`${base}/color/image/0d0d0d`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    const head = await fetch(`${base}/color/image/0d0d0d`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('counts replays by route, method and status', async () => {
    const route = '{route="/color/image/:hex",method="GET",status="304"}';
    const first = await fetch(`${base}/color/image/0e0e0e`);
    const etag = first.headers.get('etag')!;
    const before = await metric('kiln_http_requests_total', route);
    for (let i = 0; i < 3; i++) {
      await fetch(`${base}/color/image/0e0e0e`, { headers: { 'if-none-match': etag } });
    }
    expect(await metric('kiln_http_requests_total', route)).toBe(before + 3);
  });

  it("gives each replay its own request id, or the client's", async () => {
    await fetch(`${base}/color/image/0f0f0f`);
    const ids = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const replay = await fetch(`${base}/color/image/0f0f0f`);
      expect(replay.headers.get('x-cache')).toBe('hit');
      ids.add(replay.headers.get('x-request-id'));
    }
    expect(ids.size).toBe(3);
    const own = await fetch(`${base}/color/image/0f0f0f`, {
      headers: { 'x-request-id': 'bot-42' },
    });
    expect(own.headers.get('x-request-id')).toBe('bot-42');
  });

  it('reads a repeated If-None-Match as node joins it', async () => {
    const first = await fetch(`${base}/color/image/101010`);
    const etag = first.headers.get('etag')!;
    for (const values of [
      ['"other"', etag],
      [etag, '"other"'],
    ]) {
      expect((await rawGet('/color/image/101010', { 'if-none-match': values })).status).toBe(304);
    }
    const neither = await rawGet('/color/image/101010', { 'if-none-match': ['"a"', '"b"'] });
    expect(neither.status).toBe(200);
    expect(neither.headers['x-cache']).toBe('hit');
  });

  it('keeps links per host when they are built from the request', async () => {
    const { request } = await import('node:http');
    const getWithHost = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const port = Number(new URL(base).port);
        request({ host: '127.0.0.1', port, path: '/color/abcdef', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        })
          .on('error', reject)
          .end();
      });
    await getWithHost('one.example');
    expect(JSON.parse(await getWithHost('one.example')).image).toBe(
      'http://one.example/color/image/abcdef',
    );
    expect(JSON.parse(await getWithHost('two.example')).image).toBe(
      'http://two.example/color/image/abcdef',
    );
  });

  it('never keeps errors', async () => {
    const before = await metric('kiln_response_cache_hits_total');
    await fetch(`${base}/color/zzz`);
    const again = await fetch(`${base}/color/zzz`);
    expect(again.status).toBe(400);
    expect(await metric('kiln_response_cache_hits_total')).toBe(before);
  });
});
