/** One page of a `/v1` list. */
export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count: number;
}

export interface ListParams {
  limit?: number;
  after?: string;
  before?: string;
}

/**
 * Every item of a list, page after page: each next page asks for the items after the last id
 * seen, so items created meanwhile (newer, listed first) never shift the walk.
 */
export async function* eachItem<T extends { id: string }, P extends ListParams>(
  fetchPage: (params: P) => Promise<List<T>>,
  params: P,
): AsyncGenerator<T, void, undefined> {
  let query: P = { ...params, limit: params.limit ?? 100 };
  for (;;) {
    const page = await fetchPage(query);
    yield* page.data;
    const last = page.data.at(-1);
    if (!page.has_more || !last) return;
    query = { ...query, after: last.id, before: undefined };
  }
}

/** A fresh Idempotency-Key, so an SDK create can be retried without creating twice. */
export const newIdempotencyKey = () => globalThis.crypto.randomUUID();
