/**
 * Well-known organizations of Europe, Africa, Asia and Oceania (ADR 0088), a sixth part of phi-orgs-known.ts in the
 * same format and under the same rules ("~" for a name that is also a word, a given name, a surname or a town),
 * written from general knowledge by country and category: national health services and their agencies, sickness
 * funds and insurers, ambulance services, hospitals and groups, labs, pharmacy chains, charities of care, and the
 * large employers, banks and carriers that patients name. Left out on purpose: bare acronyms that are clinical ones
 * (PSA, DBS, SATS, HUS, NOS, ICA, CGH, CDI, SNS, NS, CP, TAP, ECG, HCL, MSA, CSS, LCL, DSM), single words that are
 * English words or towns ("Shell", "Orange", "Toll", "Coles", "Sabadell"), and names whose digits carry them
 * ("SNS 24", "NHS 111", "7-Eleven": the tokenizer drops digits, so they would read as the bare acronym).
 */

/** United Kingdom: pharmacies, NHS bodies and regulators, ambulance trusts, care charities, addiction services,
 * community equipment and private providers, insurers, employers and public bodies of a patient's life. */
const UK = `
Lloyds Pharmacy; Well Pharmacy; Rowlands Pharmacy; Day Lewis; Jhoots; Asda Pharmacy; Tesco Pharmacy; Echo Pharmacy;
NHS Direct; NHS Inform; NHS Wales; NHS Digital; NHSBT; NHS Resolution; NHS Property Services; UKHSA;
UK Health Security Agency; Public Health Wales; MHRA; CQC; Care Inspectorate; HIW; DVLA; DWP; Jobcentre Plus;
Age Concern; ~Macmillan; Sue Ryder; British Heart Foundation; Alzheimer's Society; Asthma + Lung UK; Asthma UK;
Kidney Care UK; Versus Arthritis; Childline; Women's Aid; Turning Point; CGL; Forward Leeds; Addaction;
Connect Health; Medequip; NRS Healthcare; Millbrook Healthcare; Circle Health; HCA Healthcare UK;
Ramsay Health Care UK; Practice Plus Group; Care UK; AXA Health; AXA PPP; VitalityHealth; Aviva Health;
Benenden Health; London Ambulance Service; North West Ambulance Service; NWAS; Yorkshire Ambulance Service;
West Midlands Ambulance Service; WMAS; East Midlands Ambulance Service; East of England Ambulance Service; EEAST;
South East Coast Ambulance Service; SECAmb; South Central Ambulance Service; SCAS; South Western Ambulance Service;
SWASFT; North East Ambulance Service; Welsh Ambulance Service; Scottish Ambulance Service;
Northern Ireland Ambulance Service; NIAS; Patient Advice and Liaison Service; Healthwatch; Babylon Health;
GP at Hand; Doctor Care Anywhere; Iceland Foods; First Bus; Amazon UK; Openreach; Virgin Media; Vodafone UK;
Nationwide Building Society; HSBC UK; Lloyds; Starling Bank; Boots UK; UCLan; University of Central Lancashire;
Open University; Court of Protection; Office of the Public Guardian; Motability
`;

/** Ireland: the insurers, regulators, charities, hospitals and employers. */
const IRELAND = `
~Beacon; Level Health; HIQA; Tusla; Pieta House; Bodywhys; Irish Cancer Society; Irish Heart Foundation;
Alzheimer Society of Ireland; Enable Ireland; Rehab Group; Cope Foundation; Brothers of Charity; St Michael's House;
Hermitage Medical Clinic; Bon Secours Hospital; Sports Surgery Clinic; Galway Clinic; Whitfield Clinic;
UPMC Whitfield; Connolly Hospital; CHI at Crumlin; Children's Health Ireland; National Maternity Hospital;
Cork University Hospital; CUH; University Hospital Limerick; University Hospital Galway; UHG;
University Hospital Waterford; UHW; Personal Injuries Resolution Board; Injuries Board; PIAB;
Department of Social Protection; Intreo; ESB; Bord Gáis; Bank of Ireland; AIB; PTSB; Kerry Group; Glanbia;
Smurfit Kappa; Intel Ireland; Medtronic Ireland; Abbott Ireland; Boston Scientific Galway
`;

/** Continental Europe: sickness funds, hospital groups and university hospitals, labs, pharmacies, public bodies,
 * insurers and employers of Germany, Austria, Switzerland, France, Italy, Spain, Portugal, the Netherlands,
 * Belgium, Czechia, Poland, Greece and the Nordic countries. */
const EUROPE = `
Techniker Krankenkasse; ~Barmer; DAK; AOK Bayern; AOK Plus; AOK Niedersachsen; KKH; Hanseatische Krankenkasse; HEK;
BKK Mobil Oil; Knappschaft; Allianz Private Krankenversicherung; DKV; Signal Iduna; HUK-Coburg; Agentur für Arbeit;
BG Klinikum; Helios; Asklepios Kliniken; Vivantes; Median Kliniken; Ameos; Agaplesion; Alexianer; Johanniter;
Malteser; Deutsches Rotes Kreuz; DRK; ASB; Arbeiter-Samariter-Bund; ~Caritas; Diakonie; AWO; Arbeiterwohlfahrt;
Volkssolidarität; UKE; LMU Klinikum; Klinikum rechts der Isar; MHH; Medizinische Hochschule Hannover; Uniklinik Köln;
Uniklinik RWTH Aachen; Sonic Healthcare Germany; Amedes; Bioscientia; DocMorris; Shop Apotheke; ING-DiBa;
dm-drogerie markt; ThyssenKrupp; Fresenius Helios; Drägerwerk; Merck KGaA; Stada; ÖGK; BVAEB; AUVA;
Wiener Gesundheitsverbund; Kepler Universitätsklinikum; Sanitas Krankenversicherung; Assura; USZ; Hirslanden;
Hôpitaux Universitaires de Genève; SBB; Assistance Publique – Hôpitaux de Paris; CPAM; CNAM; MDPH; Pôle emploi;
URSSAF; MAAF; AXA France; Allianz France; SOS Médecins; SAMU; SMUR; Hospices Civils de Lyon; AP-HM; CHU de Bordeaux;
CHU de Toulouse; CHU de Lille; CHU de Nantes; Necker; Hôtel-Dieu; Ramsay Santé; Elsan; Vivalto Santé; Emeis;
Cerballiance; Biogroup; Eurofins Biomnis; Synlab France; EDF; SFR; Bouygues; Servier; Thales; Banque Postale;
Caisse d'Épargne; Natixis; ATS Milano; Niguarda; Grande Ospedale Metropolitano Niguarda; ~Gemelli;
Ospedale San Raffaele; Istituto Clinico Humanitas; IEO; Ospedale Pediatrico Bambino Gesù; Sant'Orsola; Careggi;
Molinette; ARNAS Civico; ARNAS Garibaldi; Centro Diagnostico Italiano; Synlab Italia; Lifebrain; Generali Italia;
Allianz Italia; Reale Mutua; Luxottica; Banco BPM; Fineco; Fincantieri; Menarini; Chiesi; Recordati;
Servicio Andaluz de Salud; SERMAS; Servicio Madrileño de Salud; Osakidetza; SERGAS; Servei Català de la Salut;
CatSalut; Sacyl; Osasunbidea; SESCAM; IB-Salut; Servicio Canario de la Salud; MUFACE; ISFAS; Mutua Madrileña;
Mutua Universal; Fremap; Asepeyo; Ibermutua; MC Mutual; Cigna España; Hospital Gregorio Marañón; Sant Pau;
Hospital de la Santa Creu i Sant Pau; Hospital del Mar; Ribera Salud; Hospiten; Carrefour España; Banco Sabadell;
Unicaja; Serviço Nacional de Saúde; ADSE; AdvanceCare; Fidelidade; Ageas; Tranquilidade; CUF; Lusíadas;
Lusíadas Saúde; Luz Saúde; Trofa Saúde; Comboios de Portugal; EDP; Galp Energia; Jerónimo Martins; Novo Banco;
Santander Totta; Montepio; Crédito Agrícola; Vodafone Portugal; OLVG; Amsterdam UMC; Erasmus MC; UMCG;
Maastricht UMC+; Isala; Rijnstate; Jeroen Bosch Ziekenhuis; Sint Maartenskliniek; DSW; ONVZ; Zorg en Zekerheid; GGD;
UWV; SVB; Sanquin; RIVM; Saltro; Star-shl; Lidl Nederland; Nederlandse Spoorwegen; ING; Akzo Nobel; UZ Gent; UZA;
Erasme; Cliniques universitaires Saint-Luc; CHU Saint-Pierre; Mutualité chrétienne; Solidaris; Partenamut; Helan;
Mutualités Libres; INAMI; RIZIV; KBC; BNP Paribas Fortis; Bpost; SNCB; NMBS; VZP; Všeobecná zdravotní pojišťovna;
ČPZP; OZP; VoZP; ZPMV; FN Motol; Motol; VFN; ČEZ; Škoda Auto; České dráhy; Česká pošta; ZUS; PZU; PKO BP; Pekao; PKP;
ALAB; Ευαγγελισμός; Αττικόν; ΕΟΠΥΥ; EOPYY; ΕΦΚΑ; e-EFKA; ~Kela; Pihlajalinna; Försäkringskassan; Region Stockholm;
Akademiska sjukhuset; Min Doktor; Kronans Apotek; Coop Sverige; Helse Sør-Øst; Oslo universitetssykehus;
Rikshospitalet; Ullevål; Haukeland; St. Olavs hospital; Vinmonopolet; Region Hovedstaden; Sundhed.dk; Lundbeck; ~TK;
~Rizzoli
`;

/** Australia: Medicare and the disability and injury schemes, health funds, hospital groups and hospitals,
 * aged and disability care, pathology and imaging, pharmacies, ambulance services, helplines, employers. */
const AUSTRALIA = `
Medicare Australia; NDIA; DVA; Transport Accident Commission; WorkSafe; WorkCover; ReturnToWorkSA; Comcare;
Medibank Private; Bupa Australia; CBHS; Westfund; Peoplecare; Cabrini Malvern; Epworth Richmond; Epworth Eastern;
Mater Private Brisbane; UnitingCare; Baptcare; Bolton Clarke; Regis Aged Care; Estia Health; Opal HealthCare; Allity;
Arcare; BlueCare; Anglicare; Life Without Barriers; Aruma; Scope Australia; Back in Motion;
Back in Motion Physiotherapy; Lifecare; Physio Inq; Douglass Hanly Moir; QML Pathology; QML; Clinipath;
Australian Clinical Labs; Dorevitch Pathology; Dorevitch; Melbourne Pathology; Sullivan Nicolaides;
Capital Pathology; Western Diagnostic Pathology; PathWest; NSW Health Pathology; SA Pathology; I-MED Radiology;
I-MED; Lumus Imaging; PRP Diagnostic Imaging; Priceline Pharmacy; Terry White Chemmart; QAS; SA Ambulance Service;
St John Ambulance; St John WA; Ambulance Tasmania; ACT Ambulance Service; Royal Flying Doctor Service; RFDS;
CareFlight; Royal Children's Hospital; RCH; Royal Melbourne Hospital; RMH; Austin Hospital; Monash Medical Centre;
Box Hill Hospital; Eastern Health; Western Health; Northern Health Victoria; Barwon Health; Westmead Hospital;
Liverpool Hospital; Concord Hospital; Prince of Wales Hospital; St George Hospital; John Hunter Hospital;
Royal Brisbane and Women's Hospital; RBWH; The Prince Charles Hospital; Gold Coast University Hospital;
Royal Adelaide Hospital; Fiona Stanley Hospital; Sir Charles Gairdner Hospital; Royal Perth Hospital;
Perth Children's Hospital; Royal Hobart Hospital; Canberra Hospital; Beyond Blue; Lifeline Australia;
Black Dog Institute; Safe Steps; Kids Helpline; Relationships Australia; StarTrack; Toll Group; Toll Holdings;
Aldi Australia; Kmart Australia; Target Australia; Wesfarmers; CommBank; ANZ Bank; Bendigo Bank; AAMI;
Allianz Australia; NRMA; RACV; RACQ; Snap Fitness; Jetts; Plus Fitness
`;

/** New Zealand: ACC's Māori name, Health NZ, PHOs, Plunket, insurers, labs, aged care, hospitals and employers. */
const NEW_ZEALAND = `
Accident Compensation Corporation; Te Kaporeihana Āwhina Hunga Whara; Health NZ; Medsafe; Waka Kotahi; NZTA;
Work and Income; WINZ; StudyLink; Inland Revenue; Kāinga Ora; Oranga Tamariki; Family Planning; Family Planning NZ;
ProCare; ProCare Networks; Pinnacle Midlands Health Network; Pegasus Health; Compass Health; Tū Ora Compass Health;
WellSouth; Health Hawke's Bay; Southern Cross; nib NZ; AIA NZ; Partners Life; Accuro; Wellington Free Ambulance;
Hato Hone St John; Whakarongorau; Access Community Health; Access Homehealth; Healthcare NZ; Geneva Healthcare;
Ryman Healthcare; ~Summerset; Oceania Healthcare; Bupa Aged Care; Arvida; Metlifecare; Physio Works;
Pacific Radiology; Mercy Radiology; Southern Community Laboratories; Awanui Labs; Labtests; LabPLUS; Pathlab;
Medlab Central; Starship Children's Health; Middlemore Hospital; Auckland City Hospital; North Shore Hospital;
Waitakere Hospital; Wellington Hospital; Christchurch Hospital; Dunedin Hospital; Waikato Hospital;
Tauranga Hospital; Mercy Ascot; Ascot Hospital; Woolworths NZ; Pak'nSave; Warehouse Stationery; Bunnings NZ;
Chemist Warehouse NZ; Unichem; Life Pharmacy; Bargain Chemist; ASB; BNZ; Westpac NZ; ANZ NZ; One NZ; KiwiRail;
NZ Post; Fletcher Building; Zespri; Silver Fern Farms
`;

/** Singapore, Malaysia, the Philippines and India: public clusters and hospitals, insurers and national schemes,
 * labs, pharmacies, banks and employers. */
const ASIA = `
Keppel Offshore & Marine; Keppel Corporation; Sembcorp; Sembcorp Marine; Seatrium; ST Engineering; PSA International;
DBS Bank; OCBC Bank; UOB; NTUC; NTUC Income; Income Insurance; Great Eastern; AIA Singapore; Prudential Singapore;
HSBC Life; Raffles Medical; Raffles Hospital; Mount Elizabeth; Mount Alvernia; Thomson Medical; NHG; NUHS;
National University Health System; NUH; National University Hospital; Changi General Hospital; KTPH;
Khoo Teck Puat Hospital; KKH; KK Women's and Children's Hospital; NTFGH; Ng Teng Fong General Hospital; SKH;
Sengkang General Hospital; Institute of Mental Health; NCCS; NHCS; SNEC; SCDF; Singapore Civil Defence Force;
CPF Board; Ministry of Manpower; Guardian Pharmacy; Unity Pharmacy; Sea Group; KPJ; Sunway Medical; Pantai Hospital;
Prince Court; Prince Court Medical Centre; Gleneagles Kuala Lumpur; HKL; UMMC; PPUKM; HUKM; IJN; KKM;
Kementerian Kesihatan Malaysia; PERKESO; SOCSO; KWSP; EPF; Public Bank; RHB; Hong Leong Bank; Tenaga Nasional; TNB;
Axiata; Caring Pharmacy; Alpro Pharmacy; BP Healthcare; Pathlab Malaysia; Lablink; PCSO; GSIS; Pag-IBIG; DSWD;
DOH Philippines; Medical City; St. Luke's Medical Center; Makati Medical Center; Makati Med; Asian Hospital;
Cardinal Santos; Philippine General Hospital; PGH; Chong Hua; Medicard; PhilCare; Pacific Cross; Rose Pharmacy;
South Star Drug; SM Supermalls; SM Group; BDO; Landbank; Globe Telecom; Smart Communications; Apollo Pharmacy;
Fortis Healthcare; Max Hospital; Aster DM; Aster Medcity; CARE Hospitals; Lilavati Hospital; Breach Candy Hospital;
JIPMER; CMC Vellore; Adyar Cancer Institute; LV Prasad Eye Institute; Star Health; Star Health and Allied Insurance;
Aditya Birla Health; Bajaj Allianz; New India Assurance; United India Insurance; Oriental Insurance;
National Insurance Company; Life Insurance Corporation; ESIC; CGHS; Ayushman Bharat; PMJAY; Redcliffe Labs; Tata 1mg;
Wellness Forever; SBI; Axis Bank; Kotak Mahindra Bank; Punjab National Bank; Canara Bank; L&T; Mahindra & Mahindra;
Asian Paints; ONGC; NTPC; BHEL; Coal India; Indian Oil; IOCL; BPCL; Hindalco; Adani Group; Godrej; Cipla; Sun Pharma;
Dr. Reddy's; Biocon; Serum Institute; Serum Institute of India; Bharat Biotech; Zydus; Glenmark; ~Keppel
`;

/** South Africa, Kenya, Nigeria, Ghana and East Africa: labs, medical schemes and HMOs, hospitals, public bodies,
 * pharmacies, banks and employers. */
const AFRICA = `
NHLS; National Health Laboratory Service; Lancet Laboratories; Life Fourways Hospital; Discovery Health;
Discovery Vitality; Bonitas; Polmed; Profmed; ~Hollard; Transnet; Sasol; Woolworths SA; Medirite; Standard Bank;
First National Bank; Anglo American; Sibanye-Stillwater; Harmony Gold; Impala Platinum; Implats; Gold Fields; PRASA;
Metrorail; Tygerberg Hospital; Red Cross War Memorial Children's Hospital; Steve Biko Academic Hospital; MomConnect;
loveLife; Lifeline SA; SADAG; Amref; Amref Health Africa; KNH; Moi Teaching and Referral Hospital; MTRH;
Aga Khan Hospital; The Nairobi Hospital; Gertrude's; MP Shah Hospital; Avenue Healthcare; Avenue Hospital;
Mater Hospital; Coptic Hospital; Kenya Red Cross; KEMSA; AAR Healthcare; AAR Insurance; Jubilee Insurance;
Jubilee Health; Britam; CIC Insurance; Madison Insurance; APA Insurance; Old Mutual Kenya; Kenya Power; KPLC;
Equity Bank; KCB; KCB Bank; Co-operative Bank; NCBA; Absa Kenya; Stanbic; Carrefour Kenya; Goodlife Pharmacy;
Haltons Pharmacy; Lancet Kenya; Pathcare Kenya; KRA; Kenya Revenue Authority; NSSF; Kenya Pipeline;
Kenya Ports Authority; KenGen; Bidco; East African Breweries; EABL; Bamburi Cement; LASUTH; UCH; UNTH; OAUTHC; ABUTH;
UITH; UBTH; JUTH; AKTH; National Hospital Abuja; Reddington Hospital; Lagoon Hospitals; Evercare Hospital Lekki;
St. Nicholas Hospital; NHIS; NAFDAC; NCDC; Hygeia HMO; Leadway Health; Leadway Assurance; AXA Mansard;
AXA Mansard Health; Avon HMO; Clearline HMO; Total Health Trust; Clina-Lancet; Clina-Lancet Laboratories;
Synlab Nigeria; Union Diagnostics; MedPlus Pharmacy; HealthPlus; Guaranty Trust Bank; GTCO; Zenith Bank; Access Bank;
First Bank; FirstBank; UBA; United Bank for Africa; Fidelity Bank; Stanbic IBTC; Sterling Bank; Wema Bank;
Polaris Bank; Union Bank; Dangote; Dangote Group; Dangote Cement; MTN Nigeria; Airtel Nigeria; Shell Nigeria;
Nigerian Breweries; Flour Mills of Nigeria; Interswitch; Arik Air; Air Peace; Korle Bu Teaching Hospital;
Komfo Anokye Teaching Hospital; Ridge Hospital; NHIS Ghana; Ghana Health Service; MTN Ghana; Vodafone Ghana;
Electricity Company of Ghana; GCB Bank; Cocobod; Ghana Cocoa Board; Mulago; Mulago Hospital; Makerere University;
Ethio Telecom; Abwenzi Pa Za Umoyo; Gertrudes
`;

export const KNOWN_ABROAD_ORGS = `${UK};${IRELAND};${EUROPE};${AUSTRALIA};${NEW_ZEALAND};${ASIA};${AFRICA}`;
