// Rate limits per client: a budget of requests and a separate, lower budget of renders (cache
// misses) per window. The counters live in a pluggable store (memory here, Redis when shared).
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisConnection } from '../../redis/connection.js';

export interface Charge {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window resets. */
  readonly resetSeconds: number;
}

/** One counter of a budget: consumes `points` (1 when absent) for `key`. */
export interface Limiter {
  consume(key: string, points?: number): Promise<Counted>;
}

/** What a counter said: numbers always finite (a limiter answering nonsense is not used). */
export interface Counted {
  readonly allowed: boolean;
  readonly remaining: number;
  readonly msBeforeNext: number;
}

export type LimiterFactory = (
  name: 'requests' | 'renders',
  points: number,
  windowSeconds: number,
) => Limiter;

/** rate-limiter-flexible's answer (a result when allowed, a rejection when over) as Counted. */
async function counted(limiter: RateLimiterAbstract, key: string, points = 1): Promise<Counted> {
  try {
    const res = await limiter.consume(key, points);
    return { allowed: true, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    if (points === 1) {
      return { allowed: false, remaining: 0, msBeforeNext: rejection.msBeforeNext };
    }
    // A refused charge of several points (an animation) gives them back: the picture is not
    // drawn, and what is left of the budget still pays for stills or a shorter animation.
    await limiter.reward(key, points);
    return {
      allowed: false,
      remaining: limiter.points - (rejection.consumedPoints - points),
      msBeforeNext: rejection.msBeforeNext,
    };
  }
}

const sane = (c: Counted) =>
  Number.isFinite(c.remaining) && Number.isFinite(c.msBeforeNext) && c.msBeforeNext >= 0;

export const memoryLimiters: LimiterFactory = (name, points, duration) => {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  return { consume: (key, points) => counted(memory, key, points) };
};

/**
 * Counters in Redis, shared by every instance, through the connection's circuit breaker.
 * Whenever Redis is unavailable, slow or answers nonsense, each instance counts in its own
 * memory instead (an insurance limiter): limits loosen to one budget per instance, never off.
 */
export function redisLimiters(redis: RedisConnection): LimiterFactory {
  return (name, points, duration) => {
    const shared = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: false,
      keyPrefix: `kiln:limit:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
    });
    const local = memoryLimiters(name, points, duration);
    return {
      consume: async (key, points) => {
        if (redis.usable) {
          try {
            const answer = await redis.run(() => counted(shared, key, points));
            if (sane(answer)) return answer;
            redis.nonsense(`a rate-limit counter of ${String(answer.remaining)}`);
          } catch {
            // Unavailable or failed (recorded by the connection): count locally.
          }
        }
        return local.consume(key, points);
      },
    };
  };
}

export class RateLimits {
  private readonly requests: Limiter | null;
  private readonly renders: Limiter | null;

  constructor(
    private readonly limits: { requests: number; renders: number; windowSeconds: number },
    factory: LimiterFactory = memoryLimiters,
  ) {
    this.requests =
      limits.requests > 0 ? factory('requests', limits.requests, limits.windowSeconds) : null;
    this.renders =
      limits.renders > 0 ? factory('renders', limits.renders, limits.windowSeconds) : null;
  }

  get enabled(): boolean {
    return this.requests !== null || this.renders !== null;
  }

  chargeRequest(client: string): Promise<Charge | null> {
    return charge(this.requests, this.limits.requests, client);
  }

  /**
   * Charges a render of `cost` still renders (an animation: its frames). A cost above the whole
   * budget is charged as the whole budget, so a client with an untouched budget can always
   * have one animation per window.
   */
  chargeRender(client: string, cost = 1): Promise<Charge | null> {
    return charge(this.renders, this.limits.renders, client, Math.min(cost, this.limits.renders));
  }
}

async function charge(
  limiter: Limiter | null,
  limit: number,
  client: string,
  points = 1,
): Promise<Charge | null> {
  if (!limiter) return null;
  const answer = await limiter.consume(client, points);
  return {
    allowed: answer.allowed,
    limit,
    remaining: Math.max(0, Math.min(limit, Math.floor(answer.remaining))),
    resetSeconds: Math.max(1, Math.ceil(answer.msBeforeNext / 1000)),
  };
}

/** The standard headers describing a charge. */
export function rateLimitHeaders(charge: Charge): Record<string, string> {
  return {
    'ratelimit-limit': String(charge.limit),
    'ratelimit-remaining': String(charge.remaining),
    'ratelimit-reset': String(charge.resetSeconds),
  };
}
