// Upright and resting poses as data on the 512 grid (ground centre at 256, 450): sitting,
// sitting with a paw raised, kneading, the loaf and curled up asleep.
import { blob, limb, type Patches, type Pose } from './body.js';
import { circle, pts, svg } from './shapes.js';
import type { Part } from './paint.js';

/** Paws or hind feet seen end-on, an oval at each point: white socks and dark points all over. */
export function paws(at: string, rx: number, ry: number, rot = 0, patches?: Patches): Part[] {
  return pts(at).map(([x, y]): Part => {
    const paw = circle(x, y, rx, ry, rot);
    return { shape: paw, white: paw, point: paw, patches, shift: 4 };
  });
}

const sitPatches: Patches = [
  svg('M300 300Q380 320 380 420Q360 470 300 470Q280 400 300 300Z'),
  circle(186, 330, 42, 52, 20),
];
const TAIL_BANDS = [0.42, 0.56, 0.7, 0.84];
const LEG_BANDS = [0.3, 0.5];

const sitTail = limb(pts('318 440, 392 446, 436 412, 432 352, 456 318'), 30, {
  bands: TAIL_BANDS,
  point: 0.15,
  patches: sitPatches,
});
const sitBody = blob(
  pts('256 246, 314 270, 348 340, 362 410, 336 452, 256 460, 176 452, 150 410, 164 340, 198 270'),
  {
    stripes: { at: [0.17, 0.24, 0.31, 0.69, 0.76, 0.83], depth: 36, width: 16 },
    patches: sitPatches,
    white: svg(
      'M256 262C292 262 302 300 294 340C286 382 272 398 256 398C240 398 226 382 218 340C210 300 220 262 256 262Z',
    ),
    light: circle(212, 300, 12, 26, 25),
    shift: 10,
  },
);
const haunches: Part[] = [
  blob(pts('184 364, 226 380, 236 420, 206 452, 160 452, 134 418, 148 378'), {
    stripes: { at: [0.75, 0.85], depth: 26, width: 13 },
    patches: sitPatches,
  }),
  blob(pts('328 364, 364 378, 378 418, 352 452, 306 452, 276 420, 286 380'), {
    stripes: { at: [0.18, 0.28], depth: 26, width: 13 },
    patches: sitPatches,
  }),
];
const frontLeg = (at: string): Part =>
  limb(pts(at), 38, { bands: LEG_BANDS, sock: 0.72, point: 0.55, toes: true, patches: sitPatches });

const sitBack = [sitTail, ...paws('164 448, 348 448', 30, 14, 0, sitPatches), sitBody, ...haunches];

export const SIT: Pose = {
  back: [...sitBack, frontLeg('226 330, 224 400, 226 436'), frontLeg('286 330, 288 400, 286 436')],
  head: { x: 256, y: 205 },
  front: [],
};

/** Sitting, one front paw up to bat at something on the right. */
export const BAT: Pose = {
  back: [...sitBack, frontLeg('226 330, 224 400, 226 436')],
  head: { x: 252, y: 207, deg: 8 },
  front: [frontLeg('290 330, 326 300, 350 262')],
};

/** Sitting low with the front paws treading: one pressed down, one lifted. */
export const KNEAD: Pose = {
  back: [...sitBack, frontLeg('226 330, 222 390, 216 414'), frontLeg('286 330, 290 400, 290 438')],
  head: { x: 256, y: 207, deg: -6 },
  front: [],
};

const loafPatches: Patches = [
  svg('M300 280Q420 290 420 380Q380 400 330 360Q300 330 300 280Z'),
  circle(380, 440, 50, 34),
];
export const LOAF: Pose = {
  back: [
    blob(
      pts(
        '300 292, 372 306, 412 350, 420 410, 398 450, 300 460, 190 458, 128 446, 110 410, 124 350, 180 306, 240 292',
      ),
      {
        stripes: { at: [0.02, 0.08, 0.14, 0.2, 0.26], depth: 40, width: 17 },
        patches: loafPatches,
        white: circle(206, 430, 70, 44),
        light: circle(330, 320, 26, 9, 8),
        shift: 10,
      },
    ),
  ],
  head: { x: 210, y: 318 },
  front: [
    ...paws('176 452, 244 454', 25, 14),
    limb(pts('404 436, 378 460, 320 468, 276 462'), 26, {
      bands: TAIL_BANDS,
      point: 0.1,
      patches: loafPatches,
    }),
  ],
};

const curlPatches: Patches = [
  svg('M250 270Q360 270 420 350Q400 390 330 380Q280 330 250 270Z'),
  circle(150, 420, 60, 40),
];
export const CURL: Pose = {
  back: [
    blob(
      pts(
        '256 280, 350 290, 416 330, 424 390, 380 440, 256 456, 130 440, 90 390, 100 330, 160 290',
      ),
      {
        stripes: { at: [0.03, 0.09, 0.15, 0.21, 0.9, 0.96], depth: 44, width: 17 },
        patches: curlPatches,
        light: circle(300, 300, 30, 9, 5),
        shift: 11,
      },
    ),
    blob(pts('350 312, 398 330, 408 380, 370 408, 320 392, 314 346'), {
      stripes: { at: [0.05, 0.15, 0.25], depth: 26, width: 13 },
      patches: curlPatches,
    }),
  ],
  head: { x: 196, y: 352, deg: -16, scale: 0.86 },
  front: [
    ...paws('222 414, 264 408', 22, 13, -10),
    limb(pts('410 396, 384 440, 300 460, 200 456, 146 428'), 30, {
      bands: TAIL_BANDS,
      point: 0.1,
      patches: curlPatches,
    }),
  ],
};
