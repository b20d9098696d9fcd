// A drawing context that records where text lands: every fillText/strokeText call's ink box,
// in output pixels (the current transform applied), and its effective font size. Everything
// else is passed to the real context unchanged.
import type { SKRSContext2D } from '@napi-rs/canvas';

export interface TextBox {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The font size times the transform's scale: the size the reader sees. */
  readonly pixelSize: number;
}

/** A layer painted earlier (an animation's base) and the text boxes it holds, in its own pixels. */
export interface Layer {
  readonly canvas: unknown;
  readonly boxes: readonly TextBox[];
}

/**
 * `ctx` wrapped so that each text call adds its box to `boxes`; drawing `layer` onto it adds
 * the layer's boxes where that drawImage puts them.
 */
export function recordingText(ctx: SKRSContext2D, boxes: TextBox[], layer?: Layer): SKRSContext2D {
  const place = (dx: number, dy: number, sx: number, sy: number) => {
    const t = ctx.getTransform();
    const at = (u: number, v: number) => {
      const x = dx + u * sx;
      const y = dy + v * sy;
      return [t.a * x + t.c * y + t.e, t.b * x + t.d * y + t.f] as const;
    };
    const scale = Math.sqrt(Math.abs((t.a * t.d - t.b * t.c) * sx * sy));
    for (const box of layer!.boxes) {
      const corners = [
        at(box.left, box.top),
        at(box.right, box.top),
        at(box.left, box.bottom),
        at(box.right, box.bottom),
      ];
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      boxes.push({
        text: box.text,
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
        pixelSize: box.pixelSize * scale,
      });
    }
  };
  const record = (text: string, x: number, y: number) => {
    const m = ctx.measureText(text);
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? NaN);
    // Horizontally from the advance and the alignment: Skia's actualBoundingBoxLeft/Right are
    // nonsense for right-to-left runs (e.g. 99922 for a 76 px wide Arabic word).
    const start = ctx.direction === 'rtl' ? x - m.width : x;
    const left = {
      left: x,
      right: x - m.width,
      center: x - m.width / 2,
      start,
      end: ctx.direction === 'rtl' ? x : x - m.width,
    }[ctx.textAlign];
    const sane = (v: number, fallback: number) => (Math.abs(v) < size * 4 ? v : fallback);
    const ascent = sane(m.actualBoundingBoxAscent, m.fontBoundingBoxAscent);
    const descent = sane(m.actualBoundingBoxDescent, m.fontBoundingBoxDescent);
    const t = ctx.getTransform();
    const corners = [
      [left, y - ascent],
      [left + m.width, y - ascent],
      [left, y + descent],
      [left + m.width, y + descent],
    ].map(([u, v]) => [t.a * u! + t.c * v! + t.e, t.b * u! + t.d * v! + t.f] as const);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    boxes.push({
      text,
      left: Math.min(...xs),
      top: Math.min(...ys),
      right: Math.max(...xs),
      bottom: Math.max(...ys),
      pixelSize: size * Math.sqrt(Math.abs(t.a * t.d - t.b * t.c)),
    });
  };
  return new Proxy(ctx, {
    get(target, key) {
      if (key === 'fillText' || key === 'strokeText') {
        return (text: string, x: number, y: number, maxWidth?: number) => {
          if (text.trim() !== '') record(text, x, y);
          const draw = target[key].bind(target);
          if (maxWidth === undefined) draw(text, x, y);
          else draw(text, x, y, maxWidth);
        };
      }
      if (key === 'drawImage' && layer) {
        return (image: unknown, ...args: number[]) => {
          if (image === layer.canvas) {
            const { width, height } = image as { width: number; height: number };
            if (args.length === 2) place(args[0]!, args[1]!, 1, 1);
            else if (args.length === 4)
              place(args[0]!, args[1]!, args[2]! / width, args[3]! / height);
            else throw new Error('recordingText: drawImage of a layer with a source rectangle');
          }
          (target.drawImage as (...a: unknown[]) => void).call(target, image, ...args);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
    set(target, key, value) {
      return Reflect.set(target, key, value, target);
    },
  });
}
