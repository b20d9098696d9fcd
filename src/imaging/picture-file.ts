// Picture files for the collections: checks that a file is a real PNG, JPEG, GIF or WebP within
// the size limits, decodes it completely, and re-encodes it in its own format without metadata
// (EXIF, XMP, IPTC: camera, owner, location), upright, so nothing private is ever served.
import sharp, { type Metadata } from 'sharp';
import { PICTURE_FILE_FORMATS, type PictureFileFormat } from './picture-formats.js';

export interface PictureLimits {
  /** Largest accepted width x height (x frames for animations). */
  readonly maxPixels: number;
  /** Largest accepted file, in bytes. */
  readonly maxBytes: number;
}

export interface PreparedPicture {
  readonly bytes: Buffer;
  readonly format: PictureFileFormat;
  readonly width: number;
  readonly height: number;
}

/** The file cannot go into a collection; the message says why, for the operator. */
export class RejectedPicture extends Error {}

const isFileFormat = (format: string | undefined): format is PictureFileFormat =>
  (PICTURE_FILE_FORMATS as readonly string[]).includes(format ?? '');

/** Validates and cleans one picture file; throws RejectedPicture with the reason. */
export async function preparePicture(
  input: Buffer,
  limits: PictureLimits,
): Promise<PreparedPicture> {
  if (input.byteLength > limits.maxBytes) {
    throw new RejectedPicture(
      `it is ${input.byteLength} bytes; the limit is ${limits.maxBytes} bytes`,
    );
  }
  let header: Metadata;
  try {
    // Reads only the header: a decompression bomb is refused before any pixel is decoded.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new RejectedPicture('it is not a PNG, JPEG, GIF or WebP image');
  }
  const { format } = header;
  if (!isFileFormat(format)) {
    throw new RejectedPicture(
      `it is ${format ?? 'an unknown'} image; only PNG, JPEG, GIF and WebP are accepted`,
    );
  }
  const width = header.width;
  const frameHeight = header.pageHeight ?? header.height;
  const frames = header.pages ?? 1;
  const animated = frames > 1;
  if (!(width > 0 && frameHeight > 0) || width * frameHeight * frames > limits.maxPixels) {
    throw new RejectedPicture(
      `it is ${width}x${frameHeight}${animated ? ` with ${frames} frames` : ''}, ` +
        `more than the ${limits.maxPixels} pixels allowed`,
    );
  }
  let pipeline = sharp(input, {
    animated,
    limitInputPixels: limits.maxPixels,
    // A truncated or corrupt file is refused instead of being stored half grey.
    failOn: 'truncated',
  });
  // Turns the pixels upright by their EXIF orientation before the tag is dropped.
  if (!animated) pipeline = pipeline.rotate();
  switch (format) {
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9, adaptiveFiltering: true, palette: false });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 92, mozjpeg: true });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 92 });
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const outHeight = animated ? (info.pageHeight ?? frameHeight) : info.height;
    return { bytes: data, format, width: info.width, height: outHeight };
  } catch (error) {
    throw new RejectedPicture(`it cannot be decoded (${(error as Error).message.split('\n')[0]})`);
  }
}
