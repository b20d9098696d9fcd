// Path and query values arrive as text; parameters typed `integer` are read into numbers here,
// strictly, just before their schema checks them (ajv's own coercion would take " 12", "1e3",
// "+12" and "0x10"). Text that is not plain decimal digits stays text and fails `type`.
import type { AjvCompiler } from '@fastify/ajv-compiler';

/** How an integer is spelled in a URL unless its schema says otherwise: digits, maybe a -. */
export const DECIMAL_INTEGER = '^-?[0-9]+$';

interface IntegerSchema {
  readonly type?: unknown;
  /** A stricter spelling for this parameter (e.g. no leading zero), as a pattern. */
  readonly 'x-digits'?: string;
  /**
   * For "any integer" that only matters modulo this period: a value past the safe-integer range
   * is read as an equal one modulo the period (never 0), so it stays exact as a number.
   */
  readonly 'x-period'?: number;
}

/** `raw` (decimal digits) as a number: itself, or a positive one equal modulo `period`. */
function exactModulo(raw: string, period: number | undefined): number {
  const value = Number(raw);
  if (period === undefined || Number.isSafeInteger(value)) return value;
  const p = BigInt(period);
  return Number((((BigInt(raw) % p) + p) % p) + p);
}

type Reader = (data: Record<string, unknown>) => void;

/** The reader of an object schema's integer properties, or null when it has none. */
export function integerReader(schema: unknown): Reader | null {
  const properties = (schema as { properties?: Record<string, IntegerSchema> } | null)?.properties;
  const integers = Object.entries(properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(
      ([name, property]) =>
        [name, new RegExp(property['x-digits'] ?? DECIMAL_INTEGER), property['x-period']] as const,
    );
  if (integers.length === 0) return null;
  return (data) => {
    for (const [name, spelling, period] of integers) {
      const value = data[name];
      // Without a period, too many digits become Infinity or an inexact number: the range check
      // refuses them.
      if (typeof value === 'string' && spelling.test(value))
        data[name] = exactModulo(value, period);
    }
  };
}

/** Query and path values of a request, read the way its route's schema types them. */
export function readIntegers<T extends Record<string, unknown>>(schema: unknown, data: T): T {
  integerReader(schema)?.(data);
  return data;
}

type BuildValidator = ReturnType<typeof AjvCompiler>;
type Compile = ReturnType<BuildValidator>;
type RouteSchema = Parameters<Compile>[0];
/** What fastify passes the compiler (its types only say "a schema"). */
interface RoutePart {
  readonly schema: unknown;
  readonly httpPart?: string;
}
interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}

/** Wraps fastify's validator compiler: querystring and params validators read integers first. */
export function readingIntegers(build: BuildValidator): BuildValidator {
  return (externalSchemas, options) => {
    const compileFor = build(externalSchemas, options);
    const compile = (route: RouteSchema) => {
      const check = compileFor(route) as Validate;
      const { schema, httpPart } = route as unknown as RoutePart;
      const read =
        httpPart === 'querystring' || httpPart === 'params' ? integerReader(schema) : null;
      if (!read) return check as ReturnType<Compile>;
      const validate: Validate = (data) => {
        if (data !== null && typeof data === 'object') read(data as Record<string, unknown>);
        const result = check(data);
        validate.errors = check.errors;
        return result;
      };
      return validate as ReturnType<Compile>;
    };
    return compile as Compile;
  };
}
