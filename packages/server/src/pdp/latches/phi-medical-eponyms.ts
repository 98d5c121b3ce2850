/**
 * Medical words read as people's names on fresh clinical text (ADR 0084), written from general clinical
 * usage, beside the lists of phi-medical-words.ts and in the same two tiers:
 * - words that are rare as people's names (eponyms of signs, tests, stains, lab methods, scores,
 *   classifications, operations, instruments, structures and diseases; organisms and vectors; drug,
 *   formulation and device brands; mixed-case lab abbreviations) join MEDICAL: never a name without a
 *   title ("Dr. Osler" stays a person);
 * - eponyms that are also frequent surnames (Coombs, Kidd, Katz, Morse, Tanner, Wells…) stay names, and are
 *   read as medical only in a medical context (phi-names-eponyms.ts): in brackets after a test or a
 *   measurement ("DAT (Coombs) negative"), or before a score's value ("Morse 45"), and, for any word, before
 *   a head noun (EPONYM_HEAD: "Katz ADL", "Fuchs dystrophy", "Bledsoe brace").
 * Towns are left out of the first tier on purpose (Marburg, Norwalk, Junin, Providencia): MEDICAL words are
 * no towns either, so "Marburg viruses" is left to its head noun.
 */

/** Signs, manoeuvres and bedside tests; stains, culture media and lab methods. */
const SIGNS_AND_METHODS = `
  beevor bezold brockenbrough cantelli carvallo chaddock musset gowers janeway kehr nikolsky osler piskacek
  rossolimo schamroth traube westermark lasegue lasègue halmagyi jendrassik bragard cozen tzanck gufoni krimsky
  tonopen tono-pen schiotz schiøtz kleihauer betke heaf widal lundh romanowsky grocott gomori verhoeff gieson
  alcian perls warthin dieterle feulgen bodian luxol gallyas sulkowitch fehling kinyoun auramine giemsa ziehl
  neelsen westergren wintrobe sahli drabkin kjeldahl clauss ouchterlony laurell macconkey sabouraud
  bordet gengou tinsdale skirrow hektoen kligler craigie petragnani casoni quantiferon elispot`;

/** Scores, scales and developmental or outcome instruments; then classifications of fractures and implants. */
const SCORES_AND_CLASSES = `
  blatchford kurtzke sarnat achenbach binet gesell bruininks oseretsky yesavage tardieu lysholm tegner kujala
  murley aubigne aubigné postel insall pirani dimeglio stulberg ahlback ahlbäck modic koedam barkhof
  enneking borrmann siewert strasberg aronchick khorana meggitt lubchenco amsel ferriman gallwey glogau
  euroscore tossy ideberg magerl duverney malgaigne paprosky hartofilakidis delee seinsheimer winquist kilfoyle`;

/** Operations and techniques; instruments, devices and their makers. */
const OPERATIONS_AND_INSTRUMENTS = `
  jatene senning bentall ravitch maylard belsey heineke jaboulay altemeier ripstein thiersch sistrunk langenbeck
  veau sommerlad estlander karapandzic burow zitelli draf boari gregoir mitrofanoff hautmann girdlestone ludloff
  sofield codivilla pridie maquet trillat goldthwait krackow zancolli darrach kapandji yasargil yaşargil
  gigli kerrison leksell ommaya rickham metzenbaum debakey castroviejo mcindoe bookwalter finochietto weitlaner
  gelpi auvard kielland gomco mogen plastibell mediport tesio ryle shiley portex provox tracoe
  clinitron cheneau frejka icare pentacam baerveldt istent hydrus cypass kahook lovie bagolini
  randot toynbee politzer merocel littmann`;

/** Structures, cells and bodies; diseases and syndromes; blood-group systems. */
const STRUCTURES_AND_DISEASES = `
  hasner mackenrodt pacchionian reissner rosenmuller rosenmüller scarpa cowdry langhans lewy touton
  palade civatte haygarth forchheimer lovibond kerley ghon chilaiditi
  alagille alstrom alström apert bardet crouzon dercum gorlin gradenigo grisel hallervorden hartnup henoch
  hermansky pudlak jarisch herxheimer kallmann klatskin krabbe kugelberg welander laron lesch nyhan melkersson
  pelizaeus merzbacher pott sandhoff scheie lemli treacher unverricht gierke waardenburg
  friderichsen werdnig marjolin buschke kyrle flegel bazex degos schamberg majocchi gougerot jessner duhring brocq
  crosti jadassohn hünermann chanarin doyne sorsby terrien mooren thygeson bucklers meesmann stahli stähli riddoch
  goldenhar kjer mizuo oguchi bietti dombrock scianna gerbich knops`;

/**
 * Genera and species of bacteria, fungi, parasites and their vectors, and viruses named by a word of their
 * own ("Borrelia burgdorferi", "Ixodes ticks", "Ebola"): Latin words that name lists do not hold, but that a
 * cue before them ("caused by Borrelia", "transmitted by Ixodes") would make a name.
 */
const ORGANISMS = `
  acinetobacter actinomyces aeromonas anaplasma ancylostoma anisakis ascaris aspergillus babesia bacteroides
  balantidium bartonella blastomyces blastocystis bordetella borrelia brucella burkholderia campylobacter
  capnocytophaga chlamydia chlamydophila citrobacter cladosporium clonorchis clostridioides coccidioides
  corynebacterium coxiella cryptococcus cryptosporidium cutibacterium cyclospora dermacentor dientamoeba
  diphyllobothrium echinococcus ehrlichia eikenella entamoeba enterobacter enterobius epidermophyton erysipelothrix
  fasciola francisella fusarium fusobacterium gardnerella giardia histoplasma hymenolepis ixodes kingella
  lactobacillus leishmania leptospira malassezia moraxella morganella mucor mycoplasma naegleria necator nocardia
  onchocerca paracoccidioides pasteurella pediculus peptostreptococcus plasmodium pneumocystis porphyromonas
  prevotella propionibacterium proteus rhizopus rickettsia sarcoptes schistosoma serratia sporothrix
  staphylococcus stenotrophomonas streptococcus strongyloides taenia toxocara toxoplasma treponema trichinella
  trichomonas trichophyton trichuris trypanosoma ureaplasma vibrio wuchereria yersinia amblyomma rhipicephalus
  aedes anopheles culex phlebotomus lutzomyia triatoma glossina simulium xenopsylla cimex dermatophagoides pthirus
  demodex microsporum exophiala scedosporium lomentospora talaromyces penicillium alternaria cunninghamella
  lichtheimia rhizomucor apophysomyces encephalitozoon enterocytozoon cystoisospora isospora sarcocystis
  dracunculus brugia mansonella angiostrongylus baylisascaris capillaria paragonimus opisthorchis fasciolopsis
  dipylidium veillonella actinobacillus aggregatibacter cardiobacterium abiotrophia granulicatella gemella rothia
  leuconostoc pediococcus aerococcus arcanobacterium tropheryma chryseobacterium elizabethkingia sphingomonas
  achromobacter ralstonia pantoea hafnia edwardsiella plesiomonas shewanella bifidobacterium eggerthella
  finegoldia parvimonas bilophila akkermansia mobiluncus atopobium sneathia leptotrichia streptobacillus
  rhodococcus tsukamurella kocuria micrococcus orientia wolbachia
  burgdorferi afzelii garinii aureus epidermidis lugdunensis saprophyticus pyogenes agalactiae dysgalactiae
  pneumoniae viridans faecalis faecium difficile perfringens botulinum tetani tuberculosis leprae avium
  intracellulare kansasii marinum abscessus fortuitum chelonae influenzae parainfluenzae meningitidis gonorrhoeae
  catarrhalis aeruginosa maltophilia baumannii cloacae aerogenes marcescens mirabilis morganii jejuni pylori typhi
  paratyphi typhimurium enteritidis sonnei flexneri dysenteriae cholerae parahaemolyticus vulnificus
  enterocolitica pseudotuberculosis pestis tularensis anthracis cereus monocytogenes henselae pertussis
  diphtheriae jeikeium acnes israelii asteroides albicans glabrata auris krusei tropicalis parapsilosis neoformans
  gattii fumigatus flavus terreus capsulatum dermatitidis immitis posadasii jirovecii carinii falciparum vivax
  ovale malariae knowlesi gondii cruzi brucei donovani lamblia histolytica vaginalis cayetanensis hominis
  stercoralis lumbricoides trichiura duodenale vermicularis solium saginata granulosus multilocularis mansoni
  haematobium japonicum bancrofti volvulus spiralis scabiei capitis pubis scapularis pacificus ricinus variabilis
  andersoni americanum aegypti albopictus gambiae rickettsii prowazekii conorii burnetii chaffeensis
  phagocytophilum microti divergens trachomatis psittaci genitalium urealyticum pallidum interrogans melitensis
  abortus pseudomallei mallei cepacia multocida canimorsus necrophorum nucleatum fragilis melaninogenica
  gingivalis corrodens kingae whipplei rubrum mentagrophytes tonsurans floccosum furfur schenckii marneffei
  apiospermum arrhizus
  ebola chikungunya dengue hantavirus
  norovirus rotavirus sapovirus astrovirus echovirus parechovirus enterovirus rhinovirus adenovirus
  metapneumovirus bocavirus polyomavirus papillomavirus herpesvirus cytomegalovirus varicella zoster vaccinia
  variola mpox monkeypox parvovirus flavivirus filovirus filoviruses arenavirus bunyavirus alphavirus coronavirus
  lyssavirus morbillivirus rubella rubeola`;

/**
 * Formulation and inhaler or pen words of drug names ("MS Contin", "NovoRapid FlexPen", "Seretide Evohaler"),
 * UK and US brands of pain, gut and nutrition products, the makers and brands of devices, dressings and
 * exercise aids that notes name as things ("with FlexBar", "Aircast", "Mepitel", "Lofric"), and everyday
 * brands of French, German, Spanish and Italian patients' messages ("pour son Kardégic", "Novalgin").
 */
const BRANDS_3 = `
  contin flexpen kwikpen solostar flextouch autohaler evohaler accuhaler genuair breezhaler novolizer spiromax
  nexthaler twisthaler pressair neohaler redihaler digihaler diskhaler rotahaler aerolizer podhaler transtec
  norspan inpen oramorph sevredol longtec shortec oxynorm palexia targinact zapain zydol solpadol kapake nurofen
  calpol gaviscon fybogel movicol laxido fortisip fresubin scandishake forceval adcal calcichew fultium stexerol
  ferinject monofer cosmofer flexbar theraband thera-band theraputty dynasplint walkaide
  theragun hypervolt taperloc
  versys trigen intertan versius senhance lifepak optiflow airvo
  kaltostat sorbsan algisite inadine iodosorb acticoat urgotul jelonet mepitel biatain tielle versiva
  granuflex comfeel intrasite purilon flamazine medihoney prontosan octenilin cavilon sudocrem conotrane metanium
  zerobase diprobase doublebase epaderm hydromol oilatum dermol balneum aveeno bepanthen durapore micropore
  transpore mefix hypafix fixomull tubifast actico profore sensura lofric speedicath optilube instillagel
  kardegic kardégic doliprane efferalgan dafalgan spasfon smecta levothyrox inexium mopral lasilix previscan tahor
  seresta stilnox imovane lexomil temesta deroxat aspegic clamoxyl orelox solupred celestene cortancel ventoline
  ibuflam novalgin pantozol marcumar metamizol paspertin vomex iberogast sinupret nolotil gelocatil enantyum
  adiro sintrom orfidal trankimazin almax tachipirina brufen cardioaspirin`;

/** Lab, drug and vital-sign abbreviations written in mixed case ("Vit D 54", "Retic 2%", "Vanc trough", "Wt 78 kg"). */
const ABBREVIATIONS_2 = `vit retic lytes creat alk bili tbili dbili neut neuts eos baso procal coag sed vanc tobra dilt
  levo ceftri hydrocort epi norepi vaso bicarb sats wt ht aecopd hep adl adls iadl iadls`;

export const EPONYMS_3 = `${SIGNS_AND_METHODS} ${SCORES_AND_CLASSES} ${OPERATIONS_AND_INSTRUMENTS}
  ${STRUCTURES_AND_DISEASES} ${ORGANISMS} ${BRANDS_3} ${ABBREVIATIONS_2}`;

/**
 * Head nouns after an eponym (added to EPONYM_HEAD) that are eponymic in practice: diseases and lesions ("Fuchs
 * dystrophy", "Morton neuroma", "Dawson fingers", "Sydenham chorea"), devices and supplies ("Bledsoe brace",
 * "Foley trays", "Zimmer liner", "Metzenbaum scissors", "Gellhorn pessary"), exercises ("Tyler twist"), eye
 * tests ("Goldmann applanation tonometry", "Amsler grid"), lab abbreviations named by their method
 * ("Westergren ESR"), and plurals of heads already listed ("Marburg viruses"). Nouns that are also verbs
 * after a subject ("saw", "nails", "exercises", "wires") are left out: "Tyler saw the nurse". Generic nouns
 * that follow a patient's name in notes as often as an eponym are left out too (review of 2026-11-27: "Jane
 * Smith response to chemo", "Lisa Brown ADLs independent", "Anna Kowalski IOP 18", "Eric Hill collar on"):
 * response, reaction, effect, field, lens, stent, implant, anemia, ADL, IADL, IOP, assay, method ("collar"
 * stays: "Philadelphia collar"; "Eric Hill collar on" keeps its pair). ADL and
 * IADL are abbreviations (ABBREVIATIONS_2), no town of "Independent in ADLs".
 * None of these heads drops a given name and a surname before it (givenThenHead in phi-name-kinds.ts,
 * headSoon in phi-names-filter.ts).
 */
export const HEADS_3 = `dystrophy dystrophies fingers brace braces tray trays twist twists esr viruses liner neuroma
  neuromas atrophy paralysis paresis neuralgia aphasia chorea contracture deformity keratopathy purpura notch
  tonometry tonometer applanation perimetry prism grid scissors dilator dilators elevator rongeur curette
  laryngoscope osteotomy pessary reagent antigens collar shelf`;
/**
 * Heads that make an eponym of a town right after it ("Berlin definition", "Lugano modification", "Philadelphia
 * chromosome", "Bethesda system"), and only of a town: after a surname they are the patient's ("Nguyen support
 * system", "Haddad medication modification").
 */
// (Bethesda's cytology categories after its name: "Pap (Bethesda NILM)", "Bethesda LSIL".)
export const TOWN_HEADS: ReadonlySet<string> = new Set([
  'definition',
  'modification',
  'chromosome',
  'system',
  'nilm',
  'lsil',
  'hsil',
  'asc-us',
  'asc-h',
]);
/** The heads of HEADS_3 as a set: after a given name and a surname they leave the pair a person. */
export const NEW_HEADS: ReadonlySet<string> = new Set(HEADS_3.split(/\s+/).filter(Boolean));

/**
 * Heads that a person's things take as well ("Tyler's fingers", "Kevin's brace", "Mary's gait"): after a
 * possessive they leave the name a name, unless the name is an eponym that takes that head ("Dawson's
 * fingers"); without one ("Bledsoe brace") the word is medical.
 */
const PERSONAL_HEADS = new Set('fingers brace braces tray trays gait exam pupils pupil'.split(' '));
/**
 * New heads that are also surnames ("Sally Field", "Debra Fields", "Anna Collar") or an organization's word
 * ("Chesapeake Regional Information System"): heads in lower case only.
 */
export const CASED_HEADS = new Set(
  'field fields brace braces lens lenses collar method twist notch tray trays liner stent fingers purpura system shelf'.split(
    ' ',
  ),
);

/** Possessive eponyms of pupils ("Adie's pupil", "Hutchinson's pupil", "Marcus Gunn's pupil"): a sign, no person's eye. */
const PUPIL_EPONYMS = new Set('adie hutchinson gunn robertson horner holmes behr tournay wernicke'.split(' '));

/**
 * Whether head noun `head` after a name says a person rather than an eponym: written with a capital when it is
 * also a surname (`cap`), or a person's thing after the possessive of `owner` (null when there is none).
 */
export const personsHead = (head: string, cap: boolean, owner: string | null) =>
  (cap && CASED_HEADS.has(head)) ||
  (owner !== null &&
    PERSONAL_HEADS.has(head) &&
    !CONTEXT_EPONYMS.has(owner) &&
    !((head === 'pupil' || head === 'pupils') && PUPIL_EPONYMS.has(owner)));

/**
 * Eponyms that are frequent surnames, medical only in context (phi-names-eponyms.ts): blood-group systems,
 * tests and lab methods, and scores and scales. SCORE_EPONYMS are also medical before a score's value.
 */
const SCORES = `morse tanner wells bishop norton berg borg ashworth ramsay riker finnegan wagner fitzpatrick brodsky
  hurley mason rockwood garden forrest engel epworth rankin alvarado fisher hunt hess westley katz lawton bayley
  aldrete hinchey risser beighton cobb graf hamilton montgomery conners vanderbilt fazekas levine killip`;
export const SCORE_EPONYMS: ReadonlySet<string> = new Set(SCORES.split(/\s+/).filter(Boolean));
export const CONTEXT_EPONYMS: ReadonlySet<string> = new Set(
  `${SCORES} kell duffy kidd lewis lutheran colton cartwright cromer coombs goldmann perkins humphrey jaeger
  schirmer seidel wright leishman schilling weil kirby thayer ehrlich kovacs lowenstein masson fontana steiner
  hoffmann finkelstein hawkins neer jobe horner cullen barlow allen thompson zimmer fuchs dawson`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The words of EPONYMS_3 as a set. They join MEDICAL, but some are also surnames ("Janeway", "Bentall",
 * "Osler"): after a title, after a given name, or before a person's verb they stay names (phi-name-kinds.ts).
 */
export const LISTED_EPONYMS: ReadonlySet<string> = new Set(EPONYMS_3.split(/\s+/).filter(Boolean));
