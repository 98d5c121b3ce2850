import type {
  ApiKey,
  CreateApiKeyBody,
  CreatedApiKey,
  CreateLimitRequestBody,
  CreateUsageAlertBody,
  InviteUserBody,
  LimitRequest,
  Me,
  Usage,
  UsageAlert,
  User,
  UserRole,
} from '@latchkey/contract';
import { EvalAudit } from './eval-audit.js';
import { HttpClient, type HttpOptions } from './http.js';
import type { List, ListParams } from './pages.js';

export type { List, ListParams } from './pages.js';

/**
 * Client for the `/v1` review, audit and usage API. Reads (and creates, which carry an
 * Idempotency-Key) are retried on 429, 5xx and network errors, honouring Retry-After.
 */
export class EvalClient extends EvalAudit {
  constructor(opts: HttpOptions) {
    super(new HttpClient(opts), opts);
  }

  me(): Promise<Me> {
    return this.http.request('GET', '/v1/me');
  }

  usage(): Promise<Usage> {
    return this.http.request('GET', '/v1/usage');
  }

  readonly apiKeys = {
    create: (body: CreateApiKeyBody, idempotencyKey?: string): Promise<CreatedApiKey> =>
      this.http.request('POST', '/v1/api-keys', { body, idempotencyKey }),
    list: (params: ListParams & { include_revoked?: boolean } = {}): Promise<List<ApiKey>> =>
      this.http.request('GET', '/v1/api-keys', { query: { ...params } }),
    get: (id: string): Promise<ApiKey> => this.http.request('GET', `/v1/api-keys/${encodeURIComponent(id)}`),
    revoke: (id: string): Promise<ApiKey> => this.http.request('DELETE', `/v1/api-keys/${encodeURIComponent(id)}`),
  };

  readonly users = {
    invite: (body: InviteUserBody, idempotencyKey?: string): Promise<User> =>
      this.http.request('POST', '/v1/users', { body, idempotencyKey }),
    list: (params: ListParams & { role?: UserRole } = {}): Promise<List<User>> =>
      this.http.request('GET', '/v1/users', { query: { ...params } }),
    get: (id: string): Promise<User> => this.http.request('GET', `/v1/users/${encodeURIComponent(id)}`),
    setRole: (id: string, role: UserRole): Promise<User> =>
      this.http.request('PATCH', `/v1/users/${encodeURIComponent(id)}`, { body: { role } }),
    remove: (id: string): Promise<User> => this.http.request('DELETE', `/v1/users/${encodeURIComponent(id)}`),
  };

  readonly usageAlerts = {
    create: (body: CreateUsageAlertBody): Promise<UsageAlert & { signing_secret: string }> =>
      this.http.request('POST', '/v1/usage/alerts', { body }),
    list: (params: ListParams = {}): Promise<List<UsageAlert>> =>
      this.http.request('GET', '/v1/usage/alerts', { query: { ...params } }),
    delete: (id: string): Promise<UsageAlert> =>
      this.http.request('DELETE', `/v1/usage/alerts/${encodeURIComponent(id)}`),
  };

  readonly limitRequests = {
    create: (body: CreateLimitRequestBody): Promise<LimitRequest> =>
      this.http.request('POST', '/v1/usage/limit-requests', { body }),
    list: (params: ListParams = {}): Promise<List<LimitRequest>> =>
      this.http.request('GET', '/v1/usage/limit-requests', { query: { ...params } }),
  };
}
