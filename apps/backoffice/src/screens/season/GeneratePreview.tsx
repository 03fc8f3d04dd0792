/** What the slot generation form's preview found: the overlaps that refused it, or the slots it would create and the button creating them. */

import { useI18n } from '../../i18n';
import { timesText } from './format';
import { useSeasonTexts } from './texts';
import type { GenerateFormState } from './useGenerateForm';

/** The planned slots overlapping existing ones, each named with the slot it overlaps. */
export function GenerateConflict({ conflict }: { conflict: NonNullable<GenerateFormState['conflict']> }) {
  const { f } = useI18n();
  const t = useSeasonTexts();
  return (
    <div className="error-box" role="alert">
      <p>{t.overlapRefused(conflict.count)}</p>
      <ul>
        {conflict.overlaps.map((o) => (
          <li key={`${o.existing.id}-${o.planned.startsOn}-${o.planned.startTime}`}>
            {t.overlapItem(
              `${f.date(o.planned.startsOn)} ${o.planned.startTime}–${o.planned.endTime}`,
              o.existing.id,
              `${f.date(o.existing.startsOn)} ${timesText(o.existing)}`.trim(),
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The slots the form would create, in a table, and the button creating them. */
export function GeneratePreview({ form, planned }: { form: GenerateFormState; planned: NonNullable<GenerateFormState['planned']> }) {
  const { m, f } = useI18n();
  const t = useSeasonTexts();
  const { id, overlapping, canCreate, creating, onCreate } = form;
  return (
    <section className="preview" aria-labelledby={`${id}-preview-h`}>
      <h3 id={`${id}-preview-h`} tabIndex={-1}>
        {t.previewHeading(planned.preview.slots.length)}
      </h3>
      <p role="status">
        {overlapping === 0
          ? t.previewSummary(planned.preview.create)
          : planned.request.onOverlap === 'skip'
            ? t.previewSummarySkip(planned.preview.create, overlapping)
            : t.previewSummaryRefused(overlapping)}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="table-scroll preview-scroll" aria-label={m.tableScroll(t.previewTable)} tabIndex={0}>
        <table className="data">
          <caption className="visually-hidden">{t.previewTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colDays}</th>
              <th scope="col">{t.colTimes}</th>
              <th scope="col" className="num">
                {t.colCapacity}
              </th>
              <th scope="col">{t.colPeriod}</th>
              <th scope="col">{t.colOverlap}</th>
            </tr>
          </thead>
          <tbody>
            {planned.preview.slots.map((s) => (
              <tr key={`${s.startsOn}-${s.startTime}`}>
                <td>{s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`}</td>
                <td>{timesText(s)}</td>
                <td className="num">{s.capacity}</td>
                <td>{s.period ?? ''}</td>
                <td>
                  {s.overlaps.length > 0 ? (
                    <span className="badge full">{t.overlapsSlot(s.overlaps.map((o) => o.id).join(', '))}</span>
                  ) : (
                    ''
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button type="button" className="button primary" disabled={!canCreate || creating} onClick={() => void onCreate()}>
        {creating ? t.creating : t.createSubmit(planned.preview.create)}
      </button>
    </section>
  );
}
