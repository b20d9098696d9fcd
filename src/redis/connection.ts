// The Redis connection: fail-fast commands (no offline queue, short timeouts), reconnection by
// itself, and one log line per state change rather than one per failed request.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from '../ops/readiness.js';

export interface RedisOptions {
  readonly url: string;
  readonly commandTimeoutMs: number;
}

type State = 'connecting' | 'ok' | 'down';

export class RedisConnection {
  readonly client: Redis;
  private state: State = 'connecting';
  /** After a failed or slow command, skip Redis for a moment instead of paying the timeout again. */
  private pausedUntil = 0;

  constructor(
    options: RedisOptions,
    private readonly log: FastifyBaseLogger,
    private readonly readiness: Readiness,
  ) {
    this.client = new Redis(options.url, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: 1000,
      retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 2000),
      reconnectOnError: () => true,
    });
    readiness.set('redis', 'degraded');
    this.client.on('ready', () => this.transition('ok'));
    this.client.on('error', (error: Error) => this.transition('down', error.message));
    this.client.on('end', () => this.transition('down', 'connection closed'));
    this.client.on('close', () => this.transition('down', 'connection closed'));
  }

  private transition(next: State, reason?: string): void {
    if (next === this.state) return;
    const previous = this.state;
    this.state = next;
    this.readiness.set('redis', next === 'ok' ? 'ok' : 'degraded');
    if (next === 'ok') this.log.warn({ redis: 'up' }, `Redis is reachable again (was ${previous})`);
    else
      this.log.warn({ redis: 'down', reason }, 'Redis is unreachable; serving from local caches');
  }

  /** Whether to try Redis now: connected, and not paused after a recent failure. */
  get usable(): boolean {
    return this.state === 'ok' && Date.now() >= this.pausedUntil;
  }

  /** A command failed or timed out while connected: stop trying for a second. */
  stumbled(error: unknown): void {
    if (Date.now() >= this.pausedUntil) {
      this.log.warn({ err: error }, 'Redis command failed; pausing shared lookups for 1 s');
    }
    this.pausedUntil = Date.now() + 1000;
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    this.client.disconnect();
  }
}
