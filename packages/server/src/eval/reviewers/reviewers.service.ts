import type {
  CreatedReviewer,
  CreateReviewerBody,
  Reviewer,
  ReviewerListQuery,
  UpdateReviewerBody,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors/app-error.js';
import { iso, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { KeyService } from '../../platform/keys/keys.service.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import type { ProjectService } from '../projects/projects.service.js';
import {
  findReviewer,
  insertReviewer,
  packCredentials,
  pendingCounts,
  projectsOf,
  type ReviewerRow,
  reviewersOf,
  setReviewerProjects,
  unpackCredentials,
  updateReviewer,
} from './reviewers.repository.js';

/**
 * Credentialed reviewers. Each holds a seat (the `reviewers` quota) and gets its own API key of
 * role `reviewer`, shown once: the key sees that reviewer's queue, tasks and reviews only.
 */
export class ReviewerService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly keys: KeyService,
    private readonly usage: UsageService,
    private readonly projects: ProjectService,
  ) {}

  async load(db: Executor, ctx: ServiceContext, id: string, param = 'id'): Promise<ReviewerRow> {
    const row = isId(id, 'rvr') ? await findReviewer(db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Reviewer', param);
    return row;
  }

  /** Rows as API objects, with their projects and pending counts read in two queries. */
  async present(db: Executor, rows: ReviewerRow[]): Promise<Reviewer[]> {
    const ids = rows.map((r) => r.id);
    const [projects, pending] = await Promise.all([projectsOf(db, ids), pendingCounts(db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      object: 'reviewer',
      name: r.name,
      email: r.email,
      credentials: unpackCredentials(r.credentials),
      specialty: r.specialty,
      projects: projects.get(r.id) ?? [],
      available: Number(r.available) === 1,
      pending_count: pending.get(r.id) ?? 0,
      created_at: iso(Number(r.created_at)),
      updated_at: iso(Number(r.updated_at)),
    }));
  }

  private async checkProjects(db: Executor, ctx: ServiceContext, ids: string[]) {
    for (const [i, id] of ids.entries()) await this.projects.load(db, ctx, id, `projects[${i}]`);
  }

  async create(ctx: ServiceContext, input: CreateReviewerBody): Promise<CreatedReviewer> {
    return inTransaction(this.db, async (tx) => {
      await this.checkProjects(tx.db, ctx, input.projects);
      await this.usage.consume(tx, ctx, 'reviewers');
      const now = Date.now();
      const row: ReviewerRow = {
        id: newId('rvr'),
        org_id: ctx.org.id,
        name: input.name,
        email: input.email?.toLowerCase() ?? null,
        credentials: packCredentials(input.credentials),
        specialty: input.specialty ?? null,
        available: input.available === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      };
      await insertReviewer(tx.db, row);
      await setReviewerProjects(tx.db, ctx.org.id, row.id, input.projects);
      const { secret } = await this.keys.create(
        ctx,
        { name: `reviewer ${row.name}`, role: 'reviewer', reviewerId: row.id },
        tx,
      );
      const [reviewer] = await this.present(tx.db, [row]);
      return { ...reviewer!, api_key: secret };
    });
  }

  async get(ctx: ServiceContext, id: string): Promise<Reviewer> {
    const [r] = await this.present(this.db, [await this.load(this.db, ctx, id)]);
    return r!;
  }

  async list(ctx: ServiceContext, q: ReviewerListQuery) {
    if (q.project) await this.projects.load(this.db, ctx, q.project, 'project');
    const page = await paginate(reviewersOf(this.db, ctx.org.id, q), 'id', q, (r) => r);
    return { ...page, data: await this.present(this.db, page.data) };
  }

  async update(ctx: ServiceContext, id: string, input: UpdateReviewerBody): Promise<Reviewer> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      if (input.projects) await this.checkProjects(tx.db, ctx, input.projects);
      const patch: Partial<ReviewerRow> = { updated_at: Date.now() };
      if (input.name !== undefined) patch.name = input.name;
      if (input.credentials !== undefined) patch.credentials = packCredentials(input.credentials);
      if (input.specialty !== undefined) patch.specialty = input.specialty;
      if (input.available !== undefined) patch.available = input.available ? 1 : 0;
      await updateReviewer(tx.db, ctx.org.id, id, patch);
      if (input.projects) await setReviewerProjects(tx.db, ctx.org.id, id, input.projects);
      const [r] = await this.present(tx.db, [{ ...row, ...patch }]);
      return r!;
    });
  }
}
