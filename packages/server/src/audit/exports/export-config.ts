import { AUDIT_EXPORT_CONFIGS, type AuditExportDestination } from '@latchkey/contract';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { mask, type SecretBox } from '../../platform/crypto/secret-box.js';
import { generateSigningSecret } from '../../platform/crypto/webhook-signature.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkDestination } from '../../platform/http/destination.js';
import { azureLogAnalytics } from './azure.js';
import { datadog } from './datadog.js';
import { DEFAULT_INTERVAL_SECONDS, type DestinationKind } from './destinations.js';
import { splunk } from './splunk.js';
import { webhook } from './webhook.js';

export const DESTINATIONS: Record<AuditExportDestination, DestinationKind> = {
  webhook,
  splunk,
  datadog,
  azure_log_analytics: azureLogAnalytics,
};

export interface ParsedConfig {
  /** What is stored in the clear and shown on reads: batching defaults filled in, secrets masked. */
  shown: Record<string, unknown>;
  /** The secret fields, sealed at rest. */
  secrets: Record<string, unknown>;
  /** A webhook signing secret the server generated: returned once on creation. */
  generatedSecret?: string;
}

type Config = Record<string, unknown>;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
// What Node accepts in a header value; anything else would make every delivery throw.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
// Set by the server on every delivery, or describing the body: a user value would break the request.
const RESERVED_HEADERS = new Set(['host', 'content-type', 'content-length', 'transfer-encoding', 'connection']);

const invalid = (message: string, param: string) => new AppError('invalid_value', message, { param });

function paramOf(pointer: string): string {
  return `config${pointer
    .split('/')
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')}`;
}

/** TypeBox's first complaint about `config`, naming the field and what the destination takes. */
function checkSchema(destination: AuditExportDestination, config: Config): void {
  const schema = AUDIT_EXPORT_CONFIGS[destination];
  const error = Value.Errors(schema, config).First();
  if (error === undefined) return;
  const param = paramOf(error.path);
  const required = (schema.required as string[] | undefined) ?? [];
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      throw new AppError('missing_required_field', `Missing ${param}: ${destination} needs ${required.join(', ')}`, {
        param,
      });
    case ValueErrorType.ObjectAdditionalProperties:
      throw new AppError(
        'parameter_unknown',
        `Unknown ${param}: ${destination} takes ${Object.keys(schema.properties).join(', ')}`,
        { param },
      );
    default:
      throw invalid(`Invalid ${param}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`, param);
  }
}

function checkHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    const param = `config.headers.${name}`;
    if (!HEADER_NAME.test(name)) throw invalid(`Invalid ${param}: not a valid header name`, param);
    const lower = name.toLowerCase();
    if (RESERVED_HEADERS.has(lower) || lower.startsWith('x-latchkey-')) {
      throw invalid(`Invalid ${param}: this header is set by the server`, param);
    }
    if (!HEADER_VALUE.test(value))
      throw invalid(`Invalid ${param}: the value has characters a header cannot carry`, param);
  }
}

/** Every URL a destination connects to must be https and public (unless the operator flag allows loopback http). */
export function checkUrls(kind: DestinationKind, config: Config, allowInsecure: boolean): URL[] {
  return kind.urls(config).map(({ param, url }) => {
    const parsed = checkDestination(url, { allowInsecure, param });
    if (parsed.search !== '' && param === 'config.endpoint') {
      throw invalid(`Invalid ${param}: the ingestion endpoint takes no query string`, param);
    }
    return parsed;
  });
}

/** An export's sealed secrets, opened; undefined when they cannot be (sealed under another LATCHKEY_SECRET_KEY). */
export function openSecrets(box: SecretBox, sealed: string): Config | undefined {
  try {
    const opened: unknown = JSON.parse(box.open(sealed));
    return typeof opened === 'object' && opened !== null ? (opened as Config) : undefined;
  } catch {
    return undefined;
  }
}

/** What `mask` shows on reads: "****" and at most the last 4 characters. */
const MASKED = /^\*{4}[^*]{0,4}$/;

/** A value copied from a read is its mask, not the secret: sealing it would break every delivery. */
function refuseMasked(field: string, value: unknown): void {
  const entries =
    typeof value === 'string'
      ? [[`config.${field}`, value]]
      : Object.entries(value as Config).map(([k, v]) => [`config.${field}.${k}`, v]);
  for (const [param, v] of entries) {
    if (typeof v === 'string' && MASKED.test(v)) {
      throw invalid(
        `Invalid ${param}: this is the masked value shown on reads; send the secret itself`,
        param as string,
      );
    }
  }
}

/**
 * Checks a create request's `config` against its destination and splits it into what is shown and
 * what is sealed. Nothing is stored when this throws (400 naming the field).
 */
export function parseExportConfig(
  destination: AuditExportDestination,
  raw: Config,
  allowInsecure: boolean,
): ParsedConfig {
  const kind = DESTINATIONS[destination];
  checkSchema(destination, raw);
  const config: Config = structuredClone(raw);
  if (destination === 'webhook') checkHeaders((config.headers as Record<string, string> | undefined) ?? {});
  checkUrls(kind, config, allowInsecure);

  let generatedSecret: string | undefined;
  if (destination === 'webhook' && config.signing_secret === undefined) {
    generatedSecret = generateSigningSecret();
    config.signing_secret = generatedSecret;
  }
  const shown: Config = {
    ...config,
    batch_size: Math.min((config.batch_size as number | undefined) ?? kind.defaultBatchSize, kind.maxItems),
    batch_interval_seconds: (config.batch_interval_seconds as number | undefined) ?? DEFAULT_INTERVAL_SECONDS,
    start_from: (config.start_from as string | undefined) ?? 'now',
  };
  const secrets: Config = {};
  for (const field of kind.secretFields) {
    const value = config[field];
    if (value === undefined) continue;
    refuseMasked(field, value);
    secrets[field] = value;
    shown[field] =
      typeof value === 'string'
        ? mask(value)
        : Object.fromEntries(Object.entries(value as Record<string, string>).map(([k, v]) => [k, mask(v)]));
  }
  return { shown, secrets, ...(generatedSecret !== undefined ? { generatedSecret } : {}) };
}

/**
 * A patch with the masks a read showed put back to the secrets they stand for, so a config read,
 * edited and sent back keeps them (a webhook's headers are replaced as a whole). A mask of nothing
 * stored is left for the config check to refuse.
 */
function unmasked(patch: Record<string, unknown>, secrets: Record<string, unknown>): Record<string, unknown> {
  const back = (sent: unknown, stored: unknown) =>
    typeof stored === 'string' && sent === mask(stored) ? stored : sent;
  const out: Record<string, unknown> = { ...patch };
  for (const [field, sent] of Object.entries(patch)) {
    const stored = secrets[field];
    if (typeof sent === 'string') out[field] = back(sent, stored);
    else if (field === 'headers' && sent !== null && typeof sent === 'object' && stored && typeof stored === 'object') {
      const headers = stored as Record<string, unknown>;
      out[field] = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, back(v, headers[k])]));
    }
  }
  return out;
}

/** `https://host:port` with the default port left out and the host lowercased; null for no URL. */
function originOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return null;
  }
}

/**
 * The config fields whose change sends the secrets somewhere else: a URL whose origin (scheme, host,
 * port) differs, or a field naming another recipient at the same host (Azure's tenant). A path is
 * not: the same host already had the secrets.
 */
function movedRecipients(kind: DestinationKind, before: Config, after: Config): string[] {
  const was = kind.urls(before).map(({ url }) => originOf(url));
  const moved = kind
    .urls(after)
    .filter(({ url }, i) => was[i] === null || was[i] !== originOf(url))
    .map(({ param }) => param);
  for (const field of kind.recipientFields ?? []) {
    if (after[field] !== before[field]) moved.push(`config.${field}`);
  }
  return moved;
}

/** A secret the patch gives in full: present, and no part of it the mask a read showed. */
function reentered(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return !MASKED.test(value);
  return Object.values(value as Config).every((v) => typeof v !== 'string' || !MASKED.test(v));
}

/**
 * ADR 0035: stored secrets never go to a new recipient. Who can change an export cannot read its
 * secrets (reads mask them), and pointing it at a host of their own would otherwise hand them
 * over. So a change of recipient must come with every secret the export holds, in full.
 */
function refuseCarriedSecrets(kind: DestinationKind, moved: string[], secrets: Config, patch: Config): void {
  const held = kind.secretFields.filter((f) => {
    const v = secrets[f];
    return v !== undefined && (typeof v === 'string' || Object.keys(v as Config).length > 0);
  });
  const missing = held.filter((f) => !reentered(patch[f])).map((f) => `config.${f}`);
  if (missing.length === 0) return;
  throw invalid(
    `${moved.join(' and ')} now ${moved.length > 1 ? 'send' : 'sends'} this export's secrets somewhere else: ` +
      `send ${missing.join(', ')} again in the same request (in full, not the masks a read shows). ` +
      'Stored secrets never go to a new recipient.',
    missing[0]!,
  );
}

/**
 * A stored config (as shown, secrets masked, plus the opened secrets) with `patch` merged in and
 * checked as on creation (ADR 0029): the fields sent replace the stored ones, secrets left out are
 * kept, and the masks a read showed stand for the secrets they hide, unless the patch changes
 * where they go (ADR 0035). `start_from` is refused: an export keeps its place in the log.
 */
export function mergeExportConfig(
  destination: AuditExportDestination,
  shown: Config,
  secrets: Config,
  patch: Config,
  allowInsecure: boolean,
): ParsedConfig {
  if ('start_from' in patch) throw invalid('Invalid config.start_from: set on creation only', 'config.start_from');
  const kind = DESTINATIONS[destination];
  const current: Config = { ...shown };
  // Masked on reads: never to be sealed as if they were the secrets.
  for (const field of kind.secretFields) delete current[field];
  const parsed = parseExportConfig(destination, { ...current, ...secrets, ...unmasked(patch, secrets) }, allowInsecure);
  const moved = movedRecipients(kind, shown, parsed.shown);
  if (moved.length > 0) refuseCarriedSecrets(kind, moved, secrets, patch);
  return parsed;
}
