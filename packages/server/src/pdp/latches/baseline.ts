import type { Stage } from '@latchkey/contract';
import type { Finding } from './finding.js';
import { detectInjection } from './injection.js';
import { argStrings, type Latch, type LatchInput, type LatchResult } from './latch.js';
import { scanVariants } from './normalize-text.js';
import { detectPhi } from './phi-entry.js';
import { redactPii } from './pii.js';
import { detectSecrets } from './secrets.js';
import type { EffectiveSettings } from './settings.js';
import { spendLimit } from './spend-limit.js';
import { verifiedIdentity } from './verified-identity.js';

export interface LatchInfo {
  id: string;
  name: string;
  stages: readonly Stage[];
  description: string;
}

/** The enterprise baseline of §8.1, always evaluated first and in this order. */
export const BASELINE: readonly LatchInfo[] = [
  {
    id: 'latch-0',
    name: 'prompt-injection',
    stages: ['input', 'context_egress'],
    description: 'BLOCK when the content carries a prompt injection or jailbreak, including encoded or hidden forms.',
  },
  {
    id: 'latch-1',
    name: 'secret-leak',
    stages: ['context_egress', 'output', 'delivery', 'action'],
    description:
      'BLOCK when a credential or private key appears in the content or in any string of the action arguments.',
  },
  {
    id: 'latch-2',
    name: 'pii-phi-redaction',
    stages: ['context_egress', 'output', 'delivery'],
    description:
      'WARN with each PII/PHI finding replaced in transformedContent per the piiMode setting: [REDACTED:<TYPE>] (mask, default), [<TYPE>_n] (pseudonym, stable per session) or [[<TYPE>:tok_…]] (tokenize, restored at delivery for the same agent and session).',
  },
  {
    id: 'latch-3',
    name: 'tool-allowlist',
    stages: ['action'],
    description:
      "BLOCK when the normalized tool is not in the agent's tools (an empty list allows no tool), or when no tool is named.",
  },
  {
    id: 'latch-4',
    name: 'spend-limit',
    stages: ['action'],
    description:
      'ESCALATE when args.amount is above the review threshold (default 1,000); BLOCK above the hard cap (default 10,000) or when it is negative or not a number.',
  },
  {
    id: 'latch-5',
    name: 'verified-identity',
    stages: ['action'],
    description:
      'For sensitive tools (transfer, payment, refund, prescri…, record, account): ESCALATE unless args.verification is verified; BLOCK when it failed.',
  },
];
export const BASELINE_IDS: ReadonlySet<string> = new Set(BASELINE.map((l) => l.id));

/** One finding per type and span: several rules may flag the same words. */
function distinct(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.type}:${f.start}:${f.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Findings in decoded or normalized variants have no offsets in the original text: they span it. */
const whole = (text: string, type: string): Finding => ({ type, start: 0, end: text.length });

/**
 * What latch-0 and latch-1 say when the decoders stopped at a bound with encoded text left
 * unread: BLOCK, since decoys in front of a payload must not buy it a pass (§8.1 fail closed).
 */
const ENCODED_LIMIT = 'ENCODED_RUNS_LIMIT';
const encodedLimit = (findings: Finding[]): LatchResult => ({
  verdict: 'BLOCK',
  rule: 'encoded-runs-limit',
  reason: 'too many encoded runs to inspect; failing closed',
  findings,
});

function injection(input: LatchInput, s: EffectiveSettings): LatchResult | null {
  const { texts: variants, truncated } = scanVariants(input.text);
  for (const [i, v] of variants.entries()) {
    const r = detectInjection(v);
    const hit = s.injectionThreshold === null ? r.detected : r.score >= s.injectionThreshold;
    if (!hit) continue;
    const findings =
      i === 0 && v === input.text ? distinct(r.findings) : [whole(input.text, r.findings[0]?.type ?? 'INJECTION')];
    return {
      verdict: 'BLOCK',
      rule: 'prompt-injection-detected',
      reason: `prompt injection or jailbreak detected (${[...new Set(r.findings.map((f) => f.type))].join(', ') || 'model'}${i > 0 ? ', in decoded content' : ''})`,
      findings,
    };
  }
  return truncated ? encodedLimit([whole(input.text, ENCODED_LIMIT)]) : null;
}

function secrets(input: LatchInput): LatchResult | null {
  const texts = input.stage === 'action' ? argStrings(input.args) : [input.text];
  const findings: Finding[] = [];
  let truncated = false;
  for (const text of texts) {
    const scanned = scanVariants(text);
    if (scanned.truncated) truncated = true;
    for (const [i, v] of scanned.texts.entries()) {
      const found = detectSecrets(v);
      if (found.length === 0) continue;
      // Offsets only mean something for content scanned as sent.
      if (input.stage !== 'action' && i === 0 && v === text) findings.push(...found);
      else findings.push(...found.map((f) => ({ type: f.type, start: 0, end: 0 })));
      break;
    }
  }
  if (findings.length === 0) {
    if (!truncated) return null;
    return encodedLimit([
      input.stage === 'action' ? { type: ENCODED_LIMIT, start: 0, end: 0 } : whole(input.text, ENCODED_LIMIT),
    ]);
  }
  const types = [...new Set(findings.map((f) => f.type))].join(', ');
  return {
    verdict: 'BLOCK',
    rule: 'secret-detected',
    reason: `credential or private key found (${types})`,
    findings,
  };
}

const PII_VERB = { mask: 'redacted', pseudonym: 'pseudonymized', tokenize: 'tokenized' } as const;

function pii(input: LatchInput, s: EffectiveSettings): LatchResult | null {
  let findings = detectPhi(input.text, s.piiTypes ?? undefined);
  // The mask mode's path is unchanged; the vault's is taken only when a request loaded one.
  const r = s.piiMode === 'mask' ? undefined : input.redactor;
  if (r) findings = r.outside(input.text, findings);
  if (findings.length === 0) return null;
  const types = [...new Set(findings.map((f) => f.type))].join(', ');
  const mode = r ? s.piiMode : 'mask';
  return {
    verdict: 'WARN',
    rule: 'pii-redacted',
    reason: `PII/PHI ${mode === 'tokenize' && input.stage === 'delivery' ? 'redacted' : PII_VERB[mode]} (${types})`,
    findings,
    transformed: r ? r.replace(input.text, findings, mode, input.stage) : redactPii(input.text, findings),
  };
}

function toolAllowlist(input: LatchInput): LatchResult | null {
  const tool = input.tool;
  if (!tool) {
    // No `tool`, or one with no letters or digits: there is nothing the allowlist could allow.
    return {
      verdict: 'BLOCK',
      rule: 'tool-missing',
      reason: 'no tool named: an action must name the tool it runs',
      findings: [],
    };
  }
  if (input.agent.tools.has(tool)) return null;
  return {
    verdict: 'BLOCK',
    rule: 'tool-not-allowed',
    reason:
      input.agent.tools.size === 0
        ? `tool ${tool} is not allowed: the agent has no tools`
        : `tool ${tool} is not in the agent's tools`,
    findings: [],
  };
}

/** The six baseline latches bound to one org's settings; rebuilt when the settings change. */
export function baselineLatches(s: EffectiveSettings): Latch[] {
  const evaluators: Record<string, (input: LatchInput) => LatchResult | null> = {
    'latch-0': (input) => injection(input, s),
    'latch-1': secrets,
    'latch-2': (input) => pii(input, s),
    'latch-3': toolAllowlist,
    'latch-4': (input) => spendLimit(input, s),
    'latch-5': (input) => verifiedIdentity(input, s),
  };
  return BASELINE.map((info) => ({
    id: info.id,
    name: info.name,
    stages: new Set(info.stages),
    evaluate: evaluators[info.id]!,
  }));
}
