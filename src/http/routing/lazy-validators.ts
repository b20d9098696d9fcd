// Route validators compiled when first used instead of at start: fastify compiles every
// route's parameter schemas while it gets ready (~60 ms of a ~450 ms start), though a route
// may not be asked for in minutes. warm() compiles the rest in idle moments after readiness.
import { AjvCompiler } from '@fastify/ajv-compiler';

/** A compiled check as fastify calls it: false and `errors` set when the data is invalid. */
interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}
type BuildValidator = ReturnType<typeof AjvCompiler>;
type Compile = ReturnType<BuildValidator>;
type RouteSchema = Parameters<Compile>[0];

export class LazyValidators {
  private readonly pending = new Set<() => void>();
  private readonly build = AjvCompiler();

  /** For fastify's `schemaController.compilersFactory.buildValidator`. */
  readonly buildValidator: BuildValidator = (externalSchemas, options) => {
    const compileFor = this.build(externalSchemas, options);
    const lazyCompile = (route: RouteSchema) => {
      let compiled: Validate | undefined;
      const compile = () => {
        compiled ??= compileFor(route) as Validate;
        this.pending.delete(compile);
        return compiled;
      };
      this.pending.add(compile);
      const validate: Validate = (data) => {
        const check = compiled ?? compile();
        const result = check(data);
        validate.errors = check.errors;
        return result;
      };
      // fastify reads only the call and `errors`; Ajv's other fields are not used.
      return validate as ReturnType<Compile>;
    };
    return lazyCompile as Compile;
  };

  /** Validators not compiled yet. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Compiles the waiting validators, one per turn of the event loop, so requests interleave. */
  warm(): void {
    const next = this.pending.values().next();
    if (next.done) return;
    next.value();
    setImmediate(() => this.warm());
  }
}
