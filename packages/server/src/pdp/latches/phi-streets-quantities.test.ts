import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const streets = (text: string) =>
  detectPii(text, ['STREET_ADDRESS', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('quantities and "via" read as streets (ADR 0113)', () => {
  it('reads no street in a frequency, a decimal dose or a graded abbreviation', () => {
    assert.deepEqual(streets('AKI on CKD 3a (Cr 2.1 -> 1.4); AF with RVR.'), []);
    assert.deepEqual(streets('ESRD, on MHD 3x/week via L AVF.'), []);
    assert.deepEqual(streets('Pain 3/10 on Endone 2.5 mg PRN.'), []);
    assert.deepEqual(streets('Doel: flexie >110°, trappen lopen. Frequentie 3x/week.'), []);
    assert.deepEqual(streets('Dyspnoea on NYHA 2 exertion, GOLD 3 COPD.'), []);
  });

  it('keeps streets with house numbers and letters, and Italian "via" streets', () => {
    assert.deepEqual(streets('Adres: Gesterbyntie 68, Espoo'), ['STREET_ADDRESS:Gesterbyntie 68']);
    assert.deepEqual(streets('Lives on Via dei Fiorentini 17, Roma'), ['STREET_ADDRESS:Via dei Fiorentini 17']);
    assert.deepEqual(streets('Sede: Milano, via Roma 12'), ['STREET_ADDRESS:via Roma 12']);
    assert.deepEqual(streets('abito in via Garibaldi'), ['STREET_ADDRESS:via Garibaldi']);
    assert.ok(
      streets('Alamat: Jl. Kaliurang Km 5,6 No. 12, Sleman')[0]?.startsWith('STREET_ADDRESS:Jl. Kaliurang Km 5'),
    );
    assert.deepEqual(streets('Adres: ul. Marszałkowska 12a, Warszawa'), ['STREET_ADDRESS:ul. Marszałkowska 12a']);
  });

  it('reads "via" before a service or a firm as English', () => {
    assert.deepEqual(streets('Escorted by the CNM2, via National Ambulance Service.'), [
      'ORGANIZATION:National Ambulance Service',
    ]);
    assert.deepEqual(streets('Johannesburg\n2196\nVia Swiftline Couriers'), ['ORGANIZATION:Via Swiftline Couriers']);
    assert.deepEqual(streets('Benefits: 403(b) via Fidelis Retirement Services, tuition.'), [
      'ORGANIZATION:Fidelis Retirement Services',
    ]);
  });
});
