import {
  type AddSamplesBody,
  SAMPLE_CONTENT_FIELDS,
  type Sample,
  type SampleContentField,
  type SampleInput,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction, type Tx } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { type PageQuery, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import { addToSampleCount, type DatasetRow } from '../datasets/datasets.repository.js';
import type { DatasetService } from '../datasets/datasets.service.js';
import { reviewerMayReadSample, reviewerOf } from '../tasks/reviewer-access.js';
import { toSample, toSampleSummary } from './samples.mapper.js';
import {
  findLiveSample,
  insertSamples,
  markSampleDeleted,
  type SampleRow,
  sampleSummariesOf,
} from './samples.repository.js';

/** Where a new sample came from: a direct upload, or a production call ingested by `/v1/calls`. */
export type SampleOrigin = { type: 'api_upload' } | { type: 'call'; callId: string; system: string };

const JUSTIFICATION_HEADER = 'X-Access-Justification';

/** Samples of datasets. Every read of content is audited; PHI reads need a stated reason. */
export class SampleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly usage: UsageService,
    private readonly datasets: DatasetService,
  ) {}

  /**
   * One sample or a batch of 1–100, all or nothing. The answer carries the new samples without
   * their content (the caller just sent it; a batch would double the bytes on the wire).
   */
  async add(ctx: ServiceContext, datasetId: string, body: AddSamplesBody): Promise<Sample | Sample[]> {
    const { samples, ...single } = body;
    if (samples && Object.keys(single).length > 0) {
      const extra = Object.keys(single)[0]!;
      throw new AppError('invalid_value', `Send either one sample or { samples: [...] }, not both (${extra})`, {
        param: extra,
      });
    }
    if (!samples) {
      for (const f of ['input', 'output'] as const) {
        if (!(f in single)) throw new AppError('missing_required_field', `Missing required field: ${f}`, { param: f });
      }
    }
    const drafts = samples ?? [single as SampleInput];
    const created = await inTransaction(this.db, async (tx) => {
      const dataset = await this.datasets.load(tx.db, ctx, datasetId);
      return (await this.insert(tx, ctx, dataset, drafts, { type: 'api_upload' })).map(toSampleSummary);
    });
    return samples ? created : created[0]!;
  }

  /**
   * Stores samples inside the caller's transaction: quota first (a refused quota writes nothing),
   * then rows, the dataset's count and one `sample.created` event each.
   */
  async insert(tx: Tx, ctx: ServiceContext, dataset: DatasetRow, drafts: SampleInput[], origin: SampleOrigin) {
    await this.usage.consume(tx, ctx, 'samples', drafts.length);
    const now = Date.now();
    const rows: SampleRow[] = drafts.map((d) => ({
      id: newId('smp'),
      org_id: ctx.org.id,
      dataset_id: dataset.id,
      project_id: dataset.project_id,
      input: JSON.stringify(d.input ?? null),
      output: JSON.stringify(d.output ?? null),
      expected: d.expected === undefined ? null : JSON.stringify(d.expected),
      metadata: JSON.stringify(d.metadata ?? {}),
      contains_phi: d.contains_phi ? 1 : 0,
      source_type: origin.type,
      request_id: ctx.requestId ?? null,
      call_id: origin.type === 'call' ? origin.callId : null,
      origin_system: origin.type === 'call' ? origin.system : 'api_upload',
      created_at: now,
      deleted_at: null,
    }));
    await insertSamples(tx.db, rows);
    if (!(await addToSampleCount(tx.db, ctx.org.id, dataset.id, rows.length))) throw notFound('Dataset', 'id');
    await this.audit.recordMany(
      tx,
      ctx,
      rows.map((r) => ({
        event_type: 'sample.created',
        resource: { type: 'sample', id: r.id, project: r.project_id, dataset: r.dataset_id },
        context: {
          source: r.source_type,
          ...(r.call_id ? { call_id: r.call_id } : {}),
          contains_phi: r.contains_phi === 1,
        },
      })),
    );
    return rows;
  }

  /**
   * Deletes one sample: it leaves lists, reads and later evaluations, gives its quota back, and
   * `sample.deleted` is written with it. Refused while an evaluation of its dataset is open (the
   * run has counted it). The row stays, for the audit trail and provenance.
   */
  async remove(ctx: ServiceContext, id: string): Promise<Sample> {
    return inTransaction(this.db, async (tx) => {
      const row = isId(id, 'smp') ? await findLiveSample(tx.db, ctx.org.id, id) : undefined;
      if (!row) throw notFound('Sample', 'id');
      if (this.datasets.busy && (await this.datasets.busy(tx.db, ctx.org.id, row.dataset_id))) {
        throw new AppError('conflict', "An evaluation of this sample's dataset is still running; cancel it first", {
          param: 'id',
        });
      }
      if (!(await markSampleDeleted(tx.db, ctx.org.id, id, Date.now()))) throw notFound('Sample', 'id');
      await addToSampleCount(tx.db, ctx.org.id, row.dataset_id, -1);
      await this.usage.release(tx, ctx, 'samples', 1);
      await this.audit.record(tx, ctx, {
        event_type: 'sample.deleted',
        resource: { type: 'sample', id, project: row.project_id, dataset: row.dataset_id },
        context: { contains_phi: row.contains_phi === 1 },
      });
      return toSampleSummary(row);
    });
  }

  async list(ctx: ServiceContext, datasetId: string, q: PageQuery) {
    const dataset = await this.datasets.load(this.db, ctx, datasetId);
    return paginate(sampleSummariesOf(this.db, ctx.org.id, dataset.id), 'id', q, toSampleSummary);
  }

  /**
   * Reads a sample's content: `sample.viewed` always, and for PHI `sample.phi_accessed` with the
   * fields read and the caller's justification, which PHI reads cannot go without.
   */
  async read(
    ctx: ServiceContext,
    id: string,
    opts: { fields?: string | undefined; justification?: string | undefined },
  ) {
    const fields = parseFields(opts.fields);
    const justification = opts.justification?.trim() || undefined;
    if (justification && justification.length > 500) {
      throw new AppError('invalid_value', `${JUSTIFICATION_HEADER} is longer than 500 characters`, {
        param: JUSTIFICATION_HEADER,
      });
    }
    const row = isId(id, 'smp') ? await findLiveSample(this.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Sample', 'id');
    await this.checkReviewer(ctx, row);
    const phi = row.contains_phi === 1;
    if (phi && !justification) {
      throw new AppError(
        'missing_required_field',
        `This sample holds PHI: send ${JUSTIFICATION_HEADER} with the reason for reading it`,
        {
          param: JUSTIFICATION_HEADER,
        },
      );
    }
    const fieldsAccessed = fields.filter((f) => row[f] !== null);
    // Shaped before the access is recorded as done: stored content that cannot be read is no view.
    return inTransaction(this.db, async (tx) => {
      const sample = toSample(row, fieldsAccessed);
      const resource = { type: 'sample', id: row.id, project: row.project_id, dataset: row.dataset_id };
      const context = {
        fields_accessed: fieldsAccessed,
        ...(justification ? { access_justification: justification } : {}),
      };
      const events = [{ event_type: 'sample.viewed', resource, context }];
      if (phi) events.push({ event_type: 'sample.phi_accessed', resource, context });
      await this.audit.recordMany(tx, ctx, events);
      return sample;
    });
  }

  /**
   * A reviewer reads the samples of its own tasks and of pool tasks it qualifies for (DESIGN §9).
   * Anything else is refused, and the refusal audited: a person reaching for a record outside their
   * work is what a privacy officer looks for (ADR 0046).
   */
  private async checkReviewer(ctx: ServiceContext, row: SampleRow): Promise<void> {
    const reviewerId = reviewerOf(ctx);
    if (reviewerId === undefined) return;
    if (reviewerId !== null && (await reviewerMayReadSample(this.db, ctx.org.id, reviewerId, row.id))) return;
    await inTransaction(this.db, (tx) =>
      this.audit.record(tx, ctx, {
        event_type: 'sample.access_denied',
        resource: { type: 'sample', id: row.id, project: row.project_id, dataset: row.dataset_id },
        context: { reason: 'not_in_reviewer_tasks' },
      }),
    );
    throw new AppError(
      'forbidden',
      'A reviewer may read only the samples of its own tasks and of pool tasks it qualifies for',
    );
  }
}

function parseFields(raw: string | undefined): SampleContentField[] {
  if (raw === undefined) return [...SAMPLE_CONTENT_FIELDS];
  const asked = raw
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = asked.find((f) => !(SAMPLE_CONTENT_FIELDS as readonly string[]).includes(f));
  if (unknown !== undefined || asked.length === 0) {
    throw new AppError('invalid_value', `fields must list some of ${SAMPLE_CONTENT_FIELDS.join(', ')}`, {
      param: 'fields',
    });
  }
  return SAMPLE_CONTENT_FIELDS.filter((f) => asked.includes(f));
}
