import type { ReactNode } from 'react';
import { errorText } from '../api/client';
import { useI18n } from '../i18n';

/** A polite "loading" status with a spinner (the text is read by screen readers). */
export function Spinner({ label }: { label?: string }) {
  const { m } = useI18n();
  return (
    <div className="status" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? m.loading}</span>
    </div>
  );
}

/** A failed call, said in the staff's language, with a retry button when one helps. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { m } = useI18n();
  return (
    <div className="error-box" role="alert">
      <p>{errorText(error, m)}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {m.retry}
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
