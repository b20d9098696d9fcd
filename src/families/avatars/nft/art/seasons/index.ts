// Every nft season's art, keyed by the SPEC 4.3 season value; `default` has none (plain
// colour backdrop, no props).
import type { Season } from '../../seasons.js';
import type { SeasonArt } from './types.js';
import { april } from './april.js';
import { autumn } from './autumn.js';
import { birthday } from './birthday.js';
import { christmas } from './christmas.js';
import { easter } from './easter.js';
import { halloween } from './halloween.js';
import { newyear } from './newyear.js';
import { norway } from './norway.js';
import { pride } from './pride.js';
import { spring } from './spring.js';
import { stpatricks } from './stpatricks.js';
import { summer } from './summer.js';
import { valentines } from './valentines.js';
import { winter } from './winter.js';

export const SEASON_ART: Readonly<Record<Season, SeasonArt>> = {
  default: {},
  april,
  autumn,
  birthday,
  christmas,
  easter,
  halloween,
  newyear,
  pride,
  spring,
  stpatricks,
  summer,
  valentines,
  winter,
  norway,
};
