// The colour family (DESIGN 2.3): /color/<hex> JSON, the swatch and gradient images, and the
// /colour/... aliases, which share generators and inputs and so answer byte-identically.
import { Type } from 'typebox';
import { HEX_PATTERN, HEX_RULE, parseHex } from '../../colour/hex.js';
import { colourInfo } from '../../colour/info.js';
import { badRequest } from '../errors.js';
import { imageRoute, jsonRoute, type RouteDefinition } from '../route-kit.js';

const HexParams = Type.Object({
  hex: Type.String({
    pattern: HEX_PATTERN,
    description: `A colour as ${HEX_RULE}.`,
    'x-rule': HEX_RULE,
  }),
});

function rgbOf(hex: string) {
  const rgb = parseHex(hex);
  // The schema pattern already guarantees this; the check keeps the types honest.
  if (!rgb) throw badRequest(`Parameter 'hex' must be ${HEX_RULE}.`);
  return rgb;
}

function colourRoutes(spelling: 'color' | 'colour'): RouteDefinition[] {
  return [
    jsonRoute({
      path: `/${spelling}/:hex`,
      summary: 'Information about a colour: name, RGB, HSL, CMYK, shades, tints, web-safe twin.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/00ffd9`,
      body: ({ params, baseUrl }) => ({ value: colourInfo(rgbOf(params.hex), baseUrl) }),
    }),
    imageRoute({
      path: `/${spelling}/image/:hex`,
      summary: 'A 256x256 square of the colour.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/image/00ffd9`,
      generator: 'swatch',
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
    imageRoute({
      path: `/${spelling}/image/gradient/:hex`,
      summary: 'A 1024x256 ramp from the lightest tint through the colour to black.',
      params: HexParams,
      listed: true,
      example: `/${spelling}/image/gradient/00ffd9`,
      generator: 'gradient',
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
  ];
}

export const COLOUR_ROUTES: readonly RouteDefinition[] = [
  ...colourRoutes('color'),
  ...colourRoutes('colour'),
];
