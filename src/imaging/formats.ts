// The image formats Kiln answers with and their content types (no encoder here, so the HTTP
// thread can know formats without loading libvips).
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'avif', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Other names a client may ask by: `jpg` is `jpeg`. */
export const FORMAT_ALIASES: Readonly<Record<string, ImageFormat>> = { jpg: 'jpeg' };

/** The format a client's `format` value names (an alias or a format), png when absent. */
export function formatNamed(value: string | undefined): ImageFormat {
  if (value === undefined) return 'png';
  return FORMAT_ALIASES[value] ?? (value as ImageFormat);
}

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Formats that can hold an animation: GIF always animates, WebP when asked (`animate=1`). */
export const ANIMATED_FORMATS: readonly ImageFormat[] = ['gif', 'webp'];

/** Widths a client may ask a picture in (`width`); the height keeps the aspect ratio. */
export const OUTPUT_WIDTH = { min: 16, max: 2048 } as const;
