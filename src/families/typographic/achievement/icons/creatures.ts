// Creature icons: our own green blocky monster (toothy grin, glowing eyes), a pig's face and
// the monster's spotted spawn egg in the same greens.
import type { IconArt } from './types.js';

const CREEPER: IconArt = {
  n: 4,
  name: 'Creeper',
  rows: [
    '..KKKKKKKKKKKK..',
    '..KLLELEELLEeK..',
    '..KLGGEEEEGGeK..',
    '..KEffGEEGffeK..',
    '..KEfKEEEEKfeK..',
    '..KEEEEeEEEEeK..',
    '..KEwKwKwKwKeK..',
    '..KEKKKKKKKKeK..',
    '..KeEeeeeeeGGK..',
    '..KKKKKKKKKKKK..',
    '....KELEEEeK....',
    '....KEEEeEeK....',
    '..KKKEEEEEEKKK..',
    '..KEeKKKKKKEeK..',
    '..KeGK....KeGK..',
    '..KKKK....KKKK..',
  ],
};

const PIG: IconArt = {
  n: 5,
  name: 'Pig',
  rows: [
    '................',
    '.KKK........KKK.',
    '.KqPK......KPqK.',
    '.KqqPKKKKKKPqqK.',
    '.KQqqqqqqqqqqPK.',
    'KQqqqqqqqqqqqqPK',
    'KQqwKqqqqqqwKqPK',
    'KQqKKqqqqqqKKqPK',
    'KqqqPPPPPPPPqqPK',
    'KqqPQQQQQQQQPqPK',
    'KqqPQPPQQPPQPqPK',
    'KqqPQQQQQQQQPqPK',
    'KPqqPPPPPPPPqqPK',
    '.KPqqqqqqqqqqPK.',
    '..KKPPPPPPPPKK..',
    '....KKKKKKKK....',
  ],
};

const CREEPER_SPAWN_EGG: IconArt = {
  n: 30,
  name: 'Creeper spawnegg',
  rows: [
    '................',
    '.......KK.......',
    '.....KKLLKK.....',
    '....KLLEELLK....',
    '...KLEEGGEEeK...',
    '...KLEGGGEEeK...',
    '..KLEEGGEEEEeK..',
    '..KLEEEEEEGGeK..',
    '..KLGGEEEEGGeK..',
    '..KLGGEEEEEeeK..',
    '..KLEEEEGGEeeK..',
    '..KLEEEEGGEeeK..',
    '...KLGGEEEeeK...',
    '...KLEGGEeeeK...',
    '....KeeeeeeK....',
    '.....KKKKKK.....',
  ],
};

export const CREATURE_ICONS: readonly IconArt[] = [CREEPER, PIG, CREEPER_SPAWN_EGG];
