// Turns a schema-validation failure into one readable sentence naming the parameter, the rule
// and the limit, e.g. "Parameter 'format' must be one of png, jpeg, webp."
import { parameterMessage } from '../../core/errors.js';

/** The parts of an Ajv error object this module reads. */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

interface PropertySchema {
  readonly description?: string;
  readonly 'x-rule'?: string;
  /** A text's limit after normalisation (text-params.ts); `maxLength` only guards the raw size. */
  readonly 'x-max-characters'?: number;
}

type SchemaLookup = (name: string) => PropertySchema | undefined;

function parameterName(error: SchemaError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? '');
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

function rule(error: SchemaError, schema: PropertySchema | undefined): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return `must be at most ${String(schema?.['x-max-characters'] ?? p.limit)} characters long`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? 'must not be empty'
        : `must be at least ${String(p.limit)} characters long`;
    case 'pattern':
      return `must be ${schema?.['x-rule'] ?? `text matching ${String(p.pattern)}`}`;
    // An integer parameter's rule names its range and spelling: text that is not one, and a
    // number outside the range, break the same rule.
    case 'type':
      return `must be ${schema?.['x-rule'] ?? `of type ${String(p.type)}`}`;
    case 'minimum':
      return `must be ${schema?.['x-rule'] ?? `at least ${String(p.limit)}`}`;
    case 'maximum':
      return `must be ${schema?.['x-rule'] ?? `at most ${String(p.limit)}`}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** One sentence for the first validation error (Ajv stops at the first one). */
export function validationSentence(errors: readonly SchemaError[], lookup: SchemaLookup): string {
  const error = errors[0];
  if (!error) return 'The request is not valid.';
  const name = parameterName(error);
  if (name === '') return `The request is not valid: ${error.message ?? 'unknown rule'}.`;
  return parameterMessage(name, rule(error, lookup(name)));
}
