/** The pricing part's age bands table: a price per band, or per band and number of days, edited cell by cell. */

import { DAYS_MAX } from '@schuss/contracts/rules';
import { useI18n } from '../../i18n';
import { ErrorText, Input } from './fields';
import { useCatalogueTexts } from './texts';
import { useBandsTable } from './usePricingFields';

/** Age bands, with one price each or a price per number of days. */
export function BandsTable({ prefix }: { prefix: string }) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const { bands, byDays, days, message, errorId, bandName, removeBand, addBand, addDay, removeDay } = useBandsTable(prefix);
  return (
    <div className="cat-table-block">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(t.catBandsCaption)} tabIndex={0}>
        <table className="data cat-grid">
          <caption>{t.catBandsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.catBandHead}</th>
              <th scope="col">{t.catBandLabelFr}</th>
              <th scope="col">{t.catBandLabelEn}</th>
              <th scope="col">{t.catMinAge}</th>
              <th scope="col">{t.catMaxAge}</th>
              {byDays ? (
                Array.from({ length: days }, (_, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's column is its number
                  <th scope="col" key={d} className="num">
                    {t.catColDays(d + 1)}
                  </th>
                ))
              ) : (
                <th scope="col" className="num">
                  {t.catPrice}
                </th>
              )}
              <th scope="col">
                <span className="cat-sr">{t.catActionsHead}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a band is its row (the form's paths are by index)
              <tr key={i}>
                <th scope="row">{t.catBand(i + 1)}</th>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.label.fr`}
                    label={t.catCell(t.catBandLabelFr, t.catBand(i + 1))}
                    hiddenLabel
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.label.en`}
                    label={t.catCell(t.catBandLabelEn, t.catBand(i + 1))}
                    hiddenLabel
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.minAge`}
                    label={t.catCell(t.catMinAge, t.catBand(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                <td>
                  <Input
                    prefix={prefix}
                    name={`pricing.bands.${i}.maxAge`}
                    label={t.catCell(t.catMaxAge, t.catBand(i + 1))}
                    hiddenLabel
                    inputMode="numeric"
                    className="cat-narrow"
                  />
                </td>
                {Array.from({ length: days }, (_, d) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day's cell is its number
                  <td key={d} className="num">
                    <Input
                      prefix={prefix}
                      name={byDays ? `pricing.bands.${i}.cents.${d}` : `pricing.bands.${i}.cents.0`}
                      label={byDays ? t.catDayCell(bandName(i), d + 1) : t.catPriceCell(bandName(i))}
                      hiddenLabel
                      inputMode="decimal"
                      autoComplete="off"
                      className="cat-price"
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="button secondary small" disabled={bands.length <= 1} onClick={() => removeBand(i)}>
                    {t.catRemoveBand(i + 1)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ErrorText id={errorId} message={message} />
      <div className="actions">
        <button type="button" className="button secondary" onClick={addBand}>
          {t.catAddBand}
        </button>
        {byDays && (
          <>
            <button type="button" className="button secondary" disabled={days >= DAYS_MAX} onClick={addDay}>
              {t.catAddDay}
            </button>
            <button type="button" className="button secondary" disabled={days <= 1} onClick={removeDay}>
              {t.catRemoveDay}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
