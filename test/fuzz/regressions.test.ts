// Replays every URL that once crashed Kiln or answered 5xx (test/fuzz/regressions.ts) against a
// child process, four at a time: each must answer below 500, with the standard error body.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { regressionUrls } from './regressions.js';
import { startServer, type ChildServer } from './server.js';
import { culprits, describeFailures, replay } from './session.js';

const start = () =>
  startServer({
    entry: 'src',
    // As in routes.test.ts: a busy machine must not turn a slow render into a 503.
    env: {
      PICTURES_DIR: inject('picturesDir'),
      RENDER_QUEUE_MAX_WAIT_MS: '30000',
      RENDER_DEADLINE_MS: '45000',
    },
  });

let server: ChildServer;
beforeAll(async () => {
  server = await start();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

it('answers every URL that once crashed the server or answered 5xx below 500', async () => {
  const urls = regressionUrls();
  const { tally, failures } = await replay(server, urls, 4);
  console.log(`regressions: ${tally}`);
  if (failures.length > 0) {
    const crashed = failures.filter((f) => f.kind === 'crash').map((f) => f.url);
    const alone = crashed.length > 0 ? await culprits(crashed, start) : [];
    expect.fail(
      [
        describeFailures(failures),
        ...(alone.length > 0 ? [`crashes a fresh server alone:\n${alone.join('\n')}`] : []),
        `server log:\n${server.log()}`,
      ].join('\n\n'),
    );
  }
  expect(tally.requests).toBe(urls.length);
  expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
}, 300_000);
