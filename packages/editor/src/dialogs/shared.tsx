import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

/** What to tell the editor of a failure: the platform's message (an `ApiCallError` is an Error), else the error's. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A modal dialog (native `<dialog>`: focus trap, Escape and focus return come with it). */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dlg">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}

export function Busy({ label }: { label: string }) {
  return (
    <p role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
