// Native crashes are contained: a renderer that faults (SIGSEGV sent to itself, or Skia's own
// trap on a bad font) costs the request it was drawing, never the server. That request is tried
// once more on a fresh renderer; when that one faults too, it gets a 500 with its id, and its
// input a 422 from the quarantine at every width and format; others in flight and later all
// succeed; renderers are replaced at once. An operator's kill -SEGV or a SIGKILL (the OOM
// killer's) costs nobody a picture and quarantines nothing: the render is tried again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';

interface Answer {
  status: number;
  id: string;
  body: string;
}

async function get(server: Listening, path: string): Promise<Answer> {
  const response = await fetch(`${server.base}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    id: response.headers.get('x-request-id') ?? '',
    body: response.headers.get('content-type')?.startsWith('image/') ? '' : body.toString(),
  };
}

/** The value of a counter in /metrics (0 when absent). */
async function counter(server: Listening, series: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Waits until the pool has `count` renderers again, none of them in `gone`; returns the time. */
async function replaced(
  server: Listening,
  count: number,
  gone: readonly number[],
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const pids = server.kiln.pool.pids;
    if (pids.length === count && !pids.some((pid) => gone.includes(pid))) {
      return performance.now() - started;
    }
    if (performance.now() - started > 30_000) throw new Error(`renderers now: ${pids.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let unique = 0;
/** A new picture each time, so every request is a real render. */
const fresh = () =>
  `/facts?text=${encodeURIComponent(`Fresh render ${++unique} ${Math.random()}`)}`;

describe('a renderer that faults natively', () => {
  let server: Listening;
  beforeAll(async () => {
    // Containment, not admission, is under test: no render is refused for waiting while a
    // renderer restarts (on a busy machine, that takes seconds).
    server = await listenKiln(
      { RENDER_THREADS: '2', RENDER_QUEUE_MAX_WAIT_MS: '20000', RENDER_DEADLINE_MS: '30000' },
      { crashRoute: true },
    );
  });
  afterAll(() => server.close());

  /** The renderers `before` a fault that crashed are gone, and have been replaced. */
  async function replacedAfterFault(before: readonly number[]): Promise<void> {
    const gone = before.filter((pid) => !server.kiln.pool.pids.includes(pid));
    expect(gone.length).toBeGreaterThanOrEqual(1);
    await replaced(server, 2, gone);
  }

  const crashCount = () => counter(server, 'kiln_render_crashes_total{generator="test-crash"}');

  it('costs the poison request a 500 with its id, its input a 422 at every size; everything else succeeds', async () => {
    const before = server.kiln.pool.pids;
    const crashes = await crashCount();
    const around = Array.from({ length: 8 }, () => get(server, fresh()));
    const crash = get(server, '/test/crash?mode=segv&text=once');
    const after = Array.from({ length: 8 }, () => get(server, fresh()));
    const faulted = await crash;
    expect(faulted.status).toBe(500);
    const error = JSON.parse(faulted.body) as { code: number; description: string };
    expect(error.code).toBe(500);
    expect(error.description).toContain(`(request ${faulted.id})`);
    for (const answer of await Promise.all([...around, ...after])) expect(answer.status).toBe(200);
    // Tried once more, on a fresh renderer, which crashed too: two crashes, then no more.
    expect(await crashCount()).toBe(crashes + 2);
    await replacedAfterFault(before);
    expect(await counter(server, 'kiln_quarantined_inputs')).toBe(1);

    // What is drawn is quarantined, whatever the output options.
    for (const options of ['', '&width=32', '&format=webp', '&format=gif&width=100']) {
      const again = await get(server, `/test/crash?mode=segv&text=once${options}`);
      expect(again.status, options).toBe(422);
      expect(JSON.parse(again.body)).toMatchObject({ code: 422, name: 'Unprocessable Entity' });
    }
    expect(await counter(server, 'kiln_render_quarantined_total')).toBeGreaterThanOrEqual(4);
    // Refused without a render: no renderer crashed for it.
    expect(await crashCount()).toBe(crashes + 2);
    expect((await get(server, fresh())).status).toBe(200);
    expect((await get(server, '/test/crash?mode=draw&text=fine')).status).toBe(200);
  });

  it('contains a real crash inside Skia the same way', async () => {
    const before = server.kiln.pool.pids;
    const faulted = await get(server, '/test/crash?mode=skia&text=x');
    expect(faulted.status).toBe(500);
    expect((await get(server, '/test/crash?mode=skia&text=x&width=20')).status).toBe(422);
    await replacedAfterFault(before);
    expect((await get(server, fresh())).status).toBe(200);
  });

  /** 4 clients of unique renders; `victim` is killed with `signal` once they run. */
  async function killUnderLoad(signal: NodeJS.Signals): Promise<Answer[]> {
    const answers: Answer[] = [];
    let running = true;
    const client = async () => {
      while (running) answers.push(await get(server, fresh()));
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [victim] = server.kiln.pool.pids;
    process.kill(victim!, signal);
    await replaced(server, 2, [victim!]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(clients);
    expect(answers.length).toBeGreaterThan(10);
    return answers;
  }

  it('replaces a renderer an operator kills with SIGSEGV under load; nobody loses a picture, nothing is quarantined', async () => {
    const quarantined = await counter(server, 'kiln_quarantined_inputs');
    const answers = await killUnderLoad('SIGSEGV');
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(await counter(server, 'kiln_quarantined_inputs')).toBe(quarantined);
  });

  it('replaces a renderer killed with SIGKILL under load, and its render is tried again', async () => {
    const answers = await killUnderLoad('SIGKILL');
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it('replaces a renderer that ends while idle', async () => {
    const [victim] = server.kiln.pool.pids;
    process.kill(victim!, 'SIGKILL');
    await replaced(server, 2, [victim!]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(server, fresh())));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });
});
