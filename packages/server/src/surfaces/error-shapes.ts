import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors/app-error.js';
import { normalizeError } from '../platform/errors/normalize.js';

function prepare(err: unknown, request: FastifyRequest, reply: FastifyReply): AppError {
  const e = normalizeError(err);
  // Errors can come before any route hook ran (body parsing of an unmatched path).
  reply.header('x-request-id', request.id);
  // Only server faults are logged with their cause; the body never carries internals. A 503 is
  // an outage the client is told to wait out (a database restart), not a fault: a warning.
  if (e.code === 'service_unavailable') request.log.warn({ err }, 'request failed: service unavailable');
  else if (e.status >= 500) request.log.error({ err }, 'request failed');
  if (e.headers) reply.headers(e.headers);
  reply.code(e.status);
  return e;
}

export function v1Body(e: AppError) {
  const error: Record<string, unknown> = { type: e.type, code: e.code, message: e.message };
  if (e.param !== undefined) error.param = e.param;
  if (e.details !== undefined) error.details = e.details;
  return { error };
}

/** Fixed PDP texts: these say nothing more than their status (and carry no internals). */
const PDP_TEXT: Partial<Record<AppError['code'], string>> = {
  rate_limit_exceeded: 'rate limit exceeded',
  service_unavailable: 'service unavailable',
};

/** `/v1`: `{ error: { type, code, message, param?, details? } }`. */
export function v1ErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  return reply.send(v1Body(prepare(err, request, reply)));
}

/** PDP: `{ error: "<text>" }`; 500 says only `internal error`, 503 only `service unavailable`. */
export function pdpErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const e = prepare(err, request, reply);
  const text = PDP_TEXT[e.code] ?? (e.status >= 500 ? 'internal error' : e.message);
  return reply.send({ error: text });
}

/**
 * `/gateway`: OpenAI's `{ error: { message, type, param, code } }`, so a stock OpenAI client raises
 * its usual errors. A decision's code is its rule (`details.code`); an escalation adds its id.
 */
export function openAiBody(e: AppError) {
  const details = e.details ?? {};
  const code = typeof details.code === 'string' ? details.code : e.code;
  const message = e.status >= 500 && e.type !== 'upstream_error' ? 'internal error' : e.message;
  const type = e.status >= 500 && e.type !== 'upstream_error' ? 'server_error' : e.type;
  const error: Record<string, unknown> = { message, type, param: e.param ?? null, code };
  if (typeof details.escalation_id === 'string') error.escalation_id = details.escalation_id;
  return { error };
}

export function openAiErrorHandler(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  return reply.send(openAiBody(prepare(err, request, reply)));
}

export function openAiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return openAiErrorHandler(
    new AppError('resource_missing', `Unknown endpoint: ${request.method} ${request.url.split('?')[0]}`, {
      details: { code: 'unknown_url' },
    }),
    request,
    reply,
  );
}

export function v1NotFound(request: FastifyRequest, reply: FastifyReply) {
  return v1ErrorHandler(
    new AppError('resource_missing', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`),
    request,
    reply,
  );
}

export function pdpNotFound(request: FastifyRequest, reply: FastifyReply) {
  return pdpErrorHandler(new AppError('resource_missing', 'not found'), request, reply);
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook runs
 * (malformed percent-encoding, an over-long path parameter). Without it Fastify answers with its
 * own `{error:"Bad Request",code,message,statusCode}` body, in neither surface's shape and
 * without X-Request-ID.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  const handler = isV1Url(request.url)
    ? v1ErrorHandler
    : isGatewayUrl(request.url)
      ? openAiErrorHandler
      : pdpErrorHandler;
  return handler(err, request, reply);
}

/** Whether a raw request URL (not yet routed) is under `/gateway`, the OpenAI-shaped surface. */
export const isGatewayUrl = (url: string) =>
  url === '/gateway' || url.startsWith('/gateway/') || url.startsWith('/gateway?');

/** Whether a raw request URL (not yet routed) is under `/v1`. */
export const isV1Url = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
