// The service's own answers: the `/` index (generated from the route table) and `/true`.
import type { Config } from '../../config.js';
import { endpointNotation } from '../index-notation.js';
import { jsonRoute, type RouteDefinition } from '../route-kit.js';

export function metaRoutes(
  config: Config,
  table: () => readonly RouteDefinition[],
): RouteDefinition[] {
  let endpoints: string[] | null = null;
  return [
    jsonRoute({
      path: '/',
      summary: 'Index: every endpoint, the support address and client libraries.',
      listed: false,
      body: ({ baseUrl }) => {
        endpoints ??= table()
          .filter((route) => route.listed)
          .map(endpointNotation)
          .sort();
        return {
          value: {
            endpoints,
            support_server: config.supportServerUrl ?? `${baseUrl}/docs`,
            wrappers: { _info: config.wrappersInfo, ...config.wrappers },
          },
        };
      },
    }),
    jsonRoute({
      path: '/true',
      summary: 'The JSON value true, always: a cheap liveness check.',
      listed: true,
      example: '/true',
      body: () => ({ value: true }),
    }),
  ];
}
