// The validated input of the colour generators: one 8-bit sRGB colour.
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}
