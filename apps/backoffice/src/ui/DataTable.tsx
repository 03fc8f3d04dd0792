import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n';

/**
 * A TanStack table as an HTML table: sortable headers are buttons and their `th` carries
 * `aria-sort`; the table scrolls sideways in a focusable, labelled region on a narrow screen.
 */
export function DataTable<T>({ table, label, caption, busy }: { table: Table<T>; label: string; caption?: ReactNode; busy?: boolean }) {
  const { m } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="table-scroll" aria-label={m.tableScroll(label)} tabIndex={0}>
      <table className="data" aria-busy={busy || undefined}>
        {caption && <caption>{caption}</caption>}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const text = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    className={(header.column.columnDef.meta as { className?: string } | undefined)?.className}
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
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={(cell.column.columnDef.meta as { className?: string } | undefined)?.className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
