import { type ReactNode, useId, useState } from 'react';
import { useI18n } from '../i18n';
import { usePhone } from './phone';

/**
 * A list's filters behind a "Filtres (2)" button on a phone, closed at first so that the results
 * come first; on a wider screen there is no button and the filters are always shown.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { m } = useI18n();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = !phone || open;
  return (
    <div className="filter-panel">
      {phone && (
        <button
          type="button"
          className="button secondary filter-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {m.filtersToggle(active)}
        </button>
      )}
      <div id={id} hidden={!shown}>
        {children}
      </div>
    </div>
  );
}
