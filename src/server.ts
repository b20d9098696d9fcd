// Serving: starts Kiln on HOST:PORT and drains in-flight requests on SIGTERM/SIGINT.
import type { Config } from './config.js';
import { buildKiln } from './app.js';
import type { RenderPool } from './render/pool.js';
import { warmColourNames } from './colour/names.js';

export async function serve(config: Config, pool?: RenderPool): Promise<void> {
  const kiln = await buildKiln(config, pool);
  const { app } = kiln;
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Kiln listening on http://${host}:${port}`);
  // Build the colour-name index (~70 ms of this thread) soon after readiness rather than during
  // the first /color request, and not before readiness, which it would delay.
  void kiln.warm.then(() => setTimeout(warmColourNames, 500).unref());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    kiln.readiness.markClosing();
    const deadline = setTimeout(() => {
      app.log.error('shutdown timed out; exiting with requests still open');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
