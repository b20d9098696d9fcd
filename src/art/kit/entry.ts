// A generator's entry in the catalogue: everything about it but its drawing, as data. Its
// routes (paths, parameter schemas, and how validated parameters become its input: the HTTP
// layer turns them into routes), its timeline when it moves, and its sample pictures (which
// /gallery, /docs, the goldens, the motion tests, the bench and `npm run gallery` iterate).
// The drawing itself is loaded by `load`, only where pictures are drawn.
import type { Static, TObject } from 'typebox';
import type { Timeline } from '../../core/animation.js';
import type { Generator } from './generator.js';

/** What a route's parameters are once validated: path parameters, query, the server's URL. */
export interface RouteArgs<P extends TObject, Q extends TObject> {
  readonly params: Static<P>;
  readonly query: Static<Q>;
  readonly baseUrl: string;
}

/** One route that draws the generator, as data. */
export interface GeneratorRoute<Input> {
  /** Path pattern, e.g. /color/image/:hex. */
  readonly path: string;
  readonly summary: string;
  readonly params?: TObject;
  readonly querystring?: TObject;
  /** A URL that shows the route in action (the index, /docs, the document's examples). */
  readonly example: string;
  /** Its input from validated parameters; `random` marks a no-store answer. */
  readonly input: (args: RouteArgs<TObject, TObject>) => {
    readonly input: Input;
    readonly random?: boolean;
  };
}

/** A route of typed parameters, as the catalogue keeps it. */
export function generatorRoute<Input, P extends TObject, Q extends TObject>(route: {
  readonly path: string;
  readonly summary: string;
  readonly params?: P;
  readonly querystring?: Q;
  readonly example: string;
  readonly input: (args: RouteArgs<P, Q>) => { readonly input: Input; readonly random?: boolean };
}): GeneratorRoute<Input> {
  return route as unknown as GeneratorRoute<Input>;
}

/** Sample pictures of a generator, as URLs of its routes. */
export interface GeneratorSamples {
  /**
   * The picture for a sample text, for the generators clients send text to: the URL with the
   * text in its text parameters (split between them or cut to their limits as they need).
   */
  readonly text?: (text: string) => string;
  /** Pictures beyond the sample texts (or instead of them), by a short label. */
  readonly pictures?: Readonly<Record<string, string>>;
  /** The picture that shows its motion best: the animated example of /gallery and /docs. */
  readonly moving?: string;
}

/** A generator's entry; its name is its key in the catalogue (families/catalogue.ts). */
export interface GeneratorEntry<Input> {
  /** Its family: its routes' section of the OpenAPI document and /docs (e.g. Text pictures). */
  readonly tag: string;
  readonly routes: readonly GeneratorRoute<Input>[];
  /** How it moves (absent: it only draws stills); its drawing must then have a motion. */
  readonly timeline?: Timeline;
  readonly samples: GeneratorSamples;
  /** Its drawing code, loaded where pictures are drawn (never by the HTTP process). */
  readonly load: () => Promise<Generator<Input>>;
}

/** Does `url` (a path, maybe with a query) match the route pattern `path` (e.g. /http/:code)? */
export function matchesRoute(path: string, url: string): boolean {
  const pattern = path.split('/');
  const segments = new URL(url, 'http://kiln.invalid').pathname.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}
