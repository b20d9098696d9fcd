// Native crashes are contained: a renderer that faults (SIGSEGV sent to itself, or Skia's own
// trap on a bad font) costs the request it was drawing, never the server. That request gets a
// 500 with its id, then a 422 from the quarantine; others in flight and later all succeed; the
// renderer is replaced at once. An operator's kill -SEGV costs at most the render under way,
// and a SIGKILL (the OOM killer's) nobody: that render is tried on another renderer.
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

  /** Exactly one of the renderers `before` a fault is gone, and it has been replaced. */
  async function faultedOneOf(before: readonly number[]): Promise<void> {
    // Its end failed the render, so it is gone by now; the other one stays.
    const gone = before.filter((pid) => !server.kiln.pool.pids.includes(pid));
    expect(gone).toHaveLength(1);
    await replaced(server, 2, gone);
    expect(server.kiln.pool.pids.filter((pid) => before.includes(pid))).toHaveLength(1);
  }

  it('costs the faulting request a 500 with its id, then a 422; everything else succeeds', async () => {
    const before = server.kiln.pool.pids;
    const crashes = await counter(server, 'kiln_render_crashes_total{generator="test-crash"}');
    const around = Array.from({ length: 8 }, () => get(server, fresh()));
    const crash = get(server, '/test/crash?mode=segv&text=once');
    const after = Array.from({ length: 8 }, () => get(server, fresh()));
    const faulted = await crash;
    expect(faulted.status).toBe(500);
    const error = JSON.parse(faulted.body) as { code: number; description: string };
    expect(error.code).toBe(500);
    expect(error.description).toContain(`(request ${faulted.id})`);
    for (const answer of await Promise.all([...around, ...after])) expect(answer.status).toBe(200);
    // A fault is not tried again on another renderer: one crash, one replacement.
    expect(await counter(server, 'kiln_render_crashes_total{generator="test-crash"}')).toBe(
      crashes + 1,
    );
    await faultedOneOf(before);

    const again = await get(server, '/test/crash?mode=segv&text=once');
    expect(again.status).toBe(422);
    expect(JSON.parse(again.body)).toMatchObject({ code: 422, name: 'Unprocessable Entity' });
    expect(await counter(server, 'kiln_render_quarantined_total')).toBeGreaterThanOrEqual(1);
    // Refused without a render: no renderer crashed for it.
    expect(await counter(server, 'kiln_render_crashes_total{generator="test-crash"}')).toBe(
      crashes + 1,
    );
    expect((await get(server, fresh())).status).toBe(200);
    expect((await get(server, '/test/crash?mode=draw&text=fine')).status).toBe(200);
  });

  it('contains a real crash inside Skia the same way', async () => {
    const before = server.kiln.pool.pids;
    const faulted = await get(server, '/test/crash?mode=skia&text=x');
    expect(faulted.status).toBe(500);
    expect((await get(server, '/test/crash?mode=skia&text=x')).status).toBe(422);
    await faultedOneOf(before);
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

  it('replaces a renderer an operator kills with SIGSEGV under load; at most its render fails', async () => {
    const failed = (await killUnderLoad('SIGSEGV')).filter((answer) => answer.status !== 200);
    expect(failed.map((answer) => answer.status).slice(1)).toEqual([]);
    for (const answer of failed) expect(answer.status).toBe(500);
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
