import { type CsvLineProblem, SLOT_CSV_COLUMNS, SlotsImportRequest, type SlotsImportResult } from '@schuss/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { useImportSlots, useSlotsCsvUrl } from '../../api/season';
import { useI18n } from '../../i18n';
import type { SeasonMessages } from '../../i18n/season';
import { useToast } from '../../ui/toast';
import { useSeasonTexts } from './texts';

/** A problem of an imported line in the staff's language (the platform's words when the kind is new). */
export function problemText(p: CsvLineProblem, t: SeasonMessages): string {
  const v = p.values;
  const n = (k: string) => Number(v[k] ?? 0);
  const s = (k: string) => String(v[k] ?? '');
  switch (p.kind) {
    case 'syntax':
      return t.csvSyntax;
    case 'missing_column':
      return t.csvMissingColumn(p.column ?? '', SLOT_CSV_COLUMNS.join(';'));
    case 'required':
      return t.csvRequired;
    case 'number':
      return t.csvNumber(s('value'));
    case 'range':
      return t.csvRange(n('min'), n('max'));
    case 'date':
      return t.csvDate(s('value'));
    case 'time':
      return t.csvTime(s('value'));
    case 'end_before_start':
      return t.csvEndBeforeStart(s('value'));
    case 'outside_season':
      return t.csvOutsideSeason(s('from'), s('to'));
    case 'duration':
      return t.csvDuration(s('value').replace('/', ' / '));
    case 'unknown_product':
      return t.csvUnknownProduct(s('value'));
    case 'not_dated':
      return t.csvNotDated(s('value'));
    case 'unknown_slot':
      return t.csvUnknownSlot(n('id'));
    case 'fixed':
      return t.csvFixed(n('id'), s('value'));
    case 'duplicate':
      return t.csvDuplicate(n('id'), n('other'));
    case 'overlap':
      return v.id !== undefined ? t.csvOverlapSlot(n('id')) : t.csvOverlapLine(n('other'));
    case 'taken':
      return t.capacityTaken(n('total'), n('sold'), n('held'));
    case 'too_many':
      return t.csvTooMany(n('max'));
    default:
      return p.message;
  }
}

/**
 * The slots CSV: the export (a download, the season's slots) and the import — the file is checked
 * first (nothing written), its problems listed by line and column in the staff's language; then
 * imported in one go.
 */
export function SlotsCsv() {
  const { m } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const url = useSlotsCsvUrl();
  const importSlots = useImportSlots();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [checked, setChecked] = useState<SlotsImportResult | null>(null);
  const [problems, setProblems] = useState<CsvLineProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setChecked(null);
    setProblems(null);
    setFailure(null);
  };

  const send = async (dryRun: boolean) => {
    reset();
    const body = { csv: text ?? '', dryRun };
    const valid = SlotsImportRequest.safeParse(body);
    if (!valid.success) return setFailure(text ? t.csvTooLarge : t.csvChooseFile);
    try {
      const r = await importSlots.mutateAsync(body);
      if (dryRun) setChecked(r);
      else {
        notify(t.csvImported(r.created, r.updated));
        setText(null);
        if (fileRef.current) fileRef.current.value = '';
      }
    } catch (err) {
      const list = isApiCallError(err) ? (err.body as { error?: { problems?: CsvLineProblem[] } })?.error?.problems : undefined;
      if (list?.length) return setProblems(list);
      setFailure(errorText(err, m));
    }
  };

  const onFile = async (e: FormEvent<HTMLInputElement>) => {
    reset();
    const file = e.currentTarget.files?.[0];
    setText(file ? await file.text() : null);
  };

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.csvHeading}</h2>
      <p className="hint">{t.csvIntro(SLOT_CSV_COLUMNS.join(';'))}</p>
      <p>
        <a className="button secondary" href={url} download>
          {t.csvExport}
        </a>
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t.csvFile}</label>
        <input id={`${id}-file`} ref={fileRef} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} />
      </div>
      <div className="filter-buttons">
        <button type="button" className="button secondary" disabled={importSlots.isPending} onClick={() => void send(true)}>
          {t.csvCheck}
        </button>
        <button type="button" className="button primary" disabled={importSlots.isPending || !checked} onClick={() => void send(false)}>
          {importSlots.isPending ? t.saving : t.csvImport}
        </button>
      </div>
      <div aria-live="polite">
        {checked && <p className="notice">{t.csvChecked(checked.created, checked.updated, checked.unchanged)}</p>}
      </div>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {problems && (
        <div className="error-box" role="alert">
          <p>{t.csvProblems(problems.length)}</p>
          <ul className="csv-problems">
            {problems.map((p) => (
              <li key={`${p.line}-${p.column}-${p.kind}`}>
                {t.csvWhere(p.line, p.column)} {problemText(p, t)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
