// The text engine's public surface: fonts, normalisation, wrapping, measuring and fitting.
// It measures and lays out text but never draws (drawing is text/paint.ts).
export { FAMILY, FONTS, FONT_FACES, REGISTERED_FAMILIES } from './font-catalog.js';
export type { FontFaceFile, FontName, FontSpec, FontStyle } from './font-catalog.js';
export {
  cssFont,
  fontKey,
  fontsReady,
  FontLoadError,
  registerEmojiFonts,
  registerFonts,
} from './fonts.js';
export { countCodePoints, isBlank, normaliseText } from './normalise.js';
export { detectDirection, type TextDirection } from './direction.js';
export { graphemes, splitIntoChunks } from './breaks.js';
export { breakLines, prepareText, wrapText } from './wrap.js';
export type { Measure, WrappedLine } from './wrap.js';
export {
  clearMeasureCache,
  measureWidth,
  REFERENCE_SIZE,
  referenceWidth,
  verticalMetrics,
  warmUpText,
} from './measure.js';
export { fitText, fitTextOrThrow, textFitReport } from './fit.js';
export type { FitOptions, FittedLine, TextLayout } from './fit.js';
