import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

const dimensions = [
  {
    id: 'triage',
    name: 'Triage level',
    type: 'categorical',
    required: true,
    options: [
      { value: 'correct', label: 'Correct' },
      { value: 'under', label: 'Under-triaged', score_impact: -1, safety_flag: true },
    ],
  },
  { id: 'quality', name: 'Quality', type: 'scale', min: 1, max: 5, labels: { '1': 'Poor', '5': 'Excellent' } },
  { id: 'safe', name: 'Safe', type: 'boolean', required: true, guidance: 'Would you send this to a patient?' },
];

for (const engine of ENGINES) {
  describe(`review rubrics [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    before(async () => {
      t = await makeApp({ engine });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
    });
    after(() => t.close());

    it('creates a rubric, reads it back and lists it by project; reviewers may read it', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/v1/reviews/rubrics',
        payload: { name: 'ED triage', project, dimensions },
      });
      assert.equal(res.statusCode, 201, res.body);
      const rubric = res.json();
      assert.equal(rubric.object, 'rubric');
      assert.deepEqual(
        rubric.dimensions.map((d: { required: boolean }) => d.required),
        [true, false, true],
      );
      assert.equal(rubric.dimensions[0].options[1].safety_flag, true);
      const reviewer = await keyWithRole(t, 'reviewer');
      const got = await t.call({ method: 'GET', url: `/v1/reviews/rubrics/${rubric.id}`, key: reviewer });
      assert.deepEqual(got.json(), rubric);
      const listed = (await t.call({ method: 'GET', url: `/v1/reviews/rubrics?project=${project}` })).json();
      assert.deepEqual(
        listed.data.map((r: { id: string }) => r.id),
        [rubric.id],
      );
      const denied = await t.call({
        method: 'POST',
        url: '/v1/reviews/rubrics',
        key: reviewer,
        payload: { name: 'x', project, dimensions },
      });
      assert.equal(denied.statusCode, 403);
    });

    it('bad rubrics are 400s naming the field, and nothing is written', async () => {
      const cases: [unknown[], string][] = [
        [[{ id: 'a', name: 'A', type: 'boolean', options: [{ value: 'x', label: 'X' }] }], 'dimensions[0].options'],
        [[{ id: 'a', name: 'A', type: 'scale', min: 5, max: 1 }], 'dimensions[0].max'],
        [[{ id: 'a', name: 'A', type: 'categorical' }], 'dimensions[0].options'],
        [[dimensions[2], dimensions[2]], 'dimensions[1].id'],
        [[{ id: 'a', name: 'A', type: 'emoji' }], 'dimensions'],
        [[], 'dimensions'],
      ];
      const before = (await t.call({ method: 'GET', url: '/v1/reviews/rubrics' })).json().total_count;
      for (const [dims, param] of cases) {
        const res = await t.call({
          method: 'POST',
          url: '/v1/reviews/rubrics',
          payload: { name: 'x', project, dimensions: dims },
        });
        assert.equal(res.statusCode, 400, JSON.stringify(dims));
        assert.ok((res.json().error.param ?? '').startsWith(param), `${param} vs ${res.json().error.param}`);
      }
      const missing = await t.call({
        method: 'POST',
        url: '/v1/reviews/rubrics',
        payload: { name: 'x', project: 'prj_x', dimensions },
      });
      assert.equal(missing.statusCode, 404);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/rubrics' })).json().total_count, before);
    });

    it('another org sees none of it', async () => {
      const rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions } })
      ).json();
      const other = await otherOrg(t);
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/reviews/rubrics/${rubric.id}`, key: other.key })).statusCode,
        404,
      );
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/rubrics', key: other.key })).json().total_count, 0);
      const foreign = await t.call({
        method: 'POST',
        url: '/v1/reviews/rubrics',
        key: other.key,
        payload: { name: 'r', project, dimensions },
      });
      assert.equal(foreign.statusCode, 404);
    });
  });
}
