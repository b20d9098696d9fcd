// The illustration kit: every scene by name, and a cache that rasterises each scene once so
// generators only composite the finished picture and lay their text into its text areas.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Scene } from './scene.js';
import { callingScene } from './scenes/calling.js';
import { factsScene } from './scenes/facts.js';
import { HTTP_SCENES, statusClassOf, STATUS_CLASSES, type StatusClass } from './scenes/http.js';
import { panelScene } from './scenes/panel.js';
import { scrollScene } from './scenes/scroll.js';

export type { Scene, TextArea } from './scene.js';
export { areaCorners } from './scene.js';
export {
  callingScene,
  factsScene,
  panelScene,
  scrollScene,
  HTTP_SCENES,
  statusClassOf,
  STATUS_CLASSES,
  type StatusClass,
};

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

/** Paints a scene onto a fresh canvas of its size. */
export function rasteriseScene(scene: Scene): Canvas {
  const canvas = createCanvas(scene.width, scene.height);
  scene.paint(canvas.getContext('2d'));
  return canvas;
}

const rasterised = new Map<SceneName, Canvas>();

/** The scene's picture, painted on first use and then shared: draw it with ctx.drawImage. */
export function getSceneImage(name: SceneName): Canvas {
  let canvas = rasterised.get(name);
  if (!canvas) {
    canvas = rasteriseScene(SCENES[name]);
    rasterised.set(name, canvas);
  }
  return canvas;
}

/** Rasterises every scene now (for a worker's warm-up), so no request pays for it. */
export function warmUpScenes(): void {
  for (const name of Object.keys(SCENES) as SceneName[]) getSceneImage(name);
}
