// Encoding: the only module that writes PNG, JPEG and WebP, from Rasters through sharp.
// PNG zlib level 3: measured 35-60% faster than level 6 on the scenes for 10-15% more bytes
// (render+encode of a typical text scene within 5 ms); adaptive filtering costs 3x for no gain.
import sharp from 'sharp';
import type { Raster } from '../generators/types.js';
import type { ImageFormat } from './formats.js';

// Renders already run one per worker thread; libvips' own thread pool on top would only
// oversubscribe the cores, and its operation cache holds memory for inputs never seen again.
sharp.concurrency(1);
sharp.cache(false);

/** Encodes straight-alpha RGBA pixels; JPEG (no alpha) is flattened onto white. */
export async function encode(raster: Raster, format: ImageFormat): Promise<Buffer> {
  const input = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  const image = sharp(input, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90, effort: 2 }).toBuffer();
  }
}
