import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inTransaction } from '../src/db/tx.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

const NO_LIMITS = { LATCHKEY_RATE_LIMITS: 'off' };
const TYPES = ['hipaa_access', 'user_activity', 'security_events', 'data_lifecycle', 'review_summary'] as const;
const FORMATS = ['pdf', 'csv', 'json'] as const;

interface Entry {
  id: string;
  event_type: string;
  resource: { id: string; project: string | null };
  context: Record<string, unknown>;
}

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks; rows end in CRLF. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

async function waitFor(t: TestApp, id: string, key?: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = (await t.call({ method: 'GET', url: `/v1/audit/reports/${id}`, ...(key ? { key } : {}) })).json();
    if (r.status === 'completed' || r.status === 'failed') return r;
    assert.ok(Date.now() < deadline, `report ${id} still ${r.status}`);
    await new Promise((res) => setTimeout(res, 25));
  }
}

const reportCount = async (t: TestApp) =>
  Number(
    (
      await t.deps.database.db
        .selectFrom('audit_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );
const auditCount = async (t: TestApp) =>
  (await t.deps.database.db.selectFrom('ledger_entries').select('id').where('log', '=', 'audit').execute()).length;

for (const engine of ENGINES) {
  describe(`audit reports [${engine}]`, () => {
    let t: TestApp;
    let start: string;
    let end: string;
    let project: string;
    let phiSample: string;
    let plainSample: string;
    const done = new Map<string, { report: Record<string, unknown>; body: Buffer; headers: Record<string, unknown> }>();

    before(async () => {
      t = await makeApp({ engine, env: NO_LIMITS });
      t.deps.compliance.reportJob.start();
      start = new Date(Date.now() - 1).toISOString();
      const post = async (url: string, payload: object) => (await t.call({ method: 'POST', url, payload })).json();
      project = (await post('/v1/projects', { name: 'triage' })).id;
      const ds = (await post('/v1/datasets', { project, name: '=HYPERLINK("http://evil")' })).id;
      await t.call({ method: 'PATCH', url: `/v1/datasets/${ds}`, payload: { description: 'notes' } });
      const gone = (await post('/v1/datasets', { project, name: 'scratch' })).id;
      await t.call({ method: 'DELETE', url: `/v1/datasets/${gone}` });
      const added = await post(`/v1/datasets/${ds}/samples`, {
        samples: [
          { input: 'pt 1', output: 'dx', contains_phi: true },
          { input: 'q', output: 'a' },
        ],
      });
      [phiSample, plainSample] = added.data.map((s: { id: string }) => s.id);
      const justification = '=1+1 treatment review, "chart" audit';
      const read = await t.call({
        method: 'GET',
        url: `/v1/samples/${phiSample}?fields=input,output`,
        headers: { 'x-access-justification': justification },
      });
      assert.equal(read.statusCode, 200);
      assert.equal((await t.call({ method: 'GET', url: `/v1/samples/${plainSample}` })).statusCode, 200);
      const key = (await post('/v1/api-keys', { name: 'ci' })).id;
      await t.call({ method: 'DELETE', url: `/v1/api-keys/${key}` });
      const user = (await post('/v1/users', { email: 'rn@example.org', role: 'member' })).id;
      await t.call({ method: 'PATCH', url: `/v1/users/${user}`, payload: { role: 'auditor' } });
      await t.call({ method: 'DELETE', url: `/v1/users/${user}` });
      // Events whose emitters live elsewhere (auth, exports, review flow), written as they write them.
      await inTransaction(t.deps.database.db, async (tx) => {
        const res = (type: string, id: string) => ({ type, id, project });
        const review = { task: 'task_1', sample: phiSample, reviewer: 'rvr_A' };
        await t.deps.audit.recordMany(tx, t.ctx, [
          { event_type: 'auth.failed', resource: { type: 'api_key', id: 'lk_live_abcd' }, context: { count: 3 } },
          { event_type: 'dataset.exported', resource: res('dataset', ds), context: { format: 'jsonl' } },
          { event_type: 'sample.deleted', resource: res('sample', plainSample) },
          { event_type: 'review.assigned', resource: res('review_task', 'task_1'), context: { reviewer: 'rvr_A' } },
          { event_type: 'review.submitted', resource: res('review', 'rev_1'), context: review },
          { event_type: 'review.overridden', resource: res('review', 'rev_1'), context: review },
          {
            event_type: 'review.submitted',
            resource: res('review', 'rev_2'),
            context: { ...review, reviewer: 'rvr_B' },
          },
        ]);
      });
      await new Promise((r) => setTimeout(r, 2));
      end = new Date().toISOString();
    });
    after(() => t.close());

    it('generates all five types in all three formats, each downloadable', async () => {
      const ids: Array<[string, string]> = [];
      for (const report_type of TYPES) {
        for (const format of FORMATS) {
          const res = await t.call({
            method: 'POST',
            url: '/v1/audit/reports',
            payload: { report_type, format, start_time: start, end_time: end },
          });
          assert.equal(res.statusCode, 201, res.body);
          const r = res.json();
          assert.equal(r.object, 'audit_report');
          assert.match(r.id, /^rpt_/);
          assert.equal(r.download_url, `/v1/audit/reports/${r.id}/download`);
          assert.deepEqual(r.period, { start, end });
          ids.push([`${report_type}.${format}`, r.id]);
        }
      }
      for (const [name, id] of ids) {
        const report = await waitFor(t, id);
        assert.equal(report.status, 'completed', name);
        const res = await t.call({ method: 'GET', url: `/v1/audit/reports/${id}/download` });
        assert.equal(res.statusCode, 200, `${name}: ${res.body.slice(0, 200)}`);
        assert.match(String(res.headers['content-disposition']), /^attachment; filename="latchkey-.+"$/);
        done.set(name, { report, body: res.rawPayload, headers: res.headers });
      }
    });

    const entriesOf = (type: string): Entry[] => JSON.parse(done.get(`${type}.json`)!.body.toString('utf8')).entries;
    const typesOf = (type: string) => new Set(entriesOf(type).map((e) => e.event_type));

    it('json: entries of the right events, the summary, and a chain_hash that POST /v1/audit/verify agrees with', async () => {
      const doc = JSON.parse(done.get('hipaa_access.json')!.body.toString('utf8'));
      assert.equal(doc.object, 'audit_report_document');
      assert.equal(doc.event_count, doc.entries.length);
      assert.equal(doc.verification.valid, true);
      const verify = await t.call({
        method: 'POST',
        url: '/v1/audit/verify',
        payload: { start_time: start, end_time: end },
      });
      assert.equal(doc.verification.chain_hash, verify.json().chain_hash);
      assert.deepEqual([...typesOf('hipaa_access')], ['sample.phi_accessed']);
      const [phi] = entriesOf('hipaa_access');
      assert.equal(phi!.resource.id, phiSample);
      assert.deepEqual(phi!.context.fields_accessed, ['input', 'output']);
      assert.equal(phi!.context.access_justification, '=1+1 treatment review, "chart" audit');

      const logs = (
        await t.call({ method: 'GET', url: `/v1/audit/logs?order=asc&limit=1000&start_time=${start}&end_time=${end}` })
      ).json().data as Entry[];
      assert.deepEqual(new Set(entriesOf('user_activity').map((e) => e.id)), new Set(logs.map((e) => e.id)));
      for (const type of ['auth.failed', 'api_key.created', 'api_key.revoked', 'user.invite', 'user.role_changed']) {
        assert.ok(typesOf('security_events').has(type), type);
      }
      assert.ok(typesOf('security_events').has('user.removed'));
      assert.ok(!typesOf('security_events').has('sample.viewed'));
      assert.deepEqual([...typesOf('data_lifecycle')].sort(), [
        'dataset.created',
        'dataset.deleted',
        'dataset.exported',
        'dataset.updated',
        'sample.created',
        'sample.deleted',
      ]);
      const reviews = JSON.parse(done.get('review_summary.json')!.body.toString('utf8'));
      assert.deepEqual([...typesOf('review_summary')].sort(), [
        'review.assigned',
        'review.overridden',
        'review.submitted',
      ]);
      assert.deepEqual(reviews.summary.rows, [
        ['rvr_A', '1', '1', '1', '100.0 %'],
        ['rvr_B', '0', '1', '0', '0.0 %'],
      ]);
    });

    it('csv: one row per event, escaped, formula cells neutralised', async () => {
      for (const type of TYPES) {
        const { body, headers, report } = done.get(`${type}.csv`)!;
        assert.equal(headers['content-type'], 'text/csv; charset=utf-8');
        const rows = parseCsv(body.toString('utf8'));
        assert.equal(rows.length, report.event_count, type);
        assert.deepEqual(
          rows.map((r) => r.event_id),
          entriesOf(type).map((e) => e.id),
          `${type}: same events as the json`,
        );
      }
      const [phi] = parseCsv(done.get('hipaa_access.csv')!.body.toString('utf8'));
      assert.equal(phi!.access_justification, '\'=1+1 treatment review, "chart" audit', 'formula neutralised');
      assert.equal(phi!.fields_accessed, 'input, output');
      const text = done.get('hipaa_access.csv')!.body.toString('utf8');
      assert.ok(!/(^|,)"?=/m.test(text), 'no cell starts with =');
    });

    it('pdf: a real PDF with a cover page and its page count', async () => {
      for (const type of TYPES) {
        const { body, headers, report } = done.get(`${type}.pdf`)!;
        assert.equal(headers['content-type'], 'application/pdf');
        assert.equal(body.subarray(0, 5).toString('latin1'), '%PDF-');
        assert.match(body.subarray(-8).toString('latin1'), /%%EOF/);
        assert.ok((report.page_count as number) >= 2, `${type}: ${report.page_count} pages`);
        const pages = body.toString('latin1').match(/\/Type \/Page\b/g)?.length;
        assert.equal(pages, report.page_count, type);
      }
      assert.equal(done.get('hipaa_access.csv')!.report.page_count, 0);
    });

    it('lists, filters, and audits creation and download', async () => {
      const list = (await t.call({ method: 'GET', url: '/v1/audit/reports?report_type=hipaa_access&limit=2' })).json();
      assert.equal(list.total_count, 3);
      assert.equal(list.data.length, 2);
      assert.equal(list.has_more, true);
      const logs = (
        await t.call({ method: 'GET', url: '/v1/audit/logs?resource_type=audit_report&limit=1000' })
      ).json();
      const types = new Set(logs.data.map((e: Entry) => e.event_type));
      for (const type of ['audit_report.created', 'audit_report.completed', 'audit_report.downloaded']) {
        assert.ok(types.has(type), type);
      }
    });

    it('a project report holds only that project', async () => {
      const r = await t.call({
        method: 'POST',
        url: '/v1/audit/reports',
        payload: { report_type: 'data_lifecycle', format: 'json', project, start_time: start, end_time: end },
      });
      const report = await waitFor(t, r.json().id);
      const doc = (await t.call({ method: 'GET', url: `/v1/audit/reports/${report.id}/download` })).json();
      assert.ok(doc.entries.length > 0 && doc.entries.every((e: Entry) => e.resource.project === project));
      const missing = await t.call({
        method: 'POST',
        url: '/v1/audit/reports',
        payload: {
          report_type: 'data_lifecycle',
          project: 'prj_01JAAAAAAAAAAAAAAAAAAAAAAA',
          start_time: start,
          end_time: end,
        },
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error.param, 'project');
    });

    it('bad input is a 400 and writes nothing', async () => {
      const good = { report_type: 'user_activity', start_time: start, end_time: end };
      const bad: Array<Record<string, unknown>> = [
        { ...good, report_type: 'everything' },
        { ...good, format: 'docx' },
        { ...good, start_time: 'yesterday' },
        { ...good, end_time: '2024-13-45T00:00:00Z' },
        { ...good, start_time: end, end_time: start },
        { ...good, end_time: start },
        { ...good, colour: 'blue' },
        { report_type: 'user_activity', start_time: start },
        { ...good, project: '' },
      ];
      const [reports, audit] = [await reportCount(t), await auditCount(t)];
      for (const payload of bad) {
        const res = await t.call({ method: 'POST', url: '/v1/audit/reports', payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().error.type, 'invalid_request_error');
      }
      assert.equal(await reportCount(t), reports);
      assert.equal(await auditCount(t), audit);
    });

    it('a download is 410 once expired', async () => {
      const { report } = done.get('security_events.csv')!;
      await t.deps.database.db
        .updateTable('audit_reports')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', report.id as string)
        .execute();
      const res = await t.call({ method: 'GET', url: `/v1/audit/reports/${report.id}/download` });
      assert.equal(res.statusCode, 410);
      assert.equal(res.json().error.code, 'gone');
      assert.equal((await t.call({ method: 'GET', url: `/v1/audit/reports/${report.id}` })).json().status, 'completed');
    });

    it('admins and auditors only; other orgs see nothing', async () => {
      const id = done.get('user_activity.csv')!.report.id as string;
      const body = { report_type: 'security_events', format: 'csv', start_time: start, end_time: end };
      const member = await keyWithRole(t, 'member');
      for (const [method, url] of [
        ['POST', '/v1/audit/reports'],
        ['GET', '/v1/audit/reports'],
        ['GET', `/v1/audit/reports/${id}`],
        ['GET', `/v1/audit/reports/${id}/download`],
      ] as const) {
        const res = await t.call({ method, url, key: member, ...(method === 'POST' ? { payload: body } : {}) });
        assert.equal(res.statusCode, 403, url);
        assert.equal((await t.call({ method, url, key: null })).statusCode, 401, url);
      }
      const auditor = await keyWithRole(t, 'auditor');
      const created = await t.call({ method: 'POST', url: '/v1/audit/reports', key: auditor, payload: body });
      assert.equal(created.statusCode, 201);
      assert.equal((await waitFor(t, created.json().id, auditor)).status, 'completed');
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/audit/reports/${id}/download`, key: auditor })).statusCode,
        200,
      );
      const other = await otherOrg(t);
      for (const url of [`/v1/audit/reports/${id}`, `/v1/audit/reports/${id}/download`, '/v1/audit/reports/nope']) {
        const res = await t.call({ method: 'GET', url, key: other.key });
        assert.equal(res.statusCode, 404, url);
        assert.equal(res.json().error.code, 'resource_missing');
      }
      assert.equal((await t.call({ method: 'GET', url: '/v1/audit/reports', key: other.key })).json().total_count, 0);
    });
  });
}
