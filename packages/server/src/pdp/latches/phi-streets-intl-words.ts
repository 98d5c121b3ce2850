/**
 * The street-type words of the languages phi-streets-intl.ts reads, from each country's own
 * published list of street types: Poland's TERYT register (the "cecha" of a street), Spain's INE
 * street types (tipos de vía), Portugal's CTT and Brazil's Correios abbreviations, Italy's
 * toponymy (DUG), France's FANTOIR types, Hungary's street-character list (közterület jellege),
 * Russia's GOST R 51578 abbreviations, the Nordic and Dutch address registers' common endings, and
 * USPS Publication 28 appendix C1 (with the Royal Mail and Australia Post types) for English.
 * The words are lower case; the recognizer compares each chunk's lower-cased form without its dot.
 */

const set = (s: string) => new Set(s.trim().split(/\s+/));

/**
 * Written before the name and usually in lower case or abbreviated: Polish (TERYT), Russian
 * (GOST), Greek. Any case counts ("ul." and "Ul."), since a sentence or a form may capitalize them.
 * The abbreviations are listed without their dot; ABBREVIATED says which must keep it.
 */
export const LOWER_LEADS = set(`
  ul ulica al aleja pl plac os osiedle skwer rondo park rynek szosa droga ogród wyspa wyb wybrzeże bulw bulwar
  ул улица пр просп проспект пр-т пер переулок наб набережная пл площадь ал аллея ш шоссе б-р бул бульвар
  туп тупик проезд мкр микрорайон
  вул вулиця пров провулок бульв
  οδός οδ λεωφ λεωφόρος πλ πλατεία παρ πάροδος
  nám náměstí`);
/** Leads that are the abbreviation only with their dot ("pl." is a square; "pl" and "os" are other words). */
export const ABBREVIATED = set(
  `nám ul al pl os wyb bulw ул пр просп пер наб пл ал ш бул туп мкр οδ λεωφ πλ παρ вул пров бульв`,
);

/**
 * Written capitalized before the name (Romance, German prepositions, Czech prepositions, Nordic
 * position words). A lead that is also an English word (Park, Passage, Monte, Grupo) needs a name
 * word that is no English word (AMBIGUOUS).
 */
export const CAP_LEADS = set(`
  calle avenida cuesta huerta muelle bloque polígono travesía ronda glorieta rambla camino pasaje callejón
  calleja carretera senda paseo plaza urbanización arrabal arroyo explanada extramuros extrarradio grupo
  jardines lado manzana masía monte partida quinta ramal riera sección terrenos torrente apartamento
  subida bajada costanilla pasadizo pasarela plazuela vereda vía escalinata barrio
  rua alameda azinhaga bairro beco calçada caminho escadas escadinhas estrada ladeira largo praça praceta
  rotunda travessa viela acesso rodovia marginal vila parque jardim loteamento condomínio chácara fazenda
  sítio conjunto residencial setor trecho
  via viale piazza piazzale corso vicolo borgo contrada rotonda strada località lungomare salita traversa
  vico stradone circonvallazione
  jalan jln lorong lrg persiaran lebuh lebuhraya purok sitio triq
  rue avenue boulevard allée impasse chemin quai passage voie place cours sentier cité montée parvis hameau
  str strada bulevardul bdul calea aleea șoseaua splaiul intrarea
  am im an auf zum zur hinter unter
  ke pod nad na v k u od mezi ved
  østre vestre søndre nordre øvre nedre östra västra norra södra övre undre`);

/** Leads and types that are also English words: only with a name word that is no English word. */
/** Capital leads also written abbreviated with a dot (Romanian "Str. Memorandumului nr. 28", "Bdul. Unirii 4"). */
export const CAP_DOTTED = set(`str bdul`);

export const AMBIGUOUS = set(`
  park rynek droga bloque grupo lado manzana monte partida quinta sección terrenos apartamento plaza
  parque jardim vila conjunto residencial setor marginal acesso passage place cours
  avenue boulevard allée am im an auf zum zur hinter unter ke pod nad na v k u od mezi
  sor part kert telep udvar sziget liget
  gate vei vej ring`);

/** German "An der Kirche": the preposition needs its article. */
export const ARTICLE_AFTER = new Map([['an', set('der den dem')]]);

/** Latvian, Lithuanian, Estonian, Slovenian and Croatian types, written in lower case after the name. */
const BALTIC_SLAVIC = 'iela gatvė tänav mnt pst cesta ulica';
const RU_ROMANIZED = 'prospekt ulitsa pereulok naberezhnaya shosse bulvar ploshchad';
/** Written after the name, before the number: Hungarian (lower case), Russian, Nordic (capitalized). */
export const TYPES_AFTER = set(`
  utca u út útja tér tere körút krt körtér fasor sétány dűlő köz sor park liget lakótelep ltp főtér főút
  határút rakpart sugárút udvar lejtő lépcső kert telep sziget part ösvény sikátor átjáró zug országút
  ул улица наб набережная ал аллея пл площадь пр просп проспект пр-т пер переулок ш шоссе б-р бул бульвар
  туп тупик проезд
  väg vägen gata gatan gate gaten gränd allé vei veien vej gade stig backe torg plass plads
  str straße strasse weg allee platz ring gasse damm ufer steig pfad chaussee
  caddesi cad cd sokak sokağı sok sk bulvarı bulvari blv
  ${BALTIC_SLAVIC} ${RU_ROMANIZED}`);
/** Russian types romanized, written in either case after the name ("Nevsky Prospekt", "Tverskaya ulitsa"). */
export const ANY_CASE = set(RU_ROMANIZED);
/**
 * Street types written in lower case after a capitalized name: Hungarian ("Kossuth Lajos utca"), Latvian, Lithuanian
 * and Estonian ("Brīvības iela", "Gedimino gatvė", "Pärnu mnt"), Slovenian and Croatian ("Celovška cesta").
 */
export const LOWER_TYPES = set(`
  utca u út útja tér tere körút krt körtér fasor sétány dűlő köz sor park liget lakótelep ltp főtér főút
  határút rakpart sugárút udvar lejtő lépcső kert telep sziget part ösvény sikátor átjáró zug országút
  ${BALTIC_SLAVIC}`);

/**
 * One-word street names of Northern and Central Europe, by their ending ("Heikkilälinja", "Furuallén"), and Korea's
 * romanized boulevards ("Gangnam-daero"); its "-ro" and "-gil" roads are read with their case (KOREAN_ROAD).
 */
export const ENDINGS =
  /(?:straße|strasse|str|gasse|weg|platz|allee|ring|damm|ufer|hof|steig|feld|park|kamp|straat|laan|gracht|plein|plantsoen|dijk|kade|singel|steeg|dreef|gatan|vägen|gata|väg|gränd|gränden|allén|backe|backen|stigen|torget|leden|vej|gade|gaden|veien|vegen|vei|gate|gaten|bakken|stien|svingen|plassen|lunden|haugen|kroken|toppen|skogen|berget|grenda|gärdet|hagen|holtet|høgda|draget|vænget|toften|svinget|kæret|stræde|katu|tie|kuja|polku|väylä|raitti|ranta|kaari|rinne|penger|linja|mäki|piha|puisto|aukio|tori|tee|utca|út|ulice|ská|cká|náměstí|třída|-daero)$/;

/** "Teheran-ro", "Insadong-gil": a capitalized stem and a lower-case "-ro" or "-gil" ("Anti-Ro", "Lopez-Gil" are none). */
export const KOREAN_ROAD = /^(?!Anti-)\p{Lu}\p{Ll}+(?:-\p{Ll}+)?-(?:ro|gil)$/u;

/**
 * English street suffixes after a house number and a name ("293 Lemke Shoals"): USPS Publication
 * 28 C1 and the Royal Mail and Australia Post types. Only after a name word that is no English word.
 */
export const SUFFIXES = set(`
  alley annex arcade bayou beach bend bluff bluffs bottom branch bridge brook brooks burg burgs bypass camp
  canyon cape causeway center centers circles cliff cliffs club common commons corner corners course
  courts cove coves creek crest crossing crossroad curve dale dam divide drives estate estates extension
  falls ferry field fields flat flats ford fords forest forge forges fork forks fort garden gateway
  glen glens green greens grove groves harbor harbors haven heights hollow inlet island islands isle
  junction junctions key keys knoll knolls lake lakes land landing light lights loaf lock locks lodge mall
  manor manors meadow meadows mill mills mission motorway mount mountain neck orchard oval overpass park
  parks pass passage pine pines plain plains point points port ports prairie radial ramp ranch rapid
  rapids rest ridge ridges river run shoal shoals shore shores skyway spring springs spur spurs squares
  station stravenue stream summit throughway trace track trafficway tunnel underpass union unions valley
  valleys viaduct view views village villages ville vista walks wall ways well wells
  approach bank brow chase circuit croft fold mead parade rise side wynd grange glade drove garth wood end track
  extensions lakes fall`);

/**
 * The leads written after the house number: French ("51 Passage du Bac") and Brazilian ("694 Rodovia
 * Helena"). Italy, Spain and Portugal write the number after the name, and a number before "Borgo"
 * there is a postal code before a town ("92736 Borgo San Lorenzo").
 */
export const NUMBER_FIRST = set(`
  rue avenue boulevard allée impasse chemin quai passage voie place cours sentier cité montée parvis hameau
  alameda travessa rodovia marginal estrada viela beco rua avenida`);
/** The common English types phi-places.ts reads in mixed case, read here in a form written in capitals. */
export const PLAIN_TYPES = set(`street road avenue lane drive court place way boulevard terrace crescent close
  st rd ave blvd ln dr ct pl ter pkwy hwy cir trl cres tce`);
/** The abbreviated ones: after a number of one or two digits they need a name in no English list ("ECG 12 LEAD ST"). */
export const PLAIN_ABBREVIATIONS = set(`st rd ave blvd ln dr ct pl ter pkwy hwy cir trl cres tce`);
/** And these always do: "HR 142 SINUS TACH ST" (an ST segment), "FOLLOW UP 2 WKS DR". */
export const CLINICAL_ABBREVIATIONS = set(`st dr ct pl`);

/** Words that are labels or measures, never a street's name ("Room 5", "Level 3 trauma"). */
export const NOT_NAMES = set(`
  route level floor bed room hall ward suite unit apt block page step stage grade day week dose score
  tel fax phone mobile box pob no nr`);
