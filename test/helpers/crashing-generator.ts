// A test-only generator that faults natively in its renderer, registered only by the test
// suite (the pool's extraGenerators): `segv` sends its own process SIGSEGV, `skia` makes Skia
// itself die on a font without a space (the bug of issue 35), `draw` draws a plain picture.
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import type { Generator } from '../../src/art/kit/generator.js';
import type { Rendering } from '../../src/core/raster.js';

export interface CrashInput {
  readonly mode: 'segv' | 'skia' | 'draw';
  readonly text: string;
}

/** Kiln's pixel digits as they were before their space was added: Skia crashes on them. */
const CRASHING_FONT = new URL('../fixtures/crashing-fonts/kiln-pixel-digits.otf', import.meta.url);

/** A 64x32 swatch whose colour follows the text, so different texts are different pictures. */
function draw(text: string): Rendering {
  const ctx = createCanvas(64, 32).getContext('2d');
  const hue = [...text].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % 360;
  ctx.fillStyle = `hsl(${hue}, 60%, 50%)`;
  ctx.fillRect(0, 0, 64, 32);
  return { raster: { width: 64, height: 32, data: ctx.getImageData(0, 0, 64, 32).data } };
}

const crashing: Generator<CrashInput> = {
  name: 'test-crash',
  render: ({ mode, text }) => {
    if (mode === 'segv') process.kill(process.pid, 'SIGSEGV');
    if (mode === 'skia') {
      GlobalFonts.registerFromPath(new URL(CRASHING_FONT).pathname, 'Kiln Test Crash');
      const ctx = createCanvas(1, 1).getContext('2d');
      ctx.font = '16px "Kiln Test Crash"';
      // A right-to-left mark between two letters, in a face with no space: Skia's ud2 trap.
      ctx.measureText(`a\u061Ca${text}`);
    }
    return draw(text);
  },
};

export default crashing;
