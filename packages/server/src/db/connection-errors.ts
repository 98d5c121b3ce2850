// Which errors mean "the database cannot be reached right now" (a restart, a failover, a network
// cut) rather than a fault of the query or of the code: those are answered 503 + Retry-After
// (platform/errors/normalize.ts), and the ledger does not retry a group commit entry by entry
// for them. No imports: the verifier's walker processes load it too (ADR 0032).

/** Socket-level failures, as Node reports them on the driver's connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs besides class 08 (connection exception): 57P01 admin_shutdown (a restart terminating
 * sessions), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in
 * recovery), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** pg and pg-pool raise these as plain Errors with no code. */
const MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout expired', // a client's own connectionTimeoutMillis
  'timeout exceeded when trying to connect', // waiting for a pooled client
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

function isSqlstate(code: string): boolean {
  return code.length === 5 && (code.startsWith('08') || SQLSTATES.has(code));
}

/**
 * True when `err` (or what caused it: `cause`, an AggregateError's `errors`) says the database
 * connection failed or could not be made.
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isSqlstate(code))) return true;
  if (typeof message === 'string' && MESSAGES.has(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return cause !== undefined && isConnectionError(cause, depth + 1);
}
