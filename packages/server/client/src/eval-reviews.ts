import type * as C from '@latchkey/contract';
import { EvalData } from './eval-data.js';
import { eachItem, type List, newIdempotencyKey } from './pages.js';

type S<T extends { static: unknown }> = T['static'];
export type Credential = S<typeof C.Credential>;
export type Rubric = S<typeof C.Rubric>;
export type CreateRubricBody = S<typeof C.CreateRubricBody>;
export type RubricListQuery = S<typeof C.RubricListQuery>;
export type Reviewer = S<typeof C.Reviewer>;
export type CreatedReviewer = S<typeof C.CreatedReviewer>;
export type CreateReviewerBody = S<typeof C.CreateReviewerBody>;
export type UpdateReviewerBody = S<typeof C.UpdateReviewerBody>;
export type ReviewerListQuery = S<typeof C.ReviewerListQuery>;
export type ReviewTask = S<typeof C.ReviewTask>;
export type CreateTaskBody = S<typeof C.CreateTaskBody>;
export type TaskListQuery = S<typeof C.TaskListQuery>;
export type Review = S<typeof C.Review>;
export type SubmitReviewBody = S<typeof C.SubmitReviewBody>;
export type ReviewListQuery = S<typeof C.ReviewListQuery>;
export type QueueQuery = S<typeof C.QueueQuery>;
export type ReviewerQueue = S<typeof C.ReviewerQueue>;
export type ReviewerStats = S<typeof C.ReviewerStats>;
export type ReliabilityBody = S<typeof C.ReliabilityBody>;
export type ReliabilityResult = S<typeof C.ReliabilityResult>;

const seg = encodeURIComponent;

/**
 * `path?query` with arrays sent as repeated parameters (`credentials=MD&credentials=RN`), which
 * HttpClient's `query` option (one value per key) cannot express.
 */
function withQuery(path: string, params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) q.append(k, String(item));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Human review: rubrics, reviewers, review tasks, reviews, the reviewer queue and reliability. */
export class EvalReviews extends EvalData {
  readonly rubrics = {
    create: (body: CreateRubricBody, idempotencyKey = newIdempotencyKey()): Promise<Rubric> =>
      this.http.request('POST', '/v1/reviews/rubrics', { body, idempotencyKey }),
    list: (params: RubricListQuery = {}): Promise<List<Rubric>> =>
      this.http.request('GET', '/v1/reviews/rubrics', { query: { ...params } }),
    each: (params: RubricListQuery = {}) => eachItem(this.rubrics.list, params),
    get: (id: string): Promise<Rubric> => this.http.request('GET', `/v1/reviews/rubrics/${seg(id)}`),
  };

  readonly reviewers = {
    /** Admins only. The answer carries the reviewer's `api_key`, shown this once. */
    create: (body: CreateReviewerBody, idempotencyKey = newIdempotencyKey()): Promise<CreatedReviewer> =>
      this.http.request('POST', '/v1/reviews/reviewers', { body, idempotencyKey }),
    /** `credentials` matches reviewers holding any of them. */
    list: (params: ReviewerListQuery = {}): Promise<List<Reviewer>> =>
      this.http.request('GET', withQuery('/v1/reviews/reviewers', params)),
    each: (params: ReviewerListQuery = {}) => eachItem(this.reviewers.list, params),
    get: (id: string): Promise<Reviewer> => this.http.request('GET', `/v1/reviews/reviewers/${seg(id)}`),
    update: (id: string, body: UpdateReviewerBody): Promise<Reviewer> =>
      this.http.request('PATCH', `/v1/reviews/reviewers/${seg(id)}`, { body }),
    /** Statistics over `period` days back, as `30d` (the server's default). */
    stats: (id: string, period?: string): Promise<ReviewerStats> =>
      this.http.request('GET', `/v1/reviews/reviewers/${seg(id)}/stats`, { query: { period } }),
  };

  readonly tasks = {
    create: (body: CreateTaskBody, idempotencyKey = newIdempotencyKey()): Promise<ReviewTask> =>
      this.http.request('POST', '/v1/reviews/tasks', { body, idempotencyKey }),
    list: (params: TaskListQuery = {}): Promise<List<ReviewTask>> =>
      this.http.request('GET', '/v1/reviews/tasks', { query: { ...params } }),
    each: (params: TaskListQuery = {}) => eachItem(this.tasks.list, params),
    get: (id: string): Promise<ReviewTask> => this.http.request('GET', `/v1/reviews/tasks/${seg(id)}`),
    /** Reviewer keys only: takes a pending pool task (409 once it is assigned). Not retried. */
    claim: (id: string): Promise<ReviewTask> => this.http.request('POST', `/v1/reviews/tasks/${seg(id)}/claim`),
    /** Cancels an open task (409 once it is completed or cancelled). Not retried. */
    cancel: (id: string): Promise<ReviewTask> => this.http.request('POST', `/v1/reviews/tasks/${seg(id)}/cancel`),
  };

  readonly reviews = {
    /** The task's assignee grades one of its samples. */
    submit: (taskId: string, body: SubmitReviewBody, idempotencyKey = newIdempotencyKey()): Promise<Review> =>
      this.http.request('POST', `/v1/reviews/tasks/${seg(taskId)}/reviews`, { body, idempotencyKey }),
    /** `flags` matches reviews carrying any of them. */
    list: (params: ReviewListQuery = {}): Promise<List<Review>> =>
      this.http.request('GET', withQuery('/v1/reviews', params)),
    each: (params: ReviewListQuery = {}) => eachItem(this.reviews.list, params),
  };

  /** The calling reviewer's queue (reviewer keys only): their assigned samples and the pool they qualify for. */
  queue(params: QueueQuery = {}): Promise<ReviewerQueue> {
    return this.http.request('GET', '/v1/reviews/queue', { query: { ...params } });
  }

  /** Inter-rater reliability of one rubric dimension of a project. */
  reliability(body: ReliabilityBody): Promise<ReliabilityResult> {
    return this.http.request('POST', '/v1/reviews/reliability', { body });
  }
}
