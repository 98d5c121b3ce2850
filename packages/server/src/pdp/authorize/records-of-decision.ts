import type { PolicyDecision, Stage } from '@latchkey/contract';
import type { EvidenceBody } from '../evidence/evidence.service.js';
import { findingCounts, sha256 } from './binding.js';
import type { Outcome } from './decide.js';

// Both objects are built with their keys in sorted order (and decide() builds matches and findings
// the same way), so JSON.stringify gives their RFC 8785 form directly: the request body parser has
// already refused lone surrogates, the one thing that would make the two differ. Tests check the
// equality against the canonicalizer (pdp-evidence, pdp-records).

export function buildDecision(d: {
  outcome: Outcome;
  stage: Stage;
  tool: string | null;
  permitId: string | null;
  attachedPolicyIds: string[];
  decisionId: string;
  escalationId: string | null;
  simulated: boolean;
  evaluatedAt: number;
}): PolicyDecision {
  const o = d.outcome;
  return {
    attachedPolicyIds: d.attachedPolicyIds,
    decisionId: d.decisionId,
    escalationId: d.escalationId,
    evaluatedAt: d.evaluatedAt,
    matches: o.matches,
    permitId: d.permitId,
    policyId: o.policyId,
    reason: o.reason,
    rule: o.rule,
    simulated: d.simulated,
    stage: d.stage,
    tool: d.tool,
    transformedContent: o.transformedContent,
    verdict: o.verdict,
  };
}

/** The `policy_decision` event of §8.2: hashes, lengths and counts, never content or argument values. */
export function decisionEvent(
  decision: PolicyDecision,
  e: {
    agentId: string;
    session: string;
    contentSha256: string;
    contentLength: number;
    argsSha256: string | null;
    latencyUs: number;
  },
): { body: EvidenceBody; canonical: string; decisionJson: string } {
  const decisionCanonical = JSON.stringify(decision);
  const body: EvidenceBody = {
    agentId: e.agentId,
    data: {
      agentId: e.agentId,
      argsSha256: e.argsSha256,
      attachedPolicyIds: decision.attachedPolicyIds,
      contentLength: e.contentLength,
      contentSha256: e.contentSha256,
      decisionId: decision.decisionId,
      // The whole decision, so a verification record can prove it unchanged (§8.5).
      decisionSha256: sha256(decisionCanonical),
      escalationId: decision.escalationId,
      findings: findingCounts(decision.matches),
      latencyUs: e.latencyUs,
      permitId: decision.permitId,
      policyId: decision.policyId,
      reason: decision.reason,
      rule: decision.rule,
      simulated: decision.simulated,
      stage: decision.stage,
      tool: decision.tool,
      verdict: decision.verdict,
    },
    id: decision.decisionId,
    receivedAt: decision.evaluatedAt,
    session: e.session,
    ts: decision.evaluatedAt,
    type: 'policy_decision',
  };
  return { body, canonical: JSON.stringify(body), decisionJson: decisionCanonical };
}
