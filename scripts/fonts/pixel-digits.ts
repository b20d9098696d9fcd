// Kiln's own pixel digits for the /achievement toast, drawn on Pixelify Sans's design grid
// (5 cells wide, 7 high) in its style (one-cell strokes, cut corners), but shaped so that
// none can be taken for a letter: a narrow slashed 0, a flat-topped 5, a 2 with a curved
// neck and a 2-row diagonal, an 8 with a small upper bowl. '#' is ink, rows top to bottom.

export const PIXEL_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '0': [
    '.##.', //
    '#..#',
    '#..#',
    '#.##',
    '##.#',
    '#..#',
    '.##.',
  ],
  '2': [
    '.###.', //
    '#...#',
    '....#',
    '...#.',
    '..#..',
    '.#...',
    '#####',
  ],
  '5': [
    '#####', //
    '#....',
    '####.',
    '....#',
    '....#',
    '#...#',
    '.###.',
  ],
  '8': [
    '.###.', //
    '#...#',
    '.###.',
    '#...#',
    '#...#',
    '#...#',
    '.###.',
  ],
};
