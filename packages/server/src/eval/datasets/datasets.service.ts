import type { CreateDatasetBody, Dataset, DatasetListQuery, UpdateDatasetBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { iso, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import type { ProjectService } from '../projects/projects.service.js';
import {
  type DatasetRow,
  datasetsOf,
  findDataset,
  insertDataset,
  markDatasetDeleted,
  updateDataset,
} from './datasets.repository.js';

export function toDataset(row: DatasetRow): Dataset {
  return {
    id: row.id,
    object: 'dataset',
    project: row.project_id,
    name: row.name,
    description: row.description,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    sample_count: Number(row.sample_count),
  };
}

/** Datasets of AI outputs; `dataset.*` audit events are written in the change's own transaction. */
export class DatasetService {
  /** Set once evaluations exist: a dataset an evaluation is still reading cannot be deleted. */
  busy: ((db: Executor, orgId: string, datasetId: string) => Promise<boolean>) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly usage: UsageService,
    private readonly projects: ProjectService,
  ) {}

  async load(db: Executor, ctx: ServiceContext, id: string, param = 'id'): Promise<DatasetRow> {
    const row = isId(id, 'ds') ? await findDataset(db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Dataset', param);
    return row;
  }

  async create(ctx: ServiceContext, input: CreateDatasetBody): Promise<Dataset> {
    return inTransaction(this.db, async (tx) => {
      const project = await this.projects.load(tx.db, ctx, input.project, 'project');
      const now = Date.now();
      const row: DatasetRow = {
        id: newId('ds'),
        org_id: ctx.org.id,
        project_id: project.id,
        name: input.name,
        description: input.description ?? '',
        sample_count: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
      await insertDataset(tx.db, row);
      await this.audit.record(tx, ctx, {
        event_type: 'dataset.created',
        resource: { type: 'dataset', id: row.id, project: project.id, dataset: row.id },
        context: { name: row.name },
      });
      return toDataset(row);
    });
  }

  async list(ctx: ServiceContext, q: DatasetListQuery) {
    if (q.project) await this.projects.load(this.db, ctx, q.project, 'project');
    return paginate(datasetsOf(this.db, ctx.org.id, q.project), 'id', q, toDataset);
  }

  async get(ctx: ServiceContext, id: string): Promise<Dataset> {
    return toDataset(await this.load(this.db, ctx, id));
  }

  async update(ctx: ServiceContext, id: string, input: UpdateDatasetBody): Promise<Dataset> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      const next = { ...row, name: input.name ?? row.name, description: input.description ?? row.description };
      const changed = (['name', 'description'] as const).filter((f) => next[f] !== row[f]);
      if (changed.length === 0) return toDataset(row);
      next.updated_at = Date.now();
      await updateDataset(tx.db, ctx.org.id, id, {
        name: next.name,
        description: next.description,
        updated_at: next.updated_at,
      });
      await this.audit.record(tx, ctx, {
        event_type: 'dataset.updated',
        resource: { type: 'dataset', id, project: row.project_id, dataset: id },
        context: { changed },
      });
      return toDataset(next);
    });
  }

  /**
   * Deletes the dataset: it leaves every list and read, and its samples stop counting against the
   * samples quota. Rows stay, so the audit trail and provenance of what was there remain.
   */
  async remove(ctx: ServiceContext, id: string): Promise<Dataset> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      if (this.busy && (await this.busy(tx.db, ctx.org.id, id))) {
        throw new AppError('conflict', 'An evaluation of this dataset is still running; cancel it first', {
          param: 'id',
        });
      }
      const now = Date.now();
      const count = await markDatasetDeleted(tx.db, ctx.org.id, id, now);
      if (count === undefined) throw notFound('Dataset', 'id');
      if (count > 0) await this.usage.release(tx, ctx, 'samples', count);
      await this.audit.record(tx, ctx, {
        event_type: 'dataset.deleted',
        resource: { type: 'dataset', id, project: row.project_id, dataset: id },
        context: { name: row.name, sample_count: count },
      });
      return toDataset({ ...row, sample_count: count, updated_at: now, deleted_at: now });
    });
  }
}
