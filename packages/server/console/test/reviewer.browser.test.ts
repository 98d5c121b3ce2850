import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { checkA11y, describeInBrowser, invite, newTab, PASSWORD, screenshot, until } from './browser-helpers.js';

/**
 * A clinician's first day: invited by an admin, sets a password, signs in, claims the routed
 * pool task, reads a PHI sample (giving a reason once), grades it with an AI-score override and
 * a safety option, and moves on to the next sample.
 */
describeInBrowser('console in Chromium: invite → accept → sign in → grade → next', {}, (suite) => {
  let projectId: string;
  let taskId: string;
  let reviewerId: string;

  before(async () => {
    const { server } = suite;
    const api = server.api;
    projectId = (await api<{ id: string }>('POST', '/v1/projects', { name: 'ED triage' })).id;
    const ds = await api<{ id: string }>('POST', '/v1/datasets', { project: projectId, name: 'week 47' });
    await api('POST', `/v1/datasets/${ds.id}/samples`, {
      samples: [
        {
          input: { complaint: 'crushing chest pain radiating to the left arm', vitals: { hr: 118, bp: '92/60' } },
          output: { triage: 'urgent', note: 'Patient Jane Roe, call 415-555-0132 to book a follow-up next week.' },
          expected: { triage: 'emergency' },
          contains_phi: true,
        },
        {
          input: { complaint: 'sprained ankle after football' },
          output: { triage: 'emergency', note: 'rest, ice' },
          expected: { triage: 'non-urgent' },
        },
      ],
    });
    const rubric = await api<{ id: string }>('POST', '/v1/reviews/rubrics', {
      name: 'Triage QA',
      project: projectId,
      dimensions: [
        {
          id: 'triage',
          name: 'Triage level',
          type: 'categorical',
          required: true,
          guidance: 'Compare with the Manchester Triage System level the presentation calls for.',
          options: [
            { value: 'correct', label: 'Correct' },
            { value: 'under', label: 'Under-triaged', safety_flag: true },
            { value: 'over', label: 'Over-triaged' },
          ],
        },
        { id: 'clarity', name: 'Clarity', type: 'scale', min: 1, max: 5, labels: { '1': 'Unclear', '5': 'Clear' } },
        { id: 'harm', name: 'Could cause harm', type: 'boolean' },
        {
          id: 'issues',
          name: 'Issues',
          type: 'multi_select',
          options: [
            { value: 'phi', label: 'Leaks PHI' },
            { value: 'tone', label: 'Tone' },
          ],
        },
      ],
    });
    reviewerId = (
      await api<{ id: string }>('POST', '/v1/reviews/reviewers', {
        name: 'Dr. Ada Lovelace',
        credentials: ['MD'],
        projects: [projectId],
      })
    ).id;
    const evaluation = await api<{ id: string }>('POST', '/v1/evaluations', {
      name: 'nightly',
      project: projectId,
      dataset: ds.id,
      evaluators: [{ type: 'exact_match', config: { field: 'triage' } }],
      review: {
        rubric: rubric.id,
        when: { score_below: 0.5 },
        priority: 'high',
        assignment: { mode: 'pool', required_credentials: ['MD'] },
      },
    });
    taskId = await until('the routed review task', async () => {
      const e = await api<{ status: string; review_tasks: string[] }>('GET', `/v1/evaluations/${evaluation.id}`);
      return e.review_tasks[0];
    });
  });

  it('walks the whole reviewer path with no CSP or a11y problem on any page', async () => {
    const { server, browser } = suite;
    const { path } = await invite(server, { email: 'ada@example.org', role: 'reviewer', reviewer_id: reviewerId });
    const { page, problems, context } = await newTab(browser);

    // Accept: the link's token is in the fragment; the password gets feedback before the server's check.
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByText('Too short').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await checkA11y(page, 'accept');
    await screenshot(page, 'accept');
    await page.getByRole('button', { name: 'Set password' }).click();

    // Sign in: the accept page hands over to sign-in with the email filled in.
    await page.getByText('Your password is set').waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), 'ada@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await checkA11y(page, 'sign-in');
    await screenshot(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Queue: the routed pool task's samples, claimable.
    await page.getByRole('heading', { name: 'Queue' }).waitFor();
    await page
      .getByRole('button', { name: `Claim task ${taskId}` })
      .first()
      .waitFor();
    // Rows of one task are told apart: short id, place in the task, PHI, and the input on request.
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Claim task ${taskId}` }) });
    assert.equal(await rows.count(), 2);
    const texts = await rows.allTextContents();
    for (const t of texts) assert.match(t, /high.*smp_….*of 2 · week 47.*nightly/);
    assert.notEqual(texts[0], texts[1]);
    const phiRow = rows.filter({ hasText: 'PHI' });
    assert.equal(await phiRow.count(), 1);
    await phiRow.getByText('Contains PHI: open it to read').waitFor();
    const plainRow = rows.filter({ hasNotText: 'PHI' });
    await plainRow.getByRole('button', { name: /^Show the input of sample / }).click();
    await plainRow.getByText('{"complaint":"sprained ankle after football"}').waitFor();
    await checkA11y(page, 'queue');
    await screenshot(page, 'queue');
    await page
      .getByRole('button', { name: `Claim task ${taskId}` })
      .first()
      .click();

    // PHI: a reason, once for the task.
    const dialog = page.getByRole('dialog', { name: 'This sample contains PHI' });
    await dialog.waitFor();
    await checkA11y(page, 'phi-dialog');
    await dialog.getByLabel('Reason for access').fill('QA of ED triage, ticket 42');
    await dialog.getByRole('button', { name: 'Open sample' }).click();
    await page.getByRole('heading', { name: 'Output' }).waitFor();
    await page.getByText('crushing chest pain').waitFor();
    // The context in people's words: names and labelled scores, not ids.
    const ctx = page.getByRole('region', { name: 'Context' });
    for (const label of ['nightly', 'exact_match 0.00', 'ED triage · week 47', 'Triage QA', 'contains PHI'])
      await ctx.getByText(label, { exact: false }).first().waitFor();
    const firstSample = new URL(page.url()).searchParams.get('sample');

    // Grade with the keyboard: 2 = Under-triaged (a safety option), then the mouse for the rest.
    await page.getByRole('heading', { name: 'Grade sample' }).click();
    await page.keyboard.press('2');
    assert.equal(await page.getByLabel(/Under-triaged/).isChecked(), true);
    const safety = page.getByLabel(/Safety concern/);
    assert.equal(await safety.isChecked(), true);
    assert.equal(await safety.isDisabled(), true);
    await page.getByRole('group', { name: 'Clarity' }).getByRole('radio', { name: '4', exact: true }).check();
    await page.getByRole('group', { name: 'Could cause harm' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Leaks PHI/).check();
    await page.getByLabel('Override the AI score').check();
    await page.getByLabel('Corrected score (0 to 1)').fill('0.1');
    await page.getByLabel('Notes').fill('Chest pain with tachycardia and hypotension is an emergency.');
    await checkA11y(page, 'grade');
    await screenshot(page, 'grade');
    await page.getByRole('button', { name: 'Submit review' }).click();

    // Next: the other sample of the task, without asking for the reason again.
    await page.getByText('Review submitted.').waitFor();
    await page.getByText('sprained ankle').waitFor();
    assert.notEqual(new URL(page.url()).searchParams.get('sample'), firstSample);
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Ctrl+Enter submits: this one has nothing graded yet, so the form says what is missing.
    await page.keyboard.press('Control+Enter');
    await page.getByText('Grade "Triage level" before submitting.').waitFor();

    // n: on to the next item; this was the last one, so back to the queue.
    await page.getByRole('heading', { name: 'Grade sample' }).click();
    await page.keyboard.press('n');
    await page.getByRole('heading', { name: 'Queue' }).waitFor();

    // What the server recorded: the person, the grades, the override, the flag, the reason.
    const reviews = await server.api<{ data: Array<Record<string, unknown>> }>('GET', `/v1/reviews?task=${taskId}`);
    assert.equal(reviews.data.length, 1);
    const review = reviews.data[0]!;
    assert.equal(review.sample, firstSample);
    assert.deepEqual(review.grades, {
      triage: { value: 'under' },
      clarity: { value: 4 },
      harm: { value: true },
      issues: { value: ['phi'] },
    });
    assert.equal(review.override_ai_score, true);
    assert.equal(review.override_value, 0.1);
    assert.deepEqual(review.flags, ['safety']);
    const phiReads = await server.api<{
      data: Array<{ actor: { type: string; email?: string }; context: Record<string, unknown> }>;
    }>('GET', '/v1/audit/logs?event_type=sample.phi_accessed');
    assert.ok(phiReads.data.length >= 1);
    for (const e of phiReads.data) {
      assert.equal(e.actor.type, 'user');
      assert.equal(e.actor.email, 'ada@example.org');
      assert.equal(e.context.access_justification, 'QA of ED triage, ticket 42');
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
});
