import type { OrderRow } from '@schuss/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { useI18n } from '../../i18n';
import type { Messages } from '../../i18n/fr';
import { Link } from '../../router';

type F = ReturnType<typeof useI18n>['f'];

/** The list's columns (TanStack column definitions); the ids of the sortable ones are the platform's sort keys. */
export function orderColumns(m: Messages, f: F): ColumnDef<OrderRow>[] {
  return [
    {
      id: 'number',
      header: m.number,
      accessorKey: 'number',
      // The card's heading on a phone; never wrapped (an order number is read out at the desk).
      meta: { primary: true, className: 'order-number' },
      cell: ({ row }) => <Link to={`/orders/${encodeURIComponent(row.original.number)}`}>{row.original.number}</Link>,
    },
    { id: 'createdAt', header: m.createdAt, accessorKey: 'createdAt', cell: ({ row }) => f.instant(row.original.createdAt) },
    {
      id: 'lastName',
      header: m.customer,
      accessorKey: 'lastName',
      cell: ({ row }) => (
        <>
          <span className="strong">
            {row.original.lastName} {row.original.firstName}
          </span>
          <br />
          <span className="muted small">{row.original.email}</span>
        </>
      ),
    },
    {
      id: 'phone',
      header: m.phone,
      enableSorting: false,
      cell: ({ row }) => <a href={`tel:${row.original.phone.replace(/[^+\d]/g, '')}`}>{row.original.phone}</a>,
    },
    {
      id: 'status',
      header: m.status,
      enableSorting: false,
      cell: ({ row }) => <span className={`badge status-${row.original.status}`}>{m.status_[row.original.status]}</span>,
    },
    {
      id: 'total',
      header: m.amount,
      accessorFn: (r) => r.total.amount,
      meta: { className: 'num' },
      cell: ({ row }) => (
        <>
          {f.money(row.original.total.amount)}
          {row.original.refunded.amount > 0 && (
            <>
              <br />
              <span className="muted small">
                {m.refunded} {f.money(row.original.refunded.amount)}
              </span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'paidAt',
      header: m.paidAt,
      accessorKey: 'paidAt',
      cell: ({ row }) => (row.original.paidAt ? f.instant(row.original.paidAt) : '—'),
    },
    {
      id: 'types',
      header: m.types,
      enableSorting: false,
      cell: ({ row }) => row.original.types.map((t) => m.type_[t]).join(', '),
    },
    {
      id: 'provider',
      header: m.provider,
      enableSorting: false,
      cell: ({ row }) => [row.original.businessProviderId, row.original.referralType].filter(Boolean).join(' · ') || '—',
    },
  ];
}
