import type {
  AuditLogEntry,
  Provenance,
  ProvenanceEvent,
  ProvenanceQuery,
  ProvenanceResourceType,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toSampleSummary } from '../../eval/samples/samples.mapper.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { type IdPrefix, isId } from '../../platform/ids.js';
import { type AuditRow, findAuditPage } from '../logs/logs.repository.js';
import { toAuditEntry } from '../logs/logs.service.js';
import { collectRelated, emptyLevel, type Level, load } from './provenance.related.js';
import { auditEntriesOf, reviewIdsOfSamples } from './provenance.repository.js';

/** The newest this-many events are shown; the full trail is in GET /v1/audit/logs?resource_id=. */
export const HISTORY_CAP = 1000;
/** Reviews of a sample whose submissions appear in its history (one per task; a handful in practice). */
const REVIEWS_IN_HISTORY = 100;

const PREFIX: Record<ProvenanceResourceType, IdPrefix> = {
  sample: 'smp',
  dataset: 'ds',
  evaluation: 'eval',
  review: 'rev',
};

const KIND = { sample: 'samples', dataset: 'datasets', evaluation: 'evaluations', review: 'reviews' } as const;

/** The event that brought each kind of resource into being. */
const CREATION: Record<ProvenanceResourceType, string> = {
  sample: 'sample.created',
  dataset: 'dataset.created',
  evaluation: 'evaluation.created',
  review: 'review.submitted',
};

type Who = Provenance['created_by'];

/** What the root row says about itself: resource, birth, source and a creator if no event names one. */
interface Described {
  resource: Provenance['resource'];
  createdAt: number;
  source: string;
  requestId: string | null;
  storedCreator: Who;
  lineage: Provenance['data_lineage'];
  anchorSample: string | null;
}

const UNKNOWN_CREATOR: Who = { type: 'system', id: 'latchkey', email: null };

/**
 * Provenance of a sample, dataset, evaluation or review: who made it and how it came in (from
 * its creation event), what happened to it since (its audit entries, oldest first), where its
 * data came from, and, when asked, the resources linked to it up to `depth` levels away. It never
 * carries sample content, so a PHI sample's provenance is read like any other.
 */
export class ProvenanceService {
  constructor(private readonly db: Kysely<DB>) {}

  async get(
    ctx: ServiceContext,
    type: ProvenanceResourceType,
    id: string,
    q: ProvenanceQuery = {},
  ): Promise<Provenance> {
    const orgId = ctx.org.id;
    const level = isId(id, PREFIX[type]) ? await load(this.db, orgId, idsOf(type, id)) : emptyLevel();
    if (level[KIND[type]].length === 0) throw notFound(`${type[0]!.toUpperCase()}${type.slice(1)}`, 'resource_id');
    const d = describe(type, level);
    const [created, history] = await Promise.all([this.creation(orgId, type, id), this.history(orgId, type, id, d)]);
    const who = created?.actor;
    const related = q.include_related
      ? await collectRelated(this.db, orgId, { kind: KIND[type], level }, q.depth ?? 1, d.anchorSample)
      : undefined;
    return {
      object: 'provenance',
      resource: d.resource,
      created_at: iso(d.createdAt),
      created_by: who ? { type: who.type, id: who.id, email: who.email } : d.storedCreator,
      source: {
        type: d.source,
        request_id: d.requestId ?? (created?.context.request_id as string | undefined) ?? null,
      },
      history: history.events,
      history_truncated: history.truncated,
      ...(related ? { related } : {}),
      data_lineage: d.lineage,
    };
  }

  private async creation(orgId: string, type: ProvenanceResourceType, id: string) {
    const [row] = await findAuditPage(
      this.db,
      orgId,
      { eventTypes: [CREATION[type]], resourceId: id },
      { order: 'asc', limit: 1 },
    );
    const entry = row && toAuditEntry(row);
    return entry?.resource.type === type ? entry : undefined;
  }

  /**
   * The resource's own entries. A sample's also has `sample.reviewed`: the `review.submitted`
   * entries of its reviews (recorded on the review), with the override folded into the context.
   */
  private async history(orgId: string, type: ProvenanceResourceType, id: string, d: Described) {
    const own = await auditEntriesOf(this.db, orgId, id, { limit: HISTORY_CAP + 1 });
    const entries = own
      .map((row) => ({ seq: row.seq, entry: toAuditEntry(row) }))
      .filter(({ entry }) => entry.resource.type === type);
    if (type === 'sample') {
      const reviewIds = await reviewIdsOfSamples(this.db, orgId, [d.resource.project!], [id], REVIEWS_IN_HISTORY);
      // One indexed read per review: a sample has a handful, and this shape always uses the index.
      const perReview = await Promise.all(
        reviewIds.map((r) =>
          auditEntriesOf(this.db, orgId, r, { kinds: ['review.submitted', 'review.overridden'], limit: 2 }),
        ),
      );
      // With its own trail cut, an older review event would sit beside a gap: only newer ones count.
      const floor = own.length > HISTORY_CAP ? own[own.length - 1]!.seq : 0;
      for (const rows of perReview) entries.push(...reviewedEvents(rows).filter((e) => e.seq > floor));
    }
    entries.sort((a, b) => a.seq - b.seq);
    const kept = entries.slice(-HISTORY_CAP);
    return { events: kept.map(({ entry }) => toEvent(entry)), truncated: entries.length > kept.length };
  }
}

/** A review's `review.submitted` entry as the sample's `sample.reviewed`, the override folded in. */
function reviewedEvents(rows: AuditRow[]): Array<{ seq: number; entry: AuditLogEntry }> {
  const entries = rows.map((row) => ({ seq: row.seq, entry: toAuditEntry(row) }));
  const overridden = entries.find(({ entry }) => entry.event_type === 'review.overridden')?.entry.context;
  return entries
    .filter(({ entry }) => entry.event_type === 'review.submitted' && entry.resource.type === 'review')
    .map(({ seq, entry }) => ({
      seq,
      entry: {
        ...entry,
        event_type: 'sample.reviewed',
        context: {
          ...entry.context,
          review: entry.resource.id,
          override_ai_score: overridden !== undefined,
          ...(overridden
            ? { original_ai_score: overridden.original_ai_score, override_value: overridden.override_value }
            : {}),
        },
      },
    }));
}

function idsOf(type: ProvenanceResourceType, id: string) {
  const ids = {
    samples: [] as string[],
    datasets: [] as string[],
    evaluations: [] as string[],
    reviews: [] as string[],
  };
  ids[KIND[type]].push(id);
  return ids;
}

function toEvent(e: AuditLogEntry): ProvenanceEvent {
  const event: ProvenanceEvent = { id: e.id, timestamp: e.timestamp, event_type: e.event_type, actor: e.actor };
  if (Object.keys(e.context).length > 0) event.context = e.context;
  return event;
}

function describe(type: ProvenanceResourceType, level: Level): Described {
  switch (type) {
    case 'sample': {
      const s = level.samples[0]!;
      return {
        resource: { type, id: s.id, dataset: s.dataset_id, project: s.project_id },
        createdAt: Number(s.created_at),
        source: s.source_type,
        requestId: s.request_id,
        storedCreator: UNKNOWN_CREATOR,
        lineage: toSampleSummary({ ...s, org_id: '', created_at: Number(s.created_at) }).data_lineage,
        anchorSample: s.id,
      };
    }
    case 'dataset': {
      const ds = level.datasets[0]!;
      return {
        resource: { type, id: ds.id, dataset: ds.id, project: ds.project_id },
        createdAt: Number(ds.created_at),
        source: 'api_upload',
        requestId: null,
        storedCreator: UNKNOWN_CREATOR,
        lineage: null,
        anchorSample: null,
      };
    }
    case 'evaluation': {
      const e = level.evaluations[0]!;
      const stored = JSON.parse(e.actor) as { type?: string; id?: string };
      return {
        resource: { type, id: e.id, dataset: e.dataset_id, project: e.project_id },
        createdAt: Number(e.created_at),
        source: 'evaluation_run',
        requestId: null,
        storedCreator: stored.type && stored.id ? { type: stored.type, id: stored.id, email: null } : UNKNOWN_CREATOR,
        lineage: null,
        anchorSample: null,
      };
    }
    case 'review': {
      const r = level.reviews[0]!;
      return {
        resource: { type, id: r.id, dataset: r.dataset_id, project: r.project_id },
        createdAt: Number(r.submitted_at),
        source: 'review',
        requestId: null,
        storedCreator: { type: 'reviewer', id: r.reviewer_id, email: null },
        lineage: null,
        anchorSample: r.sample_id,
      };
    }
  }
}
