// Active poses as data on the 512 grid (ground centre at 256, 450), all facing left: walking
// with the tail up, the play-bow stretch, up on the hind legs, peeking, and rolled belly-up.
import { blob, limb, type BlobOptions, type HeadPlace, type Patches, type Pose } from './body.js';
import type { Part } from './paint.js';
import { circle, ell, pts, svg, type P } from './shapes.js';
import { paws } from './poses.js';

const BANDS = [0.4, 0.55, 0.7, 0.85];
const LEG = { bands: [0.3, 0.5], sock: 0.75, point: 0.5 } as const;

/** A tail with rings and a dark tip, for the poses below. */
const tail = (at: string, width: number, patches: Patches): Part =>
  limb(pts(at), width, { bands: BANDS, point: 0.1, patches });
/** A leg; the far side's sit in shadow, the near side's show their toes. */
const leg = (at: string, width: number, patches: Patches, side: 'far' | 'near'): Part =>
  limb(pts(at), width, { ...LEG, far: side === 'far', toes: side === 'near', patches });

/** A leg or the tail: its centreline as a points list, and its width. */
interface Tube {
  readonly at: string;
  readonly width: number;
}

/**
 * Walking or bowing, side on and facing left. Back to front: the far legs in shadow, the tail,
 * the body and its haunch, the near legs; `front` legs are drawn over the head.
 */
interface SideOn {
  readonly patches: Patches;
  readonly far: readonly Tube[];
  readonly tail: Tube;
  readonly body: BlobOptions & { readonly at: readonly P[] };
  readonly haunch: BlobOptions & { readonly at: readonly P[] };
  readonly near: readonly Tube[];
  readonly front?: readonly Tube[];
  readonly head: HeadPlace;
}

function sideOn(o: SideOn): Pose {
  const { patches } = o;
  const legs = (tubes: readonly Tube[], side: 'far' | 'near') =>
    tubes.map((t) => leg(t.at, t.width, patches, side));
  return {
    back: [
      ...legs(o.far, 'far'),
      tail(o.tail.at, o.tail.width, patches),
      blob(o.body.at, { ...o.body, patches }),
      blob(o.haunch.at, { ...o.haunch, patches }),
      ...legs(o.near, 'near'),
    ],
    head: o.head,
    front: legs(o.front ?? [], 'near'),
  };
}

export const STAND = sideOn({
  patches: [
    svg('M300 280Q400 280 410 350Q360 380 320 340Q290 310 300 280Z'),
    circle(200, 350, 40, 34),
  ],
  far: [
    { at: '244 372, 248 412, 244 442', width: 32 },
    { at: '322 372, 320 412, 314 442', width: 32 },
  ],
  tail: { at: '372 322, 414 296, 436 240, 416 196, 396 200', width: 28 },
  body: {
    at: ell(282, 344, 122, 62, -4, 12),
    stripes: { at: [0.9, 0.95, 0.0, 0.05, 0.1, 0.15], depth: 44, width: 17 },
    white: circle(196, 372, 46, 40),
    light: circle(270, 296, 34, 8, -4),
    shift: 10,
  },
  haunch: { at: ell(352, 362, 44, 48, 10), stripes: { at: [0.05, 0.15], depth: 26, width: 13 } },
  near: [
    { at: '216 362, 214 410, 208 442', width: 34 },
    { at: '364 392, 378 420, 372 444', width: 34 },
  ],
  head: { x: 186, y: 266, deg: -6, scale: 0.95 },
});

export const STRETCH = sideOn({
  patches: [svg('M300 260Q420 270 420 350Q360 380 320 330Z'), circle(190, 400, 44, 34)],
  far: [
    { at: '206 404, 150 428, 94 430', width: 30 },
    { at: '364 330, 376 400, 372 442', width: 32 },
  ],
  tail: { at: '384 296, 420 248, 404 196, 426 164', width: 28 },
  body: {
    at: ell(300, 346, 124, 56, -24, 12),
    stripes: { at: [0.88, 0.93, 0.98, 0.03, 0.08, 0.13], depth: 40, width: 16 },
    white: circle(212, 412, 44, 40),
    light: circle(300, 300, 40, 8, -24),
    shift: 10,
  },
  haunch: { at: ell(380, 330, 46, 54, -20), stripes: { at: [0.05, 0.15], depth: 26, width: 13 } },
  near: [{ at: '384 360, 396 410, 390 444', width: 34 }],
  front: [{ at: '214 420, 160 444, 104 446', width: 32 }],
  head: { x: 190, y: 360, deg: -12, scale: 0.9 },
});

const upPatches: Patches = [svg('M256 260Q340 270 330 400Q290 380 270 330Z'), circle(200, 430, 40)];
export const REACH: Pose = {
  back: [
    tail('296 440, 370 446, 410 420, 420 380', 28, upPatches),
    ...paws('214 446, 300 446', 28, 13, 0, upPatches),
    leg('222 304, 164 262, 128 200', 34, upPatches, 'near'),
    leg('290 304, 348 262, 384 200', 34, upPatches, 'near'),
    blob(
      pts(
        '256 250, 302 272, 322 334, 324 400, 302 444, 256 452, 210 444, 188 400, 190 334, 210 272',
      ),
      {
        stripes: { at: [0.15, 0.22, 0.29, 0.71, 0.78, 0.85], depth: 32, width: 15 },
        patches: upPatches,
        white: svg(
          'M256 280C290 280 296 330 290 370C284 400 270 412 256 412C242 412 228 400 222 370C216 330 222 280 256 280Z',
        ),
        light: circle(214, 330, 10, 24, 15),
        shift: 10,
      },
    ),
    blob(ell(210, 412, 40, 38), {
      stripes: { at: [0.7, 0.8], depth: 22, width: 12 },
      patches: upPatches,
    }),
    blob(ell(302, 412, 40, 38), {
      stripes: { at: [0.2, 0.3], depth: 22, width: 12 },
      patches: upPatches,
    }),
  ],
  head: { x: 256, y: 262, scale: 0.86 },
  front: [],
};

const peekPaw = (x: number): Part => {
  const paw = circle(x, 372, 32, 22);
  return {
    shape: paw,
    white: paw,
    point: paw,
    patches: [circle(160, 360, 50), null],
    detail: svg(`M${x - 10} 392L${x - 10} 380M${x + 10} 392L${x + 10} 380`),
    shift: 5,
  };
};
/** Head and paws over an edge; the recipe draws the edge between head and paws. */
export const PEEK: Pose = {
  back: [
    blob(ell(256, 420, 130, 76), {
      stripes: { at: [0.9, 0.95, 0.05, 0.1], depth: 30, width: 15 },
      patches: [circle(360, 380, 60), null],
      white: circle(256, 400, 50, 60),
    }),
  ],
  head: { x: 256, y: 292, scale: 1.16 },
  front: [peekPaw(190), peekPaw(322)],
};

const bellyPatches: Patches = [svg('M300 300Q420 300 430 400L330 420Z'), circle(200, 330, 36)];
export const BELLY: Pose = {
  back: [
    tail('410 400, 456 410, 476 376, 464 340', 28, bellyPatches),
    leg('350 360, 362 300, 392 284', 34, bellyPatches, 'far'),
    leg('226 350, 222 300, 244 276', 30, bellyPatches, 'far'),
    blob(ell(296, 390, 140, 66, -4, 12), {
      stripes: { at: [0.45, 0.5, 0.55, 0.6], depth: 30, width: 15 },
      patches: bellyPatches,
      white: circle(300, 380, 100, 40, -4),
      light: circle(300, 352, 50, 8, -4),
      shift: 10,
    }),
    leg('392 366, 420 318, 452 308', 34, bellyPatches, 'near'),
    leg('260 356, 270 306, 300 290', 30, bellyPatches, 'near'),
  ],
  head: { x: 168, y: 362, deg: 160, scale: 0.9 },
  front: [],
};
