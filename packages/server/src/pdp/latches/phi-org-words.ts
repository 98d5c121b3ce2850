/**
 * Word classes the ORGANIZATION recognizers read (ADR 0052). Every word here is also in ORG_TAILS
 * (phi-lexicon.ts) when it ends a name, so the PERSON recognizer never takes it as part of a name.
 */
import { TRADES } from './phi-lexicon-words.js';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/**
 * Facility nouns of more languages that open a name (ADR 0103): pharmacies, hospitals, clinics and health
 * centres of Dutch, Polish, the Nordic languages, Greek, the Cyrillic languages, Czech, Slovak, Romanian,
 * Portuguese, Indonesian and Vietnamese ("Apotheek De Vliet", "Centrum Medyczne Harmonia", "Puskesmas Depok III",
 * "Φαρμακείο Κωνσταντινίδη", "Bệnh viện Bạch Mai"). Each is a facility's noun, no given name or surname.
 */
/**
 * Facility, business and body nouns of more languages that open a name (ADR 0111): Dutch care groups, home care and
 * physiotherapy ("Zorggroep Oost", "Thuiszorg Lauwersland", "Fysio Centrum"), Nordic foundations, colleges, laundries,
 * care providers and homes ("Stiftelsen Ljus", "Högskolan Dalarna", "Tvätteriet Ystad", "Hjemmeplejen Nord"), German
 * care homes and care services ("Seniorenresidenz Am Park", "Pflegedienst Sonnenschein"), Italian banks, bakeries,
 * cooperatives and associations ("Banca Alpina", "Pasticceria Rossi", "Cooperativa La Quercia", "Azienda Sanitaria
 * Locale"), Spanish and Portuguese bakeries, pharmacy chains, faculties and associations ("Panificadora El Trigal",
 * "Farmacias Guadalupe", "Faculdade de Medicina", "Associação Mineira"), Polish outpatient clinics ("Poradnia
 * Kardiologiczna"). Each is a noun of an institution, no given name or surname.
 */
const MORE_HEADS_TEXT = `zorggroep thuiszorg fysio fysiotherapie fysiotherapiepraktijk stichting huisartsenpraktijk klinikken
  stiftelsen stiftelse högskolan hogskolan tvätteriet vårdgivare omsorgshuset hjemmeplejen sundhedscenter sundhedshus
  seniorenresidenz pflegedienst pasticceria panetteria banca cooperativa associazione
  azienda panificadora panadería farmacias faculdade facultad faculté associação asociación associació fundação
  poradnia`;
/** Those heads: in a heading of capitals they name a department as often ("PORADNIA ZDROWIA PSYCHICZNEGO"). */

export const MORE_HEADS = set(MORE_HEADS_TEXT);
export const WORLD_HEADS = new Set(
  `apotheek apteka apotek apoteket apteekki φαρμακείο νοσοκομείο κλινική ιατρείο больница поликлиника
  аптека клиника лікарня поліклініка болница centrum laboratorium nemocnice nemocnica lékárna lekáreň
  poliklinika spitalul spital policlinica farmácia laboratório policlínica laboratorio laboratoire ambulatorio
  poliambulatorio puskesmas bệnh heilsugæslustöðin heilsugæslan sjúkrahúsið terveyskeskus gyógyszertár
  ${MORE_HEADS_TEXT}`.split(/\s+/),
);

/**
 * Legal forms: a capitalized word before one of these is a company whatever the word is ("Hill
 * Inc.", "Shepherd Ltd.", "3 Round Stones Inc"). Only a company takes them.
 */
export const ORG_LEGAL = set(`inc incorporated llc llp ltd limited corp corporation plc gmbh ag sa nv bv oy ab asa kk
  srl pty co sarl sas pllc`);
/** Short legal forms that are also other words ("Co" of Colorado, "Sa"): a legal form only in capitals or with a dot. */
export const ORG_LEGAL_SHORT = set(`ag sa nv bv ab asa kk srl pty co sas`);

/**
 * Business words that name what a company does and rarely stand for a ward or a department of a
 * hospital: any capitalized word before one that is not generic makes a name ("Quest Diagnostics",
 * "Harbor Light Hospice", "Fjordline Logistics"). Clinic, Center, Health or Medical do not do this:
 * "Internal Medicine Clinic" is a department.
 */
export const ORG_STRONG = set(`hospice logistics freight shipping airlines airways telecom communications
  analytics diagnostics biosciences therapeutics pharmaceuticals pharma industries enterprises manufacturing
  consultants consulting holdings biomed ventures capital partners technologies labs laboratories insurance assurance
  mutual bancorp bank trust studios media networks software solutions systems mart textiles steelworks quarries
  foundry forge brewery distillery motors automotive petroleum chemicals plastics metals mining construction
  builders engineering contractors architects properties realty investments securities finance lending mortgage
  dairy foods beverages bakery hotels resorts trucking movers cargo couriers aviation aerospace apparel outfitters
  wholesale distributors publishing publications broadcasting pictures films entertainment robotics dynamics
  innovations ambulance hmo krankenkasse cement charities ministries hospitals aircraft natatorium farms accounting
  biologics staffing advisory homes forensics polytechnic treuhand robotik brothers bros
  ${TRADES}`);

/**
 * Words of department, specialty and service names ("the Cardiology Clinic", "Wound Care Center",
 * "Emergency Medical Services"): a phrase made only of these and an organization word is no name.
 */
export const ORG_GENERIC = set(`internal medicine family general emergency urgent care surgery surgical cardiology
  cardiac oncology hematology pediatric pediatrics orthopedic orthopedics dermatology neurology psychiatry
  psychiatric psychology radiology imaging women women's womens children children's childrens mental behavioral
  health wound pain sleep diabetes dialysis infusion cancer heart eye vision dental vascular primary
  rehabilitation rehab physical therapy occupational speech outpatient inpatient walk-in transplant trauma burn
  breast fertility memory regional community medical clinical social services service call data help support
  customer business home public county city state national federal main central north south east west
  northern southern eastern western university teaching research nursing student employee patient patients
  billing admissions records pharmacy laboratory lab infectious disease diseases internal geriatric geriatrics
  obstetrics gynecology maternity neonatal intensive critical acute chronic spine joint sports hand foot vein
  kidney liver lung sports travel executive specialty specialist group private new old biomedical financial
  patient's quality safety risk compliance legal human resources room ambient department
  unit ward floor division section office team pre-op preop post-op postop perioperative preoperative chief senior junior deputy head vice principal vp svp evp avp prior outside
  long term long-term skilled subacute sub-acute residential transitional correctional detention
  nuclear interventional palliative addiction integrative functional preventive reproductive adolescent pulmonary
  respiratory genetic genetics lactation nutrition nutritional grief marriage pastoral spiritual crisis cessation
  tobacco smoking weight bariatric plastic reconstructive colorectal thoracic cardiothoracic maternal fetal
  perinatal transfusion tropical forensic endocrine allergy immunology diagnostic cosmetic skin
  ankle knee hip shoulder ear nose throat oral maxillofacial hearing wellness medication anticoagulation stroke
  epilepsy movement headache cognitive developmental adult elder virtual telehealth mobile durable equipment
  assisted skilled ortho neuro peds gen surg heme onc renal pelvic cardio gyn ob uro derm psych pulm gi ent endo
  rheum neph gastro vasc bone marrow brain retina retinal cornea glaucoma cataract wrist elbow facial neck spinal
  behavior dialectical language swallow swallowing voice vestibular lymphedema infant newborn men's mens manual
  aquatic manager administrator coordinator practice donor chest rapid access
  outpatients inpatients reception triage theatre theatres admissions`);

/**
 * Heads that open a name and take its proper part after them, often through a particle:
 * "Universidad de Antioquia", "Klinikum Rechts der Isar", "Lycée Saint-Exupéry", "Hôpital Lariboisière".
 */
export const ORG_HEADS = set(`universidad universidade université universite universität universitat università
  universiteit uniwersytet klinikum klinik krankenhaus hôpital hopital ospedale clínica clinica ziekenhuis
  lycée lycee collège colegio escuela instituto istituto institut hospital hospice clinic university college
  bank banco banque museum fundación fundacion fondation stiftung iglesia église eglise apotheke farmacia
  pharmacie clinique cliniques cabinet hospices ysbyty meddygfa policlinico policlínica sanatorio praxis church cathedral temple synagogue mosque
  centre centro mútua mutua mutuelle mutualité mutualidad vårdcentral vårdcentralen hälsocentral hälsocentralen
  sjukhuset sykehuset sygehuset legesenter legesenteret legekontor lægehus lægehuset szpital szpitala szpitalu
  szpitalem przychodnia przychodni kita
  zentrum ${[...WORLD_HEADS].join(' ')}
  groupe gruppo grupo laboratorios laboratoires laboratori laboratorio laboratório laboratórios ospedaliero
  ospedaliera sanitätshaus misericórdia misericordia wydział résidence residencia residenza`);

/**
 * Public programmes and payers' generic names that stand where an insurer's name would ("Insurance:
 * Medicare"): not identifying, so never an organization.
 */
export const ORG_PROGRAMS = set(`medicare medicaid tricare medi-cal medical champva cobra chip obamacare self-pay
  selfpay none uninsured unknown pending`);

/** Jobs held at an organization: "a product manager at Tidewell", "a pilot for Skyward Air". */
export const JOBS =
  `engineer|developer|programmer|designer|manager|director|consultant|analyst|accountant|cashier|clerk|teacher|
professor|lecturer|researcher|scientist|nurse|physician|pharmacist|technician|therapist|driver|pilot|mechanic|welder|
electrician|plumber|machinist|operator|receptionist|secretary|assistant|intern|volunteer|employee|worker|contractor|
lawyer|attorney|paralegal|banker|trader|broker|agent|representative|rep|salesperson|buyer|executive|officer|
student|cook|chef|waiter|waitress|server|bartender|janitor|custodian|guard|supervisor|foreman|editor|reporter|
journalist|writer|architect|dentist|hygienist|courier|dispatcher|partner|associate|founder|owner|ceo|cfo|cto|coo|cmo|vp|president`.replace(
    /\s+/g,
    '',
  );
export const JOIN_WORDS = new Set(['join', 'joins', 'joined']);
/** Words that stand right before "for", "at", "by", "of"… in CUE_BEFORE and CEO_BEFORE (including the plurals of JOBS). */
export const CUE_HEADS = new Set(
  `work works worked working volunteer volunteers volunteered volunteering intern interns interned interning employed
  employee hired acquired sponsored year years month months decade decades career stint internship off fired go
  dismissed retired resigned customer customers client clients subscriber subscribers ceo cfo cto coo founder
  president chair chairman chairwoman chairperson spokesperson spokesman spokeswoman`
    .split(/\s+/)
    .concat(JOBS.split('|').flatMap((j) => [j, `${j}s`])),
);
/** Words of job titles, which stand on the same line of a contact block ("Chief Medical Officer"). */
export const JOB_WORDS = new Set(
  `manager director officer consultant assistant engineer nurse physician doctor clerk technician specialist
  coordinator administrator analyst president ceo cfo cto coo vp head chief lead supervisor installer scientist
  therapist counselor counsellor secretary executive associate partner attorney agent representative
  ${JOBS.replace(/\|/g, ' ')} senior junior principal sales buying purchasing marketing`.split(/\s+/),
);

/**
 * Specialty and service words that end a practice's name ("Onslow Family Medicine", "Green Mountain
 * Endodontics", "Summit Orthopedic Supply") but also a department's ("Family Medicine", "Pediatric
 * Neurology"): a name only after a proper word, or in an organization slot after two capitalized
 * words one of which is no department word (ADR 0063). Not in ORG_TAILS: "Medicine Hat" is a town.
 */
export const ORG_SERVICE = set(`medicine neurology cardiology oncology urology gastroenterology endocrinology
  rheumatology nephrology pulmonology ophthalmology optometry podiatry dentistry dental endodontics orthodontics
  periodontics prosthodontics audiology chiropractic midwifery counseling counselling psychiatry psychology
  radiology imaging surgery physiotherapy therapy therapies rehabilitation wellness eyecare orthopaedics
  neurosurgery obstetrics gynecology hearing supply supplies living evaluators specialists physicians surgeons
  providers dentists doctors med saúde salud santé sanità gesundheit practice
  rehab physio polyclinic superclinic interpreting interpreters translation studio transit paratransit pulmonary
  pathology dermatopathology`);

/**
 * Words of departments, services and posts ("Legal", "Quality", "Colorectal", "Director", "Service"): after a
 * signer's name and a comma, or alone before an organization's word, they name no one (ADR 0090).
 */
export const DEPARTMENT_WORDS: ReadonlySet<string> = new Set([...ORG_GENERIC, ...ORG_SERVICE, ...JOB_WORDS]);
/** Short and adjectival specialty words that close a practice's name after a town ("Lakeshore Ortho", "Brookhaven Behavioral"). */
const SPECIALTY_SHORT = set(`ortho behavioral behavioural peds neuro cardio derm psych rehab onc uro gyn ent pulm gi`);
/** Whether a word after a town makes a practice of it, not a longer town: a department's or a specialty's word. */
export const practiceWord = (lc: string) => DEPARTMENT_WORDS.has(lc) || SPECIALTY_SHORT.has(lc);

/**
 * Words that end a service's name only after a given word (the 13 characters before them): "Apex Home
 * Infusion", "Baptiste Injury Law", "Fresno Rescue Mission" ("Sharia Law", "Space Mission" and a bare
 * "Mission Hospital" keep their other readings).
 */
export const PAIRED_TAILS = new Map<string, RegExp>([
  ['infusion', /\bhome[ \t]+$/i],
  ['nursing', /\bhome[ \t]+$/i],
  ['law', /\b(?:injury|elder|family|immigration|employment|estate|disability|criminal|trial|accident)[ \t]+$/i],
  ['mission', /\b(?:rescue|gospel)[ \t]+$/i],
  // "Magnolia Senior Apartments", "Bolton Community Nursing Team" ("Sunrise Apartments" is an address's block).
  ['apartments', /\bsenior[ \t]+$/i],
  ['team', /\bnursing[ \t]+$/i],
  // "Coastal Skin & Laser", "Piedmont Pulmonary & Sleep": a practice of two services joined by "&" ("CO2 Laser" is
  // a device, "Sleep" a word), and "Chesapeake OB/GYN", a practice named by its specialty's acronym.
  ['laser', /&[ \t]+$/],
  ['sleep', /&[ \t]+$/],
  ['spine', /&[ \t]+$/],
  ['vein', /&[ \t]+$/],
  // "Gulf Coast Heart & Vascular": a cardiology practice's two organs ("Heart & Vascular" alone stays a service).
  ['vascular', /\bheart[ \t]+&[ \t]+$/i],
  ['gyn', /\bOB\/$/],
  // "Elderwood House Calls": a practice of home visits.
  ['calls', /\bhouse[ \t]+$/i],
  // "Petrosyan Auto Body": a body shop.
  ['body', /\bauto[ \t]+$/i],
  // "Lowcountry Pain Management": a pain practice ("Pain Management" alone is the service).
  ['management', /\bpain[ \t]+$/i],
]);

/**
 * Words that name facilities and practices after a landscape, a virtue or a hope ("Pathways Recovery
 * Center", "Summit Primary Care", "Oasis Counseling", "Harmony Home Health"): English words, but before a
 * word such as Center, Care or Counseling they name one place, not a kind of service. Only capitalized,
 * only before such a tail (ADR 0068); opening a sentence alone before it, the pair still needs more.
 */
export const FACILITY_NAMES = set(`summit oasis pathways pathway crossroads wellspring harmony serenity tranquility
  horizon horizons beacon lighthouse compass cornerstone keystone landmark pinnacle apex vista meadow meadows
  meadowbrook brookdale brookside brook creekside creek ridge ridgeview ridgeway valley lakeside lakeview riverside
  riverview riverbend bayside bayview seaside oceanview parkside parkview hillside hillcrest woodland woodlands
  woodside westside eastside northside southside cedar cedars oak oaks oakwood pine pines pinecrest pinewood willow
  willows maple magnolia evergreen aspen sequoia redwood cypress laurel birch orchard orchards prairie canyon mesa
  alpine coastal harbor harbour heritage pioneer frontier phoenix
  unity trinity sacred covenant providence samaritan bethany bethesda shalom renewal sunrise sunset
  sunshine rainbow pinnacle vitality zenith crest northstar polaris cascade cascades
  tidewater sierra heartland bluegrass lifespring lifeline lifepoint lifestream springs emerald
  stonebridge stonecrest highland highlands lowcountry piedmont tidewater gateway haven harborview
  crossway bridges bridgeway brightview brighton clearview fairview goodwill greenbrier
  royal queens queen's kings king's princess`);

/**
 * Words of a body of members ("Children's Home Society", "Lutheran Metropolitan Ministry", "Birth
 * Roots Collective"): no department is so named, so one word that is no department word before it, or
 * any two capitalized words, make a name.
 */
export const ORG_ASSOCIATION = set(`society association foundation federation alliance coalition collective
  cooperative co-op league guild ministry fellowship congregation auxiliary`);

/**
 * Public bodies named after their place ("Albuquerque Police Department", "Liverpool City Council",
 * "Idaho Bureau of Laboratories", "Maricopa County Adult Probation"): a name only after a town, a
 * county, a state or a word in no English list, never a person's name ("Fire Department" stays).
 * "Court" and "District" are also streets and areas, so they also need a word of a court or a
 * district in the phrase (COURT_WORDS).
 */
export const ORG_CIVIC = set(`council bureau commission authority board department division police sheriff probation
  parole court district tribunal`);
export const COURT_WORDS = set(`county city municipal superior supreme circuit juvenile family probate pleas appeals
  magistrate federal district drug housing traffic claims criminal civil school fire protection water sanitation
  transit library park parks utility irrigation unified independent consolidated health hospital`);

/** Shops and places to eat or stay ("Smitty's Diner", "Paws Inn"): any word that is no department word before them. */
export const ORG_SHOPS = set(`diner inn cafe café grill tavern pizzeria restaurant motel hostel salon kennel kennels
  deli pub bistro kitchen cantina steakhouse barbershop boutique supermarket grocery grocers daycare preschool kindergarten`);

/**
 * Church denominations and short school names ("First Baptist", "Riverside High"): a name only after a
 * name or town word and in an organization slot ("a deacon at First Baptist"); "Southern Baptist"
 * (a generic word) and "Religion: Baptist" stay.
 */
export const ORG_SLOTTED = set(`baptist methodist presbyterian lutheran episcopal pentecostal congregational high
  private regional`);

/** "and" in the other languages whose firms are named "A, B and C" or "A and B" (ADR 0071). */
export const FOREIGN_AND = 'und|og|och|en|et|és|ja|e|y|i|a|и|και';

// Word classes of phi-orgs.ts (moved here unchanged).
/** Words after an organization word that make the phrase a job title ("Chief Medical Officer"). */
export const TITLE_AFTER = new Set([
  'officer',
  'officers',
  'director',
  'directors',
  'manager',
  'president',
  'coordinator',
  'administrator',
  // "The Fulton County District Attorney": an office held by a person.
  'attorney',
  'attorneys',
  // "Valley Fever Care Plan", "Golden Hour Care bundle": a document or a protocol of the service.
  'plan',
  'plans',
  'bundle',
  'manual',
  'protocol',
  'pathway',
  'guideline',
  'guidelines',
  'policy',
  'note',
  'notes',
  'record',
  'records',
  'form',
  'package',
  'dashboard',
]);
/** Words that make the capitalized word before them a place: "Summit County", "Orleans Parish". */
export const AREA_WORDS = new Set(['county', 'parish', 'township', 'borough']);

/**
 * Function words that open a sentence capitalized and never open a name: "Per the …", "At …". Not
 * "The", which opens many names ("The Vanguard Group"). Then the verbs a note opens a sentence with before
 * an organization and that no name holds ("Attends Little Acorns Daycare", "Notify Minnesota Department of
 * Health", "Plays for Clifton Netball Club"); not "Works", "Call", "Contact", "Care" ("Public Works",
 * "Contact Lens Clinic"). Turkish "Hasta" (the patient) opens a note's sentence before the hospital's name.
 */
export const LEADING = new Set(
  `a an per at in on by to from with for of and or as if his her their our my your this that its
  attends attended notify notified plays played referred faxed emailed phoned discussed spoke transferred
  admitted consulted informed alerted paged requested booked arranged visited volunteers volunteered reviewed
  dear also recommend recommended contacted signed please thanks thank hi hello attn hasta hastamız hastanın`.split(
    /\s+/,
  ),
);

/**
 * Words right after a name that make it a business: a weak known name ("the Mint office", "Target stock") or
 * one typed in lower case ("the lowes job", "cancelled my anytime fitness membership"); a software vendor's by its
 * product's words ("your Epic instance", "Epic charting", "the Epic system").
 */
export const BUSINESS_NOUNS = set(`office offices store stores shop stock shares app website headquarters hq employees
  staff ceo cfo account card customers branch plant warehouse job jobs pharmacy parking carpark deli bakery billing
  membership counter checkout rep reps representative representatives adjuster hotline helpline portal
  instance instances charting build login rollout upgrade outage downtime interface integration migration
  implementation system systems ehr emr`);

/**
 * Capitalized words after a known name that make it the firm's desk ("Aetna Appeals Unit", "Humana Clinical
 * Intake", "Target Distribution Center"), or its product's ("Epic Beaker", "Epic MyChart"): the name is the organization wherever it stands, a line's head too.
 */
export const KNOWN_DESKS = set(`appeals claims intake grievances grievance member members provider providers customer
  clinical pharmacy utilization billing benefits enrollment eligibility specialty distribution corporate headquarters
  mychart hyperspace beaker haiku rover cadence willow cupid radiant optime stork tapestry cogito clarity caboodle`);
