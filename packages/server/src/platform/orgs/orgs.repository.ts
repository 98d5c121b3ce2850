import type { Plan } from '@latchkey/contract';
import type { OrgsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import type { Org, OrgSettings } from '../context.js';

export function toOrg(row: Pick<OrgsTable, 'id' | 'name' | 'slug' | 'plan' | 'settings'>): Org {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    plan: row.plan as Plan,
    settings: JSON.parse(row.settings) as OrgSettings,
  };
}

export async function findOrgBySlug(db: Executor, slug: string): Promise<Org | undefined> {
  const row = await db.selectFrom('orgs').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? toOrg(row) : undefined;
}

export async function countOrgs(db: Executor): Promise<number> {
  const rows = await db.selectFrom('orgs').select('id').limit(1).execute();
  return rows.length;
}

export async function insertOrg(db: Executor, org: Org): Promise<void> {
  await db
    .insertInto('orgs')
    .values({ ...org, settings: JSON.stringify(org.settings), created_at: Date.now() })
    .execute();
}

export async function updateOrgPlan(db: Executor, id: string, plan: Plan): Promise<void> {
  await db.updateTable('orgs').set({ plan }).where('id', '=', id).execute();
}

export async function updateOrgSettings(db: Executor, id: string, settings: OrgSettings): Promise<void> {
  await db
    .updateTable('orgs')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', id)
    .execute();
}
