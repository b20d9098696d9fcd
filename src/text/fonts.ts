// Registers the bundled font files with Skia (once per process, idempotent) and builds the
// CSS font strings the canvas understands. Font files come from npm packages in node_modules.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FACES, type FontFaceFile, type FontSpec } from './font-catalog.js';
import { unpackedFontFile } from './unpacked-font.js';

/** Thrown when a bundled font file is missing or Skia refuses it: the install is broken. */
export class FontLoadError extends Error {}

/**
 * Finds an installed package's directory the way Node resolves bare imports (walking up
 * node_modules folders), without going through `exports`, which hides font files.
 */
export function packageDir(pkg: string, fromDir = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new FontLoadError(`font package ${pkg} is not installed`);
  }
}

/** The repository's fonts/ folder (beside package.json), found the same way from src/ or dist/. */
function derivedFontsDir(fromDir = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'fonts');
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new FontLoadError('the fonts/ folder is missing');
  }
}

export function fontFilePath(face: FontFaceFile): string {
  const dir = face.pkg === undefined ? derivedFontsDir() : packageDir(face.pkg);
  return join(dir, face.file);
}

/** The file to register for `face`: its unpacked copy when it has one and it can be written. */
function registeredPath(face: FontFaceFile): string {
  if (face.unpack && face.pkg !== undefined) {
    try {
      return unpackedFontFile(join(packageDir(face.pkg), face.unpack.woff), face.unpack.leaveOut);
    } catch {
      // No writable temp folder (or no WOFF): the packaged file works, at more memory each.
    }
  }
  return fontFilePath(face);
}

/** True when Skia already knows this family in this weight and style. */
function alreadyKnown(face: FontFaceFile): boolean {
  const family = GlobalFonts.families.find((entry) => entry.family === face.family);
  return (
    family?.styles.some(
      (s) => s.weight === face.weight && (s.style === 'italic') === (face.style === 'italic'),
    ) ?? false
  );
}

/**
 * Registration is process-wide in Skia and each renderer is a process of one thread: a group
 * of faces is registered once, and a face another module already registered (a test's own
 * canvas, say) is not registered twice (twice the memory).
 */
type Group = 'eager' | 'emoji';
const doneHere = new Set<Group>();

function registerGroup(group: Group, faces: readonly FontFaceFile[]): void {
  if (doneHere.has(group)) return;
  for (const face of faces) {
    if (alreadyKnown(face)) continue;
    const path = registeredPath(face);
    if (!existsSync(path)) throw new FontLoadError(`font file missing: ${path}`);
    if (!GlobalFonts.registerFromPath(path, face.family)) {
      throw new FontLoadError(`Skia could not load font file ${path}`);
    }
  }
  doneHere.add(group);
}

/**
 * Registers every face that does not wait for its first use (about 25 ms). Safe to call many
 * times; render paths call it lazily through the measurer.
 */
export function registerFonts(): void {
  registerGroup(
    'eager',
    FONT_FACES.filter((face) => !face.onFirstUse),
  );
}

/**
 * Registers the colour emoji face, which only texts holding emoji need: called by the measurer
 * before it measures such a text. From the unpacked file a few ms, its pages shared by every
 * renderer; from the packaged WOFF2 (no writable temp folder) ~140 ms and ~50 MB per renderer.
 */
export function registerEmojiFonts(): void {
  registerFonts();
  registerGroup(
    'emoji',
    FONT_FACES.filter((face) => face.onFirstUse),
  );
}

/** Code points that only the colour emoji face draws as intended. */
const EMOJI_LIKE =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3\uFE0F\u{E0020}-\u{E007F}]/u;

/** True when `text` may need the colour emoji face (then registerEmojiFonts first). */
export function mayNeedEmoji(text: string): boolean {
  return EMOJI_LIKE.test(text);
}

/** True once every eager family is known to Skia (for a readiness check). */
export function fontsReady(): boolean {
  return (
    doneHere.has('eager') &&
    FONT_FACES.every((face) => face.onFirstUse || GlobalFonts.has(face.family))
  );
}

const quoted = (family: string): string => `"${family.replace(/["\\]/g, '')}"`;

/** The CSS `font` shorthand for `spec` at `sizePx`, e.g. `italic 900 48px "Kiln Logo", ...`. */
export function cssFont(spec: FontSpec, sizePx: number): string {
  const style = spec.style === 'italic' ? 'italic ' : '';
  return `${style}${spec.weight} ${sizePx}px ${spec.families.map(quoted).join(', ')}`;
}

const keys = new WeakMap<FontSpec, string>();
const ids = new Map<string, string>();

/**
 * A short stable key for caches: same families, weight and style give the same key. Short
 * ("f3"), since it prefixes every cached width (a whole family list per entry cost ~10 MB
 * per renderer once the width cache was full).
 */
export function fontKey(spec: FontSpec): string {
  let key = keys.get(spec);
  if (key === undefined) {
    const long = `${spec.style[0]}${spec.weight}:${spec.families.join(',')}`;
    key = ids.get(long);
    if (key === undefined) {
      key = `f${ids.size}`;
      ids.set(long, key);
    }
    keys.set(spec, key);
  }
  return key;
}
