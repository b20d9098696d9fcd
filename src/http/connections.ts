// The server's connections, as a shutdown sees them: busy (a request is being answered) or
// quiet (idle keep-alive, connected but silent, or still sending its headers). Draining closes
// every quiet one at once, refuses new ones, and closes each busy one after its answer.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export class Connections {
  private readonly all = new Set<Socket>();
  private readonly busy = new Map<Socket, number>();
  private draining = false;

  /** Follows `server`'s connections and requests (call before it listens). */
  watch(server: Server): void {
    server.on('connection', (socket: Socket) => {
      if (this.draining) {
        socket.destroy();
        return;
      }
      this.all.add(socket);
      socket.once('close', () => {
        this.all.delete(socket);
        this.busy.delete(socket);
      });
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      this.busy.set(socket, (this.busy.get(socket) ?? 0) + 1);
      response.once('close', () => {
        const left = (this.busy.get(socket) ?? 1) - 1;
        if (left > 0) {
          this.busy.set(socket, left);
          return;
        }
        this.busy.delete(socket);
        if (this.draining) socket.end();
      });
    });
  }

  /** Connections now open, and how many of them are answering a request. */
  get counts(): { open: number; busy: number } {
    return { open: this.all.size, busy: this.busy.size };
  }

  /** Closes every quiet connection now and every busy one once answered; refuses new ones. */
  drain(): void {
    this.draining = true;
    for (const socket of this.all) if (!this.busy.has(socket)) socket.destroy();
  }
}
