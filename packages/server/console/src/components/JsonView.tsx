/**
 * Sample content rendered for reading: objects and arrays as a collapsible tree (native
 * `<details>`, so keyboard and screen readers work without extra code), long text wrapped.
 */
export function JsonView({ value }: { value: unknown }) {
  if (value === undefined) return <p className="muted">Not present.</p>;
  return (
    <div className="json">
      <Node value={value} depth={0} />
    </div>
  );
}

function Node({ value, depth }: { value: unknown; depth: number }) {
  if (value === null) return <span className="json-null">null</span>;
  if (typeof value === 'string') return <span className="json-string">{value}</span>;
  if (typeof value === 'number' || typeof value === 'boolean')
    return <span className="json-scalar">{String(value)}</span>;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="json-scalar">{Array.isArray(value) ? '[]' : '{}'}</span>;
  return (
    <dl className="json-entries">
      {entries.map(([k, v]) => (
        <Entry key={k} name={k} value={v} depth={depth + 1} />
      ))}
    </dl>
  );
}

function Entry({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const nested = value !== null && typeof value === 'object';
  if (!nested)
    return (
      <div className="json-row">
        <dt>{name}</dt>
        <dd>
          <Node value={value} depth={depth} />
        </dd>
      </div>
    );
  const size = Array.isArray(value) ? value.length : Object.keys(value as object).length;
  return (
    <div className="json-row">
      <dt className="visually-hidden">{name}</dt>
      <dd>
        {/* The first two levels start open: most samples are shallow, and the reviewer must read them. */}
        <details open={depth <= 2}>
          <summary>
            {name} <span className="muted">{Array.isArray(value) ? `[${size}]` : `{${size}}`}</span>
          </summary>
          <Node value={value} depth={depth} />
        </details>
      </dd>
    </div>
  );
}
