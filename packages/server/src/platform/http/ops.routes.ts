import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '@latchkey/contract';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { openapiDocuments } from './openapi.js';

const open = { public: true } as const;

/** Unauthenticated operational endpoints: probes, metrics, the OpenAPI documents. */
export const opsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/healthz', { config: open, schema: { hide: true, response: { 200: Health } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { config: open, schema: { hide: true, response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      const checks: Record<string, string> = {};
      try {
        await sql`select 1`.execute(deps.database.db);
        checks.database = 'ok';
      } catch {
        checks.database = 'unavailable';
      }
      if (deps.redis)
        checks.redis = await deps.redis.ping().then(
          () => 'ok',
          () => 'unavailable',
        );
      const ready = Object.values(checks).every((v) => v === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );

  app.get('/metrics', { config: open, schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', deps.metrics.registry.contentType);
    return deps.metrics.render();
  });

  app.get('/openapi/pdp.json', { config: open, schema: { hide: true } }, async () => openapiDocuments(app).pdp);
  app.get('/openapi/eval.json', { config: open, schema: { hide: true } }, async () => openapiDocuments(app).eval);
};
