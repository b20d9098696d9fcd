// gifenc as one object, whichever of its builds is loaded: node loads its CommonJS bundle (whose
// names node cannot list, so they are all on `default`), vite and esbuild its ES module build.
import * as loaded from 'gifenc';
import type { Gifenc } from 'gifenc';

export const gifenc: Gifenc = loaded.quantize ? (loaded as unknown as Gifenc) : loaded.default;
