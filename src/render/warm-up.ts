// A new renderer's warm-up, before the pool offers it a single render (seat.ts asks for it once
// per process: at start and after every replacement). Every face registered, then each
// generator's samples drawn and encoded through the renderer's own render path, across the
// scripts whose faces Skia parses on first use: its first burst costs what its hundredth does.
import { GENERATOR_NAMES, loadGenerator } from './registry.js';
import { registerEmojiFonts, warmUpText, WARM_UP_TEXTS } from '../text/index.js';
import type { RenderTask } from './task.js';

/**
 * Warms a renderer: `draw` is its render path (render, then encode as PNG), `collect` a full
 * collection, run last so the warm-up's dead canvases and pixels do not stay resident at idle.
 * JPEG, WebP, AVIF and resizing are not warmed: they load libvips, which a renderer that only
 * writes PNG at drawn size never holds (imaging/encode.ts).
 */
export async function warmUpRenderer(
  draw: (task: RenderTask) => Promise<unknown>,
  collect: () => void,
): Promise<void> {
  registerEmojiFonts();
  warmUpText();
  for (const name of GENERATOR_NAMES) {
    const generator = await loadGenerator(name);
    for (const input of generator?.samples?.(WARM_UP_TEXTS) ?? []) {
      await draw({ generator: name, input, format: 'png' });
    }
  }
  collect();
}
