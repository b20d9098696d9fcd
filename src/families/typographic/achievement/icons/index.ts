// The 45 achievement icons (DESIGN 2.2): names, cached RGBA pixels and crisp drawing on a
// @napi-rs/canvas context. The art itself is palette-indexed data in the sibling modules.
import { PALETTE } from './palette.js';
import { ICON_SIZE, type IconArt } from './types.js';
import { BLOCK_ICONS } from './blocks.js';
import { MATERIAL_ICONS } from './materials.js';
import { EVERYDAY_ICONS } from './everyday.js';
import { TOOL_ICONS } from './tools.js';
import { CREATURE_ICONS } from './creatures.js';
import { ARMOUR_ICONS } from './armour.js';

export { ICON_SIZE, type IconArt } from './types.js';
export { PALETTE, OUTLINE, type PaletteColour } from './palette.js';

export const ICON_COUNT = 45;

/** The names DESIGN 2.2 gives the icons, in number order; the art must carry the same names. */
const NAMES: readonly string[] = [
  'Grass block',
  'Diamond',
  'Diamond sword',
  'Creeper',
  'Pig',
  'TNT',
  'Cookie',
  'Heart',
  'Bed',
  'Cake',
  'Sign',
  'Rail',
  'Crafting bench',
  'Redstone',
  'Fire',
  'Cobweb',
  'Chest',
  'Furnace',
  'Book',
  'Stone block',
  'Wooden plank block',
  'Iron ingot',
  'Gold ingot',
  'Wooden door',
  'Iron Door',
  'Diamond chestplate',
  'Flint and steel',
  'Glass bottle',
  'Splash potion',
  'Creeper spawnegg',
  'Coal',
  'Iron sword',
  'Bow',
  'Arrow',
  'Iron chestplate',
  'Bucket',
  'Bucket with water',
  'Bucket with lava',
  'Bucket with milk',
  'Diamond boots',
  'Wooden hoe',
  'Bread',
  'Wooden sword',
  'Bone',
  'Oak log',
];

/** All icons in number order: ICONS[n - 1] is icon n. */
export const ICONS: readonly IconArt[] = (() => {
  const all = [
    ...BLOCK_ICONS,
    ...MATERIAL_ICONS,
    ...EVERYDAY_ICONS,
    ...TOOL_ICONS,
    ...CREATURE_ICONS,
    ...ARMOUR_ICONS,
  ];
  const byNumber: IconArt[] = [];
  for (const icon of all) {
    if (byNumber[icon.n - 1]) throw new Error(`achievement icon ${icon.n} defined twice`);
    if (NAMES[icon.n - 1] !== icon.name) throw new Error(`achievement icon ${icon.n} misnamed`);
    byNumber[icon.n - 1] = icon;
  }
  for (let n = 1; n <= ICON_COUNT; n++) {
    if (!byNumber[n - 1]) throw new Error(`achievement icon ${n} is missing`);
  }
  return byNumber;
})();

function iconArt(n: number): IconArt {
  if (!Number.isInteger(n) || n < 1 || n > ICON_COUNT) {
    throw new RangeError(`achievement icon must be an integer 1..${ICON_COUNT}, got ${n}`);
  }
  return ICONS[n - 1]!;
}

/** The icon's name as DESIGN 2.2 lists it, e.g. iconName(2) === 'Diamond'. */
export function iconName(n: number): string {
  return iconArt(n).name;
}

export interface IconPixels {
  readonly size: 16;
  /** Straight-alpha RGBA, row-major, 16 * 16 * 4 bytes. Shared: do not modify. */
  readonly rgba: Uint8Array;
}

const pixelCache = new Map<number, IconPixels>();

/** The icon as straight-alpha RGBA, built on first use and cached. */
export function iconPixels(n: number): IconPixels {
  const art = iconArt(n);
  let pixels = pixelCache.get(n);
  if (!pixels) {
    const rgba = new Uint8Array(ICON_SIZE * ICON_SIZE * 4);
    art.rows.forEach((row, y) => {
      [...row].forEach((ch, x) => rgba.set(PALETTE[ch]!.rgba, (y * ICON_SIZE + x) * 4));
    });
    pixels = { size: 16, rgba };
    pixelCache.set(n, pixels);
  }
  return pixels;
}
