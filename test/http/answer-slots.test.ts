// Answers lent from the answer slots (caches off): every byte written is the picture the
// renderer encoded, joiners get their own copy, and every slot comes back, also when clients
// leave early (a render still waiting is then dropped); with no slot free, answers get memory
// of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { AnswerSlots } from '../../src/render/answer-slots.js';
import { strongEtag } from '../../src/render/etag.js';
import { listenKiln, type Listening } from '../helpers/listening.js';

async function get(base: string, path: string): Promise<{ etag: string; body: Buffer }> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return {
    etag: response.headers.get('etag') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * Until `pool` has `all` answer slots free, or 10 s: a slot comes back once its answer is
 * written, a moment after the client has it (longer on a busy machine, so no fixed sleep).
 */
async function slotsBack(pool: { freeAnswerSlots: number }, all: number): Promise<void> {
  for (let waited = 0; pool.freeAnswerSlots < all && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('answer slots', () => {
  it('hands out each slot once and reads its bytes in place', () => {
    const slots = new AnswerSlots(2);
    const a = slots.take()!;
    const b = slots.take()!;
    expect(new Set([a, b]).size).toBe(2);
    expect(slots.take()).toBeUndefined();
    slots.view(b, 3).set([7, 8, 9]);
    expect([...slots.view(b, 3)]).toEqual([7, 8, 9]);
    expect([...slots.view(a, 3)]).toEqual([0, 0, 0]);
    slots.give(a);
    expect(slots.freeCount).toBe(1);
    expect(slots.take()).toBe(a);
  });
});

describe('answers written from the slots (caches off, 2 renderers)', () => {
  let server: Listening;
  let allSlots: number;
  beforeAll(async () => {
    // The slots are under test, not admission: the first scenes a fresh renderer paints (on a
    // busy machine) must not turn into 503s.
    server = await listenKiln({
      CACHE_MAX_BYTES: '0',
      RENDER_THREADS: '2',
      RENDER_QUEUE_MAX_WAIT_MS: '20000',
      RENDER_DEADLINE_MS: '30000',
    });
    allSlots = server.kiln.pool.freeAnswerSlots;
  });
  afterAll(() => server.close());

  it('writes every answer intact under concurrent load, and gives every slot back', async () => {
    const paths = Array.from(
      { length: 96 },
      (_, i) =>
        [
          `/facts?text=Slot%20test%20${i}`,
          `/calling?text=Slot%20test%20${i}`,
          `/color/image/${(i * 40503).toString(16).padStart(6, '0').slice(-6)}`,
          `/sillycat/${(i * 7919).toString(16).padStart(6, '0').slice(-6)}/5a3c7e`,
        ][i % 4]!,
    );
    for (let i = 0; i < paths.length; i += 12) {
      const answers = await Promise.all(paths.slice(i, i + 12).map((p) => get(server.base, p)));
      // The renderer hashed the bytes it encoded; a slot reused too early would change them.
      for (const { etag, body } of answers) expect(strongEtag(body)).toBe(etag);
    }
    await slotsBack(server.kiln.pool, allSlots);
    expect(server.kiln.pool.freeAnswerSlots).toBe(allSlots);
  });

  it('gives identical concurrent requests one render and each its own intact copy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get(server.base, '/facts?text=One%20render%20for%20all')),
    );
    for (const { etag, body } of answers) {
      expect(strongEtag(body)).toBe(etag);
      expect(body.equals(answers[0]!.body)).toBe(true);
    }
    await slotsBack(server.kiln.pool, allSlots);
    expect(server.kiln.pool.freeAnswerSlots).toBe(allSlots);
  });

  it('gets slots back from clients that leave before their answer', async () => {
    await Promise.all(
      Array.from(
        { length: 8 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const req = httpRequest(`${server.base}/facts?text=Gone%20early%20${i}`);
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            req.end(() => setTimeout(() => req.destroy(), 1));
          }),
      ),
    );
    // The renders finish after their clients left; their answers have no one to go to.
    await slotsBack(server.kiln.pool, allSlots);
    expect(server.kiln.pool.freeAnswerSlots).toBe(allSlots);
    const after = await get(server.base, '/facts?text=Still%20fine');
    expect(strongEtag(after.body)).toBe(after.etag);
  });

  it('drops the renders of clients that leave while their render waits', async () => {
    const pool = server.kiln.pool;
    const droppedBefore = pool.dropped;
    const requests = Array.from({ length: 12 }, (_, i) =>
      httpRequest(`${server.base}/facts?text=Left%20the%20queue%20${i}`),
    );
    const closed = requests.map(
      (req) =>
        new Promise<void>((resolve) => req.on('close', () => resolve()).on('error', () => {})),
    );
    for (const req of requests) req.end();
    // Two renderers draw; the rest wait. Their clients leave now.
    for (let waited = 0; pool.queueDepth === 0 && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(pool.queueDepth).toBeGreaterThan(0);
    for (const req of requests) req.destroy();
    await Promise.all(closed);
    for (let waited = 0; pool.queueDepth > 0 && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(pool.dropped - droppedBefore).toBeGreaterThan(0);
    await slotsBack(pool, allSlots);
    expect(pool.freeAnswerSlots).toBe(allSlots);
  });

  it('gives answers memory of their own while every slot is lent, then uses the slots again', async () => {
    const pool = server.kiln.pool;
    const task = (i: number) => ({
      generator: 'facts',
      input: { text: `Held ${i}` },
      format: 'png' as const,
    });
    const held = [];
    for (let i = 0; i < allSlots; i++) held.push(await pool.runLent(task(i)));
    expect(held.every((outcome) => outcome.ok && outcome.release)).toBe(true);
    expect(pool.freeAnswerSlots).toBe(0);
    const extra = await pool.runLent(task(99));
    expect(extra.ok && extra.release).toBe(undefined);
    if (extra.ok) expect(strongEtag(extra.body)).toBe(extra.etag);
    for (const outcome of held) if (outcome.ok) outcome.release?.();
    expect(pool.freeAnswerSlots).toBe(allSlots);
    const next = await pool.runLent(task(100));
    expect(next.ok && typeof next.release).toBe('function');
    if (next.ok) next.release?.();
  });
});
