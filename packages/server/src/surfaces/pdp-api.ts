import type { FastifyInstance } from 'fastify';
import { authHook } from '../platform/auth/auth.hook.js';
import type { Deps } from '../platform/deps.js';
import { pdpErrorHandler, pdpNotFound } from './error-shapes.js';

/** Everything under `/api`: the policy decision API. Not rate limited unless the org sets a limit (§11). */
export async function pdpApi(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  app.setErrorHandler(pdpErrorHandler);
  app.setNotFoundHandler(pdpNotFound);
  app.addHook('onRequest', authHook(deps));
  app.addHook('onRequest', async (request) => {
    const perMinute = request.principal?.org.settings.pdp_rate_limit_per_minute;
    if (deps.rateLimiter.enabled && typeof perMinute === 'number' && perMinute > 0) {
      try {
        await deps.rateLimiter.checkPdp(request.principal!.keyId, perMinute);
      } catch (err) {
        deps.metrics.rateLimited.inc({ surface: 'pdp' });
        throw err;
      }
    }
  });
}
