// Where a render thread leaves its encoded picture for the HTTP thread: one SharedArrayBuffer
// cut into slots. An answer read straight from its slot costs the HTTP thread no buffer of its
// own, and so no full collection to free one (docs/DECISIONS.md, "Answers travel through
// shared slots"); the slot is reused once the answer has been written.

/** Room of one slot; a larger answer travels in the message instead. */
export const SLOT_BYTES = 512 * 1024;

/** The HTTP thread's side: hands out slots and reads the answers left in them. */
export class AnswerSlots {
  readonly buffer: SharedArrayBuffer;
  private readonly free: number[];

  /** `count` slots: answers being written hold theirs, so there are more than threads. */
  constructor(count: number) {
    this.buffer = new SharedArrayBuffer(count * SLOT_BYTES);
    this.free = Array.from({ length: count }, (_, slot) => count - 1 - slot);
  }

  /** Slots no render or answer holds now. */
  get freeCount(): number {
    return this.free.length;
  }

  /** A free slot, or undefined when every one is taken (the answer then comes by message). */
  take(): number | undefined {
    return this.free.pop();
  }

  /** Gives back a slot no thread will write to any more. */
  give(slot: number): void {
    this.free.push(slot);
  }

  /** The `length` bytes a thread left in `slot`, read in place (valid until it is given back). */
  view(slot: number, length: number): Buffer {
    return Buffer.from(this.buffer, slot * SLOT_BYTES, length);
  }
}

/** The render thread's side: puts `body` in `slot` if it fits; false when it does not. */
export function leaveInSlot(buffer: SharedArrayBuffer, slot: number, body: Uint8Array): boolean {
  if (body.byteLength > SLOT_BYTES) return false;
  new Uint8Array(buffer, slot * SLOT_BYTES, body.byteLength).set(body);
  return true;
}
