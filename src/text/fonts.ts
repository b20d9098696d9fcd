// Registers the bundled font files with Skia (once per process, idempotent) and builds the
// CSS font strings the canvas understands. Font files come from npm packages in node_modules.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import {
  FONT_FACES,
  REGISTERED_FAMILIES,
  type FontFaceFile,
  type FontSpec,
} from './font-catalog.js';

/** Thrown when a bundled font file is missing or Skia refuses it: the install is broken. */
export class FontLoadError extends Error {}

let registered = false;

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

export function fontFilePath(face: FontFaceFile): string {
  return join(packageDir(face.pkg), face.file);
}

/** True when Skia already knows this family in this weight and style (another thread may have registered it). */
function alreadyKnown(face: FontFaceFile): boolean {
  const family = GlobalFonts.families.find((entry) => entry.family === face.family);
  return (
    family?.styles.some(
      (s) => s.weight === face.weight && (s.style === 'italic') === (face.style === 'italic'),
    ) ?? false
  );
}

/**
 * Registers every bundled face under its Kiln alias. Safe to call many times: only the first
 * call does work (about 10-30 ms); render paths call it lazily through the measurer.
 */
export function registerFonts(): void {
  if (registered) return;
  for (const face of FONT_FACES) {
    if (alreadyKnown(face)) continue;
    const path = fontFilePath(face);
    if (!existsSync(path)) throw new FontLoadError(`font file missing: ${path}`);
    if (!GlobalFonts.registerFromPath(path, face.family)) {
      throw new FontLoadError(`Skia could not load font file ${path}`);
    }
  }
  registered = true;
}

/** True once every catalogued family is known to Skia (for a readiness check). */
export function fontsReady(): boolean {
  return registered && REGISTERED_FAMILIES.every((family) => GlobalFonts.has(family));
}

const quoted = (family: string): string => `"${family.replace(/["\\]/g, '')}"`;

/** The CSS `font` shorthand for `spec` at `sizePx`, e.g. `italic 900 48px "Kiln Logo", ...`. */
export function cssFont(spec: FontSpec, sizePx: number): string {
  const style = spec.style === 'italic' ? 'italic ' : '';
  return `${style}${spec.weight} ${sizePx}px ${spec.families.map(quoted).join(', ')}`;
}

const keys = new WeakMap<FontSpec, string>();

/** A short stable key for caches: same families, weight and style give the same key. */
export function fontKey(spec: FontSpec): string {
  let key = keys.get(spec);
  if (key === undefined) {
    key = `${spec.style[0]}${spec.weight}:${spec.families.join(',')}`;
    keys.set(spec, key);
  }
  return key;
}
