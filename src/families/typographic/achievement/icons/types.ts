// The data shape of one achievement icon: its number, its name and its 16x16 pixel rows.
export interface IconArt {
  /** 1..45, the number the /achievement generator's `icon` parameter selects. */
  readonly n: number;
  readonly name: string;
  /** 16 strings of 16 palette characters, top row first ('.' is transparent). */
  readonly rows: readonly string[];
}

/** Icons are square grids of this many pixels a side. */
export const ICON_SIZE = 16;

/** Rewrites template rows through a character map, e.g. one sword shape in three materials. */
export function recolour(rows: readonly string[], map: Readonly<Record<string, string>>): string[] {
  return rows.map((row) => [...row].map((ch) => map[ch] ?? ch).join(''));
}
