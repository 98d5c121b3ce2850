import type { Rubric } from '@latchkey/contract';

export type Dim = Rubric['dimensions'][number];
export type Grades = Record<string, unknown>;

/** The choices a dimension offers, in order: what the number keys 1–9 pick. */
export function choicesOf(d: Dim): Array<{ value: string | number | boolean; label: string }> {
  switch (d.type) {
    case 'categorical':
    case 'multi_select':
      return (d.options ?? []).map((o) => ({ value: o.value, label: o.label }));
    case 'boolean':
      return [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ];
    case 'scale': {
      const min = d.min ?? 1;
      const max = d.max ?? 5;
      const steps: Array<{ value: number; label: string }> = [];
      for (let v = min; v <= max && steps.length < 11; v++)
        steps.push({ value: v, label: d.labels?.[String(v)] ? `${v} — ${d.labels[String(v)]}` : String(v) });
      return steps;
    }
  }
}

/** Applies choice `i` of `d` to the grades: set for single choices, toggled for multi-select. */
export function pick(grades: Grades, d: Dim, i: number): Grades {
  const choice = choicesOf(d)[i];
  if (!choice) return grades;
  if (d.type !== 'multi_select') return { ...grades, [d.id]: choice.value };
  const now = (grades[d.id] as string[] | undefined) ?? [];
  const v = choice.value as string;
  return { ...grades, [d.id]: now.includes(v) ? now.filter((x) => x !== v) : [...now, v] };
}

/** True when a chosen option carries `safety_flag`: the review then raises the `safety` flag. */
export function raisesSafety(dims: Dim[], grades: Grades): boolean {
  return dims.some((d) =>
    (d.options ?? []).some((o) => {
      if (!o.safety_flag) return false;
      const g = grades[d.id];
      return Array.isArray(g) ? g.includes(o.value) : g === o.value;
    }),
  );
}

interface Props {
  dims: Dim[];
  grades: Grades;
  active: string | undefined;
  onChange(grades: Grades): void;
  onFocusDimension(id: string): void;
}

export function RubricForm({ dims, grades, active, onChange, onFocusDimension }: Props) {
  return (
    <>
      {dims.map((d) => (
        <fieldset
          key={d.id}
          className={d.id === active ? 'dimension active' : 'dimension'}
          onFocus={() => onFocusDimension(d.id)}
          aria-describedby={d.guidance ? `guide-${d.id}` : undefined}
        >
          <legend>
            {d.name}
            {d.required ? ' (required)' : ''}
          </legend>
          {d.guidance && (
            <p id={`guide-${d.id}`} className="guidance">
              {d.guidance}
            </p>
          )}
          <div className="choices">
            {choicesOf(d).map((c, i) => {
              const id = `dim-${d.id}-${i}`;
              const multi = d.type === 'multi_select';
              const g = grades[d.id];
              const checked = multi ? Array.isArray(g) && g.includes(c.value) : g === c.value;
              const option = d.options?.find((o) => o.value === c.value);
              return (
                <div key={id} className="choice">
                  <input
                    id={id}
                    type={multi ? 'checkbox' : 'radio'}
                    name={`dim-${d.id}`}
                    checked={checked}
                    onChange={() => onChange(pick(grades, d, i))}
                  />
                  <label htmlFor={id}>
                    {i < 9 && (
                      <span className="key" aria-hidden="true">
                        {i + 1}
                      </span>
                    )}{' '}
                    {c.label}
                    {option?.safety_flag && <span className="badge safety">safety</span>}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
