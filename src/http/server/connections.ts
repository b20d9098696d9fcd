// The server's connections through a shutdown: from the signal every answer carries
// `Connection: close` (node:http closes the socket after it); once the server stops accepting,
// a connection is closed for it only after nothing has moved on it for QUIET_MS.
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * node:http attaches the response being written to its socket as `_httpMessage` and detaches
 * it when done. Reading that at drain time costs nothing per request, where a listener per
 * request cost ~3% of a cached answer.
 */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * How long a connection must have been quiet (no request under way, no byte received) before
 * a drain closes it. Closing an idle keep-alive connection races a request its client may be
 * writing at that moment, which the client then sees reset. A client in a request loop reuses
 * its connection within milliseconds and is answered with `Connection: close` instead; only a
 * connection left alone this long is closed, as the keep-alive timeout would, only sooner.
 */
const QUIET_MS = 1000;
/** How often a shutdown looks at its connections: the granularity of QUIET_MS. */
const SWEEP_MS = 100;
/**
 * Before the listener closes, requests are held until no connection has come for this long
 * (a client answered just before has reconnected by then), but no longer than HOLD_MAX_MS.
 */
const HOLD_QUIET_MS = 50;
const HOLD_MAX_MS = 500;

/** What a shutdown last saw of a connection. */
interface Seen {
  bytesRead: number;
  /** Since when it has been seen quiet; null if it was busy or received bytes at the last look. */
  quietSince: number | null;
}

export class Connections {
  private readonly all = new Set<HttpSocket>();
  private server: Server | null = null;
  /** Followed from the signal on, so a drain knows how long each connection has been quiet. */
  private seen: Map<HttpSocket, Seen> | null = null;
  private looking: NodeJS.Timeout | null = null;
  private closedQuiet = 0;
  private stopped = false;
  /** Requests waiting for the listener to close (see drain); null when none may wait. */
  private held: (() => void)[] | null = null;

  /** Follows `server`'s connections (call before it listens). */
  watch(server: Server): void {
    this.server = server;
    server.on('connection', (socket: HttpSocket) => {
      this.all.add(socket);
      socket.once('close', () => {
        this.all.delete(socket);
        this.seen?.delete(socket);
      });
    });
  }

  /** Connections now open, and how many of them are answering a request. */
  get counts(): { open: number; busy: number } {
    let busy = 0;
    for (const socket of this.all) if (socket._httpMessage) busy++;
    return { open: this.all.size, busy };
  }

  /**
   * From now on every answer says `Connection: close`, so a client sends no further request on
   * its connection and node:http closes it once answered. Answers already written stay as
   * they were (those connections are closed once quiet, see drain()).
   */
  closeAfterAnswers(): void {
    if (this.seen || !this.server) return;
    this.seen = new Map();
    // Before the route handler, which may answer at once (the response cache).
    this.server.prependListener('request', (_request, response: ServerResponse) =>
      response.setHeader('connection', 'close'),
    );
    for (const socket of this.all) {
      const response = socket._httpMessage;
      if (response && !response.headersSent) response.setHeader('connection', 'close');
    }
    this.looking = setInterval(() => this.look(), SWEEP_MS).unref();
    this.look();
  }

  /**
   * While the listener is about to close, a request that arrives waits here instead of being
   * answered (see drain); `resume` answers it later. False when it may go on at once.
   */
  hold(resume: () => void): boolean {
    if (this.held === null) return false;
    this.held.push(resume);
    return true;
  }

  /**
   * Stops accepting connections (a new one is refused), closes each open connection once it
   * has been quiet for QUIET_MS (busy ones close after their answer, see closeAfterAnswers())
   * and resolves once none is left, with how many were closed quiet.
   *
   * A connection the kernel has completed but the server not yet accepted when the listener
   * closes is reset, after its client sent a request. The clients that connect during a drain
   * are mostly those the drain's own `Connection: close` answers sent back (a client that
   * ignores /readyz reconnects at once): so first, requests that arrive are held unanswered
   * (hold) until no connection has come for HOLD_QUIET_MS; then no answered client is on its
   * way back, the listener closes, and the held requests are answered.
   */
  async drain(): Promise<{ closedQuiet: number }> {
    const server = this.server;
    if (!server) return { closedQuiet: 0 };
    this.closeAfterAnswers();
    this.held = [];
    let lastConnection = performance.now();
    const connected = () => (lastConnection = performance.now());
    server.on('connection', connected);
    const began = performance.now();
    while (performance.now() - lastConnection < HOLD_QUIET_MS) {
      if (performance.now() - began > HOLD_MAX_MS) break;
      await sleep(HOLD_QUIET_MS / 5);
    }
    // After a poll phase: connections the kernel completed meanwhile are accepted first.
    await new Promise((resolve) => setImmediate(resolve));
    server.off('connection', connected);
    this.stopped = true;
    const closed = new Promise<{ closedQuiet: number }>((resolve) => {
      // net.Server's close, not http.Server's: that one also closes every idle connection at
      // once, racing the requests their clients may be sending.
      NetServer.prototype.close.call(server, () => {
        clearInterval(this.looking!);
        resolve({ closedQuiet: this.closedQuiet });
      });
    });
    const held = this.held;
    this.held = null;
    for (const resume of held) resume();
    this.look();
    return closed;
  }

  /** Notes what each connection did since the last look; once stopped, closes the quiet ones. */
  private look(): void {
    const now = Date.now();
    const seen = this.seen!;
    for (const socket of this.all) {
      if (socket.destroyed) continue;
      const last = seen.get(socket);
      const { bytesRead } = socket;
      if (!last || socket._httpMessage || bytesRead !== last.bytesRead) {
        // Busy, or bytes came in since the last look: quiet, if at all, only from the next.
        seen.set(socket, { bytesRead, quietSince: null });
      } else if (last.quietSince === null) {
        last.quietSince = now;
      } else if (this.stopped && now - last.quietSince >= QUIET_MS) {
        socket.destroy();
        this.closedQuiet++;
      }
    }
  }
}
