// Every route that renders a picture, and what one of them renders for a URL without HTTP:
// the route's own parameter handling, for benchmarks and tests that draw in-process.
import type { RouteDefinition } from '../route-kit.js';
import { readIntegers } from '../integer-params.js';
import { COLOUR_ROUTES } from './colour.js';
import { COMPOSED_ROUTES } from './composed.js';
import { ILLUSTRATED_ROUTES } from './illustrated.js';
import { TYPOGRAPHIC_ROUTES } from './typographic.js';

export const IMAGE_ROUTES: readonly RouteDefinition[] = [
  ...COLOUR_ROUTES,
  ...COMPOSED_ROUTES,
  ...ILLUSTRATED_ROUTES,
  ...TYPOGRAPHIC_ROUTES,
];

export type RenderRequest = ReturnType<NonNullable<RouteDefinition['renderRequest']>>;

/** What the route with pattern `route` (e.g. /http/:code) renders for `path` (with its query). */
export function renderRequestOf(route: string, path: string): RenderRequest {
  const definition = IMAGE_ROUTES.find((r) => r.path === route);
  if (!definition?.renderRequest) throw new Error(`no image route ${route}`);
  const url = new URL(path, 'http://kiln.invalid');
  const pattern = route.split('/');
  const segments = url.pathname.split('/');
  // Read as the server reads them: integer parameters become numbers before the route sees them.
  const params = readIntegers(
    definition.params,
    Object.fromEntries(
      pattern.flatMap((part, i) =>
        part.startsWith(':') ? [[part.slice(1), decodeURIComponent(segments[i]!)]] : [],
      ),
    ),
  );
  const query = readIntegers(definition.querystring, Object.fromEntries(url.searchParams));
  return definition.renderRequest({ params, query, baseUrl: url.origin });
}
