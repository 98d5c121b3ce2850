import { jcs, sha256Hex } from '../../platform/crypto/hash.js';
import { checkDestination } from '../../platform/http/destination.js';
import { postJsonForResponse } from '../../platform/http/exchange.js';
import { type DestinationKind, type ExportTarget, json, type SendContext } from './destinations.js';

export const AZURE_API_VERSION = '2023-01-01';
const DEFAULT_AUTHORITY = 'https://login.microsoftonline.com';
const SCOPE = 'https://monitor.azure.com//.default';

export const authorityOf = (config: Record<string, unknown>) =>
  ((config.authority_host as string | undefined) ?? DEFAULT_AUTHORITY).replace(/\/+$/, '');

/** `POST {endpoint}/dataCollectionRules/{dcr}/streams/{stream}?api-version=2023-01-01`. */
export function ingestionUrl(config: Record<string, unknown>): URL {
  const url = new URL(config.endpoint as string);
  const dcr = encodeURIComponent(config.dcr_immutable_id as string);
  const stream = encodeURIComponent(config.stream_name as string);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/dataCollectionRules/${dcr}/streams/${stream}`;
  url.search = `?api-version=${AZURE_API_VERSION}`;
  return url;
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * OAuth client-credentials tokens of Azure exports, kept in memory until five minutes before they
 * expire (or half their life, when shorter). A 401 from the ingestion API drops the token, so the
 * retry asks for a fresh one.
 */
export class AzureTokens {
  private readonly cache = new Map<string, { token: string; refreshAt: number; issuedFor: string }>();

  async get(target: ExportTarget, ctx: SendContext): Promise<string> {
    const { config } = target;
    // A token is only good for the credentials it was issued for: after an export's config
    // changes (here or in another instance), the next delivery asks for a new one.
    const issuedFor = sha256Hex(
      jcs([authorityOf(config), config.tenant_id, config.client_id, target.secrets.client_secret]),
    );
    const cached = this.cache.get(target.id);
    if (cached && cached.issuedFor === issuedFor && cached.refreshAt > Date.now()) return cached.token;
    const url = checkDestination(
      `${authorityOf(config)}/${encodeURIComponent(config.tenant_id as string)}/oauth2/v2.0/token`,
      {
        allowInsecure: ctx.allowInsecure,
        param: 'config.authority_host',
      },
    );
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.client_id as string,
      client_secret: target.secrets.client_secret as string,
      scope: SCOPE,
    }).toString();
    const res = await postJsonForResponse(url, form, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Latchkey-Exports/1' },
      timeoutMs: ctx.timeoutMs,
      allowInsecure: ctx.allowInsecure,
      maxBytes: 64 * 1024,
    });
    // The answer's error_description is not kept: last_error shows a status, never a body.
    if (res.status !== 200) throw coded(`token request failed: HTTP ${res.status}`, 'ETOKEN');
    let token: unknown;
    let expiresIn: unknown;
    try {
      ({ access_token: token, expires_in: expiresIn } = JSON.parse(res.body) as Record<string, unknown>);
    } catch {
      throw coded('token response is not JSON', 'ETOKEN');
    }
    if (typeof token !== 'string' || token === '') throw coded('token response has no access_token', 'ETOKEN');
    const lifeMs = (Number(expiresIn) > 0 ? Number(expiresIn) : 3600) * 1000;
    this.cache.set(target.id, { token, issuedFor, refreshAt: Date.now() + Math.min(lifeMs - 5 * 60_000, lifeMs / 2) });
    return token;
  }

  drop(exportId: string): void {
    this.cache.delete(exportId);
  }
}

/**
 * Azure Monitor Logs Ingestion API: a bearer token from the tenant, then a JSON array (at most
 * 1 MB) of records, answered 204. Each record is the entry with `TimeGenerated` (the column every
 * Log Analytics table needs) set to its timestamp; the rule's transform maps the rest.
 */
export const azureLogAnalytics: DestinationKind = {
  secretFields: ['client_secret'],
  defaultBatchSize: 500,
  maxItems: 1000,
  maxBytes: 1_000_000,
  urls: (config) => [
    { param: 'config.endpoint', url: config.endpoint as string },
    { param: 'config.authority_host', url: authorityOf(config) },
  ],
  // The client secret goes to the tenant's token endpoint: another tenant is another recipient.
  recipientFields: ['tenant_id'],
  item: (entry) => JSON.stringify({ TimeGenerated: entry.timestamp, ...entry }),
  frame: (items) => `[${items.join(',')}]`,
  async prepare(target, _body, ctx) {
    const token = await ctx.tokens.get(target, ctx);
    return { url: ingestionUrl(target.config), headers: json({ authorization: `Bearer ${token}` }) };
  },
};
