/**
 * The short word lists of the name, place and organization recognizers, written here by hand
 * (ADR 0038): titles, credentials, person and place cues, organization tails, street words, US
 * states and countries. phi-lexicon.ts re-exports them beside the large gazetteers.
 */
import { COUNTRY_ENDONYMS } from './phi-regions-world.js';

/** A set of the words of a list written one after another. */
export const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Titles before a name; the title itself is not part of the finding (Presidio labels it TITLE). */
export const TITLES = set(`mr mrs ms miss mx dr drs prof professor sir dame madam madame mme mlle herr frau sr sra
  srta rev fr sister nurse doctor dott dra dre pr pani monsieur herrn`);
/** Credentials after a name ("Giovanna Rodrigues MD"), kept outside the finding. */
export const CREDENTIALS = set(`md do phd rn np pa dds dmd pharmd lpn cna crna msn bsn dnp facs facp mph jr sr ii iii
  psyd edd dpt otr lcsw licsw lmsw lmft lpc lcpc msw cota slp ccc-slp rrt rdn cdces dpm aprn fnp fnp-bc agnp pnp
  pmhnp cnm cnp crnp rph cpht mbbs mbchb aud frcp frcs frcpc mrcp mrcgp facog facc fccp faap pa-c np-c cgc esq
  micgp mrcpi frcpi frcsi mrcsi frcsed frcr frcog mrcog frcpath frcpsych mrcpsych mrcs mrcpch frcpch frcem
  frcophth fracgp fracp fracs franzcog franzcr fanzca ccfp fcfp mbbch fcps fwacs fwacp fmcp mpharm bpharm`);

/**
 * English relatives that name the person after them ("wife June", "Mum Kylie Pike", "son (Leeds)"): one list for the
 * name, town and street rules that read a relative.
 */
export const KIN = set(`wife husband son daughter mother father mom mum dad sister brother partner girlfriend boyfriend
  fiance fiancee fiancé fiancée niece nephew aunt uncle cousin grandson granddaughter grandmother grandfather stepson
  stepdaughter`);

/**
 * Words right before a name that make the next capitalized words a person even when the
 * gazetteer does not know them (relatives, roles, greetings, "name is").
 */
export const PERSON_CUES = set(`${[...KIN].join(' ')} patient pt pts patients sibling
  kid kids child baby boy girl spouse guardian friend neighbor neighbour caregiver named name dear hi hello hey
  stepmother stepfather stepmom stepdad grandma grandpa granny auntie aunty
  carer housemate roommate flatmate kin nok helper hca interpreter translator chaperone doula midwife pharmacist
  thanks attending resident intern fellow surgeon physician nurse therapist pcp provider cc signed prescriber
  says said called by with`);

/**
 * Trades that end a firm's name ("Hollis & Mayne Roofing", "Cape Breton Seafoods", "Tiverton Fire Rescue";
 * ADR 0120): a person's name is never followed by one of them in the same breath.
 */
export const TRADES = `roofing roofers plumbing plumbers heating electrical electricians landscaping painters flooring
  masonry paving fencing janitorial towing welding carpentry glazing seafoods seafood fisheries lumber drywall
  excavating excavation rescue`;

/** Suffix words that end an organization name ("Springfield General", "Acme Labs Inc."). */
export const ORG_TAILS = set(`hospital hospitals clinic clinics infirmary hospice sanatorium healthcare health
  medical center centre institute university college school academy foundation association society
  inc incorporated llc llp ltd limited corp corporation co company companies group holdings holding partners biomed apothecary
  associates affiliates technologies technology systems solutions labs laboratories laboratory pharmacy pharmacies
  pharmaceuticals pharma bank gmbh ag plc sa nv bv oy ab consulting services software networks
  ventures capital insurance agency general memorial club
  logistics freight shipping airlines airways telecom communications media analytics diagnostics biosciences
  therapeutics industries enterprises manufacturing consultants trust mutual assurance bancorp studios
  pediatrics orthopedics dermatology orchestra mart schools universidad universidade université universität
  università universiteit klinikum klinik krankenhaus sjukhus sykehus sygehus skole skoler skola schule école
  lycée hôpital ospedale clínica ziekenhuis hastanesi merkezi kliniği polikliniği üniversitesi legesenter
  legekontor lægehus asa kk srl spa pty textiles steelworks quarries foundry forge brewery
  distillery motors automotive petroleum chemicals plastics metals mining construction builders engineering
  contractors architects properties realty investments securities finance lending mortgage dairy foods
  beverages bakery hotels resorts trucking movers cargo couriers aviation aerospace apparel outfitters wholesale
  distributors publishing publications broadcasting pictures films entertainment robotics dynamics innovations
  works lines press news energy power electric electronics utilities ambulance elementary secondary hmo
  krankenkasse cement charities ministries church pantry facility jail prison penitentiary care centers shelter
  centres manor paramedics ombudsman biobank registry solicitors attorneys lawyers barristers accountants aircraft
  natatorium farms accounting sarl sas biologics staffing advisory homes pllc forensics polytechnic treuhand
  robotik brothers bros ${TRADES}`);
/** Words that may stand inside an organization name without being capitalized. */
export const ORG_JOINERS = set(`of and the for & de du des la le di del der`);

/** Street types after a street name ("Oak Street", "Main St."). */
export const STREET_TYPES = set(`street st avenue ave av road rd boulevard blvd lane ln drive dr court ct way
  place pl terrace ter circle cir highway hwy parkway pkwy square sq trail trl route rte crescent close
  strasse straße str gate tee vej gade weg laan alley plaza pike turnpike expressway freeway row walk grove gardens mews hill heights loop path point
  parade esplanade promenade quay causeway lawn rise wynd
  cres tce terr crt pde esp vw cove cv xing ldg`);
/** Street words that come before the name in many languages ("rue de la Paix", "Via Roma", "ul. Biskupa"). */
export const STREET_LEADS = set(`rue avenue av via viale piazza corso calle avenida av rua travessa largo
  ul ulica plac aleja al strada chaussée chemin boulevard place allée impasse straße strasse platz
  quai alameda boul ulicy ulicę ulicą alei aleję placu praca avinguda carrer calea bulevardul heol ffordd stryd jl phố đường ngõ
  rehov`);
/** Street-name endings written as one word in Northern and Central Europe ("Koskikatu", "Hauptstraße"). */
export const STREET_ENDINGS =
  /(?:straße|strasse|str|gasse|weg|platz|allee|ring|damm|straat|laan|gracht|plein|gatan|vägen|gata|väg|vej|gade|veien|vegen|gate|katu|tie|kuja|polku|tee|utca|út|ulice|náměstí|třída|stræde|vegur|stræti|braut|stígur)$/;
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
  // Countries as their own languages and their neighbours write them (ADR 0085).
  ...COUNTRY_ENDONYMS,
])
  COUNTRIES.add(c);
