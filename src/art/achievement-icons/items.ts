// TODO
import type { IconArt } from './types.js';

export const ITEM_ICONS: readonly IconArt[] = [];
