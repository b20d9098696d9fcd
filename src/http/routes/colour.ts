// The colour family's JSON (DESIGN 2.3): /color/<hex> and its /colour/<hex> alias. The swatch
// and gradient pictures are the catalogue's (families/colour/).
import { Type } from 'typebox';
import { colourInfo } from '../../colour/info.js';
import { HexParams, rgbOf, SPELLINGS } from '../../families/colour/params.js';
import { jsonRoute, type RouteDefinition } from '../routing/route-kit.js';
import { Exactly, Url } from '../routing/route-answer.js';

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

/** The colour of the examples: the URLs' and the answer's shown in the document. */
const SAMPLE_HEX = '00ffd9';

export const COLOUR_ROUTES: readonly RouteDefinition[] = SPELLINGS.map((spelling) =>
  jsonRoute({
    path: `/${spelling}/:hex`,
    tag: 'Colours',
    summary: 'Information about a colour: name, RGB, HSL, CMYK, shades, tints, web-safe twin.',
    params: HexParams,
    listed: true,
    example: `/${spelling}/${SAMPLE_HEX}`,
    returns: ColourAnswer,
    body: ({ params, baseUrl }) => ({ value: colourInfo(rgbOf(params.hex), baseUrl) }),
    sample: (baseUrl) => colourInfo(rgbOf(SAMPLE_HEX), baseUrl),
  }),
);
