/**
 * Well-known organizations (ADR 0055, 0086), a fourth part of phi-orgs-known.ts in the same format and under the same
 * rules, written from general knowledge: names separated by ";", a leading "~" for a name that is also an ordinary
 * word, a given name, a surname or a town (it counts only after a cue: "a pilot for Southwest", "at Mayo"). A
 * leading "^" marks a maker whose name is also said for its device ("Stryker frame", "Medtronic pump", "Dexcom
 * sensor"): such a name counts only where the words around it make it the firm (a form's supplier or implant field,
 * a product in capitals after it, a letterhead, a desk or business noun), never by itself or by a cue word;
 * these are the one exception to the rule that MEDICAL words are not read from the lists.
 * Left out on purpose, as in the other parts: bare acronyms that are clinical ones (ANA, CTA, SAS, ACC), generic
 * names ("University Hospitals", "Northern Health"), and names the tail rules already find whole ("Huntsville
 * Hospital", "Beaumont Hospital").
 */

/** US health systems and hospitals known by a short name, children's hospitals, and names of their parts. */
const US_SYSTEMS = `
Summa Health; Summa Health System; Bayhealth; Erlanger Health; ~Erlanger; Alta Bates; Alta Bates Summit;
Alta Bates Summit Medical Center; Providence Swedish; Kettering Health; Premier Health; Baystate Health; Baystate;
UMass Memorial; UMass Memorial Health; Beth Israel Lahey Health; Beth Israel Lahey; Steward Health Care;
Lifespan Health; Main Line Health; Virtua Health; Virtua; LifeBridge Health; University of Maryland Medical System;
UMMS; Luminis Health; VCU Health; Riverside Health System; Cone Health; Mission Health; McLeod Health; Lee Health;
Broward Health; Memorial Healthcare System; UAB Medicine; UAB Hospital; Methodist Le Bonheur; Le Bonheur Children's;
UK HealthCare; Covenant Health; ~Aultman; Cleveland Clinic Akron General; Bronson Healthcare; Munson Healthcare;
Community Health Network; Franciscan Health; Parkview Health; Eskenazi Health; UChicago Medicine; Loyola Medicine;
OSF HealthCare; Carle Health; Carle Foundation Hospital; Stormont Vail; Bryan Health; Hennepin Healthcare;
Bellin Health; UW Health; UnityPoint Health; UnityPoint; Billings Clinic; SCL Health; UNM Hospital; UNM Health;
Valleywise Health; John Muir Health; El Camino Health; Palomar Health; Eisenhower Health; Northern Light Health;
Kaleida Health; Rochester Regional Health; URMC; Strong Memorial; Guthrie Clinic; Inspira Health; Hunterdon Health;
WVU Medicine; CAMC; Tallahassee Memorial; Halifax Health; Archbold Medical Center; Lexington Medical Center;
Spartanburg Regional; Self Regional; Tidelands Health; LCMC Health; Baton Rouge General; TriStar Health; TriStar;
Hendrick Health; Kootenai Health; Samaritan Health Services; Overlake; EvergreenHealth; Providence Alaska;
Dartmouth Health; Central Maine Healthcare; Westchester Medical Center; Crozer Health; Crozer; Frederick Health;
Adventist HealthCare; Adventist Health; Carilion Clinic; ~Harborview; Harborview Medical Center;
Boston Medical Center; Beth Israel; MGH; Brigham Health; Nemours Children's; Nemours;
Children's Healthcare of Atlanta; Valley Children's; Akron Children's; Dayton Children's; Rainbow Babies;
UH Rainbow Babies; Levine Children's; Johns Hopkins Bayview; Sinai Hospital of Baltimore; Temple Health;
Einstein Healthcare Network; Einstein Medical Center; Montefiore Einstein; Bellevue Hospital; Kings County Hospital;
Jacobi Medical Center; Elmhurst Hospital; SUNY Upstate; Upstate Medical; Albany Med; Albany Medical Center;
Hartford Hospital; Memorial Hermann Health System; Ben Taub; Parkland Hospital; UT Southwestern Medical Center;
Baylor University Medical Center; Children's Health Dallas; Methodist Health System; Banner University Medical Center;
Banner Health; Mayo Clinic Arizona; Mayo Clinic Florida; Mayo Clinic Rochester; ~Mayo; UCSF Health;
UCSF Medical Center; UCSF Benioff Children's Hospital; Zuckerberg San Francisco General; ZSFG;
Santa Clara Valley Medical Center; Stanford Children's; Lucile Packard; Scripps Memorial; Sharp Memorial; Harbor-UCLA;
Ronald Reagan UCLA; LAC+USC; Olive View-UCLA; Sutter Roseville; Renown Health; Intermountain Medical Center;
University of Colorado Hospital; Swedish Medical Center; Presbyterian Hospital; Oregon Health & Science University;
Legacy Emanuel; Legacy Good Samaritan; MultiCare Tacoma General; Queen's Health Systems; Kapiolani Medical Center;
Alaska Native Medical Center; Sanford USD Medical Center; Avera McKennan; Essentia Health St. Mary's;
Abbott Northwestern; Hennepin County Medical Center; Regions Hospital; Gillette Children's Specialty Healthcare;
Froedtert Hospital; Aurora St. Luke's; UW Hospital; University Hospitals Cleveland Medical Center;
Cleveland Clinic Main Campus; MetroHealth Medical Center; OhioHealth Riverside;
Ohio State University Wexner Medical Center; Wexner Medical Center; The Christ Hospital; Michigan Medicine;
Beaumont Royal Oak; Spectrum Health Butterworth; Sparrow Hospital; IU Health Methodist; Riley Children's;
Northwestern Memorial; Rush Medical Center; Advocate Christ Medical Center; Barnes-Jewish Hospital;
SSM Health Saint Louis University Hospital; University of Kansas Health System; KU Medical Center;
Nebraska Medical Center; Ochsner Medical Center; Tulane Medical Center; University Medical Center New Orleans;
Vanderbilt University Hospital; Saint Thomas Health; Erlanger Baroness; UAB Highlands; Grady Memorial; Emory Midtown;
Piedmont Atlanta; Wellstar Kennestone; Duke Regional; UNC Hospitals; Atrium Health Carolinas Medical Center;
Carolinas Medical Center; MUSC Health; Sentara Norfolk General; MedStar Georgetown;
MedStar Washington Hospital Center; George Washington University Hospital; Johns Hopkins Children's Center;
ChristianaCare Christiana Hospital; Nemours duPont; Penn Presbyterian; Hospital of the University of Pennsylvania;
HUP; Thomas Jefferson University Hospital; CHOP Main Campus; UPMC Presbyterian; UPMC Shadyside; Allegheny General;
Geisinger Medical Center; Hershey Medical Center; Lehigh Valley Hospital; Hackensack University Medical Center;
Morristown Medical Center; Robert Wood Johnson University Hospital; Rhode Island Hospital; Maine Medical Center;
Dartmouth Hitchcock Medical Center; Lahey Hospital; Mass General for Children
`;

/** Hospitals and health bodies of other countries known by a short name ("Apollo", "Einstein", "Sainte-Justine"). */
const WORLD_HOSPITALS = `
Apollo Hospitals; ~Apollo; Max Healthcare; Manipal Hospitals; ~Manipal; Narayana Health; Kokilaben Hospital;
Tata Memorial; Tata Memorial Hospital; Aster DM Healthcare; KIMS Hospitals; Yashoda Hospitals; Ruby Hall Clinic;
Jaslok Hospital; Hinduja Hospital; Sankara Nethralaya; Narayana Nethralaya; Aravind Eye Hospital;
L V Prasad Eye Institute; Metropolis Healthcare; Dr Lal PathLabs; Hospital Israelita Albert Einstein; ~Einstein;
Hospital Sírio-Libanês; Sírio-Libanês; Hospital Alemão Oswaldo Cruz; Fiocruz; CHUM; Sainte-Justine; CHUS; MUHC;
SickKids Hospital; Toronto General; Toronto Western; St. Michael's Hospital; Vancouver General;
Vancouver General Hospital; VGH; BC Children's; Alberta Health Services; Fraser Health; Vancouver Coastal Health;
Interior Health; Island Health; Nova Scotia Health; Shared Health Manitoba; Ontario Health; Trillium Health Partners;
William Osler Health System; Humber River Health; Scarborough Health Network; CHEO; Kingston Health Sciences Centre;
London Health Sciences Centre; Barts Health; Imperial College Healthcare; UCLH; Salford Royal; Northwick Park;
Royal Papworth; Royal Brompton; Alder Hey; The Christie; Clatterbridge; Stoke Mandeville; Nuffield Health;
Spire Healthcare; Circle Health Group; BMI Healthcare; Priory Group; Cygnet Health Care; Barnardos;
St James's Hospital; Mater Misericordiae; Mater Private; Tallaght University Hospital; Blackrock Clinic;
Beacon Hospital; Vhi; Vhi Healthcare; Laya Healthcare; Irish Life Health; The Alfred; Alfred Health; Peter MacCallum;
Peter MacCallum Cancer Centre; Peter Mac; Austin Health; Monash Health; Epworth HealthCare; ~Epworth; Cabrini Health;
~Cabrini; Royal Prince Alfred; RPA Hospital; Royal North Shore; RNSH; Sydney Children's; Mater Health; Lady Cilento;
Royal Brisbane and Women's; Princess Alexandra Hospital; Fiona Stanley; Sir Charles Gairdner; Royal Perth;
Perth Children's; Flinders Medical Centre; Royal Adelaide; Lyell McEwin; Calvary Health Care; Calvary Mater;
Calvary Mater Newcastle; Ambulance Victoria; NSW Ambulance; Queensland Ambulance Service; Queensland Health;
NSW Health; WorkSafe Victoria; icare NSW; WorkCover Queensland; HBF; Southern Cross Healthcare;
Southern Cross Health Society; Whānau Āwhina Plunket; ~Plunket; Starship Children's; Singapore General Hospital; SGH;
Tan Tock Seng; TTSH; SingHealth; National Healthcare Group; KK Women's and Children's; Changi General;
Mount Elizabeth Hospital; Gleneagles Hospital; KPJ Healthcare; Sunway Medical Centre; Bangkok Hospital; Samitivej;
Samsung Medical Center; Asan Medical Center; Severance Hospital; St. Luke's International Hospital; Groote Schuur;
Chris Hani Baragwanath; Charlotte Maxeke; Life Healthcare; Aga Khan University Hospital; Kenyatta National Hospital;
Nairobi Hospital; Gertrude's Children's Hospital; Lagos University Teaching Hospital; LUTH; Korle Bu; Komfo Anokye;
KEMRI; Kenya Medical Research Institute; Muhimbili; Hamad Medical Corporation; Cleveland Clinic Abu Dhabi;
King Faisal Specialist Hospital; Hadassah Medical Center; Sheba Medical Center; Tel Aviv Sourasky; AP-HP;
Gustave Roussy; Institut Curie; Sahlgrenska; Haukeland University Hospital; UMC Utrecht; UMCU; LUMC; Radboudumc;
UZ Leuven; Vall d'Hebron; Hospital Clínic; Gregorio Marañón; Policlinico Gemelli; San Raffaele;
Istituto Ortopedico Rizzoli; Bambino Gesù; AKH Wien; Inselspital; CHUV; Universitätsspital Zürich
`;

/** Makers and suppliers of devices and supplies, contract service firms of hospitals, claims administrators
 * (TPAs), consultancies and security firms that hospitals name as vendors. */
const VENDORS = `
Hillrom; Hill-Rom Holdings; ^Stryker; ^Medtronic; ^Dexcom; ^ResMed; ^Biotronik; ^Masimo; ^Zoll; ^Hollister; ^Invacare;
^Mindray; Medtronic MiniMed; Medtronic Diabetes; Stryker Corporation; Dexcom Inc; ResMed Inc; B. Braun;
B. Braun Medical; Covidien; Teleflex; Cook Medical; Karl Storz; Nihon Kohden; Nipro; Mölnlycke;
Hollister Incorporated; Sunrise Medical; Drive Medical; Permobil; Ottobock; Össur; Hanger Clinic; Phonak; Oticon;
Cochlear Limited; Widex; Starkey Hearing; Dentsply Sirona; Align Technology; Straumann; Nobel Biocare; DePuy Synthes;
Arthrex; Globus Medical; NuVasive; Orthofix; Exactech; Enovis; DJO Global; Bauerfeind; Patterson Dental; Benco Dental;
Fisher Scientific; VWR; ~Grainger; W.W. Grainger; Fastenal; Uline; Crothall; Crothall Healthcare; Morrison Healthcare;
Healthcare Services Group; Unidine; TRIMEDX; Agiliti; Medxcel; Stericycle; Sharps Compliance; Shred-it; ImageFIRST;
ABM Industries; ~Sedgwick; Crawford & Company; ESIS; Matrix Absence Management; Reliance Standard; Employers Holdings;
ICW Group; State Compensation Insurance Fund; Mandiant; ~Kroll; Kroll Associates; SentinelOne; Secureworks; Trustwave;
FireEye; Proofpoint; Mimecast; KnowBe4; Optiv; Huron Consulting; Navigant; Chartis Group; Kaufman Hall; Guidehouse;
Impact Advisors; Nuance Communications; Imprivata; Vocera; Spok; TigerConnect; Passport Health; Bright Horizons;
KinderCare; La Petite Academy; The Learning Experience; Goddard School; Primrose Schools; Kumon; Sylvan Learning;
Autotrader; Cars.com; CarGurus; Waste Management; Republic Services; Weyerhaeuser; International Paper;
Georgia-Pacific; Koch Industries; Frito-Lay; Huntington Ingalls; Newport News Shipbuilding; Bath Iron Works;
Electric Boat; Carnival Cruise Line; Royal Caribbean; Norwegian Cruise Line; Otis Elevator; Schindler Group
`;

/** Airlines, water and transit bodies, police services and other employers named in social histories. */
const CARRIERS = `
~Delta; ~Southwest; Spirit Airlines; Frontier Airlines; Hawaiian Airlines; Sun Country Airlines; Breeze Airways;
Etihad; Etihad Airways; Singapore Airlines; Thai Airways; Japan Airlines; Asiana; China Southern; China Eastern;
Vietnam Airlines; Philippine Airlines; Malaysia Airlines; LATAM Airlines; Copa Airlines; Aerolíneas Argentinas;
Ethiopian Airlines; Kenya Airways; South African Airways; Royal Air Maroc; RwandAir; Air Arabia; Pegasus Airlines;
SunExpress; Icelandair; Scandinavian Airlines; Brussels Airlines; Swiss International Air Lines; Austrian Airlines;
ITA Airways; Alitalia; Air Europa; Iberia Express; Transavia; Eurowings; Loganair; Porter Airlines; Flair Airlines;
Air Transat; Sunwing; Rex Airlines; Vistara; Akasa Air; Lion Air; Scottish Water; Thames Water; Severn Trent;
Anglian Water; Welsh Water; Yorkshire Water; United Utilities; Northumbrian Water; Southern Water;
Transport for London; TfL; ScotRail; Bus Éireann; Iarnród Éireann; Irish Rail; Dublin Bus; Translink; SBS Transit;
SMRT; MTR Corporation; Bay Area Rapid Transit; MBTA; WMATA; TriMet; King County Metro; Sound Transit; Victoria Police;
New South Wales Police; NSW Police; Queensland Police; New Zealand Police; NZ Police; Police Scotland;
Metropolitan Police; NYPD; LAPD; Chicago Police Department; Royal Canadian Mounted Police; RCMP; Garda Síochána;
Millennium bcp; Anadolu Sigorta; Allianz Sigorta; Axa Sigorta; Türkiye Sigorta
`;

/** Labs, health IT, care and staffing services, schools and chains of the US and other countries named in notes as
 * a provider, a vendor or an employer, and European home-care and clinic groups. */
const SERVICES = `
Sonora Quest; Sonora Quest Laboratories; AmeriPath; Sunquest; Enclara Pharmacia; Omada; Air Evac Lifeteam; Medicredit;
Adapt Health; Furnished Finder; Health Assured; Tandem Diabetes Care; Medi Assist; My Aged Care; HotDoc; HMSA; VUMC;
~Epic; Kendriya Vidyalaya; Chuck E. Cheese; Lavazza; Attendo; Ambea; Vivisol; Careyn; Buurtzorg; Korian; Clariane;
Orpea; DomusVi; Alloheim; Mehiläinen; Terveystalo; Esperi Care; Aleris; Capio; Praktikertjänst; Kry; ~Livi;
Linde Healthcare; Air Liquide Healthcare; ~Westin; Westin Hotels; SAP SE
`;

/** Every section, for phi-orgs-gazetteer.ts. */
export const KNOWN_MORE_ORGS = [US_SYSTEMS, WORLD_HOSPITALS, VENDORS, CARRIERS, SERVICES].join(';');
