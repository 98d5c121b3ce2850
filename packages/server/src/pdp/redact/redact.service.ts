import type { PiiMode, RedactRequest, RedactResponse } from '@latchkey/contract';
import type { ReadThroughCache } from '../../platform/cache.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AgentService } from '../agents/agents.service.js';
import { agentMissing } from '../agents/agents.service.js';
import type { Finding } from '../latches/finding.js';
import { detectPhi } from '../latches/phi-entry.js';
import { PII_TYPES, redactPii } from '../latches/pii.js';
import type { PolicyRuntime } from '../policies/runtime.js';
import type { VaultService } from '../vault/vault.service.js';
import { TOKEN, type VaultSession } from '../vault/vault-session.js';

const sorted = (f: Finding) => ({ end: f.end, start: f.start, type: f.type });

/** Tokens in `content`: none is restored here, and the reply says how many (ADR 0044). */
function countTokens(content: string): number {
  if (!content.includes(':tok_')) return 0;
  let n = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.exec(content) !== null) n++;
  return n;
}

/**
 * `POST /api/redact` (ADR 0040): latch-2's detectors and modes for a caller that only needs the
 * text de-identified. No decision, no evidence: the text is neither stored nor logged; only the
 * vault entries a pseudonym or tokenize mode mints are kept (hashed and sealed), for the session.
 */
export class RedactService {
  constructor(
    private readonly agents: AgentService,
    private readonly runtimes: ReadThroughCache<PolicyRuntime>,
    private readonly vault: VaultService,
  ) {}

  async redact(principal: Principal, req: RedactRequest): Promise<RedactResponse> {
    if (principal.role === 'agent' && req.agentId !== undefined && req.agentId !== principal.agentId) {
      throw new AppError('forbidden', 'this key may only redact for its own agent');
    }
    const agentId = principal.role === 'agent' ? principal.agentId : (req.agentId ?? null);
    const unknown = (req.entities ?? []).filter((t) => !PII_TYPES.includes(t));
    if (unknown.length > 0) {
      throw new AppError('invalid_value', `entities has unknown types: ${unknown.join(', ')}`, { param: 'entities' });
    }
    const orgId = principal.org.id;
    const settings = (await this.runtimes.get(orgId)).settings;
    const mode: PiiMode = req.mode ?? settings.piiMode;
    if (mode !== 'mask' && agentId === null) {
      throw new AppError('missing_required_field', `agentId is required for the ${mode} mode`, { param: 'agentId' });
    }
    if (agentId !== null && !(await this.agents.views.get(`${orgId}:${agentId}`))) throw agentMissing();
    const types = req.entities ?? settings.piiTypes ?? undefined;
    const found = detectPhi(req.content, types);
    const unrestoredTokens = countTokens(req.content);
    if (mode === 'mask' || agentId === null) {
      return { content: redactPii(req.content, found), mode: 'mask', findings: found.map(sorted), unrestoredTokens };
    }
    const scope = { orgId, agentId, session: req.session ?? 'unknown' };
    const apply = (vault: VaultSession): RedactResponse => {
      const findings = vault.outside(req.content, found);
      const content = vault.replace(req.content, findings, mode, 'context_egress');
      return { content, mode, findings: findings.map(sorted), unrestoredTokens };
    };
    // As in authorize: the session is held while it is read and written (VaultService.settle).
    const vault = await this.vault.open(scope, settings.tokenTtlSeconds * 1000);
    try {
      return (await this.vault.settle(vault, apply(vault), apply)).result;
    } finally {
      vault.release();
    }
  }
}
