// What a scene is: a fixed-size illustration painted once, plus the clean areas where a
// generator lays its text (axis-aligned, or rotated about a centre for tilted paper).
import type { Ctx } from '../../../art/kit/draw.js';

/**
 * A text area in image pixels. `x, y, width, height` is the box before rotation; when `angle`
 * is set, the box is rotated by `angle` radians (clockwise, as `ctx.rotate`) about its centre
 * `cx, cy`, so a generator does `translate(cx, cy); rotate(angle)` and lays text in
 * `[-width/2, width/2] x [-height/2, height/2]`. `cx, cy` are always filled in.
 */
export interface TextArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly cx: number;
  readonly cy: number;
  readonly angle?: number;
  readonly align?: 'left' | 'center' | 'right';
  /** The text colour that reads best on this area. */
  readonly color?: string;
  /**
   * How far below the area's centre (along its own axis) a text block is centred: the middle
   * of the surface the text is written on, where the area keeps clear of something on one
   * side (the thumbs on the facts page). A block is moved only as far as the area allows.
   */
  readonly middle?: number;
}

export interface Scene {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Paints everything but the text. Deterministic; safe to call on any 2D context. */
  readonly paint: (ctx: Ctx) => void;
  readonly textAreas: Readonly<Record<string, TextArea>>;
}

type AreaStyle = Pick<TextArea, 'align' | 'color' | 'middle'>;

/** An axis-aligned text area. */
export function box(
  x: number,
  y: number,
  width: number,
  height: number,
  style: AreaStyle = {},
): TextArea {
  return { x, y, width, height, cx: x + width / 2, cy: y + height / 2, ...style };
}

/** A box in a frame's own space: its centre and size, before the frame's turn. */
interface FrameBox {
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A text area laid out on something drawn turned (a book, a scroll): `inner` is in the space of
 * a frame whose origin is at (x, y) in the image, turned by `degrees` clockwise. The area's
 * centre is carried into image pixels and the area turns with the frame.
 */
export function turnedBox(
  x: number,
  y: number,
  degrees: number,
  inner: FrameBox,
  style: AreaStyle = {},
): TextArea {
  const a = (degrees * Math.PI) / 180;
  const { cx: ix, cy: iy, width, height } = inner;
  const cx = x + ix * Math.cos(a) - iy * Math.sin(a);
  const cy = y + ix * Math.sin(a) + iy * Math.cos(a);
  return {
    x: cx - width / 2,
    y: cy - height / 2,
    width,
    height,
    cx,
    cy,
    angle: a,
    ...style,
  };
}

/** The four corners of an area in image pixels, after rotation. */
export function areaCorners(area: TextArea): { x: number; y: number }[] {
  const a = area.angle ?? 0;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx = 0, sy = 0]) => {
    const dx = (sx * area.width) / 2;
    const dy = (sy * area.height) / 2;
    return { x: area.cx + dx * cos - dy * sin, y: area.cy + dx * sin + dy * cos };
  });
}
