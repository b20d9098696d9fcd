// Material and element icons: gems, ingots, coal, dust, flame, the heart and the dynamite
// bundle. Loose items float on transparency inside a one-pixel dark outline.
import { recolour, type IconArt } from './types.js';

const DIAMOND: IconArt = {
  n: 2,
  name: 'Diamond',
  rows: [
    '................',
    '................',
    '....KKKKKKKK....',
    '...KwaaaacccK...',
    '..KwaaacaaccCK..',
    '.KaaaacccaccCCK.',
    '.KcaacccccCCCCK.',
    '..KcaaccCCCCCK..',
    '...KcacccCCCK...',
    '....KcacCCCK....',
    '.....KcaCCK.....',
    '......KaCK......',
    '.......KK.......',
    '................',
    '................',
    '................',
  ],
};

// One ingot shape: 1 glint, 2 top face, 3 front face, 4 shadow.
const INGOT = [
  '................',
  '................',
  '................',
  '....KKKKKKKK....',
  '...K11222222K...',
  '...K12222224K...',
  '..KK11111111KK..',
  '..K1333333334K..',
  '.K133333333344K.',
  'K13333333333344K',
  'K33333333333444K',
  'K44444444444444K',
  'KKKKKKKKKKKKKKKK',
  '................',
  '................',
  '................',
];

const IRON_INGOT: IconArt = {
  n: 22,
  name: 'Iron ingot',
  rows: recolour(INGOT, { 1: 'w', 2: 'i', 3: 'l', 4: 's' }),
};

const GOLD_INGOT: IconArt = {
  n: 23,
  name: 'Gold ingot',
  rows: recolour(INGOT, { 1: 'w', 2: 'v', 3: 'u', 4: 'Y' }),
};

const COAL: IconArt = {
  n: 31,
  name: 'Coal',
  rows: [
    '................',
    '......KKK.......',
    '....KKssgKKK....',
    '...KssgggkkgK...',
    '..KsslgggkkkkK..',
    '..KssggkkkgkkKK.',
    '.KsgggkkkkkkkkkK',
    '.KgggkkkgskkkkkK',
    'KgggkkkkkkkkkkK.',
    'KggkkgkkkkkkkkK.',
    'KgkkksgkkkkgkkK.',
    '.KkkkkkkkkksgK..',
    '.KKkkkkkkkkkkK..',
    '...KkkkkKKkkK...',
    '....KKKK..KK....',
    '................',
  ],
};

const REDSTONE: IconArt = {
  n: 14,
  name: 'Redstone',
  rows: [
    '................',
    '................',
    '................',
    '..K.........K...',
    '.KpK...KK..KpK..',
    '..K...KprK..K...',
    '.....KrpprK.....',
    '....KrpRrprK....',
    '...KprrRrpRrK...',
    '..KrpRrrprrRrK..',
    '.KprRrpRrRrprRK.',
    '.KRrrRprrrRrRRK.',
    '..KKKKKKKKKKKK..',
    '................',
    '................',
    '................',
  ],
};

const FIRE: IconArt = {
  n: 15,
  name: 'Fire',
  rows: [
    '................',
    '.......K........',
    '......KrK....K..',
    '......KnrK..KrK.',
    '..K..KnnrK..KrK.',
    '.KrK.KnfnrK.KnK.',
    '.KrK.KnffnrKKnK.',
    '.KnrKnnffnnrKnK.',
    '.KnrKnfwffnrnnK.',
    'KrnnnffwwffnnnrK',
    'KrnnffwwwfffnnrK',
    'KrnfffwwwffffnrK',
    'KrnnffffffffnnrK',
    '.KrnnnffffnnnrK.',
    '..KKrrnnnnrrKK..',
    '....KKKKKKKK....',
  ],
};

const HEART: IconArt = {
  n: 8,
  name: 'Heart',
  rows: [
    '................',
    '................',
    '..KKKK....KKKK..',
    '.KppprK..KprrrK.',
    'KpwpprrKKprrrrRK',
    'KpwprrrrrrrrrrRK',
    'KpprrrrrrrrrrRRK',
    'KprrrrrrrrrrrrRK',
    '.KrrrrrrrrrrrRK.',
    '..KrrrrrrrrrRK..',
    '...KrrrrrrrRK...',
    '....KrrrrrRK....',
    '.....KrrrRK.....',
    '......KrRK......',
    '.......KK.......',
    '................',
  ],
};

// A bundle of three red sticks, taped, with a lit fuse: no lettering.
const TNT: IconArt = {
  n: 6,
  name: 'TNT',
  rows: [
    '...........f....',
    '..........nwn...',
    '.........h.f....',
    '........h.......',
    '..KKKKKKhKKKKK..',
    '..KprRKprRKprRK.',
    '..KprRKprRKprRK.',
    '..KprRKprRKprRK.',
    '..KhhhhhhhhhhHK.',
    '..KHHHHHHHHHHtK.',
    '..KprRKprRKprRK.',
    '..KprRKprRKprRK.',
    '..KprRKprRKprRK.',
    '..KrRRKrRRKrRRK.',
    '..KKKKKKKKKKKKK.',
    '................',
  ],
};

export const MATERIAL_ICONS: readonly IconArt[] = [
  DIAMOND,
  IRON_INGOT,
  GOLD_INGOT,
  COAL,
  REDSTONE,
  FIRE,
  HEART,
  TNT,
];
