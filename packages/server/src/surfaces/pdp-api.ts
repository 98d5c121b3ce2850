import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../platform/auth/auth.hook.js';
import type { Deps } from '../platform/deps.js';
import { countingUnmatched } from '../platform/http/metrics.js';
import { appendRouteHook } from '../platform/http/route-hooks.js';
import { pdpErrorHandler, pdpNotFound } from './error-shapes.js';

/** Everything under `/api`: the policy decision API. Not rate limited unless the org sets a limit (§11). */
export async function pdpApi(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  app.setErrorHandler(pdpErrorHandler);
  app.setNotFoundHandler(countingUnmatched(deps.metrics, pdpNotFound));
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    appendRouteHook(route, 'onRequest', (request: FastifyRequest) => guard(request, config));
  });
  const guard = async (request: FastifyRequest, config: FastifyContextConfig) => {
    const principal = await authenticate(deps, request, config);
    const perMinute = principal?.org.settings.pdp_rate_limit_per_minute;
    if (deps.rateLimiter.enabled && typeof perMinute === 'number' && perMinute > 0) {
      try {
        await deps.rateLimiter.checkPdp(request.principal!.keyId, perMinute);
      } catch (err) {
        deps.metrics.rateLimited.inc({ surface: 'pdp' });
        throw err;
      }
    }
  };
}
