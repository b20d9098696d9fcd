// A stored collection file at another width (`/<category>/<file>?width=`), as a render task:
// resized in a renderer like any picture (queued, under the deadline, its faults contained),
// keyed and cached like any render. The HTTP process checks the name against the manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidInput } from '../core/errors.js';
import { isCategory, type Category } from '../core/categories.js';
import { isPictureFileName } from '../pictures/manifest.js';
import { collectionDir } from '../pictures/writer.js';
import { resizePictureFile } from '../imaging/resize-file.js';
import type { PictureFileFormat } from '../imaging/picture-formats.js';
import type { RenderTask } from './task.js';

/** The task's generator name: no generator of the catalogue has it. */
export const PICTURE_FILE = 'picture-file';

export interface PictureFileInput {
  readonly category: Category;
  /** A name listed in the collection's manifest (content-addressed). */
  readonly file: string;
}

/** The task resizing `file` of `category`, stored as `format`, to `width`. */
export function pictureFileTask(
  input: PictureFileInput,
  format: PictureFileFormat,
  width: number,
): RenderTask {
  return { generator: PICTURE_FILE, input, format, width };
}

/** In a renderer: reads the file from `picturesDir` and resizes it. */
export async function resizeStoredFile(
  task: RenderTask,
  picturesDir: string,
  maxOutputPixels: number,
): Promise<Buffer> {
  const { category, file } = task.input as PictureFileInput;
  // Checked again here: the name becomes a path.
  if (!isCategory(category) || !isPictureFileName(file, category) || task.width === undefined) {
    throw new Error(`not a stored picture: ${String(category)}/${String(file)}`);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(join(collectionDir(picturesDir, category), file));
  } catch {
    throw new InvalidInput(`There is no ${category} picture named ${file}.`);
  }
  return resizePictureFile(bytes, task.format as PictureFileFormat, task.width, maxOutputPixels);
}
