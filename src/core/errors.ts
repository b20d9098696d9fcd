// The errors a request can end in that are the client's doing, known to every layer below
// HTTP: input valid by schema that cannot be honoured, and an error with a status and a
// sentence meant for the client. The HTTP layer writes both as {code, name, description}.

/**
 * Thrown by a generator (or input preparation) when the input is valid by schema but cannot
 * be honoured, e.g. text that cannot fit legibly. The HTTP layer answers 400 with `message`.
 */
export class InvalidInput extends Error {}

/** An error whose description is safe and meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(description);
  }
}

export const badRequest = (description: string) => new HttpError(400, description);

/**
 * The one shape of every sentence about a bad parameter, `Parameter '<name>' <clause>.`, so a
 * client (or a person) can always find the parameter's name in the same place.
 */
export function parameterMessage(name: string, clause: string): string {
  return `Parameter '${name}' ${clause}.`;
}

/** A 400 about one parameter: what it must be, or what is wrong with it. */
export const invalidParameter = (name: string, clause: string) =>
  badRequest(parameterMessage(name, clause));
