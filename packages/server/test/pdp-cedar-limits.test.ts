import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cedarEngineStats } from '../src/pdp/policies/cedar-engine.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

/** Issue 15, item 1: ~600 bytes nesting 250 parentheses used to break Cedar for every org until restart. */
const ATTACK = `forbid (principal, action, resource) when { ${'('.repeat(250)}true${')'.repeat(250)} };`;
const LIMIT_ERROR =
  'cedar does not compile: line 1, column 1: the statement nests too deeply (depth 1004; the limit is 100: ' +
  'a bracket level counts 4, an operator or attribute access 3, ! or unary - 2)';
const when = (cond: string) => `forbid (principal, action, resource) when { ${cond} };`;

for (const engine of ENGINES) {
  describe(`pdp Cedar limits [${engine}]`, () => {
    let t: TestApp;
    let other: { key: string; agentId: string };
    before(async () => {
      t = await makeApp({ engine });
      const { key } = await otherOrg(t);
      const pol = await t.call({
        method: 'POST',
        url: '/api/policies',
        key,
        payload: {
          type: 'cedar',
          name: 'big-payments',
          cedar:
            '@reason("payments over 100 are off") forbid (principal, action, resource == Tool::"pay") when { context.args has amount && context.args.amount > 100 };',
        },
      });
      assert.equal(pol.statusCode, 201, pol.body);
      const agent = await t.call({
        method: 'POST',
        url: '/api/agents',
        key,
        payload: { name: 'payer', tools: ['pay'], policyIds: [pol.json().id] },
      });
      other = { key, agentId: agent.json().id };
    });
    after(() => t.close());

    /** The other org's Cedar decision on a payment. */
    const pay = async (amount: number) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        key: other.key,
        payload: { agentId: other.agentId, stage: 'action', tool: 'pay', args: { amount } },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { verdict: string; reason: string };
    };
    const create = (cedar: string, key?: string) =>
      t.call({
        method: 'POST',
        url: '/api/policies',
        payload: { type: 'cedar', name: 'p', cedar },
        ...(key ? { key } : {}),
      });

    it('the 250-paren attack by a member key is a 400 naming the limit; other orgs keep deciding with Cedar', async () => {
      assert.equal((await pay(500)).reason, 'payments over 100 are off');
      const member = await keyWithRole(t, 'member');
      const { restarts } = cedarEngineStats();

      const res = await create(ATTACK, member);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { error: LIMIT_ERROR });
      const own = await create(when('true'), member);
      assert.equal(own.statusCode, 201, own.body);
      const put = await t.call({
        method: 'PUT',
        url: `/api/policies/${own.json().id}`,
        key: member,
        payload: { cedar: ATTACK },
      });
      assert.equal(put.statusCode, 400);
      assert.deepEqual(put.json(), { error: LIMIT_ERROR });

      assert.equal(cedarEngineStats().restarts, restarts, 'the text never reached the engine');
      const blocked = await pay(500);
      assert.equal(blocked.verdict, 'BLOCK');
      assert.equal(blocked.reason, 'payments over 100 are off');
      assert.equal((await pay(5)).verdict, 'ALLOW');
    });

    it('at each limit the text is stored; one step over it is a 400 naming that limit', async () => {
      const cases: Array<[string, string, string, RegExp]> = [
        [
          'depth',
          when(`${'('.repeat(24)}true${')'.repeat(24)}`),
          when(`${'('.repeat(25)}true${')'.repeat(25)}`),
          /depth 104; the limit is 100/,
        ],
        [
          'chain',
          when(`${'true && '.repeat(32)}true`),
          when(`${'true && '.repeat(33)}true`),
          /depth 103; the limit is 100/,
        ],
        [
          'statements',
          'forbid (principal, action, resource);\n'.repeat(100),
          'forbid (principal, action, resource);\n'.repeat(101),
          /^cedar does not compile: cedar has 101 statements; the limit is 100$/,
        ],
        [
          'bytes',
          sized(65_536),
          `${sized(65_536)}x`,
          /^cedar does not compile: cedar is 65537 bytes; the limit is 65536$/,
        ],
      ];
      for (const [name, at, over, error] of cases) {
        const ok = await create(at);
        assert.equal(ok.statusCode, 201, `${name}: ${ok.body}`);
        const refused = await create(over);
        assert.equal(refused.statusCode, 400, name);
        assert.match(refused.json().error, error);
      }
    });

    it('a stored text past the limits (written around the API) blocks its agent without reaching the engine', async () => {
      const pol = await create(when('context.session == "x"'));
      const id = pol.json().id;
      await t.deps.database.db
        .updateTable('policies')
        .set({ cedar: ATTACK, version: 7 })
        .where('id', '=', id)
        .execute();
      t.deps.pdp.policies.runtimes.invalidate();
      const agent = await t.call({
        method: 'POST',
        url: '/api/agents',
        payload: { name: 'a', tools: ['t'], policyIds: [id] },
      });
      const { restarts } = cedarEngineStats();
      const d = await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId: agent.json().id, stage: 'action', tool: 't', args: {} },
      });
      assert.equal(d.json().verdict, 'BLOCK');
      assert.equal(d.json().policyId, id);
      assert.equal(cedarEngineStats().restarts, restarts);
      assert.equal((await pay(500)).reason, 'payments over 100 are off');
    });
  });
}

/** A valid policy padded with a comment to exactly `bytes` UTF-8 bytes, in fewer than 65,536 characters. */
function sized(bytes: number): string {
  const head = `${when('true')}\n// `;
  const pad = bytes - head.length;
  return `${head}${pad % 2 ? 'x' : ''}${'é'.repeat(Math.floor(pad / 2))}`;
}
