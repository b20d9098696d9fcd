// Where answers from the renderers land in the HTTP process: one buffer cut into slots. The
// pool reads each renderer's picture straight into a slot (renderer.ts), and an answer written
// from there costs the HTTP process no buffer of its own, and so no full collection to free one
// (docs/DECISIONS.md, "Answers travel through answer slots"); the slot is reused once written.

/** Room of one slot; a larger answer gets memory of its own. */
export const SLOT_BYTES = 512 * 1024;

/** Hands out slots and reads the answers left in them. */
export class AnswerSlots {
  readonly buffer: ArrayBuffer;
  private readonly free: number[];

  /** `count` slots: answers being written hold theirs, so there are more than renderers. */
  constructor(count: number) {
    this.buffer = new ArrayBuffer(count * SLOT_BYTES);
    this.free = Array.from({ length: count }, (_, slot) => count - 1 - slot);
  }

  /** Slots no render or answer holds now. */
  get freeCount(): number {
    return this.free.length;
  }

  /** A free slot, or undefined when every one is taken (the answer then gets its own memory). */
  take(): number | undefined {
    return this.free.pop();
  }

  /** Gives back a slot whose answer has been written. */
  give(slot: number): void {
    this.free.push(slot);
  }

  /** `length` bytes of `slot`, in place (valid until it is given back). */
  view(slot: number, length: number): Buffer {
    return Buffer.from(this.buffer, slot * SLOT_BYTES, length);
  }
}
