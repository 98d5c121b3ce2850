import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const ids = (text: string) =>
  detectPii(text, ['NATIONAL_ID', 'HEALTH_PLAN']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0077: national identity and health-service numbers, after their label, with a valid shape and check.
describe('NATIONAL_ID and national health numbers', () => {
  it('takes health-service numbers of the UK, New Zealand, Australia, Canada and the Philippines', () => {
    assert.deepEqual(ids('Patient NHS No: 943 476 5919, seen today'), ['HEALTH_PLAN:943 476 5919']);
    // Its label is no town, nor its first groups a postcode ("NHS No" + "943 476" read as town and PIN).
    assert.deepEqual(found('Patient NHS No 943 476 5919'), ['HEALTH_PLAN:943 476 5919']);
    assert.deepEqual(ids('Re: Mr Fraser, CHI 1403581126'), ['HEALTH_PLAN:1403581126']);
    assert.deepEqual(ids('NHI ZAC5361; IHI 8003 6081 6666 6669'), [
      'HEALTH_PLAN:ZAC5361',
      'HEALTH_PLAN:8003 6081 6666 6669',
    ]);
    assert.deepEqual(ids('Medicare card 2123 45670 1, OHIP 1234567890AB'), [
      'HEALTH_PLAN:2123 45670 1',
      'HEALTH_PLAN:1234567890AB',
    ]);
    assert.deepEqual(ids('PhilHealth PIN: 12-345678901-2'), ['HEALTH_PLAN:12-345678901-2']);
  });

  it('takes national identity numbers of Europe and Asia with their checks', () => {
    assert.deepEqual(ids('BSN: 123456782'), ['NATIONAL_ID:123456782']);
    assert.deepEqual(ids('CPR-nr. 010190-1234'), ['NATIONAL_ID:010190-1234']);
    assert.deepEqual(ids('personnummer 19520817-1230'), ['NATIONAL_ID:19520817-1230']);
    assert.deepEqual(ids('PESEL 44051401458'), ['NATIONAL_ID:44051401458']);
    assert.deepEqual(ids('NIR 1 85 05 78 006 084 91'), ['NATIONAL_ID:1 85 05 78 006 084 91']);
    assert.deepEqual(ids('Steuer-ID 86 095 742 719'), ['NATIONAL_ID:86 095 742 719']);
    assert.deepEqual(ids('Codice fiscale RSSMRA85T10A562S'), ['NATIONAL_ID:RSSMRA85T10A562S']);
    assert.deepEqual(ids('DNI 12345678Z'), ['NATIONAL_ID:12345678Z']);
    assert.deepEqual(ids('NRIC S1234567D'), ['NATIONAL_ID:S1234567D']);
    assert.deepEqual(ids('IC 900312-14-5566'), ['NATIONAL_ID:900312-14-5566']);
    assert.deepEqual(ids('Aadhaar 2345 6789 0124'), ['NATIONAL_ID:2345 6789 0124']);
    assert.deepEqual(ids('SIN 046 454 286'), ['NATIONAL_ID:046 454 286']);
    assert.deepEqual(ids('NINO AB 12 34 56 C'), ['NATIONAL_ID:AB 12 34 56 C']);
  });

  it('leaves clinical uses of the same letters, and values that fail their check, alone', () => {
    assert.deepEqual(found('CPR 10 min, SIN 2, IC 5 mg, PAN 30%, CHI 0.5, NHS 111 advice, NI 2 drops'), []);
    assert.deepEqual(ids('BSN 123456789; PESEL 44051401459; DNI 12345678A; CHI 1403581122'), []);
    assert.deepEqual(ids('Aadhaar 2345 6789 0123 and SIN 046 454 287'), []);
    // Review of 2026-11-27: a date and time after CPR, a phone after PHN (the nurse), Spanish "sin", a date after an id.
    assert.deepEqual(ids('CPR: 05/06/21 0930 by EMS; CPR 150321 1400; PHN 604 555 1234 called'), []);
    assert.deepEqual(ids('Factura sin 123456782 impuestos'), []);
    assert.deepEqual(ids('National ID 1234567890 12/05/2019 issued'), ['NATIONAL_ID:1234567890']);
    assert.deepEqual(ids('Identity number 8001015009087; personal number 19520817-1230'), [
      'NATIONAL_ID:8001015009087',
      'NATIONAL_ID:19520817-1230',
    ]);
  });
});
