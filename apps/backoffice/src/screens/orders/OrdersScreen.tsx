import type { OrderRow, OrderSort } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo } from 'react';
import { useOrderFilters, useOrders } from '../../api/orders';
import { useI18n } from '../../i18n';
import type { Messages } from '../../i18n/fr';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { nextState, ORDER_STATUSES, type OrdersState, ordersHref, ordersQuery, PAGE_SIZES, parseOrdersState } from './urlState';

type F = ReturnType<typeof useI18n>['f'];

/** The list's columns (TanStack column definitions); the ids of the sortable ones are the platform's sort keys. */
export function orderColumns(m: Messages, f: F): ColumnDef<OrderRow>[] {
  return [
    {
      id: 'number',
      header: m.number,
      accessorKey: 'number',
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

function Filters({ state, onChange }: { state: OrdersState; onChange: (change: Partial<OrdersState>) => void }) {
  const { m } = useI18n();
  const id = useId();
  const options = useOrderFilters();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const get = (k: string) => {
      const v = String(data.get(k) ?? '').trim();
      return v === '' ? undefined : v;
    };
    onChange({
      q: get('q'),
      status: get('status') as OrdersState['status'],
      from: get('from'),
      to: get('to'),
      type: get('type') as OrdersState['type'],
      merchant: get('merchant'),
      provider: get('provider'),
      referral: get('referral'),
    });
  };
  const select = (name: keyof OrdersState, label: string, values: { value: string; label: string }[]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={(state[name] as string | undefined) ?? ''}>
        <option value="">{m.any}</option>
        {values.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </div>
  );
  const o = options.data;
  // Remounted when the URL changes (key), so the fields always show the list's state.
  return (
    <form className="filters card" onSubmit={submit} aria-label={m.filters} key={JSON.stringify(state)}>
      <div className="field search-field">
        <label htmlFor={`${id}-q`}>{m.searchLabel}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={state.q ?? ''} maxLength={120} />
      </div>
      {select(
        'status',
        m.status,
        ORDER_STATUSES.map((s) => ({ value: s, label: m.status_[s] })),
      )}
      <div className="field">
        <label htmlFor={`${id}-from`}>{m.from}</label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={state.from ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{m.to}</label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={state.to ?? ''} />
      </div>
      {select(
        'type',
        m.productType,
        (o?.types ?? (state.type ? [state.type] : [])).map((t) => ({ value: t, label: m.type_[t] })),
      )}
      {select(
        'merchant',
        m.merchant,
        (o?.merchants ?? (state.merchant ? [{ key: state.merchant, name: state.merchant }] : [])).map((x) => ({
          value: x.key,
          label: x.name,
        })),
      )}
      {select(
        'provider',
        m.provider,
        (o?.providers ?? (state.provider ? [state.provider] : [])).map((p) => ({ value: p, label: p })),
      )}
      {select(
        'referral',
        m.referral,
        (o?.referralTypes ?? (state.referral ? [state.referral] : [])).map((p) => ({ value: p, label: p })),
      )}
      <div className="filter-buttons">
        <button type="submit" className="button primary">
          {m.search}
        </button>
        <Link to="/orders" className="button secondary">
          {m.resetFilters}
        </Link>
      </div>
    </form>
  );
}

/** The orders list: search, filters, sort and page in the URL, done by the platform. */
export default function OrdersScreen() {
  const { m, f } = useI18n();
  const { search } = useLocation();
  const state = parseOrdersState(search);
  const { data, error, isPending, isFetching, refetch } = useOrders(ordersQuery(state));
  const columns = useMemo(() => orderColumns(m, f), [m, f]);
  const go = (change: Partial<OrdersState>) => navigate(ordersHref(nextState(state, change)));
  const sorting: SortingState = [{ id: state.sort, desc: state.dir === 'desc' }];
  const capped = data?.totalCapped ?? false;
  // Capped: the number of pages is unknown (-1 for TanStack Table); there is a next page while pages come full.
  const pages = !data ? 1 : capped ? -1 : Math.max(1, Math.ceil(data.total / state.pageSize));
  const canNext = capped ? (data?.rows.length ?? 0) >= state.pageSize : undefined;

  const table = useReactTable({
    data: data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) go({ sort: first.id as OrderSort, dir: first.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex: state.page - 1, pageSize: state.pageSize }) : updater;
      go(next.pageSize !== state.pageSize ? { pageSize: next.pageSize } : { page: next.pageIndex + 1 });
    },
  });

  return (
    <Screen title={m.ordersTitle}>
      <Filters state={state} onChange={go} />
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {isPending && <Spinner />}
      {data && (
        <>
          <p className="result-count" role="status">
            {capped ? m.ordersCountCapped(data.total) : m.ordersCount(data.total)}
            {isFetching && <span className="spinner inline" aria-hidden="true" />}
          </p>
          {data.rows.length === 0 ? <Empty>{m.ordersEmpty}</Empty> : <DataTable table={table} label={m.ordersTitle} busy={isFetching} />}
          <nav className="pager" aria-label={m.pagination}>
            <button type="button" className="button secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
              {m.previousPage}
            </button>
            <span>{capped ? m.pageOnly(state.page) : m.pageOf(state.page, pages)}</span>
            <button
              type="button"
              className="button secondary"
              onClick={() => table.nextPage()}
              disabled={!(canNext ?? table.getCanNextPage())}
            >
              {m.nextPage}
            </button>
            <label className="inline-field">
              {m.pageSize}
              <select value={state.pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        </>
      )}
    </Screen>
  );
}
