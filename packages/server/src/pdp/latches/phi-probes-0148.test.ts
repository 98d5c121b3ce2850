import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0148: the probes of 2026-11-29 (5), besides the records of phi-records.test.ts.
describe('hospitals and towns of ordinary words', () => {
  it("reads a hospital's name of ordinary words after a slot, not a ward's", () => {
    assert.deepEqual(found('She was transferred to Inner West Medical Centre on Tuesday.', ['ORGANIZATION', 'CITY']), [
      'ORGANIZATION:Inner West Medical Centre',
    ]);
    assert.deepEqual(found('admitted to Good Hope Hospital', ['ORGANIZATION']), ['ORGANIZATION:Good Hope Hospital']);
    assert.deepEqual(found('transferred to 4 West Medical Center', ['ORGANIZATION']), []);
    assert.deepEqual(found('transferred to the Burn Center', ['ORGANIZATION']), []);
  });

  it('reads a hospital by its byname after a cue only', () => {
    assert.deepEqual(found('transferred to Good Samaritan for cath', ['ORGANIZATION']), [
      'ORGANIZATION:Good Samaritan',
    ]);
    assert.deepEqual(found('she delivered at Methodist', ['ORGANIZATION']), ['ORGANIZATION:Methodist']);
    assert.deepEqual(found('She is Methodist and attends church weekly.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Devotion to the Sacred Heart', ['ORGANIZATION']), []);
  });

  it('reads a town of ordinary words after a preposition of place, and in a list of towns', () => {
    assert.deepEqual(found('She moved to College Station last year.', ['CITY']), ['CITY:College Station']);
    assert.deepEqual(found('Their offices are in Temple, Round Rock, and College Station.', ['CITY', 'ORGANIZATION']), [
      'CITY:Temple',
      'CITY:Round Rock',
      'CITY:College Station',
    ]);
    assert.deepEqual(found('Clinics in Temple, Round Rock and Georgetown.', ['CITY', 'PERSON']), [
      'CITY:Temple',
      'CITY:Round Rock',
      'CITY:Georgetown',
    ]);
    assert.deepEqual(found('we are in Good Shape', ['CITY']), []);
    assert.deepEqual(found('moved to Cape Town 2019 for work', ['ZIP']), []);
  });
});

describe('lists, addresses and names of other languages', () => {
  it('takes no clinical or system acronym as a list member beside a firm', () => {
    assert.deepEqual(found('We use Epic for the EHR and Imprivata for single sign-on.', ['ORGANIZATION']), [
      'ORGANIZATION:Imprivata',
    ]);
    assert.ok(!found('Signed: Noelle Ferris, CEO, Buyer; Acme Corp').includes('ORGANIZATION:CEO'));
  });

  it('reads the street of an English address field that opens with a number or a unit', () => {
    assert.deepEqual(found('Address: 3 Cois Cladaigh, Salthill, Co. Galway', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:3 Cois Cladaigh',
    ]);
    assert.deepEqual(found('Address: Unit 4/17 Addison Road, Marrickville NSW 2204', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Unit 4/17 Addison Road',
    ]);
    assert.deepEqual(found('Address: 5100 PELICAN BAY DR, NAPLES, FL 34108', ['STREET_ADDRESS', 'ZIP']), [
      'STREET_ADDRESS:5100 PELICAN BAY DR',
      'ZIP:34108',
    ]);
    assert.deepEqual(found('Address: Same as patient', ['STREET_ADDRESS']), []);
  });

  it('starts no organization at a word before "de" that opens none', () => {
    assert.deepEqual(
      found('Derivada del Hospital Provincial del Centenario por el Dr. Julián Bustos.', ['ORGANIZATION']),
      ['ORGANIZATION:Hospital Provincial del Centenario'],
    );
    assert.deepEqual(
      found('on peut passer à la Maison de Santé des Coteaux cet après-midi', ['ORGANIZATION']).length,
      1,
    );
  });
});

describe('tables and forms', () => {
  it('reads a column by a compound key, and no word of the header', () => {
    const csv =
      'claim_id,member_name,payer,facility_city,service_date\nCLM-0091,"Pettigrew, Quincy",Aetna,Marietta,2026-11-04';
    assert.deepEqual(found(csv, ['PERSON', 'CITY', 'ORGANIZATION']), [
      'PERSON:Pettigrew, Quincy',
      'ORGANIZATION:Aetna',
      'CITY:Marietta',
    ]);
    const irish =
      'Last,First,Street,Town,Eircode,Dentist\nMurtagh,Eoghan,3 Chapel Hill,Ballyhaunis,F35 H7C2,Rowan Healy';
    assert.deepEqual(found(irish, ['PERSON', 'CITY', 'ZIP', 'STREET_ADDRESS']), [
      'PERSON:Murtagh',
      'PERSON:Eoghan',
      'STREET_ADDRESS:3 Chapel Hill',
      'CITY:Ballyhaunis',
      'ZIP:F35 H7C2',
      'PERSON:Rowan Healy',
    ]);
  });

  it("keeps a letterhead's line, which is no header", () => {
    assert.deepEqual(
      found("Brigham and Women's Hospital, 75 Francis Street, Boston, MA 02115", ['STREET_ADDRESS', 'CITY']),
      ['STREET_ADDRESS:75 Francis Street', 'CITY:Boston'],
    );
  });

  it("reads a bilingual form's fields, not the other language's label", () => {
    const form = 'Name / Nom: Gagnon, Florence-Aimée\nCity / Ville: Montréal  Prov: QC';
    assert.deepEqual(found(form, ['PERSON', 'CITY']), ['PERSON:Gagnon', 'PERSON:Florence-Aimée', 'CITY:Montréal']);
    assert.deepEqual(found('   City: Mobile  State: AL  ZIP: 36604', ['CITY', 'ZIP']), ['CITY:Mobile', 'ZIP:36604']);
  });
});

describe('what the review of ADR 0148 found (words)', () => {
  it('reads a town of ordinary words after "to" only after a verb of moving, and keeps its postal code', () => {
    for (const t of ['Disposition: discharged to Halfway House.', 'Spoke to Dean Park about the schedule.'])
      assert.deepEqual(found(t, ['CITY']), [], t);
    assert.deepEqual(found('Patient lives in College Station 77840 with her son.', ['CITY', 'ZIP']), [
      'CITY:College Station',
      'ZIP:77840',
    ]);
  });

  it("takes a service's name for no hospital's, and keeps a name's own particle", () => {
    for (const t of ['Referred to Resident Continuity Clinic.', 'Referred to Housing Resource Center.'])
      assert.deepEqual(found(t, ['ORGANIZATION']), [], t);
    for (const [t, org] of [
      ['Admitted to Des Peres Hospital overnight.', 'Des Peres Hospital'],
      ['Referred to Ponce de Leon Medical Center.', 'Ponce de Leon Medical Center'],
      ['Seen at Del Mar Clinic last week.', 'Del Mar Clinic'],
    ])
      assert.deepEqual(found(t!, ['ORGANIZATION']), [`ORGANIZATION:${org}`], t);
    assert.deepEqual(found('Good Sam called to confirm the appointment.', ['ORGANIZATION']), ['ORGANIZATION:Good Sam']);
  });

  it('reads no quantity in an address field as a street, and ends the street at its type', () => {
    for (const t of ['Address: 24 hour care needed', 'Address: 2 small children at home, needs support'])
      assert.deepEqual(found(t, ['STREET_ADDRESS']), [], t);
    assert.deepEqual(found('Address: 45 Oak Lane Bend OR 97701', ['STREET_ADDRESS', 'CITY', 'ZIP']), [
      'STREET_ADDRESS:45 Oak Lane',
      'CITY:Bend',
      'ZIP:97701',
    ]);
  });
});

describe("a mail's signature", () => {
  it('reads the firm after a name and a job title, on lines, after commas or bars', () => {
    for (const t of [
      'Priya Natarajan\nSenior Integration Analyst\nLakeshore Orthopaedics',
      'Regards, Priya Natarajan, Senior Integration Analyst, Lakeshore Orthopaedics',
      'Priya Natarajan | Analyst | Lakeshore Orthopaedics',
    ])
      assert.deepEqual(
        found(t, ['PERSON', 'ORGANIZATION']),
        ['PERSON:Priya Natarajan', 'ORGANIZATION:Lakeshore Orthopaedics'],
        t,
      );
  });

  it("takes no unit of the writer's own, a ward or a region for a firm", () => {
    for (const t of [
      'Tom Reyes\nBiomedical Technician\nClinical Engineering',
      'Jane Doe\nDirector\nPatient Financial Services',
      'Tom Reyes, RN\nNurse Manager\n4 West',
      'Lorraine Batiste-Carr, Regional Manager, Region VIII',
    ])
      assert.deepEqual(found(t, ['ORGANIZATION']), [], t);
  });
});

describe('addresses in sentences and dates in reminders', () => {
  it('reads the town and code of a street line that a sentence goes on after', () => {
    assert.deepEqual(found('23 Wattle Street, Ultimo NSW 2007. GP: Dr Hamish McTavish', ['CITY', 'ZIP']), [
      'CITY:Ultimo',
      'ZIP:2007',
    ]);
  });

  it('reads a weekday before a number as no street', () => {
    assert.deepEqual(found('Your appointment is Tue 11/3 at 2:30pm.', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('lives at 12 Sunday Lane', ['STREET_ADDRESS']), ['STREET_ADDRESS:12 Sunday Lane']);
  });
});

describe('fields of forms in other scripts', () => {
  it('reads fields after an ideographic blank or an Arabic comma', () => {
    const ja =
      '患者氏名：佐藤 花子　住所：東京都世田谷区三軒茶屋2-11-3　紹介元：世田谷中央クリニック　担当医：田中 一郎';
    assert.deepEqual(found(ja, ['PERSON']), ['PERSON:佐藤 花子', 'PERSON:田中 一郎']);
    const ar = 'الاسم: أحمد محمود حسن، العنوان: شارع الملك فهد، الرياض.';
    assert.deepEqual(found(ar, ['PERSON', 'STREET_ADDRESS', 'CITY']), [
      'PERSON:أحمد محمود حسن',
      'STREET_ADDRESS:شارع الملك فهد',
      'CITY:الرياض',
    ]);
    // ("The patient:" and "Doctor:" open clinical lines as often as a name's field.)
    assert.deepEqual(found('المريض: يعاني من ألم في الصدر منذ يومين', ['PERSON']), []);
    assert.deepEqual(found('医師：確認済み', ['PERSON']), []);
  });
});

describe('contracts and health-IT firms', () => {
  it("reads a contract's parties, not its kind", () => {
    const msa =
      'This Master Services Agreement is entered into between Meridian Valley Health System and Brightline Staffing Solutions.';
    assert.deepEqual(found(msa, ['ORGANIZATION']), [
      'ORGANIZATION:Meridian Valley Health System',
      'ORGANIZATION:Brightline Staffing Solutions',
    ]);
  });

  it('reads interface engines, privacy monitors and consultants by name, a town-like one after a cue only', () => {
    assert.deepEqual(
      found('Interfaces run through Redox and Rhapsody; Protenus flagged the access.', ['ORGANIZATION']),
      ['ORGANIZATION:Redox', 'ORGANIZATION:Rhapsody', 'ORGANIZATION:Protenus'],
    );
    assert.deepEqual(found('Consultants from Huron and Chartis reviewed the revenue cycle.', ['ORGANIZATION']), [
      'ORGANIZATION:Huron',
      'ORGANIZATION:Chartis',
    ]);
    assert.deepEqual(found('Huron, SD is small.', ['ORGANIZATION', 'CITY']), ['CITY:Huron']);
  });
});

describe("an organization's short name", () => {
  it('reads an alias a contract defines in quotes, and the brand word of a firm used alone', () => {
    const contract = 'Meridian Valley Health System ("Meridian") agrees to pay. Meridian shall notify the vendor.';
    assert.deepEqual(found(contract, ['ORGANIZATION']), [
      'ORGANIZATION:Meridian Valley Health System',
      'ORGANIZATION:Meridian',
      'ORGANIZATION:Meridian',
    ]);
    const release = "OakRidge Health acquires Pinewood Clinic. OakRidge's board approved the deal.";
    assert.ok(found(release, ['ORGANIZATION']).includes('ORGANIZATION:OakRidge'));
  });

  it("takes no role's defined term, and no person who bears the firm's name", () => {
    assert.deepEqual(
      found('Lakeview Regional Hospital (the "Hospital") shall pay. Hospital staff will attend.', ['ORGANIZATION']),
      ['ORGANIZATION:Lakeview Regional Hospital'],
    );
    assert.deepEqual(found('Attendees: Noah Clarke (Clarke Group), Amelia Hart', ['PERSON']), [
      'PERSON:Noah Clarke',
      'PERSON:Amelia Hart',
    ]);
  });
});

describe('eponyms and distances', () => {
  it('reads operations and scores named after people as no people, and the person by a title', () => {
    const note =
      'LVEF 55% by biplane Simpson. Fazekas 2 white matter changes. S/p Ivor Lewis esophagectomy. Hartmann reversal planned.';
    assert.deepEqual(found(note, ['PERSON']), []);
    assert.deepEqual(found('Patient Mr. Hartmann, seen with wife.', ['PERSON']), ['PERSON:Hartmann']);
  });

  it("reads a distance's end as a place, not a firm", () => {
    assert.deepEqual(found('Lives alone in Tohatchi, about 40 minutes from Gallup.', ['CITY', 'ORGANIZATION']), [
      'CITY:Tohatchi',
      'CITY:Gallup',
    ]);
    assert.deepEqual(found('He works for Gallup.', ['ORGANIZATION']), ['ORGANIZATION:Gallup']);
  });
});

describe('fields in a line', () => {
  it("reads a field after a dash or another field's colon, up to the next field's label", () => {
    const claim = 'Box 5: Address: 902 Juniper Ct, Apt 3 — City: Grand Junction State: CO ZIP: 81501.';
    assert.deepEqual(found(claim, ['STREET_ADDRESS', 'CITY', 'ZIP']), [
      'STREET_ADDRESS:902 Juniper Ct, Apt 3',
      'CITY:Grand Junction',
      'ZIP:81501',
    ]);
  });
});

describe("a note's signer", () => {
  it('reads a user name after a documenting verb and "by", before a credential or a date', () => {
    assert.deepEqual(found('Note entered by: kmcallister RN 11/02 0314', ['PERSON']), ['PERSON:kmcallister']);
    assert.deepEqual(found('entered by the patient 11/02', ['PERSON']), []);
  });
});

describe('a town after a person', () => {
  it('reads a listed town after a full name and a comma that a clause or a phone goes on after, not a list of people', () => {
    assert.deepEqual(found('Next of kin: Sipho Dlamini, Mthatha, works in Durban.', ['CITY', 'PERSON']), [
      'PERSON:Sipho Dlamini',
      'CITY:Mthatha',
      'CITY:Durban',
    ]);
    for (const t of [
      'Contact: Mary Jones, Grace, and Tom',
      'Emergency contact: Bob Diaz, Home, (555) 555-0100',
      'Children: Anna Smith, Madison, 8, and Tyler, 5.',
    ])
      assert.deepEqual(found(t, ['CITY']), [], t);
  });
});

describe('a town before a specialty', () => {
  it("takes no specialty's word into a town's name", () => {
    assert.deepEqual(found('Follow up in Lakeshore Ortho clinic.', ['CITY']), ['CITY:Lakeshore']);
    assert.ok(!found('admitted at Brookhaven Behavioral (Tulsa)', ['CITY']).includes('CITY:Brookhaven Behavioral'));
  });
});

describe('what the second review of ADR 0148 found', () => {
  it("reads no person, unit or footer after a signature's title as a firm", () => {
    for (const t of [
      'Care team:\nJohn Smith\nSocial Worker\nMary Jones\nCase Manager\nRobert Chen\nPharmacist',
      'Jane Doe\nNurse Manager\nLabor and Delivery',
      'Jane Doe\nDirector\nPopulation Health',
      'Jane Doe\nDirector\nCONFIDENTIALITY NOTICE',
    ])
      assert.deepEqual(found(t, ['ORGANIZATION']), [], t);
  });

  it("takes no role's term, credential or state for a contract's alias", () => {
    const baa =
      'Meridian Valley Health System (the "Covered Entity") and Brightline Staffing Solutions (the "Business Associate") agree. The Covered Entity may terminate if Business Associate breaches.';
    assert.deepEqual(found(baa, ['ORGANIZATION']), [
      'ORGANIZATION:Meridian Valley Health System',
      'ORGANIZATION:Brightline Staffing Solutions',
    ]);
    const pa = 'Summit Anesthesia Group ("PA") agrees. Each PA must hold a license in PA.';
    assert.deepEqual(found(pa, ['ORGANIZATION']), ['ORGANIZATION:Summit Anesthesia Group']);
  });

  it("keeps a firm before its contract's word, a known firm at a distance, and a street named for a weekday", () => {
    assert.deepEqual(found('Please sign the Lakeview Hospital Agreement by Friday.', ['ORGANIZATION']), [
      'ORGANIZATION:Lakeview Hospital',
    ]);
    assert.deepEqual(found('Lives 2 miles from Kaiser.', ['ORGANIZATION']), ['ORGANIZATION:Kaiser']);
    assert.deepEqual(found('lives on Friday Harbor Rd', ['STREET_ADDRESS']), ['STREET_ADDRESS:Friday Harbor Rd']);
    assert.deepEqual(found('Invoice from Advanced Systems and Solutions LLC.', ['ORGANIZATION']), [
      'ORGANIZATION:Advanced Systems and Solutions LLC',
    ]);
  });

  it('reads a user name after "dictated by" alone, and no ordinary word that a firm also bears', () => {
    assert.deepEqual(found('Dictated by kmcallister 11/02', ['PERSON']), ['PERSON:kmcallister']);
    assert.deepEqual(found('Redox imbalance suspected.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Seen at Gallagher Medical Partners. Gallagher family at bedside.', ['PERSON']), [
      'PERSON:Gallagher',
    ]);
  });
});
