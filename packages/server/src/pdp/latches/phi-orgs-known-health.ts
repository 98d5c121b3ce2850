/**
 * Well-known organizations of health care (ADR 0055), a second part of phi-orgs-known.ts in the same
 * format and under the same rules, written from general knowledge of the sector: names separated by
 * ";", a leading "~" for a name that is also an ordinary word, given name or surname (it counts only
 * after a cue). Left out on purpose, besides what phi-orgs-known.ts leaves out: state Medicaid programs
 * and TRICARE (programs, like Medicare and Medicaid, which stay in clear); guideline and research
 * bodies cited in clinical reasoning (NICE, NCI, the specialty colleges); generic agency names
 * ("Child Protective Services", "Area Agency on Aging"); patient portals and device or test brands
 * (MyChart, Omnicell, Cologuard); names whose digits carry them ("Care1st", "7-Eleven": the
 * tokenizer drops digits); bare acronyms that are clinical ones (MTM, HSE, HAP, AOK, FNB, RBC, LIC:
 * their full names instead); names that other rules already find whole by their organization word
 * ("Kessler Institute for Rehabilitation", "Suncoast Hospice").
 */

/** US health insurers and plans: Blues plans by state, Medicaid managed care and Medicare Advantage brands,
 * military, dental and vision plans, benefit accounts. */
const PAYERS = `
CareSource; Superior HealthPlan; Amerigroup; Independence Blue Cross; Priority Health; Geisinger Health Plan;
Health Net; Meridian Health Plan; Buckeye Health Plan; Peach State Health Plan; Louisiana Healthcare Connections;
Home State Health; Nebraska Total Care; Absolute Total Care; Iowa Total Care; Western Sky Community Care;
Trillium Community Health Plan; SilverSummit Healthplan; Sunflower Health Plan; IlliniCare; Allwell;
Wellcare by Allwell; Empire BlueCross BlueShield; Empire Blue Cross; Simply Healthcare; Healthy Blue; Wellpoint;
Anthem HealthKeepers; HealthKeepers; CareMore; Beacon Health Options; Carelon; Carelon Medical Benefits Management;
UniCare; UnitedHealthcare Community Plan; CenterWell; Conviva Care Centers; Evernorth; Accredo; HealthSpring;
Cigna-HealthSpring; Coventry Health Care; Signify Health; Blue Cross of Idaho; Blue Cross NC;
BlueCross BlueShield of Tennessee; Blue KC; Blue Shield of California; Excellus BlueCross BlueShield; Excellus;
Capital Blue Cross; Premera Blue Cross; Regence BlueShield; Arkansas Blue Cross; Horizon Blue Cross Blue Shield;
CareFirst BlueCross BlueShield; BlueCross BlueShield of Western New York; Triple-S; AmeriHealth Caritas; AmeriHealth;
Keystone First; UPMC Health Plan; Health Partners Plans; HealthPartners; ~Medica; Passport Health Plan; WellSense;
WellSense Health Plan; Neighborhood Health Plan; Neighborhood Health Plan of Rhode Island; Tufts Health Public Plans;
MVP Health Care; Capital District Physicians' Health Plan; CDPHP; Independent Health; MetroPlus; MetroPlusHealth;
Affinity Health Plan; L.A. Care Health Plan; L.A. Care; Inland Empire Health Plan; IEHP; CalOptima;
Health Plan of San Joaquin; Partnership HealthPlan of California; Santa Clara Family Health Plan;
San Francisco Health Plan; Gold Coast Health Plan; Community Health Plan of Washington; Texas Children's Health Plan;
Cook Children's Health Plan; Community First Health Plans; Driscoll Health Plan; Parkland Community Health Plan;
Sendero Health Plans; Prestige Health Choice; Humana Healthy Horizons; Devoted Health; Alignment Healthcare;
Alignment Health; SCAN Health Plan; HealthSun; Optimum HealthCare; CarePlus Health Plans; Ultimate Health Plans;
HealthAlliance Plan; Health Alliance Plan; McLaren Health Plan; Medical Mutual of Ohio; Medical Mutual;
Dean Health Plan; Security Health Plan; Network Health Plan; UCare; PreferredOne; Sanford Health Plan;
Avera Health Plans; Presbyterian Health Plan; Western Health Advantage; Sharp Health Plan; PacificSource;
PacificSource Health Plans; Providence Health Plan; CareOregon; Kaiser Foundation Health Plan; SelectHealth;
University of Utah Health Plans; Rocky Mountain Health Plans; Friday Health Plans; Denver Health Medical Plan;
Health Choice Arizona; Banner University Family Care; Health New England; ConnectiCare; Oxford Health Plans; AvMed;
Capital Health Plan; Sentara Health Plans; Optima Health; Virginia Premier; Maryland Physicians Care;
MedStar Family Choice; Johns Hopkins HealthCare; SummaCare; MDwise; Aspirus Health Plan; Health Plan of Nevada;
Prominence Health Plan; Humana Military; Defense Health Agency; Sidecar Health; Collective Health; Centivo;
HealthEquity; WageWorks; Benefitfocus; Businessolver; Colonial Life; Delta Dental; United Concordia; DentaQuest;
VSP Vision Care; EyeMed; Davis Vision; Superior Vision; Avesis; Spectera; Liberty Dental Plan
`;

/** Pharmacy benefit managers, mail-order and specialty pharmacies, pharmacy chains, claims clearing houses,
 * TPAs, Medicare contractors, utilization managers, digital-health benefits and the insurance exchanges. */
const PAYER_SERVICES = `
MedImpact; Navitus; Magellan Rx Management; Capital Rx; SmithRx; ProCare Rx; Serve You Rx; WellDyne; WellDyneRx;
AllianceRx Walgreens Prime; AllianceRx; PillPack; Amazon Pharmacy; Cost Plus Drugs; Duane Reade; Bartell Drugs;
Kinney Drugs; Medicine Shoppe; Health Mart; Option Care Health; KabaFusion; BrightSpring; ResCare; Diplomat Pharmacy;
CVS Specialty; TriZetto; Cognizant TriZetto; Office Ally; ClaimRemedi; Zelis; Emdeon; RelayHealth; Edifecs;
Ability Network; Navicure; ZirMed; InstaMed; Flywire; Rectangle Health; MultiPlan; Payspan; HealthSmart;
First Health Network; HealthSCOPE Benefits; Trustmark Health Benefits; Trustmark; Gallagher Bassett; Broadspire;
CorVel; Sedgwick Claims Management Services; ~Maximus; Gainwell; Kepro; Livanta; Palmetto GBA; Noridian;
National Government Services; First Coast Service Options; Wisconsin Physicians Service; CGS Administrators;
Good Sam; Cahaba GBA; eviCore; eviCore healthcare; National Imaging Associates; HealthHelp; Cohere Health; SilverSneakers;
Healthways; Included Health; Quantum Health; Hinge Health; Headspace; Brightline; Talkspace; BetterHelp; Nurx;
Thirty Madison; HealthCare.gov; Covered California; NY State of Health; Connect for Health Colorado;
Washington Healthplanfinder; Access Health CT; Massachusetts Health Connector; Kynect; MNsure; DC Health Link;
Maryland Health Connection; eHealthInsurance; HealthSherpa; GetInsured; Softheon; HealthEdge; Zeomega; Apixio;
nThrive; FinThrive; Parallon; MedAssets; Craneware; HealthTrust; Intalere
`;

/** Home health, home care and hospice, dialysis, senior living and nursing-home chains, rehabilitation,
 * NEMT and ambulance firms, DME and medical suppliers, staffing, physician groups, urgent care, dental and optical chains. */
const CARE_SERVICES = `
~Vitas; Compassus; Gentiva; Enhabit; BAYADA; Bayada Home Health Care; Kindred at Home; Interim HealthCare;
Visiting Angels; Home Instead; Comfort Keepers; Right at Home; Senior Helpers; BrightStar Care; Griswold Home Care;
Always Best Care; Synergy HomeCare; Homewatch CareGivers; FirstLight Home Care; Amada Senior Care; Addus HomeCare;
Addus; Aveanna; Elara Caring; Help at Home; Intrepid USA; AccentCare; Hospice of the Valley;
Visiting Nurse Service of New York; Chapters Health System; AuthoraCare; Agrace; Heart to Heart Hospice;
Hospice of the Western Reserve; Capital Caring Health; HCR ManorCare; ManorCare; ProMedica Senior Care;
Fresenius Kidney Care; US Renal Care; U.S. Renal Care; Satellite Healthcare; Dialysis Clinic Inc;
Northwest Kidney Centers; Innovative Renal Care; DaVita Kidney Care; Strive Health; Monogram Health; Somatus;
Sunrise Senior Living; Atria Senior Living; Holiday Retirement; Life Care Centers of America; Life Care Centers;
PruittHealth; Sava Senior Care; SavaSeniorCare; Consulate Health Care; Diversicare; Signature HealthCARE;
National HealthCare Corporation; Trilogy Health Services; Benchmark Senior Living; Capital Senior Living;
Five Star Senior Living; AlerisLife; Watermark Retirement Communities; Belmont Village; Merrill Gardens;
Discovery Senior Living; Integral Senior Living; Anthology Senior Living; Avamere; Presbyterian Senior Living;
Acts Retirement-Life Communities; Covenant Living; Avalon Health Care; Hebrew SeniorLife; Aperion Care;
Mariner Health Care; Select Medical; Select Specialty Hospital; Concentra; ScionHealth; Shirley Ryan AbilityLab;
Spaulding Rehabilitation Network; TIRR Memorial Hermann; Rancho Los Amigos; MossRehab; Athletico;
Upstream Rehabilitation; Select Physical Therapy; NovaCare; Benchmark Physical Therapy; Ivy Rehab;
U.S. Physical Therapy; Physiotherapy Associates; Confluent Health; ModivCare; LogistiCare;
Medical Transportation Management; Southeastrans; Verida; American Medical Response; Global Medical Response;
Rural/Metro; Air Methods; Life Flight Network; Med-Trans; CareFlite; AirMedCare Network; Guardian Flight;
Boston MedFlight; Ambulnz; DocGo; ~Medline; McKesson Medical-Surgical; Apria; Lincare; AdaptHealth; Rotech; Edgepark;
Numotion; National Seating & Mobility; Brightree; ShiftKey; IntelyCare; Nursa; CareRev; Clipboard Health; Fastaff;
TotalMed; Travel Nurse Across America; Favorite Healthcare Staffing; LocumTenens.com; CompHealth; Hayes Locums;
Kforce; Adecco; Randstad; ManpowerGroup; Aerotek; TEKsystems; Insight Global; Express Employment Professionals;
Spherion; PageGroup; Staffmark; PeopleReady; TrueBlue; Sound Physicians; Vituity; ApolloMD;
Envision Physician Services; Mednax; Pediatrix; North American Partners in Anesthesia; Radiology Partners; RadNet;
Akumin; SimonMed; MedExpress; CityMD; GoHealth Urgent Care; NextCare; FastMed; MinuteClinic; One Medical; CareMax;
VillageMD; agilon health; Aledade; Optum Care; WellMed; DispatchHealth; Kindbody; Carrot Fertility; Progyny;
Shady Grove Fertility; CCRM Fertility; IVI RMA; US Fertility; Aspen Dental; Heartland Dental; Western Dental;
Kool Smiles; ClearChoice Dental Implant Centers; ClearChoice; Great Expressions Dental Centers; LensCrafters;
Pearle Vision; America's Best Contacts & Eyeglasses; Visionworks; EssilorLuxottica; National Vision; MyEyeDr;
Eyemart Express; Miracle-Ear; HearUSA; Amplifon
`;

/**
 * US health systems, academic medical centers, children's hospitals and cancer centers, by their usual names; last,
 * systems said by their first word alone ("admitted to Banner", "works at Sutter"), marked "~" (after a cue only),
 * and not those whose word is a town of any size or a person's name in notes ("from Providence", "to Hackensack",
 * "report given to Sharp", "Aurora", "Oscar"); Banner and Sutter are kept, whose towns are villages.
 */
const SYSTEMS = `
Intermountain; Advocate Health; Advocate Aurora Health; Advocate Health Care; Providence Health & Services;
Catholic Health Initiatives; M Health Fairview; Aspirus; ThedaCare; Northwestern Medicine;
Rush University Medical Center; NorthShore University HealthSystem; Bon Secours Mercy Health;
Atrium Health Wake Forest Baptist; Duke University Health System; ECU Health; FirstHealth of the Carolinas;
Medical University of South Carolina; Roper St. Francis; Phoebe Putney; Infirmary Health;
Baptist Memorial Health Care; Regional One Health; Erlanger Health System; Ballad Health;
University of Tennessee Medical Center; TriHealth; Cincinnati Children's; Nationwide Children's Hospital;
Nationwide Children's; MetroHealth; Mount Carmel Health System; Henry Ford Health System; Sparrow Health System;
McLaren Health Care; Indiana University Health; Deaconess Health System; Children's Wisconsin;
University of Utah Health; Phoenix Children's; Lovelace Health System; Texas Health Resources;
Texas Health Presbyterian; Cook Children's; JPS Health Network; Medical City Healthcare; Texas Children's;
Harris Health System; UT Health San Antonio; University of Texas Medical Branch; UMC Health System; Scott & White;
Seton Healthcare Family; Ascension Seton; Dell Children's; Saint Francis Health System; Hillcrest HealthCare System;
Our Lady of the Lake Regional Medical Center; Franciscan Missionaries of Our Lady Health System;
Willis-Knighton Health System; Arkansas Children's; CoxHealth; Saint Luke's Health System;
Children's Mercy Kansas City; Children's Mercy; MercyOne; University of Iowa Health Care;
Children's Hospital Colorado; National Jewish Health; Seattle Children's; Fred Hutch;
Virginia Mason Franciscan Health; EvergreenHealth; OHSU; Asante Health System; St. Charles Health System;
Rady Children's; Children's Hospital Los Angeles; City of Hope; ~Hoag; Hoag Memorial Hospital Presbyterian;
MemorialCare; CHOC Children's; Loma Linda University Health; Riverside University Health System;
Arrowhead Regional Medical Center; Indian Health Service; Tufts Medicine; Mass Eye and Ear;
Massachusetts Eye and Ear; Brown University Health; Care New England; Yale New Haven Health; Connecticut Children's;
MaineHealth; NYC Health + Hospitals; Mount Sinai Health System; Hospital for Special Surgery; SUNY Downstate;
Stony Brook Medicine; Roswell Park; Bassett Healthcare Network; Atlantic Health System;
Cooper University Health Care; AtlantiCare; ChristianaCare; Lehigh Valley Health Network;
St. Luke's University Health Network; Conemaugh Health System; Johns Hopkins Medicine; Children's National Hospital;
Howard University Hospital; Inova Fairfax; BayCare Health System; BayCare; Sarasota Memorial Health Care System;
UF Health Shands; NCH Healthcare System; Johns Hopkins All Children's Hospital; Children's Minnesota;
Gillette Children's; Lurie Children's; C.S. Mott Children's Hospital; Primary Children's Hospital;
Shriners Children's; Children's of Alabama; Cancer Treatment Centers of America;
Memorial Sloan Kettering Cancer Center; Masonic Cancer Center; OneOncology; American Oncology Network;
Sheppard Pratt;
~Banner; ~Sutter; ~Atrium; ~Scripps; ~Dignity; ~Tenet; ~Essentia; ~Prisma; ~Corewell;
~Baptist; ~Encompass; ~Hanger; ~Legacy; ~Advocate;
~Good Samaritan; ~Sacred Heart; ~Presbyterian; ~Methodist; ~Mercy; ~Holy Cross; ~Holy Family; ~Good Shepherd
`;

/**
 * Reference labs of several countries, organ, marrow and blood bodies, EHR and health-IT vendors (interface engines,
 * data exchange, privacy monitoring, ambient scribes, revenue cycle), telehealth, clinical staffing, health-care
 * consultants and law firms.
 */
const LABS_TECH = `
ARUP; Mayo Clinic Laboratories; NeoGenomics; Genomic Health; Caris Life Sciences; GeneDx; Ambry Genetics;
Fulgent Genetics; Any Lab Test Now; Everlywell; LetsGetChecked; Synlab; Unilabs; Thyrocare; SRL Diagnostics; Ampath;
PathCare; Healius; Laverty Pathology; Douglass Hanly Moir Pathology; Sullivan Nicolaides Pathology; Dynacare;
LifeLabs; Gamma-Dynacare; Grupo Fleury; Hermes Pardini; Salud Digna; Laboratorio Chopo; UNOS;
United Network for Organ Sharing; Organ Procurement and Transplantation Network; OPTN; LifeGift;
Gift of Life Donor Program; LiveOnNY; OneLegacy; Donor Network West; Lifebanc; LifeCenter Northwest; Gift of Hope;
Mid-America Transplant; Donate Life America; National Marrow Donor Program; Be The Match; NMDP; DKMS; Vitalant;
OneBlood; Carter BloodCare; LifeSouth Community Blood Centers; Versiti; Bloodworks Northwest; Héma-Québec;
NHS Blood and Transplant; Australian Red Cross Lifeblood; CSL Plasma; Octapharma Plasma; Oracle Cerner; NextGen;
Veradigm; CPSI; TruBridge; Netsmart; PointClickCare; MatrixCare; WellSky; Homecare Homebase; Axxess; AdvancedMD;
Kareo; Tebra; DrChrono; ModMed; Modernizing Medicine; CareCloud; Elation Health; Healthie; SimplePractice;
TherapyNotes; Qualifacts; Phreesia; Solutionreach; InterSystems; Datavant; Sharecare; American Well;
Doctor on Demand; PlushCare; HealthTap; Push Doctor; Doctolib; Practo; PharmEasy; Netmeds; Halodoc; Alodokter;
Ping An Good Doctor; WeDoctor; Greenway Health; ~Nuance; ~Abridge; ~Conifer; ~Myriad; ~Guardant; ~Sonic;
Clover Health; CRISP;
~Redox; ~Rhapsody; Lyniate; Health Gorilla; Zus Health; Kno2; CommonWell; CommonWell Health Alliance; Carequality;
eHealth Exchange; NextGate; Verato; Protenus; Censinet; CynergisTek; Fortified Health Security; Clearwater Compliance;
Mirth Connect; Infor Cloverleaf; DrFirst; First Databank; Lexicomp; Luma Health; Relatient; Kyruus; ~Artera; Hyland;
Solventum; Augmedix; DeepScribe; Ambience Healthcare; ~Nabla; ~Suki; HealthStream; symplr; QGenda; Strata Decision;
Medhost; Ensemble Health Partners; CHG Healthcare; Jackson Healthcare; Incredible Health; Vivian Health;
Nomad Health; Burwood Group; Pivot Point Consulting; ScribeAmerica; Qventus; Innovaccer; Sectra; PerfectServe;
Clarify Health; Canvas Medical;
Divurgent; Tegria; Nordic Consulting; The Chartis Group; Chartis; ~Huron; Huron Consulting; Stroudwater Associates;
ECG Management Consultants; Baker Donelson; Hall Render; Epstein Becker Green; Hooper Lundy
`;

/** Treatment centres, mental-health and support groups, charities named in notes (US, UK), and federal and
 * state agencies by their full names. */
const SUPPORT = `
Hazelden Betty Ford; Hazelden Betty Ford Foundation; Hazelden; Caron Treatment Centers; American Addiction Centers;
Recovery Centers of America; CleanSlate; Bicycle Health; Gaudenzia; Phoenix House; Odyssey House;
Crossroads Treatment Centers; Sierra Tucson; Promises Behavioral Health; Cliffside Malibu; Rosecrance;
Ashley Addiction Treatment; Timberline Knolls; Eating Recovery Center; The Emily Program; Elements Behavioral Health;
Oceans Behavioral Health; Thriveworks; SonderMind; Talkiatry; Array Behavioral Care; Centerstone; ~NAMI;
National Alliance on Mental Illness; Mental Health America; Crisis Text Line; The Trevor Project; Trevor Project;
American Foundation for Suicide Prevention; SMART Recovery; Celebrate Recovery; Nar-Anon; Cocaine Anonymous;
Overeaters Anonymous; Gamblers Anonymous; Adult Children of Alcoholics; Mothers Against Drunk Driving;
Epilepsy Foundation; JDRF; Autism Speaks; United Cerebral Palsy; American Kidney Fund;
Society of St. Vincent de Paul; Meals on Wheels America; Lutheran Services in America;
International Rescue Committee; Direct Relief; Americares; Partners In Health; Covenant House;
Coalition for the Homeless; National Alliance to End Homelessness; HIAS; National Domestic Violence Hotline; RAINN;
Safe Horizon; Cancer Support Community; American Foundation for the Blind; National Federation of the Blind;
National Association of the Deaf; Paralyzed Veterans of America; Disabled American Veterans;
Veterans of Foreign Wars; American Legion; Age UK; Macmillan Cancer Support; Marie Curie; Cancer Research UK;
Rethink Mental Illness; Samaritans; Citizens Advice; Carers UK; Dementia UK; Parkinson's UK; Diabetes UK;
Stroke Association; British Red Cross; Barnardo's; NSPCC; Mencap; Change Grow Live;
Substance Abuse and Mental Health Services Administration; SAMHSA; Department of Housing and Urban Development;
Health Resources and Services Administration; HRSA; Agency for Healthcare Research and Quality; AHRQ;
Centers for Disease Control and Prevention; Centers for Medicare & Medicaid Services; Centers for Medicare and Medicaid Services; Administration for Community Living;
Administration for Children and Families; Federal Emergency Management Agency; FEMA; Drug Enforcement Administration;
Federal Bureau of Prisons; Bureau of Prisons; U.S. Citizenship and Immigration Services; USCIS;
Immigration and Customs Enforcement; Customs and Border Protection; Transportation Security Administration;
Occupational Safety and Health Administration; National Institute for Occupational Safety and Health;
Veterans Benefits Administration; Joint Commission; NCQA; United States Postal Service;
Florida Department of Children and Families; Illinois Department of Healthcare and Family Services;
Michigan Department of Health and Human Services; North Carolina Department of Health and Human Services;
Arizona Health Care Cost Containment System
`;

/** Health insurers, agencies, hospital groups and pharmacy chains of other countries. */
const ABROAD = `
PhilHealth; Maxicare; Intellicare; The Medical City; Asian Hospital and Medical Center; Mercury Drug; Watsons;
Generika Drugstore; National Hospital Insurance Fund; NHIF; Social Health Authority; Aga Khan Development Network;
National Health Insurance Authority; NHIA; National Health Insurance Scheme; University College Hospital Ibadan;
Reliance HMO; Discovery Health Medical Scheme; Bonitas Medical Fund; Momentum Health; Medshield; Fedhealth; Bestmed;
Government Employees Medical Scheme; Netcare; Mediclinic; Mediclinic International; ~Clicks; Dis-Chem;
South African Social Security Agency; SASSA; Road Accident Fund; Fortis; Medanta; AIIMS;
Christian Medical College Vellore; Sir Ganga Ram Hospital; PGIMER; HDFC Ergo; ICICI Lombard; Niva Bupa;
Care Health Insurance; Employees' State Insurance Corporation; MedPlus; IMSS; ISSSTE;
Instituto de Seguridad y Servicios Sociales de los Trabajadores del Estado; IMSS-Bienestar; Farmacias Guadalajara;
Farmacias del Ahorro; Farmacias Similares; Farmacias Benavides; Farmacias San Pablo; Grupo Ángeles; Médica Sur;
Christus Muguerza; Star Médica; Hapvida; NotreDame Intermédica; SulAmérica; Unimed; Rede D'Or; Drogasil;
Raia Drogasil; Droga Raia; Pague Menos; Drogaria São Paulo; OSDE; Farmacity; Fonasa; Banmédica; Cruz Verde;
Farmacias Ahumada; Salcobrand; EPS Sura; Nueva EPS; Compensar; Colsanitas; Keralty; EsSalud; Inkafarma; Mifarma;
Sanitas; Adeslas; SegurCaixa Adeslas; Asisa; DKV Seguros; Mapfre; Quirónsalud; HM Hospitales; Vithas;
Assurance Maladie; Caisse nationale d'assurance maladie; Harmonie Mutuelle; MGEN; Malakoff Humanis; Groupama; MAIF;
MACIF; DAK-Gesundheit; IKK classic; Debeka; Helios Kliniken; Asklepios; Sana Kliniken; Rhön-Klinikum;
Deutsche Rentenversicherung; Zilveren Kruis; VGZ; Menzis; Achmea; Christelijke Mutualiteit; Humanitas;
Gruppo San Donato; INPS; INAIL; Apoteket; Apotek Hjärtat; Narodowy Fundusz Zdrowia; NFZ;
Zakład Ubezpieczeń Społecznych; LuxMed; Lux Med; Medicover; Enel-Med; Sosyal Güvenlik Kurumu; Acıbadem;
National Health Insurance Service; Health Insurance Review and Assessment Service;
Seoul National University Hospital; Matsumoto Kiyoshi; Welcia; Sundrug; ~Mannings; A.S. Watson Group;
Raffles Medical Group; Parkway Pantai; BPJS Kesehatan; Kimia Farma; Vinmec; Bumrungrad; HCF; ~nib; nib Group;
Australian Unity; Teachers Health; GMHBA; Defence Health; Services Australia; Centrelink;
National Disability Insurance Agency; Chemist Warehouse; TerryWhite Chemmart; Amcal; Blooms The Chemist;
Ramsay Health Care; Healthscope; St Vincent's Health Australia; Te Whatu Ora; Health New Zealand; Te Aka Whai Ora;
Pharmac; Jean Coutu; Pharmaprix; Rexall; London Drugs; Uniprix; Familiprix; Canada Life; Great-West Lifeco;
Green Shield Canada; Alberta Blue Cross; Pacific Blue Cross; Ontario Blue Cross; Medavie Blue Cross;
Régie de l'assurance maladie du Québec; Horizon Health Network; Vitalité Health Network; Hamilton Health Sciences;
CHU Sainte-Justine; Jewish General Hospital; Foothills Medical Centre; Centre for Addiction and Mental Health; CAMH;
WorkSafeBC; Workplace Safety and Insurance Board; WSIB; Veterans Affairs Canada; Service Canada; ~Boots; Superdrug;
LloydsPharmacy; Vitality Health; Simplyhealth; Specsavers; Vision Express; Boots Opticians; Care Quality Commission;
Public Health England; Public Health Scotland; NHS England; NHS Scotland; Department for Work and Pensions;
HM Revenue and Customs; HMRC; Health Service Executive; Clalit; Meuhedet; Leumit; Rambam Health Care Campus;
Super-Pharm; Bupa Arabia; Tawuniya; Helsana; Swica; Visana; Groupe Mutuel; Österreichische Gesundheitskasse;
Hospital da Luz
`;

/** Every section, for phi-orgs-gazetteer.ts. */
export const KNOWN_HEALTH_ORGS = [PAYERS, PAYER_SERVICES, CARE_SERVICES, SYSTEMS, LABS_TECH, SUPPORT, ABROAD].join(';');
