import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addToCounter } from '../src/platform/usage/usage.repository.js';
import { auditTypes, ENGINES, freshMinute, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

const sample = (i: number, extra: Record<string, unknown> = {}) => ({
  input: { complaint: `chest pain ${i}` },
  output: { triage: { level: 'urgent' } },
  expected: { triage: { level: 'emergency' } },
  metadata: { i },
  ...extra,
});

/** Audit entries of the default org of one event type, oldest first. */
async function auditOf(t: TestApp, type: string) {
  const rows = await t.deps.database.db
    .selectFrom('ledger_entries')
    .select('body')
    .where('org_id', '=', t.org.id)
    .where('log', '=', 'audit')
    .orderBy('seq')
    .execute();
  return rows.map((r) => JSON.parse(r.body)).filter((b) => b.event_type === type);
}

for (const engine of ENGINES) {
  describe(`projects, datasets, samples, calls [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    before(async () => {
      t = await makeApp({ engine });
      const res = await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED triage' } });
      assert.equal(res.statusCode, 201);
      project = res.json().id;
    });
    after(() => t.close());

    const newDataset = async (name = 'triage-set') => {
      const res = await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name } });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().id as string;
    };
    const sampleRows = async (dataset: string) =>
      Number(
        (
          await t.deps.database.db
            .selectFrom('samples')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('dataset_id', '=', dataset)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('projects: create, get, list, update settings (audited), counted in usage', async () => {
      const created = (
        await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'Radiology', settings: { a: 1 } } })
      ).json();
      assert.equal(created.object, 'project');
      assert.deepEqual(created.settings, { a: 1 });
      assert.equal((await t.call({ method: 'GET', url: `/v1/projects/${created.id}` })).json().name, 'Radiology');
      const listed = (await t.call({ method: 'GET', url: '/v1/projects?limit=1' })).json();
      assert.equal(listed.data[0].id, created.id);
      assert.equal(listed.has_more, true);
      const patched = await t.call({
        method: 'PATCH',
        url: `/v1/projects/${created.id}`,
        payload: { settings: { a: 2 } },
      });
      assert.deepEqual(patched.json().settings, { a: 2 });
      const changes = await auditOf(t, 'project.settings_changed');
      assert.deepEqual(changes.at(-1).context.changed, ['settings']);
      assert.equal(changes.at(-1).resource.id, created.id);
      assert.ok((await auditTypes(t)).includes('project.created'));
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage' })).json().projects.current, 2);
      assert.equal((await t.call({ method: 'PATCH', url: `/v1/projects/${created.id}`, payload: {} })).statusCode, 400);
      assert.equal((await t.call({ method: 'GET', url: '/v1/projects/prj_nope' })).statusCode, 404);
    });

    it('datasets: create under a project, list by project, rename, delete; dataset.* audited', async () => {
      const bad = await t.call({ method: 'POST', url: '/v1/datasets', payload: { project: 'prj_missing', name: 'x' } });
      assert.equal(bad.statusCode, 404);
      assert.equal(bad.json().error.param, 'project');
      const id = await newDataset('to-rename');
      const got = (await t.call({ method: 'GET', url: `/v1/datasets/${id}` })).json();
      assert.deepEqual([got.object, got.project, got.sample_count], ['dataset', project, 0]);
      const listed = (await t.call({ method: 'GET', url: `/v1/datasets?project=${project}` })).json();
      assert.ok(listed.data.some((d: { id: string }) => d.id === id));
      const renamed = await t.call({ method: 'PATCH', url: `/v1/datasets/${id}`, payload: { name: 'renamed' } });
      assert.equal(renamed.json().name, 'renamed');
      const removed = await t.call({ method: 'DELETE', url: `/v1/datasets/${id}` });
      assert.equal(removed.statusCode, 200);
      assert.equal((await t.call({ method: 'GET', url: `/v1/datasets/${id}` })).statusCode, 404);
      const types = await auditTypes(t);
      const i = types.lastIndexOf('dataset.created');
      assert.deepEqual(types.slice(i), ['dataset.created', 'dataset.updated', 'dataset.deleted']);
      const unknown = await t.call({
        method: 'POST',
        url: '/v1/datasets',
        payload: { project, name: 'x', owner: 'me' },
      });
      assert.equal(unknown.statusCode, 400);
    });

    it('samples: one, then a batch of 100, all counted; lists carry no content', async () => {
      const ds = await newDataset();
      const one = await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(0) });
      assert.equal(one.statusCode, 201, one.body);
      assert.equal(one.json().object, 'sample');
      assert.equal(one.json().source.type, 'api_upload');
      assert.equal(one.json().data_lineage.origin.system, 'api_upload');
      const batch = await t.call({
        method: 'POST',
        url: `/v1/datasets/${ds}/samples`,
        payload: { samples: Array.from({ length: 100 }, (_, i) => sample(i + 1)) },
      });
      assert.equal(batch.statusCode, 201, batch.body);
      assert.equal(batch.json().data.length, 100);
      assert.equal((await t.call({ method: 'GET', url: `/v1/datasets/${ds}` })).json().sample_count, 101);
      const page = (await t.call({ method: 'GET', url: `/v1/datasets/${ds}/samples?limit=5` })).json();
      assert.equal(page.total_count, 101);
      assert.equal(page.data.length, 5);
      assert.equal(page.data[0].input, undefined);
      assert.equal(page.data[0].output, undefined);
      const created = await auditOf(t, 'sample.created');
      assert.ok(created.filter((e) => e.resource.dataset === ds).length === 101);
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage' })).json().samples.current >= 101, true);
    });

    it('bad samples: 101 in a batch, a non-object, missing output, both forms at once — nothing written', async () => {
      const ds = await newDataset();
      const cases: [unknown, string | undefined][] = [
        [{ samples: Array.from({ length: 101 }, (_, i) => sample(i)) }, 'samples'],
        [{ samples: [sample(1), 'not an object'] }, undefined],
        [{ input: 'hi' }, 'output'],
        [{ ...sample(1), samples: [sample(2)] }, undefined],
        [{ samples: [] }, 'samples'],
        [{ samples: [{ ...sample(1), extra: true }] }, undefined],
      ];
      for (const [payload, param] of cases) {
        const res = await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: payload as object });
        assert.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`);
        assert.equal(res.json().error.type, 'invalid_request_error');
        if (param) assert.match(res.json().error.param ?? '', new RegExp(param));
      }
      assert.equal(await sampleRows(ds), 0);
      const missing = await t.call({ method: 'POST', url: '/v1/datasets/ds_nope/samples', payload: sample(1) });
      assert.equal(missing.statusCode, 404);
    });

    it('a used-up samples quota is a 403 quota_error and writes no sample', async () => {
      const starter = await makeApp({ engine, plan: 'starter' });
      try {
        const p = (await starter.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
        const ds = (
          await starter.call({ method: 'POST', url: '/v1/datasets', payload: { project: p, name: 'd' } })
        ).json().id;
        await addToCounter(starter.deps.database.db, starter.org.id, 'samples', 'total', 9_999);
        const refused = await starter.call({
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: { samples: [sample(1), sample(2)] },
        });
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().error.type, 'quota_error');
        assert.equal(refused.json().error.code, 'quota_exceeded');
        const count = (await starter.call({ method: 'GET', url: `/v1/datasets/${ds}` })).json().sample_count;
        assert.equal(count, 0);
        const one = await starter.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(1) });
        assert.equal(one.statusCode, 201);
      } finally {
        await starter.close();
      }
    });

    it('sample batches are limited to 20 per minute per key; single samples are not batches', async () => {
      const limited = await makeApp({ engine });
      try {
        const p = (await limited.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
        const ds = (
          await limited.call({ method: 'POST', url: '/v1/datasets', payload: { project: p, name: 'd' } })
        ).json().id;
        const batch = { samples: [sample(1)] };
        await freshMinute();
        for (let i = 0; i < 20; i++) {
          const res = await limited.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: batch });
          assert.equal(res.statusCode, 201);
        }
        const refused = await limited.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: batch });
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().error.code, 'rate_limit_exceeded');
        const single = await limited.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(2) });
        assert.equal(single.statusCode, 201);
        assert.equal((await limited.call({ method: 'GET', url: `/v1/datasets/${ds}` })).json().sample_count, 21);
      } finally {
        await limited.close();
      }
    });

    it('reading a sample is audited; PHI needs X-Access-Justification and is audited as PHI access', async () => {
      const ds = await newDataset();
      const plain = (await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(1) })).json();
      const read = await t.call({ method: 'GET', url: `/v1/samples/${plain.id}` });
      assert.equal(read.statusCode, 200);
      assert.deepEqual(read.json().output, { triage: { level: 'urgent' } });
      const viewed = (await auditOf(t, 'sample.viewed')).at(-1);
      assert.equal(viewed.resource.id, plain.id);
      assert.deepEqual(viewed.context.fields_accessed, ['input', 'output', 'expected', 'metadata']);

      const phi = (
        await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(2, { contains_phi: true }) })
      ).json();
      const before = (await auditTypes(t)).length;
      const refused = await t.call({ method: 'GET', url: `/v1/samples/${phi.id}` });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error.param, 'X-Access-Justification');
      assert.equal((await auditTypes(t)).length, before, 'a refused read writes nothing');

      const ok = await t.call({
        method: 'GET',
        url: `/v1/samples/${phi.id}?fields=output`,
        headers: { 'x-access-justification': 'QA review of triage output, ticket 42' },
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(Object.keys(ok.json()).includes('input'), false);
      assert.deepEqual(ok.json().output, { triage: { level: 'urgent' } });
      const access = (await auditOf(t, 'sample.phi_accessed')).at(-1);
      assert.deepEqual(access.context.fields_accessed, ['output']);
      assert.equal(access.context.access_justification, 'QA review of triage output, ticket 42');
      assert.equal((await auditTypes(t)).slice(-2).join(), 'sample.viewed,sample.phi_accessed');

      const badFields = await t.call({ method: 'GET', url: `/v1/samples/${plain.id}?fields=secret` });
      assert.equal(badFields.statusCode, 400);
      assert.equal(badFields.json().error.param, 'fields');
    });

    it('an export sends only the samples it accounted for: a PHI sample that sorts below its cutoff stays behind', async () => {
      const ds = await newDataset();
      const plain = (await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(1) })).json();
      const phi = (
        await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(2, { contains_phi: true }) })
      ).json();
      const lines = await t.deps.eval.sampleExport.open(t.ctx, ds, 'audit sample');
      // Written after the accounting, by an instance whose clock is behind: its id sorts first.
      const db = t.deps.database.db;
      const row = await db.selectFrom('samples').selectAll().where('id', '=', phi.id).executeTakeFirstOrThrow();
      const late = `smp_00000000000000000000000000`;
      await db
        .insertInto('samples')
        .values({ ...row, id: late })
        .execute();
      let text = '';
      for await (const chunk of lines) text += chunk;
      const ids = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id);
      assert.deepEqual(ids.sort(), [plain.id, phi.id].sort());
      const accessed = (await auditOf(t, 'sample.phi_accessed')).filter((e) => e.context.via === 'dataset.exported');
      assert.ok(accessed.some((e) => e.resource.id === phi.id));
      assert.ok(!accessed.some((e) => e.resource.id === late));
    });

    it('calls: ingested alone, or into a dataset as a sample whose lineage names the call', async () => {
      const ds = await newDataset();
      const alone = await t.call({ method: 'POST', url: '/v1/calls', payload: { input: 'q', output: 'a' } });
      assert.equal(alone.statusCode, 201);
      assert.deepEqual([alone.json().sample, alone.json().system], [null, 'api']);
      const call = await t.call({
        method: 'POST',
        url: '/v1/calls',
        payload: { ...sample(1), system: 'triage-bot v2', model: 'gpt-x', dataset: ds },
      });
      assert.equal(call.statusCode, 201, call.body);
      const { id, sample: sampleId } = call.json();
      assert.match(sampleId, /^smp_/);
      const s = (await t.call({ method: 'GET', url: `/v1/samples/${sampleId}` })).json();
      assert.equal(s.source.type, 'call');
      assert.equal(s.data_lineage.origin.system, 'triage-bot v2');
      assert.equal(s.data_lineage.origin.call_id, id);
      assert.ok(!Number.isNaN(Date.parse(s.data_lineage.origin.ingested_at)));
      assert.equal((await t.call({ method: 'GET', url: `/v1/calls/${id}` })).json().sample, sampleId);
      const listed = (await t.call({ method: 'GET', url: `/v1/calls?dataset=${ds}` })).json();
      assert.deepEqual(
        listed.data.map((c: { id: string }) => c.id),
        [id],
      );
      const missing = await t.call({
        method: 'POST',
        url: '/v1/calls',
        payload: { input: 1, output: 2, dataset: 'ds_x' },
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error.param, 'dataset');
    });

    it('a deleted dataset takes its samples out of reads and gives back their quota', async () => {
      const ds = await newDataset();
      const s = (await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(1) })).json();
      const before = (await t.call({ method: 'GET', url: '/v1/usage' })).json().samples.current;
      await t.call({ method: 'DELETE', url: `/v1/datasets/${ds}` });
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${s.id}` })).statusCode, 404);
      assert.equal((await t.call({ method: 'GET', url: `/v1/datasets/${ds}/samples` })).statusCode, 404);
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage' })).json().samples.current, before - 1);
    });

    it('security: other orgs see nothing, auditors and agents cannot touch eval data', async () => {
      const ds = await newDataset();
      const s = (await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: sample(1) })).json();
      const other = await otherOrg(t);
      for (const url of [
        `/v1/projects/${project}`,
        `/v1/datasets/${ds}`,
        `/v1/samples/${s.id}`,
        `/v1/datasets/${ds}/samples`,
      ]) {
        assert.equal((await t.call({ method: 'GET', url, key: other.key })).statusCode, 404, url);
      }
      const foreign = await t.call({
        method: 'POST',
        url: `/v1/datasets/${ds}/samples`,
        payload: sample(2),
        key: other.key,
      });
      assert.equal(foreign.statusCode, 404);
      const otherList = (await t.call({ method: 'GET', url: '/v1/datasets', key: other.key })).json();
      assert.equal(otherList.total_count, 0);
      for (const role of ['auditor', 'agent', 'reviewer'] as const) {
        const key = await keyWithRole(t, role);
        assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${s.id}`, key })).statusCode, 403, role);
        assert.equal(
          (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'x' }, key })).statusCode,
          403,
        );
      }
      const member = await keyWithRole(t, 'member');
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${s.id}`, key: member })).statusCode, 200);
      assert.equal((await t.call({ method: 'GET', url: '/v1/datasets', key: null })).statusCode, 401);
    });
  });
}
