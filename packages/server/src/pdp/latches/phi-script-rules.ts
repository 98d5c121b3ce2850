/**
 * The shared shape of the work and living phrases of other scripts (phi-orgs-work-scripts.ts, ADR 0124;
 * phi-town-live-scripts.ts, ADR 0125): a rule is a pattern with group 1 for the name, run only when one of its
 * gate strings is in the text, and only in text that holds letters of those scripts at all.
 */

export interface ScriptRule {
  /** Written in Latin letters (Turkish, Finnish): looked for in any text with a word past ASCII; the others only in one with other scripts' letters. */
  latin?: boolean;
  /** Strings one of which the text must hold for the pattern to run. */
  gate: readonly string[];
  /** The name is group 1 (the `d` flag gives its offsets). */
  re: RegExp;
}

/** Letters of the scripts read here (Greek to Thai, kana, Han, Hangul), not the punctuation past Latin ("—", "’"). */
const WIDE = /[\u0370-\u1fff\u3040-\ud7af]/;

/**
 * Every match of every rule whose gate opens. `other`: whether a word of the text holds a character outside ASCII
 * (the tokenizer's cues say so); most texts hold none, and then no gate is searched at all.
 */
export function* scriptMatches<R extends ScriptRule>(
  text: string,
  rules: readonly R[],
  other: boolean,
): Generator<[R, RegExpExecArray]> {
  if (!other) return;
  const wide = WIDE.test(text);
  for (const rule of rules) {
    if ((!rule.latin && !wide) || !rule.gate.some((g) => text.indexOf(g) >= 0)) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m !== null; m = rule.re.exec(text)) yield [rule, m];
  }
}
