// Servers that take Redis's port and misbehave, for the fault tests: one answers every command
// with bytes that are not RESP at all; one speaks RESP well but lies (everything is "+OK",
// except the INFO that lets a client consider the connection ready).
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

export interface FakeServer {
  /** When each connection was accepted (Date.now()), oldest first. */
  readonly accepted: readonly number[];
  close(): Promise<void>;
}

async function listen(port: number, onSocket: (socket: Socket) => void): Promise<FakeServer> {
  const sockets = new Set<Socket>();
  const accepted: number[] = [];
  const server: Server = createServer((socket) => {
    accepted.push(Date.now());
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    onSocket(socket);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Answers whatever arrives with garbage (not RESP). */
export function junkServer(port: number): Promise<FakeServer> {
  return listen(port, (socket) => {
    socket.on('data', () => socket.write('\x00\xffthis is not redis\r\n?!\r\n'));
  });
}

/** Counts complete RESP commands (arrays of bulk strings) in a growing buffer. */
function takeCommands(buffer: string): { names: string[]; rest: string } {
  const names: string[] = [];
  let at = 0;
  for (;;) {
    const header = /^\*(\d+)\r\n/.exec(buffer.slice(at));
    if (!header) break;
    let cursor = at + header[0].length;
    let name = '';
    let complete = true;
    for (let i = 0; i < Number(header[1]); i++) {
      const bulk = /^\$(\d+)\r\n/.exec(buffer.slice(cursor));
      const length = bulk ? Number(bulk[1]) : -1;
      if (!bulk || buffer.length < cursor + bulk[0].length + length + 2) {
        complete = false;
        break;
      }
      const value = buffer.slice(cursor + bulk[0].length, cursor + bulk[0].length + length);
      if (i === 0) name = value.toUpperCase();
      cursor += bulk[0].length + length + 2;
    }
    if (!complete) break;
    names.push(name);
    at = cursor;
  }
  return { names, rest: buffer.slice(at) };
}

/** Well-formed RESP, wrong answers: "+OK" to everything but INFO. */
export function lyingServer(port: number): Promise<FakeServer> {
  return listen(port, (socket) => {
    let pending = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      const { names, rest } = takeCommands(pending + chunk);
      pending = rest;
      for (const name of names) {
        if (name === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else {
          socket.write('+OK\r\n');
        }
      }
    });
  });
}
