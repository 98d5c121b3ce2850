/**
 * Faker generalization probe for latch-2's detector (packages/server/src/pdp/latches/pii.ts).
 *
 *   npx tsx bench/detectors/faker-probe.ts [--seed N] [--rows N] [--fn]
 *
 * What it measures: span-level recall and precision of the name and place types (PERSON, CITY,
 * ZIP, STREET_ADDRESS, ORGANIZATION), overall and per locale, on Presidio-style synthetic text.
 * How the data is made: ~90 short sentences and forms (faker-templates.ts, written in the style of
 * presidio-research's generator) are filled with values from @faker-js/faker in 19 locales; each
 * inserted value's offsets are recorded with its type. Matching follows pii.eval.ts: a gold span is
 * found (TP) when a finding of its type overlaps it (CITY also accepts COUNTY), else FN; a finding
 * of one of these types that overlaps no gold span of its type is a FP, unless it overlaps a country,
 * state or phone number (ignored spans: neither TP nor FP) or lies inside a gold street line (a
 * container, as in phi-names.eval.ts). A first or last name, a title ({prefix}, Dr.) and the name
 * right after it separated by one space form one PERSON span. Jobs and dates are unlabelled:
 * findings on them are FPs.
 * It is a generalization probe: faker's word lists (names, invented towns such as "Breannaberg",
 * streets, company patterns) are not the lists the detector was written against, and the templates
 * were written without reading its rules. Quote its figures with the seed, the row count and the
 * faker version that the first line of the output prints; other seeds or versions give other rows.
 */
import { readFileSync } from 'node:fs';
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { detectPii } from '../../packages/server/src/pdp/latches/pii.js';
import { expand, LOCALES, type LocaleInfo, TEMPLATES } from './faker-templates.js';
import { prng } from './prng.js';

const TYPES = ['PERSON', 'CITY', 'ZIP', 'STREET_ADDRESS', 'ORGANIZATION'] as const;
/** Our finding type → the gold type it counts for. */
const GROUP: Readonly<Record<string, string>> = {
  PERSON: 'PERSON',
  CITY: 'CITY',
  COUNTY: 'CITY',
  ZIP: 'ZIP',
  STREET_ADDRESS: 'STREET_ADDRESS',
  ORGANIZATION: 'ORGANIZATION',
};
const IGNORED = new Set(['COUNTRY', 'STATE', 'PHONE']);

interface Span {
  type: string;
  start: number;
  end: number;
}
interface Sample {
  locale: string;
  template: number;
  text: string;
  spans: Span[];
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i < 0 ? undefined : Number(process.argv[i + 1]);
  return v === undefined || !Number.isInteger(v) || v < 0 ? fallback : v;
}

const PLACEHOLDER = /\{(\w+)(?::(upper|lower))?\}/g;

function render(template: string, loc: LocaleInfo): { text: string; spans: Span[] } {
  let text = '';
  let spans: Span[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    text += template.slice(last, m.index);
    last = m.index + m[0].length;
    for (const piece of expand(m[1]!, loc)) {
      const v = m[2] === 'upper' ? piece.text.toUpperCase() : m[2] === 'lower' ? piece.text.toLowerCase() : piece.text;
      if (piece.type !== undefined && v !== '')
        spans.push({ type: piece.type, start: text.length, end: text.length + v.length });
      text += v;
    }
    // "at {company}." with a company ending in "Ltd.": one full stop, not two.
    if (text.endsWith('.') && template[last] === '.') last++;
  }
  text += template.slice(last);
  // A title or a first name followed by one space and a name: one PERSON span.
  const merged: Span[] = [];
  for (const s of spans) {
    const prev = merged[merged.length - 1];
    const joins = s.type === 'PERSON' && (prev?.type === 'PERSON' || prev?.type === 'PREFIX');
    if (prev && joins && text.slice(prev.end, s.start) === ' ')
      merged[merged.length - 1] = { ...prev, end: s.end, type: 'PERSON' };
    else merged.push(s);
  }
  spans = merged.filter((s) => s.type !== 'PREFIX');
  return { text, spans };
}

function generate(seed: number, rows: number): Sample[] {
  const rand = prng(seed);
  LOCALES.forEach((l, i) => {
    l.faker.seed(seed * 1000 + i);
  });
  const total = LOCALES.reduce((n, l) => n + l.weight, 0);
  const out: Sample[] = [];
  for (let r = 0; r < rows; r++) {
    const x = rand() * total;
    let acc = 0;
    let loc = LOCALES[LOCALES.length - 1]!;
    for (const l of LOCALES) {
      acc += l.weight;
      if (x < acc) {
        loc = l;
        break;
      }
    }
    const template = Math.floor(rand() * TEMPLATES.length);
    out.push({ locale: loc.name, template, ...render(TEMPLATES[template]!, loc) });
  }
  return out;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;
const snippet = (text: string, start: number, end: number) =>
  `${start > 40 ? '…' : ''}${text.slice(Math.max(0, start - 40), start)}[[${text.slice(start, end)}]]${text.slice(end, end + 40)}${end + 40 < text.length ? '…' : ''}`.replace(
    /\n/g,
    '⏎',
  );

interface Tally {
  tp: number;
  fn: number;
  fp: number;
  /** Gold spans overlapped by a finding of any of the six types (what redaction removes). */
  any: number;
  /** FPs that lie on a gold span of another type (a wrong type, still redacted). */
  cross: number;
}
interface Miss {
  value: string;
  /** The types of the findings over the missed span ("" when nothing was found there). */
  as?: string;
  snippet: string;
  template: number;
  locale: string;
}
interface FalsePositive extends Miss {
  ours: string;
  on: string;
}

function score(samples: Sample[]) {
  const tally = new Map<string, Tally>(); // `${locale}|${type}` and `*|${type}`
  const bump = (locale: string, type: string, k: keyof Tally) => {
    for (const key of [`${locale}|${type}`, `*|${type}`]) {
      const t = tally.get(key) ?? { tp: 0, fn: 0, fp: 0, any: 0, cross: 0 };
      t[k]++;
      tally.set(key, t);
    }
  };
  const misses = new Map<string, Miss[]>(TYPES.map((t) => [t, []]));
  const fps: FalsePositive[] = [];
  let ignored = 0;
  let contained = 0;
  for (const { locale, template, text, spans } of samples) {
    const found = detectPii(text).filter((f: Finding) => GROUP[f.type] !== undefined);
    for (const s of spans.filter((x) => (TYPES as readonly string[]).includes(x.type))) {
      if (found.some((f) => overlaps(f, s))) bump(locale, s.type, 'any');
      if (found.some((f) => GROUP[f.type] === s.type && overlaps(f, s))) bump(locale, s.type, 'tp');
      else {
        bump(locale, s.type, 'fn');
        const value = text.slice(s.start, s.end);
        const as = [...new Set(found.filter((f) => overlaps(f, s)).map((f) => f.type))].join('/');
        misses.get(s.type)!.push({ value, as, snippet: snippet(text, s.start, s.end), template, locale });
      }
    }
    for (const f of found) {
      const g = GROUP[f.type]!;
      if (spans.some((s) => s.type === g && overlaps(f, s))) continue;
      if (spans.some((s) => IGNORED.has(s.type) && overlaps(f, s))) ignored++;
      else if (spans.some((s) => s.type === 'STREET_ADDRESS' && s.start <= f.start && f.end <= s.end)) contained++;
      else {
        bump(locale, g, 'fp');
        const on = spans.find((s) => overlaps(f, s))?.type ?? 'text';
        if ((TYPES as readonly string[]).includes(on)) bump(locale, g, 'cross');
        const value = text.slice(f.start, f.end);
        fps.push({ value, ours: f.type, on, snippet: snippet(text, f.start, f.end), template, locale });
      }
    }
  }
  return { tally, misses, fps, ignored, contained };
}

const pct = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(3));
/** Up to n items spread evenly over the list, so one template or locale does not fill the sample. */
const spread = <T>(xs: T[], n: number): T[] =>
  xs.length <= n ? xs : Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)]!);

function main(): void {
  const seed = arg('--seed', 1);
  const rows = arg('--rows', 2000);
  const fakerVersion = (
    JSON.parse(readFileSync(new URL('../../node_modules/@faker-js/faker/package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  const samples = generate(seed, rows);
  const { tally, misses, fps, ignored, contained } = score(samples);
  const get = (key: string) => tally.get(key) ?? { tp: 0, fn: 0, fp: 0, any: 0, cross: 0 };
  const out: string[] = [
    `# faker probe: seed ${seed}, ${rows} rows, @faker-js/faker ${fakerVersion}, ${LOCALES.length} locales, ${TEMPLATES.length} templates`,
    '',
    '| type | gold | TP | FN | FP | precision | recall | FP on other gold | recall, any type |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const all = { tp: 0, fn: 0, fp: 0, any: 0, cross: 0 };
  const line = (name: string, t: Tally) =>
    `| ${name} | ${t.tp + t.fn} | ${t.tp} | ${t.fn} | ${t.fp} | ${pct(t.tp, t.tp + t.fp)} | ${pct(t.tp, t.tp + t.fn)} | ${t.cross} | ${pct(t.any, t.tp + t.fn)} |`;
  for (const type of TYPES) {
    const t = get(`*|${type}`);
    all.tp += t.tp;
    all.fn += t.fn;
    all.fp += t.fp;
    all.any += t.any;
    all.cross += t.cross;
    out.push(line(type, t));
  }
  out.push(
    line('all', all),
    '',
    '"FP on other gold": FPs lying on a gold span of another of the five types (a company taken as a PERSON). "recall, any type": gold spans overlapped by a finding of any of the six types, i.e. removed by redaction whatever the label.',
    `Findings on ignored spans (country, state, phone): ${ignored}; findings of another type inside a gold street line (neither TP nor FP): ${contained}.`,
    '',
    '## Recall per locale (gold count in parentheses); FP = false positives of all five types',
    '',
    `| locale | rows | ${TYPES.join(' | ')} | FP |`,
    `| --- | ---: | ${TYPES.map(() => '---:').join(' | ')} | ---: |`,
  );
  for (const loc of LOCALES) {
    const n = samples.filter((s) => s.locale === loc.name).length;
    const cells = TYPES.map((type) => {
      const t = get(`${loc.name}|${type}`);
      return `${pct(t.tp, t.tp + t.fn)} (${t.tp + t.fn})`;
    });
    const fp = TYPES.reduce((k, type) => k + get(`${loc.name}|${type}`).fp, 0);
    out.push(`| ${loc.name} | ${n} | ${cells.join(' | ')} | ${fp} |`);
  }
  if (process.argv.includes('--fn')) {
    for (const type of TYPES) {
      const list = misses.get(type)!;
      out.push('', `## Missed ${type}: ${list.length} (up to 40 shown)`, '');
      for (const m of spread(list, 40))
        out.push(`- ${m.locale} \`${m.value}\`${m.as ? ` as ${m.as}` : ''} — ${m.snippet}`);
      const byType = new Map<string, number>();
      for (const m of list) byType.set(m.as || 'nothing', (byType.get(m.as || 'nothing') ?? 0) + 1);
      out.push('', `Found instead: ${[...byType].map(([t, k]) => `${t} ${k}`).join(', ')}`);
      const byTemplate = new Map<number, number>();
      for (const m of list) byTemplate.set(m.template, (byTemplate.get(m.template) ?? 0) + 1);
      const top = [...byTemplate].sort((a, b) => b[1] - a[1]).slice(0, 5);
      out.push('', `Templates with most ${type} misses:`);
      for (const [t, k] of top) out.push(`- ${k} × #${t} \`${TEMPLATES[t]!.replace(/\n/g, '⏎')}\``);
    }
    out.push('', `## False positives: ${fps.length} (up to 40 shown; "on" = the span the finding lies on)`, '');
    for (const f of spread(fps, 40)) out.push(`- ${f.locale} \`${f.value}\` as ${f.ours} on ${f.on} — ${f.snippet}`);
  }
  console.log(out.join('\n'));
}

main();
