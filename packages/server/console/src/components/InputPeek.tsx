import { useState } from 'react';
import { useSampleInput } from '../hooks/review';
import { ErrorText } from './ErrorText';
import { firstLine } from './format';

/**
 * The first line of a queue item's input, on request: reading content is audited per read, so the
 * queue never loads it for every row. A PHI sample is opened from the grading view, with a reason.
 */
export function InputPeek({ sampleId, phi }: { sampleId: string; phi: boolean | undefined }) {
  const [open, setOpen] = useState(false);
  const input = useSampleInput(sampleId, open && !phi);
  if (phi) return <span className="muted">Contains PHI: open it to read</span>;
  if (!open)
    return (
      <button
        type="button"
        className="link"
        aria-label={`Show the input of sample ${sampleId}`}
        onClick={() => setOpen(true)}
      >
        Show input
      </button>
    );
  if (input.error) return <ErrorText error={input.error} />;
  return <span className="peek">{input.data ? firstLine(input.data.input) : 'Loading…'}</span>;
}
