/**
 * More medical words that name and town lists hold (ADR 0054): eponymous signs, tests, scores and
 * classifications, structures, devices and dressings, and diseases, written from general clinical
 * usage. Frequent surnames (Clark, Harris, Murphy, Turner, Hunter…) and towns (Nottingham, Denver,
 * Lille) are left out on purpose: they are protected by the word that follows them (EPONYM_HEADS
 * below and EPONYM_HEAD in phi-lexicon.ts) or by a medical neighbour in a list (phi-names-filter.ts),
 * so that "Dr. Clark" and "Mrs. Nottingham" stay names. More of each kind, and organisms, are in
 * phi-medical-eponyms.ts (ADR 0084).
 */
import { EPONYMS_3, HEADS_3 } from './phi-medical-eponyms.js';

/**
 * Eponyms of signs, tests, manoeuvres, scores, classifications, fractures, structures, instruments and
 * operations, and syndromes named after people (ADR 0069), from general clinical usage. Only names that
 * are rare as people's names: frequent surnames (Smith, Jones, Murphy, Bishop, Wells, Hamilton, Beck,
 * Weber, Garden, Clark, Roth, Turner, Thomas…) and towns (Ottawa, Denver, Padua, Framingham, Geneva)
 * are protected by the head noun after them (EPONYM_HEAD) or by their neighbours (phi-names-filter.ts).
 * Hyphenated pairs of common names are listed whole ("wong-baker"): a hyphenated word is looked up as
 * one, and one with a listed part is medical too (phi-name-words.ts).
 */
const EPONYMS_2 = `
  hollenhorst elschnig brushfield lisch koplik carnett pfannenstiel biot fleischner stellwag graefe moebius
  möbius joffroy uhthoff hennebert semont daroff schwabach fadir eichhoff kanavel stinchfield kleiger matles
  qrisk bazett fridericia romhilt sgarbossa scarff hasford bosniak zubrod waterlow addenbrooke hachinski asberg
  åsberg mahurkar ambu guedel pleur-evac corpak malecot pezzer coude coudé councill tubigrip aircast kuntscher
  küntscher toupet mikulicz shouldice veress latarjet ponseti couvelaire mauriceau lovset løvset ritgen hegar
  nabothian littre amyand maydl garengeot loeys zellweger refsum stargardt biedl blackfan shwachman kostmann
  chediak wiskott schonlein schönlein pendred dequervain hurthle hürthle turcot cronkhite erdheim sezary sézary
  glanzmann moschcowitz landsteiner pappenheimer dohle döhle councilman aschoff anitschkow verocay curschmann
  fregoli straussler scheinker kleffner gastaut dravet jacksonian sequard séquard roussy foville nothnagel
  bielschowsky titmus koeppe busacca purtscher terson axenfeld haab schlossman vossius cloquet bergmeister
  mittendorf wieger tenon sampaolesi soemmering wolffian mullerian müllerian sylvian pacinian bauhin malpighian
  lesshaft retzius denonvilliers riolan sudeck cantlie couinaud arantius haversian sharpey howship gerdy
  wrisberg weitbrecht chassaignac zuckerkandl hueter larrey mahaim kerckring carpentier christmas nstemi stemi lupus gout measles polio zika shingles colic thrush wong-baker
  salter-harris child-pugh jackson-pratt cormack-lehane montgomery-asberg montgomery-åsberg dix-hallpike
  cheyne-stokes stevens-johnson mallory-weiss wolff-parkinson-white roux-en-y hill-sachs arnold-chiari
  budd-chiari dandy-walker prader-willi beckwith-wiedemann kimmelstiel-wilson zollinger-ellison
  waterhouse-friderichsen fitz-hugh-curtis plummer-vinson sturge-weber lambert-eaton tolosa-hunt shy-drager
  kasabach-merritt klippel-feil holt-oram russell-silver silver-russell kearns-sayre romano-ward essex-lopresti
  pellegrini-stieda gustilo-anderson lauge-hansen danis-weber gardner-wells call-exner schiller-duval
  argyll-robertson marcus-gunn grey-turner austin-flint brandt-daroff mallory-denk holmes-adie bernard-soulier
  sinding-larsen legg-calve-perthes legg-calvé-perthes brown-sequard brown-séquard
  zuspan brackmann house-brackmann millin freyer hryntschak shouldice bassini toupet lembert halsted stoppa
  ramstedt soave beger puestow hassab kausch graves-basedow jod-basedow wolff-chaikoff reed-sternberg ki-67
  bence-jones ramsay-hunt
  libre freestyle minimed eversense medtrum accu-chek onetouch airsense aircurve dreamstation airfit respironics
  phonak oticon signia widex resound lumity audeo kanso`;

/** Brand names of eye drops, inhalers and other drugs that notes write capitalized (ADR 0069). */
const BRANDS_2 = `
  pred maxitrol tobradex vigamox zymar zymaxid durezol lotemax alrex lumigan travatan timoptic cosopt combigan
  alphagan trusopt azopt rhopressa rocklatan vyzulta restasis xiidra cequa systane genteal patanol pataday
  pazeo zaditor acular nevanac ilevro prolensa ocuflox besivance polytrim tobrex ciloxan moxeza azasite natacyn
  viroptic zirgan maxidex flarex vexol omidria mydriacyl cyclogyl paremyd isopto stiolto bevespi breztri
  asmanex arnuity alvesco serevent foradil perforomist brovana combivent proair seretide fostair relvar salamol
  easyhaler turbuhaler diskus handihaler respimat ellipta aerochamber flutiform duoresp trimbow ultibro seebri
  eklira bretaris spiolto onbrez oxis bricanyl clenil yupelri tudorza daliresp nucala fasenra xolair tezspire
  cinqair zestril prinivil vasotec altace accupril hyzaar micardis tekturna tenormin inderal catapres hytrin
  cardura minipress apresoline imdur isordil ranexa multaq tikosyn betapace rythmol tambocor procardia adalat
  calan isoptin zebeta demadex bumex zaroxolyn microzide dyazide maxzide inspra kayexalate lokelma veltassa
  renvela renagel phoslo fosrenol sensipar zemplar calcijex epogen procrit aranesp venofer ferrlecit injectafer
  feraheme neupogen neulasta jantoven savaysa aggrenox pletal trental welchol vascepa repatha praluent leqvio
  nexletol actos avandia amaryl micronase diabeta starlix prandin onglyza steglatro rybelsus mounjaro bydureon
  byetta soliqua xultophy tresiba toujeo basaglar semglee lyumjev fiasp apidra admelog afrezza humulin novolin
  dexcom omnipod levoxyl unithroid tirosint cytomel tapazole actonel reclast prolia evenity forteo tymlos
  estrace prempro provera prometrium nexplanon paragard nuvaring yaz loestrin sprintec clomid femara aromasin
  sinemet contrave rytary madopar stalevo azilect mirapex neupro exelon razadyne nuplazid xenazine austedo ingrezza
  tysabri aubagio avonex rebif kesimpta dysport xeomin trokendi qudexy hydroxyzine dayvigo zyban arava temodar
  janumet xigduo synjardy glyxambi trijardy wegovy saxenda zepbound qsymia xenical lotronex dipentum bentyl levsin
  donnatal
  nolvadex faslodex lupron zoladex casodex xtandi zytiga erleada nubeqa uroxatral rapaflo proscar avodart
  ditropan myrbetriq gemtesa toviaz enablex sanctura elmiron pyridium urispas rexulti vraylar caplyta saphris
  fanapt invega clozaril trilafon prolixin thorazine navane loxitane lithobid eskalith zonegran briviact
  fycompa aptiom banzel onfi sabril epidiolex xcopri felbatol gabitril mysoline cerebyx zarontin halcion
  belsomra rozerem silenor desyrel buspar vistaril atarax luvox trintellix viibryd fetzima pamelor tofranil
  anafranil sinequan nardil parnate emsam spravato auvelity focalin intuniv kapvay qelbree nuvigil sunosi wakix
  xyrem nicorette nicoderm antabuse campral vivitrol revia subutex sublocade zubsolv methadose kloxxado
  lucemyra roxicodone lortab opana kadian duragesic butrans belbuca demerol naprosyn anaprox relafen feldene
  indocin arthrotec lodine daypro robaxin skelaxin lioresal norflex parafon gralise horizant salonpas biofreeze
  maxalt zomig frova amerge axert fioricet fiorinal cafergot ajovy vyepti qulipta botox biaxin amoxil duricef
  ceftin suprax vantin claforan fortaz maxipime teflaro merrem invanz primaxin azactam septra macrodantin
  monurol cleocin vibramycin minocin doryx solodyn zyvox cubicin vibativ dalvance orbactiv tygacil xifaxan
  dificid vancocin firvanq rifadin myambutol vfend noxafil cresemba cancidas mycamine eraxis ambisome nizoral
  mycelex monistat xofluza relenza paxlovid lagevrio veklury biktarvy genvoya stribild triumeq dovato juluca
  descovy truvada odefsey complera atripla symtuza prezista prezcobix isentress tivicay cabenuva apretude
  sunlenca epclusa harvoni mavyret vosevi sovaldi zepatier baraclude vemlidy viread prevacid aciphex tagamet
  carafate cytotec phenergan compazine tigan marinol emend linzess amitiza trulance motegrity movantik relistor
  symproic kristalose golytely colyte nulytely moviprep suprep plenvu clenpiq senokot metamucil citrucel
  benefiber lomotil viberzi xermelo creon zenpep pancreaze asacol lialda apriso pentasa delzicol canasa rowasa
  colazal azulfidine entocort uceris remicade inflectra renflexis cimzia simponi rinvoq zeposia velsipity omvoh
  actigall ocaliva plaquenil otrexup rasuvo trexall imuran cellcept myfortic prograf envarsus neoral sandimmune
  gengraf rapamune zortress nulojix simulect thymoglobulin benlysta lupkynis saphnelo krystexxa uloric zyloprim
  colcrys mitigare enbrel orencia actemra kevzara kineret ilaris olumiant sotyktu bimzelx tremfya ilumya siliq
  adbry cibinqo opzelura eucrisa elidel protopic vtama zoryve clobex temovate lidex diprolene cutivate elocon
  westcort locoid desowen hytone differin epiduo aczone accutane absorica claravis soolantra mirvaso rhofade
  finacea metrogel oracea xepi silvadene santyl regranex adaptic cerave vanicream yervoy tecentriq imfinzi
  bavencio libtayo jemperli perjeta kadcyla enhertu tukysa nerlynx kisqali verzenio piqray tarceva iressa
  gilotrif alecensa xalkori lorbrena tabrecta lumakras krazati cyramza erbitux vectibix zaltrap lonsurf
  stivarga xeloda gemzar abraxane taxol taxotere adriamycin cytoxan alimta platinol paraplatin eloxatin
  camptosar navelbine halaven ixempra velcade kyprolis ninlaro darzalex sarclisa empliciti pomalyst thalomid
  imbruvica calquence brukinsa venclexta gazyva truxima ruxience adcetris polivy blincyto besponsa mylotarg
  gleevec sprycel tasigna bosulif iclusig scemblix jakafi inrebic hydrea droxia agrylin nplate promacta
  doptelet tavalisse soliris ultomiris lynparza zejula rubraca talzenna firmagon orgovyx sutent votrient inlyta
  cabometyx lenvima nexavar afinitor welireg kerendia verquvo corlanor camzyos vyndaqel vyndamax pacerone
  cordarone fragmin arixtra integrilin aggrastat reopro activase tnkase retavase kcentra praxbind andexxa
  amicar cyklokapron lysteda nasacort rhinocort veramyst omnaris qnasl dymista astelin astepro patanase afrin
  xyzal accolate auvi-q`;

/**
 * Clinical abbreviations written in mixed case that read as names ("Dx NSTEMI", "Hosp No", "Hx of CABG"):
 * history, diagnosis, treatment and the like, and the short forms of services and headings; and the dosage
 * forms that Indian, UK and Commonwealth notes write before a drug's brand ("Tab Ecosprin 75 mg", "Cap Omez",
 * "Inj Monocef 1 g", "Syp Calpol"), where the brand is in no list and the pair read as a given name and a surname.
 */
const ABBREVIATIONS = `abdo dx ddx hx sx tx rx fx bx cx px mx ix hosp disch adm appt endo hem heme onc ophth pulm nephro
  rheum gastro psych neuro ortho cardio derm peds gyn uro obgyn pmh psh fhx shx hpi
  tab tabs cap caps inj syp syr susp oint gtt neb loz sach temp cath anesth obs periop preop postop vasc cvicu sicu
  micu cvor stepdown urol nose throat dex airway airways`;

export const MORE_MEDICAL = `
  mcmurray apley thessaly yergason spurling lhermitte gaenslen durkan froment wartenberg adson rovsing
  courvoisier troisier trousseau chvostek duroziez quincke muehrcke auspitz koebner darier gottron argyll
  parinaud unterberger hallpike ober scheltens spetzler cognard maddrey rockall witts rutgeerts kellgren
  outerbridge tonnis tönnis pfirrmann meyerding lenke schatzker gustilo tscherne frykman lauge danis bankart
  segond tillaux judet letournel ficat isup figo astler coller centor detsky lown ganong lehane dubowitz
  snellen amsler zung folstein ciwa elixhauser charlson pecarn dukes qsofa apache meld hemovac pleurx broviac
  groshong tenckhoff sengstaken dobhoff yankauer glidescope bougie mepilex aquacel tegaderm duoderm allevyn
  coban opsite flexifix xeroform kerlix telfa malarone fluzone ishihara semmes
  kerlix jobst dermabond prolene vicryl monocryl ethilon ethibond schanz ilizarov charnley xeroform eucerin
  cetaphil aquaphor bipap cpap stensen wirsung oddi vater treitz hesselbach calot gerota glisson disse auerbach
  paneth lieberkuhn lieberkühn meckel thebesian sylvius magendie luschka brodmann ranvier nissl adamkiewicz
  kiesselbach waldeyer rathke reinke morgagni bochdalek spigelian grynfeltt poupart gimbernat henle schlemm
  descemet chopart guyon struthers frohse klumpke pancoast menkes gaucher fabry pompe hurler sanfilippo morquio
  klinefelter patau angelman digeorge alport bartter gitelman fanconi goodpasture churg takayasu buerger felty
  jervell kartagener loffler löffler waldenstrom waldenström castleman rosai letterer siwe krukenberg zollinger
  hippel recklinghausen willebrand sturge peutz jeghers fraumeni cockayne creutzfeldt friedreich duchenne
  landouzy dejerine marchiafava bignami binswanger chiari gerstmann kluver bucy capgras munchausen ganser rett
  cotard clerambault sinding kienbock kienböck preiser calve calvé scheuermann ledderhose madelung sprengel
  klippel trenaunay kasabach maffucci ollier heberden charcot mondor lutembacher boerhaave schatzki menetrier
  ménétrier dieulafoy crigler caroli mirizzi bouveret chagas hantaan quervain mmse phq gad cssrs tapse lvef hfref hfpef
  hfmref rvsp
  ortolani mcroberts zavanelli marcaine sensorcaine xylocaine lidoderm bovie ligasure exparel duramorph diprivan
  sublimaze ancef kefzol abilify adderall aricept arimidex avapro avelox bactroban benicar boniva brilinta bystolic
  caduet celebrex chantix cialis clarinex concerta cozaar detrol diovan dexilant effient elavil entresto epipen
  evista famvir fosamax geodon glucotrol humira imitrex invokana kenalog klonopin lamisil latuda levitra lopid
  lotrel lovaza lunesta macrobid mobic namenda nasonex niaspan nucynta omnicef oxycontin pradaxa premarin pristiq
  provigil pulmicort relpax remeron requip restoril ritalin savella strattera tegretol topamax tradjenta tricor
  trileptal ultram valtrex vesicare viagra vimpat voltaren vytorin vyvanse xalatan zanaflex zetia zovirax flomax
  shingrix prevnar gardasil entyvio stelara dupixent keytruda opdivo herceptin rituxan avastin revlimid ibrance
  tagrisso xeljanz otezla skyrizi taltz cosentyx ocrevus tecfidera gilenya copaxone aimovig emgality nurtec
  ubrelvy trelegy breo anoro incruse wixela dulera qvar flovent xopenex duoneb mucinex robitussin sudafed
  pedialyte glucerna
  ballard dispo dest sig
  ${EPONYMS_2} ${BRANDS_2} ${ABBREVIATIONS} ${EPONYMS_3}`;

/** Nouns after an eponym that make it a score, structure or device, added to EPONYM_HEAD. */
export const MORE_EPONYM_HEADS = `maneuvers manoeuvres scores scales frame grade grades type types class level levels model nevus naevus nevi rule rules
  drain drains dressing dressings splint boot needle forceps retractor clamp estimate questionnaire inventory
  milestones reflexes angle curve pouch ligament ligaments tendon bursa plexus ganglion tract foramen fossa
  hernia diverticulum classification discriminant category suture stitch incision technique approach
  anastomosis fundoplication shunt nodule nodules lesion lesions granules spots exam
  plaque plaques spot murmur murmurs pulse pulses respirations pupil pupils incision gait
  fractures triad pentad rings striae papules hump questionnaires inventories harness
  speculum balloon cannula traction bandage membrane capsule triangle bundle fibers fibres crystals inclusions
  thickness criterion milestone tubercles tubercle papilla ampulla sphincter valve hiatus
  retriever retrievers terrier terriers spaniel spaniels pinscher poodle schnauzer mastiff bulldog rods
  stain stains chart virus plates lift monofilament pull-through blot blots salts wort
  regimen regimens protocol form forms pack packs protein proteins flu fever encephalitis igm igg serology titre
  titer antibody antibodies antigen bacillus agar medium cushion cushions mattress blade blades flask flasks
  typ typus gruppe groep klasse tipo clase classe stade stadio estadio
  ${HEADS_3}`;

/**
 * Common words of letters and notes in German, Spanish, French, Portuguese and Italian that the name and
 * town lists hold ("Sehr geehrter", "Der Patient", "Medicina Interna", "Cédula Profesional"). They are read
 * as ordinary words (the ENGLISH bit in phi-lexicon.ts): a capital on them says nothing. Name particles
 * (de, la, van, von, del) are not here: they stay part of names.
 */
export const FOREIGN_COMMON = `sehr geehrter geehrte geehrten liebe lieber patient patientin patienten arbeitet als wir ihr
  ihren ihre ihrem mit freundlichen grüßen grüssen kollegialen medizinische klinik praxis befund diagnose station
  der die das dem den des und für bei nach seit wegen keine kein
  atentamente estimado estimada doctora paciente originaria originario vive con hija hijo esposo esposa servicio
  consulta medicina interna cédula cedula profesional familiar derechohabiente
  madame monsieur cher chère confrère consœur patiente médecine interne traitant cordialement
  prezado prezada senhor senhora atenciosamente médico médica
  gentile egregio dottore dottoressa cordiali saluti medicina
  je vous nous elle ils une et est avec pour dans sur aux cette mon mes ses leur
  lo gli invio inviamo signora signor sig della dello degli delle che sono
  una por para que sus nos
  uma em com pelo pela
  ich sie er ein eine einen zu im ist sind
  bei zur zum vom auf aus über bitte um vorstellung sprechstunde ihrer unser unsere unseren wurde wurden werden
  hat haben hatte kann soll sollte wird seine seiner seinem sein meiner meine gespeicherten person daten auskunft
  alle allen entlassung entlassbrief arztbrief zuweiser überweisung therapie anamnese befunde verlauf empfehlung
  neurologie kardiologie innere chirurgie radiologie hausarzt hausärztin aufnahme
  au en ce ces qui pas plus très été sortie compte rendu lettre hospitalisation suivi traitement ordonnance
  los las al unos unas se su es está fue ha han como más pero muy también informe ingreso egreso tratamiento
  evolución remite remitido atención primaria escala alta
  il si è sono come più ma anche lettera dimissione ricovero reparto terapia esame visita
  os ao à foi são mas também morada nota fiscal sumário internamento
  travaille travaillait trabaja trabajaba trabalha trabalhava lavora lavorava treballa werkt arbetar jobbar pracuje
  anställd ansatt
  het een voor met op aan bij niet ook zijn werd wordt naar uit brief ontslag afdeling`;
