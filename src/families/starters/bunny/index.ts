// The bunny starter pictures. Each scene (scenes-*.ts) picks a backdrop, a coat, a pose, ears, a
// face and props from the parts in this folder; this list is the collection's order.
import type { StarterPicture } from '../types.js';
import { HEARTS } from './scenes-hearts.js';
import { OUTDOORS } from './scenes-outdoors.js';
import { PEEKING } from './scenes-peeking.js';
import { PORTRAITS } from './scenes-portraits.js';

export const BUNNY_PICTURES: readonly StarterPicture[] = [
  OUTDOORS.meadowSit,
  PORTRAITS.contentLoaf,
  PORTRAITS.carrot,
  OUTDOORS.meadowBinky,
  OUTDOORS.moonlitFlop,
  PEEKING.teacup,
  PEEKING.burrow,
  PEEKING.basket,
  PORTRAITS.butterfly,
  PORTRAITS.washing,
  OUTDOORS.snowScarf,
  PORTRAITS.flowerCrown,
  OUTDOORS.clover,
  OUTDOORS.paintedEggs,
  PORTRAITS.windowCushion,
  HEARTS.heartsBinky,
  HEARTS.heldHeart,
  PEEKING.flowerPot,
  OUTDOORS.autumnLeaves,
  OUTDOORS.picnic,
  HEARTS.sharedHeart,
  OUTDOORS.daisy,
  PORTRAITS.sparkleLoaf,
  PORTRAITS.soapBubbles,
  PEEKING.giftBox,
];
