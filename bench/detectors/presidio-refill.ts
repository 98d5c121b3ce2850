/**
 * Presidio refill probe: the rows of Presidio's synthetic set with new values in the same templates.
 *
 *   npx tsx bench/detectors/presidio-refill.ts [--seed N] [--fn PERSON|GPE|ORGANIZATION] [--dump FILE]
 *
 * Why: the shared set's names, towns and companies have been read while the rules were written, so its
 * figures flatter the detector; a held-out set "of the same kind" is most likely the same generator's
 * templates with other values. This probe keeps every row's text and swaps each PERSON, GPE (not
 * countries or states) and ORGANIZATION value for a fresh one from @faker-js/faker, seeded: people from
 * en_US (as many words as the original), towns from fourteen locales (Presidio's are of many countries),
 * companies half from faker's company patterns ("Kuhn-Little", "Dach, Zieme and Boehm", "Wolff LLC")
 * and half coined from two nouns ("Blossomcow"), as Presidio's own ("Karmadata", "Plotwatt"). Casing
 * follows the original value (upper, lower or as written). Matching is nameRows' (phi-names.eval.ts):
 * a gold span is found when a finding of its group overlaps it; precision counts the group's first
 * type; findings inside a labelled address, domain or e-mail are neither. KEEP=1 scores the rows
 * unchanged, for the same-run baseline. Quote figures with the seed and faker's version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allFakers, base, en, en_US, Faker } from '@faker-js/faker';
import { COUNTRIES, US_STATES } from '../../packages/server/src/pdp/latches/phi-lexicon.js';
import { detectPii } from '../../packages/server/src/pdp/latches/pii.js';

interface Span {
  entity_type: string;
  start_position: number;
  end_position: number;
}
interface Gold {
  type: string;
  start: number;
  end: number;
  country: boolean;
}

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  PERSON: ['PERSON'],
  GPE: ['CITY', 'COUNTY'],
  ORGANIZATION: ['ORGANIZATION'],
};
const CONTAINERS = ['STREET_ADDRESS', 'DOMAIN_NAME', 'EMAIL_ADDRESS'];
const TOWN_LOCALES = [
  'en_US',
  'en_GB',
  'en_AU',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'sv',
  'fi',
  'pt_BR',
  'da',
  'nb_NO',
  'pl',
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const countryLike = (v: string) => {
  const lc = v.toLowerCase().replace(/\s*\(.*\)$/, '');
  return COUNTRIES.has(lc) || US_STATES.has(lc) || lc === 'nan' || /^[a-z]{2}$/.test(lc);
};
/** The new value in the original's casing: "ESPOO" → upper, "belgium" → lower, else as faker wrote it. */
const cased = (orig: string, v: string) =>
  /\p{L}/u.test(orig) && orig === orig.toUpperCase()
    ? v.toUpperCase()
    : orig === orig.toLowerCase()
      ? v.toLowerCase()
      : v;

function refiller(seed: number) {
  const f = new Faker({ locale: [en_US, en, base] });
  f.seed(seed);
  const towns = TOWN_LOCALES.map((l, i) => {
    const x = (allFakers as Record<string, Faker>)[l]!;
    x.seed(seed * 100 + i);
    return x;
  });
  return (type: string, orig: string): string | null => {
    if (process.env.KEEP) return null;
    if (type === 'PERSON') {
      const n = orig.trim().split(/\s+/).length;
      const v =
        n === 1
          ? f.datatype.boolean()
            ? f.person.firstName()
            : f.person.lastName()
          : n === 2
            ? `${f.person.firstName()} ${f.person.lastName()}`
            : f.person.fullName();
      return cased(orig, v);
    }
    if (type === 'GPE') return countryLike(orig) ? null : cased(orig, f.helpers.arrayElement(towns).location.city());
    if (type === 'ORGANIZATION') {
      // Python's Faker, which Presidio's generator uses, joins two surnames with a bare hyphen ("Vazquez-Riggs").
      if (f.datatype.boolean()) return cased(orig, f.company.name().replace(' - ', '-'));
      const a = f.word.noun();
      return cased(orig, a[0]!.toUpperCase() + a.slice(1) + f.word.noun());
    }
    return null;
  };
}

/** One row with its values swapped, and the gold spans at their new offsets. */
function refill(text: string, spans: Span[], value: ReturnType<typeof refiller>): { text: string; gold: Gold[] } {
  let out = '';
  let last = 0;
  const gold: Gold[] = [];
  for (const s of [...spans].sort((a, b) => a.start_position - b.start_position)) {
    if (s.start_position < last) continue;
    out += text.slice(last, s.start_position);
    const orig = text.slice(s.start_position, s.end_position);
    const v = value(s.entity_type, orig) ?? orig;
    gold.push({
      type: s.entity_type,
      start: out.length,
      end: out.length + v.length,
      country: s.entity_type === 'GPE' && countryLike(orig),
    });
    out += v;
    last = s.end_position;
  }
  return { text: out + text.slice(last), gold };
}

const corpora = process.env.LATCHKEY_CORPORA ?? new URL('../../../shared/corpora', import.meta.url).pathname;
const rows = JSON.parse(readFileSync(join(corpora, 'pii/presidio_synth_dataset_v2.json'), 'utf8')) as {
  full_text: string;
  spans: Span[];
}[];
const seed = Number(arg('--seed') ?? 1);
const fnType = arg('--fn');
/** `--fp TYPE`: list the findings of the type that overlap no label of it. */
const fpType = arg('--fp');
/** `--dump FILE`: write the refilled texts (a JSON array) and stop, for bench/phi-same.ts --texts. */
const dump = arg('--dump');
if (dump !== undefined) {
  const v = refiller(seed);
  writeFileSync(dump, JSON.stringify(rows.map((r) => refill(r.full_text, r.spans, v).text)));
  console.log(`wrote ${rows.length} refilled texts (seed ${seed}) to ${dump}`);
  process.exit(0);
}
const extra: string[] = [];
const value = refiller(seed);
const tally: Record<string, { tp: number; fn: number; fp: number; anyType: number }> = {};
const missed: string[] = [];
for (const row of rows) {
  const { text, gold } = refill(row.full_text, row.spans, value);
  const found = detectPii(text);
  for (const [g, ours] of Object.entries(GROUPS)) {
    tally[g] ??= { tp: 0, fn: 0, fp: 0, anyType: 0 };
    const t = tally[g];
    const mine = found.filter((x) => ours.includes(x.type));
    for (const s of gold.filter((x) => x.type === g && !x.country)) {
      const on = (x: { start: number; end: number }) => x.start < s.end && s.start < x.end;
      if (mine.some(on)) t.tp++;
      else {
        t.fn++;
        const other = found.filter(on);
        if (other.length > 0) t.anyType++;
        if (fnType === g)
          missed.push(
            `- \`${text.slice(s.start, s.end)}\`${other.length ? ` as ${other.map((x) => x.type).join('/')}` : ''} — ${JSON.stringify(text.slice(Math.max(0, s.start - 50), s.end + 40))}`,
          );
      }
    }
    for (const x of mine.filter((m) => m.type === ours[0])) {
      const on = (s: Gold) => x.start < s.end && s.start < x.end;
      if (gold.some((s) => s.type === g && on(s))) continue;
      if (gold.some((s) => CONTAINERS.includes(s.type) && on(s))) continue;
      t.fp++;
      if (fpType === g)
        extra.push(
          `- FP \`${text.slice(x.start, x.end)}\` — ${JSON.stringify(text.slice(Math.max(0, x.start - 50), x.end + 40))}`,
        );
    }
  }
}
const r3 = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(3));
console.log(`# Presidio refill probe: seed ${seed}${process.env.KEEP ? ' (values kept)' : ''}, ${rows.length} rows\n`);
console.log(
  '| type | gold | TP | FN | FP | precision | recall | recall, any type |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const [g, t] of Object.entries(tally))
  console.log(
    `| ${g} | ${t.tp + t.fn} | ${t.tp} | ${t.fn} | ${t.fp} | ${r3(t.tp, t.tp + t.fp)} | ${r3(t.tp, t.tp + t.fn)} | ${r3(t.tp + t.anyType, t.tp + t.fn)} |`,
  );
if (missed.length > 0) console.log(`\n## Missed ${fnType}: ${missed.length}\n\n${missed.join('\n')}`);
if (extra.length > 0) console.log(`\n## False ${fpType}: ${extra.length}\n\n${extra.join('\n')}`);
