import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0071: firm names of every language, by legal form, family word, "and" of any language, hyphen and place.
describe('firms by their legal form as written', () => {
  it('takes the forms of many countries, dots, slashes and spaces included', () => {
    assert.deepEqual(orgs('Kos a Holík s.r.o. announced a new CEO.'), ['Kos a Holík s.r.o.']);
    assert.deepEqual(orgs('Shares of Paulová v.o.s. rose.'), ['Paulová v.o.s.']);
    assert.deepEqual(orgs('Invoice from Studničková spol. s r.o. arrived.'), ['Studničková spol. s r.o.']);
    assert.deepEqual(orgs('Supplier: Balogh Kft., Budapest.'), ['Balogh Kft.']);
    assert.deepEqual(orgs('Johannsen ApS and Sørensen-Magnussen A/S signed.'), [
      'Johannsen ApS',
      'Sørensen-Magnussen A/S',
    ]);
    assert.deepEqual(orgs('Please fax the results to Martens B.V. in Utrecht.'), ['Martens B.V.']);
    assert.deepEqual(orgs('VIZELA — Tavares Lda. has opened an office.'), ['Tavares Lda.']);
    assert.deepEqual(orgs('Contract with Forlani S.p.A. and Rossi S.r.l. renewed.'), [
      'Forlani S.p.A.',
      'Rossi S.r.l.',
    ]);
    assert.deepEqual(orgs('GP: Dr. Bielecki, Czerwiński Sp. z o.o.'), ['Czerwiński Sp. z o.o.']);
    assert.deepEqual(orgs('Alicea Medina Romero S.L. is the tenant.'), ['Alicea Medina Romero S.L.']);
    assert.deepEqual(orgs('Ordered from Schwandke GmbH & Co. KG last week.'), ['Schwandke GmbH & Co. KG']);
    assert.deepEqual(orgs('ООО «Никитин» hired a new head of sales.'), ['ООО «Никитин»']);
  });

  it('takes a short form that is also a word only after a name, in the written case', () => {
    assert.deepEqual(orgs('Invoice from Olsen AS arrived.'), ['Olsen AS']);
    assert.deepEqual(orgs('Lemoine SAS and Virtanen Oyj merged.'), ['Lemoine SAS', 'Virtanen Oyj']);
    assert.deepEqual(orgs('Severe AS noted on echo; moderate AS before.'), []);
    assert.deepEqual(orgs('Mild AS. Common SE include nausea and headache.'), []);
    assert.deepEqual(orgs('The S.A. node fires first; A/S ratio was 1.2.'), []);
    assert.deepEqual(orgs('Weight 70 KG, the patient is from Kentucky, Ky.'), []);
  });

  it('reads a letterhead in capitals that ends in a form, above an address', () => {
    assert.deepEqual(orgs('KOS A HOLÍK S.R.O.\nJana Marka 2\n401 65 Blansko'), ['KOS A HOLÍK S.R.O.']);
  });
});

describe('firms of surnames joined by "and" of any language', () => {
  it('takes two surnames joined by "&" or a foreign "and"', () => {
    assert.deepEqual(orgs('Invoice to: Kowalski & Nowak, ul. Długa 5.'), ['Kowalski & Nowak']);
    assert.deepEqual(orgs('Shares of Rossi e Bianchi rose.'), ['Rossi e Bianchi']);
    assert.deepEqual(orgs('Olsen AS and Hansen og Berg signed the agreement.'), ['Olsen AS', 'Hansen og Berg']);
    assert.deepEqual(orgs('The audit of López y Gómez was filed.'), ['López y Gómez']);
    assert.deepEqual(orgs('Shares of Kowalski i Nowak rose.'), ['Kowalski i Nowak']);
  });

  it('takes three surnames after another language\'s "and", and English ones where a firm stands', () => {
    assert.deepEqual(orgs('Schmidt, Weber und Braun haben geliefert.'), ['Schmidt, Weber und Braun']);
    assert.deepEqual(orgs('Harvey, Lewis and Taylor v. Ethan Campbell, decided in May.'), ['Harvey, Lewis and Taylor']);
    assert.deepEqual(orgs('Carla founded Davis, Reynolds and Williamson in 1990.'), ['Davis, Reynolds and Williamson']);
  });

  it('takes family words of many languages', () => {
    assert.deepEqual(orgs('Invoice to: Fredriksen & Sønner, Storgata 1.'), ['Fredriksen & Sønner']);
    assert.deepEqual(orgs('We buy from Willems & Zonen and Garcia e Filhos.'), ['Willems & Zonen', 'Garcia e Filhos']);
    assert.deepEqual(orgs('Nagy és Társa and Dubois et Fils are partners.'), ['Nagy és Társa', 'Dubois et Fils']);
    assert.deepEqual(orgs('The meeting with Schillaci e figli is moved.'), ['Schillaci e figli']);
    assert.deepEqual(orgs('Novák a syn delivered.'), ['Novák a syn']);
    assert.deepEqual(orgs('Fratelli Paolini announced a merger with Davis & Co.'), ['Fratelli Paolini', 'Davis & Co.']);
  });

  it('leaves people joined by "and", titles, and a given name before a pair', () => {
    assert.deepEqual(orgs('Smith and Jones were admitted overnight.'), []);
    assert.deepEqual(orgs('Mr. Kowalski & Mrs. Nowak were seen together.'), []);
    assert.deepEqual(orgs('José Ortega y Gasset wrote it; Ana y Pedro Gómez came.'), []);
    assert.deepEqual(orgs('Vitamin A e B levels; hepatitis A y B serology.'), []);
  });
});

describe('hyphenated firms, job titles and lists', () => {
  it('takes a hyphenated pair of surnames standing alone, not a double-barrelled person', () => {
    assert.deepEqual(orgs('Shares of Zauber-Bloch rose after the plant reopened.'), ['Zauber-Bloch']);
    assert.deepEqual(orgs('Michael (Planner, Robertson-Davies) will present.'), ['Robertson-Davies']);
    assert.deepEqual(orgs('Maria Lopez-Watson was seen. Dr. Kuhn-Hoppe reviewed.'), []);
    assert.deepEqual(orgs('Moving from Glostrup to Lynge-Uggeløse, Denmark next month.'), []);
    assert.deepEqual(orgs('Eye protection: Lacri-Lube at night.'), []);
  });

  it('takes the employer after a job title in parentheses, not a department or a town', () => {
    assert.deepEqual(orgs('Rowan (Internal Web Planner, Brightwater Solutions) will present.'), [
      'Brightwater Solutions',
    ]);
    assert.deepEqual(orgs('Jane (Staff Nurse, Oncology) and Ann (Nurse Manager, Emergency Medicine) called.'), []);
  });

  it('takes the members of a list split by semicolons, not a clause after one', () => {
    assert.deepEqual(orgs('Partners: Gibson-Hudson; Cummings & McDermott; Acme Ltd.'), [
      'Gibson-Hudson',
      'Cummings & McDermott',
      'Acme Ltd',
    ]);
    assert.deepEqual(orgs('Referred to Northwest Indiana Food Bank; DCS caseworker is Mr. Alvarez.'), [
      'Northwest Indiana Food Bank',
    ]);
    assert.deepEqual(orgs('Registered with Naenae Medical Centre; NHI ZAB1234.'), ['Naenae Medical Centre']);
  });

  it('keeps the person beside a firm the person rule had read across', () => {
    const gp = 'GP: Dr Mortensen, Carlsen A/S';
    assert.deepEqual(orgs(gp), ['Carlsen A/S']);
    assert.deepEqual(people(gp), ['Mortensen']);
    const joined = 'Before joining Meunier et Perrin, Joseph worked at Michel SARL.';
    assert.deepEqual(orgs(joined), ['Meunier et Perrin', 'Michel SARL']);
    assert.deepEqual(people(joined), ['Joseph']);
  });

  it('stays linear on long runs of names and forms', () => {
    const unit = 'Kowalski & Nowak, Rossi e Bianchi s.r.o.; ';
    const cost = (n: number) => {
      const before = work.steps;
      detectPii(unit.repeat(n));
      return work.steps - before;
    };
    const small = cost(200);
    assert.ok(cost(800) < small * 4 * 1.5, 'work grows linearly');
  });
});
