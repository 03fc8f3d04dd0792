/** The new closure form's "who it concerns" section: the order lines a closing would touch. */

import type { ClosurePreview } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { useClosuresTexts } from './texts';
import { useSlotName } from './useSlotName';

/** Who a closing concerns: one row per order line, with what a refund gives back. */
export function ClosureAffected({ preview }: { preview: ClosurePreview }) {
  const { m, f } = useI18n();
  const t = useClosuresTexts();
  const name = useSlotName();
  const lines = preview.slots.flatMap((s) => s.lines.map((l) => ({ slot: s, line: l })));
  return (
    <section className="closures-affected" aria-labelledby="closures-affected-h">
      <h3 id="closures-affected-h">{t.affectedHeading}</h3>
      {lines.length === 0 ? (
        <p>{t.affectedNone}</p>
      ) : (
        <>
          <p className="strong">{t.affectedSummary(preview.totals.orders, preview.totals.participants, preview.totals.contacts)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="table-scroll" aria-label={m.tableScroll(t.affectedTable)} tabIndex={0}>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{m.order}</th>
                  <th scope="col">{t.contact}</th>
                  <th scope="col">{t.language}</th>
                  <th scope="col">{m.participants}</th>
                  <th scope="col">{t.slot}</th>
                  <th scope="col" className="num">
                    {t.refundIf}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map(({ slot, line }) => (
                  <tr key={line.orderLineId}>
                    <th scope="row">
                      <Link to={`/orders/${encodeURIComponent(line.orderNumber)}`}>{line.orderNumber}</Link>
                    </th>
                    <td>
                      {line.contactName}
                      <br />
                      <span className="small">{line.email}</span>
                    </td>
                    <td>{t.languageName(line.lang)}</td>
                    <td>{line.participants.join(', ')}</td>
                    <td>{name(slot)}</td>
                    <td className="num">
                      {f.money(line.refund.amount)}
                      {line.share === 'day' && <span className="small"> ({t.shareOfDays(slot.days)})</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
