// What every generator produces and every encoder consumes: RGBA pixels, and how the text in
// them was fitted (reported to clients as X-Text-Fit).
/** 8-bit RGBA pixels, straight (not premultiplied) alpha, row-major, no row padding. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
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
