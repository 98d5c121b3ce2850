import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interpret, type Rating, reliability } from './agreement.js';

/** Asserts `actual` equals `expected` to `digits` decimals. */
function near(actual: number | null, expected: number, digits = 4): void {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  assert.ok(Math.abs(actual - expected) < 0.5 * 10 ** -digits, `expected ${expected}, got ${actual}`);
}

/** Ratings from "sample: reviewer=value reviewer=value …" lines. */
function parse(lines: string[]): Rating[] {
  return lines.flatMap((line) => {
    const [sample, rest] = line.split(':') as [string, string];
    return rest
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [reviewer, value] = pair.split('=') as [string, string];
        return { sample: sample.trim(), reviewer, value };
      });
  });
}

describe('reliability', () => {
  it('matches the Fleiss (1971) worked example: 10 subjects, 14 raters, 5 categories', () => {
    // Wikipedia "Fleiss' kappa": P̄ = 0.378, P̄e = 0.213, κ = 0.210 (0.2099 to 4 decimals).
    const rows = [
      [0, 0, 0, 0, 14],
      [0, 2, 6, 4, 2],
      [0, 0, 3, 5, 6],
      [0, 3, 9, 2, 0],
      [2, 2, 8, 1, 1],
      [7, 7, 0, 0, 0],
      [3, 2, 6, 3, 0],
      [2, 5, 3, 2, 2],
      [6, 5, 2, 1, 0],
      [0, 2, 2, 3, 7],
    ];
    const ratings = rows.flatMap((row, i) => {
      let reviewer = 0;
      return row.flatMap((count, k) =>
        Array.from({ length: count }, () => ({ sample: `s${i + 1}`, reviewer: `r${++reviewer}`, value: `c${k + 1}` })),
      );
    });
    const r = reliability(ratings);
    near(r.fleiss_kappa, 0.2099);
    near(r.percent_agreement, 37.8, 2);
    assert.equal(r.interpretation, 'fair');
    assert.equal(r.review_count, 140);
    assert.equal(r.reviewer_count, 14);
    assert.deepEqual(Object.keys(r.by_category), ['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it("gives Cohen's κ for two reviewers and Scott's π as fleiss_kappa (Wikipedia 2×2 example)", () => {
    // 50 items: both yes 20, A yes/B no 5, A no/B yes 10, both no 15.
    const cells: [string, string, number][] = [
      ['yes', 'yes', 20],
      ['yes', 'no', 5],
      ['no', 'yes', 10],
      ['no', 'no', 15],
    ];
    const ratings: Rating[] = [];
    let i = 0;
    for (const [a, b, count] of cells) {
      for (let j = 0; j < count; j++, i++) {
        ratings.push({ sample: `s${i}`, reviewer: 'A', value: a }, { sample: `s${i}`, reviewer: 'B', value: b });
      }
    }
    const r = reliability(ratings);
    // Cohen: p_o = 35/50 = 0.70; A yes 25/50, B yes 30/50 → p_e = 0.5·0.6 + 0.5·0.4 = 0.50; κ = 0.20/0.50 = 0.40.
    near(r.cohens_kappa, 0.4);
    // Fleiss with two raters (Scott's π): p_a = 0.70 (each item agrees fully or not at all);
    // pooled π_yes = (25 + 30)/100 = 0.55, π_no = 0.45 → p_e = 0.3025 + 0.2025 = 0.505;
    // κ = (0.70 − 0.505)/(1 − 0.505) = 0.195/0.495 = 0.393939…
    near(r.fleiss_kappa, 0.195 / 0.495);
    near(r.fleiss_kappa, 0.3939);
    near(r.percent_agreement, 70);
    assert.equal(r.interpretation, 'fair');
    assert.equal(r.review_count, 100);
    assert.equal(r.reviewer_count, 2);
  });

  it("uses Gwet's generalization for unequal numbers of raters", () => {
    const r = reliability(parse(['s1: a=x b=x c=x', 's2: a=x b=y', 's3: a=y b=y c=x d=y', 's4: a=y']));
    // p_a over the items s1..s3 (s4 has one rating):
    //   s1: 3·2/(3·2) = 1;  s2: 0/(2·1) = 0;  s3: (y 3·2 + x 0)/(4·3) = 6/12 = 0.5  →  p_a = 1.5/3 = 0.5.
    // π_k over all four samples (s4 included):
    //   π_x = (3/3 + 1/2 + 1/4 + 0/1)/4 = 1.75/4 = 0.4375;  π_y = (0 + 1/2 + 3/4 + 1/1)/4 = 2.25/4 = 0.5625.
    // p_e = 0.4375² + 0.5625² = 0.19140625 + 0.31640625 = 0.5078125 (= 65/128).
    // κ = (0.5 − 0.5078125)/(1 − 0.5078125) = (−1/128)/(63/128) = −1/63 ≈ −0.0159.
    near(r.fleiss_kappa, -1 / 63);
    near(r.fleiss_kappa, -0.0159);
    near(r.percent_agreement, 50);
    assert.equal(r.interpretation, 'poor');
    assert.equal(r.review_count, 10);
    assert.equal(r.reviewer_count, 4);
  });

  it("averages pairwise Cohen's κ over pairs sharing ≥ 2 samples (Light's κ)", () => {
    const lines = ['s1: a=x b=x c=x', 's2: a=x b=y', 's3: a=y b=y', 's4: a=y b=y c=y', 's5: a=x c=x', 's6: b=y c=x'];
    // a–b share s1..s4: (x,x) (x,y) (y,y) (y,y): p_o = 3/4; a x2 y2, b x1 y3 → p_e = (2·1 + 2·3)/16 = 0.5;
    //   κ = (0.75 − 0.5)/0.5 = 0.5.
    // a–c share s1 s4 s5: (x,x) (y,y) (x,x): p_o = 1; a x2 y1, c x2 y1 → p_e = (4 + 1)/9 = 5/9; κ = 1.
    // b–c share s1 s4 s6: (x,x) (y,y) (y,x): p_o = 2/3; b x1 y2, c x2 y1 → p_e = (2 + 2)/9 = 4/9;
    //   κ = (2/9)/(5/9) = 0.4.
    // Light's κ = (0.5 + 1 + 0.4)/3 = 0.6333.
    const r = reliability(parse(lines));
    near(r.cohens_kappa, 1.9 / 3);
    near(r.cohens_kappa, 0.6333);
    // A fourth reviewer sharing a single sample with each of a, b and c: pairs a–d, b–d, c–d skipped.
    const withD = reliability(parse([...lines, 's7: a=x d=y', 's8: b=x d=x', 's9: c=y d=x']));
    assert.equal(withD.reviewer_count, 4);
    near(withD.cohens_kappa, 1.9 / 3);
  });

  it("skips pairs with one shared sample or p_e = 1 in Light's κ", () => {
    const r = reliability(
      parse([
        's1: a=x b=x',
        's2: a=x b=x', // a–b: both used only x on their shared samples → p_e = 1 → skipped
        's3: a=x c=x',
        's4: a=y c=y',
        's5: a=y c=x', // a–c: p_o = 2/3; a x1 y2, c x2 y1 → p_e = 4/9; κ = (2/9)/(5/9) = 0.4
        's6: b=x c=y', // b–c share one sample → skipped
      ]),
    );
    near(r.cohens_kappa, 0.4);
    // No qualifying pair at all → null.
    assert.equal(reliability(parse(['s1: a=x b=x', 's2: a=x b=x', 's3: b=y c=x'])).cohens_kappa, null);
  });

  it('computes Cohen κ for exactly two reviewers over whatever they share', () => {
    // Two reviewers, one shared sample on which they disagree: p_o = 0, p_e = 0 → κ = 0.
    assert.equal(reliability(parse(['s1: a=x b=y', 's2: a=y'])).cohens_kappa, 0);
    // Two reviewers who never rated the same sample → null.
    assert.equal(reliability(parse(['s1: a=x', 's2: b=y'])).cohens_kappa, null);
  });

  it('computes per-category agreement', () => {
    const r = reliability(parse(['s1: a=x b=x c=y', 's2: a=x b=y', 's3: a=y b=y c=y', 's4: a=z']));
    // x: num = s1 2·1 = 2;                 den = s1 2·(3−1) + s2 1·(2−1) = 4 + 1 = 5   → 0.4
    // y: num = s3 3·2 = 6;                 den = s1 1·2 + s2 1·1 + s3 3·2 = 2 + 1 + 6 = 9 → 2/3
    // z: only in the single-rating s4 → den = 0 → null
    assert.deepEqual(Object.keys(r.by_category), ['x', 'y', 'z']);
    near(r.by_category.x!.agreement, 0.4);
    near(r.by_category.y!.agreement, 2 / 3);
    assert.equal(r.by_category.z!.agreement, null);
  });

  it('returns nulls for empty input', () => {
    assert.deepEqual(reliability([]), {
      cohens_kappa: null,
      fleiss_kappa: null,
      percent_agreement: null,
      review_count: 0,
      reviewer_count: 0,
      interpretation: 'insufficient_data',
      by_category: {},
    });
  });

  it('returns null kappas when every rating is the same category', () => {
    const r = reliability(parse(['s1: a=yes b=yes c=yes', 's2: a=yes b=yes', 's3: c=yes']));
    assert.equal(r.fleiss_kappa, null);
    assert.equal(r.cohens_kappa, null);
    assert.equal(r.percent_agreement, 100);
    assert.equal(r.interpretation, 'insufficient_data');
    assert.deepEqual(r.by_category, { yes: { agreement: 1 } });
  });

  it('returns null agreement when no sample has two ratings', () => {
    const r = reliability(parse(['s1: a=x', 's2: b=y', 's3: a=y']));
    assert.equal(r.percent_agreement, null);
    assert.equal(r.fleiss_kappa, null);
    assert.equal(r.cohens_kappa, null);
    assert.equal(r.review_count, 3);
    assert.equal(r.reviewer_count, 2);
    assert.deepEqual(r.by_category, { x: { agreement: null }, y: { agreement: null } });
  });

  it("keeps only a reviewer's last rating of a sample", () => {
    const r = reliability([
      { sample: 's1', reviewer: 'a', value: 'no' },
      { sample: 's1', reviewer: 'b', value: 'yes' },
      { sample: 's2', reviewer: 'a', value: 'no' },
      { sample: 's2', reviewer: 'b', value: 'no' },
      { sample: 's1', reviewer: 'a', value: 'yes' }, // replaces a's first rating of s1
    ]);
    assert.equal(r.review_count, 4);
    assert.equal(r.reviewer_count, 2);
    assert.equal(r.percent_agreement, 100);
    assert.equal(r.fleiss_kappa, 1); // π_yes = π_no = 0.5 → p_e = 0.5; (1 − 0.5)/(1 − 0.5)
    assert.equal(r.cohens_kappa, 1);
    assert.equal(r.interpretation, 'almost_perfect');
  });
});

describe('interpret', () => {
  it('labels kappas after Landis & Koch, boundaries inclusive upward', () => {
    assert.equal(interpret(-0.01), 'poor');
    assert.equal(interpret(0), 'slight');
    assert.equal(interpret(0.2), 'slight');
    assert.equal(interpret(0.2000001), 'fair');
    assert.equal(interpret(0.4), 'fair');
    assert.equal(interpret(0.6), 'moderate');
    assert.equal(interpret(0.8), 'substantial');
    assert.equal(interpret(0.8000001), 'almost_perfect');
    assert.equal(interpret(1), 'almost_perfect');
    assert.equal(interpret(null), 'insufficient_data');
  });
});
