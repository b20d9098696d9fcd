// The parent's side of one sweep child process: bundles worker.ts once (a bundle starts in
// ~0.4 s, tsx in ~1.3 s, and bisection starts many), starts it, sends it jobs and turns a
// native crash, an exit or a silence longer than the timeout into an outcome.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import type { Counts, Job, Message } from './protocol.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Bundles the worker inside node_modules/.cache, so fonts.ts finds fonts/ and the font
 * packages by walking up from the bundle, as it does from dist/. Returns its path.
 */
export async function bundleWorker(): Promise<{ path: string; remove: () => void }> {
  const path = join(
    ROOT,
    'node_modules',
    '.cache',
    'kiln-unicode-sweep',
    `worker-${process.pid}.mjs`,
  );
  mkdirSync(dirname(path), { recursive: true });
  await build({
    entryPoints: [join(import.meta.dirname, 'worker.ts')],
    outfile: path,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return { path, remove: () => rmSync(path, { force: true }) };
}

/** How a job ended. `last` is the step and canvas call announced last (walks only). */
export type Outcome =
  | { readonly kind: 'done'; readonly counts: Counts; readonly steps: number }
  | {
      readonly kind: 'crash' | 'hang' | 'error';
      readonly detail: string;
      readonly step?: Extract<Message, { type: 'step' }>;
      readonly call?: Extract<Message, { type: 'call' }>;
    };

export interface ChildOptions {
  readonly worker: string;
  /** Substitute Kiln's derived fonts from this folder (crashing fixtures). */
  readonly fontsDir?: string;
  /** Longest silence (no message) before the job counts as a hang and the child is killed. */
  readonly timeoutMs: number;
}

export class SweepChild {
  private readonly process: ChildProcess;
  private readonly ready: Promise<void>;
  private listener: ((message: Message | null) => void) | null = null;
  private stderr = '';
  private exit: string | null = null;

  constructor(private readonly options: ChildOptions) {
    const env = { ...process.env, KILN_SWEEP_FONTS_DIR: options.fontsDir ?? '' };
    this.process = spawn(process.execPath, [options.worker], {
      env,
      stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
    });
    this.process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    const messages = createInterface({ input: this.process.stdio[3] as NodeJS.ReadableStream });
    messages.on('line', (line) => this.listener?.(JSON.parse(line) as Message));
    // 'close' comes after every pipe is drained: messages sent before a crash are all read.
    this.process.on('close', (code, signal) => {
      this.exit = signal ?? `exit code ${code}`;
      setImmediate(() => this.listener?.(null));
    });
    this.ready = new Promise((resolveReady, reject) => {
      this.listener = (message) => {
        if (message?.type === 'ready') resolveReady();
        else if (message === null)
          reject(new Error(`sweep child ended at start: ${this.exit}\n${this.stderr}`));
      };
    });
    // Awaited by run(); a child that is never given a job must not leave a rejection unheard.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return this.exit === null;
  }

  async run(job: Job): Promise<Outcome> {
    await this.ready;
    return new Promise((resolveOutcome) => {
      let step: Extract<Message, { type: 'step' }> | undefined;
      let call: Extract<Message, { type: 'call' }> | undefined;
      let timer: NodeJS.Timeout | undefined;
      const finish = (outcome: Outcome) => {
        clearTimeout(timer);
        this.listener = null;
        resolveOutcome(outcome);
      };
      const silence = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          this.kill();
          finish({
            kind: 'hang',
            detail: `no answer for ${this.options.timeoutMs} ms`,
            step,
            call,
          });
        }, this.options.timeoutMs);
      };
      this.listener = (message) => {
        if (message === null) {
          const tail = this.stderr.trim().split('\n').slice(-3).join(' | ');
          finish({
            kind: 'crash',
            detail: tail ? `${this.exit}: ${tail}` : (this.exit as string),
            step,
            call,
          });
          return;
        }
        silence();
        if (message.type === 'step') {
          step = message;
          call = undefined;
        } else if (message.type === 'call') call = message;
        else if (message.type === 'done' && message.id === job.id) {
          finish({ kind: 'done', counts: message.counts, steps: message.steps });
        } else if (message.type === 'error' && message.id === job.id) {
          finish({ kind: 'error', detail: message.message, step, call });
        }
      };
      silence();
      this.process.stdin?.write(`${JSON.stringify(job)}\n`);
    });
  }

  kill(): void {
    if (this.alive) this.process.kill('SIGKILL');
  }

  /** Ends an idle child: closing stdin ends its job loop. */
  close(): void {
    this.process.stdin?.end();
  }
}
