import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addToCounter } from '../src/platform/usage/usage.repository.js';
import { auditTypes, ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

const DIMS = [
  {
    id: 'triage',
    name: 'Triage',
    type: 'categorical',
    required: true,
    options: [
      { value: 'correct', label: 'Correct' },
      { value: 'under', label: 'Under-triaged', safety_flag: true },
    ],
  },
  { id: 'quality', name: 'Quality', type: 'scale', min: 1, max: 5 },
];

for (const engine of ENGINES) {
  describe(`reviews [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let rubric: string;
    let samples: string[];
    let rn: { id: string; api_key: string };
    let md: { id: string; api_key: string };
    before(async () => {
      t = await makeApp({ engine });
      t.deps.eval.runner.start();
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } })
      ).json().id;
      const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      const out = (i: number) => ({
        input: i,
        output: { level: i === 0 ? 'urgent' : 'emergency' },
        expected: { level: 'emergency' },
      });
      const batch = (
        await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: { samples: [0, 1, 2, 3].map(out) } })
      ).json();
      samples = batch.data.map((s: { id: string }) => s.id);
      const ev = (
        await t.call({
          method: 'POST',
          url: '/v1/evaluations',
          payload: {
            name: 'e',
            project,
            dataset: ds,
            evaluators: [{ type: 'exact_match', config: { field: 'level' } }],
          },
        })
      ).json();
      for (;;) {
        const e = (await t.call({ method: 'GET', url: `/v1/evaluations/${ev.id}` })).json();
        if (e.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const add = async (name: string, credentials: string[]) =>
        (
          await t.call({
            method: 'POST',
            url: '/v1/reviews/reviewers',
            payload: { name, credentials, projects: [project] },
          })
        ).json();
      rn = await add('rn', ['RN']);
      md = await add('md', ['MD']);
    });
    after(() => t.close());

    const task = async (ids: string[], reviewer = rn.id) =>
      (
        await t.call({
          method: 'POST',
          url: '/v1/reviews/tasks',
          payload: { project, rubric, samples: ids, assignment: { mode: 'manual', reviewer_id: reviewer } },
        })
      ).json();
    const submit = (taskId: string, body: object, key = rn.api_key) =>
      t.call({ method: 'POST', url: `/v1/reviews/tasks/${taskId}/reviews`, payload: body, key });
    const getTask = async (id: string) => (await t.call({ method: 'GET', url: `/v1/reviews/tasks/${id}` })).json();

    it('submits reviews, moves the task to in_progress then completed, audits each, overrides record the AI score', async () => {
      const tk = await task(samples.slice(0, 2));
      const first = await submit(tk.id, {
        sample: samples[0],
        grades: { triage: { value: 'under', confidence: 'high' }, quality: { value: 2 } },
        flags: ['unsafe'],
      });
      assert.equal(first.statusCode, 201, first.body);
      assert.deepEqual(
        [first.json().object, first.json().reviewer.id, first.json().override_ai_score],
        ['review', rn.id, false],
      );
      let now = await getTask(tk.id);
      assert.deepEqual([now.status, now.progress], ['in_progress', { completed: 1, total: 2 }]);
      assert.equal(
        (await submit(tk.id, { sample: samples[0], grades: { triage: { value: 'correct' } } })).statusCode,
        409,
      );

      const over = await submit(tk.id, {
        sample: samples[1],
        grades: { triage: { value: 'correct' } },
        override_ai_score: true,
        override_value: 0.2,
      });
      assert.equal(over.statusCode, 201, over.body);
      assert.deepEqual([over.json().override_value, over.json().original_ai_score], [0.2, 1]);
      now = await getTask(tk.id);
      assert.deepEqual([now.status, now.progress], ['completed', { completed: 2, total: 2 }]);
      const types = await auditTypes(t);
      assert.deepEqual(types.slice(-3), ['review.submitted', 'review.submitted', 'review.overridden']);
      assert.equal(
        (await submit(tk.id, { sample: samples[1], grades: { triage: { value: 'correct' } } })).statusCode,
        409,
      );
    });

    it('bad reviews are refused and write nothing', async () => {
      const tk = await task([samples[2]!]);
      const before = (await auditTypes(t)).length;
      const cases: [object, number, string][] = [
        [{ sample: samples[2], grades: { triage: { value: 'correct' }, mood: { value: 'ok' } } }, 400, 'grades.mood'],
        [{ sample: samples[2], grades: { triage: { value: 'maybe' } } }, 400, 'grades.triage.value'],
        [{ sample: samples[2], grades: { quality: { value: 3 } } }, 400, 'grades.triage'],
        [
          { sample: samples[2], grades: { triage: { value: 'correct' }, quality: { value: 9 } } },
          400,
          'grades.quality.value',
        ],
        [{ sample: samples[3], grades: { triage: { value: 'correct' } } }, 400, 'sample'],
        [
          { sample: samples[2], grades: { triage: { value: 'correct' } }, override_ai_score: true },
          400,
          'override_value',
        ],
        [{ sample: samples[2], grades: { triage: { value: 'correct' } }, override_value: 0.5 }, 400, 'override_value'],
      ];
      for (const [body, status, param] of cases) {
        const res = await submit(tk.id, body);
        assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
        assert.equal(res.json().error.param, param);
      }
      // Another reviewer cannot even see the task; an admin key is not a reviewer.
      assert.equal(
        (await submit(tk.id, { sample: samples[2], grades: { triage: { value: 'correct' } } }, md.api_key)).statusCode,
        404,
      );
      assert.equal(
        (
          await t.call({
            method: 'POST',
            url: `/v1/reviews/tasks/${tk.id}/reviews`,
            payload: { sample: samples[2], grades: {} },
          })
        ).statusCode,
        403,
      );
      assert.deepEqual((await getTask(tk.id)).progress, { completed: 0, total: 1 });
      assert.equal((await auditTypes(t)).length, before);

      await t.call({ method: 'POST', url: `/v1/reviews/tasks/${tk.id}/cancel` });
      const onCancelled = await submit(tk.id, { sample: samples[2], grades: { triage: { value: 'correct' } } });
      assert.equal(onCancelled.statusCode, 409);
    });

    it('reviews count against the monthly quota; a used-up quota refuses the review and writes nothing', async () => {
      const used = (await t.call({ method: 'GET', url: '/v1/usage' })).json().reviews.current;
      assert.ok(used >= 2, `reviews counted: ${used}`);
      const starter = await makeApp({ engine, plan: 'starter' });
      try {
        const p = (await starter.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
        const rb = (
          await starter.call({
            method: 'POST',
            url: '/v1/reviews/rubrics',
            payload: { name: 'r', project: p, dimensions: DIMS },
          })
        ).json().id;
        const ds = (
          await starter.call({ method: 'POST', url: '/v1/datasets', payload: { project: p, name: 'd' } })
        ).json().id;
        const smp = (
          await starter.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: { input: 1, output: 1 } })
        ).json().id;
        const rv = (
          await starter.call({
            method: 'POST',
            url: '/v1/reviews/reviewers',
            payload: { name: 'x', credentials: ['RN'], projects: [p] },
          })
        ).json();
        const tk = (
          await starter.call({
            method: 'POST',
            url: '/v1/reviews/tasks',
            payload: { project: p, rubric: rb, samples: [smp], due_at: '2030-12-31T23:59:60Z' },
          })
        ).json();
        assert.equal(tk.error?.param, 'due_at', 'a leap second is a clear 400, not a 500');
        const task = (
          await starter.call({
            method: 'POST',
            url: '/v1/reviews/tasks',
            payload: { project: p, rubric: rb, samples: [smp] },
          })
        ).json();
        await addToCounter(
          starter.deps.database.db,
          starter.org.id,
          'reviews',
          new Date().toISOString().slice(0, 7),
          500,
        );
        const refused = await starter.call({
          method: 'POST',
          url: `/v1/reviews/tasks/${task.id}/reviews`,
          key: rv.api_key,
          payload: { sample: smp, grades: { triage: { value: 'correct' } } },
        });
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().error.code, 'quota_exceeded');
        const after = (await starter.call({ method: 'GET', url: `/v1/reviews/tasks/${task.id}` })).json();
        assert.deepEqual([after.status, after.progress.completed], ['assigned', 0]);
      } finally {
        await starter.close();
      }
    });

    it('lists reviews with filters; a reviewer sees only theirs; other orgs nothing', async () => {
      const tk = await task([samples[3]!], md.id);
      await submit(
        tk.id,
        { sample: samples[3], grades: { triage: { value: 'correct' } }, flags: ['needs_followup'] },
        md.api_key,
      );
      const list = async (qs: string, key?: string) =>
        (await t.call({ method: 'GET', url: `/v1/reviews?${qs}`, ...(key ? { key } : {}) })).json();
      assert.equal((await list('has_override=true')).data.length, 1);
      assert.equal((await list('flags=unsafe&flags=needs_followup')).data.length, 2);
      assert.equal((await list(`reviewer=${md.id}`)).data.length, 1);
      assert.equal((await list(`task=${tk.id}`)).data[0].sample, samples[3]);
      assert.equal((await list(`sample=${samples[0]}`)).data[0].grades.triage.value, 'under');
      const mine = await list('limit=100', md.api_key);
      assert.ok(mine.data.every((r: { reviewer: { id: string } }) => r.reviewer.id === md.id));
      assert.equal((await list(`reviewer=${rn.id}`, md.api_key)).data.length, 0);
      const other = await otherOrg(t);
      assert.equal((await list('', other.key)).total_count, 0);
    });
  });
}
