// christmas: a deep green night with a string of coloured lights and a decorated tree,
// and a floppy santa hat with a fur brim and pompom.
import { strokeLine } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { BLUE, GOLD, RED, WHITE, YELLOW } from '../palette.js';
import { circle, prop, scatter, star } from './shapes.js';
import { detailedProp, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const NIGHT_GREEN = '#17442f';
const TREE = '#2f8f4e';
const TREE_DARK = '#1f6b39';
const SANTA = '#d7263d';
const SANTA_SHADE = '#a81a2d';
const FUR = '#fbfbf7';
const BULBS = [RED, YELLOW, BLUE, '#4cd97b', '#ff7ad9'];

const snow = scatter(3, 40, { x: 0, y: 0, w: 512, h: 512 }).map((s) =>
  circle(s.x, s.y, 2 + s.t * 3),
);
const wire = path('M-10 28Q128 110 256 56Q384 4 522 70');
// Bulbs hang from points along the wire (sampled from the same curve, as data).
const bulbPoints = [20, 68, 116, 164, 212, 300, 348, 396, 444, 492].map((x, i) => {
  const y =
    x < 256 ? 28 + 0.9 * x - 0.0034 * x * x : 56 - 0.18 * (x - 256) + 0.0027 * (x - 256) ** 2;
  const by = y + 8;
  return {
    glow: circle(x, by + 10, 18),
    cap: path(`M${x - 5} ${by - 6}L${x + 5} ${by - 6}L${x + 5} ${by + 2}L${x - 5} ${by + 2}Z`),
    bulb: path(
      `M${x} ${by + 24}C${x - 14} ${by + 14} ${x - 10} ${by} ${x} ${by}C${x + 10} ${by} ${x + 14} ${by + 14} ${x} ${by + 24}Z`,
    ),
    colour: BULBS[i % BULBS.length] ?? RED,
  };
});

const tree = path(
  'M54 150L104 250L80 250L124 340L94 340L140 440L-32 440L14 340L-16 340L28 250L4 250Z',
);
const treeShade = path('M54 150L104 250L80 250L124 340L94 340L140 440L60 440L60 150Z');
const trunk = rectangle(40, 440, 30, 40);
// Baubles on the tree, all one size.
const ornaments = (
  [
    [40, 236],
    [70, 300],
    [20, 320],
    [96, 400],
    [36, 404],
  ] as const
).map(([x, y]) => circle(x, y, 9));
const treeStar = star(54, 146, 22, 10);

// Santa hat: a red sack flopping to the right over a fluffy brim, pompom hanging at its end.
const hatBody = path(
  'M150 140C150 60 210 20 280 26C350 32 402 70 424 140L392 150C380 104 356 84 330 80C346 104 352 124 356 140Z',
);
const hatShade = path('M330 80C346 104 352 124 356 140L330 140C332 116 326 96 310 80Z');
const brim = path(
  'M142 128C160 112 180 126 196 114C212 126 232 110 250 122C266 110 286 124 302 112C318 124 338 110 356 124C372 116 384 130 372 150C374 170 354 170 338 162C322 174 302 160 286 170C270 160 250 174 234 164C218 176 198 160 182 170C164 166 160 174 146 162C128 156 128 138 142 128Z',
);
const pompom = path(
  'M408 126C418 114 434 118 436 130C450 130 454 146 444 154C450 168 434 176 424 168C414 178 398 170 400 158C388 152 392 134 408 126Z',
);

export const christmas: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, NIGHT_GREEN);
    paint(ctx, 'rgba(255,255,255,0.55)', snow);
    detailedProp(ctx, tree, TREE, () => paint(ctx, TREE_DARK, [treeShade]));
    prop(ctx, trunk, '#7a4b2a');
    for (const [i, o] of ornaments.entries()) prop(ctx, o, BULBS[i % BULBS.length] ?? RED, 4);
    prop(ctx, treeStar, GOLD, 4);
    strokeLine(ctx, wire, '#0c2518', 4);
    for (const b of bulbPoints) {
      ctx.globalAlpha = 0.3;
      paint(ctx, b.colour, [b.glow]);
      ctx.globalAlpha = 1;
      prop(ctx, b.cap, '#55566a', 3);
      prop(ctx, b.bulb, b.colour, 3);
    }
  },
  front(ctx) {
    detailedProp(ctx, hatBody, SANTA, () => paint(ctx, SANTA_SHADE, [hatShade]));
    prop(ctx, brim, FUR);
    prop(ctx, pompom, WHITE, 5);
  },
};
