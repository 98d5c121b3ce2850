import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EvalClient, LatchkeyError } from '../../client/src/index.js';
import { makeApp, type TestApp } from './helpers.js';

describe('EvalClient: rubrics, reviewers, tasks, reviews, queue, reliability', () => {
  let t: TestApp;
  let admin: EvalClient;
  let address: string;
  before(async () => {
    t = await makeApp();
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = new EvalClient({ baseUrl: address, apiKey: t.adminKey });
  });
  after(() => t.close());

  it('a reviewer claims a pool task from their queue and reviews it; admins read the results', async () => {
    const project = await admin.projects.create({ name: 'review-sdk' });
    const dataset = await admin.datasets.create({ project: project.id, name: 'review-sdk-set' });
    const samples = (
      await admin.samples.addBatch(
        dataset.id,
        [0, 1, 2].map((i) => ({ input: { i }, output: { answer: 'yes' } })),
      )
    ).data.map((s) => s.id);
    const rubric = await admin.rubrics.create({
      name: 'triage',
      project: project.id,
      dimensions: [
        {
          id: 'triage',
          name: 'Triage',
          type: 'categorical',
          required: true,
          options: [
            { value: 'correct', label: 'Correct' },
            { value: 'under', label: 'Under-triaged' },
          ],
        },
      ],
    });
    assert.equal((await admin.rubrics.get(rubric.id)).dimensions[0]!.required, true);
    assert.deepEqual(
      (await admin.rubrics.list({ project: project.id })).data.map((r) => r.id),
      [rubric.id],
    );

    const nurse = await admin.reviewers.create({ name: 'Nurse', credentials: ['RN'], projects: [project.id] });
    const doctor = await admin.reviewers.create({ name: 'Doctor', credentials: ['MD'], projects: [project.id] });
    assert.ok(nurse.api_key && doctor.api_key);

    const task = await admin.tasks.create({
      project: project.id,
      samples,
      rubric: rubric.id,
      assignment: { mode: 'pool', required_credentials: ['RN'] },
    });
    assert.equal(task.status, 'pending');

    const rn = new EvalClient({ baseUrl: address, apiKey: nurse.api_key });
    const queue = await rn.queue();
    assert.equal(queue.reviewer, nurse.id);
    assert.equal(queue.items.length, 3);
    assert.ok(queue.items.every((i) => i.task_id === task.id));

    assert.equal((await rn.tasks.claim(task.id)).assignee?.id, nurse.id);
    await assert.rejects(rn.tasks.claim(task.id), (e: unknown) => e instanceof LatchkeyError && e.status === 409);
    for (const [i, sample] of samples.entries()) {
      const flags = i === 0 ? ['needs_followup'] : [];
      const review = await rn.reviews.submit(task.id, { sample, grades: { triage: { value: 'correct' } }, flags });
      assert.equal(review.reviewer.id, nurse.id);
    }
    const done = await rn.tasks.get(task.id);
    assert.deepEqual([done.status, done.progress], ['completed', { completed: 3, total: 3 }]);

    const reviews = await admin.reviews.list({ reviewer: nurse.id });
    assert.equal(reviews.data.length, 3);
    assert.deepEqual(reviews.data.map((r) => r.sample).sort(), [...samples].sort());
    const flagged = await admin.reviews.list({ flags: ['unsafe', 'needs_followup'] });
    assert.deepEqual(
      flagged.data.map((r) => r.sample),
      [samples[0]],
    );

    const everyone: string[] = [];
    for await (const r of admin.reviewers.each({ limit: 1 })) everyone.push(r.id);
    assert.deepEqual(everyone.sort(), [nurse.id, doctor.id].sort());
    const both = await admin.reviewers.list({ credentials: ['MD', 'RN'] });
    assert.deepEqual(both.data.map((r) => r.id).sort(), [nurse.id, doctor.id].sort());
    assert.deepEqual(
      (await admin.reviewers.list({ credentials: ['MD'] })).data.map((r) => r.id),
      [doctor.id],
    );

    assert.equal((await admin.reviewers.stats(nurse.id, '30d')).completed_count, 3);
    const kappa = await admin.reliability({ project: project.id, dimension: 'triage' });
    assert.equal(kappa.interpretation, 'insufficient_data');

    // Once assigned, nobody else can claim it either.
    const md = new EvalClient({ baseUrl: address, apiKey: doctor.api_key });
    const other = await admin.tasks.create({
      project: project.id,
      samples,
      rubric: rubric.id,
      assignment: { mode: 'pool' },
    });
    await md.tasks.claim(other.id);
    await assert.rejects(rn.tasks.claim(other.id), (e: unknown) => e instanceof LatchkeyError && e.status === 409);
    assert.equal((await admin.tasks.cancel(other.id)).status, 'cancelled');
  });
});
