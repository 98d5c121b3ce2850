/**
 * The entry of PII/PHI detection (ADR 0044): latch-2, content rules with PII types, the pii_leak
 * evaluator and POST /api/redact all call detectPhi, never detectPii directly. It runs the
 * detectors on the folded view of the text (phi-fold.ts) when the text has anything to fold, and
 * maps every finding back onto the original: a finding covers the whole code points it came from
 * and every invisible character inside it, so redacting it leaves none of the identifier, and
 * never cuts a surrogate pair. Plain ASCII text goes straight to the detectors.
 */
import type { Finding } from './finding.js';
import { foldedView } from './phi-fold.js';
import { detectPii } from './pii.js';

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** Widens a span that starts or ends between the two halves of a surrogate pair to the whole pair. */
function onCodePoints(text: string, f: Finding): Finding {
  let { start, end } = f;
  if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
  if (end < text.length && isLow(text.charCodeAt(end)) && isHigh(text.charCodeAt(end - 1))) end++;
  return start === f.start && end === f.end ? f : { type: f.type, start, end };
}

/**
 * PII/PHI in `text` as detectPii reports it (sorted by start, non-overlapping, `types` restricting
 * what is reported), with offsets into `text` itself, whatever was folded to find them. A text
 * with something to fold is read twice, as written and folded, and the findings of both are
 * kept: folding joins what a script boundary separated (Arabic-Indic digits next to ASCII ones
 * make one long number), so the view alone could miss what the original shows.
 */
export function detectPhi(text: string, types?: ReadonlySet<string> | readonly string[]): Finding[] {
  const view = foldedView(text);
  const found = detectPii(text, types);
  // Nothing folded, but the text may still hold astral characters the detectors do not know.
  for (let i = 0; i < found.length; i++) found[i] = onCodePoints(text, found[i]!);
  if (view === null) return found;
  const all = [...found];
  for (const f of detectPii(view.text, types)) {
    if (f.end > f.start) all.push({ type: f.type, start: view.from[f.start]!, end: view.to[f.end - 1]! });
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  // Where two findings overlap (the same one found twice, or two that end and start inside one
  // code point's expansion such as a ligature), one span covers both, under the first's type.
  const out: Finding[] = [];
  for (const f of all) {
    const last = out[out.length - 1];
    if (last !== undefined && f.start < last.end) last.end = Math.max(last.end, f.end);
    else out.push({ ...f });
  }
  return out;
}
