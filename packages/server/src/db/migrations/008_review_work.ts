import type { Kysely } from 'kysely';

// Human review: reviewers (and the projects they serve), tasks over samples, and reviews.
// A task's samples are rows, so progress, queues and "one review per task and sample" are plain
// indexed queries; JSON columns hold what is only ever read whole.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviewers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    // ",MD,RN," so one credential is a LIKE away, on both engines.
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('specialty', 'text')
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviewers_org').on('reviewers').columns(['org_id', 'id']).execute();

  await db.schema
    .createTable('reviewer_projects')
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reviewer_projects_pk', ['reviewer_id', 'project_id'])
    .execute();
  await db.schema.createIndex('reviewer_projects_project').on('reviewer_projects').columns(['project_id']).execute();

  await db.schema
    .createTable('review_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('rubric_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    // urgent 0, high 1, normal 2, low 3: queues sort on it.
    .addColumn('priority_rank', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'text')
    // When the current assignee got the task: the clock for their first review's duration.
    .addColumn('assigned_at', 'bigint')
    .addColumn('required_credentials', 'text', (c) => c.notNull())
    .addColumn('specialty', 'text')
    .addColumn('due_at', 'bigint')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('sample_count', 'integer', (c) => c.notNull())
    .addColumn('completed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluation_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_tasks_org').on('review_tasks').columns(['org_id', 'id']).execute();
  await db.schema.createIndex('review_tasks_assignee').on('review_tasks').columns(['assignee_id', 'status']).execute();
  await db.schema.createIndex('review_tasks_pool').on('review_tasks').columns(['org_id', 'status', 'mode']).execute();

  await db.schema
    .createTable('review_task_samples')
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('sample_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    // Queue context: { evaluation, ai_score, flag_reason } when an evaluation routed the sample.
    .addColumn('context', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_task_samples_pk', ['task_id', 'sample_id'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('sample_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('grades', 'text', (c) => c.notNull())
    .addColumn('override_ai_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('override_value', 'double precision')
    .addColumn('original_ai_score', 'double precision')
    .addColumn('notes', 'text')
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('seconds_spent', 'double precision')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .execute();
  // The database itself refuses a second review of one sample in one task.
  await db.schema.createIndex('reviews_task_sample').on('reviews').columns(['task_id', 'sample_id']).unique().execute();
  await db.schema.createIndex('reviews_org').on('reviews').columns(['org_id', 'project_id', 'submitted_at']).execute();
  await db.schema.createIndex('reviews_reviewer').on('reviews').columns(['reviewer_id', 'submitted_at']).execute();
}
