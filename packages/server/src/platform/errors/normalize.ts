import type { FastifyError } from 'fastify';
import { isConnectionError } from '../../db/connection-errors.js';
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
  return new AppError(
    'invalid_value',
    `Invalid ${subject}: ${issue.message ?? 'invalid value'}`,
    param ? { param } : {},
  );
}

/**
 * PostgreSQL "data exception" codes that only a value sent by the caller can cause (SQLite
 * stores the same values without complaint). Without this they surfaced as 500s.
 */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22021': 'Text cannot contain NUL (\\u0000) characters', // character_not_in_repertoire
  '22P05': 'Text contains a character that cannot be stored', // untranslatable_character
  '22001': 'A value is too long', // string_data_right_truncation
  '22003': 'A number is out of range', // numeric_value_out_of_range
  '22007': 'A date or time is not valid', // invalid_datetime_format
  '22008': 'A date or time is out of range', // datetime_field_overflow
  '22P02': 'A value has the wrong form', // invalid_text_representation
};

/** PostgreSQL 23505, or SQLite's unique / primary-key constraint. */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  if (isPgError(e)) return code === '23505';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

function isPgError(e: unknown): e is { code: string } {
  return (
    typeof e === 'object' &&
    e !== null &&
    'severity' in e &&
    'routine' in e &&
    typeof (e as { code?: unknown }).code === 'string'
  );
}

/**
 * The database cannot be reached (restarting, failing over, cut off): the request did not fail
 * for anything it sent, and the same request should work once the database is back.
 */
export const databaseUnavailable = () =>
  new AppError('service_unavailable', 'The database is temporarily unavailable; retry shortly', {
    headers: { 'retry-after': '1' },
  });

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
    case 'FST_ERR_BAD_URL':
      return new AppError('invalid_value', 'The request path is not valid (malformed percent-encoding)');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('invalid_value', 'A path parameter is too long');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_value', 'Request body is empty but Content-Type is application/json');
  }
  if (isConnectionError(err)) return databaseUnavailable();
  if (isPgError(err) && PG_INPUT_ERRORS[err.code]) return new AppError('invalid_value', PG_INPUT_ERRORS[err.code]!);
  if (isUniqueViolation(err)) {
    // Two requests raced to create the same thing (the loser of a read-then-insert): a conflict, not a fault.
    return new AppError('conflict', 'A concurrent request created or changed the same resource; retry to see it');
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
