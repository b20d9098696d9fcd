// Rate limits per client: a budget of requests and a separate, lower budget of renders (cache
// misses) per window. The counters live in a pluggable store (memory here, Redis when shared).
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export interface Charge {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window resets. */
  readonly resetSeconds: number;
}

export type LimiterFactory = (
  name: 'requests' | 'renders',
  points: number,
  windowSeconds: number,
) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (name, points, duration) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration });

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable each instance falls
 * back to its own memory counters (the insurance limiter), so limits loosen but nothing fails.
 * Slow answers are bounded by the client's command timeout.
 */
export function redisLimiters(client: Redis): LimiterFactory {
  return (name, points, duration) =>
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: false,
      keyPrefix: `kiln:limit:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
    });
}

export class RateLimits {
  private readonly requests: RateLimiterAbstract | null;
  private readonly renders: RateLimiterAbstract | null;

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

  chargeRender(client: string): Promise<Charge | null> {
    return charge(this.renders, this.limits.renders, client);
  }
}

async function charge(
  limiter: RateLimiterAbstract | null,
  limit: number,
  client: string,
): Promise<Charge | null> {
  if (!limiter) return null;
  const toCharge = (res: RateLimiterRes, allowed: boolean): Charge => ({
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  try {
    return toCharge(await limiter.consume(client), true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return toCharge(rejection, false);
    throw rejection;
  }
}

/** The standard headers describing a charge. */
export function rateLimitHeaders(charge: Charge): Record<string, string> {
  return {
    'ratelimit-limit': String(charge.limit),
    'ratelimit-remaining': String(charge.remaining),
    'ratelimit-reset': String(charge.resetSeconds),
  };
}
