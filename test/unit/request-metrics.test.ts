// The request metrics exported in Prometheus text: counts by route, method and status, and a
// cumulative duration histogram by route and status.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from '../../src/ops/request-metrics.js';

describe('RequestMetrics', () => {
  it('exports counts and a cumulative histogram', async () => {
    const registry = new Registry();
    const metrics = new RequestMetrics(
      registry,
      [0.001, 0.01],
      { count: 't_requests_total', duration: 't_duration_seconds' },
      { count: 'requests', duration: 'durations' },
    );
    metrics.observe('/a', 'GET', 200, 0.0005);
    metrics.observe('/a', 'GET', 200, 0.005);
    metrics.observe('/a', 'HEAD', 200, 0.5);
    metrics.observe('/b', 'GET', 404, 0.01);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_requests_total counter');
    expect(text).toContain('t_requests_total{route="/a",method="GET",status="200"} 2');
    expect(text).toContain('t_requests_total{route="/a",method="HEAD",status="200"} 1');
    expect(text).toContain('# TYPE t_duration_seconds histogram');
    expect(text).toContain('t_duration_seconds_bucket{le="0.001",route="/a",status="200"} 1');
    expect(text).toContain('t_duration_seconds_bucket{le="0.01",route="/a",status="200"} 2');
    expect(text).toContain('t_duration_seconds_bucket{le="+Inf",route="/a",status="200"} 3');
    expect(text).toContain('t_duration_seconds_sum{route="/a",status="200"} 0.5055');
    expect(text).toContain('t_duration_seconds_count{route="/a",status="200"} 3');
    // A bound is inclusive (le): 0.01 falls in the 0.01 bucket.
    expect(text).toContain('t_duration_seconds_bucket{le="0.01",route="/b",status="404"} 1');
  });
});
