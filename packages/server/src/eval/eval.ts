import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { UsageService } from '../platform/usage/usage.service.js';
import { CallService } from './calls/calls.service.js';
import { DatasetService } from './datasets/datasets.service.js';
import { ProjectService } from './projects/projects.service.js';
import { SampleService } from './samples/samples.service.js';

export interface EvalDeps {
  db: Kysely<DB>;
  audit: AuditWriter;
  usage: UsageService;
}

/** The review side's data services, wired once per process. */
export function createEval(deps: EvalDeps) {
  const projects = new ProjectService(deps.db, deps.audit, deps.usage);
  const datasets = new DatasetService(deps.db, deps.audit, deps.usage, projects);
  const samples = new SampleService(deps.db, deps.audit, deps.usage, datasets);
  const calls = new CallService(deps.db, datasets, samples);
  return { projects, datasets, samples, calls };
}

export type Eval = ReturnType<typeof createEval>;
