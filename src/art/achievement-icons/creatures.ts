// TODO
import type { IconArt } from './types.js';

export const CREATURE_ICONS: readonly IconArt[] = [];
