import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { consoleRoutes } from './console/console.routes.js';
import type { Deps } from './platform/deps.js';
import { useJsonBody } from './platform/http/json-body.js';
import { lazyChildLogger } from './platform/http/lazy-logger.js';
import { countingUnmatched, instrument } from './platform/http/metrics.js';
import { opsRoutes } from './platform/http/ops.routes.js';
import { genReqId } from './platform/http/request-id.js';
import { appendRouteHook } from './platform/http/route-hooks.js';
import { validatorFactory } from './platform/http/validation.js';
import { lateLimits } from './platform/rate-limit/late-limits.js';
import { frameworkErrorHandler, isV1Url, pdpErrorHandler, pdpNotFound } from './surfaces/error-shapes.js';
import { evalApi } from './surfaces/eval-api.js';
import { gatewayApi } from './surfaces/gateway-api.js';
import { pdpApi } from './surfaces/pdp-api.js';

export interface AppOptions {
  deps: Deps;
  /** Replaces the production logger config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Where the production logger writes (default stdout). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the HTTP app over ready dependencies. Does not listen, migrate or bootstrap. */
export async function buildApp({ deps, logger, logStream }: AppOptions): Promise<FastifyInstance> {
  const level = (logger && typeof logger === 'object' && 'level' in logger && logger.level) || deps.config.logLevel;
  const app = Fastify({
    logger: logger ?? {
      level: deps.config.logLevel,
      // Belt and braces: the default serializers log no headers, and nothing secret may slip in later.
      redact: {
        paths: ['req.headers.authorization', '*.authorization', '*.secret', '*.api_key', '*.token'],
        censor: '[redacted]',
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Above `info` the per-request lines are never written, but Fastify would still build them
    // on every request (measured ~2 µs); skip the work when they cannot appear.
    logController: new LogController({ disableRequestLogging: !['trace', 'debug', 'info'].includes(level) }),
    childLoggerFactory: lazyChildLogger,
    genReqId,
    requestIdHeader: false,
    bodyLimit: deps.config.bodyLimit,
    return503OnClosing: true,
    // Bad URLs fail before routing; answer them in the surface's shape too.
    frameworkErrors: deps.config.surfaces.includes('eval')
      ? lateLimits(deps).framework(frameworkErrorHandler, isV1Url)
      : frameworkErrorHandler,
    schemaController: { compilersFactory: { buildValidator: validatorFactory() } },
    ajv: {
      // Unknown fields must be refused, not silently dropped; query strings still coerce.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON only: any other body is a 415, not a string that fails validation further on.
  app.removeContentTypeParser('text/plain');
  useJsonBody(app);
  app.decorateRequest('principal', null);
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('limitVerdict', null);
  // X-Request-ID: the surfaces set it in their own per-route hook (one hook fewer on the hot
  // path); every other route gets this one. Not-found and framework errors set it themselves.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') || route.url.startsWith('/api/') || route.url.startsWith('/gateway/')) return;
    appendRouteHook(route, 'onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.header('x-request-id', request.id);
      done();
    });
  });
  instrument(app, deps.metrics);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Latchkey', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // Console sessions; state changes also need the X-CSRF-Token header (ADR 0045).
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'lk_session' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      urls: [
        { url: '/openapi/pdp.json', name: 'Policy decision API' },
        { url: '/openapi/eval.json', name: 'Review, audit and usage API' },
      ],
    },
  });

  // Outside the two surfaces (probes, stray paths) errors use the PDP's plain shape.
  app.setErrorHandler(pdpErrorHandler);
  app.setNotFoundHandler(countingUnmatched(deps.metrics, pdpNotFound));
  await app.register(opsRoutes, { deps });
  await app.register(consoleRoutes, { deps });
  if (deps.config.surfaces.includes('pdp')) {
    await app.register(pdpApi, { prefix: '/api', deps });
    // The model gateway enforces the PDP's decisions: it is served wherever the PDP is.
    await app.register(gatewayApi, { prefix: '/gateway', deps });
  }
  if (deps.config.surfaces.includes('eval')) await app.register(evalApi, { prefix: '/v1', deps });
  return app;
}
