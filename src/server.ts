// Serving: starts Kiln on HOST:PORT and drains in-flight requests on SIGTERM/SIGINT.
import type { Config } from './config.js';
import { buildKiln } from './app.js';
import type { RenderPool } from './render/pool.js';
import { warmColourNames } from './colour/names.js';

/** The one line for a failure to listen that the configuration explains; null for others. */
function listenFailure(config: Config, code: string | undefined): string | null {
  const { host, port } = config;
  switch (code) {
    case 'EADDRINUSE':
      return `kiln: port ${port} on ${host} is already in use; stop the other process or set PORT.`;
    case 'EACCES':
      return `kiln: not allowed to listen on port ${port} on ${host}; choose a port above 1023 with PORT.`;
    case 'EADDRNOTAVAIL':
      return `kiln: HOST=${host} is not an address of this machine; set HOST to one of its addresses, or 0.0.0.0 for all.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `kiln: HOST=${host} is not a name that resolves here (${code}); set HOST to an address of this machine, or 0.0.0.0.`;
    default:
      return null;
  }
}

export async function serve(config: Config, pool?: RenderPool): Promise<void> {
  const kiln = await buildKiln(config, pool);
  const { app } = kiln;
  try {
    // Connections are accepted once the renderers are warm (or have failed: /readyz then says
    // so): a balancer with only passive health checks (the bundled nginx) sends requests to
    // an instance as soon as it accepts them, and a restarted instance would otherwise queue
    // them behind renderers still starting, and shed them.
    await kiln.warm;
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const message = listenFailure(config, (error as NodeJS.ErrnoException).code);
    if (message === null) throw error;
    // One line an operator can act on, not a stack trace.
    console.error(message);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Kiln listening on http://${host}:${port}`);
  // Build the colour-name index (~70 ms of this thread) and the route validators (~60 ms)
  // soon after readiness rather than during the first requests, and not before readiness,
  // which they would delay.
  setTimeout(() => {
    warmColourNames();
    kiln.validators.warm();
  }, 500).unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now, without waiting for in-flight requests`);
      process.exit(1);
    }
    stopping = true;
    // Load balancers see /readyz fail while this instance keeps serving for the delay; every
    // answer from now says `Connection: close`, so no client sends another request on a
    // connection that is about to close.
    kiln.readiness.markClosing();
    kiln.connections.closeAfterAnswers();
    app.log.info(
      `${signal}: /readyz answers 503; draining in ${config.shutdownDelayMs} ms (send it again to exit at once)`,
    );
    const drain = () => {
      app.log.info(`${signal}: finishing in-flight requests`);
      const deadline = setTimeout(() => {
        const { busy } = kiln.connections.counts;
        app.log.error(
          `shutdown timed out after ${config.shutdownTimeoutMs} ms with ${busy} requests still open; exiting`,
        );
        process.exit(1);
      }, config.shutdownTimeoutMs);
      deadline.unref();
      // New connections are refused from here; each open one closes after its answer, or once
      // quiet long enough that no request is likely on its way (src/http/server/connections.ts).
      kiln.connections
        .drain()
        .then(({ closedQuiet }) => {
          app.log.info(`${signal}: every connection closed (${closedQuiet} of them quiet)`);
          return app.close();
        })
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    };
    // With no delay, stop accepting before any answer with `Connection: close` can bring its
    // client back on a new connection.
    if (config.shutdownDelayMs > 0) setTimeout(drain, config.shutdownDelayMs);
    else drain();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
