import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { appendRouteHook, routeMethods } from './route-hooks.js';

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

/** Per-route request count and duration, with label children resolved once per route and status. */
export function instrument(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    const [method] = routeMethods(route);
    const duration = metrics.duration.labels(method!, route.url);
    // prom-client hashes the label object on every labelled call; children skip that.
    const byStatus = new Map<number, { inc(): void }>();
    appendRouteHook(route, 'onResponse', (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      let counter = byStatus.get(reply.statusCode);
      if (!counter) {
        counter = metrics.requests.labels(method!, route.url, String(reply.statusCode));
        byStatus.set(reply.statusCode, counter);
      }
      counter.inc();
      duration.observe(reply.elapsedTime / 1000);
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
    metrics.requests.labels(request.method, 'unmatched', '404').inc();
    return handler(request, reply);
  }) as H;
}
