// The server process (npm start): configuration from the environment, then serve. The render
// threads start first, so they load fonts and art while this thread loads the web stack.
import { configFromEnvironment } from './env.js';
import { createRenderPool } from './render/pool.js';

const config = configFromEnvironment();
const pool = createRenderPool(config);
const { serve } = await import('./server.js');
await serve(config, pool);
