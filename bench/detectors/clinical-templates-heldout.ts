/**
 * HELD_OUT template families: written after the rules of ADR 0039 were frozen and never used to
 * tune them, so their figures say something (not much: same author) about note shapes the rules
 * were not fitted to. Do not change the rules by looking at misses here; add a DEV family instead.
 */
import { forms, type Note, POOLS } from './clinical-notes.js';
import { clinician, type Family, labs, meds, vitals } from './clinical-templates.js';

function edTriage(n: Note): void {
  n.t('EMERGENCY DEPARTMENT TRIAGE\nArrival: ');
  n.phi('DATE', forms.date(n));
  n.t(` ${n.int(0, 23)}:${String(n.int(10, 59))}\nPt ID: `);
  n.phi('MRN', n.digits(8));
  n.t('   Encounter #: ');
  n.phi('MRN', n.digits(10));
  n.t('\nCC: fall at home. ');
  n.t(n.pick(['Elderly woman, aged ', 'Pt age: ', 'Patient is ']));
  const agePhrase = n.chance(0.5);
  n.phi('AGE', forms.age(n));
  n.t(agePhrase ? ' yrs old' : '');
  n.t(`, brought by EMS from home. Hx of ${n.pick(POOLS.dx)}. GCS 14 -> 15. APGAR n/a.\n`);
  vitals(n);
  n.t('Contact: son ');
  n.phi('PERSON', forms.person(n));
  n.t(', ph. ');
  n.phi('PHONE', forms.phone(n));
  n.t('\nTriage RN: ');
  clinician(n, false);
  n.t('\n');
}

function telephone(n: Note): void {
  n.t('TELEPHONE ENCOUNTER\n');
  n.phi('DATE', forms.date(n));
  n.t(` — call from patient's daughter `);
  n.phi('PERSON', forms.person(n));
  n.t(` re: refill of ${n.pick(POOLS.drug)}. Last seen `);
  n.phi('DATE', forms.date(n));
  n.t('. Pharmacy fax no. ');
  n.phi('FAX', forms.phone(n));
  n.t(`. Callback number `);
  n.phi('PHONE', forms.phone(n));
  n.t('. Subscriber #: ');
  n.phi('HEALTH_PLAN', forms.plan(n));
  n.t(`. Plan: continue, recheck BMP in 1 week (K 4.4, Cr 1.0 on `);
  n.phi('DATE', forms.shortDate(n));
  n.t(').\n-- ');
  clinician(n);
  n.t('\n');
}

function operative(n: Note): void {
  n.t('OPERATIVE REPORT\nDate of surgery: ');
  n.phi('DATE', forms.date(n));
  n.t('\nMedical Record No: ');
  n.phi('MRN', forms.mrn(n)[1]);
  n.t('\nSurgeon: ');
  clinician(n);
  n.t('\nPreoperative diagnosis: symptomatic bradycardia, sick sinus syndrome.\n');
  // The maker named with its product is labelled an organization, as the hand-written sets label "Implant: Stryker
  // Triathlon" and as latch-2 finds it (phi-orgs-known-accept.ts); the model name and the serial say the device.
  n.t('Procedure: dual-chamber pacemaker implantation. Device: ');
  n.phi('ORGANIZATION', 'Medtronic');
  n.t(' Azure, Serial No. ');
  n.phi('DEVICE_ID', forms.serial(n));
  n.t('; UDI ');
  n.phi('DEVICE_ID', forms.udi(n));
  n.t('.\nEBL 20 mL. Fluoroscopy 3.2 min. Lead impedance 520 ohms, threshold 0.7 V at 0.4 ms.\n');
  n.t('Patient tolerated the procedure well and was transferred to PACU at 11:45.\n');
  labs(n);
}

function socialWork(n: Note): void {
  n.t('SOCIAL WORK NOTE\n');
  n.phi('DATE', forms.date(n));
  n.t(`\nMet with patient and wife `);
  n.phi('PERSON', forms.person(n));
  n.t(' regarding discharge planning. Patient drove himself; vehicle (VIN ');
  n.phi('VIN', forms.vin(n));
  n.t(n.pick([', tag # ', ', plate no. ']));
  n.phi('LICENSE_PLATE', forms.plate(n));
  n.t(') to be picked up by family. Patient portal: ');
  n.phi('URL', forms.url(n));
  n.t(`. Email `);
  n.phi('EMAIL', forms.email(n));
  n.t('. Billing acct ');
  n.phi('ACCOUNT', forms.account(n));
  n.t(`. Dx: ${n.pick(POOLS.dx)}, ${n.pick(POOLS.dx)}.\n`);
  meds(n);
  n.t('Prescriber: ');
  clinician(n);
  n.t(', DEA ');
  n.phi('DEA', forms.dea(n));
  n.t(', Lic. # ');
  n.phi('LICENSE', forms.license(n));
  n.t('\n');
}

export const HELD_OUT: Readonly<Record<string, Family>> = { edTriage, telephone, operative, socialWork };
