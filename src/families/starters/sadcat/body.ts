// The sad cat's whole-body poses (sitting, loafing, flopped flat) and the parts every pose
// shares, each drawn around a local origin on the ground line with hooks for props between layers.
import { Path2D } from '@napi-rs/canvas';
import { drawHead, type Face } from './head.js';
import { C, ellipse, place, solid, stroke, svg, tubeStroke, type Coat, type Ctx } from './paint.js';

/** Where the raised paw ends up, in the sitting pose's coordinates. */
export const RAISED_PAW = { x: 154, y: -180 } as const;

type Arms = 'legs' | 'chest' | 'raise';

export interface Layers {
  /** Drawn after the body, before the head (cone backs, held things behind the head). */
  readonly behindHead?: (ctx: Ctx) => void;
  /** Drawn over the head, in the head's own coordinates (collar rims, snow, hats). */
  readonly onHead?: (ctx: Ctx) => void;
  /** Drawn after the head, before the front paws (held objects, container fronts). */
  readonly beforePaws?: (ctx: Ctx) => void;
  /** Drawn last, in the pose's coordinates. */
  readonly last?: (ctx: Ctx) => void;
}

export interface SitOptions extends Layers {
  readonly arms?: Arms;
  /** Head tilt in degrees (negative leans left). */
  readonly tilt?: number;
  /** Head lifted and pushed back to look up. */
  readonly lookUp?: boolean;
  /** Tail lies to the left instead of the right. */
  readonly tailLeft?: boolean;
}

export function stripes(ctx: Ctx, coat: Coat, d: string): void {
  if (coat.pattern !== 'tabby') return;
  ctx.fillStyle = coat.mark;
  ctx.fill(svg(d));
}

export function bodyMarkings(ctx: Ctx, coat: Coat, bib: Path2D): void {
  if (coat.pattern === 'calico') {
    ctx.fillStyle = coat.mark;
    ctx.fill(ellipse(-80, -110, 60, 50, 0.3));
    ctx.fillStyle = coat.mark2;
    ctx.fill(ellipse(90, -40, 50, 60, -0.2));
  }
  stripes(
    ctx,
    coat,
    'M-110 -110L-74 -100L-110 -88ZM-112 -70L-78 -60L-112 -48ZM110 -110L74 -100L110 -88Z' +
      'M112 -70L78 -60L112 -48Z',
  );
  if (coat.pattern !== 'points') {
    ctx.fillStyle = coat.belly;
    ctx.fill(bib);
  }
}

function tail(ctx: Ctx, coat: Coat, centre: Path2D, width = 28): void {
  tubeStroke(ctx, centre, width, coat.pattern === 'points' ? coat.mark : coat.fur);
  if (coat.pattern === 'tabby' || coat.pattern === 'calico') {
    ctx.save();
    ctx.setLineDash([30, 26]);
    ctx.lineDashOffset = -10;
    ctx.lineCap = 'butt';
    ctx.strokeStyle = coat.pattern === 'calico' ? coat.mark2 : coat.mark;
    ctx.lineWidth = width;
    ctx.stroke(centre);
    ctx.restore();
  }
}

export function paw(ctx: Ctx, coat: Coat, x: number, y: number, rx = 24, ry = 13): void {
  const colour = coat.pattern === 'points' ? coat.mark : coat.belly;
  solid(ctx, ellipse(x, y, rx, ry), coat.pattern === 'tabby' ? coat.fur : colour, coat.shade, {
    shift: 5,
  });
  stroke(
    ctx,
    svg(`M${x - 6} ${y}L${x - 6} ${y + ry - 2}M${x + 6} ${y}L${x + 6} ${y + ry - 2}`),
    3.5,
  );
}

export function head(
  ctx: Ctx,
  coat: Coat,
  face: Face,
  x: number,
  y: number,
  s: number,
  tilt: number,
  l: Layers,
) {
  place(ctx, x, y, s, tilt, () => {
    drawHead(ctx, coat, face);
    l.onHead?.(ctx);
  });
}

export function shadow(ctx: Ctx, rx: number, y = 2): void {
  ctx.fillStyle = C.floorShadow;
  ctx.fill(ellipse(0, y, rx, rx * 0.1));
}

/** The sitting pose's paths: the body, a front leg, its outline open at the top, the toes. */
const SIT = {
  body: svg(
    'M0 -196C56 -196 92 -142 102 -84C110 -34 98 0 56 0L-56 0C-98 0 -110 -34 -102 -84' +
      'C-92 -142 -56 -196 0 -196Z',
  ),
  leg: svg('M14 -124L14 -14Q14 2 32 2Q50 2 50 -14L50 -124Z'),
  legEdge: svg('M14 -112L14 -14Q14 2 32 2Q50 2 50 -14L50 -104'),
  toes: svg('M26 -6L26 2M38 -6L38 2'),
};

/** Sitting upright but slumped, head bowed a little. */
export function sitCat(ctx: Ctx, coat: Coat, face: Face, o: SitOptions = {}): void {
  const arms = o.arms ?? 'legs';
  shadow(ctx, 160);
  const flip = o.tailLeft ? -1 : 1;
  ctx.save();
  ctx.scale(flip, 1);
  tail(ctx, coat, svg('M80 -22C140 -12 176 -8 196 -24C206 -32 216 -28 216 -16'));
  ctx.restore();
  const bib = ellipse(0, -118, 46, 60);
  solid(ctx, SIT.body, coat.fur, coat.shade, {
    markings: () => bodyMarkings(ctx, coat, bib),
    shift: 14,
  });
  for (const side of [-1, 1]) {
    solid(ctx, ellipse(side * 72, -44, 40, 42), coat.fur, coat.shade, {
      shift: 8,
      markings: () => stripes(ctx, coat, `M${side * 40} -60L${side * 80} -54L${side * 40} -44Z`),
    });
    paw(ctx, coat, side * 92, -8, 26, 12);
  }
  if (arms === 'legs' || arms === 'raise') {
    for (const side of arms === 'legs' ? [-1, 1] : [-1]) {
      ctx.save();
      ctx.scale(side, 1);
      solid(ctx, SIT.leg, coat.fur, coat.shade, {
        outline: 0,
        shift: 7,
        markings: () => {
          stripes(ctx, coat, 'M0 -70L40 -64L0 -58ZM0 -44L40 -38L0 -32Z');
          // Colour points deepen toward the paws.
          if (coat.pattern === 'points') {
            ctx.fillStyle = coat.mark;
            ctx.fill(svg('M0 -60Q32 -74 60 -64L60 10L0 10Z'));
          }
        },
      });
      stroke(ctx, SIT.legEdge, 6);
      stroke(ctx, SIT.toes, 3.5);
      ctx.restore();
    }
  }
  o.behindHead?.(ctx);
  const tilt = o.tilt ?? -6;
  head(ctx, coat, face, o.lookUp ? 6 : 0, o.lookUp ? -214 : -200, 0.92, tilt, o);
  o.beforePaws?.(ctx);
  const armColour = coat.pattern === 'points' ? coat.mark : coat.fur;
  if (arms === 'chest') {
    for (const side of [-1, 1]) {
      tubeStroke(ctx, svg(`M${side * 70} -150Q${side * 66} -104 ${side * 34} -96`), 30, armColour);
      paw(ctx, coat, side * 30, -96, 18, 16);
    }
  }
  if (arms === 'raise') {
    tubeStroke(ctx, svg('M60 -126Q124 -118 152 -172'), 30, armColour);
    paw(ctx, coat, RAISED_PAW.x, RAISED_PAW.y, 17, 17);
  }
  o.last?.(ctx);
}

const LOAF = svg(
  'M-130 0C-150 -50 -120 -128 -10 -136C96 -142 176 -104 186 -40C190 -10 176 0 156 0Z',
);

/** Lying in a loaf, chin sunk low, seen three-quarters. */
export function loafCat(ctx: Ctx, coat: Coat, face: Face, o: Layers = {}): void {
  shadow(ctx, 200);
  solid(ctx, LOAF, coat.fur, coat.shade, {
    shift: 14,
    markings: () => {
      bodyMarkings(ctx, coat, ellipse(-70, -40, 60, 50));
      stripes(
        ctx,
        coat,
        'M40 -140L58 -96L76 -140ZM100 -132L112 -92L130 -126ZM150 -110L154 -74L176 -96Z',
      );
    },
  });
  tail(ctx, coat, svg('M170 -16C204 -2 176 8 120 6C90 5 72 2 58 -4'), 26);
  o.behindHead?.(ctx);
  head(ctx, coat, face, -62, -108, 0.9, -5, o);
  o.beforePaws?.(ctx);
  paw(ctx, coat, -112, -8, 26, 13);
  paw(ctx, coat, -24, -8, 26, 13);
  o.last?.(ctx);
}

/** Melted flat on the floor, front legs splayed, chin on the ground. */
export function flopCat(ctx: Ctx, coat: Coat, face: Face, o: Layers = {}): void {
  shadow(ctx, 240, 0);
  tail(ctx, coat, svg('M140 -70C186 -118 222 -104 232 -70C236 -56 228 -44 222 -40'), 26);
  solid(ctx, ellipse(0, -52, 196, 56), coat.fur, coat.shade, {
    shift: 12,
    markings: () => {
      bodyMarkings(ctx, coat, ellipse(0, -10, 80, 30));
      stripes(ctx, coat, 'M-170 -100L-150 -60L-130 -104ZM130 -104L150 -60L170 -100Z');
    },
  });
  for (const side of [-1, 1]) paw(ctx, coat, side * 196, -22, 24, 14);
  o.behindHead?.(ctx);
  const armColour = coat.pattern === 'points' ? coat.mark : coat.fur;
  for (const side of [-1, 1]) {
    tubeStroke(ctx, svg(`M${side * 70} -26L${side * 148} -18`), 30, armColour);
    paw(ctx, coat, side * 152, -16, 22, 15);
  }
  head(ctx, coat, face, 0, -86, 0.92, 4, o);
  o.beforePaws?.(ctx);
  o.last?.(ctx);
}
