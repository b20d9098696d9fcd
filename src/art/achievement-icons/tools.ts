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

const DIAMOND_SWORD: IconArt = {
  n: 3,
  name: 'Diamond sword',
  rows: recolour(SWORD, { 1: 'a', 2: 'c', 3: 'C', 4: 'l', 5: 'g', 6: 'b', 7: 'O' }),
};

const IRON_SWORD: IconArt = {
  n: 32,
  name: 'Iron sword',
  rows: recolour(SWORD, { 1: 'w', 2: 'l', 3: 's', 4: 'O', 5: 'b', 6: 'b', 7: 'O' }),
};

const WOODEN_SWORD: IconArt = {
  n: 43,
  name: 'Wooden sword',
  rows: recolour(SWORD, { 1: 'y', 2: 'O', 3: 'o', 4: 'b', 5: 'B', 6: 'b', 7: 'o' }),
};

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
