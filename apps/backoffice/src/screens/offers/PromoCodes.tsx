import type { PromoCodeView } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { errorText } from '../../api/client';
import { usePromoCodes, useSavePromoCode } from '../../api/offers';
import { useI18n } from '../../i18n';
import type { OffersMessages } from '../../i18n/offers';
import { DataTable } from '../../ui/DataTable';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { PromoCodeDialog } from './PromoCodeForm';
import { useOffersTexts } from './texts';

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

/** The promo codes tab: the list, with edit and disable / enable on each row, and a new code. */
export function PromoCodes() {
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
      {
        id: 'code',
        header: o.promoCode,
        meta: { primary: true },
        cell: ({ row }) => <span className="strong offers-code">{row.original.code}</span>,
      },
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
