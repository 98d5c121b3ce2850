/**
 * Measures latch-2's detector (packages/server/src/pdp/latches/pii.ts) on Presidio's synthetic
 * dataset: span-level precision and recall per entity type, and how many PII-free rows it flags.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../../packages/server/src/pdp/latches/finding.js';
import { detectPii, PII_TYPES } from '../../packages/server/src/pdp/latches/pii.js';
import { heldOutRows, nameRows, overRedaction } from './phi-names.eval.js';
import type { DetectorReport, MetricRow } from './report.js';

const CORPUS = 'pii/presidio_synth_dataset_v2.json';
const TARGET = 'recall ≥ 0.97 at precision ≥ 0.95';

interface Span {
  entity_type: string;
  start_position: number;
  end_position: number;
}
interface Row {
  full_text: string;
  spans: Span[];
}

/** Our type → Presidio's label, and whether issue 3 sets a target for it. */
const MAPPED: readonly (readonly [string, string, boolean])[] = [
  ['EMAIL', 'EMAIL_ADDRESS', true],
  ['PHONE', 'PHONE_NUMBER', true],
  ['CREDIT_CARD', 'CREDIT_CARD', true],
  ['US_SSN', 'US_SSN', true],
  ['IBAN', 'IBAN_CODE', true],
  ['IP_ADDRESS', 'IP_ADDRESS', true],
  ['US_DRIVER_LICENSE', 'US_DRIVER_LICENSE', false],
  ['DATE_OF_BIRTH', 'DATE_TIME', false],
  // DATE_TIME also labels years alone and times of day, which DATE leaves alone (ADR 0039).
  ['DATE', 'DATE_TIME', false],
];

/**
 * Gold labels that may legitimately hold a finding of another type the corpus does not label on
 * its own: a URL (DOMAIN_NAME) holding an e-mail or IP address. A finding inside one of these is
 * neither a TP nor a FP of its type; it is counted in the notes. Nothing else is exempt.
 */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  EMAIL: ['DOMAIN_NAME'],
  IP_ADDRESS: ['DOMAIN_NAME'],
};

/** Our finer types the corpus labels with the same label: Presidio labels fax numbers PHONE_NUMBER. */
const ALSO: Readonly<Record<string, readonly string[]>> = { PHONE: ['FAX'] };

const overlaps = (f: Finding, s: Span) => f.start < s.end_position && s.start_position < f.end;
const exact = (f: Finding, s: Span) => f.start === s.start_position && f.end === s.end_position;

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  exact: number;
  contained: number;
}

function tallyRow(tally: Tally, ours: string, gold: string, row: Row, found: Finding[]): void {
  const spans = row.spans.filter((s) => s.entity_type === gold);
  const mine = found.filter((f) => f.type === ours || ALSO[ours]?.includes(f.type));
  for (const s of spans) {
    const hits = mine.filter((f) => overlaps(f, s));
    if (hits.length === 0) tally.fn++;
    else tally.tp++;
    if (hits.some((f) => exact(f, s))) tally.exact++;
  }
  for (const f of mine) {
    if (spans.some((s) => overlaps(f, s))) continue;
    const inside = row.spans.some((s) => CONTAINERS[ours]?.includes(s.entity_type) && overlaps(f, s));
    if (inside) tally.contained++;
    else tally.fp++;
  }
}

function metRow(detector: string, t: Tally, target: boolean): MetricRow {
  const p = t.tp + t.fp === 0 ? 0 : t.tp / (t.tp + t.fp);
  const r = t.tp + t.fn === 0 ? 0 : t.tp / (t.tp + t.fn);
  return {
    detector,
    corpus: CORPUS,
    tp: t.tp,
    fp: t.fp,
    fn: t.fn,
    tn: null,
    target: target ? TARGET : '',
    met: target ? r >= 0.97 && p >= 0.95 : null,
  };
}

export async function evaluate(corporaDir: string): Promise<DetectorReport> {
  const rows = JSON.parse(readFileSync(join(corporaDir, CORPUS), 'utf8')) as Row[];
  const results = rows.map((row) => ({ row, found: detectPii(row.full_text) }));
  const tallies = new Map<string, Tally>();
  for (const [ours, gold] of MAPPED) {
    const t: Tally = { tp: 0, fp: 0, fn: 0, exact: 0, contained: 0 };
    for (const { row, found } of results) tallyRow(t, ours, gold, row, found);
    tallies.set(ours, t);
  }
  const out: MetricRow[] = MAPPED.map(([ours, gold, target]) =>
    metRow(ours === 'DATE_OF_BIRTH' ? `pii:${gold} (as ${ours})` : `pii:${gold}`, tallies.get(ours)!, target),
  );

  const names = nameRows(
    rows,
    results.map((r) => r.found),
  );
  const over = overRedaction(corporaDir);
  const heldOut = heldOutRows();
  // Towns, streets and postal codes (ADR 0051), written the same way as names-heldout.txt.
  const places = heldOutRows(
    'places-heldout.txt',
    undefined,
    'towns after travel and living cues, postal blocks of several countries, lower-case chat, and hard negatives: lab values, eponyms, months, capitalized ordinary words',
  );
  const orgsHeldOut = heldOutRows(
    'orgs-heldout.txt',
    ['ORGANIZATION', 'PERSON'],
    'clinical and business prose with organizations of many shapes: no organization word, foreign words, possessives, e-mail domains, tickers, letterheads; and hard negatives: eponyms, departments, Medicare, weekdays; its misses were seen while the rules of ADR 0052 were written, so only its first run was a held-out figure',
  );
  // Written in one sitting by a helper that had read neither the rules nor the shared rows: only its
  // first run (RESULTS.md, 2026-11-26) is a held-out figure.
  const mixed = heldOutRows(
    'mixed-heldout.txt',
    undefined,
    "clinical notes and letters, business and admin prose around healthcare (insurers, vendors, pharmacies, agencies), addresses in a dozen countries' formats; and hard negatives: eponyms, brand drugs, scores, towns inside eponyms (Ottawa rules, Lyme, Kawasaki); only its first run was a held-out figure",
  );
  // A second fresh set (issue 16), written the same way on other material: i2b2-style notes, ED and ICU
  // notes, report headers, portal messages, payer letters, requisitions, letters from eight countries.
  const final = heldOutRows(
    'final-heldout.txt',
    undefined,
    'i2b2-style HPI and social history, ED and ICU notes, radiology and pathology headers, lower-case nursing handoffs, portal messages, prior-authorization letters, pharmacy and lab requisitions, home-health and hospice notes, letters from the UK, Canada, Australia, Germany, India, Mexico, Nigeria and the Philippines; and hard negatives: eponyms, brands, scores, units, capitalised headings; only its first run was a held-out figure',
  );
  // A third fresh set (issue 16), written the same way on other material again: operative, obstetric and
  // neonatal notes, psychiatric and social-work assessments, workers' compensation, trial logs, faxes,
  // dental and veterinary headers, vendor e-mails, US address styles, letters from nine more countries.
  const last = heldOutRows(
    'last-heldout.txt',
    undefined,
    "operative, obstetric and neonatal notes, psychiatric and social-work assessments (employers, schools, shelters, courts, churches), occupational-health and workers' compensation reports, trial screening logs, referral faxes, discharge instructions, dental and veterinary headers, telehealth chats, clinic-vendor e-mails, US addresses in many state styles, letters from Ireland, New Zealand, South Africa, Kenya, Brazil, France, Italy, Japan and Korea; and hard negatives: eponyms, brands, scores, anatomy, units, capitalised headings; only its first run was a held-out figure",
  );
  // A fourth fresh set (issue 16, 2026-11-26 afternoon), written the same way before any rule of that
  // session: i2b2-style summaries and sign-offs, short synthetic-PII sentences of many countries, lower-case
  // handoffs, run sheets, appeals, school, jail, hospice and interpreter notes; names that are words or places.
  const nov26 = heldOutRows(
    'nov26-heldout.txt',
    undefined,
    "i2b2-style discharge summaries and sign-offs, short synthetic-PII sentences from seventeen countries, lower-case nursing handoffs, ambulance run sheets, pharmacy logs, insurance appeals, school, jail, hospice and interpreter notes, names that are also words or places; and hard negatives: eponyms, brands, scores, devices, headings, departments; its first run (before the session's rules) and its second (after them, nobody having read its rows) are held-out figures",
  );
  // A fifth fresh set (issue 16, 2026-11-26 noon), written the same way before any rule of ADR 0065 was
  // measured on it: i2b2-style notes of twelve specialties, synthetic-PII sentences of twenty countries,
  // terse operational messages, hard negatives. Its first run (before those rules) and its second (after
  // them) are held-out figures; from then on it is development data.
  const nov27 = heldOutRows(
    'nov27-heldout.txt',
    undefined,
    'i2b2-style discharge, consult, operative, ED and nursing notes, letters and report headers across nephrology, dermatology, oncology, rehabilitation, geriatrics, transplant, sleep, ophthalmology, podiatry, addiction, prenatal and paediatric care; synthetic-PII sentences of twenty countries; terse operational messages; and hard negatives; its first run (before ADR 0065) and its second (after it) are held-out figures',
  );
  // A sixth fresh set (issue 16, 2026-11-26 afternoon), written the same way while ADR 0068's first rules were
  // being written; its first run (commit 8ba223a) and a run of the session's starting build (1b513c6) on it
  // are held-out figures (RESULTS.md); from then on it is development data.
  const nov28 = heldOutRows(
    'nov28-heldout.txt',
    undefined,
    'case-management, utilization-review, social-work, behavioural-health, therapy, dialysis, wound, home-health, dental, eye, audiology, pharmacy, death and EMS notes and clinic letters from thirteen countries, synthetic-PII sentences from 25+ countries, healthcare business and admin texts, portal and SMS messages, and eponym-dense hard negatives; its first run and the starting build on it are held-out figures',
  );
  // A seventh and an eighth fresh set (issue 16, 2026-11-26 night), written the same way: nov29's first run
  // (commit 9258b4a, before ADR 0070-0072) and nov30's (commit 0a0d35f, after them, with the session's
  // starting build 96fdbc4 run beside it) are held-out figures (RESULTS.md); from then on development data.
  const nov29 = heldOutRows(
    'nov29-heldout.txt',
    undefined,
    'discharge, ED, operative, radiology, pathology, anaesthesia and ICU notes and clinic letters from 27 countries, insurance, legal and records-release letters, Presidio-style sentences of 18 countries, portal, SMS and team-chat messages, and hard negatives; its first run is a held-out figure',
  );
  const nov30 = heldOutRows(
    'nov30-heldout.txt',
    undefined,
    'i2b2-style notes (US, UK, Australia, New Zealand) with record dates, headers in capitals, "Last, First" lines and dictation sign-offs, Faker-style sentences and forms of 25 countries, messages and hard negatives; its first run and the starting build on it are held-out figures',
  );
  // A ninth fresh set (issue 16, 2026-11-27), written the same way and weighted to organizations: its first run
  // (commit 0fb9fda, the session's starting build) and the run after the session's rules are held-out figures.
  const dec01 = heldOutRows(
    'dec01-heldout.txt',
    undefined,
    "clinical notes and letters of twelve countries and seven European languages with letterheads, referrals, labs, pharmacies, agencies and employers; insurance, legal, vendor, recall, HR and IRB texts; portal, SMS and chat messages in lower case; Presidio-style business sentences of many languages; and hard negatives; 470 organization spans; its first run and the run after the session's rules are held-out figures",
  );
  // A tenth fresh set (issue 16, 2026-11-27 morning), written the same way and weighted to people: its first run
  // (cdd1dda, the session's starting build) is the held-out figure; from then on development data.
  const dec02 = heldOutRows(
    'dec02-heldout.txt',
    undefined,
    'clinical notes and letters of sixteen countries and eight languages (progress notes, discharge, referrals, handovers, reports, triage, EMS, therapy, mental-health, paediatric and obstetric notes), insurer, legal, employer, school, care-home, pharmacy, recall, research and vendor texts, chat and portal messages in sloppy case and in creole, Faker-style form rows, and hard negatives with place-named diseases and foods; its first run is a held-out figure',
  );
  // An eleventh fresh set (issue 16, 2026-11-27 morning), sealed while the session's rules were written: its first
  // run (after them, with the starting build cdd1dda run beside it) is the held-out figure.
  const dec03 = heldOutRows(
    'dec03-heldout.txt',
    undefined,
    'i2b2/n2c2-style discharge, admission, consult, operative, ED and nursing notes with record headers and dictation sign-offs, Presidio-style sentences and multi-line address blocks of many countries with invented firms of every shape, insurer, legal, employer, vendor, recall and consent texts, chat and portal messages, and hard negatives with place-named diseases; its first run is a held-out figure',
  );
  // A twelfth fresh set (issue 16, 2026-11-27 late morning), sealed while the session's rules were written: the
  // starting build's run (90872a7) and the final one (4f1fc70), both before its rows were read, are held-out figures.
  const dec04 = heldOutRows(
    'dec04-heldout.txt',
    undefined,
    'i2b2-style notes of seven countries with dictation sign-offs, Presidio-style sentences and records of twenty countries, insurer, HR, legal, pharmacy, trial and news texts naming organizations bare, chat and portal messages in four languages, and hard negatives heavy with eponyms, brands and devices; its first run and the final build on it are held-out figures',
  );
  // A thirteenth fresh set (issue 16, 2026-11-27 afternoon), sealed while the session's rules were written: the
  // starting build's run (3065696) and the final one, both before its rows were read, are held-out figures.
  const dec05 = heldOutRows(
    'dec05-heldout.txt',
    undefined,
    'clinical notes of fourteen countries with sign-offs and record headers, records, forms, CSV and JSON snippets of thirty countries, prior-authorization, billing, HR, incident and research texts naming organizations, chat and portal messages in seven languages, and hard negatives with eponyms and name-like words; its first run and the final build on it are held-out figures',
  );
  // A fourteenth fresh set (issue 16, 2026-11-27 evening), sealed while the session's rules were written: the
  // starting build's run (15f965b) and the final one, both before its rows were read, are held-out figures.
  const dec06 = heldOutRows(
    'dec06-heldout.txt',
    undefined,
    'clinical notes of twenty-odd countries, records, forms, CSV and JSON snippets of forty-four countries with local street formats, invoices, insurer, vendor, roster, minutes and press texts naming organizations, chat and portal messages in seven languages, and hard negatives with eponyms, organisms and name-like words; its first run and the final build on it are held-out figures',
  );
  out.push(
    ...names.rows,
    ...over.rows,
    ...heldOut.rows,
    ...places.rows,
    ...orgsHeldOut.rows,
    ...mixed.rows,
    ...final.rows,
    ...last.rows,
    ...nov26.rows,
    ...nov27.rows,
    ...nov28.rows,
    ...nov29.rows,
    ...nov30.rows,
    ...dec01.rows,
    ...dec02.rows,
    ...dec03.rows,
    ...dec04.rows,
    ...dec05.rows,
    ...dec06.rows,
  );

  // Types the corpus does not label: every finding of them is counted as a FP.
  const mapped = new Set([
    ...MAPPED.map(([ours]) => ours),
    'PERSON',
    'STREET_ADDRESS',
    'CITY',
    'COUNTY',
    'ZIP',
    'ORGANIZATION',
  ]);
  for (const type of PII_TYPES.filter((t) => !mapped.has(t))) {
    const fp = results.reduce((n, { found }) => n + found.filter((f) => f.type === type).length, 0);
    out.push({
      detector: `pii:${type} (unlabelled)`,
      corpus: CORPUS,
      tp: 0,
      fp,
      fn: 0,
      tn: null,
      target: '',
      met: null,
    });
  }

  const clean = results.filter(({ row }) => row.spans.length === 0);
  const flagged = clean.filter(({ found }) => found.length > 0).length;
  out.push({
    detector: 'pii:rows with no PII flagged',
    corpus: `${CORPUS} (the ${clean.length} rows without spans)`,
    tp: 0,
    fp: flagged,
    fn: 0,
    tn: clean.length - flagged,
    target: '',
    met: null,
  });

  return {
    title: 'PII / PHI (latch-2)',
    rows: out,
    notes: [
      ...notes(tallies),
      ...names.notes,
      ...over.notes,
      ...heldOut.notes,
      ...places.notes,
      ...orgsHeldOut.notes,
      ...mixed.notes,
      ...final.notes,
      ...last.notes,
      ...nov26.notes,
      ...nov27.notes,
      ...nov28.notes,
      ...nov29.notes,
      ...nov30.notes,
      ...dec01.notes,
      ...dec02.notes,
      ...dec03.notes,
      ...dec04.notes,
      ...dec05.notes,
      ...dec06.notes,
    ],
  };
}

function notes(tallies: Map<string, Tally>): string[] {
  const exacts = MAPPED.map(([ours, gold]) => {
    const t = tallies.get(ours)!;
    return `${gold} ${t.exact}/${t.tp + t.fn}`;
  }).join(', ');
  const contained = MAPPED.flatMap(([ours]) => {
    const n = tallies.get(ours)!.contained;
    return n > 0 ? [`${ours} ${n}`] : [];
  });
  return [
    'Span level: a gold span counts as found (TP) when a finding of the mapped type overlaps it, else FN; a finding that overlaps no gold span of its type is a FP. Types map EMAIL→EMAIL_ADDRESS, PHONE→PHONE_NUMBER, IBAN→IBAN_CODE, others by name.',
    `Exact-boundary matches (finding start and end equal to the gold span's): ${exacts}.`,
    `Unlabelled instances: a URL labelled DOMAIN_NAME may hold an e-mail or IP address the corpus does not label on its own, so an EMAIL or IP_ADDRESS finding inside a DOMAIN_NAME span counts as neither TP nor FP (${contained.length > 0 ? contained.join(', ') : 'none here: every finding overlapped a gold span of its own type'}). Any other finding outside a gold span of its type, even inside another entity (a number in a STREET_ADDRESS, say), is a FP.`,
    'Phone numbers in local formats (neither "+CC" nor NANP-shaped) count only with a phone word up to 48 characters before them or a label (office, fax, mobile…) right after, as in the corpus\'s address blocks and chat lines.',
    'DATE_OF_BIRTH is only taken after birth words (DOB, born, date of birth), while DATE_TIME labels every date and time, so its recall is not meaningful; the row is there for precision.',
    'Types the corpus does not label (ITIN, NPI, MBI, MRN, passport) are counted as FP whenever they fire, to show they stay quiet on ordinary text.',
    'The clean-rows row counts the corpus rows without any span (any entity type) that get at least one finding (FP) or none (TN).',
    'All rows are used, with nothing tuned per row; Presidio labels are templated synthetic data, good for recall, approximate for precision.',
  ];
}
