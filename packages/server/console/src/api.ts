import type {
  ConsoleSession,
  CreatedEscalationSubscription,
  CreateEscalationSubscriptionBody,
  Escalation,
  EscalationSubscription,
  Review,
  ReviewerQueue,
  ReviewTask,
  Rubric,
  Sample,
  SessionList,
  SubmitReviewBody,
  TotpSetup,
  User,
} from '@latchkey/contract';

/**
 * Every call the console makes, typed by the contract. The browser holds no API key: requests
 * carry the `lk_session` cookie, and every state change carries the session's CSRF token.
 */

/** The signed-in person's session as login and `GET /v1/auth/session` return it. */
export type SessionInfo = ConsoleSession;

/** An escalation as the inbox lists it (agent name, latch, amount or finding counts; never content). */
export type InboxEscalation = Escalation;

export type EscalationStatus = Escalation['status'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** Seconds, from `Retry-After` (lockout, rate limits). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let onUnauthorized: () => void = () => {};

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when a request comes back 401 outside sign-in: the session is gone, show the sign-in page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

// Answers that are not about a lost session: a wrong password is a 401 too.
const NO_REDIRECT = ['/v1/auth/login', '/v1/auth/accept', '/v1/auth/session'];

interface Options {
  body?: unknown;
  headers?: Record<string, string>;
}

async function call<T>(method: string, path: string, opts: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = toError(res, data);
    if (res.status === 401 && !NO_REDIRECT.includes(path)) onUnauthorized();
    throw err;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Both surfaces' error shapes: `/v1` `{error:{code,message,param}}`, the PDP's `{error:"text"}`. */
function toError(res: Response, data: unknown): ApiError {
  const retry = Number(res.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  const body = (data as { error?: unknown } | undefined)?.error;
  if (body && typeof body === 'object') {
    const e = body as { code?: string; message?: string; param?: string };
    return new ApiError(res.status, e.code ?? 'error', e.message ?? res.statusText, e.param, retryAfter);
  }
  const message = typeof body === 'string' ? body : `The server answered ${res.status}`;
  return new ApiError(res.status, `http_${res.status}`, message, undefined, retryAfter);
}

const enc = encodeURIComponent;

export const api = {
  // Sign-in and sessions
  login: (body: { email: string; password: string; totp_code?: string; org?: string }) =>
    call<SessionInfo>('POST', '/v1/auth/login', { body }),
  session: () => call<SessionInfo>('GET', '/v1/auth/session'),
  logout: () => call<void>('POST', '/v1/auth/logout'),
  accept: (body: { token: string; password: string; name?: string }) => call<User>('POST', '/v1/auth/accept', { body }),
  sessions: () => call<SessionList>('GET', '/v1/auth/sessions'),
  revokeSession: (id: string) => call<void>('DELETE', `/v1/auth/sessions/${enc(id)}`),
  totpSetup: () => call<TotpSetup>('POST', '/v1/auth/totp/setup'),
  totpEnable: (code: string) => call<User>('POST', '/v1/auth/totp/enable', { body: { code } }),
  totpDisable: (code: string) => call<User>('POST', '/v1/auth/totp/disable', { body: { code } }),

  // Reviewer workspace
  queue: () => call<ReviewerQueue>('GET', '/v1/reviews/queue?limit=100'),
  openTasks: () =>
    call<{ data: ReviewTask[] }>('GET', '/v1/reviews/tasks?status=pending&limit=100').then((l) => l.data),
  task: (id: string) => call<ReviewTask>('GET', `/v1/reviews/tasks/${enc(id)}`),
  claim: (id: string) => call<ReviewTask>('POST', `/v1/reviews/tasks/${enc(id)}/claim`),
  rubric: (id: string) => call<Rubric>('GET', `/v1/reviews/rubrics/${enc(id)}`),
  sample: (id: string, justification?: string, fields?: 'input') =>
    call<Sample>('GET', `/v1/samples/${enc(id)}${fields ? `?fields=${fields}` : ''}`, {
      headers: justification ? { 'x-access-justification': justification } : {},
    }),
  submitReview: (taskId: string, body: SubmitReviewBody) =>
    call<Review>('POST', `/v1/reviews/tasks/${enc(taskId)}/reviews`, { body }),

  // Escalation inbox (PDP surface)
  escalations: (q: { status?: EscalationStatus; q?: string; cursor?: string }) => {
    const params = new URLSearchParams({ limit: '100' });
    if (q.status) params.set('status', q.status);
    if (q.q) params.set('q', q.q);
    if (q.cursor) params.set('cursor', q.cursor);
    return call<{ escalations: InboxEscalation[]; nextCursor: string | null }>('GET', `/api/escalations?${params}`);
  },
  escalation: (id: string) => call<InboxEscalation>('GET', `/api/escalations/${enc(id)}`),
  resolve: (id: string, body: { approve: boolean; note?: string }) =>
    call<InboxEscalation>('POST', `/api/escalations/${enc(id)}/resolve`, { body }),

  // Escalation notifications: webhook subscriptions (PDP surface)
  subscriptions: () => call<{ subscriptions: EscalationSubscription[] }>('GET', '/api/escalations/subscriptions'),
  createSubscription: (body: CreateEscalationSubscriptionBody) =>
    call<CreatedEscalationSubscription>('POST', '/api/escalations/subscriptions', { body }),
  deleteSubscription: (id: string) => call<void>('DELETE', `/api/escalations/subscriptions/${enc(id)}`),
};

/** The live inbox feed; the cookie goes along (same origin), nothing else is needed. */
export const ESCALATION_STREAM = '/api/escalations/stream';
