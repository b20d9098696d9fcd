// `npm run build`: bundles the server, the renderer process and the CLI into dist/ with esbuild.
// One file per entry (plus shared chunks) instead of ~600 modules: a cold start reads and
// compiles far less (ready in about half the time). Native and worker-spawning packages stay
// in node_modules; type checking is `npm run typecheck`.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  // dist/renderer.js must sit beside the chunk holding render/pool.ts, which finds it by name.
  entryPoints: { main: 'src/main.ts', renderer: 'src/render/renderer-main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // Native code (Skia, libvips) and the Redis client (it reads files beside its own code) are
  // loaded from node_modules as usual.
  external: ['@napi-rs/canvas', 'sharp', 'ioredis', 'rate-limiter-flexible'],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as kilnCreateRequire } from 'node:module'; const require = kilnCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
