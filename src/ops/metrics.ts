// Prometheus metrics of one app instance: requests by route and status, render time by
// generator, cache hits and misses, render queue depth, renderer processes and their crashes,
// and how often Redis was late or marked down.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheLayer, PipelineObserver } from '../render/pipeline.js';
import { RequestMetrics } from './request-metrics.js';

export class Metrics implements PipelineObserver {
  readonly registry = new Registry();
  private readonly requests = new RequestMetrics(
    this.registry,
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    { count: 'kiln_http_requests_total', duration: 'kiln_http_request_duration_seconds' },
    {
      count: 'HTTP requests answered, by route pattern, method and status.',
      duration: 'Time to answer HTTP requests, by route pattern and status.',
    },
  );
  private readonly renders = new Histogram({
    name: 'kiln_render_duration_seconds',
    help: 'Render plus encode time in a renderer, by generator.',
    labelNames: ['generator'] as const,
    buckets: [0.0005, 0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256, 1],
    registers: [this.registry],
  });
  private readonly cacheEvents = new Counter({
    name: 'kiln_render_cache_total',
    help: 'Rendered-image lookups by result; hits by layer (memory, joined render, shared Redis).',
    labelNames: ['result', 'layer'] as const,
    registers: [this.registry],
  });

  private readonly crashes = new Counter({
    name: 'kiln_render_crashes_total',
    help: 'Renders whose renderer process ended under them (a native fault, or killed), by generator.',
    labelNames: ['generator'] as const,
    registers: [this.registry],
  });
  private readonly rendererReplacements = new Counter({
    name: 'kiln_renderers_replaced_total',
    help: 'Renderers replaced because their renders kept failing (not their inputs).',
    registers: [this.registry],
  });
  private readonly rendererStarts = new Counter({
    name: 'kiln_renderer_starts_total',
    help: 'Renderer processes started: the first ones and every replacement.',
    registers: [this.registry],
  });
  private readonly quarantined = new Counter({
    name: 'kiln_render_quarantined_total',
    help: 'Requests refused with 422 because their input is quarantined (it crashed the renderers).',
    registers: [this.registry],
  });

  /** Counted here and handed to prom-client when scraped: its inc() costs ~1% of a replay. */
  private frontHitCount = 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'kiln_' });
    this.counter(
      'kiln_response_cache_hits_total',
      'Requests answered by the URL-keyed response cache in front of the router.',
      () => this.frontHitCount,
    );
  }

  /** A gauge set from `read` each time the metrics are scraped. */
  private gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** The gauges read from the parts they describe, once those parts exist. */
  watch(sources: {
    queueDepth: () => number;
    cachedBytes: () => number;
    renderers: () => number;
    rendersDropped: () => number;
    quarantinedInputs: () => number;
  }): void {
    const { queueDepth, cachedBytes, renderers, rendersDropped, quarantinedInputs } = sources;
    this.counter(
      'kiln_renders_dropped_total',
      'Renders dropped unrendered because their client went away while they waited (answered 499).',
      rendersDropped,
    );
    this.gauge(
      'kiln_quarantined_inputs',
      'Inputs this instance refuses with 422 because drawing them crashed a renderer and then a fresh one.',
      quarantinedInputs,
    );
    this.gauge('kiln_render_queue_depth', 'Renders waiting for a free renderer.', queueDepth);
    this.gauge('kiln_renderers', 'Renderer processes running and ready.', renderers);
    this.gauge(
      'kiln_render_cache_bytes',
      'Bytes held by the in-memory cache of rendered images.',
      cachedBytes,
    );
  }

  /** The Redis connection's counts, read when scraped. */
  watchRedis(redis: {
    readonly markedDown: number;
    readonly timeouts: number;
    readonly writesRefused: number;
  }): void {
    this.counter(
      'kiln_redis_marked_down_total',
      'Times Redis was marked unavailable (its answers then come from local layers).',
      () => redis.markedDown,
    );
    this.counter(
      'kiln_redis_timeouts_total',
      'Redis commands not answered within REDIS_TIMEOUT_MS (each request went on without).',
      () => redis.timeouts,
    );
    this.counter(
      'kiln_redis_writes_refused_total',
      'Writes Redis refused with an error reply (OOM under noeviction, READONLY replica): skipped, Redis still read.',
      () => redis.writesRefused,
    );
  }

  /** A counter whose total is read from `read` each time the metrics are scraped. */
  private counter(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  request(route: string, method: string, status: number, seconds: number): void {
    this.requests.observe(route, method, status, seconds);
  }

  /** Records requests of one route, method and status (resolved once; see RequestMetrics). */
  requestRecorder(route: string, method: string, status: number): (seconds: number) => void {
    return this.requests.recorder(route, method, status);
  }

  frontHit(): void {
    this.frontHitCount++;
  }

  cacheHit(layer: CacheLayer): void {
    this.cacheEvents.inc({ result: 'hit', layer });
  }

  cacheMiss(): void {
    this.cacheEvents.inc({ result: 'miss', layer: 'none' });
  }

  rendered(generator: string, renderMs: number): void {
    this.renders.observe({ generator }, renderMs / 1000);
  }

  renderCrashed(generator: string): void {
    this.crashes.inc({ generator });
  }

  rendererStarted(): void {
    this.rendererStarts.inc();
  }

  rendererReplaced(): void {
    this.rendererReplacements.inc();
  }

  quarantineRefused(): void {
    this.quarantined.inc();
  }
}
