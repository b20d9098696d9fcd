// Operations endpoints: liveness, readiness, Prometheus metrics, the OpenAPI document, the
// interactive docs page and the gallery. None is listed in the `/` index.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../ops/metrics.js';
import type { Readiness } from '../../ops/readiness.js';
import { rawRoute, type RouteDefinition } from '../route-kit.js';
import { docsPage } from '../docs-page.js';
import { galleryPage, gallerySections } from '../gallery-page.js';
import { baseUrl } from '../base-url.js';
import type { Config } from '../../config.js';
import type { Collections } from '../../pictures/collections.js';
import type { Category } from '../../pictures/categories.js';
import { jsonBytes } from '../contract.js';

export interface OpsDeps {
  readonly app: FastifyInstance;
  readonly metrics: Metrics;
  readonly readiness: Readiness;
  readonly table: () => readonly RouteDefinition[];
  readonly config: Config;
  readonly collections: Collections;
}

const json = 'application/json';

export function opsRoutes({
  app,
  metrics,
  readiness,
  table,
  config,
  collections,
}: OpsDeps): RouteDefinition[] {
  const keysOn = config.apiKeys.length + config.apiKeysFromFile.length > 0;
  const pictureFile = (category: Category) => collections.pick(category, 'gallery')?.file;
  let page: string | null = null;
  let openapi: Buffer | null = null;
  return [
    rawRoute({
      path: '/healthz',
      summary: 'Liveness: the process is up and answering.',
      listed: false,
      handle: (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(json)
          .send(jsonBytes({ status: 'ok' })),
    }),
    rawRoute({
      path: '/readyz',
      summary: 'Readiness: render threads warm (fonts and art loaded), dependencies reachable.',
      listed: false,
      handle: (_request, reply) =>
        reply
          .code(readiness.ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .type(json)
          .send(jsonBytes(readiness.report())),
    }),
    rawRoute({
      path: '/metrics',
      summary: 'Prometheus metrics.',
      listed: false,
      handle: async (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(await metrics.registry.metrics()),
    }),
    rawRoute({
      path: '/openapi.json',
      summary: 'The OpenAPI 3 document, generated from the route schemas.',
      listed: false,
      handle: (_request, reply) => {
        openapi ??= jsonBytes(app.swagger());
        return reply.type(json).send(openapi);
      },
    }),
    rawRoute({
      path: '/gallery',
      summary: 'Example pictures of every endpoint, with URLs to copy.',
      listed: false,
      handle: (request, reply) => {
        const html = galleryPage(baseUrl(request, config), gallerySections(pictureFile), keysOn);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    }),
    rawRoute({
      path: '/docs',
      summary: 'Interactive documentation: every endpoint with a live preview and a try-it form.',
      listed: false,
      handle: (_request, reply) => {
        page ??= docsPage(table());
        return reply.type('text/html; charset=utf-8').send(page);
      },
    }),
  ];
}
