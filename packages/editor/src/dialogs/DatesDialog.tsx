import type { DateRange, Section } from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import { type RangeIssue, type RangeRow, toLocalInput, validateRanges } from '../date-ranges';
import type { Messages } from '../i18n';
import { Dialog, FormButtons } from './shared';

export function DatesDialog(p: { t: Messages; n: number; section?: Section; onApply: (r: DateRange[]) => void; onClose: () => void }) {
  const { t } = p;
  const [rows, setRows] = useState<RangeRow[]>(() =>
    (p.section?.dateRanges ?? []).map((r) => ({ from: toLocalInput(r.from), to: toLocalInput(r.to) })),
  );
  const [errors, setErrors] = useState<RangeIssue[]>([]);
  const errorOf = (row: number, field: 'from' | 'to') => {
    const e = errors.find((x) => x.row === row && x.field === field);
    return e ? { required: t.required, invalid: t.invalidDate, order: t.order }[e.code] : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateRanges(rows);
    if (r.ok) p.onApply(r.ranges);
    else setErrors(r.errors);
  };
  const id = useId();
  return (
    <Dialog title={`${t.datesTitle} — ${t.sectionLabel(p.n, t.types[p.section?.type ?? ''] ?? '')}`} onClose={p.onClose}>
      <form onSubmit={submit} noValidate className="dlg" style={{ padding: 0 }}>
        <p>{t.datesHelp}</p>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <fieldset key={i}>
            <legend>{t.rangeN(i + 1)}</legend>
            <div className="row">
              {(['from', 'to'] as const).map((f) => {
                const err = errorOf(i, f);
                return (
                  <div className="field" key={f}>
                    <label htmlFor={`${id}-${i}-${f}`}>{`${f === 'from' ? t.from : t.to} (${t.rangeN(i + 1)})`}</label>
                    <input
                      id={`${id}-${i}-${f}`}
                      type="datetime-local"
                      value={row[f]}
                      aria-invalid={err ? true : undefined}
                      aria-describedby={err ? `${id}-${i}-${f}-err` : undefined}
                      onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, [f]: e.target.value } : r)))}
                    />
                    {err ? (
                      <span id={`${id}-${i}-${f}-err`} className="err">
                        {err}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              <button type="button" className="danger" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                {t.removeRange(i + 1)}
              </button>
            </div>
          </fieldset>
        ))}
        <div className="actions">
          <button type="button" onClick={() => setRows([...rows, { from: '', to: '' }])}>
            {t.addRange}
          </button>
          <span style={{ flex: 1 }} />
          <FormButtons onCancel={p.onClose} cancel={t.cancel} submit={t.apply} />
        </div>
      </form>
    </Dialog>
  );
}
