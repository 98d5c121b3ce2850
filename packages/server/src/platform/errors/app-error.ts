/**
 * The one error class. Codes are a closed set; each maps to a status and a `/v1` error type,
 * and each surface's error handler renders it in that surface's shape.
 */
export const ERROR_CODES = {
  missing_required_field: { status: 400, type: 'invalid_request_error' },
  invalid_value: { status: 400, type: 'invalid_request_error' },
  parameter_unknown: { status: 400, type: 'invalid_request_error' },
  resource_missing: { status: 404, type: 'invalid_request_error' },
  conflict: { status: 409, type: 'invalid_request_error' },
  idempotency_key_reused: { status: 409, type: 'invalid_request_error' },
  gone: { status: 410, type: 'invalid_request_error' },
  payload_too_large: { status: 413, type: 'invalid_request_error' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error' },
  invalid_api_key: { status: 401, type: 'authentication_error' },
  invalid_credentials: { status: 401, type: 'authentication_error' },
  totp_required: { status: 401, type: 'authentication_error' },
  session_expired: { status: 401, type: 'authentication_error' },
  forbidden: { status: 403, type: 'permission_error' },
  plan_required: { status: 403, type: 'permission_error' },
  quota_exceeded: { status: 403, type: 'quota_error' },
  rate_limit_exceeded: { status: 429, type: 'rate_limit_error' },
  account_locked: { status: 429, type: 'rate_limit_error' },
  service_unavailable: { status: 503, type: 'api_error' },
  internal_error: { status: 500, type: 'api_error' },
  // The model gateway (ADR 0049): a decision refused the step, or the upstream model failed it.
  policy_violation: { status: 403, type: 'policy_violation' },
  policy_escalation: { status: 409, type: 'policy_escalation' },
  upstream_failed: { status: 502, type: 'upstream_error' },
  upstream_timeout: { status: 504, type: 'upstream_error' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface AppErrorOptions {
  param?: string;
  details?: Record<string, unknown>;
  /** Extra response headers (Retry-After on 429). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly type: string;
  readonly param: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.type = ERROR_CODES[code].type;
    this.param = options.param;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const notFound = (what: string, param?: string) =>
  new AppError('resource_missing', `${what} not found`, param ? { param } : {});
