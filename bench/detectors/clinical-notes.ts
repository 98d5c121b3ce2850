/**
 * Synthetic i2b2-style clinical notes with labelled PHI spans, generated at run time from a seed
 * (nothing is committed but this generator). Method (ADR 0039):
 * - A note is built left to right by a `Note` builder: plain text is appended with `t()`, PHI
 *   with `phi(type, value)`, which records the span's offsets, so labels are exact by construction.
 * - Template families (clinical-templates.ts) write discharge summaries, progress notes, radiology
 *   reports, nursing notes, referral letters… with headers ("Record date:", "MRN:"), lab tables,
 *   vitals, med lists with doses, eponymous diseases and sign-offs. Each family draws its sections
 *   in random order, with optional parts, from a seeded PRNG (mulberry32), so the same seed gives
 *   the same corpus.
 * - Every PHI value is drawn from a surface-form generator (`forms` below): dates in eleven
 *   shapes, record numbers under eight labels, phones with and without fax labels… Names and places
 *   come from small invented pools.
 * - Families are split in two: DEV families were looked at while the rules were written; HELD_OUT
 *   families were written after the rules were frozen and are reported separately, as a (weak)
 *   measure of generalization to note shapes the rules were not tuned on.
 */
import { prng } from './prng.js';

export { prng };

/** A labelled span: [start, end) of `type` in the note text. */
export interface PhiSpan {
  type: string;
  start: number;
  end: number;
}
export interface ClinicalNote {
  family: string;
  text: string;
  spans: PhiSpan[];
}

export class Note {
  text = '';
  spans: PhiSpan[] = [];
  constructor(readonly rnd: () => number) {}
  t(s: string): this {
    this.text += s;
    return this;
  }
  phi(type: string, value: string): this {
    this.spans.push({ type, start: this.text.length, end: this.text.length + value.length });
    this.text += value;
    return this;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)]!;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.rnd() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    while (s.length < n) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number): string {
    let s = '';
    while (s.length < n) s += 'ABCDEFGHJKLMNPRSTUVWXYZ'[this.int(0, 22)];
    return s;
  }
}

export const POOLS = {
  first: [
    'John',
    'Maria',
    'Wei',
    'Aisha',
    'Robert',
    'Linda',
    'Carlos',
    'Priya',
    'Ahmed',
    'Olga',
    'Kwame',
    'Hannah',
    'Tomasz',
    'Mei',
    'Diego',
    'Fatima',
    'Samuel',
    'Ingrid',
    'Rahul',
    'Grace',
  ],
  last: [
    'Smith',
    'Garcia',
    'Nguyen',
    'Okafor',
    'Kowalski',
    'Patel',
    'Johansson',
    'Haddad',
    'Brennan',
    'Rossi',
    'Tanaka',
    'Mbeki',
    'Fischer',
    'Alvarez',
    'Holmes',
    'Whitaker',
    'Delacroix',
    'Ivanova',
    'Chen',
    'Oduya',
  ],
  street: [
    'Oak Street',
    'Maple Ave',
    'Washington Blvd',
    'Elm St.',
    'Harbor Road',
    'Lincoln Way',
    'Cedar Lane',
    'Prospect Hill Rd',
    'Beacon St',
    'Riverside Drive',
  ],
  city: [
    'Springfield',
    'Riverton',
    'Fairview',
    'Brookline',
    'Lakewood',
    'Greenville',
    'Milford',
    'Ashland',
    'Dover',
    'Clinton',
  ],
  state: ['MA', 'IL', 'NY', 'CA', 'TX', 'Ohio', 'Oregon', 'NJ'],
  hospital: [
    'St. Mary Hospital',
    'Riverton General Hospital',
    'Fairview Medical Center',
    'Lakewood Memorial',
    'Brookline Community Health',
    "Children's Hospital of Milford",
    'Mercy Regional Medical Center',
  ],
  drug: [
    'metoprolol 25 mg PO BID',
    'lisinopril 10 mg daily',
    'atorvastatin 40 mg qhs',
    'metformin 500 mg BID',
    'aspirin 81 mg daily',
    'furosemide 40 mg IV q12h',
    'levothyroxine 75 mcg daily',
    'apixaban 5 mg BID',
    'insulin glargine 20 units qhs',
    'carbidopa-levodopa 25/100 1 tab TID',
    'mesalamine 1.2 g daily',
    'donepezil 10 mg qhs',
    'acetaminophen 650 mg q6h PRN',
    'ondansetron 4 mg IV q8h PRN',
    'prednisone 40 mg x 5 days',
  ],
  dx: [
    "Parkinson's disease",
    'Hodgkin lymphoma',
    "Crohn's disease",
    "Alzheimer's dementia",
    "Graves' disease",
    "Hashimoto's thyroiditis",
    "Bell's palsy",
    'Cushing syndrome',
    'atrial fibrillation',
    'CHF with EF 35%',
    'type 2 diabetes mellitus',
    'COPD exacerbation',
    'community-acquired pneumonia',
    'acute kidney injury',
    'Barrett esophagus',
    'Wilson disease',
    'Guillain-Barre syndrome',
  ],
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ord = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const pad = (n: number) => String(n).padStart(2, '0');

/** Surface-form generators: each returns a value of its PHI type in one of several shapes. */
export const forms = {
  date(n: Note): string {
    const y = n.int(2040, 2099);
    const m = n.int(1, 12);
    const d = n.int(1, 28);
    const mon = MONTHS[m - 1]!;
    return n.pick([
      `${y}-${pad(m)}-${pad(d)}`,
      `${pad(m)}/${pad(d)}/${String(y).slice(2)}`,
      `${m}/${d}/${y}`,
      `${mon} ${ord(d)}`,
      `${d} ${mon.slice(0, 3)}`,
      `${mon.slice(0, 3)} ${d}, ${y}`,
      `the ${ord(d)} of ${mon}`,
      `${n.pick(DAYS)}, ${mon.slice(0, 3)} ${d}`,
      `${d} ${mon} ${y}`,
      `${mon} ${y}`,
      `${pad(d)}.${pad(m)}.${y}`,
    ]);
  },
  shortDate: (n: Note) => `${n.int(1, 12)}/${n.int(1, 28)}`,
  age: (n: Note) => String(n.int(90, 104)),
  person: (n: Note) =>
    n.pick([
      `${n.pick(POOLS.first)} ${n.pick(POOLS.last)}`,
      `${n.pick(POOLS.last)}, ${n.pick(POOLS.first)}`,
      `${n.pick(POOLS.first)[0]}. ${n.pick(POOLS.last)}`,
    ]),
  last: (n: Note) => n.pick(POOLS.last),
  mrn(n: Note): [string, string] {
    const label = n.pick([
      'MRN:',
      'MRN: ',
      'MRN:      ',
      'Med Rec #',
      'Medical record number:',
      'Unit No:',
      'MR#',
      'Hospital No.',
    ]);
    const value = n.pick([
      n.digits(7),
      n.digits(8),
      `${n.digits(3)}-${n.digits(2)}-${n.digits(2)}-${n.digits(1)}`,
      `${n.letters(2)}${n.digits(6)}`,
    ]);
    return [label, value];
  },
  phone: (n: Note) =>
    n.pick([
      `(${n.int(201, 989)}) ${n.int(201, 989)}-${n.digits(4)}`,
      `${n.int(201, 989)}-${n.int(201, 989)}-${n.digits(4)}`,
      `${n.int(201, 989)}.${n.int(201, 989)}.${n.digits(4)}`,
    ]),
  email: (n: Note) =>
    `${n.pick(POOLS.first).toLowerCase()}.${n.pick(POOLS.last).toLowerCase()}@${n.pick(['mail.com', 'example.org', 'clinic.net'])}`,
  url: (n: Note) =>
    n.pick([
      `https://portal.${n.pick(POOLS.city).toLowerCase()}health.org/patient/${n.digits(6)}`,
      `www.${n.pick(POOLS.last).toLowerCase()}clinic.com`,
      `mychart.${n.pick(POOLS.city).toLowerCase()}.org/visit?id=${n.digits(5)}`,
    ]),
  plan: (n: Note) =>
    n.pick([`${n.letters(3)}${n.digits(9)}`, n.digits(10), `${n.letters(1)}${n.digits(8)}-${n.digits(2)}`]),
  account: (n: Note) => n.pick([n.digits(8), `${n.digits(4)}-${n.digits(6)}`, `A${n.digits(9)}`]),
  license: (n: Note) =>
    n.pick([
      `${n.pick(POOLS.state).slice(0, 2).toUpperCase()} ${n.digits(5)}`,
      `RN${n.digits(6)}`,
      `${n.digits(2)}-${n.digits(6)}`,
    ]),
  dea(n: Note): string {
    const d = [...n.digits(6)].map(Number);
    const check = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
    return `${n.pick(['A', 'B', 'F', 'M'])}${n.letters(1)}${d.join('')}${check}`;
  },
  vin(n: Note): string {
    const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
    const vals = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
    const w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    const v = Array.from({ length: 17 }, () => chars[n.int(0, chars.length - 1)]!);
    const sum = v.reduce((s, c, i) => s + (c <= '9' ? Number(c) : Number(vals[vals.indexOf(c) + 1])) * w[i]!, 0);
    v[8] = sum % 11 === 10 ? 'X' : String(sum % 11);
    return v.join('');
  },
  plate: (n: Note) =>
    n.pick([
      `${n.digits(1)}${n.letters(3)}${n.digits(3)}`,
      `${n.letters(3)}-${n.digits(4)}`,
      `${n.letters(2)} ${n.digits(5)}`,
    ]),
  serial: (n: Note) =>
    n.pick([`${n.letters(2)}${n.digits(6)}`, `${n.letters(3)}${n.digits(4)}-${n.digits(2)}`, `${n.digits(8)}`]),
  udi: (n: Note) => `(01)${n.digits(14)}(17)${n.digits(6)}(10)${n.letters(2)}${n.digits(4)}`,
  ssn: (n: Note) => `${n.int(100, 665)}-${n.int(10, 99)}-${n.int(1000, 9999)}`,
  zip: (n: Note) => n.digits(5),
};
