/**
 * Counts the characters regular expressions scan while `fn` runs, so a linear-time test can compare
 * work across input sizes without a clock (a shared CPU blurs timings; counts do not move).
 *
 * Every regex call goes through `RegExp.prototype.exec` while it is replaced (V8 leaves its fast
 * paths for test, match, matchAll, replace and split once the prototype is changed). One call counts
 * the characters from where it started to the end of its match, or to the end of the text when it
 * fails: a scanner that restarts from many places, or re-reads the text per finding, shows as
 * quadratic. Backtracking inside one call is not seen: that is what bounded quantifiers are for.
 */
export function countRegexSteps<T>(fn: () => T): { result: T; steps: number } {
  const native = RegExp.prototype.exec;
  let steps = 0;
  RegExp.prototype.exec = function exec(this: RegExp, s: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = native.call(this, s);
    if (m !== null) steps += m.index - from + Math.max(1, m[0].length);
    else steps += this.sticky ? 1 : Math.max(1, s.length - from);
    return m;
  };
  try {
    return { result: fn(), steps };
  } finally {
    RegExp.prototype.exec = native;
  }
}
