/**
 * Well-known organizations of the Americas (ADR 0088), a fifth part of phi-orgs-known.ts in the same format and under
 * the same rules (names separated by ";", "~" for a name that is also a word, a given name, a surname or a town, "^"
 * for a maker also said for its device), written from general knowledge by category: the payers, claims and
 * employee-assistance firms, review boards, urgent care, home care, transport, supply and hearing-aid makers, health
 * systems, treatment centres, services and large employers that clinical and administrative text names and that the
 * other parts lack. phi-orgs-gazetteer.ts reads it with them. Left out on purpose, as in the other parts: programs
 * and numbers' labels (OHIP, RAMQ, SUS), bare acronyms that are clinical ones (BD, KCI, CRA, ANS), single words that
 * are towns ("Westmead", "Liverpool") and names of persons ("William Osler", "Albert Einstein").
 */

/** United States: payers and their programs' firms, EAPs, IRBs, urgent care, home and senior care, NEMT, DME and
 * hearing-aid makers, health systems by their short names, treatment centres, lodging for patients, the armed
 * services, gyms and chains, brokers and the collection agencies that write to patients. */
const US = `
UHC; Highmark Blue Cross Blue Shield; Sunshine Health; Lincoln Financial Group; Genex; ComPsych; Lyra Health;
Spring Health; Modern Health; Workplace Options; Health Advocate; Headspace Health; AIM Specialty Health;
Prime Therapeutics; WCG IRB; WCG Clinical; Advarra; Sterling IRB; Western IRB; WIRB; Quorum Review; Schulman IRB;
BRANY; Patient First; AFC Urgent Care; CareNow; Village Medical; Cano Health; Privia Health; Erickson Senior Living;
Maxim Healthcare; Aveanna Healthcare; American Renal Associates; Acadian Ambulance; Access-A-Ride;
Access Paratransit; Apria Healthcare; Byram Healthcare; Shield HealthCare; Medela; Acelity; ^Oticon; ^ReSound;
^Widex; ^Signia; ^Phonak; MedStar Health; ~Mercy; ~Sunrise; ~Molina; Stanford Medicine; ~Grady; Northside Hospital;
MUSC; Duke Health; IU Health; Sparrow Health; Allina Health; Fairview Health Services; UAMS; Willis-Knighton; UTMB;
St. David's HealthCare; Dell Seton; Fred Hutchinson Cancer Center; Kapiolani; Straub Medical Center;
Swedish First Hill; Swedish Cherry Hill; Swedish Edmonds; Swedish Issaquah; Valley Hope; Betty Ford Center;
Pine Rest; Pine Rest Christian Mental Health Services; Rogers Behavioral Health; McLean Hospital; Menninger Clinic;
Acadia Healthcare; Universal Health Services; Target House; Hope Lodge; American Cancer Society Hope Lodge;
Ronald McDonald House Charities; Project C.U.R.E.; My HealtheVet; Veterans Affairs; USMC; U.S. Marine Corps;
US Marine Corps; U.S. Army; US Army; U.S. Navy; US Navy; U.S. Air Force; US Air Force; USAF; U.S. Coast Guard; USCG;
National Guard; Orangetheory; Orangetheory Fitness; Crunch Fitness; Life Time Fitness; El Super;
Vallarta Supermarkets; Northgate Gonzalez; La Michoacana; BrightView; ServiceMaster; Aon; Marsh McLennan;
Willis Towers Watson; Brown & Brown; Moody's Investors Service; Oracle Health; Lumeris; WISHIN; Healthix;
Manifest MedEx; CyncHealth; Medical Recovery Services; Ability Recovery Services; Transworld Systems;
Portfolio Recovery Associates; Midland Credit Management; Encore Capital; Convergent Outsourcing; IC System;
Phoenix Financial Services
`;

/** Canada: pharmacies, benefit carriers, labs, workers' compensation boards, hospitals and health authorities,
 * banks, carriers and federal services. */
const CANADA = `
Shoppers Drug Mart; Proxim; Green Shield; Blue Cross Canada; TELUS Health; CDL Laboratories; CNESST; CUSM;
CHU de Québec; Hôpital Sainte-Justine; St. Paul's Hospital; Women's College Hospital; Michael Garron Hospital;
North York General; Humber River Hospital; The Ottawa Hospital; Health Sciences North; Vitalité; IWK;
Saskatchewan Health Authority; Shared Health; Ontario Northland; Via Rail; Hydro-Québec; Hydro One; RBC Royal Bank;
TD Canada Trust; BMO Bank of Montreal; Banque Nationale; Caisse Desjardins; Canada Revenue Agency; IRCC;
Health Canada; PHAC; Public Health Agency of Canada; Canadian Blood Services; Canadian Mental Health Association;
CMHA; Bayshore HealthCare; Saint Elizabeth Health; CBI Health; Lifemark; ~Dialogue
`;

/** Latin America: Colombian EPS and cajas, Brazilian labs, operadoras and hospitals, Mexican and Argentine health
 * bodies, obras sociales and prepagas, Chilean isapres, pharmacies and large employers. */
const LATIN_AMERICA = `
Sura EPS; Seguros Sura; EPS Sanitas; Famisanar; Coomeva; Coomeva EPS; Salud Total; Colmédica; Medimás; Aliansalud;
Mutual Ser; Coosalud; Cafesalud; Savia Salud; Emssanar; Asmet Salud; Supersalud; INVIMA; Colsubsidio; Cafam; Comfama;
Comfandi; Banco de Bogotá; ~Fleury; Dasa; Diagnósticos da América; ~Amil; Bradesco Saúde; SulAmérica Saúde;
Porto Seguro; Golden Cross; Prevent Senior; Beneficência Portuguesa; BP Mirante; Hospital do Coração; HCor; InCor;
ANVISA; INSS; Natura &Co; Santander Brasil; JBS; COFEPRIS; Seguro Popular; INSABI; Cruz Roja; Cruz Roja Mexicana;
Farmacia Benavides; América Movil; Bodega Aurrerá; Swiss Medical; Medifé; Omint; PAMI; IOMA; ANMAT; Cruz Blanca;
Consalud; Pacífico Seguros; Banco Galicia; Banco Nación; Arcor; ~Sura
`;

/** Firms that serve hospitals and payers: law and accounting firms, consultancies, research and accreditation bodies,
 * staffing agencies, real estate and facility services, named in contracts, audits, board minutes and vendor mail. */
const PROFESSIONAL = `
Baker Tilly; Moss Adams; Wipfli; Plante Moran; CliftonLarsonAllen; Forvis; Forvis Mazars; RSM US; Crowe LLP;
Quarles & Brady; Quarles; Hall Render; Polsinelli; McDermott Will & Emery; King & Spalding; Epstein Becker Green;
Nixon Peabody; Hooper Lundy & Bookman; Hooper Lundy; Waller Lansden; Bass Berry & Sims; Husch Blackwell;
Foley & Lardner; Holland & Knight; Ropes & Gray; Arnold & Porter; Hogan Lovells; Kirkland & Ellis; Jones Day;
Sidley Austin; Latham & Watkins; Mathematica; Urban Institute; KFF;
Commonwealth Fund; AMN Healthcare; Cross Country Healthcare; Aya Healthcare; Trusted Health;
Advisory Board; ECG Management Consultants; Leapfrog Group; DNV Healthcare; URAC; CARF International;
JLL; Healthcare Realty; Welltower; Ventas; Medical Properties Trust; Oliver Wyman
`;

export const KNOWN_AMERICAS_ORGS = `${US};${CANADA};${LATIN_AMERICA};${PROFESSIONAL}`;
