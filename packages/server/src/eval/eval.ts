import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { KeyService } from '../platform/keys/keys.service.js';
import type { UsageService } from '../platform/usage/usage.service.js';
import { CallService } from './calls/calls.service.js';
import { DatasetService } from './datasets/datasets.service.js';
import { hasOpenEvaluation } from './evaluations/evaluations.repository.js';
import { EvaluationService } from './evaluations/evaluations.service.js';
import { routeToReview } from './evaluations/routing.js';
import { EvaluationRunner } from './evaluations/runner.js';
import { ProjectService } from './projects/projects.service.js';
import { QueueService } from './queue/queue.service.js';
import { ReliabilityService } from './reliability/reliability.service.js';
import { ReviewerService } from './reviewers/reviewers.service.js';
import { ReviewService } from './reviews/reviews.service.js';
import { RubricService } from './rubrics/rubrics.service.js';
import { SampleExporter } from './samples/samples.export.js';
import { SampleService } from './samples/samples.service.js';
import { TaskService } from './tasks/tasks.service.js';

export interface EvalDeps {
  db: Kysely<DB>;
  audit: AuditWriter;
  usage: UsageService;
  secrets: SecretBox;
  keys: KeyService;
  /** Operator setting: judges may live on loopback or plain http (local models, tests). */
  allowInsecure: boolean;
  onError?: (err: unknown) => void;
}

/** The review side's data services, wired once per process. */
export function createEval(deps: EvalDeps) {
  const projects = new ProjectService(deps.db, deps.audit, deps.usage);
  const datasets = new DatasetService(deps.db, deps.audit, deps.usage, projects);
  const samples = new SampleService(deps.db, deps.audit, deps.usage, datasets);
  const calls = new CallService(deps.db, datasets, samples);
  const sampleExport = new SampleExporter(deps.db, deps.audit, datasets);
  const rubrics = new RubricService(deps.db, projects);
  const reviewers = new ReviewerService(deps.db, deps.keys, deps.usage, projects);
  const tasks = new TaskService(deps.db, deps.audit, projects, rubrics);
  const reviews = new ReviewService(deps.db, deps.audit, tasks, deps.usage);
  const queue = new QueueService(deps.db);
  const reliability = new ReliabilityService(deps.db, projects, reviewers);
  const runner = new EvaluationRunner(deps.db, deps.audit, deps.secrets, {
    allowInsecure: deps.allowInsecure,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  // A completed evaluation with a review block routes its samples through the task service.
  runner.onCompleted = (tx, ctx, row) => routeToReview(tx, ctx, row, tasks);
  const evaluations = new EvaluationService(
    deps.db,
    deps.audit,
    deps.usage,
    deps.secrets,
    projects,
    datasets,
    runner,
    deps.allowInsecure,
    rubrics,
    reviewers,
  );
  datasets.busy = hasOpenEvaluation;
  return {
    projects,
    datasets,
    samples,
    sampleExport,
    calls,
    evaluations,
    runner,
    rubrics,
    reviewers,
    tasks,
    reviews,
    queue,
    reliability,
  };
}

export type Eval = ReturnType<typeof createEval>;
