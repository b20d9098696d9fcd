// The endpoint notation of SPEC 4.1 derived from a route's schemas, so the `/` index cannot
// drift from the routes: `GET /achievement?text=text[&icon=int][&title=int]`.
import type { TObject } from 'typebox';
import type { RouteDefinition } from './route-kit.js';

interface Annotated {
  readonly 'x-notation'?: string;
  readonly 'x-listed'?: boolean;
}

function pathNotation(path: string, params: TObject | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const schema = params?.properties[name] as Annotated | undefined;
    return schema?.['x-notation'] === 'int' ? `<int:${name}>` : `<${name}>`;
  });
}

function queryNotation(query: TObject | undefined): string {
  if (!query) return '';
  const required = new Set(query.required ?? []);
  const shown = Object.entries(query.properties).filter(
    ([, schema]) => (schema as Annotated)['x-listed'] !== false,
  );
  const mandatory = shown.filter(([name]) => required.has(name));
  const optional = shown.filter(([name]) => !required.has(name));
  const kind = (schema: unknown) => (schema as Annotated)['x-notation'] ?? 'text';
  let text = mandatory
    .map(([name, schema], i) => `${i === 0 ? '?' : '&'}${name}=${kind(schema)}`)
    .join('');
  for (const [name, schema] of optional) {
    text += `[${text === '' ? '?' : '&'}${name}=${kind(schema)}]`;
  }
  return text;
}

export function endpointNotation(route: RouteDefinition): string {
  return `GET ${pathNotation(route.path, route.params)}${queryNotation(route.querystring)}`;
}
