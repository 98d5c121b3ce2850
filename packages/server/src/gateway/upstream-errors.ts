import { AppError } from '../platform/errors/app-error.js';
import type { UpstreamResponse } from './upstream.js';

const MAX_MESSAGE = 500;

/** The upstream's own error text, when it answered in OpenAI's shape; cut short, never its whole body. */
function upstreamMessage(body: string): { message: string | null; code: string | null } {
  try {
    const e = (JSON.parse(body) as { error?: { message?: unknown; code?: unknown } }).error;
    return {
      message: typeof e?.message === 'string' ? e.message.slice(0, MAX_MESSAGE) : null,
      code: typeof e?.code === 'string' ? e.code : null,
    };
  } catch {
    return { message: null, code: null };
  }
}

/**
 * What the client is told when the upstream failed: a thrown error (timeout → 504, anything else
 * → 502) or a non-2xx answer. The upstream's 400, 404 (model), 413 and 429 are the client's to fix
 * and keep their status; its 401 and 403 are about the key the gateway holds, not the client's
 * key, so they are a 502 like any upstream fault.
 */
export function upstreamError(failure: unknown, timeoutMs: number): AppError {
  if (failure instanceof AppError) return failure;
  const res = failure as Partial<UpstreamResponse> & { code?: unknown; name?: unknown };
  if (typeof res.status !== 'number') {
    if (res.name === 'AbortError') return new AppError('upstream_failed', 'The request was cancelled by the client');
    if (res.code === 'ETIMEDOUT') {
      return new AppError('upstream_timeout', `The upstream model did not answer within ${timeoutMs} ms`);
    }
    if (res.code === 'ETOOLARGE') return new AppError('upstream_failed', "The upstream's answer is too large");
    if (res.code === 'EDESTINATION') {
      return new AppError('upstream_failed', "The upstream's address is refused (private or loopback)");
    }
    const code = typeof res.code === 'string' ? ` (${res.code})` : '';
    return new AppError('upstream_failed', `The upstream model could not be reached or failed mid-answer${code}`);
  }
  const { message, code } = upstreamMessage(res.body ?? '');
  const said = message ? `: ${message}` : '';
  switch (res.status) {
    case 400:
    case 422:
      return new AppError('invalid_value', `The upstream refused the request${said}`, {
        details: { code: code ?? 'invalid_request' },
      });
    case 404:
      if (code === 'model_not_found' || /model/i.test(message ?? '')) {
        return new AppError('resource_missing', `Unknown model${said}`, {
          param: 'model',
          details: { code: 'model_not_found' },
        });
      }
      return new AppError('upstream_failed', 'The upstream answered 404: check the upstream URL of this agent');
    case 413:
      return new AppError('payload_too_large', `The upstream refused the request as too large${said}`);
    case 429: {
      const retry = res.headers?.['retry-after'];
      return new AppError('rate_limit_exceeded', `The upstream is rate limiting${said}`, {
        details: { code: code ?? 'rate_limit_exceeded' },
        ...(typeof retry === 'string' ? { headers: { 'retry-after': retry } } : {}),
      });
    }
    case 401:
    case 403:
      return new AppError('upstream_failed', `The upstream refused the gateway's key for this agent (${res.status})`);
    default:
      return new AppError('upstream_failed', `The upstream failed with status ${res.status}`);
  }
}
