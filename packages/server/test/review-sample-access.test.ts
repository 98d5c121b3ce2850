import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

/**
 * A reviewer reads the samples of tasks assigned to it and of pool tasks it qualifies for, and
 * nothing else (DESIGN §9, issue 17): PHI reads audited with the justification, refusals audited.
 * Also what the grading page needs: the task, the rubric, the queue context and the evaluation.
 */

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
  describe(`reviewer sample access [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let rubric: string;
    let samples: string[];
    let unrelated: string;
    const rv: Record<string, { id: string; api_key: string }> = {};

    const ok = async (opts: Parameters<TestApp['call']>[0], status = 200) => {
      const res = await t.call(opts);
      assert.equal(res.statusCode, status, `${opts.method} ${opts.url}: ${res.body}`);
      return res.json();
    };
    const task = (payload: object) =>
      ok({ method: 'POST', url: '/v1/reviews/tasks', payload: { project, rubric, ...payload } }, 201);
    const read = (sample: string, key: string, justification?: string) =>
      t.call({
        method: 'GET',
        url: `/v1/samples/${sample}`,
        key,
        headers: justification ? { 'x-access-justification': justification } : {},
      });

    before(async () => {
      t = await makeApp({ engine });
      project = (await ok({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } }, 201)).id;
      rubric = (
        await ok({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } }, 201)
      ).id;
      const ds = (await ok({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } }, 201)).id;
      const batch = await ok(
        {
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: {
            samples: Array.from({ length: 5 }, (_, i) => ({
              input: { note: `case ${i}` },
              output: { triage: 'urgent' },
              contains_phi: i === 0,
            })),
          },
        },
        201,
      );
      samples = batch.data.map((s: { id: string }) => s.id);
      unrelated = samples[4]!;
      for (const [name, credentials] of [
        ['rn', ['RN']],
        ['md', ['MD']],
      ] as const) {
        rv[name] = await ok(
          { method: 'POST', url: '/v1/reviews/reviewers', payload: { name, credentials, projects: [project] } },
          201,
        );
      }
    });
    after(() => t.close());

    it('assigned: the assignee reads it (PHI with a justification, audited); another reviewer gets 403', async () => {
      await task({ samples: [samples[0]], assignment: { mode: 'manual', reviewer_id: rv.rn!.id } });
      const noReason = await read(samples[0]!, rv.rn!.api_key);
      assert.equal(noReason.statusCode, 400, 'PHI still needs a reason');
      const res = await read(samples[0]!, rv.rn!.api_key, 'grading task for ED audit');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().input, { note: 'case 0' });
      const phi = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select('body')
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'audit')
        .where('kind', '=', 'sample.phi_accessed')
        .where('resource_id', '=', samples[0]!)
        .execute();
      assert.equal(phi.length, 1);
      const entry = JSON.parse(phi[0]!.body);
      assert.equal(entry.context.access_justification, 'grading task for ED audit');
      assert.equal(entry.actor.type, 'api_key');

      const other = await read(samples[0]!, rv.md!.api_key, 'curious');
      assert.equal(other.statusCode, 403);
      assert.equal(other.json().error.code, 'forbidden');
    });

    it('pool: a qualified reviewer reads it, an unqualified one gets 403; the claimant still reads it after the claim', async () => {
      const pool = await task({ samples: [samples[1]], assignment: { mode: 'pool', required_credentials: ['MD'] } });
      assert.equal((await read(samples[1]!, rv.md!.api_key)).statusCode, 200);
      assert.equal((await read(samples[1]!, rv.rn!.api_key)).statusCode, 403, 'lacks the credential');
      await ok({ method: 'POST', url: `/v1/reviews/tasks/${pool.id}/claim`, key: rv.md!.api_key });
      assert.equal((await read(samples[1]!, rv.md!.api_key)).statusCode, 200);
    });

    it("another reviewer's task and an unrelated sample are 403, and each refusal is audited", async () => {
      await task({ samples: [samples[2]], assignment: { mode: 'manual', reviewer_id: rv.md!.id } });
      const theirs = await read(samples[2]!, rv.rn!.api_key);
      assert.equal(theirs.statusCode, 403);
      const none = await read(unrelated, rv.rn!.api_key);
      assert.equal(none.statusCode, 403);
      assert.equal((await read('smp_01JAAAAAAAAAAAAAAAAAAAAAAA', rv.rn!.api_key)).statusCode, 404);
      const denied = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select(['resource_id', 'body'])
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'audit')
        .where('kind', '=', 'sample.access_denied')
        .execute();
      const ids = denied.map((d) => d.resource_id);
      assert.ok(ids.includes(samples[2]!) && ids.includes(unrelated), JSON.stringify(ids));
      const viewed = await t.deps.database.db
        .selectFrom('ledger_entries')
        .select('resource_id')
        .where('org_id', '=', t.org.id)
        .where('log', '=', 'audit')
        .where('kind', '=', 'sample.viewed')
        .where('resource_id', 'in', [samples[2]!, unrelated])
        .execute();
      assert.deepEqual(viewed, [], 'nothing was read');
      // Admins and members are not reviewers: unchanged.
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${unrelated}` })).statusCode, 200);
    });

    it('the grading page: task, rubric, queue context and the routing evaluation are readable', async () => {
      const ds = (await ok({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'routed' } }, 201)).id;
      const s = await ok(
        {
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: { input: { q: 1 }, output: { triage: 'urgent' }, expected: { triage: 'emergency' } },
        },
        201,
      );
      const ev = await ok(
        {
          method: 'POST',
          url: '/v1/evaluations',
          payload: {
            name: 'nightly',
            project,
            dataset: ds,
            evaluators: [{ type: 'exact_match', config: { field: 'triage' } }],
            review: {
              rubric,
              when: { score_below: 0.5 },
              priority: 'high',
              assignment: { mode: 'manual', reviewer_id: rv.rn!.id },
            },
          },
        },
        201,
      );
      // Routed to review in the transaction that writes evaluation.completed: awaited, not polled.
      // The deadline timer also keeps the event loop alive: the runner's own timers are unref'd.
      let deadline: NodeJS.Timeout | undefined;
      const completed = new Promise<void>((resolve, reject) => {
        const on = (e: { log: string; body: { event_type?: string; resource?: { id: string } } }) => {
          if (e.log !== 'audit' || e.body.event_type !== 'evaluation.completed' || e.body.resource?.id !== ev.id)
            return;
          t.deps.ledger.events.off('appended', on);
          resolve();
        };
        t.deps.ledger.events.on('appended', on);
        deadline = setTimeout(() => reject(new Error('the evaluation did not complete')), 20_000);
      }).finally(() => clearTimeout(deadline));
      t.deps.eval.runner.start();
      await completed;
      const done = await ok({ method: 'GET', url: `/v1/evaluations/${ev.id}` });
      assert.equal(done.status, 'completed', JSON.stringify(done));
      const queue = await ok({ method: 'GET', url: '/v1/reviews/queue', key: rv.rn!.api_key });
      const item = queue.items.find((i: { sample_id: string }) => i.sample_id === s.id);
      assert.ok(item, JSON.stringify(queue));
      assert.equal(item.context.evaluation, ev.id);
      assert.equal(item.context.ai_score, 0);
      const key = rv.rn!.api_key;
      assert.equal((await ok({ method: 'GET', url: `/v1/reviews/tasks/${item.task_id}`, key })).id, item.task_id);
      assert.equal((await ok({ method: 'GET', url: `/v1/reviews/rubrics/${item.rubric}`, key })).id, rubric);
      const sample = await ok({ method: 'GET', url: `/v1/samples/${s.id}`, key });
      assert.deepEqual(sample.expected, { triage: 'emergency' });
      assert.equal((await ok({ method: 'GET', url: `/v1/evaluations/${ev.id}`, key })).name, 'nightly');
      const md = await t.call({ method: 'GET', url: `/v1/evaluations/${ev.id}`, key: rv.md!.api_key });
      assert.equal(md.statusCode, 403, 'an evaluation that routed nothing to this reviewer');
    });
  });
}
