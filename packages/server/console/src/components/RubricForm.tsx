import { choicesOf, type Dim, type Grades, pick } from './rubric';

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
