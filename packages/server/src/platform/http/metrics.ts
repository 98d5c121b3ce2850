import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { appendRouteHook, routeMethods } from './route-hooks.js';

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/**
 * Per-route request series, kept as plain numbers and rendered at scrape time. prom-client
 * validates and hashes labels on every observe, which measured several microseconds per request.
 */
class RouteSeries {
  readonly byStatus = new Map<number, number>();
  readonly buckets = new Array<number>(BUCKETS.length).fill(0);
  count = 0;
  sum = 0;

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  record(status: number, seconds: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    this.count += 1;
    this.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) {
      if (seconds <= BUCKETS[i]!) {
        this.buckets[i]! += 1;
        break;
      }
    }
  }
}

const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** One registry per app instance, so several apps in one process (tests) never collide. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'latchkey_' });
  const ledgerAppends = new Counter({
    name: 'latchkey_ledger_appends_total',
    help: 'Entries appended to hash-chained logs',
    labelNames: ['log'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'latchkey_rate_limited_total',
    help: 'Requests refused by a rate limit',
    labelNames: ['surface'] as const,
    registers: [registry],
  });
  const authFailed = new Counter({
    name: 'latchkey_auth_failed_total',
    help: 'Requests refused for a missing, malformed, unknown, revoked or expired API key',
    registers: [registry],
  });
  const routes: RouteSeries[] = [];
  const unmatched = new Map<string, number>();

  const series = (method: string, route: string) => {
    const s = new RouteSeries(method, route);
    routes.push(s);
    return s;
  };

  /** The HTTP series in Prometheus text format, after prom-client's own metrics. */
  const renderHttp = (): string => {
    const out: string[] = [
      '# HELP latchkey_http_requests_total HTTP requests by route and status',
      '# TYPE latchkey_http_requests_total counter',
    ];
    for (const s of routes) {
      for (const [status, n] of s.byStatus) {
        out.push(`latchkey_http_requests_total{method="${s.method}",route="${esc(s.route)}",status="${status}"} ${n}`);
      }
    }
    for (const [method, n] of unmatched) {
      out.push(`latchkey_http_requests_total{method="${esc(method)}",route="unmatched",status="404"} ${n}`);
    }
    out.push('# HELP latchkey_http_request_duration_seconds HTTP request duration');
    out.push('# TYPE latchkey_http_request_duration_seconds histogram');
    for (const s of routes) {
      if (s.count === 0) continue;
      const labels = `method="${s.method}",route="${esc(s.route)}"`;
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        out.push(`latchkey_http_request_duration_seconds_bucket{${labels},le="${le}"} ${cumulative}`);
      });
      out.push(`latchkey_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
      out.push(`latchkey_http_request_duration_seconds_sum{${labels}} ${s.sum}`);
      out.push(`latchkey_http_request_duration_seconds_count{${labels}} ${s.count}`);
    }
    return `${out.join('\n')}\n`;
  };

  return {
    registry,
    ledgerAppends,
    rateLimited,
    authFailed,
    series,
    countUnmatched: (method: string) => unmatched.set(method, (unmatched.get(method) ?? 0) + 1),
    async render(): Promise<string> {
      return `${await registry.metrics()}\n${renderHttp()}`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Per-route request count and duration: one series object per route, found at registration. */
export function instrument(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    const [method] = routeMethods(route);
    const s = metrics.series(method!, route.url);
    appendRouteHook(route, 'onResponse', (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      s.record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  });
}

/** Wraps a not-found handler: unmatched URLs share one label, so scanners cannot blow up the series count. */
export function countingUnmatched<H extends (request: FastifyRequest, reply: FastifyReply) => unknown>(
  metrics: Metrics,
  handler: H,
): H {
  return ((request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    metrics.countUnmatched(request.method.length <= 10 ? request.method : 'OTHER');
    return handler(request, reply);
  }) as H;
}
