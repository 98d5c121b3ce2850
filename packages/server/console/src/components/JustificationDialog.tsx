import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * Asks once per task why PHI is being read; the reason goes with each read as
 * `X-Access-Justification` and lands in the HIPAA access report beside the person's name.
 */
export function JustificationDialog({ onSubmit, onCancel }: { onSubmit(reason: string): void; onCancel(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  }

  return (
    <dialog ref={ref} aria-labelledby="phi-title" onCancel={onCancel}>
      <form onSubmit={submit} className="stack">
        <h2 id="phi-title">This sample contains PHI</h2>
        <p>Reading it is recorded with your name. Say why you need it; you will be asked once for this task.</p>
        <label htmlFor="phi-reason">Reason for access</label>
        <textarea
          id="phi-reason"
          required
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="row">
          <button type="submit">Open sample</button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
