import type {
  AuditExport,
  AuditExportDestination,
  AuditExportTestResult,
  CreateAuditExportBody,
  CreatedAuditExport,
  UpdateAuditExportBody,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { jcs } from '../../platform/crypto/hash.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { iso, isoOrNull, type PageQuery, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { ExportEntry } from './destinations.js';
import { DESTINATIONS, mergeExportConfig, openSecrets, parseExportConfig } from './export-config.js';
import {
  countLiveExports,
  type ExportRow,
  findExport,
  insertExport,
  liveExportsQuery,
  resumeExport,
  retryNow,
  softDeleteExport,
  updateExport,
} from './exports.repository.js';
import { type ExportSender, PermanentExportError } from './sender.js';

/** Every export reads the whole log once more; a cap keeps that bounded per org. */
export const MAX_EXPORTS_PER_ORG = 20;

export interface ExportServiceDeps {
  db: Kysely<DB>;
  engine: Engine;
  audit: AuditWriter;
  secrets: SecretBox;
  sender: ExportSender;
  allowInsecure: boolean;
}

/** Hosts only in audit context: a path or query may carry a receiver's token. */
function hostsOf(row: Pick<ExportRow, 'destination' | 'config'>): string[] {
  const config = JSON.parse(row.config) as Record<string, unknown>;
  const kind = DESTINATIONS[row.destination as keyof typeof DESTINATIONS];
  return kind ? kind.urls(config).map(({ url }) => new URL(url).host) : [];
}

/** Stored filters: duplicates dropped, and any list holding `*` is just `["*"]`. */
function eventTypesOf(list: string[] | undefined): string {
  const types = list ? [...new Set(list)] : ['*'];
  return JSON.stringify(types.includes('*') ? ['*'] : types);
}
const projectsOf = (list: string[] | null | undefined) => (list ? JSON.stringify([...new Set(list)]) : null);

/**
 * Audit exports: configuration (create, list, get, delete) and test deliveries. The delivering is
 * done by AuditExportWorker; secrets are sealed on the way in and never shown again.
 */
export class AuditExportService {
  constructor(private readonly deps: ExportServiceDeps) {}

  private toExport = (row: ExportRow): AuditExport => ({
    id: row.id,
    object: 'audit_export',
    name: row.name,
    destination: row.destination as AuditExport['destination'],
    config: JSON.parse(row.config),
    event_types: JSON.parse(row.event_types),
    projects: row.projects === null ? null : JSON.parse(row.projects),
    status: row.status as AuditExport['status'],
    delivered_count: Number(row.delivered_count),
    last_delivered_seq: Number(row.cursor_seq),
    attempts: row.attempts,
    last_error: row.last_error,
    last_error_at: isoOrNull(row.last_error_at),
    last_attempt_at: isoOrNull(row.last_attempt_at),
    last_delivered_at: isoOrNull(row.last_delivered_at),
    // While a sender holds it, next_attempt_at is its lease: not a time the user can act on.
    next_attempt_at: row.status === 'paused' || row.lease_id !== null ? null : iso(row.next_attempt_at),
    paused_by: row.paused_by ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: isoOrNull(row.deleted_at),
  });

  async create(ctx: ServiceContext, input: CreateAuditExportBody): Promise<CreatedAuditExport> {
    const parsed = parseExportConfig(input.destination, input.config, this.deps.allowInsecure);
    const now = Date.now();
    const eventTypes = input.event_types ? [...new Set(input.event_types)] : ['*'];
    const row: ExportRow = {
      id: newId('exp'),
      org_id: ctx.org.id,
      name: input.name,
      destination: input.destination,
      config: JSON.stringify(parsed.shown),
      secrets_enc: this.deps.secrets.seal(JSON.stringify(parsed.secrets)),
      event_types: eventTypesOf(input.event_types),
      projects: projectsOf(input.projects),
      status: 'active',
      cursor_seq: 0,
      delivered_count: 0,
      attempts: 0,
      last_error: null,
      last_error_at: null,
      last_attempt_at: null,
      last_delivered_at: null,
      next_attempt_at: now,
      lease_id: null,
      paused_by: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    // Shaped before the commit: a generated signing secret is shown once, or the export is not made.
    return inTransaction(this.deps.db, async (tx) => {
      if ((await countLiveExports(tx.db, ctx.org.id)) >= MAX_EXPORTS_PER_ORG) {
        throw new AppError(
          'conflict',
          `An org may have at most ${MAX_EXPORTS_PER_ORG} audit exports; delete one first`,
        );
      }
      const written = await this.deps.audit.record(tx, ctx, {
        event_type: 'audit_export.created',
        resource: { type: 'audit_export', id: row.id },
        context: {
          name: row.name,
          destination: row.destination,
          hosts: hostsOf(row),
          event_types: eventTypes,
          projects: input.projects ? [...new Set(input.projects)] : null,
        },
      });
      // `now`: the first entry sent is this creation event itself; `beginning`: the whole log.
      if (parsed.shown.start_from === 'now') row.cursor_seq = written.integrity.seq - 1;
      await insertExport(tx.db, row);
      return {
        ...this.toExport(row),
        ...(parsed.generatedSecret !== undefined ? { signing_secret: parsed.generatedSecret } : {}),
      };
    });
  }

  async list(ctx: ServiceContext, q: PageQuery) {
    return paginate(liveExportsQuery(this.deps.db, ctx.org.id), 'id', q, this.toExport);
  }

  private async find(ctx: ServiceContext, id: string): Promise<ExportRow> {
    const row = isId(id, 'exp') ? await findExport(this.deps.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Audit export', 'id');
    return row;
  }

  async get(ctx: ServiceContext, id: string): Promise<AuditExport> {
    return this.toExport(await this.find(ctx, id));
  }

  /**
   * Changes an export's name, config, filters or status (pause, resume). Its cursor stays: nothing
   * already sent is sent again, nothing is skipped, and new filters apply from there on. A new
   * config is usually the fix (a rotated token, a moved endpoint), so a failing export, or one an
   * error paused, tries it at once.
   */
  async update(ctx: ServiceContext, id: string, input: UpdateAuditExportBody): Promise<CreatedAuditExport> {
    let generatedSecret: string | undefined;
    const shape = (row: ExportRow): CreatedAuditExport => ({
      ...this.toExport(row),
      ...(generatedSecret !== undefined ? { signing_secret: generatedSecret } : {}),
    });
    return inTransaction(this.deps.db, async (tx) => {
      // Locked on PostgreSQL: of two changes at once, the second reads what the first wrote.
      const row = isId(id, 'exp') ? await findExport(tx.db, ctx.org.id, id, this.deps.engine) : undefined;
      if (!row) throw notFound('Audit export', 'id');
      const next: ExportRow = { ...row };
      if (input.name !== undefined) next.name = input.name;
      if (input.event_types !== undefined) next.event_types = eventTypesOf(input.event_types);
      if (input.projects !== undefined) next.projects = projectsOf(input.projects);
      const reconfigured = input.config && this.reconfigure(row, input.config);
      if (reconfigured) {
        next.config = reconfigured.config;
        next.secrets_enc = reconfigured.secrets_enc;
        generatedSecret = reconfigured.generatedSecret;
      }
      // A pause by hand is recorded even over one an error made: a restart must not undo it.
      const pause = input.status === 'paused' && (row.status !== 'paused' || row.paused_by === null);
      const resume = input.status === 'active' && row.status === 'paused';
      const changed = [
        ...(['name', 'config', 'event_types', 'projects'] as const).filter(
          (f) => next[f] !== row[f] || (f === 'config' && reconfigured),
        ),
        ...(pause || resume ? (['status'] as const) : []),
      ];
      if (changed.length === 0) return shape(row);
      const now = Date.now();
      const { name, config, secrets_enc, event_types, projects } = next;
      const settings = {
        ...{ name, config, secrets_enc, event_types, projects, updated_at: now },
        // Settles need a sending status, so a sender holding it stops at its next write.
        ...(pause ? { status: 'paused', paused_by: ctx.actor.id } : {}),
      };
      if (!(await updateExport(tx.db, ctx.org.id, id, settings))) throw notFound('Audit export', 'id');
      if (resume) await resumeExport(tx.db, id, now);
      // A cached Azure token is not reused for new credentials (azure.ts), so none is dropped here.
      if (reconfigured) await retryNow(tx.db, id, now);
      await this.deps.audit.record(tx, ctx, {
        event_type: 'audit_export.updated',
        resource: { type: 'audit_export', id },
        // Field names only: a config holds secrets, and the hosts say where entries now go.
        context: {
          name: next.name,
          destination: next.destination,
          changed,
          ...(pause || resume ? { status: input.status } : {}),
          config_fields: Object.keys(input.config ?? {}).sort(),
          hosts: hostsOf(next),
        },
      });
      return shape((await findExport(tx.db, ctx.org.id, id)) ?? next);
    });
  }

  /**
   * The stored config with `patch` merged in and checked as on creation; undefined when that
   * changes nothing. Stored secrets are opened so that those the patch leaves out are kept.
   */
  private reconfigure(row: ExportRow, patch: Record<string, unknown>) {
    const destination = row.destination as AuditExportDestination;
    // None when sealed under another LATCHKEY_SECRET_KEY: the patch has to give them again.
    const secrets = openSecrets(this.deps.secrets, row.secrets_enc) ?? {};
    const parsed = mergeExportConfig(destination, JSON.parse(row.config), secrets, patch, this.deps.allowInsecure);
    const config = JSON.stringify(parsed.shown);
    // Compared canonically: the merge may order the keys differently from what is stored.
    const sameSecrets = jcs(parsed.secrets) === jcs(secrets);
    if (jcs(parsed.shown) === jcs(JSON.parse(row.config)) && sameSecrets) return undefined;
    return {
      config,
      secrets_enc: sameSecrets ? row.secrets_enc : this.deps.secrets.seal(JSON.stringify(parsed.secrets)),
      generatedSecret: parsed.generatedSecret,
    };
  }

  /**
   * Soft delete: the worker claims only live exports and re-checks its claim after reading a batch, so nothing read
   * after this commits is sent; a batch read before it may still be in flight (it holds entries from before).
   */
  async remove(ctx: ServiceContext, id: string): Promise<AuditExport> {
    return inTransaction(this.deps.db, async (tx) => {
      const row = isId(id, 'exp') ? await findExport(tx.db, ctx.org.id, id) : undefined;
      const at = Date.now();
      if (!row || !(await softDeleteExport(tx.db, ctx.org.id, id, at))) throw notFound('Audit export', 'id');
      await this.deps.audit.record(tx, ctx, {
        event_type: 'audit_export.deleted',
        resource: { type: 'audit_export', id },
        context: { name: row.name, destination: row.destination, delivered_count: Number(row.delivered_count) },
      });
      // A deleted export's OAuth token has no further use; the cache would otherwise keep it.
      tx.afterCommit(() => this.deps.sender.tokens.drop(id));
      return this.toExport({ ...row, deleted_at: at, updated_at: at });
    });
  }

  /**
   * Sends one synthetic entry (`audit_export.test`, integrity null: it is not in the chain) the way
   * a real batch goes, and reports the destination's answer. Changes nothing: no cursor, no status.
   */
  async test(ctx: ServiceContext, id: string): Promise<AuditExportTestResult> {
    const row = await this.find(ctx, id);
    const result = (success: boolean, status_code: number | null, error: string | null): AuditExportTestResult => ({
      object: 'audit_export_test',
      export_id: row.id,
      success,
      status_code,
      error,
    });
    let target: ReturnType<ExportSender['open']>;
    try {
      target = this.deps.sender.open(row);
    } catch (err) {
      if (err instanceof PermanentExportError) return result(false, null, err.message);
      throw err;
    }
    const entry: ExportEntry = {
      id: newId('log'),
      timestamp: new Date().toISOString(),
      event_type: 'audit_export.test',
      actor: {
        type: ctx.actor.type,
        id: ctx.actor.id,
        email: ctx.actor.email ?? null,
        ip_address: ctx.actor.ipAddress ?? null,
        user_agent: ctx.actor.userAgent ?? null,
      },
      resource: { type: 'audit_export', id: row.id, project: null, dataset: null },
      context: { test: true, message: 'Test delivery from Latchkey: not an audit log entry' },
      org_id: row.org_id,
      integrity: null,
    };
    const kind = DESTINATIONS[target.destination];
    const outcome = await this.deps.sender.send(target, [kind.item(entry, target)], `${row.id}-test`);
    return outcome.ok ? result(true, outcome.status, null) : result(false, outcome.status, outcome.error);
  }
}
