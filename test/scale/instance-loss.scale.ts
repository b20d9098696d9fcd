// Losing an instance (npm run test:scale): two instances behind the repository's own
// deploy/nginx.conf, 8 clients of new renders through it; one instance is killed with SIGKILL,
// started again 10 s later (as a supervisor would) and rejoins. nginx's passive health checks and
// retries of failed connections cost clients at most the requests in flight at the kill, and
// the survivor serves the doubled load. Prints the errors, what was in flight and the 503s.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, startBundledNginx, startKilnProcess, type Instance } from './cluster.js';

let a: Instance;
let b: Instance;
let nginx: string;

// One renderer each, the rest as `startKilnProcess` does it; the pictures are the install's.
beforeAll(async () => {
  a = await startKilnProcess({});
  b = await startKilnProcess({});
  nginx = (await startBundledNginx([a.port, b.port])).base;
});
afterAll(() => killAll());

interface Outcome {
  readonly status: number;
  readonly sentAt: number;
  readonly at: number;
}

describe('an instance killed under load', () => {
  it('costs at most the requests in flight at the kill; it rejoins once started again', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    let n = 0;
    const client = async () => {
      while (running) {
        const sentAt = Date.now();
        const status = await fetch(`${nginx}/achievement?text=instance%20loss%20${n++}`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        outcomes.push({ status, sentAt, at: Date.now() });
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(3000);

    const killedAt = Date.now();
    const exited = once(a.process, 'exit');
    a.process.kill('SIGKILL');
    await exited;
    await sleep(10_000);
    const restarted = await startKilnProcess({ PORT: String(a.port) });
    const backAt = Date.now();
    // nginx tries a server marked down again after fail_timeout (5 s).
    await sleep(7000);
    running = false;
    await Promise.all(clients);

    const errors = outcomes.filter((o) => o.status !== 200);
    const inFlight = outcomes.filter((o) => o.sentAt <= killedAt && o.at >= killedAt);
    const byStatus = (list: readonly Outcome[]) =>
      JSON.stringify(
        Object.fromEntries(
          [...new Set(list.map((o) => o.status))].map((s) => [
            s,
            list.filter((o) => o.status === s).length,
          ]),
        ),
      );
    const served = (from: number, to: number) =>
      outcomes.filter((o) => o.at >= from && o.at < to && o.status === 200).length;
    console.log(
      `instance loss under 8 clients: ${outcomes.length} requests ${byStatus(outcomes)}; ` +
        `${inFlight.length} in flight at the kill; errors ${byStatus(errors)} ` +
        `at ${errors.map((e) => `${((e.at - killedAt) / 1000).toFixed(1)}s`).join(' ')} from the kill (back at ${((backAt - killedAt) / 1000).toFixed(1)}s); ` +
        `answers/s before ${(served(killedAt - 3000, killedAt) / 3).toFixed(0)}, ` +
        `alone ${(served(killedAt + 1000, backAt) / ((backAt - killedAt - 1000) / 1000)).toFixed(0)}, ` +
        `after the return ${(served(backAt + 6000, backAt + 7000) / 1).toFixed(0)}`,
    );
    // Which instance refused, if any: the survivor at double load, or the restarted one.
    const refusals = async (instance: Instance) => {
      const text = await (await fetch(`${instance.base}/metrics`)).text();
      return [...text.matchAll(/^kiln_http_requests_total\{[^}]*status="503"[^}]*\} (\d+)/gm)]
        .map((m) => Number(m[1]))
        .reduce((x, y) => x + y, 0);
    };
    console.log(
      `503s answered: by the survivor ${await refusals(b)}, by the restarted instance ${await refusals(restarted)}`,
    );
    // Its own in-flight requests are the most it may cost (nginx retries them on the survivor).
    expect(errors.length).toBeLessThanOrEqual(inFlight.length);
    // The restarted instance serves again through nginx: the load is shared once more.
    const metrics = await (await fetch(`${restarted.base}/metrics`)).text();
    const renders = Number(
      /kiln_render_cache_total\{result="miss",layer="none"\} (\d+)/.exec(metrics)?.[1] ?? 0,
    );
    expect(renders).toBeGreaterThan(10);
  });
});
