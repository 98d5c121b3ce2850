import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0103: a firm's coined first word stands for the firm at its other mentions; a person read there is retyped.
describe('short mentions of a firm found once (ADR 0103)', () => {
  it('reads the coined first word of a firm named by a business word or a legal form alone', () => {
    const t =
      'Shiokawa Medical Devices Co., Ltd. and Hanbit Biologics of Incheon signed an agreement covering Hanbit’s filters.';
    assert.ok(all(t).includes('ORGANIZATION:Hanbit'), `${all(t)}`);
    const s = 'Clarivance Data Solutions, Inc. ("Vendor") shall comply.\nSigned: Raj Malhotra, CEO, Clarivance.';
    assert.ok(all(s).includes('ORGANIZATION:Clarivance'), `${all(s)}`);
  });

  it('leaves a surname, a town or a region that names a firm alone where it stands apart', () => {
    const t = 'Shiokawa Medical Devices Co., Ltd. signed. Kenji Shiokawa, President, attended.';
    assert.ok(all(t).includes('PERSON:Kenji Shiokawa'), `${all(t)}`);
    const c = 'Riccarton Clinic\n6 Yaldhurst Road\nRiccarton\nChristchurch 8041';
    assert.ok(!all(c).includes('ORGANIZATION:Riccarton'), `${all(c)}`);
    const p = 'village near Amritsar, Punjab 143115. Bank: Punjab National Bank.';
    assert.ok(!all(p).includes('ORGANIZATION:Punjab'), `${all(p)}`);
  });
});
