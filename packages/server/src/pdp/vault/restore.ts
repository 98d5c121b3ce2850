import type { LatchMatch } from '@latchkey/contract';
import type { Outcome } from '../authorize/decide.js';
import type { Finding } from '../latches/finding.js';
import type { VaultSession } from './vault-session.js';

const sorted = (f: Finding): Finding => ({ end: f.end, start: f.start, type: f.type });

/** Keys in sorted order, as decide() builds them (the decision serializes to its JCS form). */
const match = (rule: string, reason: string, findings: Finding[]): LatchMatch => ({
  findings: findings.map(sorted),
  policyId: 'latch-2',
  reason,
  rule,
  verdict: 'WARN',
});

/**
 * The delivery stage's restoration (ADR 0040): tokens this org, agent and session were issued come
 * back as their values in `transformedContent`; tokens it was not issued, or whose TTL ran out,
 * stay as they are and a `tokens-not-restored` match says so. Findings carry each token's type and
 * offsets in the content as sent, never the value. A BLOCK or ESCALATE restores nothing.
 */
export function restoreTokens(vault: VaultSession, outcome: Outcome, content: string): Outcome {
  if (outcome.verdict !== 'ALLOW' && outcome.verdict !== 'WARN') return outcome;
  const seen = vault.restore(content);
  if (seen.restored.length === 0 && seen.unknown.length === 0) return outcome;
  const matches = [...outcome.matches];
  let next = outcome;
  if (seen.restored.length > 0) {
    // The latches' rewrites keep tokens intact, so the tokens restored in the text they left are those seen above.
    const text = vault.restore(outcome.transformedContent ?? content).text;
    const n = seen.restored.length;
    const m = match('tokens-restored', `${n} token${n === 1 ? '' : 's'} restored for this session`, seen.restored);
    matches.push(m);
    next =
      outcome.verdict === 'ALLOW'
        ? {
            ...outcome,
            verdict: 'WARN',
            policyId: m.policyId,
            rule: m.rule,
            reason: m.reason,
            transformedContent: text,
          }
        : { ...outcome, transformedContent: text };
  }
  if (seen.unknown.length > 0) {
    const n = seen.unknown.length;
    const m = match(
      'tokens-not-restored',
      `${n} token${n === 1 ? '' : 's'} not restored: not issued to this org, agent and session, or expired`,
      seen.unknown,
    );
    matches.push(m);
    if (next.verdict === 'ALLOW')
      next = { ...next, verdict: 'WARN', policyId: m.policyId, rule: m.rule, reason: m.reason };
  }
  return { ...next, matches };
}
