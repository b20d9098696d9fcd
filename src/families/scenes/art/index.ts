// The illustration kit: every scene by name, and its finished pixels, painted once per process
// (art/kit/shared-store.ts), so generators only lay their text over them, into its text areas.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { SharedPictures } from '../../../art/kit/shared-pictures.js';
import { toRaster } from '../../../art/kit/surface.js';
import { sharedRegion } from '../../../art/kit/shared-store.js';
import type { Raster } from '../../../core/raster.js';
import type { Scene } from './scene.js';
import {
  callingScene,
  drawDeskPhoneAt,
  drawPhoneCord,
  DESK_PHONE,
  paintCallingWithoutPhone,
} from './scenes/calling.js';
import { drawHeldBook, factsScene, paintFactsBackground } from './scenes/facts.js';
import {
  drawMascot,
  HTTP_SCENES,
  paintStatusScene,
  statusClassOf,
  STATUS_CLASSES,
  type MascotFrame,
  type StatusClass,
} from './scenes/http.js';
import { drawReaction, paintEmptyRow, panelScene, reactionCell } from './scenes/panel.js';
import {
  drawScrollAt,
  paintBeforeScroll,
  paintBehindScroll,
  SCROLL,
  scrollScene,
} from './scenes/scroll.js';

export type { Scene, TextArea } from './scene.js';
export { areaCorners } from './scene.js';
export { drawDeskPhoneAt, drawPhoneCord, DESK_PHONE, paintCallingWithoutPhone };
export { drawHeldBook, paintFactsBackground };
export { drawReaction, paintEmptyRow, reactionCell };
export { drawMascot, paintStatusScene, type MascotFrame };
export { drawScrollAt, paintBeforeScroll, paintBehindScroll, SCROLL };
export {
  callingScene,
  factsScene,
  panelScene,
  scrollScene,
  HTTP_SCENES,
  statusClassOf,
  STATUS_CLASSES,
};
export type { StatusClass };

export const SCENES = {
  calling: callingScene,
  facts: factsScene,
  panel_meme: panelScene,
  scroll: scrollScene,
  http_1xx: HTTP_SCENES['1xx'],
  http_2xx: HTTP_SCENES['2xx'],
  http_3xx: HTTP_SCENES['3xx'],
  http_4xx: HTTP_SCENES['4xx'],
  http_5xx: HTTP_SCENES['5xx'],
} as const satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];

/** The scene showing a status code's class mood: 404 -> 'http_4xx'. Throws outside 100..599. */
export function statusSceneName(code: number): SceneName {
  return `http_${statusClassOf(code)}`;
}

/** Paints a scene onto a fresh canvas of its size (a few ms; use scenePixels to reuse it). */
export function rasteriseScene(scene: Scene): Canvas {
  const canvas = createCanvas(scene.width, scene.height);
  scene.paint(canvas.getContext('2d'));
  return canvas;
}

let shared: SharedPictures<SceneName> | undefined;

/**
 * The scene's finished pixels, painted once per process (by whichever thread asks first) and
 * shared by every thread. Read-only.
 */
export function scenePixels(name: SceneName): Raster {
  shared ??= new SharedPictures(sharedRegion('scenes'), SCENES);
  return shared.get(name, () => {
    const canvas = rasteriseScene(SCENES[name]);
    return toRaster({ canvas, ctx: canvas.getContext('2d') });
  });
}
