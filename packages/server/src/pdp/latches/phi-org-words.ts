/**
 * Word classes the ORGANIZATION recognizers read (ADR 0052). Every word here is also in ORG_TAILS
 * (phi-lexicon.ts) when it ends a name, so the PERSON recognizer never takes it as part of a name.
 */

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/**
 * Legal forms: a capitalized word before one of these is a company whatever the word is ("Hill
 * Inc.", "Shepherd Ltd.", "3 Round Stones Inc"). Only a company takes them.
 */
export const ORG_LEGAL = set(`inc incorporated llc llp ltd limited corp corporation plc gmbh ag sa nv bv oy ab asa kk
  srl pty co`);
/** Short legal forms that are also other words ("Co" of Colorado, "Sa"): a legal form only in capitals or with a dot. */
export const ORG_LEGAL_SHORT = set(`ag sa nv bv ab asa kk srl pty co`);

/**
 * Business words that name what a company does and rarely stand for a ward or a department of a
 * hospital: any capitalized word before one that is not generic makes a name ("Quest Diagnostics",
 * "Harbor Light Hospice", "Fjordline Logistics"). Clinic, Center, Health or Medical do not do this:
 * "Internal Medicine Clinic" is a department.
 */
export const ORG_STRONG = set(`hospice logistics freight shipping airlines airways telecom communications
  analytics diagnostics biosciences therapeutics pharmaceuticals pharma industries enterprises manufacturing
  consultants consulting holdings ventures capital partners technologies labs laboratories insurance assurance
  mutual bancorp bank trust studios media networks software solutions systems mart textiles steelworks quarries
  foundry forge brewery distillery motors automotive petroleum chemicals plastics metals mining construction
  builders engineering contractors architects properties realty investments securities finance lending mortgage
  dairy foods beverages bakery hotels resorts trucking movers cargo couriers aviation aerospace apparel outfitters
  wholesale distributors publishing publications broadcasting pictures films entertainment robotics dynamics
  innovations ambulance hmo krankenkasse cement charities ministries`);

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
  unit ward floor division section office team chief senior junior deputy head vice principal`);

/**
 * Heads that open a name and take its proper part after them, often through a particle:
 * "Universidad de Antioquia", "Klinikum Rechts der Isar", "Lycée Saint-Exupéry", "Hôpital Lariboisière".
 */
export const ORG_HEADS = set(`universidad universidade université universite universität universitat università
  universiteit uniwersytet klinikum klinik krankenhaus hôpital hopital ospedale clínica clinica ziekenhuis
  lycée lycee collège colegio escuela instituto istituto institut hospital hospice clinic university college
  bank banco banque museum fundación fundacion fondation stiftung iglesia église eglise apotheke farmacia
  pharmacie`);

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
journalist|writer|architect|dentist|hygienist|courier|dispatcher|partner|associate|founder|owner`.replace(/\s+/g, '');
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
