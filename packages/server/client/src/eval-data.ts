import type * as C from '@latchkey/contract';
import type { HttpClient } from './http.js';
import { eachItem, type List, type ListParams, newIdempotencyKey } from './pages.js';

type S<T extends { static: unknown }> = T['static'];
export type Project = S<typeof C.Project>;
export type Dataset = S<typeof C.Dataset>;
export type Sample = S<typeof C.Sample>;
export type SampleInput = S<typeof C.SampleInput>;
export type Call = S<typeof C.Call>;
export type Evaluation = S<typeof C.Evaluation>;
export type EvaluationResult = S<typeof C.EvaluationResult>;
export type CreateEvaluationBody = S<typeof C.CreateEvaluationBody>;

const seg = encodeURIComponent;
const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** Projects, datasets, samples, calls and evaluations: the data half of EvalClient. */
export class EvalData {
  constructor(protected readonly http: HttpClient) {}

  readonly projects = {
    create: (body: S<typeof C.CreateProjectBody>, idempotencyKey = newIdempotencyKey()): Promise<Project> =>
      this.http.request('POST', '/v1/projects', { body, idempotencyKey }),
    list: (params: ListParams = {}): Promise<List<Project>> =>
      this.http.request('GET', '/v1/projects', { query: { ...params } }),
    each: (params: ListParams = {}) => eachItem(this.projects.list, params),
    get: (id: string): Promise<Project> => this.http.request('GET', `/v1/projects/${seg(id)}`),
    update: (id: string, body: S<typeof C.UpdateProjectBody>): Promise<Project> =>
      this.http.request('PATCH', `/v1/projects/${seg(id)}`, { body }),
  };

  readonly datasets = {
    create: (body: S<typeof C.CreateDatasetBody>, idempotencyKey = newIdempotencyKey()): Promise<Dataset> =>
      this.http.request('POST', '/v1/datasets', { body, idempotencyKey }),
    list: (params: ListParams & { project?: string } = {}): Promise<List<Dataset>> =>
      this.http.request('GET', '/v1/datasets', { query: { ...params } }),
    each: (params: ListParams & { project?: string } = {}) => eachItem(this.datasets.list, params),
    get: (id: string): Promise<Dataset> => this.http.request('GET', `/v1/datasets/${seg(id)}`),
    update: (id: string, body: S<typeof C.UpdateDatasetBody>): Promise<Dataset> =>
      this.http.request('PATCH', `/v1/datasets/${seg(id)}`, { body }),
    delete: (id: string): Promise<Dataset> => this.http.request('DELETE', `/v1/datasets/${seg(id)}`),
    /**
     * Every live sample with its content, as the server streams it (JSON Lines, audited). A
     * dataset holding PHI needs `justification` (sent as X-Access-Justification).
     */
    export: (id: string, opts: { justification?: string } = {}): AsyncGenerator<Sample, void, undefined> =>
      this.exportSamples(id, opts),
  };

  readonly samples = {
    /** One sample; the answer omits the content you sent. */
    add: (datasetId: string, sample: SampleInput, idempotencyKey = newIdempotencyKey()): Promise<Sample> =>
      this.http.request('POST', `/v1/datasets/${seg(datasetId)}/samples`, { body: sample, idempotencyKey }),
    /** 1–100 samples, all or nothing. */
    addBatch: (
      datasetId: string,
      samples: SampleInput[],
      idempotencyKey = newIdempotencyKey(),
    ): Promise<List<Sample>> =>
      this.http.request('POST', `/v1/datasets/${seg(datasetId)}/samples`, { body: { samples }, idempotencyKey }),
    list: (datasetId: string, params: ListParams = {}): Promise<List<Sample>> =>
      this.http.request('GET', `/v1/datasets/${seg(datasetId)}/samples`, { query: { ...params } }),
    each: (datasetId: string, params: ListParams = {}) =>
      eachItem((p: ListParams) => this.samples.list(datasetId, p), params),
    /** Reads content (audited). PHI samples need `justification` (sent as X-Access-Justification). */
    get: (id: string, opts: { fields?: string[]; justification?: string } = {}): Promise<Sample> =>
      this.http.request('GET', `/v1/samples/${seg(id)}`, {
        query: { fields: opts.fields?.join(',') },
        ...(opts.justification ? { headers: { 'x-access-justification': opts.justification } } : {}),
      }),
    /** Deletes one sample: it leaves lists, reads and later evaluations (audited). */
    delete: (id: string): Promise<Sample> => this.http.request('DELETE', `/v1/samples/${seg(id)}`),
  };

  readonly calls = {
    create: (body: S<typeof C.CreateCallBody>, idempotencyKey = newIdempotencyKey()): Promise<Call> =>
      this.http.request('POST', '/v1/calls', { body, idempotencyKey }),
    list: (params: ListParams & { dataset?: string } = {}): Promise<List<Call>> =>
      this.http.request('GET', '/v1/calls', { query: { ...params } }),
    each: (params: ListParams & { dataset?: string } = {}) => eachItem(this.calls.list, params),
    get: (id: string): Promise<Call> => this.http.request('GET', `/v1/calls/${seg(id)}`),
  };

  readonly evaluations = {
    create: (body: CreateEvaluationBody, idempotencyKey = newIdempotencyKey()): Promise<Evaluation> =>
      this.http.request('POST', '/v1/evaluations', { body, idempotencyKey }),
    list: (params: S<typeof C.EvaluationListQuery> = {}): Promise<List<Evaluation>> =>
      this.http.request('GET', '/v1/evaluations', { query: { ...params } }),
    each: (params: S<typeof C.EvaluationListQuery> = {}) => eachItem(this.evaluations.list, params),
    get: (id: string): Promise<Evaluation> => this.http.request('GET', `/v1/evaluations/${seg(id)}`),
    cancel: (id: string): Promise<Evaluation> => this.http.request('POST', `/v1/evaluations/${seg(id)}/cancel`),
    results: (id: string, params: S<typeof C.EvaluationResultsQuery> = {}): Promise<List<EvaluationResult>> =>
      this.http.request('GET', `/v1/evaluations/${seg(id)}/results`, { query: { ...params } }),
    eachResult: (id: string, params: S<typeof C.EvaluationResultsQuery> = {}) =>
      eachItem((p: S<typeof C.EvaluationResultsQuery>) => this.evaluations.results(id, p), params),
    /** Polls until the evaluation is completed, failed or cancelled (or `timeoutMs` passes). */
    wait: async (id: string, opts: { pollMs?: number; timeoutMs?: number } = {}): Promise<Evaluation> => {
      const until = Date.now() + (opts.timeoutMs ?? 10 * 60_000);
      for (;;) {
        const e = await this.evaluations.get(id);
        if (FINAL.has(e.status)) return e;
        if (Date.now() > until) throw new Error(`evaluation ${id} is still ${e.status}`);
        await new Promise((r) => setTimeout(r, opts.pollMs ?? 1000));
      }
    },
  };

  private async *exportSamples(id: string, opts: { justification?: string }): AsyncGenerator<Sample, void, undefined> {
    const res = await this.http.open(
      `/v1/datasets/${seg(id)}/export`,
      opts.justification ? { 'x-access-justification': opts.justification } : {},
    );
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line !== '') yield JSON.parse(line) as Sample;
    }
    buffered += decoder.decode();
    if (buffered.trim() !== '') yield JSON.parse(buffered) as Sample;
  }
}
