// Text drawn black on white to compare glyphs by their ink, for the checks that glyphs read as
// what was typed (confusables, ligatures), and the text styles every generator declares.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { TextStyleRange } from '../../src/art/kit/generator.js';
import { loadAllGenerators } from '../../src/render/registry.js';

/** A white canvas room for `characters` characters at `size`, ready to draw black text on. */
export function inkCanvas(size: number, characters: number) {
  const width = Math.ceil(size * (characters + 2));
  const height = Math.ceil(size * 2);
  const ctx: SKRSContext2D = createCanvas(width, height).getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'alphabetic';
  return { ctx, pixels: () => ctx.getImageData(0, 0, width, height).data };
}

/** The ink that differs between two drawings at `size`, in per mille of the em square. */
export function differingInk(a: Uint8ClampedArray, b: Uint8ClampedArray, size: number): number {
  let ink = 0;
  for (let i = 0; i < a.length; i += 4) ink += Math.abs(a[i]! - b[i]!) / 255;
  return (1000 * ink) / (size * size);
}

/** Every generator's text styles: the face and sizes of each text it sets. */
export async function textStyles(): Promise<
  { route: string; part: string; style: TextStyleRange }[]
> {
  const styles: { route: string; part: string; style: TextStyleRange }[] = [];
  for (const generator of (await loadAllGenerators()).values()) {
    for (const [part, style] of Object.entries(generator.textStyles ?? {})) {
      styles.push({ route: generator.name, part, style });
    }
  }
  return styles;
}
