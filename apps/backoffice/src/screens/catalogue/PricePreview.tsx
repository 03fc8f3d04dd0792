import { Pricing } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import type { CatalogueTexts } from '../../i18n/catalogue';
import { familyExample, type PreviewColumn, type PreviewRow, pricePreview } from './pricePreview';
import { useCatalogueTexts } from './texts';

/** How a row of the preview is named: the band's label (else its ages), a duration, adults or minors… */
export function rowName(row: PreviewRow, t: CatalogueTexts, lang: 'fr' | 'en'): string {
  switch (row.kind) {
    case 'band': {
      const ages = t.catAges(row.minAge, row.maxAge);
      const label = row.label?.[lang]?.trim();
      return label ? `${label} (${ages})` : ages;
    }
    case 'duration':
      return t.catRowDuration(row.minutes);
    case 'adult':
      return t.catRowAdult(row.age);
    case 'minor':
      return t.catRowMinor(row.age + 1);
    case 'perPerson':
      return t.catRowPerPerson;
    case 'perBooking':
      return t.catRowPerBooking;
  }
}

const columnName = (c: PreviewColumn, t: CatalogueTexts) =>
  c.kind === 'price' ? t.catPrice : c.kind === 'days' ? t.catColDays(c.n) : c.kind === 'nights' ? t.catColNights(c.n) : t.catColPeople(c.n);

/**
 * The prices the rule being typed will charge, in a table (one participant per row, or one booking
 * for private lessons), computed with the platform's own `priceLine`; shown once the rule is
 * complete and valid (the contract's `Pricing`).
 */
export function PricePreview({ pricing, maxDays }: { pricing: unknown; maxDays?: number }) {
  const { m, f, lang } = useI18n();
  const t = useCatalogueTexts();
  const parsed = Pricing.safeParse(pricing);
  if (!parsed.success) return <p className="hint">{t.catPreviewIncomplete}</p>;
  const preview = pricePreview(parsed.data, { maxDays });
  const family = familyExample(parsed.data);
  const perBooking = parsed.data.rule === 'durationGroup' || parsed.data.rule === 'flat';
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={m.tableScroll(t.catPreviewCaption)} tabIndex={0}>
        <table className="data cat-preview">
          <caption>{perBooking ? t.catPreviewCaptionBooking : t.catPreviewCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.catPreviewWho}</th>
              {preview.columns.map((c) => (
                <th scope="col" className="num" key={columnName(c, t)}>
                  {columnName(c, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map(({ row, cents }) => (
              <tr key={rowName(row, t, lang)}>
                <th scope="row">{rowName(row, t, lang)}</th>
                {cents.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                  <td key={i} className="num">
                    {c === null ? <span title={t.catNoPrice}>—</span> : f.money(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {family && (
        <p className="cat-example">
          {t.catFamilyExample(family.people, rowName(family.row, t, lang), f.money(family.without), f.money(family.with))}
        </p>
      )}
      <p className="hint">{t.catPreviewHint}</p>
    </>
  );
}
