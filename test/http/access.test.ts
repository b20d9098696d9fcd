// API keys, rate limits and connection limits, over a real socket (they run before routing).
import { connect } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';

const KEY = 'test-key-0123456789abcdef';
const FILE_KEY = 'file-key-fedcba9876543210';

function expectError(
  response: { status: number; body: string; headers: Record<string, unknown> },
  code: number,
) {
  expect(response.status).toBe(code);
  expect(response.headers['content-type']).toBe('application/json');
  const body = JSON.parse(response.body) as { code: number; name: string; description: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'description', 'name']);
  expect(body.code).toBe(code);
  return body;
}

describe('API keys', () => {
  let server: Listening;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-keys-'));
    const file = join(dir, 'keys');
    const digest = createHash('sha256').update(FILE_KEY).digest('hex');
    await writeFile(file, `# operators' keys\n\nsha256:${digest}\n`);
    server = await listenKiln({ API_KEYS: KEY, API_KEYS_FILE: file });
  });
  afterAll(() => server.close());

  it('answers a missing key with 401 and a challenge', async () => {
    const response = await rawGet(server.port, '/color/abc');
    const body = expectError(response, 401);
    expect(body.description).toContain('Authorization');
    expect(response.headers['www-authenticate']).toBe('Bearer realm="kiln"');
  });

  it('answers an unknown key with 401', async () => {
    expectError(
      await rawGet(server.port, '/color/abc', { authorization: 'Bearer not-a-real-key-000000' }),
      401,
    );
    expectError(await rawGet(server.port, '/color/abc', { authorization: `Bearer ${KEY}x` }), 401);
  });

  it('accepts a key plain, as Bearer, and from the keys file by digest', async () => {
    expect((await rawGet(server.port, '/color/abc', { authorization: KEY })).status).toBe(200);
    expect(
      (await rawGet(server.port, '/color/abc', { authorization: `Bearer ${KEY}` })).status,
    ).toBe(200);
    expect(
      (await rawGet(server.port, '/color/abc', { authorization: `bearer ${FILE_KEY}` })).status,
    ).toBe(200);
  });

  it('leaves the public paths open', async () => {
    for (const path of ['/healthz', '/readyz', '/true', '/docs', '/openapi.json', '/true/']) {
      expect((await rawGet(server.port, path)).status, path).toBe(200);
    }
    expectError(await rawGet(server.port, '/metrics'), 401);
  });

  it('guards cached responses too', async () => {
    await rawGet(server.port, '/color/image/abc', { authorization: KEY });
    await rawGet(server.port, '/color/image/abc', { authorization: KEY });
    expectError(await rawGet(server.port, '/color/image/abc'), 401);
  });
});

describe('rate limits', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({
      RATE_LIMIT_REQUESTS: '5',
      RATE_LIMIT_RENDERS: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
  });
  afterAll(() => server.close());

  it('charges renders against the lower budget, but not cached pictures', async () => {
    expect((await rawGet(server.port, '/color/image/010101')).status).toBe(200);
    expect((await rawGet(server.port, '/color/image/020202')).status).toBe(200);
    const third = await rawGet(server.port, '/color/image/030303');
    const body = expectError(third, 429);
    expect(body.description).toContain('renders');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rawGet(server.port, '/color/image/010101')).status).toBe(200);
  });

  it('sends RateLimit headers and answers 429 past the request budget', async () => {
    const fifth = await rawGet(server.port, '/color/abc');
    expect(fifth.status).toBe(200);
    expect(fifth.headers['ratelimit-limit']).toBe('5');
    expect(fifth.headers['ratelimit-remaining']).toBe('0');
    expect(Number(fifth.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const sixth = await rawGet(server.port, '/color/abc');
    expectError(sixth, 429);
    expect(sixth.headers['retry-after']).toBe(sixth.headers['ratelimit-reset']);
    expect((await rawGet(server.port, '/healthz')).status).toBe(200);
  });
});

describe('rate-limit headers on cached answers', () => {
  it("are each client's own and count down, also when the response cache answers", async () => {
    const server = await listenKiln({ API_KEYS: `${KEY},${FILE_KEY}`, RATE_LIMIT_REQUESTS: '50' });
    try {
      const as = (key: string) =>
        rawGet(server.port, '/color/image/0a0a0a', { authorization: key });
      const remaining: string[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await as(KEY);
        expect(answer.status).toBe(200);
        if (i > 0) expect(answer.headers['x-cache']).toBe('hit');
        remaining.push(String(answer.headers['ratelimit-remaining']));
      }
      expect(remaining).toEqual(['49', '48', '47', '46']);
      // Another client asking the same cached URL sees its own budget, not the first client's.
      const other = await as(FILE_KEY);
      expect(other.headers['ratelimit-remaining']).toBe('49');
      expect(other.headers['ratelimit-limit']).toBe('50');
    } finally {
      await server.close();
    }
  });
});

describe('per-key budgets', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ API_KEYS: `${KEY},${FILE_KEY}`, RATE_LIMIT_REQUESTS: '2' });
  });
  afterAll(() => server.close());

  it('answers every Prometheus scrape with a key, never charged; without a key 401', async () => {
    const scrape = () => rawGet(server.port, '/metrics', { authorization: `Bearer ${KEY}` });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await scrape()).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const answer = await scrape();
    expect(answer.body).toContain('kiln_http_requests_total');
    expect(answer.headers['ratelimit-remaining']).toBeUndefined();
    expectError(await rawGet(server.port, '/metrics'), 401);
  });

  it('counts each key separately (the scrapes above used none of it)', async () => {
    const as = (key: string) => rawGet(server.port, '/color/abc', { authorization: key });
    expect((await as(KEY)).status).toBe(200);
    expect((await as(KEY)).status).toBe(200);
    expect((await as(KEY)).status).toBe(429);
    expect((await as(FILE_KEY)).status).toBe(200);
    expect((await rawGet(server.port, '/metrics', { authorization: KEY })).status).toBe(200);
  });
});

/**
 * Writes `request` whole, then reads until the server closes, as a client that sends before it
 * reads: a reset (the server closing with bytes unread) shows as `error`.
 */
function exchange(port: number, request: string): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const text = () => Buffer.concat(chunks).toString('latin1');
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ text: text(), error: error.code ?? error.message }),
    );
    socket.on('close', () => resolve({ text: text() }));
    socket.end(request);
  });
}

describe('connection limits', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({
      MAX_URL_LENGTH: '2048',
      MAX_HEADER_BYTES: '4096',
      MAX_QUERY_PARAMS: '10',
      REQUEST_TIMEOUT_MS: '1000',
    });
  });
  afterAll(() => server.close());

  it('answers an over-long URL with 414', async () => {
    const body = expectError(await rawGet(server.port, `/color/${'a'.repeat(3000)}`), 414);
    expect(body.description).toContain('2048');
  });

  it('answers a URL longer than the header limit with 414, not 431', async () => {
    const response = await rawGet(server.port, `/true?pad=${'a'.repeat(5000)}`);
    expect(expectError(response, 414).description).toContain('2048');
  });

  it.each([40_000, 1_000_000, 16_000_000])(
    'answers a %i-byte URL (past the parser limit) with 414 JSON, read to its end, no reset',
    async (length) => {
      const answer = await exchange(
        server.port,
        `GET /true?pad=${'a'.repeat(length)} HTTP/1.1\r\nHost: kiln\r\n\r\n`,
      );
      expect(answer.error).toBeUndefined();
      expect(answer.text).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
      expect(answer.text).toContain('\r\nContent-Type: application/json\r\n');
      const body = JSON.parse(answer.text.split('\r\n\r\n')[1]!) as { code: number };
      expect(body.code).toBe(414);
    },
  );

  it('answers a request without Host, and an OPTIONS that is no preflight, with JSON errors', async () => {
    const noHost = await exchange(server.port, 'GET /true HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(noHost.text).toContain('"description":"An HTTP/1.1 request needs a Host header."');
    // HTTP/1.0 has no Host requirement.
    const old = await exchange(server.port, 'GET /true HTTP/1.0\r\n\r\n');
    expect(old.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\ntrue$/);
    const options = await exchange(
      server.port,
      'OPTIONS /true HTTP/1.1\r\nHost: kiln\r\nConnection: close\r\n\r\n',
    );
    expect(options.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(options.text.toLowerCase()).toContain('\r\ncontent-type: application/json\r\n');
    expect(options.text).toContain('only as a CORS preflight');
    // A real preflight is still answered.
    const preflight = await exchange(
      server.port,
      'OPTIONS /true HTTP/1.1\r\nHost: kiln\r\nOrigin: https://a.test\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n',
    );
    expect(preflight.text).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
  });

  it('answers invalid UTF-8 in a query parameter with 400 naming it', async () => {
    for (const query of ['text=%ff%fe', 'text=%c3', 'text=ok%e2%82', 'text=%ed%a0%80']) {
      const body = expectError(await rawGet(server.port, `/achievement?${query}`), 400);
      expect(body.description).toBe(
        "Parameter 'text' is not valid UTF-8: percent-encoded bytes must spell UTF-8 text.",
      );
    }
    // Valid UTF-8 and a literal % are still fine.
    expect((await rawGet(server.port, '/achievement?text=caf%C3%A9%20100%')).status).toBe(200);
  });

  it('answers over-large headers with 431 and the error body', async () => {
    const response = await rawGet(server.port, '/true', { 'x-filler': 'y'.repeat(8000) });
    expectError(response, 431);
  });

  it('answers too many query parameters with 400', async () => {
    const query = Array.from({ length: 11 }, (_, i) => `p${i}=1`).join('&');
    const body = expectError(await rawGet(server.port, `/true?${query}`), 400);
    expect(body.description).toContain('10 query parameters');
  });

  it('cuts off a client that sends its headers too slowly', async () => {
    const socket = connect(server.port, '127.0.0.1');
    socket.write('GET /true HTTP/1.1\r\nHost: x\r\n');
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('render deadline', () => {
  it('answers 503 for renders that wait past the deadline', async () => {
    const server = await listenKiln({
      RENDER_DEADLINE_MS: '100',
      RENDER_QUEUE_MAX_WAIT_MS: '60000',
      RENDER_QUEUE_MAX: '1000',
      CACHE_MAX_BYTES: '0',
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          rawGet(server.port, `/color/image/gradient/${(0x300000 + i).toString(16)}?format=webp`),
        ),
      );
      const statuses = new Set(responses.map((r) => r.status));
      expect([...statuses].every((s) => s === 200 || s === 503)).toBe(true);
      const late = responses.find((r) => r.status === 503);
      expect(late).toBeDefined();
      expect(expectError(late!, 503).description).toContain('too long');
      // The server recovers: a thread replaced after an aborted render is soon serving again.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        status = (await rawGet(server.port, '/color/image/gradient/300000')).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
