// Fuzzed URLs for every route: each parameter gets values that fit its schema (texts from the
// whole code point space, within their limit, so they reach the shaper), edge values either
// side of each limit, and hostile ones.
import fc from 'fast-check';
import { EXTRA_NAMES, HOSTILE_FRAGMENTS, type ParamShape, type RouteShape } from './routes.js';
import { encodedText, nearLimit, percentEncode, textWithin } from './unicode.js';

const hostileFragment = fc.constantFrom(...HOSTILE_FRAGMENTS);

/** Raw URL text that no parameter expects: fragments, huge numbers, huge strings. */
const hostile = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(hostileFragment, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
  },
  { weight: 3, arbitrary: encodedText(40) },
  { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('', '%20', '%20%20', '%0A') },
  // Past MAX_URL_LENGTH (16 KiB) but small enough for the request to be sent whole.
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 40_000 }).map((n) => 'x'.repeat(n)) },
);

/** A value as a client may spell it: canonical percent-encoding, `+` for spaces, lower-case hex. */
const spelled = (values: fc.Arbitrary<string>) =>
  fc
    .tuple(values, fc.boolean(), fc.boolean())
    .map(([value, plus, lower]) => percentEncode(value, { plus, lower }));

/** An integer's minimum and maximum, else the first "lo..hi" or "from lo to hi" in its text. */
function rangeOf(param: ParamShape): [number, number] | null {
  const { minimum, maximum } = param.schema;
  if (minimum !== undefined && maximum !== undefined) return [minimum, maximum];
  const text = `${param.schema['x-rule'] ?? ''} ${param.description}`;
  const match = /(-?\d+)\s*(?:\.\.|to)\s*(-?\d+)/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Words listed in a description ("One of default, april, ..."). */
function listedWords(description: string): string[] {
  const list = /one of ([a-z0-9_, ]+)/i.exec(description)?.[1];
  return list ? list.split(/,\s*/).filter(Boolean) : [];
}

/** Values the parameter accepts (raw, before encoding). */
function validRaw(param: ParamShape): fc.Arbitrary<string> {
  const { schema } = param;
  const known = param.known.length > 0 ? [fc.constantFrom(...param.known)] : [];
  const characters = schema['x-max-characters'];
  if (characters !== undefined)
    return fc.oneof({ weight: 9, arbitrary: textWithin(characters) }, ...known);
  const options: fc.Arbitrary<string>[] = [...known];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  const words = listedWords(param.description);
  if (words.length > 0) options.push(fc.constantFrom(...words));
  if (schema.type === 'integer') {
    const [min, max] = rangeOf(param) ?? [-1e6, 1e6];
    options.push(fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(String));
  }
  if (schema.pattern) {
    const range = rangeOf(param);
    options.push(
      range
        ? fc.integer({ min: range[0], max: range[1] }).map(String)
        : fc.stringMatching(new RegExp(schema.pattern)),
    );
  }
  // Free text (seed): anything within its length.
  if (!schema.enum && !schema.pattern && schema.type !== 'integer' && words.length === 0) {
    options.push(textWithin(schema.maxLength ?? 64));
  }
  return fc.oneof(...options);
}

/** Each side of the bounds in a rule or description, and numbers no parser expects. */
function numericEdges(param: ParamShape): string[] {
  const edges = new Set(['0', '-0', '-1', '00', '2147483648', '9007199254740993', '1e2']);
  const range = rangeOf(param);
  for (const n of range ?? []) {
    for (const edge of [n - 1, n, n + 1]) edges.add(String(edge));
    edges.add(`0${n}`);
    edges.add(`+${n}`);
  }
  edges.add(String(2n ** 64n));
  edges.add(`-${'9'.repeat(40)}`);
  return [...edges];
}

/** Values at and past the parameter's limits (raw): lengths, cases, numbers, near misses. */
function edgeRaw(param: ParamShape): fc.Arbitrary<string> {
  const { schema } = param;
  const characters = schema['x-max-characters'];
  if (characters !== undefined) return nearLimit(characters);
  const options: fc.Arbitrary<string>[] = [];
  const variants = (values: readonly string[]) =>
    fc
      .constantFrom(...values)
      .chain((v) => fc.constantFrom(v.toUpperCase(), `${v} `, ` ${v}`, `${v}x`, v.slice(1), ''));
  if (schema.enum) options.push(variants(schema.enum));
  const words = listedWords(param.description);
  if (words.length > 0) options.push(variants(words));
  if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern)));
    if (/\[0-9\]/.test(schema.pattern)) options.push(fc.constantFrom(...numericEdges(param)));
  }
  if (schema.type === 'integer') options.push(fc.constantFrom(...numericEdges(param)));
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    const units = fc.constantFrom('a', '\u00e9', '\u{1F600}', '\u200B', 'e\u0301');
    options.push(
      fc.tuple(fc.constantFrom(max - 1, max, max + 1), units).map(([n, u]) => u.repeat(n)),
    );
  }
  if (options.length === 0) options.push(nearLimit(64));
  return fc.oneof(...options);
}

export const validValue = (param: ParamShape) => spelled(validRaw(param));

/** Anything for a parameter: valid, at an edge, or hostile. */
const anyValue = (param: ParamShape) =>
  fc.oneof(
    { weight: 2, arbitrary: validValue(param) },
    { weight: 2, arbitrary: spelled(edgeRaw(param)) },
    { weight: 1, arbitrary: hostile },
  );

/** `name=value`, or now and then a name with no `=` at all. */
const pair = (name: string, value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.nat(19)).map(([v, roll]) => (roll === 0 ? name : `${name}=${v}`));

/** A query whose every parameter is acceptable: the request reaches the generator. */
function validQuery(route: RouteShape): fc.Arbitrary<string[]> {
  const own = route.query.map((param) => {
    const entry = validValue(param).map((v) => `${param.name}=${v}`);
    // Optional ones (format, width, icon, seed) now and then: the text is what must vary, and a
    // large resize or an AVIF encode costs ten times the drawing.
    return param.required
      ? entry
      : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: entry });
  });
  const buster = fc.option(
    fc.nat().map((n) => `cachebust=${n}`),
    { nil: undefined, freq: 2 },
  );
  return fc
    .tuple(fc.tuple(...own), buster)
    .map(([mine, extra]) => [...mine, extra].filter((p): p is string => p !== undefined));
}

/** A query of edge and hostile values, unknown and prototype names, repeats. */
function anyQuery(route: RouteShape): fc.Arbitrary<string[]> {
  const own = route.query.map((param) =>
    fc.option(pair(param.name, anyValue(param)), {
      nil: undefined,
      freq: param.required ? 12 : 2,
    }),
  );
  const names = [...route.query.map((p) => p.name), ...EXTRA_NAMES];
  const extra = fc.array(
    fc.oneof(
      fc.constantFrom(...names).chain((name) => pair(name, hostile)),
      fc.tuple(encodedText(12), hostile).map(([name, value]) => `${name}=${value}`),
    ),
    { maxLength: 3 },
  );
  // One parameter many times: the first wins, and past MAX_QUERY_PARAMS the answer is a 400.
  const repeated = fc
    .tuple(fc.constantFrom(...names), hostileFragment, fc.integer({ min: 2, max: 3000 }))
    .map(([name, value, n]) => Array.from({ length: n }, () => `${name}=${value}`));
  const sometimesRepeated = fc.oneof(
    { weight: 29, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: repeated },
  );
  return fc
    .tuple(fc.tuple(...own), extra, sometimesRepeated, fc.boolean())
    .map(([mine, others, again, othersFirst]) => {
      const present = mine.filter((p): p is string => p !== undefined);
      return othersFirst ? [...again, ...others, ...present] : [...present, ...others, ...again];
    });
}

function urlOf(route: RouteShape, values: readonly string[], query: readonly string[]): string {
  let i = 0;
  const path = route.path.replace(/:[A-Za-z_]+/g, () => values[i++] ?? 'x');
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** A URL for one route: three in five fully valid (they render), the rest anything. */
export function routeUrl(route: RouteShape): fc.Arbitrary<string> {
  const segments = (value: (param: ParamShape) => fc.Arbitrary<string>) =>
    route.pathParams.length > 0
      ? fc.tuple(...route.pathParams.map(value))
      : fc.constant([] as string[]);
  const valid = fc.tuple(segments(validValue), validQuery(route));
  const any = fc.tuple(segments(anyValue), anyQuery(route));
  return fc
    .oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: any })
    .map(([values, query]) => urlOf(route, values, query));
}

/** A path no route declares, built of hostile fragments, with up to 80 hostile parameters. */
const strayUrl = fc
  .tuple(
    fc.array(fc.oneof(hostile, encodedText(12)), { minLength: 1, maxLength: 6 }),
    fc.array(fc.tuple(hostileFragment, fc.oneof(hostileFragment, encodedText(12))), {
      maxLength: 80,
    }),
  )
  .map(([parts, query]) => `/${parts.join('/')}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`);

/**
 * Any URL: a route picked by weight (text parameters weigh most, since text reaches the
 * shaper), or a stray path.
 */
export function anyUrl(routes: readonly RouteShape[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...routes.map((route) => {
      const texts = route.query.filter((p) => p.schema['x-max-characters'] !== undefined).length;
      return { weight: 2 + 6 * texts, arbitrary: routeUrl(route) };
    }),
    { weight: 4, arbitrary: strayUrl },
  );
}

/** The route a URL was generated for (for counting), or `stray`. */
export function routeOf(url: string, routes: readonly RouteShape[]): string {
  const parts = url.split('?')[0]!.split('/');
  const match = routes.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => p.startsWith(':') || p === parts[i])
    );
  });
  return match?.path ?? 'stray';
}
