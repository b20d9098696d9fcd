// The part of opentype.js (which ships no types) that scripts/fonts and its test use.
declare module 'opentype.js' {
  namespace opentype {
    export class Path {
      moveTo(x: number, y: number): void;
      lineTo(x: number, y: number): void;
      closePath(): void;
      toPathData(decimalPlaces?: number): string;
    }
    export class Glyph {
      constructor(options: { name: string; unicode?: number; advanceWidth: number; path: Path });
      readonly name: string;
      readonly unicode: number | undefined;
      readonly advanceWidth: number | undefined;
      readonly path: Path;
    }
    export interface FontOptions {
      familyName: string;
      styleName: string;
      unitsPerEm: number;
      ascender: number;
      descender: number;
      weightClass?: number;
      italicAngle?: number;
      copyright?: string;
      license?: string;
      createdTimestamp?: number;
      glyphs: Glyph[];
      /** Values merged into the tables written (e.g. os2 metrics). */
      tables?: Record<string, Record<string, number | undefined>>;
    }
    export class Font {
      constructor(options: FontOptions);
      readonly unitsPerEm: number;
      readonly ascender: number;
      readonly descender: number;
      readonly glyphs: { readonly length: number; get(index: number): Glyph };
      readonly tables: Record<string, Record<string, number>>;
      charToGlyph(char: string): Glyph | undefined;
      toArrayBuffer(): ArrayBuffer;
    }
    export function parse(buffer: ArrayBuffer): Font;
    const opentype: {
      Path: typeof Path;
      Glyph: typeof Glyph;
      Font: typeof Font;
      parse: typeof parse;
    };
    export default opentype;
    export type { Font, Glyph, Path };
  }
  export default opentype;
}
