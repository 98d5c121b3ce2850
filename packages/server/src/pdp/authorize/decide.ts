import type { LatchMatch, Verdict } from '@latchkey/contract';
import type { Finding } from '../latches/finding.js';
import type { Latch, LatchInput } from '../latches/latch.js';

// Matches and findings are built with their keys in sorted order, so the decision that holds them
// serializes to its JCS form with JSON.stringify (see authorize.service: decisionSha256).
const sortedFinding = (f: Finding): Finding => ({ end: f.end, start: f.start, type: f.type });
const sortedMatch = (
  policyId: string,
  verdict: Verdict,
  rule: string,
  reason: string,
  findings: Finding[],
): LatchMatch => ({
  findings,
  policyId,
  reason,
  rule,
  verdict,
});

const SEVERITY: Record<Verdict, number> = { ALLOW: 0, WARN: 1, ESCALATE: 2, BLOCK: 3 };

export interface Outcome {
  verdict: Verdict;
  policyId: string;
  rule: string;
  reason: string;
  /** The text after every WARN transformation, or null when no latch rewrote it. */
  transformedContent: string | null;
  matches: LatchMatch[];
}

export interface DecideOptions {
  /** An approved escalation for this very request: ESCALATE results are satisfied (§8.3). */
  escalationApproved?: boolean;
}

/**
 * The combination of §8.2, pure: every applicable latch runs in order (baseline first, then the
 * agent's policies), the most severe verdict wins, the first latch with it decides, and WARN
 * rewrites chain. A latch that throws is a BLOCK (`latch-error`): the decision fails closed.
 */
export function decide(
  latches: readonly Latch[],
  input: Omit<LatchInput, 'text'>,
  content: string,
  opts: DecideOptions = {},
): Outcome {
  let text = content;
  let rewritten = false;
  const matches: LatchMatch[] = [];
  let best: LatchMatch | null = null;
  for (const latch of latches) {
    if (!latch.stages.has(input.stage)) continue;
    let match: LatchMatch;
    try {
      const r = latch.evaluate({ ...input, text });
      if (r === null) continue;
      const findings = r.findings.map(sortedFinding);
      if (r.verdict === 'ESCALATE' && opts.escalationApproved) {
        match = sortedMatch(latch.id, 'ALLOW', r.rule, `approved escalation: ${r.reason}`, findings);
      } else {
        match = sortedMatch(latch.id, r.verdict, r.rule, r.reason, findings);
        if (r.verdict === 'WARN' && r.transformed !== undefined && r.transformed !== text) {
          text = r.transformed;
          rewritten = true;
        }
      }
    } catch (err) {
      const reason = `latch ${latch.id} failed (${err instanceof Error ? err.name : 'error'}); failing closed`;
      match = sortedMatch(latch.id, 'BLOCK', 'latch-error', reason, []);
    }
    matches.push(match);
    if (best === null || SEVERITY[match.verdict] > SEVERITY[best.verdict]) best = match;
  }
  if (best === null || best.verdict === 'ALLOW') {
    return {
      verdict: 'ALLOW',
      policyId: best?.policyId ?? 'default-allow',
      rule: best?.rule ?? 'no-latch-matched',
      reason: best?.reason ?? 'no latch matched',
      transformedContent: null,
      matches,
    };
  }
  return {
    verdict: best.verdict,
    policyId: best.policyId,
    rule: best.rule,
    reason: best.reason,
    transformedContent: best.verdict === 'WARN' && rewritten ? text : null,
    matches,
  };
}
