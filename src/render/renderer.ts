// One renderer process as the pool sees it: started (renderer-main.ts), connected over a Unix
// socket, handed one request at a time, and watched for its end: a crash, a kill at a render's
// deadline or by an operator, or the pool closing.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FrameReader, ProtocolError, frameBytes } from './renderer-protocol.js';
import type { RendererOptions } from './renderer-main.js';
import type { RendererReply, RendererRequest } from './task.js';

/** How a renderer process is started. */
export interface RendererLaunch {
  readonly entry: URL;
  readonly execArgv: readonly string[];
  readonly options: Omit<RendererOptions, 'socketPath'>;
  /** Longest a start may take (module loading under tsx is the slow part). */
  readonly startTimeoutMs: number;
}

/** The renderer process ended while a request was with it. */
export class RendererExited extends Error {
  constructor(
    readonly pid: number,
    readonly signal: NodeJS.Signals | null,
    readonly code: number | null,
  ) {
    super(`renderer ${pid} exited (${signal ?? `code ${code}`})`);
  }
}

/**
 * Every renderer's reads land in this one buffer (node's `onread`), and FrameReader copies
 * them out at once, into an answer slot: receiving a picture allocates nothing on the HTTP
 * process's heap, so it never costs a full collection (docs/DECISIONS.md, answer slots).
 */
const READ_BUFFER = Buffer.allocUnsafeSlow(256 * 1024);

interface Pending {
  readonly id: number;
  readonly resolve: (answer: { reply: RendererReply; body: Buffer | null }) => void;
  readonly reject: (error: Error) => void;
  readonly bodyInto: (length: number) => Buffer;
}

export class Renderer {
  private pending: Pending | null = null;
  private nextId = 1;
  private ended: RendererExited | null = null;
  /** Set by kill(): the process is about to end, so it takes no more requests. */
  private killed = false;
  /** Renders sent to it (its warm-up aside). */
  private renders = 0;
  private readonly reader: FrameReader;
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<RendererExited>;

  private readonly socket: Socket;

  private constructor(
    private readonly child: ChildProcess,
    socketPath: string,
  ) {
    this.socket = connect({
      path: socketPath,
      onread: {
        buffer: READ_BUFFER,
        callback: (bytes: number) => {
          this.readInto(bytes);
          return true;
        },
      },
    });
    this.reader = new FrameReader(
      (length) => this.pending?.bodyInto(length) ?? Buffer.allocUnsafeSlow(length),
      (header, body) => this.received(header, body),
    );
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.ended = new RendererExited(this.pid, signal, code);
        this.socket.destroy();
        const pending = this.pending;
        this.pending = null;
        pending?.reject(this.ended);
        resolve(this.ended);
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Running and not being killed: it may take a request. */
  get alive(): boolean {
    return this.ended === null && !this.killed;
  }

  /**
   * It has drawn nothing yet: no earlier render can have left it in a bad state, so a render
   * that crashes it is at fault itself (the pool's evidence for a quarantine).
   */
  get fresh(): boolean {
    return this.renders === 0;
  }

  /** Starts a renderer and connects to it; rejects if it ends or stalls before that. */
  static async start(launch: RendererLaunch): Promise<Renderer> {
    // In a directory of its own (mode 0700): no other user can connect to the renderer first.
    const socketDir = await mkdtemp(join(tmpdir(), 'kiln-renderer-'));
    const socketPath = join(socketDir, 'socket');
    const options: RendererOptions = { ...launch.options, socketPath };
    const child = fork(fileURLToPath(launch.entry), [JSON.stringify(options)], {
      execArgv: [...launch.execArgv],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    try {
      await listening(child, launch.startTimeoutMs);
      const renderer = new Renderer(child, socketPath);
      await renderer.connected();
      return renderer;
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    } finally {
      // Connected (or failed): the name is no longer needed.
      await rm(socketDir, { recursive: true, force: true });
    }
  }

  /**
   * Sends one request; resolves with the reply and its picture (written where `bodyInto`
   * says). Rejects with RendererExited when the process ends first.
   */
  request(
    request: Omit<RendererRequest, 'id'>,
    bodyInto: (length: number) => Buffer = Buffer.allocUnsafeSlow,
  ): Promise<{ reply: RendererReply; body: Buffer | null }> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.pending) return Promise.reject(new Error('a renderer takes one request at a time'));
    const id = this.nextId++;
    if (!('warmUp' in request)) this.renders++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, bodyInto };
      this.socket.ref();
      this.socket.cork();
      for (const bytes of frameBytes(JSON.stringify({ ...request, id }))) this.socket.write(bytes);
      this.socket.uncork();
    });
  }

  private async connected(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    // Neither keeps a process alive by itself: only a request under way does (see request).
    this.child.unref();
    this.child.channel?.unref();
    this.socket.unref();
    this.socket.on('error', () => this.kill());
  }

  /** Sends `signal` to the process (SIGKILL at a deadline); its end is reported by `exited`. */
  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.ended !== null) return;
    this.killed = true;
    // Whoever awaits `exited` now needs the process to stay until its end is seen.
    this.child.ref();
    this.child.kill(signal);
  }

  private readInto(bytes: number): void {
    try {
      this.reader.push(READ_BUFFER, bytes);
    } catch {
      // A frame that breaks the protocol (or its JSON): this renderer cannot be trusted.
      this.kill();
    }
  }

  private received(header: string, body: Buffer | null): void {
    const reply = JSON.parse(header) as RendererReply;
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) throw new ProtocolError(`an answer to ${reply.id}`);
    this.pending = null;
    this.socket.unref();
    pending.resolve({ reply, body });
  }
}

/** Waits for a new renderer's "listening" (it then accepts the pool's connection). */
function listening(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`renderer did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      done(new RendererExited(child.pid ?? 0, signal, code));
    const onMessage = (message: unknown) => {
      if (message === 'listening') done();
    };
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (error) reject(error);
      else resolve();
    };
    child.on('exit', onExit);
    child.on('message', onMessage);
    child.once('error', done);
  });
}
