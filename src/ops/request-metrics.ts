// The per-request metrics (count by route, method and status; duration histogram by route and
// status), kept in plain records resolved once per label set and exported to prom-client's
// registry at scrape time. prom-client re-validates and re-hashes labels on every update, which
// measured ~10% of a cached answer's cost; a request here is a map lookup and a bucket loop.
import type { Registry } from 'prom-client';

interface Row {
  readonly route: string;
  readonly method: string;
  readonly status: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is beyond every bound (+Inf). */
  readonly buckets: Float64Array;
}

interface ExportedValue {
  readonly value: number;
  readonly labels: Record<string, string | number>;
  readonly metricName?: string;
}

export class RequestMetrics {
  private readonly rows = new Map<string, Row>();

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
    names: { readonly count: string; readonly duration: string },
    help: { readonly count: string; readonly duration: string },
  ) {
    // Registry accepts any object with the Metric shape: name, help, type, get().
    registry.registerMetric({
      name: names.count,
      help: help.count,
      type: 'counter',
      aggregator: 'sum',
      get: () => this.exported(names.count, help.count, 'counter', this.counts()),
    } as unknown as Parameters<Registry['registerMetric']>[0]);
    registry.registerMetric({
      name: names.duration,
      help: help.duration,
      type: 'histogram',
      aggregator: 'sum',
      get: () =>
        this.exported(names.duration, help.duration, 'histogram', this.histogram(names.duration)),
    } as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    this.add(this.row(route, method, status), seconds);
  }

  /** Records requests of one route, method and status, with the row resolved once. */
  recorder(route: string, method: string, status: number): (seconds: number) => void {
    const row = this.row(route, method, status);
    return (seconds) => this.add(row, seconds);
  }

  private row(route: string, method: string, status: number): Row {
    const key = `${route} ${method} ${status}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        route,
        method,
        status: String(status),
        count: 0,
        sum: 0,
        buckets: new Float64Array(this.bounds.length + 1),
      };
      this.rows.set(key, row);
    }
    return row;
  }

  private add(row: Row, seconds: number): void {
    row.count++;
    row.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    row.buckets[bucket]!++;
  }

  private exported(name: string, help: string, type: string, values: ExportedValue[]) {
    return { name, help, type, aggregator: 'sum', values };
  }

  private counts(): ExportedValue[] {
    return [...this.rows.values()].map((row) => ({
      value: row.count,
      labels: { route: row.route, method: row.method, status: row.status },
    }));
  }

  /** The duration histogram is by route and status: rows of different methods are summed. */
  private histogram(name: string): ExportedValue[] {
    const merged = new Map<
      string,
      { route: string; status: string; sum: number; buckets: number[] }
    >();
    for (const row of this.rows.values()) {
      const key = `${row.route} ${row.status}`;
      let into = merged.get(key);
      if (!into) {
        into = {
          route: row.route,
          status: row.status,
          sum: 0,
          buckets: Array(row.buckets.length).fill(0),
        };
        merged.set(key, into);
      }
      into.sum += row.sum;
      row.buckets.forEach((n, i) => (into.buckets[i]! += n));
    }
    const values: ExportedValue[] = [];
    for (const { route, status, sum, buckets } of merged.values()) {
      let cumulative = 0;
      const labels = { route, status };
      this.bounds.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ value: cumulative, labels: { le, ...labels }, metricName: `${name}_bucket` });
      });
      cumulative += buckets.at(-1)!;
      values.push({
        value: cumulative,
        labels: { le: '+Inf', ...labels },
        metricName: `${name}_bucket`,
      });
      values.push({ value: sum, labels, metricName: `${name}_sum` });
      values.push({ value: cumulative, labels, metricName: `${name}_count` });
    }
    return values;
  }
}
