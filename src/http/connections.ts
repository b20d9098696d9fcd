// The server's connections through a shutdown: from the signal every answer carries
// `Connection: close` (node:http closes the socket after it); once the server stops accepting,
// a connection is closed for it only after nothing has moved on it for QUIET_MS.
import { Server as NetServer } from 'node:net';
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
   * Stops accepting connections (a new one is refused), closes each open connection once it
   * has been quiet for QUIET_MS (busy ones close after their answer, see closeAfterAnswers())
   * and resolves once none is left, with how many were closed quiet.
   */
  drain(): Promise<{ closedQuiet: number }> {
    const server = this.server;
    if (!server) return Promise.resolve({ closedQuiet: 0 });
    this.closeAfterAnswers();
    this.stopped = true;
    return new Promise((resolve) => {
      // net.Server's close, not http.Server's: that one also closes every idle connection at
      // once, racing the requests their clients may be sending.
      NetServer.prototype.close.call(server, () => {
        clearInterval(this.looking!);
        resolve({ closedQuiet: this.closedQuiet });
      });
      this.look();
    });
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
