import {
  EVALUATOR_CONFIGS,
  EVALUATOR_TYPES,
  type EvaluatorType,
  type ExactMatchConfig,
  type FieldMatchConfig,
  FieldPath,
  type LlmJudgeConfig,
  type PiiLeakConfig,
  type RedFlagDetectionConfig,
  type TextContainsConfig,
  type TriageAccuracyConfig,
} from '@latchkey/contract';
import type { TSchema } from '@sinclair/typebox';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { AppError } from '../../platform/errors/app-error.js';
import { checkDestination } from '../../platform/http/destination.js';
import { pathProblem } from './dot-path.js';
import type { Evaluator } from './evaluator.js';
import { createExactMatch } from './exact-match.js';
import { createFieldMatch } from './field-match.js';
import { createLlmJudge } from './llm-judge.js';
import { createPiiLeak } from './pii-leak.js';
import { createRedFlagDetection } from './red-flags.js';
import { createTextContains } from './text-contains.js';
import { createTriageAccuracy, levelKey } from './triage-accuracy.js';

export const MAX_EVALUATORS = 10;
const NAME = /^[a-z0-9_-]{1,64}$/;
const SPEC_KEYS = new Set(['type', 'name', 'config']);

export interface RegistryOptions {
  /** Operator setting: llm_judge may call http and loopback endpoints. */
  allowInsecure: boolean;
}

export interface ParsedEvaluator {
  /** Key of this evaluator's scores in the results; the type unless named. */
  name: string;
  type: EvaluatorType;
  /** The config as given (defaults are applied by the evaluator, so reads show what was sent). */
  config: Record<string, unknown>;
}

type Config = Record<string, unknown>;

const invalid = (message: string, param: string) => new AppError('invalid_value', message, { param });
const isRecord = (v: unknown): v is Config => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEvaluatorType = (t: unknown): t is EvaluatorType =>
  typeof t === 'string' && (EVALUATOR_TYPES as readonly string[]).includes(t);
const unknownType = (param: string) => invalid(`Invalid ${param}: use one of ${EVALUATOR_TYPES.join(', ')}`, param);

/** `/levels/2` under `evaluators[0].config` → `evaluators[0].config.levels[2]`. */
function paramOf(prefix: string, pointer: string): string {
  let out = prefix;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
  }
  return out;
}

/** TypeBox's first complaint as a message naming the field and, where it helps, what is accepted. */
function schemaError(type: EvaluatorType, schema: TSchema, error: ValueError, prefix: string): AppError {
  const param = paramOf(prefix, error.path);
  const keys = Object.keys(schema.properties ?? {});
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty: {
      const needed = (schema.required as string[] | undefined)?.join(', ') ?? '';
      return invalid(`Missing ${param}: ${type} needs ${needed}`, param);
    }
    case ValueErrorType.ObjectAdditionalProperties:
      return invalid(`Unknown ${param}: ${type} takes ${keys.join(', ')}`, param);
    case ValueErrorType.StringPattern:
      if (error.schema.pattern === FieldPath.pattern) {
        return invalid(`Invalid ${param}: must be a dot path such as triage.level or items.0.name`, param);
      }
      return invalid(`Invalid ${param}: must be an http or https URL`, param);
    default:
      return invalid(`Invalid ${param}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`, param);
  }
}

/** Rules a JSON schema does not say well: path segments, distinct levels, at least one term, the URL. */
function extraChecks(type: EvaluatorType, config: Config, prefix: string, opts: RegistryOptions): void {
  const paths: [string, unknown][] = [['field', config.field]];
  if (Array.isArray(config.fields)) paths.push(...config.fields.map((f, i): [string, unknown] => [`fields[${i}]`, f]));
  for (const [key, path] of paths) {
    const problem = typeof path === 'string' ? pathProblem(path) : null;
    if (problem !== null) throw invalid(`Invalid ${prefix}.${key}: the dot path ${problem}`, `${prefix}.${key}`);
  }
  if (type === 'triage_accuracy') {
    const seen = new Set<string>();
    for (const level of config.levels as string[]) {
      const key = levelKey(level);
      if (key === '' || seen.has(key)) {
        throw invalid(
          `Invalid ${prefix}.levels: levels must be distinct and not blank (compared trimmed, ignoring case)`,
          `${prefix}.levels`,
        );
      }
      seen.add(key);
    }
  }
  if (type === 'text_contains') {
    const terms = ((config.required as unknown[]) ?? []).length + ((config.forbidden as unknown[]) ?? []).length;
    if (terms === 0) {
      throw invalid(`Invalid ${prefix}: text_contains needs at least one term in required or forbidden`, prefix);
    }
  }
  if (type === 'llm_judge') {
    checkDestination(config.base_url as string, { allowInsecure: opts.allowInsecure, param: `${prefix}.base_url` });
  }
}

/** Validates `config` against the schema of `type`; errors name the exact field under `prefix`. */
function checkConfig(type: EvaluatorType, config: unknown, prefix: string, opts: RegistryOptions): Config {
  if (!isRecord(config)) throw invalid(`Invalid ${prefix}: must be an object`, prefix);
  const schema = EVALUATOR_CONFIGS[type];
  const error = Value.Errors(schema, config).First();
  if (error !== undefined) throw schemaError(type, schema, error, prefix);
  extraChecks(type, config, prefix, opts);
  return config;
}

/**
 * Checks the `evaluators` of an evaluation before anything is stored: 1 to 10 of them, known
 * types, valid configs, distinct names. Throws AppError invalid_value naming the offending field
 * (`evaluators[2].config.levels`).
 */
export function parseEvaluatorSpecs(specs: unknown[], opts: RegistryOptions): ParsedEvaluator[] {
  if (!Array.isArray(specs) || specs.length === 0) {
    throw invalid('Invalid evaluators: list at least one evaluator', 'evaluators');
  }
  if (specs.length > MAX_EVALUATORS) {
    throw invalid(`Invalid evaluators: at most ${MAX_EVALUATORS} evaluators per evaluation`, 'evaluators');
  }
  const names = new Map<string, number>();
  return specs.map((spec, i) => {
    const at = `evaluators[${i}]`;
    if (!isRecord(spec)) throw invalid(`Invalid ${at}: must be an object with type and config`, at);
    const extra = Object.keys(spec).find((k) => !SPEC_KEYS.has(k));
    if (extra !== undefined)
      throw invalid(`Unknown ${at}.${extra}: an evaluator takes type, name and config`, `${at}.${extra}`);
    if (!isEvaluatorType(spec.type)) throw unknownType(`${at}.type`);
    const type = spec.type;
    if (spec.name !== undefined && (typeof spec.name !== 'string' || !NAME.test(spec.name))) {
      throw invalid(`Invalid ${at}.name: use 1 to 64 characters among a-z, 0-9, _ and -`, `${at}.name`);
    }
    const name = spec.name ?? type;
    const previous = names.get(name);
    if (previous !== undefined) {
      throw invalid(
        `Invalid ${at}.name: evaluators[${previous}] is already named ${name}; give each evaluator a distinct name`,
        `${at}.name`,
      );
    }
    names.set(name, i);
    const config = checkConfig(type, spec.config === undefined ? {} : spec.config, `${at}.config`, opts);
    // A copy: the caller stores it, and later edits to the request object must not reach it.
    return { name, type, config: structuredClone(config) };
  });
}

/**
 * Builds the evaluator of a stored spec. The config is checked again, as the stored value may
 * predate a rule (or an operator turning allowInsecure off since).
 */
export function createEvaluator(type: string, config: object, opts: RegistryOptions): Evaluator {
  if (!isEvaluatorType(type)) throw unknownType('type');
  const c = checkConfig(type, config, 'config', opts);
  switch (type) {
    case 'exact_match':
      return createExactMatch(c as ExactMatchConfig);
    case 'field_match':
      return createFieldMatch(c as FieldMatchConfig);
    case 'triage_accuracy':
      return createTriageAccuracy(c as TriageAccuracyConfig);
    case 'red_flag_detection':
      return createRedFlagDetection(c as RedFlagDetectionConfig);
    case 'text_contains':
      return createTextContains(c as TextContainsConfig);
    case 'pii_leak':
      return createPiiLeak(c as PiiLeakConfig);
    case 'llm_judge':
      return createLlmJudge(c as LlmJudgeConfig, opts);
  }
}
