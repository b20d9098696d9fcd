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

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
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
