// The server process (npm start): configuration from the environment, then serve. The render
// threads start first, so they load fonts and art while this thread loads the web stack.
// First, before anything else runs: see ops/tick-shape.ts and ops/marking.ts.
import './ops/tick-shape.js';
import './ops/marking.js';
import { enableCompileCache, flushCompileCache } from './runtime/compile-cache.js';

// Before the rest is imported, so that its code is cached too (runtime/compile-cache.ts).
enableCompileCache();
const [{ configFromEnvironment }, { createRenderPool }, { serverCommandLine }] = await Promise.all([
  import('./env.js'),
  import('./render/pool.js'),
  import('./cli/server-command-line.js'),
]);

// `npm start -- --port 8080`: the flags win over the environment; a wrong one stops here.
const config = configFromEnvironment({}, serverCommandLine(process.argv.slice(2)));
const pool = createRenderPool(config);
// Fonts and art load in the threads while this thread loads the web stack; a failure is
// reported by buildKiln, which waits on the same promise.
pool.warmUp().catch(() => undefined);
const { serve } = await import('./server.js');
await serve(config, pool);
flushCompileCache();
