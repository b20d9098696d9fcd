// The shared palette of the achievement icons: one character per named colour, so every icon
// is 16 strings of 16 palette characters ('.' is transparent). Ramps run dark -> light.
export interface PaletteColour {
  readonly name: string;
  /** Straight-alpha RGBA, 0..255 each. */
  readonly rgba: readonly [number, number, number, number];
}

function colour(name: string, hex: string, alpha = 255): PaletteColour {
  const n = Number.parseInt(hex, 16);
  return { name, rgba: [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha] };
}

/** Every character an icon row may contain, and the colour it paints. */
export const PALETTE: Readonly<Record<string, PaletteColour>> = {
  '.': colour('transparent', '000000', 0),
  // The outline every icon shares, and a neutral grey ramp (stone, iron, smoke).
  K: colour('outline', '18141f'),
  k: colour('charcoal', '3a3845'),
  g: colour('dark grey', '5d5c6b'),
  s: colour('grey', '8a8997'),
  l: colour('light grey', 'b6b5c2'),
  i: colour('pale grey', 'dcdce6'),
  w: colour('white', 'ffffff'),
  // Wood and leather.
  B: colour('dark brown', '3f2714'),
  b: colour('brown', '6a421f'),
  o: colour('wood', '96622f'),
  O: colour('light wood', 'c08b4c'),
  y: colour('pale wood', 'e3bd7e'),
  // Soil.
  x: colour('dark dirt', '54341f'),
  d: colour('dirt', '7a5031'),
  J: colour('light dirt', '9d6c45'),
  // Leaves, grass and monsters.
  G: colour('dark green', '1e4d20'),
  e: colour('green', '2f7f2b'),
  E: colour('light green', '58b63c'),
  L: colour('lime', '9fe26a'),
  // Gems.
  C: colour('dark teal', '126470'),
  c: colour('cyan', '2fbdc6'),
  a: colour('aqua', '92f4ec'),
  // Gold.
  Y: colour('dark gold', '9a5b0d'),
  u: colour('gold', 'e3a722'),
  v: colour('light gold', 'fde875'),
  // Reds.
  R: colour('dark red', '701018'),
  r: colour('red', 'c72a2b'),
  p: colour('light red', 'f36b5c'),
  // Pinks (pig, ham).
  P: colour('dark pink', 'a84f69'),
  q: colour('pink', 'e9929f'),
  Q: colour('light pink', 'ffcbd3'),
  // Flame.
  N: colour('dark orange', 'a8420f'),
  n: colour('orange', 'f27b1b'),
  f: colour('yellow', 'ffd94b'),
  // Water.
  U: colour('dark blue', '1b3a8b'),
  z: colour('blue', '3266d7'),
  Z: colour('light blue', '7aadff'),
  // Potions and magic.
  M: colour('dark purple', '451a6b'),
  m: colour('purple', '9337c9'),
  j: colour('lilac', 'd08dff'),
  // Baked things and bone.
  t: colour('crust', '9c5a1f'),
  H: colour('tan', 'd9b06c'),
  h: colour('cream', 'f6e8c6'),
  // Glass: see-through, so it shows what is behind.
  X: colour('glass', 'c8ebf5', 120),
  V: colour('glass glint', 'ffffff', 220),
};

/** The character of the shared dark outline. */
export const OUTLINE = 'K';
