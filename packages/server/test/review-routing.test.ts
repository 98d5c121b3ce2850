import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routeReason, spotChecked } from '../src/eval/evaluations/routing.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

const DIMS = [
  {
    id: 'ok',
    name: 'Acceptable',
    type: 'boolean',
    required: true,
  },
];

describe('routing rules', () => {
  it('a low score, then a flag, then a deterministic spot check', () => {
    const when = { score_below: 0.5, flags_any: ['pii_detected'], sample_rate: 0.3 };
    assert.equal(
      routeReason('e', { sample_id: 's', status: 'completed', ai_score: 0.2, flags: [] }, when),
      'ai_score below 0.5',
    );
    assert.equal(
      routeReason('e', { sample_id: 's', status: 'completed', ai_score: 0.9, flags: ['pii_detected'] }, when),
      'flag: pii_detected',
    );
    assert.equal(
      routeReason('e', { sample_id: 's', status: 'failed', ai_score: null, flags: [] }, { score_below: 0.5 }),
      null,
    );
    const picked = Array.from({ length: 1000 }, (_, i) => spotChecked('eval_1', `smp_${i}`, 0.3)).filter(
      Boolean,
    ).length;
    assert.ok(picked > 240 && picked < 360, `${picked} of 1000 at rate 0.3`);
    assert.equal(spotChecked('eval_1', 'smp_7', 0.3), spotChecked('eval_1', 'smp_7', 0.3));
    assert.equal(spotChecked('eval_1', 'smp_7', 0), false);
  });
});

for (const engine of ENGINES) {
  describe(`evaluation → review routing [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let dataset: string;
    let rubric: string;
    let reviewer: { id: string; api_key: string };
    before(async () => {
      t = await makeApp({ engine });
      t.deps.eval.runner.start();
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } })
      ).json().id;
      dataset = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      const samples = Array.from({ length: 10 }, (_, i) => ({
        input: i,
        output: { level: i < 3 ? 'urgent' : 'emergency', note: i === 9 ? 'mail me: jo@example.org' : 'ok' },
        expected: { level: 'emergency' },
      }));
      await t.call({ method: 'POST', url: `/v1/datasets/${dataset}/samples`, payload: { samples } });
      reviewer = (
        await t.call({
          method: 'POST',
          url: '/v1/reviews/reviewers',
          payload: { name: 'rn', credentials: ['RN'], projects: [project] },
        })
      ).json();
    });
    after(() => t.close());

    const evaluate = async (review: object) => {
      const res = await t.call({
        method: 'POST',
        url: '/v1/evaluations',
        payload: {
          name: 'routed',
          project,
          dataset,
          evaluators: [
            { type: 'exact_match', config: { field: 'level' } },
            { type: 'pii_leak', config: {} },
          ],
          review,
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      for (;;) {
        const e = (await t.call({ method: 'GET', url: `/v1/evaluations/${res.json().id}` })).json();
        if (e.status !== 'pending' && e.status !== 'running') return e;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    it('routes low scores and flagged samples into a task, with queue context, linked from the results', async () => {
      const e = await evaluate({
        rubric,
        when: { score_below: 0.75, flags_any: ['pii_detected'] },
        priority: 'high',
        assignment: { mode: 'pool' },
      });
      assert.equal(e.status, 'completed');
      assert.equal(e.review_tasks.length, 1);
      const task = (await t.call({ method: 'GET', url: `/v1/reviews/tasks/${e.review_tasks[0]}` })).json();
      // Samples 0–2 score 0.5 (wrong level, no PII); sample 9 has PII (score 0.5 too).
      assert.deepEqual(
        [task.sample_count, task.status, task.priority, task.metadata.evaluation],
        [4, 'pending', 'high', e.id],
      );
      const results = (await t.call({ method: 'GET', url: `/v1/evaluations/${e.id}/results?limit=100` })).json().data;
      const linked = results
        .filter((r: { review_task: string | null }) => r.review_task === task.id)
        .map((r: { sample: string }) => r.sample);
      assert.deepEqual(linked.sort(), [...task.samples].sort());
      const q = (await t.call({ method: 'GET', url: '/v1/reviews/queue', key: reviewer.api_key })).json();
      assert.equal(q.total_pending, 4);
      assert.equal(q.items[0].context.evaluation, e.id);
      assert.equal(q.items[0].context.ai_score, 0.5);
      assert.match(q.items[0].context.flag_reason, /^(ai_score below 0.75|flag: pii_detected)$/);
      // Labels for people, not ids: the evaluation's name and each evaluator's score (their mean is ai_score).
      assert.equal(q.items[0].context.evaluation_name, 'routed');
      const scores: Record<string, number> = q.items[0].context.scores;
      assert.deepEqual(Object.keys(scores).sort(), ['exact_match', 'pii_leak']);
      assert.equal((scores.exact_match! + scores.pii_leak!) / 2, 0.5);
      assert.deepEqual(
        q.items.map((i: { position: number; sample_count: number }) => [i.position, i.sample_count]),
        [
          [1, 4],
          [2, 4],
          [3, 4],
          [4, 4],
        ],
      );
      assert.deepEqual([q.items[0].project_name, q.items[0].dataset_name, q.items[0].contains_phi], ['ED', 'd', false]);
      const claimed = await t.call({
        method: 'POST',
        url: `/v1/reviews/tasks/${task.id}/claim`,
        key: reviewer.api_key,
      });
      assert.equal(claimed.statusCode, 200);
      const review = await t.call({
        method: 'POST',
        url: `/v1/reviews/tasks/${task.id}/reviews`,
        key: reviewer.api_key,
        payload: {
          sample: task.samples[0],
          grades: { ok: { value: true } },
          override_ai_score: true,
          override_value: 0.9,
        },
      });
      assert.equal(review.statusCode, 201, review.body);
      assert.equal(review.json().original_ai_score, 0.5);
    });

    it('auto assignment nobody qualifies for falls back to the pool; bad review blocks are refused up front', async () => {
      const e = await evaluate({
        rubric,
        when: { score_below: 0.75 },
        assignment: { mode: 'auto', required_credentials: ['MD'] },
      });
      const task = (await t.call({ method: 'GET', url: `/v1/reviews/tasks/${e.review_tasks[0]}` })).json();
      assert.deepEqual(
        [task.status, task.assignment.mode, task.assignment.required_credentials],
        ['pending', 'pool', ['MD']],
      );

      const other = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'other' } })).json().id;
      const foreign = (
        await t.call({
          method: 'POST',
          url: '/v1/reviews/rubrics',
          payload: { name: 'r', project: other, dimensions: DIMS },
        })
      ).json().id;
      const cases: [object, number, string][] = [
        [{ rubric: foreign, when: { score_below: 0.5 } }, 400, 'review.rubric'],
        [{ rubric: 'rub_nope', when: { score_below: 0.5 } }, 404, 'review.rubric'],
        [{ rubric, when: {} }, 400, 'review.when'],
        [{ rubric, when: { score_below: 2 } }, 400, 'review.when.score_below'],
        [{ rubric, when: { score_below: 0.5 }, assignment: { mode: 'manual' } }, 400, 'review.assignment.reviewer_id'],
      ];
      for (const [review, status, param] of cases) {
        const res = await t.call({
          method: 'POST',
          url: '/v1/evaluations',
          payload: { name: 'x', project, dataset, evaluators: [{ type: 'pii_leak', config: {} }], review },
        });
        assert.equal(res.statusCode, status, `${JSON.stringify(review)} → ${res.body}`);
        assert.ok((res.json().error.param ?? '').startsWith(param), `${param} vs ${res.json().error.param}`);
      }
    });
  });
}
