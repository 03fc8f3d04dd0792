import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n';

declare module '@tanstack/react-table' {
  // The declaration repeats TanStack's type parameters to merge with it.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Class of the column's cells (`num`: figures aligned right). */
    className?: string;
    /** The row's name (an order's number): on a phone, the card's heading, without a label. */
    primary?: boolean;
    /** The name before the value on a phone's card, when the header is not a plain text. */
    label?: string;
  }
}

/**
 * A TanStack table as an HTML table: sortable headers are buttons and their `th` carries
 * `aria-sort`; the table scrolls sideways in a focusable, labelled region on a wider screen.
 * On a phone (styles.css, ≤ 480 px) each row is a card: each value beside its column's name
 * (`data-label`, drawn by CSS with an empty alternative text: screen readers read the column
 * header instead, the roles being explicit so that `display: block` does not take the table's
 * semantics away), the sortable headers as a bar above.
 */
export function DataTable<T>({ table, label, caption, busy }: { table: Table<T>; label: string; caption?: ReactNode; busy?: boolean }) {
  const { m } = useI18n();
  // Each cell carries its column's name for the phone's card (styles.css shows it before the value).
  const labels = new Map(table.getLeafHeaders().map((h) => [h.column.id, cardLabel(h.column.columnDef)]));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-scroll" aria-label={m.tableScroll(label)} tabIndex={0}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept explicit, the phone's card layout changes the elements' display */}
      <table className="data cards" role="table" aria-busy={busy || undefined}>
        {caption && <caption>{caption}</caption>}
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table's role */}
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            // biome-ignore lint/a11y/noRedundantRoles: see the table's role
            <tr key={group.id} role="row">
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const text = flexRender(header.column.columnDef.header, header.getContext());
                const className = [header.column.columnDef.meta?.className, sortable ? undefined : 'plain-header']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <th
                    key={header.id}
                    scope="col"
                    // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                    role="columnheader"
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    className={className || undefined}
                  >
                    {sortable ? (
                      <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                        {text}
                        <span aria-hidden="true" className="sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      text
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table's role */}
        <tbody role="rowgroup">
          {table.getRowModel().rows.map((row) => (
            // biome-ignore lint/a11y/noRedundantRoles: see the table's role
            <tr key={row.id} role="row">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const name = meta?.primary ? undefined : labels.get(cell.column.id);
                const className = [meta?.className, meta?.primary ? 'card-title' : undefined].filter(Boolean).join(' ');
                return (
                  // biome-ignore lint/a11y/noRedundantRoles: see the table's role
                  <td key={cell.id} role="cell" className={className || undefined} data-label={name}>
                    <span className="cell-value">{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The name shown before a value on a phone's card: the column's header when it is a text, or its meta `label`. */
export function cardLabel(column: { header?: unknown; meta?: { label?: string } }): string | undefined {
  const name = column.meta?.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return name?.trim() ? name : undefined;
}
