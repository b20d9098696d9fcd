// The service's own answers: the `/` index (generated from the route table) and `/true`.
import type { Config } from '../../config.js';
import { endpointNotation } from '../routing/index-notation.js';
import { jsonRoute, type RouteDefinition } from '../routing/route-kit.js';
import { Exactly, Url } from '../routing/route-answer.js';
import { Type } from 'typebox';

const IndexAnswer = Exactly(
  {
    endpoints: Type.Array(Type.String(), {
      description: 'Every endpoint, as `/path/<param>` with its query parameters.',
    }),
    support_server: Url('Where to get help.'),
    wrappers: Type.Record(Type.String(), Type.String(), {
      description: 'Client libraries by language, and `_info` about them.',
    }),
  },
  'The endpoints, the support address and client libraries.',
);

export function metaRoutes(
  config: Config,
  table: () => readonly RouteDefinition[],
): RouteDefinition[] {
  let endpoints: string[] | null = null;
  const index = (baseUrl: string) => {
    endpoints ??= table()
      .filter((route) => route.listed)
      .map(endpointNotation)
      .sort();
    return {
      endpoints,
      support_server: config.supportServerUrl ?? `${baseUrl}/docs`,
      wrappers: { _info: config.wrappersInfo, ...config.wrappers },
    };
  };
  return [
    jsonRoute({
      path: '/',
      summary: 'Index: every endpoint, the support address and client libraries.',
      listed: false,
      returns: IndexAnswer,
      body: ({ baseUrl }) => ({ value: index(baseUrl) }),
      sample: index,
    }),
    jsonRoute({
      path: '/true',
      summary: 'The JSON value true, always: a cheap liveness check.',
      listed: true,
      example: '/true',
      returns: Type.Literal(true, { description: 'Always true.' }),
      body: () => ({ value: true as const }),
      sample: () => true as const,
    }),
  ];
}
