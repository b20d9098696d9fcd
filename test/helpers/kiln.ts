// Test helper: a Kiln instance with quiet logs, one renderer (the bundled one when the run built
// it) and the run's shared picture collections (test/setup/pictures.ts), ready to inject into.
// Tests of crash containment add a test-only generator (crashing-generator.ts) and its route.
import { inject } from 'vitest';
import { Type } from 'typebox';
import { loadConfig } from '../../src/config.js';
import { buildKiln, type Kiln } from '../../src/app.js';
import { createRenderPool, type RenderPool } from '../../src/render/pool.js';
import type { Config } from '../../src/config.js';
import { imageRoute } from '../../src/http/routing/route-kit.js';
import type { GeneratorName } from '../../src/families/catalogue.js';

export interface TestExtras {
  /** Adds the test-only generator `test-crash` and its route `/test/crash?mode=&text=`. */
  readonly crashRoute?: boolean;
  /** Renderers of its own, started for it (cold), not the worker's shared warm ones. */
  readonly freshRenderers?: boolean;
}

const CRASH_GENERATOR = new URL('./crashing-generator.ts', import.meta.url).href;

/** `/test/crash?mode=segv|skia|draw|break|flaky&text=`: the test-only generator that faults natively. */
export const crashRoute = imageRoute({
  path: '/test/crash',
  summary: 'Test only: a picture whose renderer faults natively.',
  listed: false,
  // The catalogue's types know only real generators; this one exists in the tests' renderers.
  generator: 'test-crash' as GeneratorName,
  querystring: Type.Object({
    mode: Type.Union([
      Type.Literal('segv'),
      Type.Literal('skia'),
      Type.Literal('draw'),
      Type.Literal('break'),
      Type.Literal('flaky'),
    ]),
    text: Type.String({ maxLength: 100 }),
  }),
  input: ({ query }) => ({ input: { mode: query.mode, text: query.text } as never }),
});

export async function startKiln(
  env: Record<string, string> = {},
  extras: TestExtras = {},
): Promise<Kiln> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RENDER_THREADS: '1',
    PUBLIC_BASE_URL: 'https://kiln.test',
    PICTURES_DIR: inject('picturesDir'),
    ...env,
  });
  // The renderer this run bundled (test/setup/build.ts) starts at a quarter of the CPU of its
  // sources under tsx; so does the crash generator compiled by test/setup/crash-generator.ts.
  const bundled = inject('bundledRenderer') as string | undefined;
  const entry = bundled === undefined ? undefined : new URL(bundled);
  if (extras.crashRoute || extras.freshRenderers) {
    // Crash tests kill and break renderers, cold-start tests need cold ones: a pool of their
    // own, closed with the app.
    const crashGenerator =
      (inject('bundledCrashGenerator') as string | undefined) ?? CRASH_GENERATOR;
    const extra = extras.crashRoute ? { 'test-crash': crashGenerator } : undefined;
    const pool = createRenderPool(config, extra, entry);
    const kiln = await buildKiln(config, pool, extras.crashRoute ? { routes: [crashRoute] } : {});
    await kiln.warm;
    return kiln;
  }
  const kiln = await buildKiln(config, sharedPool(config, entry), { keepPool: true });
  await kiln.warm;
  return kiln;
}

/**
 * Warm renderers shared by every instance of one pool configuration in this test worker: each
 * test file's instance would otherwise start its own renderers and paint and compile every
 * generator's art again (most of the suite's CPU). Renders are the same in a shared pool; only
 * the app's caches, limits and metrics are its own. They end with the worker.
 */
const sharedPools = new Map<string, RenderPool>();

function sharedPool(config: Config, entry: URL | undefined): RenderPool {
  const key = JSON.stringify([
    config.renderThreads,
    config.renderQueueMax,
    config.renderQueueStandingMs,
    config.renderQueueMaxWaitMs,
    config.renderDeadlineMs,
    config.maxOutputPixels,
    config.picturesDir,
    entry?.href,
  ]);
  let pool = sharedPools.get(key);
  if (!pool) {
    pool = createRenderPool(config, undefined, entry);
    sharedPools.set(key, pool);
  }
  return pool;
}
