/** The pricing part's private lessons table: a price per booking by duration and group size, edited cell by cell. */

import { PARTICIPANTS_MAX } from '@schuss/contracts/rules';
import { useI18n } from '../../i18n';
import { ErrorText, Input } from './fields';
import { useCatalogueTexts } from './texts';
import { useDurationsTable } from './usePricingFields';

/** Private lessons: a price per booking by duration (rows) and group size (columns). */
export function DurationsTable({ prefix }: { prefix: string }) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const { durations, size, message, errorId, removeDuration, addDuration, addPerson, removePerson } = useDurationsTable(prefix);
  return (
    <div className="cat-table-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(t.catDurationsCaption)} tabIndex={0}>
        <table className="data cat-grid">
          <caption>{t.catDurationsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.catMinutes}</th>
              {Array.from({ length: size }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a group size's column is its number
                <th scope="col" key={n} className="num">
                  {t.catColPeople(n + 1)}
                </th>
              ))}
              <th scope="col">
                <span className="cat-sr">{t.catActionsHead}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {durations.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a duration is its row (the form's paths are by index)
              <tr key={i}>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.durations.${i}.minutes`}
                    label={t.catCell(t.catMinutes, t.catRow(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                {Array.from({ length: size }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group size's cell is its number
                  <td key={n} className="num">
                    <Input
                      prefix={prefix}
                      name={`pricing.durations.${i}.cents.${n}`}
                      label={t.catDurationCell(d.minutes || '?', n + 1)}
                      hiddenLabel
                      inputMode="decimal"
                      autoComplete="off"
                      className="cat-price"
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={durations.length <= 1}
                    onClick={() => removeDuration(i)}
                  >
                    {t.catRemoveDuration(d.minutes || String(i + 1))}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ErrorText id={errorId} message={message} />
      <div className="actions">
        <button type="button" className="button secondary" onClick={addDuration}>
          {t.catAddDuration}
        </button>
        <button type="button" className="button secondary" disabled={size >= PARTICIPANTS_MAX} onClick={addPerson}>
          {t.catAddPerson}
        </button>
        <button type="button" className="button secondary" disabled={size <= 1} onClick={removePerson}>
          {t.catRemovePerson}
        </button>
      </div>
    </div>
  );
}
