// The sad cat's close-up poses, where only the head, shoulders and front paws show: peeking
// over an edge, a head-and-shoulders portrait, and wrapped up in a blanket.
import { Path2D } from '@napi-rs/canvas';
import { bodyMarkings, head, paw, shadow, stripes, type Layers } from './body.js';
import type { Face } from './head.js';
import { ellipse, place, solid, svg, type Coat, type Ctx } from './paint.js';

const SHOULDERS = svg('M-100 4C-104 -60 -80 -112 0 -114C80 -112 104 -60 100 4Z');

/** Head and front paws over an edge at y = 0 (a box, tub, window sill or bed). */
export function peekCat(ctx: Ctx, coat: Coat, face: Face, o: Layers & { tilt?: number } = {}) {
  solid(ctx, SHOULDERS, coat.fur, coat.shade, {
    shift: 12,
    markings: () => bodyMarkings(ctx, coat, ellipse(0, -40, 50, 50)),
  });
  o.behindHead?.(ctx);
  head(ctx, coat, face, 0, -132, 1, o.tilt ?? -5, o);
  o.beforePaws?.(ctx);
  paw(ctx, coat, -58, -4, 30, 17);
  paw(ctx, coat, 58, -4, 30, 17);
  o.last?.(ctx);
}

const BUST = svg('M-150 330C-150 170 -90 60 0 60C90 60 150 170 150 330Z');

/** A big head-and-shoulders close-up, head centred on the origin. */
export function portraitCat(ctx: Ctx, coat: Coat, face: Face, o: Layers & { tilt?: number } = {}) {
  solid(ctx, BUST, coat.fur, coat.shade, {
    shift: 10,
    markings: () => {
      if (coat.pattern === 'calico') {
        ctx.fillStyle = coat.mark2;
        ctx.fill(ellipse(-120, 200, 70, 60));
        ctx.fillStyle = coat.mark;
        ctx.fill(ellipse(120, 170, 60, 50));
      }
      stripes(ctx, coat, 'M-160 170L-110 190L-160 210ZM160 170L110 190L160 210Z');
      ctx.fillStyle = coat.belly;
      ctx.fill(ellipse(0, 200, 56, 90));
    },
  });
  o.behindHead?.(ctx);
  head(ctx, coat, face, 0, 0, 1, o.tilt ?? -4, o);
  o.beforePaws?.(ctx);
  o.last?.(ctx);
}

interface Blanket {
  readonly colour: string;
  readonly shade: string;
  readonly stripe: string;
}

const PINK_BLANKET: Blanket = {
  colour: '#f29ab5',
  shade: 'rgba(140, 30, 80, 0.25)',
  stripe: '#f7bfd0',
};

/** The blanket's colours (pink when left out) and the layers. */
export interface BlanketOptions extends Layers {
  readonly blanket?: Blanket;
}

const WRAP = svg('M0 -246C-84 -240 -150 -120 -164 0L164 0C150 -120 84 -240 0 -246Z');
const FLAP = svg(
  'M-40 -150C0 -150 40 -100 60 0L164 0C150 -100 100 -160 60 -186C30 -170 -10 -156 -40 -150Z',
);

/** Wrapped up in a blanket with a hood, one paw poking out of the fold. */
export function blanketCat(ctx: Ctx, coat: Coat, face: Face, o: BlanketOptions = {}) {
  const b = o.blanket ?? PINK_BLANKET;
  shadow(ctx, 190);
  const bands = () => {
    ctx.fillStyle = b.stripe;
    for (let y = -220; y < 10; y += 56)
      ctx.fill(new Path2D(`M-200 ${y}L200 ${y + 24}L200 ${y + 44}L-200 ${y + 20}Z`));
  };
  solid(ctx, ellipse(0, -226, 128, 112), b.colour, b.shade, { shift: 10 });
  solid(ctx, WRAP, b.colour, b.shade, { shift: 16, markings: bands });
  o.behindHead?.(ctx);
  head(ctx, coat, { ...face, showEars: false }, 0, -214, 0.86, -4, o);
  place(ctx, 0, -214, 0.86, -4, () => {
    const rim = new Path2D();
    rim.ellipse(0, -16, 136, 116, 0, Math.PI * 1.02, Math.PI * 1.98);
    rim.ellipse(0, 6, 118, 100, 0, Math.PI * 1.96, Math.PI * 1.04, true);
    rim.closePath();
    solid(ctx, rim, b.colour, b.shade, { shift: 6 });
  });
  solid(ctx, FLAP, b.colour, b.shade, { shift: 12, markings: bands });
  o.beforePaws?.(ctx);
  const tissue = svg(
    'M-104 -128C-116 -154 -96 -174 -76 -162C-60 -178 -38 -160 -48 -140C-38 -128 -56 -112 -76 -118' +
      'C-92 -108 -108 -114 -104 -128Z',
  );
  solid(ctx, tissue, '#ffffff', 'rgba(100, 110, 170, 0.18)', { shift: 5, outline: 4.5 });
  paw(ctx, coat, -72, -116, 20, 16);
  o.last?.(ctx);
}
