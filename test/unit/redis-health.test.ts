// The rule that turns Redis timeouts into "down", on a made-up clock: one slow moment is not
// evidence, a streak that lasts or a high share of failures over the window is.
import { describe, expect, it } from 'vitest';
import { RedisHealth, type HealthRule } from '../../src/redis/health.js';

const RULE: HealthRule = {
  streak: 3,
  streakMs: 250,
  windowMs: 10_000,
  windowMinCommands: 20,
  windowFailureShare: 0.5,
};

describe('RedisHealth', () => {
  it('one timeout among answers does not mark Redis down', () => {
    const health = new RedisHealth(RULE);
    for (let t = 0; t < 5000; t += 10) health.answered(t);
    expect(health.timedOut(5000)).toBeNull();
    health.answered(5010);
    expect(health.timedOut(5020)).toBeNull();
  });

  it('commands timing out together in one hiccup are not a streak, however many', () => {
    const health = new RedisHealth(RULE);
    for (let t = 0; t < 1000; t += 10) health.answered(t);
    // Eight commands in flight during one 60 ms stall of a busy machine.
    for (let i = 0; i < 8; i++) expect(health.timedOut(1000 + i * 8)).toBeNull();
  });

  it('consecutive timeouts lasting the streak time mark it down, with the evidence', () => {
    const health = new RedisHealth(RULE);
    for (let t = 0; t < 1000; t += 10) health.answered(t);
    expect(health.timedOut(1000)).toBeNull();
    expect(health.timedOut(1100)).toBeNull();
    expect(health.timedOut(1200)).toBeNull();
    expect(health.timedOut(1250)).toBe('4 commands in a row unanswered over 250 ms');
  });

  it('a long silence needs more than one or two timeouts', () => {
    const health = new RedisHealth(RULE);
    health.answered(0);
    expect(health.timedOut(1000)).toBeNull();
    expect(health.timedOut(3000)).toBeNull();
    expect(health.timedOut(5000)).toBe('3 commands in a row unanswered over 4000 ms');
  });

  it('an answer, even a late one, ends a streak (and the suspicion)', () => {
    const onTime = new RedisHealth(RULE);
    const late = new RedisHealth(RULE);
    for (const health of [onTime, late]) {
      for (let t = 0; t < 1000; t += 10) health.answered(t);
      health.timedOut(1000);
      health.timedOut(1100);
    }
    expect([onTime.suspect, late.suspect]).toEqual([true, true]);
    onTime.answered(1150);
    late.answeredLate();
    expect([onTime.suspect, late.suspect]).toEqual([false, false]);
    for (const health of [onTime, late]) {
      expect(health.timedOut(1200)).toBeNull();
      expect(health.timedOut(1300)).toBeNull();
      // A new streak, counted from 1200.
      expect(health.timedOut(1449)).toBeNull();
      expect(health.timedOut(1450)).toBe('4 commands in a row unanswered over 250 ms');
    }
  });

  it('half of the commands over the window timing out marks it down, though each is answered late', () => {
    const health = new RedisHealth(RULE);
    let verdict: string | null = null;
    let t = 0;
    // Answered on time and too late by turns: never a streak.
    for (; verdict === null && t < 10_000; t += 100) {
      health.answered(t);
      verdict = health.timedOut(t + 50);
      health.answeredLate();
    }
    expect(verdict).toBe('10 of 20 commands unanswered in 10 s');
    expect(t).toBe(1000);
  });

  it('a share below the threshold, or too few commands, is not evidence', () => {
    const health = new RedisHealth(RULE);
    for (let t = 0; t < 10_000; t += 100) {
      health.answered(t);
      health.answered(t + 10);
      expect(health.timedOut(t + 50)).toBeNull(); // one in three
      health.answeredLate();
    }
    const few = new RedisHealth(RULE);
    for (let i = 0; i < 9; i++) {
      few.answered(i * 1000);
      expect(few.timedOut(i * 1000 + 1)).toBeNull();
      few.answeredLate();
    }
  });

  it('failures older than the window no longer count', () => {
    const health = new RedisHealth(RULE);
    for (let t = 0; t < 750; t += 50) {
      expect(health.timedOut(t)).toBeNull(); // 15 commands: too few to judge
      health.answeredLate();
    }
    // Eleven seconds on, with the old 15 failures the share would be 20 of 30.
    for (let t = 11_000; t < 11_100; t += 10) health.answered(t);
    for (let t = 11_100; t < 11_600; t += 100) {
      expect(health.timedOut(t)).toBeNull();
      health.answeredLate();
    }
  });

  it('after recovery, earlier failures no longer count', () => {
    const streak = new RedisHealth(RULE);
    for (let t = 0; t < 300; t += 100) streak.timedOut(t);
    expect(streak.timedOut(300)).not.toBeNull();
    streak.reset();
    expect(streak.timedOut(400)).toBeNull();
    expect(streak.timedOut(800)).toBeNull();

    const share = new RedisHealth(RULE);
    let verdict: string | null = null;
    for (let i = 0; i < 20; i++) {
      verdict = share.timedOut(i);
      share.answeredLate();
    }
    expect(verdict).toBe('20 of 20 commands unanswered in 10 s');
    share.reset();
    for (let i = 0; i < 12; i++) share.answered(100);
    for (let i = 0; i < 8; i++) {
      expect(share.timedOut(200)).toBeNull(); // 8 of 20, not 28 of 40
      share.answeredLate();
    }
  });
});
