// The route schemas are valid JSON Schema (the server skips that check at start to be ready
// sooner, so it happens here), and route validators are compiled on first use or by warm().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { Kiln } from '../../src/app.js';
import { ManifestSchema } from '../../src/pictures/manifest.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln();
});
afterAll(async () => {
  await kiln.app.close();
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('route schemas', () => {
  it('are valid against the JSON Schema meta-schema, and so is the manifest schema', () => {
    const ajv = new Ajv({ strict: false });
    const schemas = kiln.routes.flatMap((route) =>
      [route.params, route.querystring]
        .filter((schema) => schema !== undefined)
        .map((schema) => [route.path, schema] as const),
    );
    expect(schemas.length).toBeGreaterThan(20);
    for (const [path, schema] of [...schemas, ['manifest', ManifestSchema] as const]) {
      expect(ajv.validateSchema(schema), `${path}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('compile on first use, and warm() compiles the rest', async () => {
    await kiln.app.ready();
    const before = kiln.validators.waiting;
    expect(before).toBeGreaterThan(20);
    const bad = await kiln.app.inject({ url: '/achievement?text=hi&width=5' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).description).toContain('width');
    expect(kiln.validators.waiting).toBeLessThan(before);
    kiln.validators.warm();
    for (let i = 0; i < before && kiln.validators.waiting > 0; i++) await flush();
    expect(kiln.validators.waiting).toBe(0);
    const good = await kiln.app.inject({ url: '/achievement?text=hi' });
    expect(good.statusCode).toBe(200);
  });
});
