import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auditTypes, ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

const DIMS = [
  {
    id: 'triage',
    name: 'Triage',
    type: 'categorical',
    required: true,
    options: [
      { value: 'correct', label: 'Correct' },
      { value: 'wrong', label: 'Wrong' },
    ],
  },
];

for (const engine of ENGINES) {
  describe(`review tasks [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let rubric: string;
    let samples: string[];
    const reviewers: Record<string, { id: string; api_key: string }> = {};
    before(async () => {
      t = await makeApp({ engine });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } })
      ).json().id;
      const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      const batch = (
        await t.call({
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: { samples: Array.from({ length: 6 }, (_, i) => ({ input: i, output: i })) },
        })
      ).json();
      samples = batch.data.map((s: { id: string }) => s.id);
      for (const [name, credentials, specialty] of [
        ['md', ['MD'], 'cardiology'],
        ['rn', ['RN'], undefined],
        ['np', ['NP'], undefined],
      ] as const) {
        const res = await t.call({
          method: 'POST',
          url: '/v1/reviews/reviewers',
          payload: { name, credentials, projects: [project], ...(specialty ? { specialty } : {}) },
        });
        reviewers[name] = res.json();
      }
    });
    after(() => t.close());

    const create = (payload: object) =>
      t.call({ method: 'POST', url: '/v1/reviews/tasks', payload: { project, rubric, ...payload } });

    it('auto assigns the least-loaded qualified reviewer; manual checks qualification', async () => {
      const first = await create({
        samples: samples.slice(0, 3),
        assignment: { mode: 'auto', required_credentials: ['MD', 'RN'] },
      });
      assert.equal(first.statusCode, 201, first.body);
      const a = first.json();
      assert.equal(a.status, 'assigned');
      assert.deepEqual(a.progress, { completed: 0, total: 3 });
      assert.equal(a.sample_count, 3);
      assert.ok(Date.parse(a.due_at) > Date.parse(a.created_at));
      const second = (
        await create({ samples: samples.slice(3, 4), assignment: { mode: 'auto', required_credentials: ['MD', 'RN'] } })
      ).json();
      assert.notEqual(second.assignee.id, a.assignee.id, 'the one with fewer pending samples');
      const specialist = (
        await create({ samples: [samples[4]], assignment: { mode: 'auto', specialty: 'Cardiology' } })
      ).json();
      assert.equal(specialist.assignee.id, reviewers.md!.id);

      const manual = await create({
        samples: [samples[5]],
        priority: 'urgent',
        assignment: { mode: 'manual', reviewer_id: reviewers.np!.id },
      });
      assert.equal(manual.json().assignee.id, reviewers.np!.id);
      const unqualified = await create({
        samples: [samples[5]],
        assignment: { mode: 'manual', reviewer_id: reviewers.np!.id, required_credentials: ['MD'] },
      });
      assert.equal(unqualified.statusCode, 400);
      assert.equal(unqualified.json().error.param, 'assignment.reviewer_id');
      const noOne = await create({ samples: [samples[5]], assignment: { mode: 'auto', required_credentials: ['DO'] } });
      assert.equal(noOne.statusCode, 409);
      const pending = (await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${reviewers.np!.id}` })).json()
        .pending_count;
      assert.equal(pending, 1);
      assert.ok((await auditTypes(t)).filter((x) => x === 'review.assigned').length >= 4);
    });

    it('pool: pending until a qualified reviewer claims it; one claim wins; cancel ends it', async () => {
      const pool = (
        await create({ samples: samples.slice(0, 2), assignment: { mode: 'pool', required_credentials: ['RN', 'NP'] } })
      ).json();
      assert.equal(pool.status, 'pending');
      assert.equal(pool.assignee, undefined);
      const md = await t.call({
        method: 'POST',
        url: `/v1/reviews/tasks/${pool.id}/claim`,
        key: reviewers.md!.api_key,
      });
      assert.equal(md.statusCode, 403);
      const claims = await Promise.all(
        [reviewers.rn!, reviewers.np!].map((r) =>
          t.call({ method: 'POST', url: `/v1/reviews/tasks/${pool.id}/claim`, key: r.api_key }),
        ),
      );
      assert.deepEqual(claims.map((c) => c.statusCode).sort(), [200, 409]);
      const winner = claims.find((c) => c.statusCode === 200)!.json();
      assert.equal(winner.status, 'assigned');
      const admin = await t.call({ method: 'POST', url: `/v1/reviews/tasks/${pool.id}/claim` });
      assert.equal(admin.statusCode, 403);

      const cancelled = await t.call({ method: 'POST', url: `/v1/reviews/tasks/${pool.id}/cancel` });
      assert.equal(cancelled.json().status, 'cancelled');
      assert.equal((await t.call({ method: 'POST', url: `/v1/reviews/tasks/${pool.id}/cancel` })).statusCode, 409);
    });

    it('lists with filters; a reviewer sees only their tasks and their pool; other orgs nothing', async () => {
      const urgent = (await t.call({ method: 'GET', url: '/v1/reviews/tasks?priority=urgent' })).json();
      assert.ok(urgent.data.length >= 1 && urgent.data.every((x: { priority: string }) => x.priority === 'urgent'));
      const mine = (await t.call({ method: 'GET', url: `/v1/reviews/tasks?assignee=${reviewers.md!.id}` })).json();
      assert.ok(mine.data.every((x: { assignee: { id: string } }) => x.assignee.id === reviewers.md!.id));
      const asMd = (
        await t.call({ method: 'GET', url: '/v1/reviews/tasks?limit=100', key: reviewers.md!.api_key })
      ).json();
      assert.ok(
        asMd.data.every(
          (x: { assignee?: { id: string }; status: string }) =>
            x.assignee?.id === reviewers.md!.id || x.status === 'pending',
        ),
      );
      const someoneElses = (
        await t.call({ method: 'GET', url: `/v1/reviews/tasks?assignee=${reviewers.np!.id}` })
      ).json().data[0];
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/reviews/tasks/${someoneElses.id}`, key: reviewers.md!.api_key }))
          .statusCode,
        404,
      );
      const other = await otherOrg(t);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/tasks', key: other.key })).json().total_count, 0);
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/reviews/tasks/${someoneElses.id}`, key: other.key })).statusCode,
        404,
      );
    });

    it('bad input: unknown sample, rubric of another project, manual without reviewer, bad status filter', async () => {
      const other = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'other' } })).json().id;
      const otherRubric = (
        await t.call({
          method: 'POST',
          url: '/v1/reviews/rubrics',
          payload: { name: 'r', project: other, dimensions: DIMS },
        })
      ).json().id;
      const before = (await t.call({ method: 'GET', url: '/v1/reviews/tasks' })).json().total_count;
      const cases: [object, number, string][] = [
        [{ samples: [samples[0], 'smp_01JAAAAAAAAAAAAAAAAAAAAAAA'] }, 404, 'samples[1]'],
        [{ samples: [samples[0]], rubric: otherRubric }, 400, 'rubric'],
        [{ samples: [samples[0]], assignment: { mode: 'manual' } }, 400, 'assignment.reviewer_id'],
        [{ samples: [] }, 400, 'samples'],
        [{ samples: [samples[0]], priority: 'asap' }, 400, 'priority'],
      ];
      for (const [payload, status, param] of cases) {
        const res = await create(payload);
        assert.equal(res.statusCode, status, JSON.stringify(payload));
        assert.ok((res.json().error.param ?? '').startsWith(param), `${param} vs ${res.json().error.param}`);
      }
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/tasks?status=done' })).statusCode, 400);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/tasks' })).json().total_count, before);
    });
  });
}
