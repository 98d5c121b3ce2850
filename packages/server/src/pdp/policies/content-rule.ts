import type { ContentRule, Stage } from '@latchkey/contract';
import { AppError } from '../../platform/errors/app-error.js';
import type { Finding } from '../latches/finding.js';
import { argStrings, type Latch, type LatchInput, type LatchResult } from '../latches/latch.js';
import { detectPhi } from '../latches/phi-entry.js';
import { PII_TYPES, redactPii } from '../latches/pii.js';
import { checkPattern } from './safe-regex.js';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A content rule compiled once per version: one keyword regex, checked patterns, PII types. */
interface Compiled {
  keywords: RegExp | null;
  patterns: RegExp[];
  piiTypes: readonly string[];
}

/** Validates and compiles a rule; a 400 naming the offending field when it cannot be used. */
export function compileContentRule(rule: ContentRule): Compiled {
  const keywords = rule.keywords?.length
    ? // Whole words, case-insensitive; a literal alternation cannot backtrack badly.
      new RegExp(`(?<![\\p{L}\\p{N}_])(?:${rule.keywords.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}_])`, 'giu')
    : null;
  const flags = rule.patternFlags ?? 'i';
  const patterns = (rule.patterns ?? []).map((source, i) => {
    const checked = checkPattern(source, flags);
    if (!checked.ok) {
      throw new AppError('invalid_value', `rule.patterns[${i}] is refused: ${checked.error}`, {
        param: `rule.patterns[${i}]`,
      });
    }
    return new RegExp(checked.regex.source, `${checked.regex.flags.replace(/[gy]/g, '')}g`);
  });
  const unknown = (rule.piiTypes ?? []).filter((t) => !PII_TYPES.includes(t));
  if (unknown.length > 0) {
    throw new AppError(
      'invalid_value',
      `rule.piiTypes has unknown types: ${unknown.join(', ')} (known: ${PII_TYPES.join(', ')})`,
      {
        param: 'rule.piiTypes',
      },
    );
  }
  if (!keywords && patterns.length === 0 && !rule.piiTypes?.length) {
    throw new AppError('invalid_value', 'rule needs at least one of keywords, patterns or piiTypes', { param: 'rule' });
  }
  return { keywords, patterns, piiTypes: rule.piiTypes ?? [] };
}

function findAll(re: RegExp, text: string, type: string, out: Finding[], offset = 0): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex += 1; // an empty match would otherwise loop forever
      continue;
    }
    out.push({ type, start: offset + m.index, end: offset + m.index + m[0].length });
    if (out.length >= 1000) return;
  }
}

// The pattern checker rules out exponential backtracking, not quadratic: `[\w.-]+\.x` on a long
// run of word characters retries from every position. Scanning in short overlapping windows
// bounds that work per window; past PATTERN_SCAN_LIMIT the rule fails closed instead of scanning:
// BLOCK whatever its own verdict, since a WARN (redact) would let the unscanned text through as is.
const WINDOW = 2048;
const OVERLAP = 256;
export const PATTERN_SCAN_LIMIT = 64 * 1024;

function findAllWindowed(re: RegExp, text: string, out: Finding[]): void {
  if (text.length <= WINDOW) {
    findAll(re, text, 'PATTERN', out);
    return;
  }
  const seen = new Set<number>();
  for (let at = 0; at < text.length; at += WINDOW - OVERLAP) {
    const found: Finding[] = [];
    findAll(re, text.slice(at, at + WINDOW), 'PATTERN', found, at);
    for (const f of found) {
      if (seen.has(f.start)) continue; // found again in the overlap
      seen.add(f.start);
      out.push(f);
    }
    if (at + WINDOW >= text.length || out.length >= 1000) return;
  }
}

/** Removes overlaps (earliest, then longest, wins) so redaction cuts each character once. */
function disjoint(findings: Finding[]): Finding[] {
  findings.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Finding[] = [];
  for (const f of findings) if (out.length === 0 || f.start >= out[out.length - 1]!.end) out.push(f);
  return out;
}

export function contentRuleLatch(
  id: string,
  name: string,
  stages: readonly Stage[],
  rule: ContentRule,
  compiled: Compiled = compileContentRule(rule),
): Latch {
  const evaluate = (input: LatchInput): LatchResult | null => {
    // At the action stage a rule reads the tool name and every string of the arguments.
    const text = input.stage === 'action' ? [input.tool ?? '', ...argStrings(input.args)].join('\n') : input.text;
    const found: Finding[] = [];
    if (compiled.keywords) findAll(compiled.keywords, text, 'KEYWORD', found);
    if (compiled.patterns.length > 0 && text.length > PATTERN_SCAN_LIMIT) {
      return {
        verdict: 'BLOCK',
        rule: name,
        reason: `${name}: the text is longer than the ${PATTERN_SCAN_LIMIT / 1024} KB its patterns scan; failing closed`,
        findings: [],
      };
    }
    for (const re of compiled.patterns) findAllWindowed(re, text, found);
    if (compiled.piiTypes.length > 0) {
      const pii = detectPhi(text, compiled.piiTypes);
      found.push(...(input.redactor ? input.redactor.outside(text, pii) : pii));
    }
    if (found.length === 0) return null;
    const findings = disjoint(found);
    const types = [...new Set(findings.map((f) => f.type))].join(', ');
    const result: LatchResult = {
      verdict: rule.verdict,
      rule: name,
      reason: `${name}: matched ${types}`,
      findings,
    };
    if (rule.verdict === 'WARN' && rule.redact && input.stage !== 'action') {
      // A rule's own mode, else the org's (ADR 0040); the vault is there only when a mode needs it.
      const mode = rule.mode ?? input.piiMode ?? 'mask';
      result.transformed =
        mode !== 'mask' && input.redactor
          ? input.redactor.replace(text, findings, mode, input.stage)
          : redactPii(text, findings);
    }
    return result;
  };
  return { id, name, stages: new Set(stages), evaluate };
}
