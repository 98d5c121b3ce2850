import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EVALUATOR_TYPES } from '@latchkey/contract';
import { AppError } from '../../platform/errors/app-error.js';
import { createEvaluator, parseEvaluatorSpecs } from './registry.js';

const secure = { allowInsecure: false };
const judge = { base_url: 'https://llm.example.com/v1', model: 'm', api_key: 'sk-1', prompt: 'Grade {{output}}' };

/** Asserts an invalid_value naming `param`, and that the message matches `message`. */
function refuses(specs: unknown[], param: string, message: RegExp, opts = secure) {
  assert.throws(
    () => parseEvaluatorSpecs(specs, opts),
    (e: unknown) => {
      assert.ok(e instanceof AppError, String(e));
      assert.equal(e.code, 'invalid_value');
      assert.equal(e.param, param);
      assert.match(e.message, message);
      return true;
    },
  );
}

describe('parseEvaluatorSpecs', () => {
  it('accepts valid specs, names them after their type by default, and copies the config', () => {
    const config = { field: 'triage.level', levels: ['low', 'high'] };
    const specs = [
      { type: 'triage_accuracy', config },
      { type: 'exact_match', name: 'level-exact', config: { field: 'triage.level' } },
      { type: 'exact_match', config: { field: 'code' } },
      { type: 'pii_leak', config: {} },
      { type: 'llm_judge', config: judge },
    ];
    const parsed = parseEvaluatorSpecs(specs, secure);
    assert.deepEqual(
      parsed.map((p) => [p.name, p.type]),
      [
        ['triage_accuracy', 'triage_accuracy'],
        ['level-exact', 'exact_match'],
        ['exact_match', 'exact_match'],
        ['pii_leak', 'pii_leak'],
        ['llm_judge', 'llm_judge'],
      ],
    );
    assert.deepEqual(parsed[0]!.config, config);
    assert.notEqual(parsed[0]!.config, config);
  });

  it('refuses an unknown type, listing the valid ones', () => {
    refuses(
      [
        { type: 'exact_match', config: { field: 'a' } },
        { type: 'bleu', config: {} },
      ],
      'evaluators[1].type',
      /exact_match, field_match/,
    );
  });

  it('names the exact config field at fault', () => {
    refuses(
      [{ type: 'exact_match', config: {} }],
      'evaluators[0].config.field',
      /^Missing evaluators\[0\]\.config\.field: exact_match needs field$/,
    );
    refuses(
      [{ type: 'exact_match', config: { field: 'a', fields: ['b'] } }],
      'evaluators[0].config.fields',
      /^Unknown .*takes field$/,
    );
    refuses(
      [{ type: 'field_match', config: { fields: ['a', 'b', 3] } }],
      'evaluators[0].config.fields[2]',
      /expected string/,
    );
    refuses([{ type: 'field_match', config: { fields: [] } }], 'evaluators[0].config.fields', /Invalid/);
    refuses([{ type: 'exact_match', config: 'field' }], 'evaluators[0].config', /must be an object/);
    refuses([{ type: 'pii_leak', config: {}, weight: 2 }], 'evaluators[0].weight', /Unknown/);
  });

  it('checks dot paths: shape and prototype segments', () => {
    refuses([{ type: 'exact_match', config: { field: 'a..b' } }], 'evaluators[0].config.field', /must be a dot path/);
    refuses(
      [{ type: 'exact_match', config: { field: 'a.__proto__' } }],
      'evaluators[0].config.field',
      /__proto__ segment/,
    );
    refuses(
      [{ type: 'field_match', config: { fields: ['a', 'constructor'] } }],
      'evaluators[0].config.fields[1]',
      /constructor/,
    );
  });

  it('checks triage levels and weights', () => {
    const t = (config: object) => [{ type: 'triage_accuracy', config: { field: 'l', ...config } }];
    refuses(t({ levels: ['low'] }), 'evaluators[0].config.levels', /Invalid/);
    refuses(t({ levels: ['low', 'Low '] }), 'evaluators[0].config.levels', /distinct/);
    refuses(
      t({ levels: ['low', 'high'], under_weight: -1 }),
      'evaluators[0].config.under_weight',
      /greater or equal to 0/,
    );
  });

  it('needs at least one text_contains term', () => {
    refuses([{ type: 'text_contains', config: { required: [] } }], 'evaluators[0].config', /at least one term/);
    assert.equal(parseEvaluatorSpecs([{ type: 'text_contains', config: { forbidden: ['cure'] } }], secure).length, 1);
  });

  it('checks the llm_judge endpoint with the outbound destination rule', () => {
    const j = (extra: object) => [{ type: 'llm_judge', config: { ...judge, ...extra } }];
    refuses(j({ base_url: 'http://127.0.0.1:8080/v1' }), 'evaluators[0].config.base_url', /https/);
    assert.equal(parseEvaluatorSpecs(j({ base_url: 'http://127.0.0.1:8080/v1' }), { allowInsecure: true }).length, 1);
    refuses(j({ base_url: 'http://10.0.0.5/v1' }), 'evaluators[0].config.base_url', /public host/, {
      allowInsecure: true,
    });
    refuses(j({ base_url: 'ftp://example.com' }), 'evaluators[0].config.base_url', /http or https URL/);
    refuses(j({ timeout_ms: 500 }), 'evaluators[0].config.timeout_ms', /1000/);
    refuses(j({ max_retries: 6 }), 'evaluators[0].config.max_retries', /5/);
    refuses(j({ api_key: '' }), 'evaluators[0].config.api_key', /Invalid/);
  });

  it('wants distinct, well-formed names and 1 to 10 evaluators', () => {
    const em = { type: 'exact_match', config: { field: 'a' } };
    refuses(
      [em, em],
      'evaluators[1].name',
      /evaluators\[0\] is already named exact_match; give each evaluator a distinct name/,
    );
    refuses([{ ...em, name: 'Bad Name' }], 'evaluators[0].name', /a-z, 0-9/);
    refuses([], 'evaluators', /at least one/);
    const many = Array.from({ length: 11 }, (_, i) => ({ ...em, name: `e${i}` }));
    refuses(many, 'evaluators', /at most 10/);
    assert.equal(parseEvaluatorSpecs(many.slice(0, 10), secure).length, 10);
  });
});

describe('createEvaluator', () => {
  const configs: Record<string, object> = {
    exact_match: { field: 'a' },
    field_match: { fields: ['a'] },
    triage_accuracy: { field: 'a', levels: ['x', 'y'] },
    red_flag_detection: { field: 'a' },
    text_contains: { required: ['x'] },
    pii_leak: {},
    llm_judge: judge,
  };
  it('builds each built-in type', () => {
    for (const type of EVALUATOR_TYPES) {
      assert.equal(createEvaluator(type, configs[type]!, secure).type, type);
    }
  });
  it('checks the config again and refuses unknown types', () => {
    assert.throws(() => createEvaluator('exact_match', {}, secure), { param: 'config.field' });
    assert.throws(() => createEvaluator('rouge', {}, secure), { param: 'type' });
    assert.throws(() => createEvaluator('llm_judge', { ...judge, base_url: 'http://localhost/v1' }, secure), AppError);
  });
});
