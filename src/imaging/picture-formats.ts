// The file formats a picture collection may hold, their content types and file extensions
// (no decoder here, so the HTTP thread can serve files without loading libvips).
export const PICTURE_FILE_FORMATS = ['png', 'jpeg', 'gif', 'webp'] as const;
export type PictureFileFormat = (typeof PICTURE_FILE_FORMATS)[number];

export const PICTURE_CONTENT_TYPES: Readonly<Record<PictureFileFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const PICTURE_EXTENSIONS: Readonly<Record<PictureFileFormat, string>> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
};

/** The format of a stored file's content type; undefined for one Kiln does not store. */
export function pictureFormatOf(contentType: string): PictureFileFormat | undefined {
  return PICTURE_FILE_FORMATS.find((format) => PICTURE_CONTENT_TYPES[format] === contentType);
}
