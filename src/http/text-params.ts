// Text parameters (DESIGN 2.1): the schema bounds the raw size; after Unicode NFC and control
// removal the text must be non-blank and within its code-point limit, else a 400 naming both.
import { Type } from 'typebox';
import { countCodePoints, isBlank, normaliseText } from '../text/normalise.js';
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

/** The normalised text of a required parameter; 400 if missing, blank or over the limit. */
export function requireText(
  raw: string | undefined,
  name: string,
  limit = DEFAULT_TEXT_LIMIT,
): string {
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

/** Two texts that share one limit (e.g. top + bottom at most 500 together). */
export function requireTexts<Name extends string>(
  values: Readonly<Record<Name, string | undefined>>,
  sharedLimit: number,
): Record<Name, string> {
  const texts = {} as Record<Name, string>;
  let total = 0;
  for (const name of Object.keys(values) as Name[]) {
    texts[name] = requireText(values[name], name, sharedLimit);
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
