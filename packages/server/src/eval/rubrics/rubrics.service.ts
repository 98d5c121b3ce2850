import type { CreateRubricBody, Rubric, RubricListQuery } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors/app-error.js';
import { iso, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { ProjectService } from '../projects/projects.service.js';
import { checkDimensions, type StoredDimension } from './rubric-rules.js';
import { findRubric, insertRubric, type RubricRow, rubricsOf } from './rubrics.repository.js';

export const toRubric = (row: RubricRow): Rubric => ({
  id: row.id,
  object: 'rubric',
  project: row.project_id,
  name: row.name,
  description: row.description,
  dimensions: JSON.parse(row.dimensions) as StoredDimension[],
  created_at: iso(Number(row.created_at)),
});

/** Rubrics are immutable once created: reviews graded against one keep meaning what they meant. */
export class RubricService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly projects: ProjectService,
  ) {}

  async load(db: Executor, ctx: ServiceContext, id: string, param = 'id'): Promise<RubricRow> {
    const row = isId(id, 'rub') ? await findRubric(db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Rubric', param);
    return row;
  }

  async create(ctx: ServiceContext, input: CreateRubricBody): Promise<Rubric> {
    const dimensions = checkDimensions(input.dimensions);
    const project = await this.projects.load(this.db, ctx, input.project, 'project');
    const row: RubricRow = {
      id: newId('rub'),
      org_id: ctx.org.id,
      project_id: project.id,
      name: input.name,
      description: input.description ?? '',
      dimensions: JSON.stringify(dimensions),
      created_at: Date.now(),
    };
    await insertRubric(this.db, row);
    return toRubric(row);
  }

  async get(ctx: ServiceContext, id: string): Promise<Rubric> {
    return toRubric(await this.load(this.db, ctx, id));
  }

  async list(ctx: ServiceContext, q: RubricListQuery) {
    if (q.project) await this.projects.load(this.db, ctx, q.project, 'project');
    return paginate(rubricsOf(this.db, ctx.org.id, q.project), 'id', q, toRubric);
  }
}
