import * as Tabs from '@radix-ui/react-tabs';
import { type GiftVoucherView, type PromoCodeView, VOUCHER_STATUSES, type VoucherStatus } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { errorText } from '../../api/client';
import { usePromoCodes, useSavePromoCode, useVouchers } from '../../api/offers';
import { useI18n } from '../../i18n';
import type { OffersMessages } from '../../i18n/offers';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { PromoCodeDialog } from './PromoCodeForm';
import { useOffersTexts } from './texts';
import { VoucherDialog, voucherCode } from './VoucherDialog';

type F = ReturnType<typeof useI18n>['f'];

/** A code's validity in words. */
export function validityText(p: Pick<PromoCodeView, 'validFrom' | 'validTo'>, o: OffersMessages, f: F): string {
  if (p.validFrom && p.validTo) return o.promoBetween(f.date(p.validFrom), f.date(p.validTo));
  if (p.validFrom) return o.promoFrom(f.date(p.validFrom));
  if (p.validTo) return o.promoUntil(f.date(p.validTo));
  return o.promoAlways;
}

/** The code as staff save it, with `active` flipped (disable / enable from the list). */
const toggled = (p: PromoCodeView) => ({
  code: p.code,
  kind: p.kind,
  percent: p.percent,
  amountCents: p.amountOff?.amount ?? null,
  productTypes: p.productTypes,
  validFrom: p.validFrom,
  validTo: p.validTo,
  maxUses: p.maxUses,
  exclusive: p.exclusive,
  active: !p.active,
});

function PromoCodes() {
  const { m, f } = useI18n();
  const o = useOffersTexts();
  const notify = useToast();
  const { data, error, refetch, isPending } = usePromoCodes();
  const save = useSavePromoCode();
  const [editing, setEditing] = useState<PromoCodeView | null | 'new'>(null);

  const columns = useMemo<ColumnDef<PromoCodeView>[]>(() => {
    async function toggle(p: PromoCodeView) {
      try {
        await save.mutateAsync({ id: p.id, body: toggled(p) });
        notify(p.active ? o.promoDisabled(p.code) : o.promoEnabled(p.code));
      } catch (err) {
        notify(errorText(err, m), 'error');
      }
    }
    return [
      { id: 'code', header: o.promoCode, cell: ({ row }) => <span className="strong offers-code">{row.original.code}</span> },
      {
        id: 'discount',
        header: o.promoDiscount,
        cell: ({ row: { original: p } }) =>
          p.percent !== null ? o.promoPercentOff(p.percent) : o.promoAmountOff(f.money(p.amountOff?.amount ?? 0)),
      },
      {
        id: 'types',
        header: o.promoTypes,
        cell: ({ row: { original: p } }) => (p.productTypes.length ? p.productTypes.map((t) => m.type_[t]).join(', ') : o.promoAllTypes),
      },
      { id: 'validity', header: o.promoValidity, cell: ({ row }) => validityText(row.original, o, f) },
      {
        id: 'uses',
        header: o.promoUses,
        cell: ({ row: { original: p } }) => (
          <>
            {o.promoUsesValue(p.uses, p.maxUses)}
            {p.reserved > 0 && <span className="muted small"> · {o.promoReserved(p.reserved)}</span>}
          </>
        ),
      },
      { id: 'combination', header: o.promoCombination, cell: ({ row }) => (row.original.exclusive ? o.promoExclusive : o.promoCumulative) },
      {
        id: 'status',
        header: o.promoStatus,
        cell: ({ row }) => (
          <span className={`badge ${row.original.active ? 'status-paid' : 'status-cancelled'}`}>
            {row.original.active ? o.promoActive : o.promoInactive}
          </span>
        ),
      },
      {
        id: 'actions',
        header: o.promoActions,
        cell: ({ row: { original: p } }) => (
          <div className="actions offers-row-actions">
            <button type="button" className="button secondary small" aria-label={o.promoEditLabel(p.code)} onClick={() => setEditing(p)}>
              {o.promoEdit}
            </button>
            <button
              type="button"
              className="button secondary small"
              aria-label={p.active ? o.promoDisableLabel(p.code) : o.promoEnableLabel(p.code)}
              disabled={save.isPending}
              onClick={() => void toggle(p)}
            >
              {p.active ? o.promoDisable : o.promoEnable}
            </button>
          </div>
        ),
      },
    ];
  }, [m, o, f, save, notify]);
  const table = useReactTable({ data: data?.promoCodes ?? [], columns, getCoreRowModel: getCoreRowModel() });

  return (
    <>
      <div className="actions">
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          {o.promoNew}
        </button>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : data.promoCodes.length === 0 ? (
        <Empty>{o.promoEmpty}</Empty>
      ) : (
        <DataTable table={table} label={o.promoTable} caption={o.promoTable} />
      )}
      <PromoCodeDialog
        code={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </>
  );
}

function Vouchers() {
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

/**
 * Offers (issue 14): the school's promo codes (`/offers`) and gift vouchers (`/offers?tab=vouchers`, with `q`,
 * `status` and an opened `voucher`), one tab each; the tab is in the query so switching keeps the focus on it.
 */
export default function OffersScreen(_props: Record<string, unknown>) {
  const o = useOffersTexts();
  const { search } = useLocation();
  const tab = search.get('tab') === 'vouchers' ? 'vouchers' : 'promo';
  return (
    <Screen title={o.offersTitle}>
      <p className="lead">{o.offersIntro}</p>
      <Tabs.Root value={tab} onValueChange={(v) => navigate(v === 'vouchers' ? '/offers?tab=vouchers' : '/offers')} activationMode="manual">
        <Tabs.List className="tabs" aria-label={o.offersTabs}>
          <Tabs.Trigger value="promo" className="tab">
            {o.offersTabPromo}
          </Tabs.Trigger>
          <Tabs.Trigger value="vouchers" className="tab">
            {o.offersTabVouchers}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="promo" className="tab-panel">
          {tab === 'promo' && <PromoCodes />}
        </Tabs.Content>
        <Tabs.Content value="vouchers" className="tab-panel">
          {tab === 'vouchers' && <Vouchers />}
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  );
}
