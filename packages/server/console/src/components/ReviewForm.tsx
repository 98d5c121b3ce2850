import type { Rubric } from '@latchkey/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSubmitReview } from '../hooks/review';
import { ErrorText } from './ErrorText';
import { score } from './format';
import { RubricForm } from './RubricForm';
import { type Grades, pick, raisesSafety } from './rubric';

interface Props {
  taskId: string;
  sampleId: string;
  rubric: Rubric;
  aiScore: number | null;
  onSubmitted(): void;
  onNext(): void;
}

const FLAG = /^[A-Za-z0-9_-]{1,64}$/;

/** Grades, AI-score override, notes and flags for one sample; keys 1–9, n and Ctrl+Enter. */
export function ReviewForm({ taskId, sampleId, rubric, aiScore, onSubmitted, onNext }: Props) {
  const dims = rubric.dimensions;
  const [grades, setGrades] = useState<Grades>({});
  const [active, setActive] = useState(dims[0]?.id);
  const [override, setOverride] = useState(false);
  const [overrideValue, setOverrideValue] = useState('');
  const [notes, setNotes] = useState('');
  const [manualSafety, setManualSafety] = useState(false);
  const [otherFlags, setOtherFlags] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReview(taskId);
  const form = useRef<HTMLFormElement>(null);
  const autoSafety = raisesSafety(dims, grades);

  // Shortcuts act on the page, except while typing text (a digit in the notes is a digit).
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        form.current?.requestSubmit();
        return;
      }
      const t = e.target as HTMLElement;
      if (t.closest('textarea, input[type="text"], input[type="number"], dialog') || e.ctrlKey || e.metaKey || e.altKey)
        return;
      if (e.key === 'n') {
        e.preventDefault();
        onNext();
      } else if (/^[1-9]$/.test(e.key)) {
        const d = dims.find((x) => x.id === active) ?? dims[0];
        if (!d) return;
        e.preventDefault();
        setGrades((g) => pick(g, d, Number(e.key) - 1));
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dims, active, onNext]);

  function send(e: FormEvent) {
    e.preventDefault();
    const missing = dims.find((d) => d.required && grades[d.id] === undefined);
    if (missing) return setProblem(`Grade "${missing.name}" before submitting.`);
    const extra = otherFlags
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const bad = extra.find((f) => !FLAG.test(f));
    if (bad) return setProblem(`"${bad}" is not a flag: use letters, digits, - and _.`);
    const value = Number(overrideValue);
    if (override && (overrideValue === '' || !(value >= 0 && value <= 1)))
      return setProblem('The corrected score is a number from 0 to 1.');
    setProblem(null);
    const flags = [...new Set([...(autoSafety || manualSafety ? ['safety'] : []), ...extra])];
    submit.mutate(
      {
        sample: sampleId,
        grades: Object.fromEntries(Object.entries(grades).map(([k, v]) => [k, { value: v }])),
        ...(override ? { override_ai_score: true, override_value: value } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(flags.length ? { flags } : {}),
      },
      { onSuccess: onSubmitted },
    );
  }

  return (
    <form ref={form} onSubmit={send} className="card review-form" aria-labelledby="rubric-title">
      <h2 id="rubric-title">{rubric.name}</h2>
      <p className="muted">
        Keys: <kbd>1</kbd>–<kbd>9</kbd> choose an option in the highlighted question, <kbd>n</kbd> next sample,{' '}
        <kbd>Ctrl</kbd>+<kbd>Enter</kbd> submit.
      </p>
      <RubricForm dims={dims} grades={grades} active={active} onChange={setGrades} onFocusDimension={setActive} />

      <fieldset className="dimension">
        <legend>AI score</legend>
        <p>
          Original AI score: <strong>{score(aiScore)}</strong>
        </p>
        <div className="choice">
          <input id="override" type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
          <label htmlFor="override">Override the AI score</label>
        </div>
        {override && (
          <>
            <label htmlFor="override-value">Corrected score (0 to 1)</label>
            <input
              id="override-value"
              type="number"
              min={0}
              max={1}
              step={0.01}
              required
              value={overrideValue}
              onChange={(e) => setOverrideValue(e.target.value)}
            />
          </>
        )}
      </fieldset>

      <fieldset className="dimension">
        <legend>Flags</legend>
        <div className="choice">
          <input
            id="flag-safety"
            type="checkbox"
            checked={autoSafety || manualSafety}
            disabled={autoSafety}
            onChange={(e) => setManualSafety(e.target.checked)}
          />
          <label htmlFor="flag-safety">Safety concern{autoSafety ? ' (raised by the option chosen)' : ''}</label>
        </div>
        <label htmlFor="other-flags">Other flags, comma-separated</label>
        <input id="other-flags" type="text" value={otherFlags} onChange={(e) => setOtherFlags(e.target.value)} />
      </fieldset>

      <label htmlFor="notes">Notes</label>
      <textarea id="notes" rows={4} maxLength={10_000} value={notes} onChange={(e) => setNotes(e.target.value)} />

      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <ErrorText error={submit.error} />
      <div className="row">
        <button type="submit" disabled={submit.isPending}>
          Submit review
        </button>
        <button type="button" className="secondary" onClick={onNext}>
          Next sample
        </button>
      </div>
    </form>
  );
}
