import { type ReactNode, useEffect, useRef } from 'react';

/** A modal yes/no for a change that cannot be undone; Escape or Cancel says no. */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby="confirm-title" onCancel={onCancel}>
      <div className="stack">
        <h2 id="confirm-title">{title}</h2>
        {children}
        <div className="row">
          <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
