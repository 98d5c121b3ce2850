import type { KeyRole, Plan } from '@latchkey/contract';

export interface Org {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  settings: OrgSettings;
}

/** Per-org knobs; absent means the default. */
export interface OrgSettings {
  /** Requests per minute per key on the PDP surface; unlimited when absent. */
  pdp_rate_limit_per_minute?: number;
  [key: string]: unknown;
}

export interface Actor {
  type: 'api_key' | 'user' | 'system' | 'agent';
  id: string;
  email?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Who is calling, resolved from the bearer key. */
export interface Principal {
  keyId: string;
  role: KeyRole;
  org: Org;
  userId: string | null;
  agentId: string | null;
  reviewerId: string | null;
  email: string | null;
  /** Set when the caller signed in to the console (`ses_…`, also its `keyId`). */
  sessionId?: string;
}

/** What every service call receives: no HTTP in sight, so the CLI and jobs call the same code. */
export interface ServiceContext {
  org: Org;
  actor: Actor;
  requestId?: string | undefined;
  principal?: Principal | undefined;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: 'latchkey' };
