// Temporary stand-ins for icons not drawn yet: an outlined tile whose pixels spell n in binary,
// so every placeholder differs. Removed once all 45 icons are drawn.
import type { IconArt } from './types.js';

export function placeholder(n: number, name: string): IconArt {
  const rows: string[] = [];
  for (let y = 0; y < 16; y++) {
    let row = '';
    for (let x = 0; x < 16; x++) {
      const edge = x === 0 || y === 0 || x === 15 || y === 15;
      const bit = y === 8 && x >= 2 && x < 8 && (n >> (x - 2)) & 1;
      row += edge ? 'K' : bit ? 'r' : 'l';
    }
    rows.push(row);
  }
  return { n, name, rows };
}
