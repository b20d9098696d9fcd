// The colour spaces Kiln converts between, from culori's tree-shakeable entry: registering
// only sRGB, HSL and CIELAB (D65) instead of culori's ~30 spaces saves ~10 MB per process.
import { converter, modeHsl, modeLab65, modeRgb, useMode } from 'culori/fn';

useMode(modeRgb);
useMode(modeHsl);
useMode(modeLab65);

export const toHsl = converter('hsl');
export const toLab65 = converter('lab65');
