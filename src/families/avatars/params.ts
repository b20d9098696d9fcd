// Parameters the avatar routes share: a colour path segment (or the word random, for a fresh
// random colour whose answer is then no-store), a plain colour, and the nft season.
import { Type } from 'typebox';
import { HEX_RULE, parseHex, type Rgb } from '../../colour/hex.js';
import { invalidParameter } from '../../core/errors.js';
import { randomColour } from './kiln-seed.js';
import { SEASONS, isSeason, type Season } from './nft/seasons.js';

const HEX_OR_RANDOM_RULE = `${HEX_RULE}, or the word random`;

export const hexOrRandom = (description: string) =>
  Type.String({
    pattern: '^(random|#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6}))$',
    description: `${description}: ${HEX_OR_RANDOM_RULE}.`,
    'x-rule': HEX_OR_RANDOM_RULE,
  });

export const hexOnly = Type.String({
  pattern: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  description: `The colour: ${HEX_RULE}.`,
  'x-rule': HEX_RULE,
});

/** A colour segment: the colour, or a fresh random one (then the answer is no-store). */
export function colourOrRandom(segment: string, name: string): { rgb: Rgb; random: boolean } {
  if (segment === 'random') return { rgb: randomColour(), random: true };
  const rgb = parseHex(segment);
  if (!rgb) throw invalidParameter(name, `must be ${HEX_OR_RANDOM_RULE}`);
  return { rgb, random: false };
}

/** The season of a path segment, case-insensitive (absent: default). */
export function seasonOf(raw: string | undefined): Season {
  const season = (raw ?? 'default').toLowerCase();
  if (!isSeason(season)) throw invalidParameter('season', `must be one of ${SEASONS.join(', ')}`);
  return season;
}
