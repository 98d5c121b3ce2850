import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  acceptByApi,
  checkA11y,
  describeInBrowser,
  invite,
  newTab,
  PASSWORD,
  screenshot,
  signIn,
} from './browser-helpers.js';

/**
 * An admin wires the ward's pager bridge to escalations: adds a webhook, copies the secret shown
 * once, and deletes it again after a confirmation; a bad URL is refused with the server's reason.
 */
describeInBrowser('console in Chromium: escalation notifications', {}, (suite) => {
  it('adds a subscription, shows its secret once, and deletes it after confirming', async () => {
    const { server, browser } = suite;
    const { path } = await invite(server, { email: 'barbara@example.org', role: 'admin' });
    await acceptByApi(server, path, PASSWORD);
    const { page, problems, context } = await newTab(browser);
    await signIn(page, server, 'barbara@example.org', PASSWORD);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByText('No subscriptions yet').waitFor();

    // Nothing to send: refused before the server is asked. A plain-http URL: the server's reason.
    const url = page.getByLabel('Webhook URL');
    const events = page.getByRole('group', { name: 'Events' });
    await events.getByRole('checkbox', { name: /Escalation created/ }).uncheck();
    await url.fill('https://bridge.example.org/latchkey?token=t0k');
    await page.getByRole('button', { name: 'Add subscription' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose at least one event.' }).waitFor();
    await events.getByRole('checkbox', { name: /Escalation created/ }).check();
    await events.getByRole('checkbox', { name: /Escalation expired/ }).check();
    await url.fill('http://bridge.example.org/latchkey');
    await page.getByRole('button', { name: 'Add subscription' }).click();
    await page.getByRole('alert').filter({ hasText: /https/ }).waitFor();
    assert.deepEqual(
      (await server.api<{ subscriptions: unknown[] }>('GET', '/api/escalations/subscriptions')).subscriptions,
      [],
    );

    await url.fill('https://bridge.example.org/latchkey?token=t0k');
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const secret = await page.getByLabel('Signing secret').inputValue();
    assert.ok(secret.length >= 16);
    const row = page.getByRole('row').filter({ hasText: 'bridge.example.org' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Escalation created, Escalation expired/);
    assert.match((await row.textContent()) ?? '', new RegExp(secret.slice(-4)));
    await checkA11y(page, 'notifications');
    await screenshot(page, 'notifications');

    // The API lists it masked; the secret is not shown again.
    const listed = await server.api<{ subscriptions: Array<Record<string, unknown>> }>(
      'GET',
      '/api/escalations/subscriptions',
    );
    assert.equal(listed.subscriptions.length, 1);
    assert.deepEqual(listed.subscriptions[0]!.events, ['escalation.created', 'escalation.expired']);
    assert.equal(listed.subscriptions[0]!.secret, undefined);
    await page.reload();
    await row.waitFor();
    assert.equal(await page.getByLabel('Signing secret').count(), 0);
    assert.equal(await page.getByText(secret).count(), 0);

    // Delete asks first: Cancel keeps it, confirming removes it.
    const del = row.getByRole('button', {
      name: 'Delete the subscription of https://bridge.example.org/latchkey?token=t0k',
    });
    await del.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this subscription?' });
    await dialog.waitFor();
    await checkA11y(page, 'notifications-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await row.count(), 1);
    await del.click();
    await dialog.getByRole('button', { name: 'Delete subscription' }).click();
    await page.getByText('No subscriptions yet').waitFor();
    assert.deepEqual(
      (await server.api<{ subscriptions: unknown[] }>('GET', '/api/escalations/subscriptions')).subscriptions,
      [],
    );
    assert.deepEqual(problems, []);
    await context.close();
  });
});
