// What changed between two frames of an animation: the smallest rectangle holding every pixel
// that differs, and that rectangle's pixels copied out (what the animated encoders write).

/** A rectangle of a frame, in pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest rectangle holding both (either may be absent). */
export function unionRect(a: Rect | undefined, b: Rect | undefined): Rect | undefined {
  if (!a || !b) return a ?? b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The smallest rectangle holding every pixel where `previous` and `next` (RGBA frames of
 * `width` x `height`, as 32-bit words) differ; undefined when the frames are equal.
 */
export function changedRect(
  previous: Uint32Array,
  next: Uint32Array,
  width: number,
  height: number,
): Rect | undefined {
  const rowDiffers = (y: number) => {
    for (let i = y * width, end = i + width; i < end; i++) if (previous[i] !== next[i]) return true;
    return false;
  };
  let top = 0;
  while (top < height && !rowDiffers(top)) top++;
  if (top === height) return undefined;
  let bottom = height - 1;
  while (bottom > top && !rowDiffers(bottom)) bottom--;
  let left = width - 1;
  let right = 0;
  for (let y = top; y <= bottom; y++) {
    const row = y * width;
    for (let x = 0; x < left; x++) {
      if (previous[row + x] !== next[row + x]) {
        left = x;
        break;
      }
    }
    for (let x = width - 1; x > right; x--) {
      if (previous[row + x] !== next[row + x]) {
        right = x;
        break;
      }
    }
  }
  if (right < left) right = left;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** A pixel at least half opaque: GIF draws it (it has one bit of alpha). */
export const shown = (word: number) => word >>> 24 >= 128;

/**
 * `rect` of an RGBA frame of `width` pixels per row, copied out as straight RGBA (Skia keeps
 * premultiplied pixels, `premultiplied`; the encoders take straight ones). With `unchanged`,
 * the previous frame: pixels equal to it there are written fully transparent (0), so that a
 * GIF leaves them as they were; and the copy is abandoned (undefined) when a pixel shown there
 * is not shown in this frame, which a GIF cannot leave as it was.
 */
export function straightRect(
  frame: Uint8Array,
  width: number,
  rect: Rect,
  premultiplied: boolean,
  unchanged?: Uint32Array,
): Uint8Array | undefined {
  const out = new Uint8Array(rect.width * rect.height * 4);
  const words = wordsOf(frame);
  const outWords = new Uint32Array(out.buffer);
  let translucent = false;
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.y + y) * width + rect.x;
    const to = y * rect.width;
    if (!unchanged) {
      outWords.set(words.subarray(from, from + rect.width), to);
      translucent ||= premultiplied;
      continue;
    }
    for (let x = 0; x < rect.width; x++) {
      const word = words[from + x]!;
      const before = unchanged[from + x]!;
      if (word === before) continue; // left 0: transparent
      if (word >>> 24 !== 255) {
        if (shown(before) && !shown(word)) return undefined;
        translucent = true;
      }
      outWords[to + x] = word;
    }
  }
  if (premultiplied && translucent) unpremultiply(out);
  return out;
}

/** Straight alpha from premultiplied, in place (opaque and fully transparent pixels stay). */
export function unpremultiply(rgba: Uint8Array): void {
  for (let i = 3; i < rgba.length; i += 4) {
    const alpha = rgba[i]!;
    if (alpha === 255 || alpha === 0) continue;
    const scale = 255 / alpha;
    rgba[i - 3] = Math.min(255, Math.round(rgba[i - 3]! * scale));
    rgba[i - 2] = Math.min(255, Math.round(rgba[i - 2]! * scale));
    rgba[i - 1] = Math.min(255, Math.round(rgba[i - 1]! * scale));
  }
}

/** The pixels of an RGBA frame as 32-bit words (copied when not 4-byte aligned). */
export function wordsOf(rgba: Uint8Array): Uint32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 2);
}
