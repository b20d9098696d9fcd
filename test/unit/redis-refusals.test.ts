// A Redis that refuses writes is up: its error replies (OOM under noeviction, READONLY from a
// replica, also inside a script's or a transaction's reply) are told apart from every other
// failure, and warned about at most once a minute however many there are.
import { ReplyError } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RefusedWrites, writeRefusal } from '../../src/redis/refusals.js';

describe('writeRefusal', () => {
  it('names the refusals Redis 7 sends, bare or from inside a script', () => {
    expect(
      writeRefusal(new ReplyError("OOM command not allowed when used memory > 'maxmemory'.")),
    ).toBe('OOM');
    expect(
      writeRefusal(new ReplyError("READONLY You can't write against a read only replica.")),
    ).toBe('READONLY');
    expect(
      writeRefusal(
        new ReplyError(
          "OOM command not allowed when used memory > 'maxmemory'. script: a1de965f, on @user_script:1.",
        ),
      ),
    ).toBe('OOM');
    expect(
      writeRefusal(
        new ReplyError('ERR Error running script: @user_script:1: -READONLY You cannot write'),
      ),
    ).toBe('READONLY');
    expect(writeRefusal(new ReplyError('MISCONF Redis is configured to save RDB snapshots'))).toBe(
      'MISCONF',
    );
  });

  it('finds the refusal behind an aborted transaction', () => {
    const aborted = Object.assign(
      new ReplyError('EXECABORT Transaction discarded because of previous errors.'),
      {
        previousErrors: [new ReplyError("OOM command not allowed when used memory > 'maxmemory'.")],
      },
    );
    expect(writeRefusal(aborted)).toBe('OOM');
  });

  it('is null for anything else: other replies, lost connections, timeouts, junk', () => {
    expect(
      writeRefusal(
        new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value'),
      ),
    ).toBeNull();
    expect(writeRefusal(new ReplyError('NOAUTH Authentication required.'))).toBeNull();
    expect(writeRefusal(new ReplyError('ERR unknown command BOOM'))).toBeNull();
    expect(writeRefusal(new Error('OOM command not allowed'))).toBeNull(); // not a reply
    expect(writeRefusal(new Error('Connection is closed.'))).toBeNull();
    expect(writeRefusal('OOM')).toBeNull();
    expect(writeRefusal(undefined)).toBeNull();
  });
});

describe('RefusedWrites', () => {
  it('warns on the first refusal, then once a minute with the count since', () => {
    const refused = new RefusedWrites(60_000);
    expect(refused.record(1000)).toBe(1);
    for (let t = 1010; t < 61_000; t += 10) expect(refused.record(t)).toBe(0);
    expect(refused.record(61_000)).toBe(6000);
    expect(refused.record(61_001)).toBe(0);
    expect(refused.count).toBe(6001 + 1);
  });
});
