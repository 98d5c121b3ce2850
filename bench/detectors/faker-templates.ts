/**
 * Templates and locales for faker-probe.ts, written in the style of Presidio's synthetic data
 * generator (presidio-research): short sentences and small forms with {placeholders}. A placeholder
 * may carry a case modifier, {city:upper} or {first_name:lower}. Placeholders:
 *   labelled  first_name last_name full_name (PERSON; a {prefix} or {dr} right before a name joins it),
 *             city (CITY), zip (ZIP), street / street_unit (STREET_ADDRESS), company (ORGANIZATION),
 *             city_line, full_address, postal_block (composites of the above in the locale's order);
 *   ignored   country, state, phone (findings on them are neither TP nor FP);
 *   unlabelled job, date (findings on them are FPs).
 */
import {
  type Faker,
  fakerCS_CZ,
  fakerDA,
  fakerDE,
  fakerEL,
  fakerEN_AU,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFI,
  fakerFR,
  fakerHU,
  fakerIT,
  fakerNB_NO,
  fakerNL,
  fakerPL,
  fakerPT_BR,
  fakerPT_PT,
  fakerRU,
  fakerSV,
} from '@faker-js/faker';

/** How a locale writes the town line: zip before the town, town before it, or town, state and zip. */
export type Order = 'zip-city' | 'city-zip' | 'us' | 'au' | 'br';

export interface LocaleInfo {
  name: string;
  faker: Faker;
  /** The country named in its addresses (an ignored span). */
  country: string;
  order: Order;
  /** Company forms, "%" standing for a surname. */
  suffixes: readonly string[];
  /** Relative share of rows (the two non-Latin locales get half). */
  weight: number;
}

const L = (
  name: string,
  faker: Faker,
  country: string,
  order: Order,
  suffixes: readonly string[],
  weight = 1,
): LocaleInfo => ({ name, faker, country, order, suffixes, weight });

export const LOCALES: readonly LocaleInfo[] = [
  L('en_US', fakerEN_US, 'USA', 'us', ['% Inc.', '% LLC', '% Corp.', '% & Co.']),
  L('en_GB', fakerEN_GB, 'United Kingdom', 'city-zip', ['% Ltd', '% PLC', '% LLP', '% & Sons']),
  L('en_AU', fakerEN_AU, 'Australia', 'au', ['% Pty Ltd', '% Group', '% & Co']),
  L('de', fakerDE, 'Germany', 'zip-city', ['% GmbH', '% AG', '% KG', '% GmbH & Co. KG']),
  L('fr', fakerFR, 'France', 'zip-city', ['% SARL', '% SA', '% SAS', 'Établissements %']),
  L('it', fakerIT, 'Italy', 'zip-city', ['% S.p.A.', '% S.r.l.', 'Fratelli %']),
  L('es', fakerES, 'Spain', 'zip-city', ['% S.L.', '% S.A.', '% y Asociados']),
  L('nl', fakerNL, 'Netherlands', 'zip-city', ['% B.V.', '% N.V.', '% & Zonen']),
  L('pt_BR', fakerPT_BR, 'Brazil', 'br', ['% Ltda.', '% S.A.', '% & Filhos']),
  L('pt_PT', fakerPT_PT, 'Portugal', 'zip-city', ['% Lda.', '% S.A.', '% & Filhos']),
  L('cs_CZ', fakerCS_CZ, 'Czech Republic', 'zip-city', ['% s.r.o.', '% a.s.', '% spol. s r.o.']),
  L('hu', fakerHU, 'Hungary', 'zip-city', ['% Kft.', '% Zrt.', '% Bt.']),
  L('fi', fakerFI, 'Finland', 'zip-city', ['% Oy', '% Oyj', '% Ky']),
  L('sv', fakerSV, 'Sweden', 'zip-city', ['% AB', '% HB', '% & Söner']),
  L('da', fakerDA, 'Denmark', 'zip-city', ['% ApS', '% A/S', '% & Søn']),
  L('pl', fakerPL, 'Poland', 'zip-city', ['% Sp. z o.o.', '% S.A.', '% i Wspólnicy']),
  L('nb_NO', fakerNB_NO, 'Norway', 'zip-city', ['% AS', '% ASA', '% & Sønner']),
  L('el', fakerEL, 'Greece', 'zip-city', ['% Α.Ε.', '% Ε.Π.Ε.', '% O.E.'], 0.5),
  L('ru', fakerRU, 'Russia', 'zip-city', ['ООО «%»', 'АО «%»', '% и партнёры'], 0.5),
];

export const TEMPLATES: readonly string[] = [
  'My name is {first_name} {last_name} and I live at {street}, {city} {zip}.',
  'Please ship the order to {full_address}.',
  '{prefix} {last_name} works as a {job} at {company} in {city}.',
  'Contact {first_name} at {company} ({city}, {country})',
  '{full_name}\n{postal_block}',
  'Ship to:\n{prefix} {full_name}\n{postal_block}',
  '{city:upper} — {company} has opened a new office on {street}.',
  'I was born in {city} but moved to {city} when I was twelve.',
  'Hi, this is {first_name} from {company}. Can you call me back on {phone}?',
  'Dear {prefix} {last_name},\nThank you for your order. It will be delivered to {street_unit}, {city_line} within three working days.\nKind regards,\n{full_name}\n{company}',
  '{last_name:upper} {first_name}, {street}, {city_line}',
  'Customer {full_name} ({city}) reports that the parcel never arrived.',
  'Our branch in {city} is managed by {full_name}.',
  'The meeting with {company} is moved to their {city} office, {street}.',
  '{company} is looking for a {job} in {city}. Send your CV to {full_name}.',
  'New hire: {full_name}, {job}, starting Monday at the {city} site.',
  'HR note: {prefix} {last_name} requested a transfer from {city} to {city}.',
  'Employee: {full_name}\nDepartment: Finance\nOffice: {street}, {city}\nManager: {full_name}',
  'Name: {full_name}\nAddress: {street_unit}\nCity: {city}\nPostal code: {zip}\nCountry: {country}',
  'name: {first_name:lower} {last_name:lower}\ncity: {city:lower}\nzip: {zip}',
  '{full_name} is a {job} based in {city}. Before joining {company}, {first_name} worked at {company}.',
  'About me: {first_name}, 34, from {city:lower}. I love hiking and coffee.',
  'lol {first_name:lower} just moved to {city:lower}, near {street}',
  'Can I change my delivery address to {street_unit}, {city_line}? Thanks, {first_name}',
  'Invoice to: {company}, {street}, {city_line}, {country}',
  'Bill to\n{company}\nAttn: {full_name}\n{postal_block}',
  'From: {full_name}\nSubject: refund\nI bought it at your {city} store on {date}.',
  '{first_name} {last_name} ({city}) wrote: the app keeps crashing.',
  "Agent: how can I help?\nCustomer: hi, it's {full_name}, I live on {street} in {city}.",
  'Please update my file: new address {full_address}, phone {phone}.',
  'The package for {prefix} {full_name} was left at {street_unit}.',
  'Signed in {city}, {date}.\n{full_name}\n{job}, {company}',
  '{company} ({city}) and {company} ({city}) signed the agreement on {date}.',
  'Partners: {company}; {company}; {company}.',
  'We are {company}, a family business from {city} since 1987.',
  'Reference letter\n\nTo whom it may concern,\n{full_name} worked for us at {company} as a {job} from 2019 to 2023.\n\n{full_name}\n{city}, {date}',
  'Visited {city}, {city} and {city} last summer with {first_name}.',
  "{first_name}'s new flat is at {street_unit} in {city}.",
  'Is {street} in {city} or in {city}?',
  'Return address:\n{company}\n{postal_block}',
  '{prefix} {first_name} {last_name}, {job}\n{company}\n{street}\n{city_line}\nTel. {phone}',
  'Our records show {full_name} at {street}, {city} ({zip}).',
  'Please confirm the meeting with {prefix} {last_name} of {company}.',
  'In {city}, {full_name} founded {company}.',
  '{full_name}, {city}',
  '{city}: {full_name} and {full_name} won the local chess tournament.',
  'Zip {zip} covers most of {city}.',
  'Warehouse: {street}, {city_line}. Opening hours 8-17.',
  '{last_name}, {first_name}\n{street_unit}\n{city_line:upper}\n{country:upper}',
  'APPLICANT: {last_name:upper}, {first_name:upper}\nADDRESS: {street:upper}, {city:upper} {zip}',
  '{first_name} ({job}, {company}) will present on Thursday.',
  'Please send the contract to {full_name}, {company}, {full_address}.',
  'Thanks {first_name}! Your table for 4 at our {city} restaurant is confirmed.',
  'The taxi picked me up at {street} and dropped me at {street}.',
  '{company} announced that {full_name} will be the new CEO.',
  'Shares of {company} rose after the {city} plant reopened.',
  '{prefix} {last_name} and {prefix} {last_name} live at {street_unit}, {city}.',
  'Next of kin: {full_name} (brother), {city}.',
  'My landlord, {full_name}, never fixed the heating at {street}.',
  'Event venue: {street}, {city}. Organiser: {company}.',
  'Can {first_name} {last_name} come to the front desk please?',
  'Loyalty card holder {full_name}, member since 2015, home store {city}.',
  'Reply to {first_name}: sure, meet me at {street} at 7.',
  'Our {city} team ({full_name}, {full_name}) handles the {company} account.',
  'Delivery failed: recipient {full_name} unknown at {street_unit}, {zip}.',
  'Tracking: parcel left {city} depot, arriving {city} tomorrow.',
  '{full_name} - {job} - {city} - {country}',
  'Hello from {city:upper}! Greetings, {first_name}',
  '{company} v. {full_name}, decided in {city} on {date}.',
  'Customer since 2012: {full_name}, {city_line}',
  'Appointment reminder: {prefix} {full_name}, you are booked with {dr} {last_name} on {date} at our {city} practice, {street}.',
  'Referral: patient {full_name}, resident of {city}, referred by {dr} {last_name} to cardiology.',
  'Pharmacy: prescription for {full_name}, {street}, {city_line}, ready for pickup.',
  'Patient {last_name:upper}, {first_name} — lives alone in {city}; daughter {first_name} visits weekly.',
  '{dr} {full_name} ({city}) saw the patient on {date}; follow-up with {prefix} {last_name} in two weeks.',
  'Discharge address:\n{postal_block}\nGP: {dr} {last_name}, {company}',
  'Please fax the lab results for {full_name} to {company} in {city}.',
  'Pt {first_name} {last_name} from {city} c/o chest pain x2 days.',
  'Insurance: {company}. Policy holder: {full_name}, {full_address}.',
  'Home visit: {street_unit}, {city:lower}. Carer: {first_name}.',
  '{full_name} picked up the prescription at the {city} pharmacy on {street}.',
  'The vaccination centre in {city} moved to {street}, {zip}.',
  'Next of kin notified: {prefix} {full_name}, {phone}.',
  '{first_name} {last_name}, born in {city}, works for {company} as {job}.',
  "I'm {first_name}, I work at {company}.",
  '{company} hired {prefix} {last_name} as head of sales for {state}.',
  'Moving from {city}, {state} to {city}, {country} next month.',
  'Greetings from {street}, where {first_name} and I just bought a house!',
  'The {last_name} family lives at {street_unit}.',
  'Address verification failed for {zip} {city:upper}.',
  '({city}) {full_name} reported the incident.',
  'Order #4471 - {full_name} - {street}, {city_line} - {phone}',
  '{first_name:lower} stays at {street_unit:lower} in {city}',
  '{company:upper}\n{street}\n{city_line}',
];

export interface Piece {
  text: string;
  type?: string;
}

const ENGLISH_PREFIXES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.', 'Mr', 'Mrs', 'Prof.'];

/** The pieces one placeholder expands to, drawn from the locale's faker. */
export function expand(name: string, loc: LocaleInfo): Piece[] {
  const f = loc.faker;
  const p = (text: string, type?: string): Piece => ({ text: text.trim(), type });
  const sep = (text: string): Piece => ({ text });
  const state = () => {
    try {
      return f.location.state({ abbreviated: true });
    } catch {
      return f.location.state();
    }
  };
  const cityLine = (): Piece[] => {
    const city = p(f.location.city(), 'CITY');
    const zip = p(f.location.zipCode(), 'ZIP');
    switch (loc.order) {
      case 'city-zip':
        return [city, sep(' '), zip];
      case 'us':
        return [city, sep(', '), p(state(), 'STATE'), sep(' '), zip];
      case 'au':
        return [city, sep(' '), p(state(), 'STATE'), sep(' '), zip];
      case 'br':
        return [city, sep(' - '), p(state(), 'STATE'), sep(', '), zip];
      default:
        return [zip, sep(' '), city];
    }
  };
  const street = (unit: boolean) => p(f.location.streetAddress(unit), 'STREET_ADDRESS');
  switch (name) {
    case 'prefix': {
      let v = 'Mr.';
      try {
        v = f.datatype.boolean() ? f.helpers.arrayElement(ENGLISH_PREFIXES) : f.person.prefix();
      } catch {
        v = f.helpers.arrayElement(ENGLISH_PREFIXES);
      }
      return [p(v, 'PREFIX')];
    }
    case 'dr':
      return [p(f.helpers.arrayElement(['Dr.', 'Dr', 'Dr.', 'Prof. Dr.']), 'PREFIX')];
    case 'first_name':
      return [p(f.person.firstName(), 'PERSON')];
    case 'last_name':
      return [p(f.person.lastName(), 'PERSON')];
    case 'full_name':
      return [p(`${f.person.firstName()} ${f.person.lastName()}`, 'PERSON')];
    case 'city':
      return [p(f.location.city(), 'CITY')];
    case 'zip':
      return [p(f.location.zipCode(), 'ZIP')];
    case 'street':
      return [street(false)];
    case 'street_unit':
      return [street(f.datatype.boolean({ probability: 0.7 }))];
    case 'city_line':
      return cityLine();
    case 'full_address':
      return [street(f.datatype.boolean({ probability: 0.3 })), sep(', '), ...cityLine()];
    case 'postal_block': {
      const out = [street(f.datatype.boolean({ probability: 0.4 })), sep('\n'), ...cityLine()];
      if (f.datatype.boolean({ probability: 0.6 })) out.push(sep('\n'), p(loc.country, 'COUNTRY'));
      return out;
    }
    case 'company':
      return [p(company(loc), 'ORGANIZATION')];
    case 'job':
      return [p(f.person.jobTitle(), 'JOB')];
    case 'country':
      return [p(loc.country, 'COUNTRY')];
    case 'state':
      return [p(f.location.state(), 'STATE')];
    case 'phone':
      return [p(f.phone.number(), 'PHONE')];
    case 'date':
      return [p(f.date.past({ years: 3 }).toDateString().slice(4), 'DATE')];
    default:
      throw new Error(`unknown placeholder {${name}}`);
  }
}

/** A company: faker's own patterns, or "{last} {suffix}", "{last}-{last}", "{last}, {last} and {last}". */
function company(loc: LocaleInfo): string {
  const f = loc.faker;
  const last = () => f.person.lastName();
  const shape = f.number.int({ min: 0, max: 9 });
  if (shape <= 2) return f.company.name();
  if (shape <= 5) return f.helpers.arrayElement(loc.suffixes).replace('%', last());
  if (shape <= 7) return `${last()}-${last()}`;
  if (shape === 8) return `${last()}, ${last()} and ${last()}`;
  return `${last()} & ${last()}`;
}
