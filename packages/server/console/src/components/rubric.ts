import type { Rubric } from '@latchkey/contract';

/** The rubric's rules as the form applies them; no React here, so they are unit-tested alone. */

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
