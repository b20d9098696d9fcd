// Every text parameter of every route names the limit its schema declares: one character over
// it, and far over it (past the raw-size guard, where the schema's own maxLength answers), get
// a 400 naming the parameter and that limit. /didyoumean once said "180 characters" (the raw
// guard) for a query limited to 45. Routes and limits come from the served /openapi.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteShapes, type RouteShape } from '../fuzz/routes.js';
import { listenKiln, type Listening } from '../helpers/listening.js';

let server: Listening;
let routes: RouteShape[];

beforeAll(async () => {
  server = await listenKiln();
  routes = await loadRouteShapes(server.base);
});
afterAll(() => server.close());

/** The route's URL with every other parameter at a value its document gives as valid. */
function urlWith(route: RouteShape, name: string, value: string): string {
  let path = route.path;
  for (const param of route.pathParams) path = path.replace(`:${param.name}`, param.known[0]!);
  const query = new URLSearchParams();
  for (const param of route.query) {
    if (param.name === name) query.set(name, value);
    else if (param.required) query.set(param.name, param.known[0] ?? 'ok');
  }
  return `${path}?${query.toString()}`;
}

describe('text limits', () => {
  it('each text parameter over its limit gets a 400 naming it and the schema limit', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const param of route.query) {
        const limit = param.schema['x-max-characters'];
        if (limit === undefined) continue;
        // Just over the limit, and past the raw guard (four UTF-16 units per character).
        for (const length of [limit + 1, limit * 4 + 1]) {
          const url = urlWith(route, param.name, 'a'.repeat(length));
          const answer = await fetch(`${server.base}${url}`);
          const body = (await answer.json()) as { description?: string };
          checked++;
          const said = body.description ?? '';
          if (
            answer.status !== 400 ||
            !said.includes(`'${param.name}'`) ||
            !said.includes(`at most ${limit} characters`)
          ) {
            failures.push(`${route.path} ${param.name} x${length}: ${answer.status} ${said}`);
          }
        }
      }
    }
    // Every text parameter: achievement, captcha, didyoumean (2), logo_two_part (2),
    // streetwear, calling, facts, scroll, panel_meme (2).
    expect(checked).toBeGreaterThanOrEqual(2 * 12);
    expect(failures).toEqual([]);
  });

  it('a text at its limit is not refused for its length', async () => {
    for (const route of routes) {
      for (const param of route.query) {
        const limit = param.schema['x-max-characters'];
        if (limit === undefined) continue;
        const answer = await fetch(
          `${server.base}${urlWith(route, param.name, 'a'.repeat(limit))}`,
        );
        const said =
          answer.status === 400 ? ((await answer.json()) as { description: string }) : null;
        // (Texts that share a limit may still be over it together: that is another rule.)
        expect(said?.description ?? '', `${route.path} ${param.name}`).not.toContain(
          `Parameter '${param.name}' must be at most`,
        );
        if (!said) await answer.arrayBuffer();
      }
    }
  });
});
