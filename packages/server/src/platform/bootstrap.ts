import type { Plan } from '@latchkey/contract';
import { inTransaction } from '../db/tx.js';
import { type Org, type ServiceContext, SYSTEM_ACTOR } from './context.js';
import type { Deps } from './deps.js';
import { newId } from './ids.js';
import { countOrgs, insertOrg } from './orgs/orgs.repository.js';

export interface BootstrapResult {
  org: Org;
  /** The admin key: present only when it was generated now (to be shown once). */
  adminKey: string | null;
}

/**
 * First start on an empty database: org `default` on `enterprise`, the builtin agent `playground`,
 * and an admin key (LATCHKEY_BOOTSTRAP_KEY or a generated one). Later starts do nothing.
 */
export async function bootstrap(
  deps: Deps,
  opts: { slug?: string; plan?: Plan } = {},
): Promise<BootstrapResult | null> {
  const { db } = deps.database;
  if ((await countOrgs(db)) > 0) return null;
  try {
    return await create(deps, db, opts);
  } catch (err) {
    // Two instances starting on one empty PostgreSQL database: the other one bootstrapped it.
    if ((await countOrgs(db)) > 0) return null;
    throw err;
  }
}

async function create(deps: Deps, db: Deps['database']['db'], opts: { slug?: string; plan?: Plan }) {
  return inTransaction(db, async (tx): Promise<BootstrapResult> => {
    const org: Org = {
      id: newId('org'),
      name: 'Default',
      slug: opts.slug ?? 'default',
      plan: opts.plan ?? 'enterprise',
      settings: {},
    };
    await insertOrg(tx.db, org);
    const now = Date.now();
    await tx.db
      .insertInto('agents')
      .values({
        id: newId('agt'),
        org_id: org.id,
        name: 'playground',
        source: 'builtin',
        status: 'active',
        base_url: '',
        api_key_enc: null,
        api_key_last4: null,
        categories: '[]',
        tools: '[]',
        policy_ids: '[]',
        runtime: '{}',
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    const ctx: ServiceContext = { org, actor: SYSTEM_ACTOR };
    const given = deps.config.bootstrapKey;
    const { secret } = await deps.keys.create(ctx, { name: 'bootstrap admin', role: 'admin', secret: given }, tx);
    return { org, adminKey: given ? null : secret };
  });
}
