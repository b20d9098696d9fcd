// Assembles one Kiln instance: fastify with the HTTP contract, the render pool and pipeline,
// metrics, readiness and the route table. Used by the server, the CLI and the tests.
import { stat } from 'node:fs/promises';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import swagger from '@fastify/swagger';
import { openapiHeader } from './http/openapi/header.js';
import { completeDocument } from './http/openapi/responses.js';
import { registerApiReference } from './http/pages/api-reference.js';
import type { Config } from './config.js';
import { createRenderPool, type RenderPool } from './render/pool.js';
import { rendererEvents } from './ops/renderer-events.js';
import { RenderPipeline } from './render/pipeline.js';
import { Metrics } from './ops/metrics.js';
import { Readiness } from './ops/readiness.js';
import {
  applyContract,
  frameworkErrors,
  parseQueryString,
  requestId,
  requestIdFrom,
} from './http/contract/contract.js';
import { registerRoutes, type RouteDefinition } from './http/routing/route-kit.js';
import { FrontCache } from './http/server/front-cache.js';
import { AccessGate } from './http/access/gate.js';
import { createNodeServer } from './http/server/node-server.js';
import { boundSignedReplies } from './http/contract/signed-caching.js';
import { Connections } from './http/server/connections.js';
import { LazyValidators } from './http/routing/lazy-validators.js';
import { readingIntegers } from './http/routing/integer-params.js';
import { redisLimiters } from './http/access/rate-limits.js';
import { buildId } from './ops/build-id.js';
import { pino } from 'pino';
import { metaRoutes } from './http/routes/meta.js';
import { IMAGE_ROUTES } from './http/routes/image-routes.js';
import { COLOUR_ROUTES } from './http/routes/colour.js';
import { COMPOSED_ROUTES } from './http/routes/composed.js';
import { opsRoutes } from './http/routes/ops.js';
import { pictureRoutes } from './http/routes/pictures.js';
import { Collections } from './pictures/collections.js';
import { seedStarterSets } from './pictures/starter.js';
import { starterRenderer } from './render/starter-renderer.js';

export interface Kiln {
  readonly app: FastifyInstance;
  readonly pool: RenderPool;
  readonly readiness: Readiness;
  readonly routes: readonly RouteDefinition[];
  /** Resolves when the renderers are warm and the collections loaded (see /readyz). */
  readonly warm: Promise<void>;
  /** The listening server's connections, for a clean shutdown. */
  readonly connections: Connections;
  /** Route validators, compiled on first use; warm() compiles the rest (after readiness). */
  readonly validators: LazyValidators;
}

/** One access-log line per request, when it completes (not a second one when it arrives). */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      path: request.url.length > 300 ? `${request.url.slice(0, 300)}...` : request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request completed');
  }
}

const ANNOTATIONS = [
  'x-rule',
  'x-notation',
  'x-listed',
  'x-max-characters',
  'x-max-characters-together',
  'x-digits',
  'x-period',
];

/**
 * How often the collections' manifests are checked for changes made by `kiln pictures`: a
 * removed picture must stop being served within 5 s by every layer (DESIGN 2.4), the bundled
 * nginx's 3 s included. A stat of five files a second costs nothing.
 */
const PICTURES_WATCH_MS = 1000;

/**
 * Loads the picture collections, first drawing the starter set of any that does not exist yet.
 * A folder that cannot be read or written leaves the collections empty and readiness degraded:
 * the other endpoints are not held hostage by it.
 */
async function openCollections(
  collections: Collections,
  config: Config,
  pool: RenderPool,
  readiness: Readiness,
  log: FastifyBaseLogger,
): Promise<void> {
  // Drawing missing starter sets needs write access; a read-only folder (a Kubernetes claim
  // filled by a Job) still has to be loaded and watched, so pictures appear once it is filled.
  // A folder that does not exist is created, and said so: a mistyped PICTURES_DIR would
  // otherwise serve fresh starter sets instead of the operator's pictures without a word.
  const existed = await stat(config.picturesDir).then(
    () => true,
    () => false,
  );
  if (!existed) {
    log.warn(
      `pictures: PICTURES_DIR ${config.picturesDir} does not exist; creating it with the starter sets (check the path if your pictures are elsewhere)`,
    );
  }
  let seededAll = true;
  try {
    const seeded = await seedStarterSets(
      config.picturesDir,
      starterRenderer(pool),
      config.renderThreads,
    );
    if (seeded.length > 0) {
      log.info(`pictures: starter sets written for ${seeded.join(', ')} in ${config.picturesDir}`);
    }
  } catch (error) {
    seededAll = false;
    log.error({ err: error }, `pictures: could not write starter sets in ${config.picturesDir}`);
  }
  try {
    await collections.load();
    readiness.set('pictures', seededAll ? 'ok' : 'degraded');
  } catch (error) {
    log.error({ err: error }, `pictures: collections in ${config.picturesDir} unavailable`);
    readiness.set('pictures', 'degraded');
  }
  collections.watch(PICTURES_WATCH_MS);
}

/** What the test suite adds to an instance: routes of its own test-only generators. */
export interface KilnExtras {
  readonly routes?: readonly RouteDefinition[];
  /** The pool outlives the app (the test suite shares warm renderers between test files). */
  readonly keepPool?: boolean;
}

/** Builds an instance; `pool` may be passed when it was started earlier (see main.ts). */
export async function buildKiln(
  config: Config,
  pool: RenderPool = createRenderPool(config),
  extras: KilnExtras = {},
): Promise<Kiln> {
  const readiness = new Readiness();
  readiness.set('renderers', 'pending');
  readiness.set('pictures', 'pending');
  const log = pino({ level: config.logLevel, redact: ['req.headers.authorization'] });
  // The Redis client is only loaded when Redis is configured.
  const redis = config.redisUrl
    ? new (await import('./redis/connection.js')).RedisConnection(
        { url: config.redisUrl, commandTimeoutMs: config.redisTimeoutMs },
        log,
        readiness,
      )
    : null;
  const gate = new AccessGate(config, redis ? redisLimiters(redis) : undefined);
  const metrics = new Metrics();
  const shared = redis
    ? new (await import('./redis/render-store.js')).RedisRenderStore(
        redis,
        buildId(),
        config.redisCacheTtlSeconds,
        config.quarantineTtlSeconds,
      )
    : null;
  const pipeline = new RenderPipeline(
    pool,
    { cacheMaxBytes: config.cacheMaxBytes, quarantineSeconds: config.quarantineTtlSeconds },
    metrics,
    shared,
  );
  metrics.watch({
    queueDepth: () => pool.queueDepth,
    cachedBytes: () => pipeline.cachedBytes,
    renderers: () => pool.pids.length,
    rendersDropped: () => pool.dropped,
    quarantinedInputs: () => pipeline.quarantinedInputs,
  });
  if (redis) metrics.watchRedis(redis);
  // Once warm, readiness follows whether any renderer can render (they all fail to start).
  let renderersWarmed = false;
  pool.observe(
    rendererEvents(log, metrics, (canRender) => {
      if (renderersWarmed) readiness.set('renderers', canRender ? 'ok' : 'failed');
    }),
  );
  const collections = new Collections(config.picturesDir, { warn: (message) => log.warn(message) });
  // Renderers warm and collections load while the web stack below is assembled.
  const renderersWarm = pool.warmUp().then(
    () => {
      renderersWarmed = true;
      readiness.set('renderers', pool.canRender ? 'ok' : 'failed');
    },
    (error: unknown) => {
      readiness.set('renderers', 'failed');
      log.error({ err: error }, 'renderers failed to start');
    },
  );
  // Collections load meanwhile; drawing a missing starter set queues behind the warm-up.
  const collectionsOpen = openCollections(collections, config, pool, readiness, log);
  const warm = Promise.all([renderersWarm, collectionsOpen]).then(() => undefined);
  const logHits = ['info', 'debug', 'trace'].includes(config.logLevel);
  const connections = new Connections();
  const validators = new LazyValidators();
  const front =
    config.cacheMaxBytes > 0
      ? new FrontCache(config.cacheMaxBytes, config.publicBaseUrl === null, config.trustProxy, {
          requestId: requestIdFrom,
          recorder: (route, method, status) => {
            const record = metrics.requestRecorder(route, method, status);
            return (seconds, request) => {
              metrics.frontHit();
              record(seconds);
              if (logHits) {
                const line = {
                  method,
                  path: request.url?.slice(0, 300),
                  status,
                  ms: seconds * 1000,
                };
                log.info(line, 'request completed (response cache)');
              }
            };
          },
        })
      : null;

  // A changed collection: the response cache forgets its answers (files at every width, info,
  // seeded picks), so a removed picture is a 404 at once and an added one can be picked.
  collections.onChange((category) =>
    front?.forgetRoutes(new Set([`/${category}`, `/${category}/:file`, `/${category}/:file/info`])),
  );

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new AccessLog({ requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    routerOptions: {
      querystringParser: parseQueryString,
      ignoreTrailingSlash: true,
      maxParamLength: config.maxUrlLength,
    },
    frameworkErrors,
    // Our schemas are checked against the JSON Schema meta-schema by the tests
    // (test/http/route-schemas.test.ts), not at every start (~80 ms of it).
    ajv: { customOptions: { coerceTypes: false, keywords: ANNOTATIONS, validateSchema: false } },
    schemaController: {
      compilersFactory: { buildValidator: readingIntegers(validators.buildValidator) },
    },
    return503OnClosing: false,
    // The node:http server answers protocol errors itself (http/server/node-server.ts); fastify's
    // default handler would destroy the socket under that answer.
    clientErrorHandler: () => undefined,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    serverFactory: (handler) => {
      const server = createNodeServer(
        {
          config,
          gate,
          front,
          requestId,
          refused: (status) => metrics.request('before routing', 'GET', status, 0),
          hold: (resume) => connections.hold(resume),
        },
        handler,
      );
      connections.watch(server);
      return server;
    },
  });

  // The route table: filled below, read by the index and the OpenAPI document when asked.
  const routes: RouteDefinition[] = [];
  const table = () => routes;
  await app.register(swagger, {
    openapi: openapiHeader(config),
    transformObject: (document) =>
      'openapiObject' in document
        ? completeDocument(document.openapiObject as Record<string, unknown>, routes, config)
        : document.swaggerObject,
  });
  registerApiReference(app, config.apiKeys.length + config.apiKeysFromFile.length > 0);
  await applyContract(app);

  if (front) {
    app.addHook('onSend', (request, reply, payload, done) => {
      front.remember(
        request.raw,
        request.routeOptions.url ?? '',
        reply.statusCode,
        reply.getHeaders(),
        payload,
      );
      done(null, payload);
    });
  }

  // After the response cache's hook: it keeps the unsigned URL's headers, unbounded.
  if (config.urlSigningKeys.length > 0) boundSignedReplies(app, gate);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  routes.push(
    ...metaRoutes(config, table),
    ...COLOUR_ROUTES,
    ...COMPOSED_ROUTES,
    ...IMAGE_ROUTES,
    ...pictureRoutes(collections),
    ...opsRoutes({ app, metrics, readiness, config, collections }),
    ...(extras.routes ?? []),
  );
  registerRoutes(app, { config, pipeline, gate }, routes);

  app.addHook('onClose', async () => {
    readiness.markClosing();
    collections.close();
    if (!extras.keepPool) await pool.close();
    await redis?.close();
  });

  return { app, pool, readiness, routes, warm, connections, validators };
}
