// The picture collections of DESIGN 2.4: their names, as they appear in paths and file names.
export const CATEGORIES = ['birb', 'bunny', 'cats', 'dogs', 'sadcat'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
