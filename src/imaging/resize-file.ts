// A stored picture file at another width (aspect kept, same format, animation kept), for
// `/<category>/<name>?width=`. sharp loads on the first such request only, so a server whose
// clients never ask keeps libvips out of the HTTP thread.
import { InvalidInput } from '../core/errors.js';
import { loadSharp } from './encode.js';
import type { PictureFileFormat } from './picture-formats.js';

export async function resizePictureFile(
  bytes: Buffer,
  format: PictureFileFormat,
  width: number,
  maxPixels: number,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { animated: true }).metadata();
  const frames = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  const height = Math.max(1, Math.round((frameHeight * width) / meta.width));
  if (width * height * frames > maxPixels) {
    throw new InvalidInput(
      `The picture would be ${width}x${height}${frames > 1 ? ` x ${frames} frames` : ''}, more than the ${maxPixels} pixels allowed.`,
    );
  }
  const image = sharp(bytes, { animated: true }).resize({ width, kernel: 'lanczos3' });
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 88 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
  }
}
