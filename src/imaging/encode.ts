// Encoding: the only module that turns Rasters into image files. PNG, the default, is written
// in the calling thread (png.ts); JPEG, WebP, AVIF, GIF and resizing go through sharp, loaded
// on first use so a thread that only ever writes PNG at its drawn size never holds libvips.
import { outputSize, type Raster } from '../core/raster.js';
import type { ImageFormat } from './formats.js';
import { encodePng } from './png.js';
import { loadOnce } from '../runtime/load-once.js';

type Sharp = (typeof import('sharp'))['default'];

/**
 * sharp, loaded and configured once (libvips settings are process-wide); an import that failed
 * is tried again on the next use, not kept.
 */
export const loadSharp: () => Promise<Sharp> = loadOnce(() =>
  import('sharp').then(({ default: sharp }) => {
    // Renders already run one per renderer process; libvips' own thread pool on top would only
    // oversubscribe the cores, and its operation cache holds memory for inputs never seen again.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }),
);

/**
 * Encodes straight-alpha RGBA pixels, resized to `width` first when it differs from the
 * drawn width (Lanczos 3, alpha premultiplied while resampling). JPEG (no alpha) is
 * flattened onto white.
 */
export async function encode(raster: Raster, format: ImageFormat, width?: number): Promise<Buffer> {
  const size = outputSize(raster, width);
  const resize = size.width !== raster.width;
  if (format === 'png' && !resize) return encodePng(raster);
  const sharp = await loadSharp();
  const input = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  let image = sharp(input, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  if (resize) image = image.resize({ ...size, fit: 'fill', kernel: 'lanczos3' });
  switch (format) {
    case 'png': {
      const data = await image.ensureAlpha().raw().toBuffer();
      return encodePng({ ...size, data });
    }
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90, effort: 2 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 60, effort: 0 }).toBuffer();
    case 'gif':
      // A still picture as a one-frame GIF (routes whose pictures do not move; animations are
      // written by gif-writer.ts).
      return image.gif({ effort: 4, dither: 1 }).toBuffer();
  }
}
