// Armour icons: one chestplate shape in diamond and iron, and a pair of diamond boots.
import { recolour, type IconArt } from './types.js';

// 1 light, 2 body, 3 shadow, 4 glint.
const CHESTPLATE = [
  '.KKKK......KKKK.',
  'K1142K....K2223K',
  'K1222K....K2233K',
  'K12223K..K32233K',
  'K122223KK322233K',
  'KKK1222222223KKK',
  '..K1222222223K..',
  '..K1224422223K..',
  '..K1222222223K..',
  '..K3333333333K..',
  '..K1222222223K..',
  '..K1222222233K..',
  '..K3333333333K..',
  '..K1222222233K..',
  '..KKKKKKKKKKKK..',
  '................',
];

const DIAMOND = { 1: 'a', 2: 'c', 3: 'C', 4: 'w' };
const IRON = { 1: 'i', 2: 'l', 3: 's', 4: 'w' };

const DIAMOND_CHESTPLATE: IconArt = {
  n: 26,
  name: 'Diamond chestplate',
  rows: recolour(CHESTPLATE, DIAMOND),
};

const IRON_CHESTPLATE: IconArt = {
  n: 35,
  name: 'Iron chestplate',
  rows: recolour(CHESTPLATE, IRON),
};

// The far boot peeks out behind the near one.
const BOOTS = [
  '................',
  'KKKKKK..........',
  'K41122K.........',
  'K33333K.........',
  'K12223KKKKKK....',
  'K12223K41122K...',
  'K12223K33333K...',
  'K12222K12223K...',
  'K12222K12223K...',
  'K12222K12223K...',
  'K33333K122223KK.',
  'KKKKKKK12222223K',
  '......K12222223K',
  '......K33333333K',
  '......KKKKKKKKKK',
  '................',
];

const DIAMOND_BOOTS: IconArt = {
  n: 40,
  name: 'Diamond boots',
  rows: recolour(BOOTS, DIAMOND),
};

export const ARMOUR_ICONS: readonly IconArt[] = [
  DIAMOND_CHESTPLATE,
  IRON_CHESTPLATE,
  DIAMOND_BOOTS,
];
