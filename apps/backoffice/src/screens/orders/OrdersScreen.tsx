import type { OrderSort } from '@schuss/contracts';
import { getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useOrders } from '../../api/orders';
import { useI18n } from '../../i18n';
import { navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { orderColumns } from './columns';
import { Filters } from './Filters';
import { nextState, type OrdersState, ordersHref, ordersQuery, PAGE_SIZES, parseOrdersState } from './urlState';

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
