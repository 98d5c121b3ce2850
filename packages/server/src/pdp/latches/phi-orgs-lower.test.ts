import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0075: organizations named in lower case by a place word and a word that says which one.
describe('organizations in lower-case chat', () => {
  it('takes a named practice, agency or clinic after a slot word', () => {
    assert.deepEqual(orgs("called dr patel's office at coastal cardiology, per nina (ma) increase lasix"), [
      'coastal cardiology',
    ]);
    assert.ok(
      orgs('asked about meals on wheels - gave him number for lutheran community services.').includes(
        'lutheran community services',
      ),
    );
    assert.deepEqual(orgs('anyone know if quest is picking up from the elm street clinic today?'), [
      'elm street clinic',
    ]);
    assert.deepEqual(orgs('mom is at st. vincent hospital now, they said 2 more days'), ['st. vincent hospital']);
  });

  it('leaves descriptions of a place alone', () => {
    for (const t of [
      'she went to the clinic at 3 and then to a different pharmacy',
      'pt went to urgent care then to the walk-in clinic',
      'picked up meds from his usual pharmacy',
      'referred to cardiology clinic for echo',
      'sent to the nearest hospital by ambulance',
      'call the main pharmacy or home health if worse',
    ])
      assert.deepEqual(orgs(t), [], t);
  });

  it('leaves text written in capitals to the capitalized rules', () => {
    assert.deepEqual(
      orgs('Seen at Mercy Clinic. Went to the elm street clinic. Called Cardiology.').includes('elm street clinic'),
      false,
    );
  });
});
