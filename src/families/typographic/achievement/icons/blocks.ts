// Block and furniture icons: full-tile blocks seen face-on, lit from the top-left (light inner
// top/left edge, dark inner bottom/right edge), each told apart by its surface texture.
import type { IconArt } from './types.js';

const GRASS_BLOCK: IconArt = {
  n: 1,
  name: 'Grass block',
  rows: [
    'KKKKKKKKKKKKKKKK',
    'KLLLELLLLELLLELK',
    'KLEEEELEEEEELEeK',
    'KEEeEEEEeEEEEeeK',
    'KeeeeeGeeeGeeeGK',
    'KJeGeddGeGdGedxK',
    'KJdGddddGddGddxK',
    'KJddJdddGdddJdxK',
    'KddxddddddxdddxK',
    'KJdddJdxddddJdxK',
    'KddJdddddJdddxdK',
    'KxdddxddddddxddK',
    'KJddddJdxdJddddK',
    'KddxddddddddxdxK',
    'KxxxxxxxxxxxxxxK',
    'KKKKKKKKKKKKKKKK',
  ],
};

const STONE_BLOCK: IconArt = {
  n: 20,
  name: 'Stone block',
  rows: [
    'KKKKKKKKKKKKKKKK',
    'KlllllllllllllsK',
    'KlssssslssssssgK',
    'KlsggssssslsssgK',
    'KlssssslsggsssgK',
    'KlsssgssssssslgK',
    'KllssssssgssssgK',
    'KlssssssssslssgK',
    'KlsslsgsssssgsgK',
    'KlsssssssssssssK',
    'KlsgsssslssggsgK',
    'KlssssgssssssslK',
    'KlslssssssgsssgK',
    'KlssssslssssssgK',
    'KsggggggggggggkK',
    'KKKKKKKKKKKKKKKK',
  ],
};

const PLANK_BLOCK: IconArt = {
  n: 21,
  name: 'Wooden plank block',
  rows: [
    'KKKKKKKKKKKKKKKK',
    'KyyyyyyyyybyyyyK',
    'KOOoOOOOOObOOoOK',
    'KOOOOOooOObOOOoK',
    'KbbbbbbbbbbbbbbK',
    'KyyyybyyyyyyyyyK',
    'KOOOObOOOoOOOOoK',
    'KOoOObOOOOOOooOK',
    'KbbbbbbbbbbbbbbK',
    'KyyyyyyyyyyybyyK',
    'KOOOoOOOOOOObOoK',
    'KOOOOOOooOOObOoK',
    'KbbbbbbbbbbbbbbK',
    'KyyyyyybyyyyyyyK',
    'KoOOOOObOOOOoOoK',
    'KKKKKKKKKKKKKKKK',
  ],
};

const OAK_LOG: IconArt = {
  n: 45,
  name: 'Oak log',
  rows: [
    '...KKKKKKKKKK...',
    '.KKbyyyyyyyybKK.',
    'KbyyOOOOOOOOyybK',
    'KbyOyyyooyyyOybK',
    'KbyyOOOOOOOOyybK',
    'KobbyyyyyyyybbBK',
    'KoobbbbbbbbbbBBK',
    'KobBbbbBbbbBbbBK',
    'KobBbbbBbbBbbbBK',
    'KobbbBbbbbBbBbBK',
    'KoBbbBbBbbbbBbBK',
    'KobbbBbBbBbbBbBK',
    'KobBbbbBbBbbbbBK',
    'KobBbbbbbBbBbbBK',
    '.KKbbBbbbbbbBKK.',
    '...KKKKKKKKKK...',
  ],
};

const CRAFTING_BENCH: IconArt = {
  n: 13,
  name: 'Crafting bench',
  rows: [
    'KKKKKKKKKKKKKKKK',
    'KyyyybyyyybyyyoK',
    'KbbbbbbbbbbbbbbK',
    'KyyyybyyyybyyyoK',
    'KbbbbbbbbbbbbbbK',
    'KOOOObOOOObOOOoK',
    'KKKKKKKKKKKKKKKK',
    '.KbbbbbbbbbbbbK.',
    '.KbKKKbbKKKKKbK.',
    '.KbKOKbbKllsKbK.',
    '.KKilKbbKKoKKbK.',
    '.KKilKbbbKoKbbK.',
    '.KbKsKbbbKKKbbK.',
    '.KoobKKKKKKKobK.',
    '.KobK......KobK.',
    '.KKKK......KKKK.',
  ],
};

const CHEST: IconArt = {
  n: 17,
  name: 'Chest',
  rows: [
    '.KKKKKKKKKKKKKK.',
    'KyyyyyyyyyyyyyoK',
    'KyOOOOOOOOOOOObK',
    'KyOoOOOOOOOoOObK',
    'KoOOOOOOOOOOOObK',
    'KbbbbbKKKKbbbbbK',
    'KKKKKKKilKKKKKKK',
    'KyOOOOKlKKOOOObK',
    'KyOOOOKKKKOOOObK',
    'KyOOoOOOOOOOoObK',
    'KyOOOOOOOOOOOObK',
    'KyOOOOOoOOOOOObK',
    'KyoOOOOOOOOoOObK',
    'KoOOOOOOOOOOOObK',
    'KbbbbbbbbbbbbbbK',
    'KKKKKKKKKKKKKKKK',
  ],
};

const FURNACE: IconArt = {
  n: 18,
  name: 'Furnace',
  rows: [
    'KKKKKKKKKKKKKKKK',
    'KiiiiiiiiiiiiilK',
    'KilllllllllllsgK',
    'KilKKKKKKKKKKsgK',
    'KilKkkkkkkkkKsgK',
    'KilKKKKKKKKKKsgK',
    'KillllllllllssgK',
    'KilsKKKKKKKKssgK',
    'KilKkkkkkkkkKsgK',
    'KilKkkknkkkkKsgK',
    'KilKknkfnknkKsgK',
    'KilKnfnffnfnKsgK',
    'KilKffffffffKsgK',
    'KilsKKKKKKKKssgK',
    'KlggggggggggggsK',
    'KKKKKKKKKKKKKKKK',
  ],
};

// The rail: two iron rails over three identical wooden ties, with bare rail between them.
const RAIL_GAP = '..KilK....KilK..';
const RAIL_TIE = ['KKKilKKKKKKilKKK', 'KyKilKyyyyKilKoK', 'KoKilKooooKilKbK', 'KKKilKKKKKKilKKK'];
const RAIL: IconArt = {
  n: 12,
  name: 'Rail',
  rows: [RAIL_GAP, ...[1, 2, 3].flatMap(() => [...RAIL_TIE, RAIL_GAP])],
};

const WOODEN_DOOR: IconArt = {
  n: 24,
  name: 'Wooden door',
  rows: [
    '...KKKKKKKKKK...',
    '...KyyyyyyyoK...',
    '...KyKKbKKobK...',
    '...KyKKbKKobK...',
    '...KyOObOOobK...',
    '...KbbbbbbbbK...',
    '...KyOObOOobK...',
    '...KyOObOOobK...',
    '...KyOObOKlbK...',
    '...KyOObOKKbK...',
    '...KyOObOOobK...',
    '...KbbbbbbbbK...',
    '...KyOObOOobK...',
    '...KyOObOOobK...',
    '...KobbbbbbbK...',
    '...KKKKKKKKKK...',
  ],
};

const IRON_DOOR: IconArt = {
  n: 25,
  name: 'Iron Door',
  rows: [
    '...KKKKKKKKKK...',
    '...KiiiiiiilK...',
    '...KiKKKKKKsK...',
    '...KiKkgkgKsK...',
    '...KiKgkgkKsK...',
    '...KiKKKKKKsK...',
    '...KillllllsK...',
    '...KigllllgsK...',
    '...KillllKisK...',
    '...KillllKksK...',
    '...KigllllgsK...',
    '...KillllllsK...',
    '...KissssssgK...',
    '...KigllllggK...',
    '...KlggggggsK...',
    '...KKKKKKKKKK...',
  ],
};

const COBWEB: IconArt = {
  n: 16,
  name: 'Cobweb',
  rows: [
    'l......l......l.',
    '.l.....l.....l..',
    '..l.iiiwiii.l...',
    '.i.l...l...l.i..',
    '.i..l.iwi.l..i..',
    'i...il.l.li...i.',
    'i..i..lwl..i..i.',
    'lllwlllwlllwlll.',
    'i..i..lwl..i..i.',
    'i...il.l.lK.K.i.',
    '.i..l.iwiK.K.Ki.',
    '.i.l...l..KKK.i.',
    '..l.iiiwiKKKKK..',
    '.l.....l..K.Kl..',
    'l......l......l.',
    '................',
  ],
};

export const BLOCK_ICONS: readonly IconArt[] = [
  GRASS_BLOCK,
  STONE_BLOCK,
  PLANK_BLOCK,
  OAK_LOG,
  CRAFTING_BENCH,
  CHEST,
  FURNACE,
  RAIL,
  WOODEN_DOOR,
  IRON_DOOR,
  COBWEB,
];
