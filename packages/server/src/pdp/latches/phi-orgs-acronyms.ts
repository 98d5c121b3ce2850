/**
 * ORGANIZATION: an acronym in a place only an organization takes (ADR 0083): "brought by SAPS", "enrolled with
 * Hygeia HMO under NHIS", "Referred to AIC", "ACC claim lodged", "OHIP covered", "DVLA advised", "booked w/ MTM",
 * "transport (AMR) no-show". Clinical writing is full of acronyms in the same places ("referred to ENT", "via
 * PICC", "PT advised"), so an acronym counts only when it is in no clinical list (CLINICAL below, the medical
 * words, the credentials, US state codes, English words): a word list to keep, the price of this rule.
 */
import { CREDENTIALS, isEnglish, MEDICAL, US_STATES } from './phi-lexicon.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** Clinical and administrative acronyms of notes: services, units, tests, procedures, devices, conditions, routes. */
const CLINICAL = new Set(
  `ed er ae icu micu sicu nicu picu cicu ccu cvicu tsicu neuroicu hdu pacu or ir cath ot pt slp sw cm ent gi id ob gyn
  obgyn pmr psych neuro onc heme cards renal pulm derm ortho uro gu ophtho optho peds med surg snf ltach irf alf ltc
  hh vna pcp osh ems ama dnr dni dnar polst molst hcp poa cbc bmp cmp lft lfts tsh inr pt ptt aptt abg vbg bnp ua
  ucx bcx crp esr hba1c a1c ldl hdl tg egfr gfr bun cr ast alt alp ggt ldh ck ckmb psa cea afp hcg hiv hcv hbv hsv
  cmv ebv rsv covid mrsa vre cdiff tb ppd igra ct cta mri mra pet us tte tee ekg ecg eeg emg ncs echo cxr kub dexa
  egd ercp eus pci ptca cabg tavr savr avr mvr icd aicd ppm crt crtd lvad ecmo iabp cpap bipap niv hfnc ett ngt ogt
  peg picc cvc port ij ivc svc iv io im sc sq sl po pr ng npo prn bid tid qid qhs qd qod hs ac pc stat asap adl
  adls iadl fim gcs nihss mmse moca phq gad cows ciwa rass cam bmi bp hr rr spo2 sbp dbp map cvp jvp pmh psh fh sh
  hpi ros ap mdm cc hx dx tx rx sx fx px chf hfref hfpef cad copd ckd esrd aki dm htn hld osa cva tia dvt pe uti
  uri cap hap vap sirs aki afib af avnrt svt vt vf mi nstemi stemi acs gerd ibd ibs pud ugib lgib sbo ards ards
  dka hhs ptsd adhd ocd bpd mdd gad asd cp sob doe pnd loc nv abd rlq ruq llq luq cvat eomi perrla nkda nka wnl
  ntd nad rrr ctab hsm jvd le ue rue lue rle lle bka aka orif tka tha thr tkr acl mcl pcl ssri snri tca maoi nsaid
  nsaids ppi acei arb ccb doac lmwh ufh tpa tnk ivig prbc ffp rbc wbc plt hgb hct mcv rdw anc ast abx dme wc
  mva mvc gsw bls acls pals atls cpr rosc ekos nas nrs vas iop va od os ou nhs hmo ppo pos epo fsa hsa emr ehr
  phi hipaa cms omb drg cpt icd10 snomed loinc npi dea ssn mrn dob dod los eta ama lwbs lama dama irb crf ae sae
  fda cdc nih who aha ada acog aap uspstf nice sign esc ats idsa asco nccn ash ahrq jc tjc gp og mfm rei ipss lisa
  cadd pca wic snap tanf ssi ssdi ceo cfo cto coo cmo cno hr it qa qi pr camhs iapt eip crhtt crt hth mash cmht
  cmhs amhs cpn mdt idt dn hv ahp aps cps act acts cts iop php ptp sud aod mat otp ssp nep ict ccm tcm chw
  lac ssd sen senco ehcp pacs ris lis cpoe edw crm erp sso mfa vpn sftp fhir`.split(/\s+/),
);
/** Whether a word in capitals is an acronym of clinical or administrative writing ("EHR", "ICU"), no organization's. */
export const clinicalAcronym = (lc: string) => CLINICAL.has(lc);

/** Words before an acronym that make it a payer, an agency or a service: "brought by", "enrolled with", "under". */
const BEFORE =
  /(?:^|[^\p{L}])(?:brought[ \t]+(?:in[ \t]+)?by|enrol(?:l?ed)?[ \t]+(?:in|with)|registered[ \t]+with|covered[ \t]+(?:by|under)|insured[ \t]+(?:by|with)|member[ \t]+of|reported[ \t]+to|report[ \t]+to|funded[ \t]+by|under|through|notif(?:y|ied)|referral[ \t]+to|referred[ \t]+to|booked[ \t]+(?:w\/|with)|transport(?:ed)?[ \t]+(?:by|via|with)|(?:hosted|accredited|approved|licensed|certified|regulated|sponsored|organi[sz]ed|issued|audited|inspected)[ \t]+by|(?:filing|filed|submission|submitted|registration|application|partnership|partnered|contract|agreement)[ \t]+with)[ \t]+(?:the[ \t]+)?$/iu;
/**
 * An organization's word right before a bracket, which the acronym then abbreviates: "Poison centre (DPIC)",
 * "National Medical Products Agency (NMPA)" (ADR 0103). Lower case too: a note writes the kind, then the name's letters.
 */
const NAMED_BEFORE =
  /(?:^|[^\p{L}])(?:cent(?:re|er)|agency|authority|institute|service|council|commission|board|bureau|administration|ministry|department|association|society|foundation|fund|network|office|programme|program|registry|regulator|insurer|fund)[ \t]*\($/iu;

/** Words after an acronym that make it one: "ACC claim", "OHIP covered", "DVLA advised". */
const AFTER =
  /^[ \t]+(?:claims?|card|scheme|covered|coverage|cover|advised|notification|guidance|registration|van|paratransit|retrieval|billing|benefits?|membership|approval|funding|hotline|helpline|website|portal|no-show|trip|medic|ambulance|send|invites|said|says|credit[ \t]+card|account|savings)(?![\p{L}])/iu;
export function findAcronymOrgs(text: string, toks: readonly Tok[], out: Hit[]): void {
  let people: Map<number, Hit[]> | undefined;
  // The tokenizer's words in capitals: no scan of its own over the text.
  for (const t of toks) {
    const n = t.end - t.start;
    if (!t.upper || n > 6 || !/^[A-Z]+$/.test(text.slice(t.start, t.end))) continue;
    // "AT&T", "CT-guided", "5-FU": a joined word is a name the lists keep or a clinical term.
    const prev = text.charCodeAt(t.start - 1);
    const next = text.charCodeAt(t.end);
    if (prev === 38 || prev === 45 || prev === 46 || next === 38 || next === 45) continue;
    work.steps++;
    const lc = t.lc;
    if (CLINICAL.has(lc) || MEDICAL.has(lc) || CREDENTIALS.has(lc) || US_STATES.has(lc)) continue;
    const { start, end } = t;
    // "transport (AMR) no-show": a bracket around it leaves the words outside it to say what it is.
    const open = prev === 40 ? 1 : 0;
    const close = next === 41 ? 1 : 0;
    const before = text.slice(Math.max(0, start - open - 36), start - open);
    const after = text.slice(end + close, end + close + 24);
    // An English word in capitals ("SAPS", "ALONE") only after a cue: before a noun it is as often a heading's word.
    const named = open === 1 && close === 1 && NAMED_BEFORE.test(text.slice(Math.max(0, start - 16), start));
    if (!BEFORE.test(before) && !named && !(!isEnglish(lc) && AFTER.test(after))) continue;
    out.push({ type: 'ORGANIZATION', start, end, rank: RANK });
    // "hosted by JETRO", "registered with CDSCO": a weak person cue ("by", "with") read the acronym as a surname;
    // in an organization's place it is none (ADR 0103).
    people ??= personAt(out);
    for (const h of people.get(start) ?? []) if (h.end === end) h.type = 'ORGANIZATION';
  }
}

/** The people found, by start (read once, only when an acronym is taken). */
function personAt(out: Hit[]): Map<number, Hit[]> {
  const m = new Map<number, Hit[]>();
  for (const h of out) if (h.type === 'PERSON') m.set(h.start, [...(m.get(h.start) ?? []), h]);
  return m;
}
