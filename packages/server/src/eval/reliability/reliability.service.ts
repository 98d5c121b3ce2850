import type { ReliabilityBody, ReliabilityResult, ReviewerStats } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ProjectService } from '../projects/projects.service.js';
import type { ReviewerService } from '../reviewers/reviewers.service.js';
import { interpret, type Rating, reliability } from './agreement.js';

const DAY = 86_400_000;

/** `30d` → the earliest submitted_at it covers; absent → all time. Days 1–3650. */
export function periodStart(period: string | undefined, now = Date.now()): number {
  if (period === undefined) return 0;
  const m = /^([0-9]{1,4})d$/.exec(period);
  const days = m ? Number(m[1]) : 0;
  if (days < 1 || days > 3650) {
    throw new AppError('invalid_value', 'period is a number of days from 1 to 3650 followed by d, as 30d', {
      param: 'period',
    });
  }
  return now - days * DAY;
}

/** A grade's value as one category: scale points and booleans by their text, multi-select as the sorted set. */
function category(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  return null;
}

const round4 = (x: number | null) => (x === null ? null : Math.round(x * 10_000) / 10_000);

/** Inter-rater reliability of a project's reviews, and per-reviewer statistics (DESIGN §9). */
export class ReliabilityService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly projects: ProjectService,
    private readonly reviewers: ReviewerService,
  ) {}

  async reliability(ctx: ServiceContext, body: ReliabilityBody): Promise<ReliabilityResult> {
    const since = periodStart(body.period);
    const project = await this.projects.load(this.db, ctx, body.project, 'project');
    const ratings: Rating[] = [];
    const rows = await this.db
      .selectFrom('reviews')
      .select(['sample_id', 'reviewer_id', 'grades'])
      .where('org_id', '=', ctx.org.id)
      .where('project_id', '=', project.id)
      .where('submitted_at', '>=', since)
      .orderBy('submitted_at')
      .execute();
    for (const r of rows) {
      const grade = (JSON.parse(r.grades) as Record<string, { value?: unknown }>)[body.dimension];
      const value = category(grade?.value);
      if (value !== null) ratings.push({ sample: r.sample_id, reviewer: r.reviewer_id, value });
    }
    const k = reliability(ratings);
    return {
      project: project.id,
      dimension: body.dimension,
      period: body.period ?? 'all',
      cohens_kappa: round4(k.cohens_kappa),
      fleiss_kappa: round4(k.fleiss_kappa),
      percent_agreement: round4(k.percent_agreement),
      review_count: k.review_count,
      reviewer_count: k.reviewer_count,
      // Labelled from the figure shown, so 0.20004 (shown 0.2) is `slight` as §9 reads.
      interpretation: interpret(round4(k.fleiss_kappa)),
      by_category: Object.fromEntries(
        Object.entries(k.by_category).map(([c, v]) => [c, { agreement: round4(v.agreement) }]),
      ),
    };
  }

  async stats(ctx: ServiceContext, reviewerId: string, period: string | undefined): Promise<ReviewerStats> {
    const since = periodStart(period ?? '30d');
    const own = ctx.principal?.reviewerId;
    if (own && own !== reviewerId) throw new AppError('forbidden', 'A reviewer key reads only its own statistics');
    const reviewer = await this.reviewers.load(this.db, ctx, reviewerId);
    const mine = await this.db
      .selectFrom('reviews')
      .select(['sample_id', 'grades', 'override_ai_score', 'seconds_spent'])
      .where('org_id', '=', ctx.org.id)
      .where('reviewer_id', '=', reviewer.id)
      .where('submitted_at', '>=', since)
      .execute();
    const n = mine.length;
    const spent = mine
      .map((r) => r.seconds_spent)
      .filter((s): s is number => s !== null)
      .map(Number);
    const overrides = mine.filter((r) => Number(r.override_ai_score) === 1).length;
    // Agreement with consensus: per sample and dimension, the other reviewers' majority value.
    let compared = 0;
    let agreed = 0;
    const samples = [...new Set(mine.map((r) => r.sample_id))];
    const others = new Map<string, Map<string, string>[]>();
    for (let i = 0; i < samples.length; i += 500) {
      const rows = await this.db
        .selectFrom('reviews')
        .select(['sample_id', 'grades'])
        .where('org_id', '=', ctx.org.id)
        .where('sample_id', 'in', samples.slice(i, i + 500))
        .where('reviewer_id', '!=', reviewer.id)
        .execute();
      for (const r of rows) {
        const values = new Map<string, string>();
        for (const [dim, g] of Object.entries(JSON.parse(r.grades) as Record<string, { value?: unknown }>)) {
          const c = category(g?.value);
          if (c !== null) values.set(dim, c);
        }
        const list = others.get(r.sample_id);
        if (list) list.push(values);
        else others.set(r.sample_id, [values]);
      }
    }
    for (const r of mine) {
      const theirs = others.get(r.sample_id) ?? [];
      for (const [dim, g] of Object.entries(JSON.parse(r.grades) as Record<string, { value?: unknown }>)) {
        const majority = majorityOf(theirs.map((v) => v.get(dim)).filter((v): v is string => v !== undefined));
        if (majority === null) continue;
        compared += 1;
        if (category(g?.value) === majority) agreed += 1;
      }
    }
    const mean = spent.length ? spent.reduce((a, b) => a + b, 0) / spent.length : null;
    return {
      object: 'reviewer_stats',
      reviewer: reviewer.id,
      period: period ?? '30d',
      completed_count: n,
      avg_seconds_per_review: mean === null ? null : Math.round(mean * 10) / 10,
      override_rate: n === 0 ? null : round4((100 * overrides) / n),
      agreement_with_consensus: compared === 0 ? null : round4((100 * agreed) / compared),
    };
  }
}

/** The value more than half of `values` hold; null when there is none (a tie, or nobody). */
function majorityOf(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const [v, c] of counts) if (c * 2 > values.length) return v;
  return null;
}
