import type { MenuItem, PageSummary } from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import type { Messages } from '../i18n';

/** The add-a-sub-item form of one top-level item: a label and a page of the site. */
export function AddSubForm(p: {
  t: Messages;
  n: number;
  pages: PageSummary[];
  taken: string[];
  onAdd: (sub: MenuItem) => void;
  onCancel: () => void;
}) {
  const { t, n } = p;
  const [label, setLabel] = useState('');
  const [path, setPath] = useState('');
  const [errors, setErrors] = useState<{ label?: string; path?: string }>({});
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pg = p.pages.find((x) => x.path === path);
    const errs: { label?: string; path?: string } = {};
    if (!pg) errs.path = t.pageRequired;
    else if (p.taken.includes(pg.path)) errs.path = t.pageTwice;
    if (!label.trim()) errs.label = t.labelRequired;
    setErrors(errs);
    if (pg && !errs.label && !errs.path) p.onAdd({ name: pg.name, title: label.trim(), path: pg.path });
  };
  const err = (key: 'label' | 'path') =>
    errors[key] ? (
      <span id={`${id}-${key}-err`} className="err">
        {errors[key]}
      </span>
    ) : null;
  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t.newSub(n)}</legend>
        <div className="row">
          <div className="field" style={{ flex: 1 }}>
            <label htmlFor={`${id}-path`}>{t.pageOfItem}</label>
            <select
              id={`${id}-path`}
              aria-label={t.newSubPage(n)}
              value={path}
              aria-invalid={errors.path ? true : undefined}
              aria-describedby={errors.path ? `${id}-path-err` : undefined}
              onChange={(e) => {
                setPath(e.target.value);
                // The page's title as the label, unless the editor already typed one.
                const pg = p.pages.find((x) => x.path === e.target.value);
                if (pg && !label.trim()) setLabel(pg.title);
              }}
            >
              <option value="">{t.linkChoose}</option>
              {p.pages.map((pg) => (
                <option key={pg.path} value={pg.path}>
                  {pg.title} ({pg.path})
                </option>
              ))}
            </select>
            {err('path')}
          </div>
          <div className="field" style={{ flex: 1 }}>
            <label htmlFor={`${id}-label`}>{t.label}</label>
            <input
              id={`${id}-label`}
              aria-label={t.newSubLabel(n)}
              value={label}
              aria-invalid={errors.label ? true : undefined}
              aria-describedby={errors.label ? `${id}-label-err` : undefined}
              onChange={(e) => setLabel(e.target.value)}
            />
            {err('label')}
          </div>
        </div>
        <div className="actions">
          <button type="button" onClick={p.onCancel}>
            {t.cancel}
          </button>
          <button type="submit">{t.add}</button>
        </div>
      </fieldset>
    </form>
  );
}
