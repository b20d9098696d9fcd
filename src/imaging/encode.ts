// Encoding: the only module that turns Rasters into image files. PNG, the default, is written
// in the calling thread (png.ts); JPEG and WebP go through sharp, loaded on first use so a
// thread that only ever writes PNG never holds libvips.
import type { Raster } from '../generators/types.js';
import type { ImageFormat } from './formats.js';
import { encodePng } from './png.js';

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | undefined;

function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Renders already run one per worker thread; libvips' own thread pool on top would only
    // oversubscribe the cores, and its operation cache holds memory for inputs never seen again.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** Encodes straight-alpha RGBA pixels; JPEG (no alpha) is flattened onto white. */
export async function encode(raster: Raster, format: ImageFormat): Promise<Buffer> {
  if (format === 'png') return encodePng(raster);
  const sharp = await loadSharp();
  const input = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  const image = sharp(input, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  return format === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer()
    : image.webp({ quality: 90, effort: 2 }).toBuffer();
}
