// What `npm run bench` renders: one entry per generator and typical input. Later generators
// add their cases here. `input(i)` varies per iteration so nothing is memoised.
export interface RenderCase {
  readonly label: string;
  readonly generator: string;
  readonly input: (i: number) => unknown;
  /** The p50 target of render+encode, in ms. */
  readonly targetMs: number;
}

const colour = (i: number) => ({ r: (i * 37) & 255, g: (i * 91) & 255, b: (i * 53) & 255 });

export const RENDER_CASES: readonly RenderCase[] = [
  { label: 'swatch 256x256', generator: 'swatch', input: colour, targetMs: 3 },
  { label: 'gradient 1024x256', generator: 'gradient', input: colour, targetMs: 5 },
];
