// Text parameters (DESIGN 2.1): the schema bounds the raw size; after Unicode NFC and control
// removal the text must be non-blank and within its code-point limit, else a 400 naming both.
// Every limit a message names is read from the parameter's schema, so the two cannot differ.
import { Type, type TObject } from 'typebox';
import { countCodePoints, isBlank, normaliseText } from './normalise.js';
import { badRequest, parameterMessage } from '../core/errors.js';

export const DEFAULT_TEXT_LIMIT = 500;

/**
 * A text query parameter. The raw bound (`maxLength`) only caps the work of normalising: the
 * real limit is counted after normalisation, where removed control characters no longer count;
 * it is `x-max-characters`, which the OpenAPI document shows as the maximum.
 */
export function textParam(description: string, limit = DEFAULT_TEXT_LIMIT, notation = 'text') {
  return Type.String({
    description: `${description} At most ${limit} characters (Unicode code points); a newline (%0A) starts a new line.`,
    maxLength: limit * 4,
    'x-max-characters': limit,
    'x-notation': notation,
  });
}

/** A text parameter's schema as textParam makes it: its limit is `x-max-characters`. */
export interface TextParamSchema {
  readonly 'x-max-characters': number;
}

/** The limit a text parameter's schema declares. */
export function textLimit(schema: unknown): number {
  const limit = (schema as Partial<TextParamSchema> | undefined)?.['x-max-characters'];
  if (typeof limit !== 'number') throw new Error('not a text parameter (no x-max-characters)');
  return limit;
}

/**
 * The normalised text of the required parameter `name` of the query schema `query`; 400 if
 * missing, blank or over the limit that schema declares.
 */
export function requireText(raw: string | undefined, name: string, query: TObject): string {
  return requireTextWithin(raw, name, textLimit(query.properties[name]));
}

function requireTextWithin(raw: string | undefined, name: string, limit: number): string {
  const text = normaliseText(raw ?? '');
  if (isBlank(text)) {
    throw badRequest(
      text.trim() === ''
        ? parameterMessage(name, 'is required and must not be empty')
        : parameterMessage(
            name,
            'must contain something visible, not only invisible characters (joiners, direction marks, variation selectors, tags)',
          ),
    );
  }
  const length = countCodePoints(text);
  if (length > limit) {
    throw badRequest(
      parameterMessage(name, `must be at most ${limit} characters long (got ${length})`),
    );
  }
  return text;
}

/** The key of a query schema's limit on its texts together (textsTogether). */
const SHARED_LIMIT = 'x-max-characters-together';

/** Query schema options for texts that share one limit, e.g. top + bottom 500 together. */
export function textsTogether(limit: number): Record<string, number> {
  return { [SHARED_LIMIT]: limit };
}

/**
 * Texts that share one limit (declared on `query` with textsTogether): each within its own
 * limit, and all of them together within the shared one.
 */
export function requireTexts<Name extends string>(
  values: Readonly<Record<Name, string | undefined>>,
  query: TObject,
): Record<Name, string> {
  const sharedLimit = (query as unknown as Record<string, unknown>)[SHARED_LIMIT];
  if (typeof sharedLimit !== 'number') throw new Error(`the query schema has no ${SHARED_LIMIT}`);
  const texts = {} as Record<Name, string>;
  let total = 0;
  for (const name of Object.keys(values) as Name[]) {
    texts[name] = requireText(values[name], name, query);
    total += countCodePoints(texts[name]);
  }
  if (total > sharedLimit) {
    const names = Object.keys(values)
      .map((n) => `'${n}'`)
      .join(' and ');
    throw badRequest(
      `Parameters ${names} must be at most ${sharedLimit} characters long together (got ${total}).`,
    );
  }
  return texts;
}
