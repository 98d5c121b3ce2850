import type { Call, CreateCallBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors/app-error.js';
import { iso, type PageQuery, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { DatasetService } from '../datasets/datasets.service.js';
import type { SampleService } from '../samples/samples.service.js';
import { type CallRow, callsOf, findCall, insertCall } from './calls.repository.js';

type CallView = Pick<CallRow, 'id' | 'system' | 'model' | 'dataset_id' | 'sample_id' | 'contains_phi' | 'created_at'>;

export const toCall = (row: CallView): Call => ({
  id: row.id,
  object: 'call',
  system: row.system,
  model: row.model,
  dataset: row.dataset_id,
  sample: row.sample_id,
  contains_phi: Boolean(Number(row.contains_phi)),
  created_at: iso(row.created_at),
});

/**
 * Production AI calls. The call is kept as it arrived; given a dataset it also becomes a sample
 * whose lineage names the call, in the same transaction (both exist, or neither).
 */
export class CallService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly datasets: DatasetService,
    private readonly samples: SampleService,
  ) {}

  async ingest(ctx: ServiceContext, input: CreateCallBody): Promise<Call> {
    return inTransaction(this.db, async (tx) => {
      const dataset = input.dataset ? await this.datasets.load(tx.db, ctx, input.dataset, 'dataset') : undefined;
      const row: CallRow = {
        id: newId('call'),
        org_id: ctx.org.id,
        system: input.system ?? 'api',
        model: input.model ?? null,
        input: JSON.stringify(input.input ?? null),
        output: JSON.stringify(input.output ?? null),
        metadata: JSON.stringify(input.metadata ?? {}),
        contains_phi: input.contains_phi ? 1 : 0,
        dataset_id: dataset?.id ?? null,
        sample_id: null,
        created_at: Date.now(),
      };
      if (dataset) {
        const { input: i, output, expected, metadata, contains_phi } = input;
        const draft = { input: i, output, expected, metadata, contains_phi };
        const [sample] = await this.samples.insert(tx, ctx, dataset, [draft], {
          type: 'call',
          callId: row.id,
          system: row.system,
        });
        row.sample_id = sample!.id;
      }
      await insertCall(tx.db, row);
      return toCall(row);
    });
  }

  async get(ctx: ServiceContext, id: string): Promise<Call> {
    const row = isId(id, 'call') ? await findCall(this.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Call', 'id');
    return toCall(row);
  }

  async list(ctx: ServiceContext, q: PageQuery & { dataset?: string | undefined }) {
    return paginate(callsOf(this.db, ctx.org.id, q.dataset), 'id', q, toCall);
  }
}
