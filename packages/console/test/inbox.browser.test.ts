import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  acceptByApi,
  checkA11y,
  describeInBrowser,
  invite,
  newTab,
  PASSWORD,
  screenshot,
  signIn,
  type Tab,
} from './browser-helpers.js';

/**
 * An approver's inbox: an agent's $2,500 transfer escalates, the open inbox shows it without a
 * reload (SSE), the approver approves with a note, and the agent's retry is allowed with a permit.
 */
describeInBrowser('console in Chromium: escalation inbox', { postgres: true }, (suite) => {
  let agentId: string;
  const transfer = () => ({
    agentId,
    stage: 'action',
    tool: 'transfer-funds',
    args: { amount: 2500, currency: 'USD', verification: 'verified' },
  });

  before(async () => {
    const { server } = suite;
    const { agents } = await server.api<{ agents: Array<{ id: string }> }>('GET', '/api/agents');
    agentId = agents[0]!.id;
    await server.api('PATCH', `/api/agents/${agentId}`, { tools: ['transferFunds'] });
  });

  it('shows a new escalation live, approves it with a note, and the retry is ALLOWed with a permit', async () => {
    const { server, browser } = suite;
    const { path } = await invite(server, { email: 'grace@example.org', role: 'member' });
    await acceptByApi(server, path, PASSWORD);
    const { page, problems, context } = await newTab(browser);
    await signIn(page, server, 'grace@example.org', PASSWORD);
    await page.getByRole('link', { name: 'Escalations' }).click();
    await page.getByRole('heading', { name: 'Escalations' }).waitFor();
    // Notifications are an admin's page: a member is not offered it.
    assert.equal(await page.getByRole('link', { name: 'Notifications' }).count(), 0);
    await page.getByText('Live: new escalations appear here').waitFor();
    await page.getByText('No pending escalations').waitFor();

    // The agent acts; the page is not touched.
    const first = await server.api<{ verdict: string; escalationId: string }>(
      'POST',
      '/api/policy/authorize',
      transfer(),
    );
    assert.equal(first.verdict, 'ESCALATE');
    const row = page.getByRole('row').filter({ hasText: 'transfer_funds' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    assert.match(text, /2,500/);
    assert.match(text, /latch-4/);
    await checkA11y(page, 'escalations');

    await row.getByRole('link').click();
    const detail = page.getByRole('region', { name: `Escalation ${first.escalationId}` });
    await detail.waitFor();
    await detail.getByLabel('Note (kept with the decision)').fill('Checked with the ward manager');
    await checkA11y(page, 'escalation-detail');
    await screenshot(page, 'escalations');
    // The decision is in reach without scrolling on a 1280×800 laptop screen.
    const deny = await detail.getByRole('button', { name: 'Deny' }).boundingBox();
    assert.ok(deny && deny.y + deny.height <= 800, `Deny ends at ${deny && deny.y + deny.height}px`);
    await detail.getByRole('button', { name: 'Approve' }).click();
    await detail.getByText('Decision recorded: approved.').waitFor();

    const esc = await server.api<{ status: string; note: string; resolvedBy: string }>(
      'GET',
      `/api/escalations/${first.escalationId}`,
    );
    assert.equal(esc.status, 'approved');
    assert.equal(esc.note, 'Checked with the ward manager');
    const retry = await server.api<{ verdict: string; permitId?: string }>('POST', '/api/policy/authorize', {
      ...transfer(),
      escalationId: first.escalationId,
    });
    assert.equal(retry.verdict, 'ALLOW');
    assert.match(retry.permitId ?? '', /^pmt_/);

    // Resolved ones leave the pending list and are found by search among all.
    await page.getByText('No pending escalations').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Search').fill('transfer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row').filter({ hasText: 'approved' }).waitFor();

    // Deciding again is refused by the server; the page says so and nothing changes.
    const again = await page.evaluate(async (id) => {
      const s = await (await fetch('/v1/auth/session')).json();
      const r = await fetch(`/api/escalations/${id}/resolve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': s.csrf_token },
        body: JSON.stringify({ approve: false }),
      });
      return r.status;
    }, first.escalationId);
    assert.equal(again, 409);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('denies with a note, the retry is BLOCKed, and a second decision is refused in the page and the API', async () => {
    const { server, browser } = suite;
    for (const email of ['hopper@example.org', 'katherine@example.org']) {
      const { path } = await invite(server, { email, role: 'member' });
      await acceptByApi(server, path, PASSWORD);
    }
    const first = await server.api<{ verdict: string; escalationId: string }>('POST', '/api/policy/authorize', {
      ...transfer(),
      args: { amount: 3100, currency: 'USD', verification: 'verified' },
    });
    assert.equal(first.verdict, 'ESCALATE');
    const id = first.escalationId;
    const detailOf = (tab: Tab) => tab.page.getByRole('region', { name: `Escalation ${id}` });

    // A second approver has the same escalation open, with the live feed cut (a flaky network),
    // so the page still offers the decision after someone else has made it.
    const stale = await newTab(browser);
    await stale.context.route('**/api/escalations/stream', (route) => route.abort());
    await signIn(stale.page, server, 'hopper@example.org', PASSWORD);
    await stale.page.goto(`${server.url}/console/escalations/${id}`);
    await detailOf(stale).getByRole('button', { name: 'Approve' }).waitFor();

    const denier = await newTab(browser);
    await signIn(denier.page, server, 'katherine@example.org', PASSWORD);
    await denier.page.goto(`${server.url}/console/escalations/${id}`);
    const detail = detailOf(denier);
    await detail.getByLabel('Note (kept with the decision)').fill('No second signature on file');
    await detail.getByRole('button', { name: 'Deny' }).click();
    await detail.getByText('Decision recorded: denied.').waitFor();
    await detail.getByText('denied · by katherine@example.org · “No second signature on file”').waitFor();

    const retry = await server.api<{ verdict: string; rule: string; reason: string; permitId?: string | null }>(
      'POST',
      '/api/policy/authorize',
      { ...transfer(), args: { amount: 3100, currency: 'USD', verification: 'verified' }, escalationId: id },
    );
    assert.equal(retry.verdict, 'BLOCK');
    assert.equal(retry.rule, 'escalation-denied');
    assert.match(retry.reason, /No second signature on file/);
    assert.ok(!retry.permitId);

    // The stale page decides too: the server refuses, the page says why and shows the real state.
    await detailOf(stale).getByRole('button', { name: 'Approve' }).click();
    // Once the refetch shows the real state (and hides the form), the refusal is still there to read.
    await detailOf(stale)
      .getByText(/denied · by katherine@example\.org/)
      .waitFor();
    assert.equal(await detailOf(stale).getByRole('alert').textContent(), 'the escalation is already denied');
    assert.equal(await detailOf(stale).getByRole('button', { name: 'Approve' }).count(), 0);
    await checkA11y(stale.page, 'escalation-refused');

    // The API answers the same, and nothing changed.
    await assert.rejects(
      server.api('POST', `/api/escalations/${id}/resolve`, { approve: true }),
      /→ 409: \{"error":"the escalation is already denied"\}/,
    );
    const esc = await server.api<{ status: string; note: string; resolvedBy: string }>('GET', `/api/escalations/${id}`);
    assert.deepEqual(
      { status: esc.status, note: esc.note, resolvedBy: esc.resolvedBy },
      { status: 'denied', note: 'No second signature on file', resolvedBy: 'katherine@example.org' },
    );
    assert.deepEqual([...stale.problems, ...denier.problems], []);
    await stale.context.close();
    await denier.context.close();
  });
});
