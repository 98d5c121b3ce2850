/**
 * A text's lines, indexed once on first use (its line breaks, binary-searched), each line judged once by the
 * caller's test: passes that ask "is the line of this finding a heading / in Title Case?" for every finding stay
 * linear on a 100 KB line with thousands of findings. Shared by phi-names-filter.ts and phi-names-headings.ts.
 */
export class JudgedLines {
  private breaks: number[] | null = null;
  private readonly judged = new Map<number, boolean>();
  constructor(
    private readonly text: string,
    private readonly judge: (line: string) => boolean,
  ) {}

  /** The line holding `at`: its index, start and end (exclusive, at its break). */
  bounds(at: number): [number, number, number] {
    if (this.breaks === null) {
      this.breaks = [];
      for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) this.breaks.push(i);
    }
    // The number of line breaks before `at` is the line's index.
    let lo = 0;
    let hi = this.breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.breaks[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    const start = lo === 0 ? 0 : this.breaks[lo - 1]! + 1;
    return [lo, start, lo < this.breaks.length ? this.breaks[lo]! : this.text.length];
  }

  /** The caller's judgement of the line holding `at`, made once per line. */
  at(at: number): boolean {
    const [n, start, end] = this.bounds(at);
    let v = this.judged.get(n);
    if (v === undefined) {
      v = this.judge(this.text.slice(start, end));
      this.judged.set(n, v);
    }
    return v;
  }
}
