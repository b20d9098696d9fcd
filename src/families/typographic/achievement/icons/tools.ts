// Tool and weapon icons, all held diagonally (grip bottom-left, business end top-right):
// three swords from one shape, the hoe, bow, arrow, flint and steel, and the four buckets.
import { recolour, type IconArt } from './types.js';

// One sword: 1-3 blade light to dark, 4-5 cross-guard, 6 grip, 7 pommel.
const SWORD = [
  '............KKK.',
  '...........K12K.',
  '..........K123K.',
  '.........K123K..',
  '........K123K...',
  '.......K123K....',
  '......K123K.....',
  '.KK..K123K......',
  'K54KK123K.......',
  '.K5423K.........',
  '..K54K..........',
  '..K654K.........',
  '.K6KK54K........',
  'K7K..KK.........',
  'K77K............',
  '.KK.............',
];

/** A sword in the palette characters `parts` gives, in order, for SWORD's parts 1 to 7. */
function sword(n: number, name: string, parts: string): IconArt {
  const map = Object.fromEntries([...parts].map((ch, i) => [String(i + 1), ch]));
  return { n, name, rows: recolour(SWORD, map) };
}

const DIAMOND_SWORD = sword(3, 'Diamond sword', 'acClgbO');
const IRON_SWORD = sword(32, 'Iron sword', 'wlsObbO');
const WOODEN_SWORD = sword(43, 'Wooden sword', 'yOobBbo');

const WOODEN_HOE: IconArt = {
  n: 41,
  name: 'Wooden hoe',
  rows: [
    '....KKKKKKKKKK..',
    '...KyyyyyyyyyOK.',
    '...KyOOOOOOOOoK.',
    '...KOooKKKKKobK.',
    '...KOoK...KobK..',
    '...KooK..KobK...',
    '....KK..KobK....',
    '.......KobK.....',
    '......KobK......',
    '.....KobK.......',
    '....KobK........',
    '...KobK.........',
    '..KobK..........',
    '.KobK...........',
    'KobK............',
    '.KK.............',
  ],
};

const BOW: IconArt = {
  n: 33,
  name: 'Bow',
  rows: [
    '............KKK.',
    '.........KKKOObK',
    '.......KKOOobbiK',
    '......KOObbKKiK.',
    '.....KObbKK.i...',
    '....KObKK..i....',
    '...KkgK...i.....',
    '..KkgK...i......',
    '..KObK..i.......',
    '.KObK..i........',
    '.KObK.i.........',
    '.KoK.i..........',
    'KObKi...........',
    'KObiK...........',
    'KbbK............',
    '.KK.............',
  ],
};

const ARROW: IconArt = {
  n: 34,
  name: 'Arrow',
  rows: [
    '..........KKKKK.',
    '.........KiwwwiK',
    '..........KiillK',
    '...........KllsK',
    '..........KOKssK',
    '.........KOK.KgK',
    '........KOK...K.',
    '.......KOK......',
    '.....KKOK.......',
    '....KwOK........',
    '...KwOlK........',
    '..KwOlK.........',
    '.KrOlK..........',
    '.KbRK...........',
    'KbKK............',
    '.K..............',
  ],
};

const FLINT_AND_STEEL: IconArt = {
  n: 27,
  name: 'Flint and steel',
  rows: [
    '.......KKKKKKK..',
    '......KiiiiiilK.',
    '......KlKKKKKlsK',
    '.......K....KlsK',
    '..........f.KlsK',
    '.........n..KlsK',
    '.......K..f.KlsK',
    '...KK.KlKKKKKsgK',
    '..KslKKssssssgK.',
    '.KsllgKKKKKKKK..',
    'KslggkK.........',
    'KsgkkkkK........',
    'KgkkkkK.........',
    '.KkkkK..........',
    '..KKK...........',
    '................',
  ],
};

// One bucket: A-C are the three rows of the opening, where the contents show.
const BUCKET = [
  '.....KKKKKK.....',
  '....K......K....',
  '...K........K...',
  '..KKKKKKKKKKKK..',
  '.KlAAAAAAAAAAlK.',
  '.KlBBBBBBBBBBsK.',
  '.KiCCCCCCCCCCsK.',
  '.KKissssssssgKK.',
  '..KilllllllsgK..',
  '..KilllllllsgK..',
  '..KisssssssggK..',
  '...KillllllsK...',
  '...KillllllsK...',
  '...KssssssggK...',
  '....KKKKKKKK....',
  '................',
];

function bucket(n: number, name: string, contents: readonly [string, string, string]): IconArt {
  const [a, b, c] = contents;
  const rows = BUCKET.map((row) =>
    row.replace('AAAAAAAAAA', a).replace('BBBBBBBBBB', b).replace('CCCCCCCCCC', c),
  );
  return { n, name, rows };
}

// Empty shows the dark inside; the others fill it to the brim, glinting top-left.
const BUCKETS: IconArt[] = [
  bucket(36, 'Bucket', ['gggggggggg', 'kkkkkkkkkg', 'kkkkkkkkkk']),
  bucket(37, 'Bucket with water', ['ZZZzzZzzzz', 'ZzzzzzzUzz', 'zzzUzzzzUU']),
  bucket(38, 'Bucket with lava', ['ffnnnffnnn', 'fnnnrnnnrn', 'nnrnnnnrrR']),
  bucket(39, 'Bucket with milk', ['wwwwwwwwwi', 'wwwwwiwwwi', 'wiwwwwiiil']),
];

export const TOOL_ICONS: readonly IconArt[] = [
  DIAMOND_SWORD,
  IRON_SWORD,
  WOODEN_SWORD,
  WOODEN_HOE,
  BOW,
  ARROW,
  FLINT_AND_STEEL,
  ...BUCKETS,
];
