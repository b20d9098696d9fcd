// Test helper: the `kiln` command run in-process (src/cli/run.ts, the code bin/kiln.js runs),
// its output caught in buffers, its configuration from the given variables and the run's
// shared collections, and a record of whether it read the configuration or built the app.
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import type { CliContext, InProcessApp, Output } from '../../src/cli/command.js';
import { runCli } from '../../src/cli/run.js';

export interface CliOutcome {
  readonly code: number;
  /** Standard output as bytes (`render -o -` writes pictures) ... */
  readonly stdoutBytes: Buffer;
  /** ... and as text. */
  readonly stdout: string;
  readonly stderr: string;
  /** Each configuration the command asked for, in order. */
  readonly configs: readonly Config[];
  /** How many times it built the app. */
  readonly appsOpened: number;
}

export interface CliOptions {
  /** Variables the command sees, over LOG_LEVEL=silent and the shared PICTURES_DIR. */
  readonly env?: Record<string, string>;
  /** Builds the app for `kiln render`; without it, building one fails the command. */
  readonly openApp?: (config: Config) => Promise<InProcessApp>;
  /** Standard output, when a test needs one that fails. */
  readonly stdout?: Output;
}

/** A buffer that takes what a command writes. */
function collector(): Output & { chunks: Buffer[] } {
  const chunks: Buffer[] = [];
  return {
    chunks,
    write(chunk, done) {
      chunks.push(Buffer.from(chunk));
      done?.(null);
      return true;
    },
  };
}

/** Runs `kiln ...args` in this process. */
export async function runKiln(
  args: readonly string[],
  options: CliOptions = {},
): Promise<CliOutcome> {
  const stdout = collector();
  const stderr = collector();
  const configs: Config[] = [];
  let appsOpened = 0;
  const context: CliContext = {
    stdout: options.stdout ?? stdout,
    stderr,
    config(defaults = {}, forced = {}) {
      // As configFromEnvironment: defaults < the variables < forced.
      const config = loadConfig({
        ...defaults,
        LOG_LEVEL: 'silent',
        PICTURES_DIR: inject('picturesDir'),
        ...options.env,
        ...forced,
      });
      configs.push(config);
      return config;
    },
    async openApp(config) {
      appsOpened++;
      if (!options.openApp) throw new Error('this test builds no app');
      return options.openApp(config);
    },
  };
  const code = await runCli(args, context);
  const stdoutBytes = Buffer.concat(stdout.chunks);
  return {
    code,
    stdoutBytes,
    stdout: stdoutBytes.toString(),
    stderr: Buffer.concat(stderr.chunks).toString(),
    configs,
    appsOpened,
  };
}
