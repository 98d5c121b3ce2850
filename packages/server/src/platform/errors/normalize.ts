import type { FastifyError } from 'fastify';
import { AppError } from './app-error.js';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function pathToParam(instancePath: string, extra?: unknown): string | undefined {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string') parts.push(extra);
  return parts.length > 0 ? parts.join('.') : undefined;
}

/** Turns Ajv's first complaint into a coded error naming the field. */
function fromValidation(issues: AjvIssue[], context: string | undefined): AppError {
  const issue = issues[0]!;
  const where = context === 'querystring' ? 'query parameter' : context === 'params' ? 'path parameter' : 'field';
  if (issue.keyword === 'required') {
    const param = pathToParam(issue.instancePath, issue.params.missingProperty);
    return new AppError('missing_required_field', `Missing required ${where}: ${param}`, { param });
  }
  if (issue.keyword === 'additionalProperties') {
    const param = pathToParam(issue.instancePath, issue.params.additionalProperty);
    return new AppError('parameter_unknown', `Unknown ${where}: ${param}`, { param });
  }
  const param = pathToParam(issue.instancePath);
  const subject = param ? `${where} ${param}` : context === 'body' ? 'request body' : where;
  return new AppError('invalid_value', `Invalid ${subject}: ${issue.message ?? 'invalid value'}`, param ? { param } : {});
}

/**
 * Maps anything thrown during a request to an AppError. Unknown errors become `internal_error`
 * with a fixed message: internals never reach the client.
 */
export function normalizeError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as FastifyError & { validationContext?: string };
  if (Array.isArray(e?.validation)) return fromValidation(e.validation as AjvIssue[], e.validationContext);
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Unsupported Content-Type: send application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_value', 'Request body is empty but Content-Type is application/json');
  }
  if (e instanceof SyntaxError || e?.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('invalid_value', 'Request body is not valid JSON');
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 413) return new AppError('payload_too_large', 'Request body is too large');
  if (status === 415) return new AppError('unsupported_media_type', 'Unsupported Content-Type: send application/json');
  if (status >= 400 && status < 500) return new AppError('invalid_value', 'Invalid request');
  return new AppError('internal_error', 'internal error');
}
