import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Pep } from '../src/index.js';
import { closedPort } from './servers.js';

const KEY = 'lk_live_pepTestKey000000000000000000';

describe('Pep onError', () => {
  it('an async onError that rejects causes no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      let called = 0;
      const pep = new Pep({
        client: { baseUrl: await closedPort(), apiKey: KEY },
        agentId: 'agt_1',
        timeoutMs: 500,
        onError: async () => {
          called++;
          throw new Error('logger down');
        },
      });
      const d = await pep.checkInput('hi');
      assert.equal(d.verdict, 'BLOCK');
      assert.equal(d.rule, 'pep-network-error');
      // Unhandled rejections are reported after the microtask queue drains; give it a few turns.
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(called, 1);
      assert.deepEqual(unhandled, [], 'the rejected promise of onError is caught by the Pep');
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
