// The frames the HTTP process and a renderer process exchange over their Unix socket: an
// 8-byte prefix (JSON header length, body length, both u32 big-endian), the JSON header, then
// the body bytes (an encoded picture; none for a task). Both sides read with FrameReader.

export const PREFIX_BYTES = 8;
/** Longest header either side accepts: a task's input is at most a few kilobytes of text. */
export const MAX_HEADER_BYTES = 1024 * 1024;
/** Largest body accepted: far above any picture MAX_OUTPUT_PIXELS allows. */
export const MAX_BODY_BYTES = 512 * 1024 * 1024;

/** One frame as the bytes to write: the prefix and header together, then the body if any. */
export function frameBytes(header: string, body?: Uint8Array): Buffer[] {
  const headerLength = Buffer.byteLength(header);
  const head = Buffer.allocUnsafe(PREFIX_BYTES + headerLength);
  head.writeUInt32BE(headerLength, 0);
  head.writeUInt32BE(body?.byteLength ?? 0, 4);
  head.write(header, PREFIX_BYTES);
  return body && body.byteLength > 0
    ? [head, Buffer.from(body.buffer, body.byteOffset, body.byteLength)]
    : [head];
}

/** A frame broke the protocol: the other side is not a Kiln renderer, or is broken. */
export class ProtocolError extends Error {}

/**
 * Reassembles frames from chunks however the stream cut them. Every byte is copied out of the
 * chunk before `push` returns, so the chunk may be a read buffer that is reused at once (the
 * HTTP process reads into one fixed buffer); a body goes straight where `bodyInto` says.
 */
export class FrameReader {
  private readonly prefix = Buffer.alloc(PREFIX_BYTES);
  private header = Buffer.alloc(4096);
  private have = 0;
  private headerLength = -1;
  private bodyLength = 0;
  private body: Buffer | null = null;

  constructor(
    /** Where a body of `length` bytes goes: a lent slot or memory of its own. */
    private readonly bodyInto: (length: number) => Buffer,
    private readonly onFrame: (header: string, body: Buffer | null) => void,
  ) {}

  push(chunk: Uint8Array, length = chunk.byteLength): void {
    let at = 0;
    while (at < length) {
      if (this.headerLength < 0) {
        const take = Math.min(PREFIX_BYTES - this.have, length - at);
        this.prefix.set(chunk.subarray(at, at + take), this.have);
        this.have += take;
        at += take;
        if (this.have === PREFIX_BYTES) this.startFrame();
      } else if (this.have < this.headerLength) {
        const take = Math.min(this.headerLength - this.have, length - at);
        this.header.set(chunk.subarray(at, at + take), this.have);
        this.have += take;
        at += take;
        if (this.have === this.headerLength && this.bodyLength > 0) {
          this.body = this.bodyInto(this.bodyLength);
        }
      } else {
        const filled = this.have - this.headerLength;
        const take = Math.min(this.bodyLength - filled, length - at);
        this.body!.set(chunk.subarray(at, at + take), filled);
        this.have += take;
        at += take;
      }
      if (this.headerLength >= 0 && this.have === this.headerLength + this.bodyLength) {
        this.endFrame();
      }
    }
  }

  private startFrame(): void {
    this.headerLength = this.prefix.readUInt32BE(0);
    this.bodyLength = this.prefix.readUInt32BE(4);
    this.have = 0;
    if (this.headerLength === 0 || this.headerLength > MAX_HEADER_BYTES) {
      throw new ProtocolError(`a frame header of ${this.headerLength} bytes`);
    }
    if (this.bodyLength > MAX_BODY_BYTES) {
      throw new ProtocolError(`a frame body of ${this.bodyLength} bytes`);
    }
    if (this.header.byteLength < this.headerLength) {
      this.header = Buffer.alloc(Math.max(this.headerLength, this.header.byteLength * 2));
    }
  }

  private endFrame(): void {
    const header = this.header.toString('utf8', 0, this.headerLength);
    const body = this.body;
    this.headerLength = -1;
    this.have = 0;
    this.body = null;
    this.onFrame(header, body);
  }
}
