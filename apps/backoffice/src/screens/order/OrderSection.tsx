/** The order screen's building blocks: a titled panel, and a table in a focusable scrolling region. */

import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="panel">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table in a focusable scrolling region. */
export function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  const { m } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(label)} tabIndex={0}>
      <table className="data">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
