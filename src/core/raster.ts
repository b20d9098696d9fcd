// What every generator produces and every encoder consumes: RGBA pixels, and how the text in
// them was fitted (reported to clients as X-Text-Fit); the size a picture is sent at, and the
// limit on it.
import { InvalidInput } from './errors.js';
/** 8-bit RGBA pixels, straight (not premultiplied) alpha, row-major, no row padding. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
  /**
   * Set when every row outside some bands is exactly that row of another raster (a shared
   * scene under a text overlay), so an encoder may reuse what it made of those rows before.
   */
  readonly sameRowsAs?: SameRows;
}

/** Rows [top, bottom) of a picture. */
export interface RowBand {
  readonly top: number;
  readonly bottom: number;
}

export interface SameRows {
  readonly raster: Raster;
  /** The rows that may differ from `raster`'s, top to bottom and apart; every other row is equal. */
  readonly bands: readonly RowBand[];
}

/** How a generator fitted its text; reported to clients as the X-Text-Fit header. */
export interface TextFitReport {
  readonly fontSize: number;
  readonly lines: number;
  readonly shrunk: boolean;
}

export interface Rendering {
  readonly raster: Raster;
  readonly textFit?: TextFitReport;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size a picture drawn at `drawn` is sent at when a client asks for `width` (aspect kept). */
export function outputSize(drawn: Size, width?: number): Size {
  if (width === undefined || width === drawn.width) {
    return { width: drawn.width, height: drawn.height };
  }
  return { width, height: Math.max(1, Math.round((drawn.height * width) / drawn.width)) };
}

/** A 400 unless a `size` picture (times `frames`) stays within `maxPixels`. */
export function assertPixelsWithin(size: Size, maxPixels: number, frames = 1): void {
  if (size.width * size.height * frames > maxPixels) {
    throw new InvalidInput(
      `The picture would be ${size.width}x${size.height}, more than the ${maxPixels} pixels allowed.`,
    );
  }
}
