import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EvalClient, LatchkeyError } from '../../client/src/index.js';
import { makeApp, type TestApp } from './helpers.js';

describe('EvalClient: projects, datasets, samples, calls, evaluations', () => {
  let t: TestApp;
  let client: EvalClient;
  let address: string;
  before(async () => {
    t = await makeApp();
    t.deps.eval.runner.start();
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = new EvalClient({ baseUrl: address, apiKey: t.adminKey });
  });
  after(() => t.close());

  it('walks every page, reads PHI with a justification, runs an evaluation to the end', async () => {
    const project = await client.projects.create({ name: 'sdk' });
    const dataset = await client.datasets.create({ project: project.id, name: 'sdk-set' });
    const make = (i: number) => ({
      input: { i },
      output: { answer: i % 3 === 0 ? 'yes' : 'no' },
      expected: { answer: 'yes' },
      contains_phi: i === 0,
    });
    const first = await client.samples.addBatch(
      dataset.id,
      Array.from({ length: 100 }, (_, i) => make(i)),
    );
    assert.equal(first.data.length, 100);
    await client.samples.addBatch(
      dataset.id,
      Array.from({ length: 30 }, (_, i) => make(100 + i)),
    );
    await client.samples.add(dataset.id, make(130));

    const ids = new Set<string>();
    for await (const s of client.samples.each(dataset.id, { limit: 20 })) ids.add(s.id);
    assert.equal(ids.size, 131);

    const phi = first.data.find((s) => s.contains_phi)!;
    await assert.rejects(client.samples.get(phi.id), (e: unknown) => e instanceof LatchkeyError && e.status === 400);
    const read = await client.samples.get(phi.id, { fields: ['output'], justification: 'SDK test' });
    assert.deepEqual(read.output, { answer: 'yes' });
    assert.equal(read.input, undefined);

    const call = await client.calls.create({ input: 'q', output: 'a', dataset: dataset.id, system: 'sdk' });
    assert.equal((await client.calls.get(call.id)).sample, call.sample);

    const started = await client.evaluations.create({
      name: 'sdk-eval',
      project: project.id,
      dataset: dataset.id,
      evaluators: [{ type: 'exact_match', config: { field: 'answer' } }],
    });
    const done = await client.evaluations.wait(started.id, { pollMs: 20, timeoutMs: 15_000 });
    assert.equal(done.status, 'completed');
    // 132 samples: 131 uploads (i % 3 === 0 → 44 match) and the call, whose output has no `answer`.
    assert.equal(done.progress.total, 132);
    let n = 0;
    for await (const r of client.evaluations.eachResult(started.id, { limit: 50 })) n += r.sample ? 1 : 0;
    assert.equal(n, 132);
  });

  it('exports a dataset as samples with content (PHI only with a justification) and deletes one sample', async () => {
    const project = await client.projects.create({ name: 'sdk-export' });
    const dataset = await client.datasets.create({ project: project.id, name: 'sdk-export-set' });
    const plain = await client.samples.add(dataset.id, { input: { q: 'a' }, output: { r: 1 } });
    const phi = await client.samples.add(dataset.id, { input: { q: 'b' }, output: { r: 2 }, contains_phi: true });
    await assert.rejects(
      async () => {
        for await (const _ of client.datasets.export(dataset.id)) assert.fail('no sample leaves without a reason');
      },
      (e: unknown) => e instanceof LatchkeyError && e.status === 400 && e.param === 'X-Access-Justification',
    );
    const exported = [];
    for await (const s of client.datasets.export(dataset.id, { justification: 'sdk test' })) exported.push(s);
    assert.deepEqual(exported.map((s) => s.id).sort(), [plain.id, phi.id].sort());
    assert.deepEqual(exported.find((s) => s.id === phi.id)?.input, { q: 'b' });

    assert.equal((await client.samples.delete(plain.id)).id, plain.id);
    await assert.rejects(client.samples.get(plain.id), (e: unknown) => e instanceof LatchkeyError && e.status === 404);
  });

  it('retries a create after a 503 with the same Idempotency-Key, so it is created once', async () => {
    const seen: string[] = [];
    let failed = false;
    const flaky: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (init?.method === 'POST') seen.push(headers.get('idempotency-key') ?? '');
      if (init?.method === 'POST' && !failed) {
        failed = true;
        // The first attempt reaches the server, but its answer is lost on the way back.
        await fetch(input, init);
        return new Response('{}', { status: 503, headers: { 'retry-after': '0' } });
      }
      return fetch(input, init);
    };
    const sdk = new EvalClient({ baseUrl: address, apiKey: t.adminKey, fetch: flaky });
    const before = (await client.projects.list()).total_count;
    const project = await sdk.projects.create({ name: 'once' });
    assert.equal(seen.length, 2);
    assert.equal(seen[0], seen[1]);
    assert.ok(seen[0]!.length > 10);
    assert.equal((await client.projects.list()).total_count, before + 1);
    assert.equal((await client.projects.get(project.id)).name, 'once');
  });
});
