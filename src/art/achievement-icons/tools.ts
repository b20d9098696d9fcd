// TODO
import type { IconArt } from './types.js';

export const TOOL_ICONS: readonly IconArt[] = [];
