// The dogs starter pictures: happy dogs sitting, on the move and at rest. Each scene
// (scenes-*.ts) pairs a dog kind and pose with a backdrop and props; this list is the order.
import type { StarterPicture } from '../types.js';
import { dogPicture } from './scene.js';
import { ACTIVE } from './scenes-active.js';
import { RESTING } from './scenes-resting.js';
import { SITTING } from './scenes-sitting.js';

export const DOGS_PICTURES: readonly StarterPicture[] = [
  SITTING.herderTongue,
  SITTING.spottedBandana,
  ACTIVE.goldenBall,
  SITTING.sledGrin,
  SITTING.flatfaceTilt,
  ACTIVE.houndStick,
  RESTING.goldenCushion,
  RESTING.curlyBath,
  ACTIVE.spottedDisc,
  RESTING.terrierDig,
  ACTIVE.sausageRoom,
  SITTING.fluffyCollar,
  SITTING.spitzBeg,
  ACTIVE.herderBeach,
  SITTING.snowyTilt,
  RESTING.flatfaceNap,
  SITTING.cocoaBandana,
  SITTING.houndPark,
  ACTIVE.sledRace,
  SITTING.goldenBeach,
  RESTING.sausageStars,
  RESTING.herderBath,
  ACTIVE.terrierDisc,
  SITTING.fluffyBeg,
].map(dogPicture);
