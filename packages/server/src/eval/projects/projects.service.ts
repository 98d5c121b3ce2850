import type { CreateProjectBody, Project, UpdateProjectBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors/app-error.js';
import { iso, type PageQuery, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import { findProject, insertProject, type ProjectRow, projectsOf, updateProject } from './projects.repository.js';

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    object: 'project',
    name: row.name,
    description: row.description,
    settings: JSON.parse(row.settings) as Record<string, unknown>,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Projects group datasets, evaluations and review work; each counts against the plan's project quota. */
export class ProjectService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly usage: UsageService,
  ) {}

  /** The project, or 404 naming `param` (callers pass the field that referred to it). */
  async load(db: Executor, ctx: ServiceContext, id: string, param = 'id'): Promise<ProjectRow> {
    const row = isId(id, 'prj') ? await findProject(db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Project', param);
    return row;
  }

  async create(ctx: ServiceContext, input: CreateProjectBody): Promise<Project> {
    return inTransaction(this.db, async (tx) => {
      await this.usage.consume(tx, ctx, 'projects');
      const now = Date.now();
      const row: ProjectRow = {
        id: newId('prj'),
        org_id: ctx.org.id,
        name: input.name,
        description: input.description ?? '',
        settings: JSON.stringify(input.settings ?? {}),
        created_at: now,
        updated_at: now,
      };
      await insertProject(tx.db, row);
      await this.audit.record(tx, ctx, {
        event_type: 'project.created',
        resource: { type: 'project', id: row.id, project: row.id },
        context: { name: row.name },
      });
      return toProject(row);
    });
  }

  list(ctx: ServiceContext, q: PageQuery) {
    return paginate(projectsOf(this.db, ctx.org.id), 'id', q, toProject);
  }

  async get(ctx: ServiceContext, id: string): Promise<Project> {
    return toProject(await this.load(this.db, ctx, id));
  }

  async update(ctx: ServiceContext, id: string, input: UpdateProjectBody): Promise<Project> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      const next: ProjectRow = {
        ...row,
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        settings: input.settings ? JSON.stringify(input.settings) : row.settings,
        updated_at: Date.now(),
      };
      const changed = (['name', 'description', 'settings'] as const).filter((f) => next[f] !== row[f]);
      if (changed.length === 0) return toProject(row);
      const { name, description, settings, updated_at } = next;
      await updateProject(tx.db, ctx.org.id, id, { name, description, settings, updated_at });
      // Names of what changed, not the values: settings may hold anything the user put there.
      await this.audit.record(tx, ctx, {
        event_type: 'project.settings_changed',
        resource: { type: 'project', id, project: id },
        context: { changed },
      });
      return toProject(next);
    });
  }
}
