// Records an animation as it is drawn, keeping only what moves: the first frame whole, then
// each frame's changed rectangle (a frame equal to the one before only lengthens it). The
// frames themselves are not kept: a render holds one frame and the previous one at a time.
import { changedRect, shown, straightRect, unionRect, wordsOf, type Rect } from './frame-diff.js';
import { writeGif, type GifFrame } from './gif-writer.js';
import { evenRect, writeWebp, type WebpMode } from './webp-writer.js';
import { distinctColours } from './gif-palette.js';

/**
 * An animated WebP is lossless when its first frame (the still) has at most this many colours:
 * flat typographic art, where lossless measured smaller than lossy (and lossy fringes red on
 * white and blurs pixel fonts); painted scenes are smaller lossy (docs/DECISIONS.md).
 */
const LOSSLESS_MOST_COLOURS = 3000;

export type AnimatedFormat = 'gif' | 'webp';

interface Recorded {
  rect: Rect;
  pixels: Uint8Array;
  delayMs: number;
  clearAfter: boolean;
}

export class FrameRecorder {
  private readonly frames: Recorded[] = [];
  private previous: Uint32Array | undefined;
  private first: { words: Uint32Array; premultiplied: boolean } | undefined;
  /** Pixels recorded so far: the first frame and every changed rectangle. */
  pixels = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly format: AnimatedFormat,
  ) {}

  /** The first frame's pixels as added (to add again as the last). */
  get firstFrame(): { data: Uint8Array; premultiplied: boolean } | undefined {
    const first = this.first;
    return (
      first && { data: new Uint8Array(first.words.buffer), premultiplied: first.premultiplied }
    );
  }

  /** What was recorded: each frame's rectangle, pixels and delay (for the benchmark). */
  get recorded(): readonly GifFrame[] {
    return this.frames;
  }

  /** Frames recorded (equal frames merged). */
  get count(): number {
    return this.frames.length;
  }

  /**
   * Adds the next frame: `rgba` (read now; the caller may reuse it), premultiplied as Skia
   * keeps it or straight, the same for every frame of an animation.
   */
  add(rgba: Uint8Array, delayMs: number, premultiplied: boolean): void {
    const { width, height } = this;
    const words = wordsOf(rgba);
    const previous = this.previous;
    if (!previous) {
      const rect = { x: 0, y: 0, width, height };
      this.push({ rect, pixels: this.copy(rgba, rect, premultiplied), delayMs });
      this.first = { words: words.slice(), premultiplied };
      this.previous = words.slice();
      return;
    }
    const changed = changedRect(previous, words, width, height);
    if (!changed) {
      this.frames.at(-1)!.delayMs += delayMs;
      return;
    }
    if (this.format === 'webp') {
      // The rectangle replaces what was there, transparent pixels included.
      const rect = evenRect(changed);
      this.push({ rect, pixels: this.copy(rgba, rect, premultiplied), delayMs });
    } else {
      // Pixels as they were are left transparent: the GIF keeps them, and LZW packs the runs.
      const pixels = straightRect(rgba, width, changed, premultiplied, previous);
      if (pixels) {
        this.push({ rect: changed, pixels, delayMs });
      } else {
        // A GIF frame cannot make a pixel transparent over the one before: the frame before
        // clears its rectangle when it ends, and this one paints all of both.
        const before = this.frames.at(-1)!;
        before.clearAfter = true;
        const rect = unionRect(changed, before.rect)!;
        this.push({ rect, pixels: this.copy(rgba, rect, premultiplied), delayMs });
      }
    }
    previous.set(words);
  }

  /** How a WebP of these frames is compressed: see LOSSLESS_MOST_COLOURS. */
  get webpMode(): WebpMode {
    const first = this.frames[0];
    if (!first) return 'lossy';
    const colours = distinctColours(first.pixels, LOSSLESS_MOST_COLOURS);
    return colours <= LOSSLESS_MOST_COLOURS ? 'lossless' : 'lossy';
  }

  /** The animation, looping for ever (a WebP compressed as `webpMode` says, or as given). */
  async encode(webpMode: WebpMode = this.webpMode): Promise<Buffer> {
    if (this.format === 'webp') return writeWebp(this.frames, this.width, this.height, webpMode);
    // Back to the first frame, which is whole: clear first when it has transparent pixels
    // where the last frame has none.
    if (
      this.previous &&
      turnsTransparent(this.previous, this.first!.words, this.width, this.whole)
    ) {
      this.frames.at(-1)!.clearAfter = true;
    }
    return writeGif(this.frames as GifFrame[], this.width, this.height);
  }

  private get whole(): Rect {
    return { x: 0, y: 0, width: this.width, height: this.height };
  }

  private copy(rgba: Uint8Array, rect: Rect, premultiplied: boolean): Uint8Array {
    return straightRect(rgba, this.width, rect, premultiplied)!;
  }

  private push(frame: Omit<Recorded, 'clearAfter'>): void {
    this.frames.push({ ...frame, clearAfter: false });
    this.pixels += frame.rect.width * frame.rect.height;
  }
}

/** True when a pixel of `rect` is shown in `previous` and not in `next`. */
function turnsTransparent(
  previous: Uint32Array,
  next: Uint32Array,
  width: number,
  rect: Rect,
): boolean {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
      if (shown(previous[i]!) && !shown(next[i]!)) return true;
    }
  }
  return false;
}
