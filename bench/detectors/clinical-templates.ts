/**
 * Template families for clinical-notes.ts. DEV families were looked at while writing the rules;
 * HELD_OUT families (clinical-templates-heldout.ts) were not.
 */
import { forms, type Note, POOLS } from './clinical-notes.js';

export type Family = (n: Note) => void;

/** Medical language that must survive: vitals, labs, scores, doses, eponyms, times of day. */
export function vitals(n: Note): void {
  n.t(
    `Vitals: T ${n.pick(['98.6 F', '37.2 C', '99.1'])}, BP ${n.int(100, 160)}/${n.int(60, 95)}, HR ${n.int(55, 110)}, RR ${n.int(12, 24)}, SpO2 ${n.int(90, 100)}% on ${n.pick(['RA', '2L NC', 'room air'])}.`,
  );
  if (n.chance(0.5)) n.t(` GCS ${n.int(13, 15)}. Pain ${n.int(0, 10)}/10.`);
  n.t('\n');
}

export function labs(n: Note): void {
  n.t(
    `Labs: Na ${n.int(130, 145)} K ${n.int(3, 5)}.${n.int(0, 9)} Cl ${n.int(95, 108)} HCO3 ${n.int(20, 30)} BUN ${n.int(8, 40)} Cr ${n.int(0, 3)}.${n.int(0, 9)} Glu ${n.int(70, 250)}\n`,
  );
  n.t(
    `WBC ${n.int(3, 18)}.${n.int(0, 9)}, Hgb ${n.int(8, 16)}.${n.int(0, 9)}, Plt ${n.int(120, 420)}, INR ${n.int(1, 3)}.${n.int(0, 9)}\n`,
  );
}

export function meds(n: Note): void {
  n.t(`${n.pick(['Medications:', 'MEDS:', 'Discharge medications:', 'Current meds:'])}\n`);
  const k = n.int(2, 5);
  for (let i = 1; i <= k; i++) n.t(`${n.pick([`${i}. `, '- ', ''])}${n.pick(POOLS.drug)}\n`);
}

export function clinician(n: Note, title = true): void {
  if (title) n.t(n.pick(['Dr. ', 'Dr ', '']));
  n.phi('PERSON', forms.person(n));
  if (n.chance(0.4)) n.t(n.pick([', MD', ', NP', ', RN', ' MD']));
}

export function header(n: Note, kind: string): void {
  n.t(`${kind}\n`);
  n.t(n.pick(['Record date: ', 'Date of service: ', 'DOS: ', 'Date: ']));
  n.phi('DATE', forms.date(n));
  n.t('\n');
  const [label, value] = forms.mrn(n);
  n.t(label.endsWith(' ') || label.endsWith('#') ? label : `${label} `);
  n.phi('MRN', value);
  n.t('\n');
  if (n.chance(0.6)) {
    n.t(n.pick(['Patient: ', 'Name: ', 'PATIENT NAME: ']));
    n.phi('PERSON', forms.person(n));
    n.t('\n');
  }
  if (n.chance(0.5)) {
    n.t(n.pick(['Facility: ', 'Location: ', '']));
    n.phi('ORGANIZATION', n.pick(POOLS.hospital));
    n.t('\n');
  }
}

export function signoff(n: Note): void {
  n.t('\n');
  n.t(n.pick(['Electronically signed by ', 'Signed: ', '', 'Dictated by: ']));
  clinician(n);
  n.t(n.pick([' on ', '\nDD: ', ' ']));
  n.phi('DATE', forms.date(n));
  if (n.chance(0.5)) {
    n.t(' at ');
    n.t(`${n.int(0, 23)}:${String(n.int(0, 59)).padStart(2, '0')}`);
  }
  if (n.chance(0.4)) {
    n.t(`\n${n.letters(3)}:`);
    n.phi('PERSON', forms.last(n).toLowerCase());
  }
  n.t('\n');
}

function address(n: Note): void {
  n.phi('STREET_ADDRESS', `${n.int(1, 9999)} ${n.pick(POOLS.street)}`);
  n.t(', ');
  n.phi('CITY', n.pick(POOLS.city));
  n.t(`, ${n.pick(POOLS.state)} `);
  n.phi('ZIP', forms.zip(n));
}

function discharge(n: Note): void {
  header(n, n.pick(['DISCHARGE SUMMARY', 'Discharge Summary']));
  n.t('Admission date: ');
  n.phi('DATE', forms.date(n));
  n.t('  Discharge date: ');
  n.phi('DATE', forms.date(n));
  n.t('\n\nHISTORY OF PRESENT ILLNESS:\n');
  n.t(`${n.pick(['Mr. ', 'Mrs. ', 'Ms. '])}`);
  n.phi('PERSON', forms.last(n));
  n.t(' is a ');
  if (n.chance(0.5)) {
    n.phi('AGE', forms.age(n));
    n.t(n.pick(['-year-old', ' year old', ' y/o', 'yo']));
  } else n.t(`${n.int(25, 89)}-year-old`);
  n.t(` with ${n.pick(POOLS.dx)} and ${n.pick(POOLS.dx)} who presented on `);
  n.phi('DATE', forms.shortDate(n));
  n.t(
    ` with ${n.pick(['dyspnea', 'chest pain', 'confusion', 'fever'])}. ${n.pick(['He', 'She', 'The patient'])} was seen by `,
  );
  clinician(n);
  n.t(` at `);
  n.phi('ORGANIZATION', n.pick(POOLS.hospital));
  n.t('.\n');
  vitals(n);
  labs(n);
  meds(n);
  n.t('\nFOLLOW-UP: with ');
  clinician(n);
  n.t(' in 2 weeks. Call ');
  n.phi('PHONE', forms.phone(n));
  n.t(n.chance(0.5) ? ' or fax records to ' : ', Fax: ');
  n.phi('FAX', forms.phone(n));
  n.t('.\n');
  signoff(n);
}

function progress(n: Note): void {
  header(n, n.pick(['PROGRESS NOTE', 'Progress Note - Internal Medicine']));
  n.t(`S: Patient reports ${n.pick(['improved', 'worse', 'stable'])} symptoms since `);
  n.phi('DATE', forms.date(n));
  n.t(`. Daughter `);
  n.phi('PERSON', forms.person(n));
  n.t(' at bedside.\nO: ');
  vitals(n);
  labs(n);
  n.t(`A/P: ${n.pick(POOLS.dx)}. Continue ${n.pick(POOLS.drug)}. APGAR n/a. Ratio 1:2. Recheck in 1/2 day.\n`);
  if (n.chance(0.5)) {
    n.t('Insurance: Member ID: ');
    n.phi('HEALTH_PLAN', forms.plan(n));
    n.t(n.pick([', Group # ', ' Group number ']));
    n.phi('HEALTH_PLAN', forms.plan(n));
    n.t('\n');
  }
  signoff(n);
}

function radiology(n: Note): void {
  header(n, n.pick(['RADIOLOGY REPORT', 'CT CHEST WITH CONTRAST']));
  n.t('Accession #: ');
  n.phi('MRN', n.digits(9));
  n.t(`\nComparison: ${n.pick(['prior study dated ', 'CT from '])}`);
  n.phi('DATE', forms.date(n));
  n.t(
    `.\nFINDINGS: ${n.pick(['No focal consolidation.', 'A 1.2 x 0.8 cm nodule in the RUL.', 'Mild cardiomegaly.'])} `,
  );
  if (n.chance(0.5)) {
    n.t('Pacemaker in place (serial number ');
    n.phi('DEVICE_ID', forms.serial(n));
    n.t('). ');
  }
  if (n.chance(0.4)) {
    n.t('Implant UDI ');
    n.phi('DEVICE_ID', forms.udi(n));
    n.t('. ');
  }
  n.t(`\nIMPRESSION: ${n.pick(POOLS.dx)} vs ${n.pick(POOLS.dx)}. Findings discussed with `);
  clinician(n);
  n.t(' by phone at ');
  n.phi('PHONE', forms.phone(n));
  n.t('.\n');
  signoff(n);
}

function nursing(n: Note): void {
  header(n, n.pick(['NURSING NOTE', 'Nursing Shift Note']));
  n.t(`Pt is a `);
  n.phi('AGE', forms.age(n));
  n.t(n.pick([' y/o ', ' year old ', 'yo ']));
  n.t(`${n.pick(['female', 'male'])} with ${n.pick(POOLS.dx)}. `);
  vitals(n);
  n.t(`Meds given at 08:00 and 14:30 per MAR. Husband `);
  n.phi('PERSON', forms.person(n));
  n.t(' called, reachable at ');
  n.phi('PHONE', forms.phone(n));
  n.t('. ');
  if (n.chance(0.4)) {
    n.t('Family car in lot, license plate ');
    n.phi('LICENSE_PLATE', forms.plate(n));
    n.t('. ');
  }
  n.t(`Will reassess on `);
  n.phi('DATE', forms.shortDate(n));
  n.t('.\n');
  signoff(n);
}

function referral(n: Note): void {
  n.phi('ORGANIZATION', n.pick(POOLS.hospital));
  n.t('\n');
  address(n);
  n.t('\nTel: ');
  n.phi('PHONE', forms.phone(n));
  n.t(n.pick(['  Fax: ', '\nF: ', ' | fax ']));
  n.phi('FAX', forms.phone(n));
  n.t('\n');
  n.phi('URL', forms.url(n));
  n.t('\n\n');
  n.phi('DATE', forms.date(n));
  n.t('\n\nDear Dr. ');
  n.phi('PERSON', forms.last(n));
  n.t(',\n\nThank you for seeing ');
  n.phi('PERSON', forms.person(n));
  n.t(' (DOB ');
  n.phi('DATE', forms.date(n));
  n.t(', ');
  const [label, value] = forms.mrn(n);
  n.t(`${label.trimEnd()} `);
  n.phi('MRN', value);
  n.t(`) for evaluation of ${n.pick(POOLS.dx)}. `);
  if (n.chance(0.5)) {
    n.t('Account number: ');
    n.phi('ACCOUNT', forms.account(n));
    n.t('. ');
  }
  n.t('Please contact me at ');
  n.phi('EMAIL', forms.email(n));
  n.t(' with questions.\n\nSincerely,\n');
  clinician(n);
  n.t('\nState license ');
  n.phi('LICENSE', forms.license(n));
  n.t(n.pick([', DEA ', '; DEA# ']));
  n.phi('DEA', forms.dea(n));
  n.t('\n');
}

export const DEV: Readonly<Record<string, Family>> = { discharge, progress, radiology, nursing, referral };
