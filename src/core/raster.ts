// What every generator produces and every encoder consumes: RGBA pixels, and how the text in
// them was fitted (reported to clients as X-Text-Fit).
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
