import { type GiftVoucherView, VOUCHER_STATUSES, type VoucherStatus } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useVouchers } from '../../api/offers';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useOffersTexts } from './texts';
import { VoucherDialog, voucherCode } from './VoucherDialog';

/** The gift vouchers tab: search by code or beneficiary, filter by status, open one (its id in the query). */
export function Vouchers() {
  const { f } = useI18n();
  const o = useOffersTexts();
  const id = useId();
  const { search } = useLocation();
  const q = search.get('q') ?? '';
  const status = (VOUCHER_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as VoucherStatus)
    : undefined;
  const opened = Number(search.get('voucher'));
  const { data, error, refetch, isPending, isFetching } = useVouchers({ ...(q ? { q } : {}), ...(status ? { status } : {}) });
  const [shown, setShown] = useState<GiftVoucherView | null>(null);
  const open =
    shown ??
    (Number.isInteger(opened) && opened > 0 ? { id: opened, last4: data?.vouchers.find((v) => v.id === opened)?.last4 ?? null } : null);

  const go = (params: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries({ tab: 'vouchers', q, status, ...params })) if (v) next.set(k, v);
    navigate(`/offers?${next.toString()}`, { replace: true });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    go({ q: String(form.get('q') ?? '').trim() || undefined, status: String(form.get('status') ?? '') || undefined });
  };

  const columns = useMemo<ColumnDef<GiftVoucherView>[]>(
    () => [
      {
        id: 'code',
        header: o.voucherCode,
        meta: { primary: true },
        cell: ({ row }) => <span className="strong offers-code">{voucherCode(row.original, o.voucherPendingCode)}</span>,
      },
      { id: 'amount', header: o.voucherAmount, meta: { className: 'num' }, cell: ({ row }) => f.money(row.original.initial.amount) },
      { id: 'balance', header: o.voucherBalance, meta: { className: 'num' }, cell: ({ row }) => f.money(row.original.balance.amount) },
      { id: 'expires', header: o.voucherExpires, cell: ({ row }) => f.date(row.original.expiresOn) },
      {
        id: 'status',
        header: o.voucherStatus,
        cell: ({ row }) => <span className={`badge voucher-${row.original.status}`}>{o.voucherStatusName(row.original.status)}</span>,
      },
      { id: 'beneficiary', header: o.voucherBeneficiary, cell: ({ row }) => row.original.beneficiary },
      {
        id: 'order',
        header: o.voucherOrder,
        cell: ({ row }) => <Link to={`/orders/${encodeURIComponent(row.original.orderNumber)}`}>{row.original.orderNumber}</Link>,
      },
      {
        id: 'detail',
        header: o.voucherDetail,
        cell: ({ row }) => (
          <button
            type="button"
            className="button secondary small"
            aria-label={o.voucherDetailLabel(voucherCode(row.original, o.voucherPendingCode))}
            onClick={() => setShown(row.original)}
          >
            {o.voucherDetail}
          </button>
        ),
      },
    ],
    [o, f],
  );
  const table = useReactTable({ data: data?.vouchers ?? [], columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <form className="filters panel" onSubmit={submit} aria-label={o.vouchersSearchForm}>
        <div className="field search-field">
          <label htmlFor={`${id}-q`}>{o.vouchersSearch}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={q} aria-describedby={`${id}-q-hint`} maxLength={64} />
          <p className="hint" id={`${id}-q-hint`}>
            {o.vouchersSearchHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{o.vouchersStatusFilter}</label>
          <select id={`${id}-status`} name="status" defaultValue={status ?? ''}>
            <option value="">{o.vouchersAllStatuses}</option>
            {VOUCHER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {o.voucherStatusName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {o.vouchersSearchSubmit}
          </button>
        </div>
      </form>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : data.vouchers.length === 0 ? (
        <Empty>{o.vouchersEmpty}</Empty>
      ) : (
        <>
          {data.truncated && <p className="notice">{o.vouchersTruncated}</p>}
          <DataTable table={table} label={o.vouchersTable} caption={o.vouchersTable} busy={isFetching} />
        </>
      )}
      <VoucherDialog
        voucher={open}
        onClose={() => {
          setShown(null);
          if (opened) go({ voucher: undefined });
        }}
      />
    </>
  );
}
