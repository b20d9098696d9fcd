// Types of the parts of gifenc (plain JavaScript) that Kiln uses: its quantiser and its
// encoder's frame writer (imaging/gif-palette.ts, imaging/gif-writer.ts).
declare module 'gifenc' {
  export type Palette = number[][];
  export interface FrameOptions {
    palette?: Palette;
    delay?: number;
    transparent?: boolean;
    transparentIndex?: number;
    repeat?: number;
    dispose?: number;
    first?: boolean;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    bytesView(): Uint8Array;
    readonly stream: { bytesView(): Uint8Array };
  }
  export interface Gifenc {
    quantize(
      rgba: Uint8Array | Uint8ClampedArray,
      maxColors: number,
      options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' },
    ): Palette;
    GIFEncoder(options?: { initialCapacity?: number; auto?: boolean }): Encoder;
  }
  export const quantize: Gifenc['quantize'] | undefined;
  const commonJs: Gifenc;
  export default commonJs;
}
