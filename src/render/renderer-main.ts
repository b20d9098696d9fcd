// A renderer process (started and supervised by the render pool, renderer.ts): runs one
// generator at a time and encodes its pixels, answering over a Unix socket. A native fault in
// Skia or libvips ends only this process and the render it was drawing.
import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RendererReply, RendererRequest, RenderTask } from './task.js';
import type { Generator } from '../art/kit/generator.js';
import { enableCompileCache, flushCompileCache } from '../runtime/compile-cache.js';

// Before Kiln's own modules load, so that their code is cached too (runtime/compile-cache.ts).
enableCompileCache();
const [
  { loadGenerator, registerGenerator },
  { encode },
  { outputSize, assertPixelsWithin },
  { drawAnimation },
  { strongEtag },
  { InvalidInput },
  { registerFonts, warmUpText },
  {
    BufferGarbage,
    minorCollection,
    majorCollection,
    IdleCollection,
    retirement,
    retirementBounds,
    RetirementCheck,
    FRAME_COLLECT_BYTES,
  },
  { FrameReader, frameBytes },
  { PICTURE_FILE, resizeStoredFile },
] = await Promise.all([
  import('./registry.js'),
  import('../imaging/encode.js'),
  import('../core/raster.js'),
  import('./animation.js'),
  import('./etag.js'),
  import('../core/errors.js'),
  import('../text/index.js'),
  import('./garbage.js'),
  import('./renderer-protocol.js'),
  import('./picture-file-task.js'),
]);

/** What the pool starts a renderer with (argv[2], JSON). */
export interface RendererOptions {
  readonly socketPath: string;
  readonly maxOutputPixels: number;
  /** The picture collections, whose files resize tasks read (picture-file-task.ts). */
  readonly picturesDir: string;
  /** Test-only generators: name -> module URL whose default export is the generator. */
  readonly extraGenerators: Readonly<Record<string, string>>;
}

const options = JSON.parse(process.argv[2] ?? '{}') as RendererOptions;
// What `ps` shows an operator: one line per renderer, beside the server's own.
process.title = 'kiln-renderer';

/**
 * The pool's process ended (even by SIGKILL): its IPC channel closes, and this one ends too.
 * If that happened before the pool connected, the pool could not remove the socket's
 * directory, so this does (after a connection it is already gone).
 */
function poolGone(): never {
  rmSync(dirname(options.socketPath), { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', poolGone);
const collect = minorCollection();
const garbage = new BufferGarbage(collect);
/** An animation's frames, collected while it draws them (FRAME_COLLECT_BYTES apart). */
const frameGarbage = new BufferGarbage(collect, FRAME_COLLECT_BYTES);
const collectAll = majorCollection();
/** Set once warm (warmUp): what this renderer may hold before it asks to be replaced. */
let retireBounds = retirementBounds(process.memoryUsage.rss());
const fullCollections = new IdleCollection(collectAll);
const retireCheck = new RetirementCheck();

/** A render's answer, and the bytes it drew (pixels read back and the picture encoded). */
interface Rendered {
  readonly reply: RendererReply;
  readonly body: Buffer;
  readonly drawn: number;
}

async function render(task: RenderTask): Promise<Rendered> {
  if (task.generator === PICTURE_FILE) {
    const started = performance.now();
    const body = await resizeStoredFile(task, options.picturesDir, options.maxOutputPixels);
    const renderMs = performance.now() - started;
    garbage.add(body.byteLength);
    const reply = { id: 0, ok: true, etag: strongEtag(body), renderMs, textFit: null } as const;
    return { reply, body, drawn: body.byteLength };
  }
  const generator = await loadGenerator(task.generator);
  if (!generator) throw new Error(`unknown generator ${task.generator}`);
  const started = performance.now();
  if (task.frames !== undefined && generator.motion) {
    const animated = await drawAnimation(generator, task, options.maxOutputPixels, undefined, (b) =>
      frameGarbage.addNow(b),
    );
    const { body, textFit } = animated;
    const renderMs = performance.now() - started;
    const drawnBytes = animated.drawnBytes + body.byteLength;
    garbage.add(drawnBytes);
    const reply = { id: 0, ok: true, etag: strongEtag(body), renderMs, textFit } as const;
    return { reply, body, drawn: drawnBytes };
  }
  // Wider than its own size, a picture is drawn at the width asked (kit/target.ts); the
  // generator refuses a picture over the pixel limit before drawing it.
  const maxPixels = options.maxOutputPixels;
  const rendering = generator.render(task.input, { width: task.width, maxPixels });
  const drawn = rendering.raster;
  const { width } = outputSize(drawn, task.width);
  assertPixelsWithin(drawn, maxPixels, task.width);
  const body = await encode(drawn, task.format, width);
  const renderMs = performance.now() - started;
  const drawnBytes = drawn.data.byteLength + body.byteLength;
  garbage.add(drawnBytes);
  const textFit = rendering.textFit ?? null;
  const reply = { id: 0, ok: true, etag: strongEtag(body), renderMs, textFit } as const;
  return { reply, body, drawn: drawnBytes };
}

/**
 * Readiness: fonts registered and the faces of Latin text parsed. Each generator paints its
 * art on its first picture in this renderer (registry.ts): a renderer never holds the art of
 * pictures it is not asked for (the scenes alone are ~45 MB while painted, ~18 MB kept).
 */
function warmUp(): void {
  registerFonts();
  warmUpText();
  retireBounds = retirementBounds(process.memoryUsage.rss());
}

async function answer(request: RendererRequest): Promise<{ reply: RendererReply; body?: Buffer }> {
  const { id } = request;
  try {
    if ('warmUp' in request) {
      warmUp();
      // Ready: what start-up compiled is written now, not only at a clean exit.
      flushCompileCache();
      return { reply: { id, ok: 'warm' } };
    }
    const { reply, body, drawn } = await render(request);
    // Memory a full collection cannot give back: this renderer asks to be replaced.
    const retire = retireCheck.due(drawn) ? retirement(collectAll, retireBounds) : undefined;
    return { reply: { ...reply, ...(retire ? { retire } : {}), id }, body };
  } catch (error) {
    if (error instanceof InvalidInput)
      return { reply: { id, ok: false, invalidInput: error.message } };
    return { reply: { id, ok: 'failed', error: String((error as Error)?.stack ?? error) } };
  }
}

function serve(socket: Socket): void {
  let queue = Promise.resolve();
  const reader = new FrameReader(
    (length) => Buffer.allocUnsafe(length),
    (header) => {
      const request = JSON.parse(header) as RendererRequest;
      // One render at a time, in order: the pool never sends a second before the first's answer.
      queue = queue.then(async () => {
        fullCollections.rendering();
        const { reply, body } = await answer(request);
        socket.cork();
        for (const bytes of frameBytes(JSON.stringify(reply), body)) socket.write(bytes);
        socket.uncork();
        // After the answer is on its way: an animation's dead canvases now, the rest when idle.
        fullCollections.rendered('frames' in request && request.frames !== undefined);
      });
    },
  );
  socket.on('data', (chunk) => reader.push(chunk));
  // The pool closed the socket, or is gone: nothing left to do.
  socket.on('close', () => process.exit(0));
  socket.on('error', () => process.exit(0));
}

for (const [name, url] of Object.entries(options.extraGenerators ?? {})) {
  const module = (await import(url)) as { default: Generator<unknown> };
  registerGenerator(name, module.default);
}
const server = createServer((socket) => {
  server.close(); // one connection, the pool's
  serve(socket);
});
// With a callback, a pool that is already gone is an error here, not an unhandled 'error'.
server.listen(options.socketPath, () =>
  process.send?.('listening', undefined, undefined, (error) => {
    if (error) poolGone();
  }),
);
