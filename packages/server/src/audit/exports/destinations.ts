import type { AuditExportDestination, AuditLogEntry } from '@latchkey/contract';
import type { AzureTokens } from './azure.js';

/** An export opened for sending: its config (batching defaults applied) and its secrets in clear. */
export interface ExportTarget {
  id: string;
  orgId: string;
  destination: AuditExportDestination;
  config: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

/** An entry as exports send it; `integrity` is null only in the synthetic entry of a test delivery. */
export type ExportEntry = Omit<AuditLogEntry, 'integrity'> & { integrity: AuditLogEntry['integrity'] | null };

export interface SendContext {
  tokens: AzureTokens;
  timeoutMs: number;
  allowInsecure: boolean;
}

export interface PreparedRequest {
  url: URL;
  headers: Record<string, string>;
}

/**
 * One destination's wire format (DESIGN §10). Entries are serialized one by one (`item`) so a
 * batch can be cut at the destination's byte limit before it is framed (`frame`) and sent.
 */
export interface DestinationKind {
  /** Config fields sealed at rest and masked on reads. */
  secretFields: readonly string[];
  defaultBatchSize: number;
  maxItems: number;
  /** Largest request body the destination takes (bytes). */
  maxBytes: number;
  /** URLs the server connects to, by config field: checked on creation and before every send. */
  urls(config: Record<string, unknown>): Array<{ param: string; url: string }>;
  /**
   * Fields besides the URLs' hosts that pick who receives the secrets (Azure: the tenant asked
   * for a token). Changing one, like changing a host, needs the secrets again (ADR 0035).
   */
  recipientFields?: readonly string[];
  item(entry: ExportEntry, target: ExportTarget): string;
  frame(items: string[], target: ExportTarget, batchId: string): string;
  prepare(target: ExportTarget, body: string, ctx: SendContext): Promise<PreparedRequest>;
}

/** Bytes a framed body adds beyond its items and their separators (envelope, ids). */
export const FRAME_OVERHEAD = 512;

export const DEFAULT_INTERVAL_SECONDS = 5;

export const json = (headers: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'user-agent': 'Latchkey-Exports/1',
  ...headers,
});
