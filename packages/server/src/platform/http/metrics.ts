import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** One registry per app instance, so several apps in one process (tests) never collide. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'latchkey_' });
  const requests = new Counter({
    name: 'latchkey_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'latchkey_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
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
  return { registry, requests, duration, ledgerAppends, rateLimited };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function instrument(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so scanners cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
