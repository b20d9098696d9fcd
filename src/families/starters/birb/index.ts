// The birb starter pictures: round little birds in many poses and places, assembled from the
// body model (body.ts), faces, backgrounds and props in the scenes-* files; this list is the
// collection's order.
import type { StarterPicture } from '../types.js';
import { INDOORS } from './scenes-indoors.js';
import { NIGHT } from './scenes-night.js';
import { OUTDOORS } from './scenes-outdoors.js';
import { PORTRAITS } from './scenes-portraits.js';
import { SEASONS } from './scenes-seasons.js';

export const BIRB_PICTURES: readonly StarterPicture[] = [
  OUTDOORS.leafyBranch,
  PORTRAITS.song,
  SEASONS.snow,
  OUTDOORS.birdBath,
  OUTDOORS.sunsetWire,
  NIGHT.moonNap,
  INDOORS.seedDish,
  PORTRAITS.lovebirds,
  OUTDOORS.nest,
  OUTDOORS.cloudFlight,
  INDOORS.cockatielPerch,
  SEASONS.winterScarf,
  INDOORS.swing,
  SEASONS.cherryBlossom,
  SEASONS.autumnLeaves,
  INDOORS.teacup,
  SEASONS.rainUmbrella,
  OUTDOORS.birdhouse,
  PORTRAITS.hatchling,
  OUTDOORS.sunflower,
  PORTRAITS.dance,
  OUTDOORS.twigFlight,
  NIGHT.duskFireflies,
  INDOORS.strawberry,
];
