import { SAMPLE_CONTENT_FIELDS } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DatasetService } from '../datasets/datasets.service.js';
import { toSample } from './samples.mapper.js';

const PAGE = 500;

/**
 * `GET /v1/datasets/{id}/export`: every live sample with its content, as JSON Lines. What leaves
 * is accounted for before the first byte does: one `dataset.exported`, and for each PHI sample a
 * `sample.phi_accessed` with the caller's justification (which a dataset holding PHI cannot be
 * exported without), all in one transaction. Rows are then read and written page by page, so
 * memory does not grow with the dataset beyond the ids of its PHI samples.
 */
export class SampleExporter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly datasets: DatasetService,
  ) {}

  async open(
    ctx: ServiceContext,
    datasetId: string,
    justification: string | undefined,
  ): Promise<AsyncGenerator<string>> {
    const dataset = await this.datasets.load(this.db, ctx, datasetId);
    const reason = justification?.trim() || undefined;
    if (reason && reason.length > 500) {
      throw new AppError('invalid_value', 'X-Access-Justification is longer than 500 characters', {
        param: 'X-Access-Justification',
      });
    }
    // Only what existed when the export was accounted for is exported: later samples are not in its events.
    const accounted = await inTransaction(this.db, async (tx) => {
      const live = tx.db
        .selectFrom('samples')
        .where('org_id', '=', ctx.org.id)
        .where('dataset_id', '=', dataset.id)
        .where('deleted_at', 'is', null);
      const counted = await live
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('max_id')])
        .executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      const phi = await live.select('id').where('contains_phi', '=', 1).orderBy('id').execute();
      if (phi.length > 0 && !reason) {
        throw new AppError(
          'missing_required_field',
          'This dataset holds PHI: send X-Access-Justification with the reason for exporting it',
          { param: 'X-Access-Justification' },
        );
      }
      const resource = { type: 'dataset', id: dataset.id, project: dataset.project_id, dataset: dataset.id };
      const context = { format: 'jsonl', sample_count: total, phi_sample_count: phi.length };
      await this.audit.record(tx, ctx, {
        event_type: 'dataset.exported',
        resource,
        context: { ...context, ...(reason ? { access_justification: reason } : {}) },
      });
      for (let i = 0; i < phi.length; i += PAGE) {
        await this.audit.recordMany(
          tx,
          ctx,
          phi.slice(i, i + PAGE).map((s) => ({
            event_type: 'sample.phi_accessed',
            resource: { type: 'sample', id: s.id, project: dataset.project_id, dataset: dataset.id },
            context: {
              fields_accessed: [...SAMPLE_CONTENT_FIELDS],
              access_justification: reason,
              via: 'dataset.exported',
            },
          })),
        );
      }
      return {
        cutoff: (counted?.max_id as string | null | undefined) ?? '',
        phi: new Set(phi.map((s) => s.id)),
      };
    });
    return this.lines(ctx.org.id, dataset.id, accounted);
  }

  /**
   * The accounted samples, page by page. The id cutoff keeps later samples out; ids are ordered by
   * time, so a sample another instance (or a skewed clock) writes meanwhile can still sort below
   * it. A PHI sample leaves only if its `sample.phi_accessed` was written, so such a sample, or one
   * marked PHI since, stays behind.
   */
  private async *lines(
    orgId: string,
    datasetId: string,
    accounted: { cutoff: string; phi: ReadonlySet<string> },
  ): AsyncGenerator<string> {
    const { cutoff, phi } = accounted;
    let after = '';
    for (;;) {
      const rows = await this.db
        .selectFrom('samples')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('dataset_id', '=', datasetId)
        .where('deleted_at', 'is', null)
        .where('id', '>', after)
        .where('id', '<=', cutoff)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (rows.length === 0) return;
      yield rows
        .filter((r) => !r.contains_phi || phi.has(r.id))
        .map((r) => `${JSON.stringify(toSample(r, SAMPLE_CONTENT_FIELDS))}\n`)
        .join('');
      after = rows[rows.length - 1]!.id;
    }
  }
}
