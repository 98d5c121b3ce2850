/**
 * Organizations named after a label or a role word (ADR 0088), in English and the languages of the data: the value of
 * a form's field that holds an organization ("PHO: ProCare", "TPA: Sedgwick", "Empresa: Natura &Co", "Νοσοκομείο:
 * Ευαγγελισμός", "Nơi làm việc: Bệnh viện Bạch Mai", "Referred from: Site B Community Health Centre"), also after a
 * sentence's end, a bracket or two spaces (phi-field-labels.ts reads only labels opening a line, and takes any value),
 * and the role words that stand right before a name without a colon ("Employer Transnet sick note", "employer Keppel
 * Offshore & Marine", "pojišťovna VZP", "Krankenkasse (TK)", "EAP referral (ComPsych)").
 * The value must be able to be an organization's name (orgLike: no title, place, department, medical or only-English
 * phrase; one word of the name lists only when it is a known organization: "Provider: Esposito" is a person).
 * A look at the 48 characters before each colon, and a sticky regex at each role word the tokenizer saw; linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isCommon, isEnglish, isName, MEDICAL } from './phi-lexicon.js';
import { cued, eachCue, ROLE_CUES, starts } from './phi-orgs-cues.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { orgLike, phraseAt } from './phi-orgs-phrase.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Payers' labels of more languages (ADR 0103): Swiss, Turkish, Bulgarian, Romanian, Dutch, Spanish, Hebrew and
 * Polish health insurers ("Krankenversicherer: CSS Versicherung", "Sigorta: SGK", "Здравна каса: НЗОК").
 */
const MORE_PAYERS = `krankenversicherer|sigorta|здравна каса|casa de asigurări|casa de asigurari|ziekenfonds|mutua|
  קופת חולים|kasa chorych|zdravotna poistovna|zdravotná poisťovňa|egészségbiztosító|страховая компания|страховик`;

/**
 * Suppliers' and contractors' labels of English and the languages of the data (ADR 0111): a tender's or a contract's
 * "supplier:", "vendor:", "wholesaler:", "proveedor:", "Lieferant:", "Dienstleister:", "grossiste :", "fournisseur :",
 * "fornitore:", "fornecedor:", "dostawca:", "leverantör:", "leverandør:", "leverancier:". Their value is a firm.
 */
const SUPPLIERS = `supplier|vendor|wholesaler|distributor|contractor|subcontractor|service provider|proveedor|proveedora|
  distribuidor|distribuidora|lieferant|dienstleister|auftragnehmer|grossiste|fournisseur|prestataire|répartiteur|
  fornitore|aggiudicatario|distributore|fornecedor|prestador|dostawca|wykonawca|hurtownia|leverantör|leverandør|
  leverandor|leverancier|toimittaja`;

/**
 * Labels whose value is an organization: payers, schemes, administrators, review boards, the places of care, work,
 * school and burial, in English and in the languages of the data. Not "provider", "GP", "sponsor" or "plan": their
 * value is as often a person or a heading.
 */
const LABELS = `employer|employer name|current employer|insurer|insurance|insurance company|health insurer|health plan|
  health fund|medical aid|medical scheme|payer|payor|carrier|tpa|eap|pho|hmo|pbm|mco|ipa|aco|irb|ethics committee|
  cro|lab|laboratory|reference lab|pharmacy|dispensing pharmacy|nominated pharmacy|practice|gp practice|
  gp surgery|care home|nursing home|residential home|aged care facility|facility|hospital|referring hospital|
  receiving hospital|clinic|clinic name|health centre|health center|church|shelter|referred from|referring facility|transferred from|hospice|school|nursery|daycare|day care|
  preschool|kindergarten|college|university|workplace|place of work|company|organisation|organization|agency|
  funeral home|funeral director|funeral directors|dme|home health|home care agency|ambulance|ambulance service|bank|
  centro de salud|centro de saúde|centre de santé|empresa|empregador|empleador|entidad|aseguradora|seguro|seguradora|plano de saúde|plano de saude|convênio|convenio|
  operadora|eps|ips|arl|obra social|prepaga|isapre|cobertura|mutuelle|complémentaire|complementaire|caisse|employeur|
  entreprise|société|banque|banco|hôpital|hopital|clínica|clinica|clinique|établissement|etablissement|krankenkasse|
  krankenversicherung|versicherung|arbeitgeber|klinik|krankenhaus|assicurazione|datore di lavoro|azienda|ospedale|
  struttura|zorgverzekeraar|verzekeraar|werkgever|ziekenhuis|pojišťovna|zdravotní pojišťovna|zaměstnavatel|nemocnice|
  ubezpieczyciel|pracodawca|szpital|νοσοκομείο|κλινική|εργοδότης|ασφάλεια|ασφαλιστικός φορέας|nơi làm việc|
  bệnh viện|công ty|bảo hiểm|perusahaan|tempat kerja|asuransi|rumah sakit|majikan|syarikat|työnantaja|
  vakuutusyhtiö|sairaala|arbetsgivare|försäkringsbolag|sjukhus|arbejdsgiver|arbeidsgiver|forsikring|
  ${MORE_PAYERS}|courier|transportadora|transportista|establecimiento|faskes|heilsugæsla|heilsugæslustöð|apotek|
  apotheek|apteka|farmacia|farmácia|pharmacie|apotheke|φαρμακείο|аптека|больница|болница|лікарня|${SUPPLIERS}|
  stazione appaltante|ente appaltante|amministrazione aggiudicatrice|einrichtung|träger|pflegedienst|
  assistenza domiciliare|atención domiciliaria|soins à domicile|thuiszorg|hjemmepleje|hemtjänst|logiciel|software|
  laboratorio|laboratório|laboratoire|labor|poradnia|przychodnia|placówka|vårdgivare|zorgaanbieder`
  .split('|')
  .map((l) => l.trim());
/** The labels, for a look-up of the words before a colon (lower case, one space between words). */
const LABEL_SET = new Set(LABELS);
/**
 * Labels' last words that keep their slot after a qualifier (ADR 0111): "Incumbent supplier:", "Specialty pharmacy:",
 * "Outpt pharmacy:", "Dotychczasowy dostawca:", "Previous employer:", "Reference lab:". One or two words before them.
 */
const HEAD_LABELS = new Set(
  `${SUPPLIERS}|pharmacy|lab|laboratory|employer|insurer|school|courier|hospital|facility|farmacia|apotek|apotheke`
    .split('|')
    .map((l) => l.trim()),
);
/**
 * Whether `label` is one of the labels, or one qualifier word before a head label: the head written in lower case
 * ("Outpt pharmacy:") or the qualifier an English word ("Preferred Pharmacy:"); "CareWell Pharmacy:" is a sender.
 */
function isLabel(label: string, raw: string): boolean {
  if (LABEL_SET.has(label)) return true;
  const ws = label.split(' ');
  if (ws.length !== 2 || !HEAD_LABELS.has(ws[1]!)) return false;
  return /[ \t]\p{Ll}/u.test(raw) || isEnglish(ws[0]!);
}
/**
 * Labels of a payer or an employer: their value is never a person, a test or an order, so an acronym ("Mutuelle :
 * CNOPS", "employer ADNOC") or one word of the name lists ("EPS: Sura", "Isapre: Colmena") is the organization there.
 * Not "lab", "pharmacy", "insurance" or "hospital" ("Lab: CBC", "Insurance: PPO", "Hospital: Day 3").
 */
const PAYERS = new Set(
  `employer|employer name|current employer|insurer|health insurer|health fund|medical aid|medical scheme|payer|payor|
  tpa|pho|pbm|mco|eps|arl|obra social|prepaga|isapre|mutuelle|complémentaire|complementaire|aseguradora|seguradora|
  operadora|krankenkasse|krankenversicherung|zorgverzekeraar|verzekeraar|pojišťovna|zdravotní pojišťovna|
  ubezpieczyciel|empresa|empregador|empleador|employeur|arbeitgeber|werkgever|zaměstnavatel|pracodawca|εργοδότης|
  nơi làm việc|perusahaan|tempat kerja|majikan|syarikat|työnantaja|vakuutusyhtiö|arbetsgivare|försäkringsbolag|
  arbejdsgiver|arbeidsgiver|${MORE_PAYERS}`
    .split('|')
    .map((l) => l.trim()),
);
/**
 * The label before the colon at `k`: the letters and single spaces back to what opens a field (a line's start, a tab,
 * "|", ";", a bracket, a sentence's end, a dash or two spaces), lower-cased with one space between words, or null.
 * Read backwards by character, at most 40 of them.
 */
function labelBefore(text: string, k: number): string | null {
  let e = k;
  while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
  let p = e;
  for (; p > 0 && e - p < 40; p--) {
    const c = text[p - 1]!;
    // Two blanks open the field ("Member: Tomasz  Group: Kroger"); one is a space inside the label.
    if (c === ' ' ? text[p - 2] === ' ' || text[p - 2] === '\t' : !LETTER.test(c)) break;
  }
  if (e - p >= 40) return null;
  const label = text.slice(p, e).trim();
  if (label === '') return null;
  const spaced = text[p] === ' ';
  const breaker = p === 0 ? '\n' : text[p - 1]!;
  // ("; Isapre: Colmena", "| EPS: Sura": a field's separator, then a space.)
  const opens = '\n\t|;('.includes(breaker) || (spaced && '.!?–— '.includes(breaker));
  return opens ? label.toLowerCase().replace(/[ \t]+/g, ' ') : null;
}
const LETTER = /\p{L}/u;
/** The blanks after the colon, then the value's first character: a capital or a digit. */
const VALUE_AFTER = /[ \t]*(?=[\p{Lu}\d])/uy;

/**
 * Role words that name the organization right after them without a colon, or after "is" ("her employer is Vantrel"):
 * "Employer Transnet sick note", "MC given
 * for employer Keppel Offshore & Marine", "pojišťovna VZP", "Krankenkasse (TK)", "EAP referral (ComPsych)". In
 * brackets a noun of the service may stand between (referral, provider, plan, programme).
 */
const ROLE =
  /(employer|insurer|carrier|tpa|eap|pho|hmo|krankenkasse|pojišťovna|mutuelle|zorgverzekeraar)(?:[ \t]+(?:referral|provider|plan|program|programme|services?|cover|coverage))?(?:[ \t]+(?:is|was))?[ \t]+(\(?)(?=[\p{Lu}])/iuy;
/** Only texts holding one of the role words' stems are searched (plain look-ups: no regex pass over the others). */
const ROLE_STEMS = [
  'mploy',
  'MPLOY',
  'nsurer',
  'NSURER',
  'arrier',
  'TPA',
  'tpa',
  'EAP',
  'PHO',
  'HMO',
  'rankenkasse',
  'ojišťovna',
  'utuelle',
  'erzekeraar',
];

/** Whether the name `p` at `start` stands as an organization after a label: orgLike, and one name-list word only known. */
function nameAfter(text: string, start: number, p: string, payer = false): boolean {
  const ws = p.split(/[ \t]+/);
  const lc = p.toLowerCase();
  // After a payer's label one word in capitals or of the name lists is the payer unless it is an English word
  // ("Employer: NONE", "Mutuelle : N/A").
  const lone = payer && ws.length === 1 && /^\p{Lu}[\p{L}\d]+$/u.test(p) && !isEnglish(lc) && !isCommon(lc);
  if (!lone && !orgLike(p, true)) return false;
  // "Provider: Esposito, Gianluca", "Practice: Dr Smith": a person's name is no practice's.
  if (!lone && ws.length === 1 && isName(lc) && !isKnownOrg(p)) return false;
  // "Lab: CBC", "Pharmacy: PRN": an acronym alone there is a test or an order unless the organization is known.
  if (!lone && ws.length === 1 && /^[\p{Lu}\d]+$/u.test(p) && !isKnownOrg(p)) return false;
  // "Hospital: Day 3", "Facility: Level 2": a word and a number are no name.
  if (ws.length === 2 && /^\d+$/.test(ws[1]!)) return false;
  return !MEDICAL.has(ws[0]!.toLowerCase()) && text.charCodeAt(start + p.length) !== 58;
}

/** Vietnamese names open with a lower-case head ("Bệnh viện Bạch Mai", "Công ty TNHH Minh Long"): the head and its words. */
const VIET_HEAD =
  /^(?:Bệnh[ \t]+viện|Công[ \t]+ty|Phòng[ \t]+khám|Trung[ \t]+tâm|Trường|Ngân[ \t]+hàng)(?:[ \t]+[\p{Lu}][\p{L}\p{M}]*){1,5}/u;

function take(text: string, start: number, out: Hit[], payer = false): void {
  const viet = VIET_HEAD.exec(text.slice(start, start + 80));
  if (viet !== null) {
    out.push({ type: 'ORGANIZATION', start, end: start + viet[0].length, rank: PLACE_RANK.org + 1 });
    return;
  }
  const p = phraseAt(text, start);
  if (p !== null && nameAfter(text, start, p, payer))
    out.push({ type: 'ORGANIZATION', start, end: start + p.length, rank: PLACE_RANK.org + 1 });
}

/** "His employer is Maria Lopez": after "is" two to four words of the name lists are a person who employs. */
function personAfter(text: string, start: number): boolean {
  const p = phraseAt(text, start);
  if (p === null || isKnownOrg(p)) return false;
  const ws = p.toLowerCase().split(/[ \t]+/);
  return ws.length >= 2 && ws.length <= 4 && ws.every((w) => isName(w));
}

export function findLabelledOrgs(text: string, out: Hit[], cues?: Cues): void {
  // Each colon: the label before it (at most 48 characters back), the value after it.
  for (const colon of [':', '：'])
    for (let k = text.indexOf(colon); k >= 0; k = text.indexOf(colon, k + 1)) {
      const label = labelBefore(text, k);
      if (label === null || !isLabel(label, text.slice(Math.max(0, k - label.length - 2), k))) continue;
      work.steps++;
      VALUE_AFTER.lastIndex = k + 1;
      if (VALUE_AFTER.test(text)) take(text, VALUE_AFTER.lastIndex, out, PAYERS.has(label));
    }
  if (!cued(text, cues, ROLE_CUES, ROLE_STEMS)) return;
  const at = (k: number) => {
    ROLE.lastIndex = k;
    const m = ROLE.exec(text);
    if (m === null) return;
    work.steps++;
    const start = k + m[0].length;
    // In brackets the name fills them ("Krankenkasse (TK)"); otherwise it is the capitalized phrase after the word.
    // ("my employer (Target distribution center in Lacey)": a description in brackets is no name.)
    if (m[2] === '(') {
      const p = phraseAt(text, start);
      if (p !== null && text.charCodeAt(start + p.length) === 41 && (isKnownOrg(p) || nameAfter(text, start, p)))
        out.push({ type: 'ORGANIZATION', start, end: start + p.length, rank: PLACE_RANK.org + 1 });
    } else if (!(/[ \t](?:is|was)[ \t]+$/i.test(m[0]) && personAfter(text, start)))
      take(text, start, out, m[1]!.toLowerCase() !== 'eap');
  };
  if (cues !== undefined) eachCue(cues, ROLE_CUES, at);
  else for (const k of starts(ROLE, text)) at(k);
}
