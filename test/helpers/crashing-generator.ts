// A test-only generator that faults natively in its renderer, registered only by the test
// suite (the pool's extraGenerators): `segv` sends its own process SIGSEGV, `skia` makes Skia
// itself die on a font without a space (the bug of issue 35), `draw` draws a plain picture,
// `break` leaves its renderer unable to draw anything after (every later render throws),
// `flaky` faults in a renderer that has drawn with it before and draws in a fresh one.
// A renderer whose parent has made brokenStartMarker(parent pid) fails to start.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import type { Generator } from '../../src/art/kit/generator.js';
import type { Rendering } from '../../src/core/raster.js';

export interface CrashInput {
  readonly mode: 'segv' | 'skia' | 'draw' | 'break' | 'flaky';
  readonly text: string;
}

/** While this file exists, renderers started by process `parentPid` fail at start. */
export function brokenStartMarker(parentPid: number): string {
  return join(tmpdir(), `kiln-test-renderers-fail-to-start-${parentPid}`);
}

// Quietly: the pool sees a renderer that ended before it was ready.
if (existsSync(brokenStartMarker(process.ppid))) process.exit(70);

/** Set by `break`: this renderer draws nothing more. */
let broken = false;
/** Pictures this renderer drew with this generator. */
let drawn = 0;

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
    if (mode === 'break') broken = true;
    if (broken) throw new Error('test: this renderer no longer works');
    if (mode === 'segv') process.kill(process.pid, 'SIGSEGV');
    if (mode === 'flaky' && drawn > 0) process.kill(process.pid, 'SIGSEGV');
    drawn++;
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
