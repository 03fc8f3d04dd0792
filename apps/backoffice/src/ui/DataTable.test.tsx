// @vitest-environment happy-dom
import { type ColumnDef, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../test-fixtures';
import { cardLabel, DataTable } from './DataTable';

type Order = { number: string; customer: string; total: string };
const rows: Order[] = [
  { number: 'VN-2027-000001', customer: 'Lucie Martin', total: '€180.00' },
  { number: 'VN-2027-000002', customer: 'Paul Durand', total: '€90.00' },
];
const columns: ColumnDef<Order>[] = [
  { id: 'number', accessorKey: 'number', header: 'Number', meta: { primary: true }, cell: ({ row }) => row.original.number },
  { id: 'customer', accessorKey: 'customer', header: 'Customer', cell: ({ row }) => row.original.customer },
  {
    id: 'total',
    header: () => <abbr title="Amount">Amt</abbr>,
    enableSorting: false,
    meta: { className: 'num', label: 'Amount' },
    cell: ({ row }) => row.original.total,
  },
  { id: 'actions', header: '', enableSorting: false, cell: () => <button type="button">Open</button> },
];

function Orders() {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getSortedRowModel: getSortedRowModel() });
  return <DataTable table={table} label="Orders" />;
}

describe('a list as a table, and as cards on a phone', () => {
  afterEach(cleanup);

  it('keeps the table’s roles whatever the layout, so that each value has its column header', () => {
    renderInApp(<Orders />);
    const table = screen.getByRole('table');
    // Explicit roles: a phone's `display: block` would otherwise drop them in some browsers.
    expect(table.getAttribute('role')).toBe('table');
    const [head, ...body] = within(table).getAllByRole('row');
    expect(head?.getAttribute('role')).toBe('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('role')),
    ).toEqual(['columnheader', 'columnheader', 'columnheader', 'columnheader']);
    expect(body).toHaveLength(2);
    expect(
      within(body[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['VN-2027-000001', 'Lucie Martin', '€180.00', 'Open']);
  });

  it('names each value for the phone’s card (its header, or its meta label), except the card’s heading and unnamed columns', () => {
    renderInApp(<Orders />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([null, 'Customer', 'Amount', null]);
    // The heading of the card: the order's number, on its own line, without a label.
    expect(cells[0]?.classList.contains('card-title')).toBe(true);
    expect(cells[2]?.classList.contains('num')).toBe(true);
    // The labels are drawn by CSS only: nothing is added to what a screen reader reads in the cell.
    expect(screen.getByRole('cell', { name: 'Lucie Martin' })).toBeTruthy();
  });

  it('keeps sortable headers visible on a phone (a bar of buttons) and hides the others there', () => {
    renderInApp(<Orders />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.classList.contains('plain-header'))).toEqual([false, false, true, true]);
    expect(within(headers[0] as HTMLElement).getByRole('button', { name: /Number/ })).toBeTruthy();
  });

  it('takes a card’s label from a text header, or the meta label, never from an empty header', () => {
    expect(cardLabel({ header: 'Status' })).toBe('Status');
    expect(cardLabel({ header: () => null, meta: { label: 'Amount' } })).toBe('Amount');
    expect(cardLabel({ header: () => null })).toBeUndefined();
    expect(cardLabel({ header: ' ' })).toBeUndefined();
  });
});
