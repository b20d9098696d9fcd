// What every `kiln` command shares: where it writes, reads its configuration and builds the app
// (CliContext, so tests run commands in-process), and parseArgs with `--help`/`-h` added.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config.js';

/** An answer of the app to an in-process request. */
export interface AppAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly rawPayload: Buffer;
  readonly body: string;
}

/** The app as `kiln render` uses it: no listening socket, requests injected. */
export interface InProcessApp {
  /** Resolves when the renderers are warm and the collections loaded. */
  readonly warm: Promise<void>;
  get(url: string): Promise<AppAnswer>;
  close(): Promise<void>;
}

/** process.stdout, process.stderr or a test's buffer: `done` once the chunk is out (or not). */
export interface Output {
  write(chunk: string | Uint8Array, done?: (error?: Error | null) => void): unknown;
}

/** Where a command writes (the process's streams, or a test's buffers) and what it runs on. */
export interface CliContext {
  readonly stdout: Output;
  readonly stderr: Output;
  /** The configuration: `defaults` < the environment < `forced` (flags the user typed). */
  config(defaults?: Record<string, string>, forced?: Record<string, string>): Config;
  /** The app built on `config` (src/app.ts), for `kiln render`. */
  openApp(config: Config): Promise<InProcessApp>;
}

/** The command line itself is wrong: exit 2, with the command's usage on stderr. */
export class CommandLineError extends Error {}

/** The command line is right but what it names is not (a file, a category): exit 1. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** What parseArgs makes of a command line with `options` (and --help). */
export type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O & typeof HELP; allowPositionals: true }>
>;

/** One command (or subcommand) of `kiln`. */
export interface Command {
  /** Its lines in `kiln --help`: synopsis and a one-line description. */
  readonly usage: string;
  /** Runs it on the arguments after its name; resolves to the exit code. */
  run(args: string[], context: CliContext): Promise<number>;
}

export interface CommandSpec<O extends Options> {
  /** `kiln render`, `kiln pictures add`: how messages name it. */
  readonly name: string;
  readonly usage: string;
  /** What `--help` adds after the usage: the options and arguments explained. */
  readonly details: string;
  readonly options: O;
  /** Whether it takes positional arguments at all (parseArgs refuses them otherwise). */
  readonly positionals: boolean;
}

/** The text of `<command> --help`. */
export function helpText(spec: { usage: string; details: string }): string {
  return `usage:\n${spec.usage}\n\n${spec.details}\n`;
}

/**
 * `args` parsed as `spec` says; throws CommandLineError for an unknown option, a missing
 * option value or a positional the command does not take.
 */
export function parseCommandLine<O extends Options>(
  spec: CommandSpec<O>,
  args: readonly string[],
): Parsed<O> {
  try {
    return parseArgs({
      args: [...args],
      options: { ...spec.options, ...HELP },
      allowPositionals: spec.positionals,
      strict: true,
    }) as Parsed<O>;
  } catch (error) {
    if (((error as { code?: string }).code ?? '').startsWith('ERR_PARSE_ARGS')) {
      throw new CommandLineError((error as Error).message);
    }
    throw error;
  }
}

/**
 * A command from its spec and body: `--help` or `-h` prints its help on stdout (exit 0),
 * whatever else the line holds; a wrong command line prints the message and the usage on
 * stderr (exit 2); a UsageError prints its message (exit 1). Other errors propagate.
 */
export function defineCommand<O extends Options>(
  spec: CommandSpec<O>,
  body: (parsed: Parsed<O>, context: CliContext) => Promise<number>,
): Command {
  return {
    usage: spec.usage,
    async run(args, context) {
      try {
        const parsed = parseCommandLine(spec, args);
        // parseCommandLine added --help to every command's options.
        if ((parsed.values as { help?: boolean }).help === true) {
          context.stdout.write(helpText(spec));
          return 0;
        }
        return await body(parsed, context);
      } catch (error) {
        if (error instanceof CommandLineError) {
          context.stderr.write(`${spec.name}: ${error.message}\n${helpText(spec)}`);
          return 2;
        }
        if (error instanceof UsageError) {
          context.stderr.write(`${spec.name}: ${error.message}\n`);
          return 1;
        }
        throw error;
      }
    },
  };
}

/** The words `a, b, c or d` (how messages list subcommands). */
function orList(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * A command made of subcommands (`kiln pictures add|list|...`): `--help` lists them, a missing
 * or unknown one is named with the list (exit 2). `extraUsage`: lines after the subcommands'.
 */
export function defineGroup(
  name: string,
  subcommands: ReadonlyMap<string, Command>,
  extraUsage = '',
): Command {
  const usage = [...subcommands.values()].map((c) => c.usage).join('\n') + extraUsage;
  const help = `usage:\n${usage}\n\n  ${name} <subcommand> --help explains one.\n`;
  return {
    usage,
    async run(args, context) {
      const [sub, ...rest] = args;
      if (sub === '--help' || sub === '-h' || sub === 'help') {
        context.stdout.write(help);
        return 0;
      }
      const command = sub === undefined ? undefined : subcommands.get(sub);
      if (command) return command.run(rest, context);
      const problem =
        sub === undefined
          ? `name a subcommand: ${orList([...subcommands.keys()])}`
          : `unknown subcommand '${sub}'`;
      context.stderr.write(`${name}: ${problem}\n${help}`);
      return 2;
    },
  };
}
