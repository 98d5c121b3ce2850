import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

interface Entry {
  event_type: string;
  actor: { type: string; id: string; ip_address: string | null };
  resource: { type: string; id: string; project: string | null; dataset: string | null };
  context: Record<string, unknown>;
}

const DIMS = [{ id: 'ok', name: 'Acceptable', type: 'boolean', required: true }];

for (const engine of ENGINES) {
  describe(`audit events: a scripted day [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
      t.deps.eval.runner.start();
    });
    after(() => t.close());

    const ok = async (
      method: string,
      url: string,
      payload?: object,
      key?: string,
      headers?: Record<string, string>,
    ) => {
      const res = await t.call({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
        ...(key ? { key } : {}),
        ...(headers ? { headers } : {}),
      });
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const entries = async (): Promise<Entry[]> =>
      (await ok('GET', '/v1/audit/logs?order=asc&limit=1000')).data as Entry[];

    it('each event of the day is in the log once, with actor, resource and context', async () => {
      const start = (await entries()).length;
      // Morning: an admin sets up a project, invites a clinician and gives her a key.
      const user = await ok('POST', '/v1/users', { email: 'rn@example.org', name: 'Rae', role: 'member' });
      await ok('PATCH', `/v1/users/${user.id}`, { role: 'reviewer' });
      const userKey = await ok('POST', '/v1/api-keys', { name: 'rae', user: user.id });
      const project = await ok('POST', '/v1/projects', { name: 'ED triage' });
      await ok('PATCH', `/v1/projects/${project.id}`, { settings: { phi: true } });
      const dataset = await ok('POST', '/v1/datasets', { project: project.id, name: 'notes' });
      await ok('PATCH', `/v1/datasets/${dataset.id}`, { description: 'triage notes' });
      const samples = await ok('POST', `/v1/datasets/${dataset.id}/samples`, {
        samples: [
          { input: 'chest pain', output: { level: 'urgent' }, expected: { level: 'emergency' }, contains_phi: true },
          { input: 'cough', output: { level: 'routine' }, expected: { level: 'routine' } },
        ],
      });
      const phiSample = samples.data[0].id;
      // Midday: someone reads a PHI sample, with a reason.
      await ok('GET', `/v1/samples/${phiSample}?fields=input`, undefined, undefined, {
        'x-access-justification': 'chart review',
      });
      // Afternoon: an evaluation routes the wrong answer to review; the reviewer overrides the score.
      const rubric = await ok('POST', '/v1/reviews/rubrics', { name: 'r', project: project.id, dimensions: DIMS });
      const reviewer = await ok('POST', '/v1/reviews/reviewers', {
        name: 'md',
        credentials: ['MD'],
        projects: [project.id],
      });
      const created = await ok('POST', '/v1/evaluations', {
        name: 'nightly',
        project: project.id,
        dataset: dataset.id,
        evaluators: [{ type: 'exact_match', config: { field: 'level' } }],
        review: { rubric: rubric.id, when: { score_below: 0.5 }, assignment: { mode: 'pool' } },
      });
      let evaluation = created;
      for (let i = 0; i < 500 && ['pending', 'running'].includes(evaluation.status); i++) {
        await new Promise((r) => setTimeout(r, 20));
        evaluation = await ok('GET', `/v1/evaluations/${created.id}`);
      }
      assert.equal(evaluation.status, 'completed');
      const task = evaluation.review_tasks[0];
      await ok('POST', `/v1/reviews/tasks/${task}/claim`, {}, reviewer.api_key);
      await ok(
        'POST',
        `/v1/reviews/tasks/${task}/reviews`,
        { sample: phiSample, grades: { ok: { value: false } }, override_ai_score: true, override_value: 0.1 },
        reviewer.api_key,
      );
      // Evening: the key is revoked and then tried three times; Rae leaves; the dataset goes.
      await ok('DELETE', `/v1/api-keys/${userKey.id}`);
      for (let i = 0; i < 3; i++) {
        const refused = await t.call({ method: 'GET', url: '/v1/me', key: userKey.secret });
        assert.equal(refused.statusCode, 401);
      }
      // Keys no org holds are only counted: a flood of them cannot crowd the revoked key's tally out.
      for (let i = 0; i < 20; i++) {
        const key = `lk_live_${String(i).padStart(32, 'Z')}`;
        assert.equal((await t.call({ method: 'GET', url: '/v1/me', key })).statusCode, 401);
      }
      assert.equal(t.deps.authFailures.itemised, 1);
      assert.deepEqual(await t.deps.authFailures.flush(), { written: 1, unattributed: 20 });
      await ok('DELETE', `/v1/users/${user.id}`);
      // The dataset is exported: PHI inside, so only with a reason; every sample leaves with its content.
      const refused = await t.call({ method: 'GET', url: `/v1/datasets/${dataset.id}/export` });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error.param, 'X-Access-Justification');
      const exported = await t.call({
        method: 'GET',
        url: `/v1/datasets/${dataset.id}/export`,
        headers: { 'x-access-justification': 'handover to the QA vendor' },
      });
      assert.equal(exported.statusCode, 200);
      assert.match(String(exported.headers['content-type']), /application\/x-ndjson/);
      const lines = exported.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.deepEqual(lines.map((l) => l.id).sort(), samples.data.map((x: { id: string }) => x.id).sort());
      assert.equal(lines.find((l) => l.id === phiSample).input, 'chest pain');
      // A sample is deleted on its own: it leaves reads and lists, and its dataset's count.
      const other = samples.data[1].id;
      const usageBefore = (await ok('GET', '/v1/usage')).samples.current;
      await ok('DELETE', `/v1/samples/${other}`);
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${other}` })).statusCode, 404);
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/samples/${other}` })).statusCode, 404);
      const listed = await ok('GET', `/v1/datasets/${dataset.id}/samples`);
      assert.deepEqual(
        listed.data.map((x: { id: string }) => x.id),
        [phiSample],
      );
      assert.equal((await ok('GET', `/v1/datasets/${dataset.id}`)).sample_count, 1);
      assert.equal((await ok('GET', '/v1/usage')).samples.current, usageBefore - 1);
      await ok('DELETE', `/v1/datasets/${dataset.id}`);

      const day = (await entries()).slice(start);
      const count = (type: string, resourceId?: string) =>
        day.filter((e) => e.event_type === type && (resourceId === undefined || e.resource.id === resourceId)).length;
      const once: Array<[string, string]> = [
        ['user.invite', user.id],
        ['user.role_changed', user.id],
        ['api_key.created', userKey.id],
        ['project.created', project.id],
        ['project.settings_changed', project.id],
        ['dataset.created', dataset.id],
        ['dataset.updated', dataset.id],
        ['sample.viewed', phiSample],
        ['dataset.exported', dataset.id],
        ['evaluation.created', created.id],
        ['evaluation.completed', created.id],
        ['review.assigned', task],
        ['api_key.revoked', userKey.id],
        ['auth.failed', userKey.id],
        ['user.removed', user.id],
        ['dataset.deleted', dataset.id],
        ['sample.deleted', samples.data[1].id],
      ];
      for (const [type, id] of once) assert.equal(count(type, id), 1, `${type} on ${id}`);
      assert.equal(count('sample.created'), 2);
      assert.equal(count('sample.phi_accessed', phiSample), 2, 'the read, and the export');
      assert.equal(count('sample.evaluated'), 2);
      assert.equal(count('review.submitted'), 1);
      assert.equal(count('review.overridden'), 1);

      // Who, what and why are on the entries that a compliance officer asks about.
      const exportEvent = day.find((e) => e.event_type === 'dataset.exported')!;
      assert.deepEqual(
        [
          exportEvent.context.sample_count,
          exportEvent.context.phi_sample_count,
          exportEvent.context.access_justification,
        ],
        [2, 1, 'handover to the QA vendor'],
      );
      const phi = day.find((e) => e.event_type === 'sample.phi_accessed')!;
      assert.equal(phi.actor.type, 'api_key');
      assert.deepEqual([phi.resource.project, phi.resource.dataset], [project.id, dataset.id]);
      assert.deepEqual(phi.context.fields_accessed, ['input']);
      assert.equal(phi.context.access_justification, 'chart review');
      const failed = day.find((e) => e.event_type === 'auth.failed')!;
      assert.equal(failed.context.count, 3);
      assert.equal(failed.context.reason, 'revoked');
      assert.equal(failed.context.key, `lk_live_…${userKey.secret.slice(-4)}`);
      assert.ok(!JSON.stringify(day).includes(userKey.secret), 'no key secret in the log');
      const overridden = day.find((e) => e.event_type === 'review.overridden')!;
      assert.equal(overridden.actor.type, 'api_key');
      assert.equal(overridden.resource.project, project.id);
      const completed = day.find((e) => e.event_type === 'evaluation.completed')!;
      assert.equal(completed.actor.type, 'system');
      // The day's entries are one unbroken chain.
      for (let i = 1; i < day.length; i++) {
        const [a, b] = [
          day[i - 1] as Entry & { integrity: { hash: string } },
          day[i] as Entry & { integrity: { prev_hash: string } },
        ];
        assert.equal(b.integrity.prev_hash, a.integrity.hash);
      }
    });
  });
}
