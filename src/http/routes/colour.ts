// The colour family (DESIGN 2.3): /color/<hex> JSON, the swatch and gradient images, and the
// /colour/... aliases, which share generators and inputs and so answer byte-identically.
import { Type } from 'typebox';
import { HEX_PATTERN, HEX_RULE, parseHex } from '../../colour/hex.js';
import { colourInfo } from '../../colour/info.js';
import { invalidParameter } from '../../core/errors.js';
import { imageRoute, jsonRoute, type RouteDefinition } from '../route-kit.js';
import { Exactly, Url } from '../route-answer.js';

const HexParams = Type.Object({
  hex: Type.String({
    pattern: HEX_PATTERN,
    description: `A colour as ${HEX_RULE}.`,
    'x-rule': HEX_RULE,
  }),
});

const Int = Type.Integer();
const Channels = Exactly({ r: Int, g: Int, b: Int });

/** One colour described: its websafe twin has the same shape. */
const DescribedColour = {
  name: Type.String({ description: 'The nearest named colour.' }),
  hex: Exactly({
    string: Type.String(),
    clean: Type.String(),
    shorten: Type.Union([Type.String(), Type.Null()], {
      description: 'Three digits when the colour has a short form, else null.',
    }),
    values: Type.Array(Type.String()),
  }),
  rgb: Exactly({ string: Type.String(), values: Type.Array(Int), r: Int, g: Int, b: Int }),
  hsl: Exactly({ string: Type.String(), values: Type.Array(Int), h: Int, s: Int, l: Int }),
  cmyk: Exactly({
    string: Type.String(),
    values: Type.Array(Int),
    c: Int,
    m: Int,
    y: Int,
    k: Int,
  }),
  int: Type.Integer({ description: 'The colour as one 24-bit number.' }),
  brightness: Type.Integer({ description: 'Mean of the channels, 0..255.' }),
  safe_text_color: Exactly(
    {
      name: Type.Union([Type.Literal('white'), Type.Literal('black')]),
      hex: Type.String(),
      rgb: Exactly({ r: Int, g: Int, b: Int, values: Type.Array(Int) }),
    },
    'White or black, whichever contrasts more (WCAG).',
  ),
  images: Exactly({ square: Url('The swatch.'), gradient: Url('The gradient.') }),
  shade: Type.Array(Type.String(), { description: 'Darker steps, as hex.' }),
  tint: Type.Array(Type.String(), { description: 'Lighter steps, as hex.' }),
  image: Url('The swatch (older clients read this).'),
  image_gradient: Url('The gradient (older clients read this).'),
  rgb_values: Channels,
  blackorwhite_text: Type.String({ description: 'safe_text_color.hex, for older clients.' }),
};

const ColourAnswer = Exactly(
  { ...DescribedColour, websafe: Exactly(DescribedColour, 'The nearest web-safe colour.') },
  'The colour in every notation, its shades and tints, and its picture URLs.',
);

function rgbOf(hex: string) {
  const rgb = parseHex(hex);
  // The schema pattern already guarantees this; the check keeps the types honest.
  if (!rgb) throw invalidParameter('hex', `must be ${HEX_RULE}`);
  return rgb;
}

/** The colour of the examples: the URLs' and the answer's shown in the document. */
const SAMPLE_HEX = '00ffd9';

function colourRoutes(spelling: 'color' | 'colour'): RouteDefinition[] {
  return [
    jsonRoute({
      path: `/${spelling}/:hex`,
      summary: 'Information about a colour: name, RGB, HSL, CMYK, shades, tints, web-safe twin.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/${SAMPLE_HEX}`,
      returns: ColourAnswer,
      body: ({ params, baseUrl }) => ({ value: colourInfo(rgbOf(params.hex), baseUrl) }),
      sample: (baseUrl) => colourInfo(rgbOf(SAMPLE_HEX), baseUrl),
    }),
    imageRoute({
      path: `/${spelling}/image/:hex`,
      summary: 'A 256x256 square of the colour.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/image/${SAMPLE_HEX}`,
      generator: 'swatch',
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
    imageRoute({
      path: `/${spelling}/image/gradient/:hex`,
      summary: 'A 1024x256 ramp from the lightest tint through the colour to black.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/image/gradient/${SAMPLE_HEX}`,
      generator: 'gradient',
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
  ];
}

export const COLOUR_ROUTES: readonly RouteDefinition[] = [
  ...colourRoutes('color'),
  ...colourRoutes('colour'),
];
