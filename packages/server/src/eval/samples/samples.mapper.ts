import type { Sample, SampleContentField } from '@latchkey/contract';
import { iso } from '../../platform/http/pagination.js';
import type { SampleRow, SampleSummaryRow } from './samples.repository.js';

/** The sample without its content: what lists show. */
export function toSampleSummary(row: SampleSummaryRow): Sample {
  return {
    id: row.id,
    object: 'sample',
    dataset: row.dataset_id,
    project: row.project_id,
    contains_phi: Boolean(Number(row.contains_phi)),
    source: { type: row.source_type as Sample['source']['type'], request_id: row.request_id },
    data_lineage: {
      origin: { system: row.origin_system, call_id: row.call_id, ingested_at: iso(row.created_at) },
      transformations: [],
    },
    created_at: iso(row.created_at),
  };
}

/** The sample with the content fields asked for (and present). */
export function toSample(row: SampleRow, fields: readonly SampleContentField[]): Sample {
  const sample = toSampleSummary(row);
  for (const f of fields) {
    const raw = row[f];
    if (raw !== null) sample[f] = JSON.parse(raw) as never;
  }
  return sample;
}
