// Operations endpoints: liveness, readiness, Prometheus metrics, the OpenAPI document, the
// interactive docs page and the gallery. None is listed in the `/` index.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Metrics } from '../../ops/metrics.js';
import type { Readiness } from '../../ops/readiness.js';
import { rawRoute, type RouteDefinition } from '../routing/route-kit.js';
import { galleryPage, gallerySections } from '../pages/gallery-page.js';
import { baseUrl } from '../contract/base-url.js';
import type { Config } from '../../config.js';
import type { Collections } from '../../pictures/collections.js';
import type { Category } from '../../core/categories.js';
import { jsonBytes } from '../contract/contract.js';
import { Exactly, jsonAnswer, textAnswer } from '../routing/route-answer.js';

const HealthAnswer = Exactly({ status: Type.Literal('ok') }, 'The process is up.');

const ReadyAnswer = Exactly(
  {
    status: Type.Union([
      Type.Literal('ready'),
      Type.Literal('degraded'),
      Type.Literal('not ready'),
    ]),
    checks: Type.Record(Type.String(), Type.String(), {
      description: 'Each part and its state: ok, pending, degraded or failed.',
    }),
  },
  'Ready (200), or not yet or no longer ready (503), with each check.',
);

const OpenapiAnswer = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { description: 'This document.' },
);

export interface OpsDeps {
  readonly app: FastifyInstance;
  readonly metrics: Metrics;
  readonly readiness: Readiness;
  readonly config: Config;
  readonly collections: Collections;
}

const json = 'application/json';

export function opsRoutes({
  app,
  metrics,
  readiness,
  config,
  collections,
}: OpsDeps): RouteDefinition[] {
  const keysOn = config.apiKeys.length + config.apiKeysFromFile.length > 0;
  const pictureFile = (category: Category) => collections.pick(category, 'gallery')?.file;
  let openapi: Buffer | null = null;
  return [
    rawRoute({
      path: '/healthz',
      summary: 'Liveness: the process is up and answering.',
      listed: false,
      answer: jsonAnswer(HealthAnswer, 'The process is up.', [], false, () => ({ status: 'ok' })),
      handle: (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(json)
          .send(jsonBytes({ status: 'ok' })),
    }),
    rawRoute({
      path: '/readyz',
      summary: 'Readiness: renderers warm (fonts and art loaded), dependencies reachable.',
      listed: false,
      answer: jsonAnswer(ReadyAnswer, 'Ready.', [503], false, () => ({
        status: 'ready',
        checks: { renderers: 'ok', pictures: 'ok' },
      })),
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
      answer: textAnswer('text/plain', 'Metrics in the Prometheus text format.'),
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
      answer: jsonAnswer(OpenapiAnswer, 'This document.', [], false, () => ({
        openapi: '3.1.0',
        info: { title: 'Kiln', version: '1' },
        paths: { '/true': { get: { operationId: 'getTrue' } } },
      })),
      handle: (_request, reply) => {
        openapi ??= jsonBytes(app.swagger());
        return reply.type(json).send(openapi);
      },
    }),
    rawRoute({
      path: '/gallery',
      summary: 'Example pictures of every endpoint, with URLs to copy.',
      listed: false,
      answer: textAnswer('text/html', 'The gallery page.'),
      handle: (request, reply) => {
        const html = galleryPage(baseUrl(request, config), gallerySections(pictureFile), keysOn);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    }),
  ];
}
