import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeTool } from './tools.js';

test('tool names normalize as §8.2 shows', () => {
  for (const name of ['Send-Email', 'sendEmail', ' SEND EMAIL ', 'send_email', 'SendEmail', 'send__email']) {
    assert.equal(normalizeTool(name), 'send_email', name);
  }
  assert.equal(normalizeTool('HTTPRequest'), 'http_request');
  assert.equal(normalizeTool('getV2Records'), 'get_v2_records');
  assert.equal(normalizeTool('ｔｒａｎｓｆｅｒＦｕｎｄｓ'), 'transfer_funds'); // full-width letters fold under NFKC
  assert.equal(normalizeTool('refund.issue/now'), 'refund_issue_now');
  assert.equal(normalizeTool('---'), '');
});
