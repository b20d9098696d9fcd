// The Redis connection shared by the render cache and the rate limiter, and its circuit
// breaker: when commands go to Redis, when Redis counts as down (health.ts) and back, and how
// the connection is replaced and reconnected (backoff.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from '../ops/readiness.js';
import { Backoff } from './backoff.js';
import { RedisHealth } from './health.js';
import { RedisWriteRefused, RefusedWrites, writeRefusal } from './refusals.js';

export interface RedisOptions {
  readonly url: string;
  readonly commandTimeoutMs: number;
}

/** Refused without asking Redis: the breaker is open (or a probe is under way). */
export class RedisUnavailable extends Error {}

/** Redis did not answer in time (the connection itself may be fine). */
class RedisTimeout extends Error {}

/** How often an open breaker probes Redis. */
const RETRY_MS = 500;

/** The pause between ECHOs that settle whether a timeout was Redis down or a slow moment. */
const VERIFY_GAP_MS = 50;

type State = 'connecting' | 'closed' | 'open';

/**
 * Rejects after `ms`, but judges only after the event loop has read whatever I/O arrived
 * meanwhile (a check-phase callback runs after the poll phase): a reply that came in while the
 * loop was busy rendering or serving counts as in time, so loop lag is never blamed on Redis.
 */
function deadline(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      immediate = setImmediate(() => reject(new RedisTimeout(`no answer within ${ms} ms`)));
    }, ms);
  });
  promise.catch(() => {});
  return {
    promise,
    cancel: () => {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/** A fresh token for an ECHO, so that only Redis answering this very command matches. */
const echoToken = () => `kiln-${Math.random().toString(36).slice(2)}`;

/**
 * Closed: commands go to Redis, each bounded by REDIS_TIMEOUT_MS; a timeout costs its own
 * request the shared layer, but opens the breaker only on evidence, which ECHOs gather after a
 * timeout. A lost connection or an answer that makes no sense opens it at once (a nonsense
 * answer also replaces the connection). Open: commands are refused at once (callers use their
 * local layers), /readyz says "degraded", one warning is logged; an ECHO every RETRY_MS probes
 * and its success closes the breaker with one "available again" line.
 */
export class RedisConnection {
  readonly client: Redis;
  private state: State = 'connecting';
  private openedAt = 0;
  private probing = false;
  private verifying = false;
  private readonly prober: NodeJS.Timeout;
  private closed = false;
  private readonly health = new RedisHealth();
  private readonly backoff = new Backoff();
  /** The current connection was accepted by its peer... */
  private accepted = false;
  /** ...and that peer answered a probe as Redis does. */
  private proven = false;
  private downCount = 0;
  private timeoutCount = 0;
  private readonly refused = new RefusedWrites();

  constructor(
    private readonly options: RedisOptions,
    private readonly log: FastifyBaseLogger,
    private readonly readiness: Readiness,
  ) {
    this.client = new Redis(options.url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Timeouts are this module's (see deadline): ioredis would count event-loop lag.
      connectTimeout: 1000,
      // ioredis counts attempts from the last connection that passed its ready check (INFO),
      // so a peer answering INFO but lying was asked again every 200 ms, for ever: the count
      // here ends only when a probe is answered right.
      retryStrategy: () => {
        const failure = this.accepted && !this.proven ? 'junk' : 'lost';
        this.accepted = false;
        this.proven = false;
        return this.backoff.next(failure);
      },
      // An error reply replaces the connection, except a refused write: Redis is up and
      // answering, only not taking writes (full under noeviction, a read-only replica).
      reconnectOnError: (error) => writeRefusal(error) === null,
    });
    readiness.set('redis', 'degraded');
    this.client.on('connect', () => {
      this.accepted = true;
      this.proven = false;
    });
    this.client.on('ready', () => void this.probe());
    this.client.on('error', (error: Error) => this.failed(error.message));
    this.client.on('close', () => this.failed('connection closed'));
    this.prober = setInterval(() => void this.probe(), RETRY_MS).unref();
  }

  /** Whether commands are sent to Redis now (the breaker is closed). */
  get usable(): boolean {
    return this.state === 'closed';
  }

  /** How many times Redis was marked unavailable (kiln_redis_marked_down_total). */
  get markedDown(): number {
    return this.downCount;
  }

  /** How many commands were not answered in time (kiln_redis_timeouts_total). */
  get timeouts(): number {
    return this.timeoutCount;
  }

  /** How many writes Redis refused (kiln_redis_writes_refused_total). */
  get writesRefused(): number {
    return this.refused.count;
  }

  /**
   * Runs a command while the breaker is closed, bounded by the timeout, and rethrows its
   * failure. A timeout opens the breaker only when the health rule sees evidence; a write
   * Redis refused (RedisWriteRefused) leaves it closed; any other failure opens it at once.
   * Refused with RedisUnavailable at once while open.
   */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T> {
    if (this.state !== 'closed') throw new RedisUnavailable('Redis is unavailable');
    const limit = deadline(this.options.commandTimeoutMs);
    // async: a command that throws at once rejects like one that fails later.
    const sent = (async () => command(this.client))();
    try {
      const answer = await Promise.race([sent, limit.promise]);
      this.health.answered(performance.now());
      return answer;
    } catch (error) {
      if (error instanceof RedisTimeout) {
        this.timeoutCount++;
        // A late answer shows Redis alive, only slow: it ends a streak of timeouts.
        sent.then(
          () => this.health.answeredLate(),
          () => {},
        );
        const evidence = this.health.timedOut(performance.now());
        if (evidence) this.failed(evidence);
        else void this.verify();
      } else if (writeRefusal(error) !== null) {
        // Redis answered: it is up, and refuses this write. Reads go on; the write is skipped.
        this.health.answered(performance.now());
        const code = writeRefusal(error)!;
        this.writeRefused(code, (error as Error).message);
        throw new RedisWriteRefused(code);
      } else {
        this.failed((error as Error).message);
        // An error reply or an answer the client could not make sense of: start afresh.
        if (this.client.status === 'ready') this.client.disconnect(true);
      }
      throw error;
    } finally {
      limit.cancel();
    }
  }

  /**
   * After a timeout, ECHOs until an answer (on time or late) ends the streak or the timeouts
   * are evidence: a stall is then seen within a few hundred milliseconds, however few requests
   * happen to be asking Redis, and one slow moment costs a couple of ECHOs.
   */
  private async verify(): Promise<void> {
    if (this.verifying) return;
    this.verifying = true;
    try {
      for (;;) {
        await sleep(VERIFY_GAP_MS, undefined, { ref: false });
        if (this.state !== 'closed' || this.closed || !this.health.suspect) return;
        const token = echoToken();
        const answer = await this.run((client) => client.echo(token)).catch(() => token);
        if (answer !== token) this.nonsense(`ECHO answered ${answer.slice(0, 40)}`);
      }
    } finally {
      this.verifying = false;
    }
  }

  /**
   * Redis answered something that cannot be right (a malformed entry, a counter that is not a
   * number): the connection may be talking to something else or be out of step, so the breaker
   * opens and the connection is replaced.
   */
  nonsense(what: string): void {
    this.failed(`nonsense answer: ${what}`);
    if (!this.closed) this.client.disconnect(true);
  }

  /** Counts a refused write; warns on the first and then at most once a minute. */
  private writeRefused(code: string, message: string): void {
    const count = this.refused.record(performance.now());
    if (count === 0) return;
    this.log.warn(
      { redis: 'refusing writes', code, refused: count, reason: message.slice(0, 200) },
      `Redis refuses writes (${code}): ${count} skipped since the last warning; reading from it goes on (kiln_redis_writes_refused_total)`,
    );
  }

  private failed(reason: string): void {
    if (this.state === 'open' || this.closed) return;
    this.state = 'open';
    this.downCount++;
    this.openedAt = Date.now();
    this.readiness.set('redis', 'degraded');
    this.log.warn(
      { redis: 'unavailable', reason },
      'Redis is unavailable; serving from local caches and per-instance rate limits',
    );
  }

  /**
   * One probe while open (or still connecting): ECHO of a fresh token, so that a server that
   * answers but not as Redis does (a proxy in trouble, something else on the port) keeps the
   * breaker open instead of closing it every RETRY_MS. Its success closes the breaker.
   */
  private async probe(): Promise<void> {
    if (this.state === 'closed' || this.probing || this.closed) return;
    if (this.client.status !== 'ready') return;
    this.probing = true;
    const limit = deadline(this.options.commandTimeoutMs);
    const token = echoToken();
    try {
      const answer = await Promise.race([this.client.echo(token), limit.promise]);
      if (answer !== token) {
        this.client.disconnect(true);
        return;
      }
      const previous = this.state;
      this.state = 'closed';
      this.proven = true;
      this.backoff.reset();
      this.health.reset();
      this.readiness.set('redis', 'ok');
      if (previous === 'connecting') this.log.info({ redis: 'available' }, 'Redis connected');
      else {
        const seconds = ((Date.now() - this.openedAt) / 1000).toFixed(1);
        this.log.warn(
          { redis: 'available', unavailableSeconds: Number(seconds) },
          `Redis is available again after ${seconds} s`,
        );
      }
    } catch {
      // Still unavailable: the next probe tries again; nothing more to log.
    } finally {
      limit.cancel();
      this.probing = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.prober);
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    this.client.disconnect();
  }
}
