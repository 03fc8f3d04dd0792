import { CATALOGUE_CSV_MAX, type CatalogueImportRefused, type CatalogueImportResponse } from '@schuss/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiCallError } from '../../api/client';
import { useImportCatalogue } from '../../api/products';
import { useI18n } from '../../i18n';
import { useCatalogueTexts } from './texts';

type Outcome =
  | { kind: 'done'; result: CatalogueImportResponse }
  | { kind: 'refused'; problems: CatalogueImportRefused['error']['problems'] };

/**
 * Imports a catalogue CSV (as exported): the platform checks every line and writes nothing when one
 * is wrong; its mistakes are listed by line and column.
 */
export function ImportPanel() {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const importCsv = useImportCatalogue();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    setFailure(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFailure(t.catImportNoFile);
      fileRef.current?.focus();
      return;
    }
    const csv = await file.text();
    if (csv.length > CATALOGUE_CSV_MAX) return setFailure(t.catImportTooBig);
    try {
      setOutcome({ kind: 'done', result: await importCsv.mutateAsync({ csv }) });
    } catch (err) {
      const problems = isApiCallError(err) ? (err.body as Partial<CatalogueImportRefused> | undefined)?.error?.problems : undefined;
      if (problems) setOutcome({ kind: 'refused', problems });
      else setFailure(isApiCallError(err) ? (err.status === 0 ? m.errorNetwork : err.message) : m.errorGeneric(0));
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.catImportTitle}</h2>
      <p className="hint" id={`${id}-help`}>
        {t.catImportHelp}
      </p>
      <form className="cat-import" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t.catImportFile}</label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-help`}
            aria-invalid={failure === t.catImportNoFile ? true : undefined}
          />
        </div>
        <button type="submit" className="button primary" disabled={importCsv.isPending}>
          {importCsv.isPending ? t.catImporting : t.catImportSubmit}
        </button>
      </form>
      {importCsv.isPending && (
        <p className="status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t.catImporting}
        </p>
      )}
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p className="cat-import-done" role="status">
          {t.catImportDone(outcome.result.created.length, outcome.result.updated.length, outcome.result.unchanged.length)}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <div className="error-box" role="alert">
          <p>{t.catImportRefused(outcome.problems.length)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="table-scroll" aria-label={m.tableScroll(t.catImportProblems)} tabIndex={0}>
            <table className="data">
              <caption>{t.catImportProblems}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.catImportLine}</th>
                  <th scope="col">{t.catImportColumn}</th>
                  <th scope="col">{t.catImportProblem}</th>
                </tr>
              </thead>
              <tbody>
                {outcome.problems.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several problems in one column
                  <tr key={i}>
                    <td className="num">{p.line}</td>
                    <td>{p.column ?? '—'}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
