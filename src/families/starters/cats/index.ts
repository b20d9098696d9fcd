// The cats starter pictures: happy, playful and cosy cats. Each scene (scenes-*.ts) picks a
// backdrop, a pose, a coat, a face and props; this list is the collection's order.
import type { StarterPicture } from '../types.js';
import { catPicture } from './scene.js';
import { INDOORS } from './scenes-indoors.js';
import { OUTDOORS } from './scenes-outdoors.js';
import { PORTRAITS } from './scenes-portraits.js';

export const CATS_PICTURES: readonly StarterPicture[] = [
  PORTRAITS.sunshine,
  INDOORS.yarnBat,
  INDOORS.blanketKnead,
  INDOORS.sunnySill,
  INDOORS.plumBed,
  INDOORS.tableEdge,
  OUTDOORS.butterflyChase,
  PORTRAITS.stretch,
  OUTDOORS.butterflyReach,
  OUTDOORS.grassRoll,
  INDOORS.box,
  OUTDOORS.firstSnow,
  INDOORS.autumnCushion,
  PORTRAITS.toyFish,
  INDOORS.cushionNap,
  INDOORS.knittedBlanket,
  INDOORS.quiltPeek,
  OUTDOORS.springStretch,
  OUTDOORS.fallingLeaf,
  OUTDOORS.rainbow,
  INDOORS.starrySill,
  PORTRAITS.wink,
  INDOORS.rugYarn,
  OUTDOORS.snowStroll,
].map(catPicture);
