import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

const DIMS = [
  {
    id: 'triage',
    name: 'Triage',
    type: 'categorical',
    required: true,
    options: [
      { value: 'c', label: 'Correct' },
      { value: 'w', label: 'Wrong' },
    ],
  },
];

for (const engine of ENGINES) {
  describe(`queue, statistics, reliability [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let samples: string[];
    const r: Record<string, { id: string; api_key: string }> = {};
    const tasks: Record<string, string> = {};
    before(async () => {
      t = await makeApp({ engine });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      const rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } })
      ).json().id;
      const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      samples = (
        await t.call({
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: { samples: [0, 1, 2, 3].map((i) => ({ input: i, output: i })) },
        })
      )
        .json()
        .data.map((s: { id: string }) => s.id)
        .sort();
      for (const [name, credentials] of [
        ['a', ['RN']],
        ['b', ['RN']],
        ['c', ['MD']],
      ] as const) {
        r[name] = (
          await t.call({
            method: 'POST',
            url: '/v1/reviews/reviewers',
            payload: { name, credentials, projects: [project] },
          })
        ).json();
      }
      const task = async (payload: object) =>
        (
          await t.call({ method: 'POST', url: '/v1/reviews/tasks', payload: { project, rubric, samples, ...payload } })
        ).json().id;
      tasks.a = await task({ assignment: { mode: 'manual', reviewer_id: r.a!.id } });
      tasks.b = await task({ priority: 'urgent', assignment: { mode: 'manual', reviewer_id: r.b!.id } });
      tasks.pool = await task({
        priority: 'high',
        samples: samples.slice(0, 2),
        assignment: { mode: 'pool', required_credentials: ['MD'] },
      });
    });
    after(() => t.close());

    const queue = async (who: string, qs = '') =>
      (await t.call({ method: 'GET', url: `/v1/reviews/queue${qs}`, key: r[who]!.api_key })).json();

    it("each reviewer's queue holds their own unreviewed samples and the pool they qualify for", async () => {
      const a = await queue('a');
      assert.deepEqual([a.reviewer, a.total_pending, a.items.length], [r.a!.id, 4, 4]);
      assert.ok(a.items.every((i: { task_id: string }) => i.task_id === tasks.a));
      assert.deepEqual(a.items[0].context, { evaluation: null, ai_score: null, flag_reason: null });
      const c = await queue('c');
      assert.deepEqual([c.total_pending, c.items[0].task_id, c.items[0].priority], [2, tasks.pool, 'high']);
      assert.equal((await queue('a', '?limit=1')).items.length, 1);
      assert.equal((await queue('a', '?priority=urgent')).total_pending, 0);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/queue' })).statusCode, 403);
    });

    it('reliability and statistics over the reviews, matching a hand computation', async () => {
      const grade = async (who: 'a' | 'b', values: string[]) => {
        for (const [i, value] of values.entries()) {
          const res = await t.call({
            method: 'POST',
            url: `/v1/reviews/tasks/${tasks[who]}/reviews`,
            key: r[who]!.api_key,
            payload: { sample: samples[i], grades: { triage: { value } } },
          });
          assert.equal(res.statusCode, 201, res.body);
        }
      };
      await grade('a', ['c', 'c', 'w', 'w']);
      await grade('b', ['c', 'w', 'w', 'w']);
      assert.equal((await queue('a')).total_pending, 0);

      const rel = await t.call({
        method: 'POST',
        url: '/v1/reviews/reliability',
        payload: { project, dimension: 'triage', period: '30d' },
      });
      assert.equal(rel.statusCode, 200, rel.body);
      // 2×2: p_o = 3/4, p_e = (2·1 + 2·3)/16 = 1/2 → Cohen 0.5; pooled π = (3/8, 5/8) → p_e = 34/64,
      // Fleiss = (0.75 − 0.53125)/(1 − 0.53125) = 0.4667; per category c = 2/3, w = 4/5.
      assert.deepEqual(rel.json(), {
        project,
        dimension: 'triage',
        period: '30d',
        cohens_kappa: 0.5,
        fleiss_kappa: 0.4667,
        percent_agreement: 75,
        review_count: 8,
        reviewer_count: 2,
        interpretation: 'moderate',
        by_category: { c: { agreement: 0.6667 }, w: { agreement: 0.8 } },
      });
      const stats = (await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${r.a!.id}/stats?period=7d` })).json();
      assert.deepEqual(
        [stats.object, stats.completed_count, stats.override_rate, stats.agreement_with_consensus, stats.period],
        ['reviewer_stats', 4, 0, 75, '7d'],
      );
      assert.ok(stats.avg_seconds_per_review >= 0);
      const own = await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${r.a!.id}/stats`, key: r.a!.api_key });
      assert.equal(own.statusCode, 200);
      const others = await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${r.b!.id}/stats`, key: r.a!.api_key });
      assert.equal(others.statusCode, 403);
    });

    it('bad periods and unknown projects are 400/404; nothing to measure is insufficient_data', async () => {
      for (const period of ['abc', '0d', '9999d']) {
        const res = await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${r.a!.id}/stats?period=${period}` });
        assert.equal(res.statusCode, 400, period);
        assert.equal(res.json().error.param, 'period');
      }
      const bad = await t.call({
        method: 'POST',
        url: '/v1/reviews/reliability',
        payload: { project, dimension: 'triage', period: 'abc' },
      });
      assert.equal(bad.statusCode, 400);
      const missing = await t.call({
        method: 'POST',
        url: '/v1/reviews/reliability',
        payload: { project: 'prj_nope', dimension: 'triage' },
      });
      assert.equal(missing.statusCode, 404);
      const none = (
        await t.call({ method: 'POST', url: '/v1/reviews/reliability', payload: { project, dimension: 'tone' } })
      ).json();
      assert.deepEqual(
        [none.interpretation, none.fleiss_kappa, none.review_count, none.period],
        ['insufficient_data', null, 0, 'all'],
      );
      const other = await otherOrg(t);
      const foreign = await t.call({
        method: 'POST',
        url: '/v1/reviews/reliability',
        key: other.key,
        payload: { project, dimension: 'triage' },
      });
      assert.equal(foreign.statusCode, 404);
    });
  });
}
