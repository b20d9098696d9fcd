// The typed catalogue: each generator is filed under its own name (the render threads look it
// up by the name a route gives), and a route cannot build the wrong input for its generator.
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../../src/families/catalogue.js';
import { imageRoute } from '../../src/http/route-kit.js';
import { GENERATOR_NAMES } from '../../src/render/registry.js';

describe('the generator catalogue', () => {
  it('files every generator under its own name, and the render threads know each one', () => {
    for (const [name, generator] of Object.entries(GENERATORS)) expect(generator.name).toBe(name);
    expect([...GENERATOR_NAMES].sort()).toEqual(Object.keys(GENERATORS).sort());
  });

  it('types each route input against its generator (checked by tsc)', () => {
    const route = imageRoute({
      path: '/wrong',
      summary: 'A route that builds a text for a generator that takes a colour.',
      listed: false,
      generator: 'swatch',
      // @ts-expect-error a swatch takes a colour {r, g, b}, not a text
      input: () => ({ input: { text: 'hello' } }),
    });
    expect(route.kind).toBe('image');
  });
});
