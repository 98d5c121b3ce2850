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
  /**
   * Every latch that returned ESCALATE, in evaluation order, including those an approved
   * escalation satisfied: what a new escalation raised by this decision records (§8.3).
   */
  escalating: string[];
}

export interface DecideOptions {
  /** The policy ids an approved escalation for this very request satisfies (§8.3); others still apply. */
  satisfied?: ReadonlySet<string>;
}

/**
 * The combination of §8.2, pure: every applicable latch runs in order (baseline first, then the
 * agent's policies), the most severe verdict wins, the first latch with it decides, and WARN
 * rewrites chain. A latch that throws is a BLOCK (`latch-error`): the decision fails closed.
 *
 * Every latch judges the content as sent, so a BLOCK or ESCALATE rule still sees what an earlier
 * WARN redacted. Only the rewrites chain: a WARN latch's rewrite applies to the text the previous
 * WARN latches left, so when that text differs from the original the latch runs again on it to
 * compute its redaction there (the verdict and findings stay those of the original).
 */
export function decide(
  latches: readonly Latch[],
  input: Omit<LatchInput, 'text'>,
  content: string,
  opts: DecideOptions = {},
): Outcome {
  const original: LatchInput = { ...input, text: content };
  let text = content;
  const matches: LatchMatch[] = [];
  const escalating: string[] = [];
  let best: LatchMatch | null = null;
  for (const latch of latches) {
    if (!latch.stages.has(input.stage)) continue;
    let match: LatchMatch;
    try {
      const r = latch.evaluate(original);
      if (r === null) continue;
      const findings = r.findings.map(sortedFinding);
      if (r.verdict === 'ESCALATE') escalating.push(latch.id);
      if (r.verdict === 'ESCALATE' && opts.satisfied?.has(latch.id)) {
        match = sortedMatch(latch.id, 'ALLOW', r.rule, `approved escalation: ${r.reason}`, findings);
      } else {
        match = sortedMatch(latch.id, r.verdict, r.rule, r.reason, findings);
        if (r.verdict === 'WARN' && r.transformed !== undefined) {
          // On the original text the rewrite is already known; on rewritten text it is recomputed.
          const onText = text === content ? r : latch.evaluate({ ...input, text });
          if (onText?.verdict === 'WARN' && onText.transformed !== undefined) text = onText.transformed;
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
      escalating,
    };
  }
  return {
    verdict: best.verdict,
    policyId: best.policyId,
    rule: best.rule,
    reason: best.reason,
    transformedContent: best.verdict === 'WARN' && text !== content ? text : null,
    matches,
    escalating,
  };
}
