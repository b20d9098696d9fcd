// Test helper: a Kiln instance listening on a loopback port, for what only a real socket
// exercises (the access gate, connection limits, the response cache).
import { request as httpRequest } from 'node:http';
import type { Kiln } from '../../src/app.js';
import { startKiln, type TestExtras } from './kiln.js';

export interface Listening {
  readonly kiln: Kiln;
  readonly base: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function listenKiln(
  env: Record<string, string> = {},
  extras: TestExtras = {},
): Promise<Listening> {
  const kiln = await startKiln(env, extras);
  await kiln.app.listen({ host: '127.0.0.1', port: 0 });
  const address = kiln.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { kiln, port, base: `http://127.0.0.1:${port}`, close: () => kiln.app.close() };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A GET with exact control over path and headers (fetch normalises both). */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
