// Assembles one Kiln instance: fastify with the HTTP contract, the render pool and pipeline,
// metrics, readiness and the route table. Used by the server, the CLI and the tests.
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { Config } from './config.js';
import { RenderPool } from './render/pool.js';
import { RenderPipeline } from './render/pipeline.js';
import { Metrics } from './ops/metrics.js';
import { Readiness } from './ops/readiness.js';
import { applyContract, frameworkErrors, parseQueryString, requestId } from './http/contract.js';
import { registerRoutes, type RouteDefinition } from './http/route-kit.js';
import { COLOUR_ROUTES } from './http/routes/colour.js';
import { metaRoutes } from './http/routes/meta.js';
import { opsRoutes } from './http/routes/ops.js';

export interface Kiln {
  readonly app: FastifyInstance;
  readonly pool: RenderPool;
  readonly readiness: Readiness;
  readonly routes: readonly RouteDefinition[];
  /** Resolves when the render threads are warm (also reflected by /readyz). */
  readonly warm: Promise<void>;
}

const ANNOTATIONS = ['x-rule', 'x-notation', 'x-listed'];

export async function buildKiln(config: Config): Promise<Kiln> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
    },
    disableRequestLogging: true,
    genReqId: requestId,
    requestIdLogLabel: 'requestId',
    trustProxy: config.trustProxy,
    querystringParser: parseQueryString,
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: config.maxUrlLength,
    },
    frameworkErrors,
    ajv: { customOptions: { coerceTypes: false, keywords: ANNOTATIONS } },
    return503OnClosing: false,
  });

  const pool = new RenderPool({ threads: config.renderThreads, queueMax: config.renderQueueMax });
  const metrics: Metrics = new Metrics(
    () => pool.queueDepth,
    (): number => pipeline.cachedBytes,
  );
  const pipeline: RenderPipeline = new RenderPipeline(pool, config.cacheMaxBytes, metrics);
  const readiness = new Readiness();
  readiness.set('render_threads', 'pending');

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kiln',
        version: '1',
        description: 'Pictures and small JSON answers from a URL.',
      },
    },
  });
  await applyContract(app);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const routes: RouteDefinition[] = [];
  const table = () => routes;
  routes.push(
    ...metaRoutes(config, table),
    ...COLOUR_ROUTES,
    ...opsRoutes({ app, metrics, readiness, table }),
  );
  registerRoutes(app, { config, pipeline }, routes);

  app.addHook('onClose', async () => {
    readiness.markClosing();
    await pool.close();
  });

  const warm = pool.warmUp().then(
    () => readiness.set('render_threads', 'ok'),
    (error: unknown) => {
      readiness.set('render_threads', 'failed');
      app.log.error({ err: error }, 'render threads failed to start');
    },
  );
  return { app, pool, readiness, routes, warm };
}
