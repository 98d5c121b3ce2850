import type { AuditExportDestination } from '@latchkey/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { postJson } from '../../platform/http/outbound.js';
import { AzureTokens } from './azure.js';
import type { ExportTarget } from './destinations.js';
import { checkUrls, DESTINATIONS, openSecrets } from './export-config.js';
import type { ExportRow } from './exports.repository.js';

export type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** A problem retrying cannot fix: the export is paused until an operator changes the server's settings. */
export class PermanentExportError extends Error {}

export interface SenderOptions {
  allowInsecure: boolean;
  /** Per request (the Azure token request and the delivery each get this much). */
  timeoutMs?: number;
  /** Sends one request and resolves to the HTTP status (tests may replace it). */
  post?: typeof postJson;
}

/**
 * Turns a stored export and serialized entries into one HTTP request, and its answer into an
 * outcome. Shared by the delivery worker and the test endpoint, so a test delivery goes exactly the
 * way a real one does.
 */
export class ExportSender {
  readonly tokens = new AzureTokens();
  readonly timeoutMs: number;
  private readonly post: typeof postJson;

  constructor(
    private readonly secrets: SecretBox,
    private readonly opts: SenderOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.post = opts.post ?? postJson;
  }

  /** The export with its secrets opened, its URLs re-checked (the operator flag may have changed since). */
  open(row: ExportRow): ExportTarget {
    const destination = row.destination as AuditExportDestination;
    const kind = DESTINATIONS[destination];
    if (!kind) throw new PermanentExportError(`unknown destination ${row.destination}`);
    const secrets = openSecrets(this.secrets, row.secrets_enc);
    if (!secrets) throw new PermanentExportError('secrets cannot be decrypted (was LATCHKEY_SECRET_KEY changed?)');
    const config = JSON.parse(row.config) as Record<string, unknown>;
    try {
      checkUrls(kind, config, this.opts.allowInsecure);
    } catch {
      throw new PermanentExportError('destination is no longer allowed (https and a public host are required)');
    }
    return { id: row.id, orgId: row.org_id, destination, config, secrets };
  }

  async send(target: ExportTarget, items: string[], batchId: string): Promise<Outcome> {
    const kind = DESTINATIONS[target.destination];
    const body = kind.frame(items, target, batchId);
    const ctx = { tokens: this.tokens, timeoutMs: this.timeoutMs, allowInsecure: this.opts.allowInsecure };
    let status: number;
    try {
      const req = await kind.prepare(target, body, ctx);
      // Redirects are not followed: one could point at an address the destination rules refuse.
      status = await this.post(req.url, body, {
        headers: req.headers,
        timeoutMs: this.timeoutMs,
        allowInsecure: this.opts.allowInsecure,
      });
    } catch (err) {
      return { ok: false, status: null, error: this.describe(err) };
    }
    if (status >= 200 && status < 300) return { ok: true, status };
    if (status === 401 && target.destination === 'azure_log_analytics') this.tokens.drop(target.id);
    const error = status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;
    return { ok: false, status, error };
  }

  /** Error text for last_error: a kind and a code, never the URL, headers, token or body. */
  private describe(err: unknown): string {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ETIMEDOUT') return `timed out after ${this.timeoutMs} ms`;
    if (code === 'EDESTINATION') return 'destination resolves to a private or loopback address';
    if (code === 'ETOKEN' || code === 'ETOOLARGE') return (err as Error).message;
    return typeof code === 'string' ? `connection failed (${code})` : 'request failed';
  }
}
