// Shared by the illustrated generators: fit and paint text over a scene's shared pixels, into
// one of its text areas (turned with the area when the area is rotated).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { areaCorners, scenePixels, SCENES, type SceneName, type TextArea } from './art/index.js';
import {
  fitTextOrThrow,
  textFitReport,
  warmUpText,
  type FitOptions,
  type FontSpec,
  type TextLayout,
} from '../../text/index.js';
import { boxAround, overlayFrame, type OverlayFrame } from '../../art/kit/overlay.js';
import { paintText, type HorizontalAlign, type VerticalAlign } from '../../text/paint.js';
import type { Generator } from '../../art/kit/generator.js';
import { atScale, drawingScale, frameSurface, toRaster } from '../../art/kit/surface.js';
import { drawScale } from '../../art/kit/target.js';
import type { TextFitReport } from '../../core/raster.js';
import type { Timeline } from '../../core/animation.js';
import { overStill, type FittedText, type SceneMotion } from './scene-motion.js';

/** How text is set in an area: the face, the size range and the colour and alignment. */
export interface AreaTextStyle {
  readonly font: FontSpec;
  readonly maxFontSize: number;
  readonly minFontSize: number;
  readonly lineHeight?: number;
  readonly maxLines?: number;
  /** Defaults to the area's own colour. */
  readonly color?: string;
  /** Defaults to the area's alignment; a left-aligned area sets right-to-left lines on the right. */
  readonly align?: HorizontalAlign;
  readonly verticalAlign?: VerticalAlign;
  /**
   * One line fewer for short text when it costs little size (FitOptions.preferFewerLines), so
   * a centred caption reads as a shape; every text's lines are evened out anyway.
   */
  readonly tidy?: boolean;
}

/** Room around the text areas for glyphs' antialiased edges. */
const OVERLAY_MARGIN = 2;

/**
 * Text for a scene is painted on the thread's transparent frame, cut to the bounding box of
 * `areas` (turned areas included), and laid over the scene's shared pixels in memory: the
 * scene is never drawn again, and only the box is read back from Skia. Drawn larger than its
 * own size (atScale), the scene is painted afresh at that size and the text over it.
 */
export function sceneOverlay(name: SceneName, areas: readonly TextArea[]): OverlayFrame {
  const { width, height } = SCENES[name];
  if (drawingScale() !== 1) {
    const surface = frameSurface(width, height);
    SCENES[name].paint(surface.ctx);
    return { ctx: surface.ctx, finish: () => toRaster(surface) };
  }
  const box = boxAround(areas.flatMap(areaCorners), OVERLAY_MARGIN, width, height);
  return overlayFrame(scenePixels(name), box);
}

function areaAlign(area: TextArea): HorizontalAlign {
  if (area.align === 'left') return 'start';
  if (area.align === 'right') return 'end';
  return 'center';
}

/**
 * Fits `text` into `area` (400 naming `parameter` when it cannot fit legibly), on one line
 * fewer when the style asks for it.
 */
export function fitInArea(
  text: string,
  area: TextArea,
  style: AreaTextStyle,
  parameter = 'text',
): TextLayout {
  const options: FitOptions = {
    font: style.font,
    maxWidth: area.width,
    maxHeight: area.height,
    maxFontSize: style.maxFontSize,
    minFontSize: style.minFontSize,
    lineHeight: style.lineHeight,
    maxLines: style.maxLines,
    preferFewerLines: style.tidy === true,
  };
  return fitTextOrThrow(text, options, parameter);
}

/** Paints a layout fitted to `area`, rotated about the area's centre when the area is turned. */
export function paintInArea(
  ctx: SKRSContext2D,
  layout: TextLayout,
  area: TextArea,
  style: AreaTextStyle,
): void {
  // A block centres on the area's middle (its surface's), as far as the area lets it move.
  const room = Math.max(0, (area.height - layout.height) / 2);
  const dy = Math.max(-room, Math.min(room, area.middle ?? 0));
  paintText(ctx, layout, {
    box: { x: area.x, y: area.y + dy, width: area.width, height: area.height },
    color: style.color ?? area.color ?? '#000000',
    align: style.align ?? areaAlign(area),
    verticalAlign: style.verticalAlign ?? 'middle',
    rotation: area.angle ? { angle: area.angle, originX: area.cx, originY: area.cy } : undefined,
  });
}

/** Fits `text` into `area` and paints it (fitInArea, then paintInArea). Returns the layout. */
export function paintTextInArea(
  ctx: SKRSContext2D,
  text: string,
  area: TextArea,
  style: AreaTextStyle,
  parameter = 'text',
): TextLayout {
  const layout = fitInArea(text, area, style, parameter);
  paintInArea(ctx, layout, area, style);
  return layout;
}

/** One X-Text-Fit report for several fitted texts: the smallest size, all lines, any shrink. */
export function combinedFitReport(layouts: readonly TextLayout[]): TextFitReport {
  return {
    fontSize: Math.min(...layouts.map((layout) => layout.fontSize)),
    lines: layouts.reduce((sum, layout) => sum + layout.lines.length, 0),
    shrunk: layouts.some((layout) => layout.shrunk),
  };
}

/**
 * Warms what every illustrated generator needs: the fonts. Each scene is painted by the first
 * picture that shows it (scenePixels, ~20-40 ms): a renderer holds only the scenes it is asked
 * for (one status class's scene is 1.9 MB), and no picture pays for nine scenes at once.
 */
export function warmUpIllustrated(): void {
  warmUpText();
}

/** The fitted texts of a text picture, by parameter. */
export type FittedTexts<K extends string> = Readonly<Record<K, FittedText>>;

/**
 * A generator that lays one text parameter into each named text area of a scene. The input
 * holds the (already normalised) texts by parameter name, e.g. `{ top, bottom }`. With a
 * `motion` (scene-motion.ts) and its timeline, the picture also moves.
 */
export function illustratedTextGenerator<K extends string>(
  name: string,
  scene: SceneName,
  styles: Readonly<Record<K, AreaTextStyle>>,
  motion?: { readonly timeline: Timeline; readonly scene: SceneMotion<FittedTexts<K>> },
): Generator<Readonly<Record<K, string>>> {
  const areas = SCENES[scene].textAreas as Readonly<Record<string, TextArea>>;
  const parameters = Object.keys(styles) as K[];
  for (const parameter of parameters) {
    if (!areas[parameter]) throw new Error(`scene ${scene} has no text area '${parameter}'`);
  }
  const overlayAreas = parameters.map((parameter) => areas[parameter] as TextArea);
  /** The still picture, and its texts as fitted for a motion to paint again. */
  const draw = (input: Readonly<Record<K, string>>) => {
    const overlay = sceneOverlay(scene, overlayAreas);
    const texts = {} as Record<K, FittedText>;
    for (const parameter of parameters) {
      const area = areas[parameter] as TextArea;
      const style = styles[parameter];
      const layout = paintTextInArea(overlay.ctx, input[parameter], area, style, parameter);
      texts[parameter] = { layout, area, paint: (ctx) => paintInArea(ctx, layout, area, style) };
    }
    const layouts = parameters.map((parameter) => texts[parameter].layout);
    const textFit =
      layouts.length === 1 ? textFitReport(layouts[0] as TextLayout) : combinedFitReport(layouts);
    return { still: { raster: overlay.finish(), textFit }, texts };
  };
  const size = SCENES[scene];
  return {
    name,
    warmUp: warmUpIllustrated,
    textStyles: styles,
    render: (input, target) => atScale(drawScale(size, target), () => draw(input).still),
    ...(motion && {
      motion: {
        timeline: motion.timeline,
        animate: (input) => {
          const { still, texts } = draw(input);
          return overStill(still, size, texts, motion.scene);
        },
      },
    }),
  };
}
