import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

interface Prov {
  object: string;
  resource: { type: string; id: string; dataset: string | null; project: string | null };
  created_at: string;
  created_by: { type: string; id: string; email: string | null };
  source: { type: string; request_id: string | null };
  history: Array<{
    id: string;
    timestamp: string;
    event_type: string;
    actor: { id: string };
    context?: Record<string, unknown>;
  }>;
  history_truncated: boolean;
  related?: {
    evaluations: Array<{ id: string; scores: Record<string, number>; ai_score: number | null; depth: number }>;
    reviews: Array<{ id: string; override_value: number | null; reviewer: { name: string }; depth: number }>;
    datasets: Array<{ id: string; depth: number; deleted_at: string | null }>;
    samples: Array<{ id: string; depth: number }>;
    truncated: boolean;
  };
  data_lineage: {
    origin: { system: string; call_id: string | null; ingested_at: string };
    transformations: unknown[];
  } | null;
}

const DIMS = [{ id: 'ok', name: 'Acceptable', type: 'boolean', required: true }];
const PHI_MARKER = 'Jane Roe, MRN 4411-2090';
const ids = (xs: Array<{ id: string }> | undefined) => (xs ?? []).map((x) => x.id);

for (const engine of ENGINES) {
  describe(`audit provenance [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let dataset: string;
    let datasetReq: string;
    let uploadReq: string;
    let lowSample: string;
    let phiSample: string;
    let callSample: string;
    let callId: string;
    let callReq: string;
    let evaluation: string;
    let evaluationReq: string;
    let review: string;
    let reviewReq: string;

    const prov = async (path: string, key?: string) => {
      const res = await t.call({ method: 'GET', url: `/v1/audit/provenance/${path}`, ...(key ? { key } : {}) });
      return { status: res.statusCode, body: res.json() as Prov & { error: { code: string; param?: string } } };
    };
    /** The creation entry of a resource as GET /v1/audit/logs shows it. */
    const creationEntry = async (id: string, type: string) => {
      const res = await t.call({ method: 'GET', url: `/v1/audit/logs?resource_id=${id}&event_type=${type}` });
      return res.json().data[0] as { id: string; actor: { type: string; id: string; email: string | null } };
    };

    before(async () => {
      t = await makeApp({ engine });
      t.deps.eval.runner.start();
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'triage' } })).json().id;
      const rubric = (
        await t.call({ method: 'POST', url: '/v1/reviews/rubrics', payload: { name: 'r', project, dimensions: DIMS } })
      ).json().id;
      const reviewer = (
        await t.call({
          method: 'POST',
          url: '/v1/reviews/reviewers',
          payload: { name: 'Nurse Ray', credentials: ['RN'], projects: [project] },
        })
      ).json();
      const ds = await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'notes' } });
      dataset = ds.json().id;
      datasetReq = ds.headers['x-request-id'] as string;
      await t.call({ method: 'PATCH', url: `/v1/datasets/${dataset}`, payload: { name: 'notes v2' } });
      const uploaded = await t.call({
        method: 'POST',
        url: `/v1/datasets/${dataset}/samples`,
        payload: {
          samples: [
            { input: 'chest pain', output: { level: 'urgent' }, expected: { level: 'emergency' } },
            { input: PHI_MARKER, output: { level: 'emergency' }, expected: { level: 'emergency' }, contains_phi: true },
          ],
        },
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      uploadReq = uploaded.headers['x-request-id'] as string;
      [lowSample, phiSample] = uploaded.json().data.map((s: { id: string }) => s.id);
      const call = await t.call({
        method: 'POST',
        url: '/v1/calls',
        payload: {
          input: 'stroke signs',
          output: { level: 'emergency' },
          expected: { level: 'emergency' },
          system: 'ed-triage-bot',
          model: 'm-1',
          dataset,
        },
      });
      assert.equal(call.statusCode, 201, call.body);
      callId = call.json().id;
      callSample = call.json().sample;
      callReq = call.headers['x-request-id'] as string;
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${lowSample}` })).statusCode, 200);
      const started = await t.call({
        method: 'POST',
        url: '/v1/evaluations',
        payload: {
          name: 'level check',
          project,
          dataset,
          evaluators: [{ type: 'exact_match', config: { field: 'level' } }],
          review: { rubric, when: { score_below: 0.75 }, assignment: { mode: 'manual', reviewer_id: reviewer.id } },
        },
      });
      assert.equal(started.statusCode, 201, started.body);
      evaluation = started.json().id;
      evaluationReq = started.headers['x-request-id'] as string;
      let e: { status: string; review_tasks: string[] };
      for (;;) {
        e = (await t.call({ method: 'GET', url: `/v1/evaluations/${evaluation}` })).json();
        if (e.status !== 'pending' && e.status !== 'running') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      assert.equal(e.status, 'completed');
      assert.equal(e.review_tasks.length, 1);
      const submitted = await t.call({
        method: 'POST',
        url: `/v1/reviews/tasks/${e.review_tasks[0]}/reviews`,
        key: reviewer.api_key,
        payload: { sample: lowSample, grades: { ok: { value: false } }, override_ai_score: true, override_value: 0.25 },
      });
      assert.equal(submitted.statusCode, 201, submitted.body);
      review = submitted.json().id;
      reviewReq = submitted.headers['x-request-id'] as string;
    });
    after(() => t.close());

    it('a sample: created, viewed, evaluated and reviewed in order; source and lineage of an upload', async () => {
      const { status, body } = await prov(`sample/${lowSample}`);
      assert.equal(status, 200);
      assert.equal(body.object, 'provenance');
      assert.deepEqual(body.resource, { type: 'sample', id: lowSample, dataset, project });
      assert.deepEqual(
        body.history.map((h) => h.event_type),
        ['sample.created', 'sample.viewed', 'sample.evaluated', 'sample.reviewed'],
      );
      const times = body.history.map((h) => Date.parse(h.timestamp));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => a - b),
      );
      assert.equal(body.history[2]!.context?.evaluation, evaluation);
      assert.deepEqual([body.history[3]!.context?.review, body.history[3]!.context?.override_value], [review, 0.25]);
      const created = await creationEntry(lowSample, 'sample.created');
      assert.equal(body.history[0]!.id, created.id);
      assert.deepEqual(body.created_by, { type: 'api_key', id: created.actor.id, email: created.actor.email });
      assert.deepEqual(body.source, { type: 'api_upload', request_id: uploadReq });
      assert.equal(body.data_lineage?.origin.system, 'api_upload');
      assert.equal(body.data_lineage?.origin.call_id, null);
      assert.deepEqual(body.data_lineage?.transformations, []);
      assert.equal(body.history_truncated, false);
      assert.equal(body.related, undefined, 'related only when asked');
    });

    it('a sample: related at depth 1 are its evaluations (with its own scores) and reviews; depth 2 adds the dataset', async () => {
      const one = (await prov(`sample/${lowSample}?include_related=true`)).body.related!;
      assert.deepEqual(ids(one.evaluations), [evaluation]);
      assert.deepEqual(one.evaluations[0]!.scores, { exact_match: 0 });
      assert.equal(one.evaluations[0]!.ai_score, 0);
      assert.deepEqual(ids(one.reviews), [review]);
      assert.deepEqual([one.reviews[0]!.override_value, one.reviews[0]!.reviewer.name], [0.25, 'Nurse Ray']);
      assert.deepEqual([ids(one.datasets), ids(one.samples), one.truncated], [[], [], false]);
      const two = (await prov(`sample/${lowSample}?include_related=true&depth=2`)).body.related!;
      assert.deepEqual(ids(two.evaluations), [evaluation]);
      assert.deepEqual(ids(two.datasets), [dataset]);
      assert.equal(two.datasets[0]!.depth, 2);
      assert.deepEqual(ids(two.samples), [], 'the root is never its own relative');
    });

    it('a sample ingested from a call: source call, lineage naming the call', async () => {
      const { body } = await prov(`sample/${callSample}?include_related=true`);
      assert.deepEqual(body.source, { type: 'call', request_id: callReq });
      assert.deepEqual(body.data_lineage?.origin, {
        system: 'ed-triage-bot',
        call_id: callId,
        ingested_at: body.created_at,
      });
      assert.deepEqual(
        body.history.map((h) => h.event_type),
        ['sample.created', 'sample.evaluated'],
      );
      assert.equal(body.history[0]!.context?.call_id, callId);
      assert.deepEqual(body.related!.evaluations[0]!.scores, { exact_match: 1 });
      assert.deepEqual(ids(body.related!.reviews), []);
    });

    it('a PHI sample: provenance reads no content and writes no access event', async () => {
      const before = (await t.call({ method: 'GET', url: `/v1/audit/logs?resource_id=${phiSample}` })).json().data;
      const res = await t.call({
        method: 'GET',
        url: `/v1/audit/provenance/sample/${phiSample}?include_related=true&depth=5`,
      });
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes(PHI_MARKER));
      assert.ok(!res.body.includes('"input"'));
      const after = (await t.call({ method: 'GET', url: `/v1/audit/logs?resource_id=${phiSample}` })).json().data;
      assert.equal(after.length, before.length);
    });

    it('a dataset: its own history; depth 1 its evaluations and reviews; depth 2 adds the reviewed sample', async () => {
      const { status, body } = await prov(`dataset/${dataset}`);
      assert.equal(status, 200);
      assert.deepEqual(body.resource, { type: 'dataset', id: dataset, dataset, project });
      assert.deepEqual(
        body.history.map((h) => h.event_type),
        ['dataset.created', 'dataset.updated'],
      );
      const created = await creationEntry(dataset, 'dataset.created');
      assert.equal(body.created_by.id, created.actor.id);
      assert.deepEqual(body.source, { type: 'api_upload', request_id: datasetReq });
      assert.equal(body.data_lineage, null);
      const one = (await prov(`dataset/${dataset}?include_related=true`)).body.related!;
      assert.deepEqual([ids(one.evaluations), ids(one.reviews), ids(one.samples)], [[evaluation], [review], []]);
      assert.deepEqual(one.evaluations[0]!.scores, { exact_match: 2 / 3 }, "no anchor sample: the evaluation's mean");
      const two = (await prov(`dataset/${dataset}?include_related=true&depth=2`)).body.related!;
      assert.deepEqual(ids(two.samples), [lowSample]);
      assert.equal(two.samples[0]!.depth, 2);
      assert.deepEqual(ids(two.datasets), []);
    });

    it('an evaluation: created then completed; depth 1 its dataset and routed reviews; depth 2 adds their sample', async () => {
      const { body } = await prov(`evaluation/${evaluation}`);
      assert.deepEqual(body.resource, { type: 'evaluation', id: evaluation, dataset, project });
      assert.deepEqual(
        body.history.map((h) => h.event_type),
        ['evaluation.created', 'evaluation.completed'],
      );
      assert.equal(body.history[1]!.actor.id, 'latchkey', 'the runner completes it');
      assert.equal(body.created_by.type, 'api_key');
      assert.deepEqual(body.source, { type: 'evaluation_run', request_id: evaluationReq });
      const one = (await prov(`evaluation/${evaluation}?include_related=true&depth=1`)).body.related!;
      assert.deepEqual(
        [ids(one.datasets), ids(one.reviews), ids(one.samples), ids(one.evaluations)],
        [[dataset], [review], [], []],
      );
      const two = (await prov(`evaluation/${evaluation}?include_related=true&depth=2`)).body.related!;
      assert.deepEqual(ids(two.samples), [lowSample]);
      assert.deepEqual(ids(two.evaluations), [], 'the root evaluation is not listed again');
    });

    it('a review: submitted and overridden by the reviewer; depth 1 its sample and evaluation; depth 2 the dataset', async () => {
      const { body } = await prov(`review/${review}`);
      assert.deepEqual(body.resource, { type: 'review', id: review, dataset, project });
      assert.deepEqual(
        body.history.map((h) => h.event_type),
        ['review.submitted', 'review.overridden'],
      );
      const created = await creationEntry(review, 'review.submitted');
      assert.deepEqual(body.created_by, { type: 'api_key', id: created.actor.id, email: created.actor.email });
      assert.notEqual(created.actor.id, (await creationEntry(dataset, 'dataset.created')).actor.id);
      assert.deepEqual(body.source, { type: 'review', request_id: reviewReq });
      assert.equal(body.data_lineage, null);
      const one = (await prov(`review/${review}?include_related=true`)).body.related!;
      assert.deepEqual([ids(one.samples), ids(one.evaluations), ids(one.datasets)], [[lowSample], [evaluation], []]);
      assert.deepEqual(one.evaluations[0]!.scores, { exact_match: 0 }, "the reviewed sample's own scores");
      const two = (await prov(`review/${review}?include_related=true&depth=2`)).body.related!;
      assert.deepEqual(ids(two.datasets), [dataset]);
      assert.deepEqual(ids(two.reviews), []);
      const five = (await prov(`review/${review}?include_related=true&depth=5`)).body.related!;
      assert.deepEqual(
        [ids(five.samples).sort(), ids(five.evaluations), ids(five.datasets), ids(five.reviews)],
        [[lowSample], [evaluation], [dataset], []],
        'a bounded walk: no cycles, nothing twice',
      );
    });

    it('bad input is a 400 in the /v1 shape', async () => {
      const cases: Array<[string, string, string]> = [
        [`project/${project}`, 'invalid_value', 'resource_type'],
        [`sample/${lowSample}?depth=0`, 'invalid_value', 'depth'],
        [`sample/${lowSample}?depth=6`, 'invalid_value', 'depth'],
        [`sample/${lowSample}?depth=two`, 'invalid_value', 'depth'],
        [`sample/${lowSample}?include_related=maybe`, 'invalid_value', 'include_related'],
        [`sample/${lowSample}?include_related=true&include_related=false`, 'invalid_value', 'include_related'],
        [`sample/${lowSample}?limit=5`, 'parameter_unknown', 'limit'],
      ];
      for (const [path, code, param] of cases) {
        const { status, body } = await prov(path);
        assert.equal(status, 400, path);
        assert.deepEqual([body.error.code, body.error.param], [code, param], path);
      }
      assert.equal((await prov(`sample/${lowSample}?include_related=false&depth=5`)).body.related, undefined);
    });

    it('a missing resource, a mismatched type or another org is a 404 resource_missing', async () => {
      const other = await otherOrg(t);
      for (const [path, key] of [
        ['sample/smp_01J00000000000000000000000', undefined],
        ['review/not-an-id', undefined],
        [`dataset/${lowSample}`, undefined],
        [`evaluation/${dataset}`, undefined],
        [`sample/${lowSample}`, other.key],
        [`review/${review}?include_related=true`, other.key],
        [`evaluation/${evaluation}`, other.key],
        [`dataset/${dataset}`, other.key],
      ] as const) {
        const { status, body } = await prov(path, key);
        assert.equal(status, 404, path);
        assert.deepEqual([body.error.code, body.error.param], ['resource_missing', 'resource_id']);
      }
    });

    it('admins and auditors read provenance; members, reviewers and anonymous callers do not', async () => {
      assert.equal((await prov(`dataset/${dataset}`, await keyWithRole(t, 'auditor'))).status, 200);
      assert.equal((await prov(`dataset/${dataset}`, await keyWithRole(t, 'member'))).status, 403);
      assert.equal((await prov(`dataset/${dataset}`, await keyWithRole(t, 'reviewer'))).status, 403);
      const anonymous = await t.call({ method: 'GET', url: `/v1/audit/provenance/dataset/${dataset}`, key: null });
      assert.equal(anonymous.statusCode, 401);
    });

    it('related lists stop at 100 items and say so', async () => {
      const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'busy' } })).json().id;
      // 105 finished evaluations of one dataset, stored directly: the API would take ten minutes of rate limit.
      const now = Date.now();
      const rows = Array.from({ length: 105 }, (_, i) => ({
        id: `eval_01J${String(i).padStart(23, '0')}`,
        org_id: t.org.id,
        project_id: project,
        dataset_id: ds,
        name: `bulk ${i}`,
        evaluators: '[]',
        status: 'completed',
        total: 0,
        completed: 0,
        failed: 0,
        summary: JSON.stringify({ n: 0, ai: 0, scores: {}, flags: {} }),
        cutoff_id: null,
        cursor: null,
        lease_owner: null,
        lease_until: null,
        error: null,
        actor: JSON.stringify({ type: 'system', id: 'latchkey' }),
        created_at: now,
        started_at: now,
        completed_at: now,
        review: null,
      }));
      await t.deps.database.db.insertInto('evaluations').values(rows).execute();
      const related = (await prov(`dataset/${ds}?include_related=true&depth=3`)).body.related!;
      assert.equal(related.evaluations.length, 100);
      assert.equal(related.truncated, true);
      assert.deepEqual(
        ids(related.evaluations),
        rows.slice(0, 100).map((r) => r.id),
      );
      const bare = (await prov(`evaluation/${rows[0]!.id}`)).body;
      assert.deepEqual(
        bare.created_by,
        { type: 'system', id: 'latchkey', email: null },
        'no event: the stored creator',
      );
      assert.deepEqual(bare.history, []);
    });

    it('a deleted dataset keeps its provenance, and its samples theirs', async () => {
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/datasets/${dataset}` })).statusCode, 200);
      const { status, body } = await prov(`dataset/${dataset}`);
      assert.equal(status, 200);
      assert.equal(body.history.at(-1)!.event_type, 'dataset.deleted');
      const s = await prov(`sample/${callSample}?include_related=true&depth=2`);
      assert.equal(s.status, 200);
      assert.ok(s.body.related!.datasets[0]!.deleted_at);
    });
  });
}
