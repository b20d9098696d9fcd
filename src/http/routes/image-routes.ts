// Every route that renders a picture: the catalogue's routes (families/catalogue.ts, declared
// as data in each generator's folder) made into routes. And what one of them renders for a URL
// without HTTP: the route's own parameter handling, for benchmarks and tests that draw
// in-process.
import type { TObject } from 'typebox';
import { imageRoute, type ImageRouteSpec, type RouteDefinition } from '../routing/route-kit.js';
import { readIntegers } from '../routing/integer-params.js';
import { ENTRIES, type CatalogueName } from '../../families/catalogue.js';
import { matchesRoute } from '../../art/kit/entry.js';

export const IMAGE_ROUTES: readonly RouteDefinition[] = ENTRIES.flatMap(([generator, entry]) =>
  entry.routes.map((route) =>
    // Each entry's routes build its generator's input (typed where the entry is declared).
    imageRoute({ ...route, listed: true, tag: entry.tag, generator } as ImageRouteSpec<
      TObject,
      TObject,
      CatalogueName
    >),
  ),
);

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

/** What the image route that `path` (with its query) is a URL of renders for it. */
export function renderRequestFor(path: string): RenderRequest {
  const route = IMAGE_ROUTES.find((r) => matchesRoute(r.path, path));
  if (!route) throw new Error(`no image route draws ${path}`);
  return renderRequestOf(route.path, path);
}
