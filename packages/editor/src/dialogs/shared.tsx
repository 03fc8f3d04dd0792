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

/** The buttons that end a dialog's form: Cancel, then the submit button. */
export function FormButtons({ onCancel, cancel, submit }: { onCancel: () => void; cancel: string; submit: string }) {
  return (
    <>
      <button type="button" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="primary">
        {submit}
      </button>
    </>
  );
}

/** The site's pages as the options of a select, after an empty placeholder option. */
export function PageOptions({ pages, placeholder }: { pages: { path: string; title: string }[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {pages.map((pg) => (
        <option key={pg.path} value={pg.path}>
          {pg.title} ({pg.path})
        </option>
      ))}
    </>
  );
}
