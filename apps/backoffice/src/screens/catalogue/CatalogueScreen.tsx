import { PRODUCT_TYPES, type ProductRow, type ProductsInput, type ProductType } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo } from 'react';
import { useCatalogueCsvUrl, useProducts } from '../../api/products';
import { useI18n } from '../../i18n';
import type { CatalogueTexts } from '../../i18n/catalogue';
import type { Messages } from '../../i18n/fr';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { FilterPanel } from '../../ui/FilterPanel';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { ImportPanel } from './ImportPanel';
import { useCatalogueTexts } from './texts';

type F = ReturnType<typeof useI18n>['f'];
type Status = NonNullable<ProductsInput['status']>;
type State = { q?: string; type?: ProductType; status: Status };

/** The list's filters, from the URL (so a filtered list can be linked to and comes back with the browser's back button). */
function readState(search: URLSearchParams): State {
  const type = search.get('type');
  const status = search.get('status');
  return {
    q: search.get('q')?.trim() || undefined,
    type: (PRODUCT_TYPES as readonly string[]).includes(type ?? '') ? (type as ProductType) : undefined,
    status: status === 'visible' || status === 'hidden' ? status : 'all',
  };
}
const hrefOf = (s: State) => {
  const q = new URLSearchParams();
  if (s.q) q.set('q', s.q);
  if (s.type) q.set('type', s.type);
  if (s.status !== 'all') q.set('status', s.status);
  const qs = q.toString();
  return `/catalogue${qs ? `?${qs}` : ''}`;
};

export function productColumns(m: Messages, t: CatalogueTexts, f: F, lang: 'fr' | 'en'): ColumnDef<ProductRow>[] {
  return [
    {
      id: 'name',
      header: t.catName,
      meta: { primary: true },
      cell: ({ row }) => (
        <>
          <Link to={`/catalogue/${encodeURIComponent(row.original.key)}`}>{row.original.name[lang] || row.original.name.fr}</Link>
          <br />
          <code className="muted small">{row.original.key}</code>
        </>
      ),
    },
    { id: 'type', header: m.productType, cell: ({ row }) => m.type_[row.original.type] },
    { id: 'merchant', header: m.merchant, cell: ({ row }) => row.original.merchant.name },
    {
      id: 'fromPrice',
      header: t.catFromPrice,
      meta: { className: 'num' },
      cell: ({ row }) => f.money(row.original.fromPrice.amount),
    },
    {
      id: 'visibility',
      header: t.catVisibility,
      cell: ({ row }) =>
        row.original.hidden ? (
          <span className="badge cat-hidden">{t.catHidden}</span>
        ) : (
          <span className="badge status-paid">{t.catVisible}</span>
        ),
    },
    {
      id: 'slots',
      header: t.catSlots,
      meta: { className: 'num' },
      cell: ({ row }) => (row.original.dated ? f.number(row.original.upcomingSlots) : '—'),
    },
    {
      id: 'version',
      header: t.catVersion,
      meta: { className: 'num' },
      cell: ({ row }) => row.original.version,
    },
    { id: 'updatedAt', header: t.catUpdated, cell: ({ row }) => f.instant(row.original.updatedAt) },
  ];
}

function Filters({ state }: { state: State }) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    navigate(hrefOf(readState(new URLSearchParams(Object.entries(Object.fromEntries(data)).map(([k, v]) => [k, String(v)])))));
  };
  // On a phone the filters fold behind a button counting those in use (the products come first).
  const active = [state.q, state.type, state.status === 'all' ? undefined : state.status].filter(Boolean).length;
  return (
    <FilterPanel active={active}>
      <form className="filters card" onSubmit={submit} aria-label={t.catFilters} key={JSON.stringify(state)}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t.catSearch}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={state.q ?? ''} maxLength={120} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{m.productType}</label>
          <select id={`${id}-type`} name="type" defaultValue={state.type ?? ''}>
            <option value="">{m.any}</option>
            {PRODUCT_TYPES.map((t) => (
              <option key={t} value={t}>
                {m.type_[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t.catVisibility}</label>
          <select id={`${id}-status`} name="status" defaultValue={state.status}>
            <option value="all">{t.catStatusAll}</option>
            <option value="visible">{t.catStatusVisible}</option>
            <option value="hidden">{t.catStatusHidden}</option>
          </select>
        </div>
        <div className="filter-buttons">
          <button type="submit" className="button primary">
            {m.search}
          </button>
          <Link to="/catalogue" className="button secondary">
            {m.resetFilters}
          </Link>
        </div>
      </form>
    </FilterPanel>
  );
}

/** The catalogue: the resort's products (filtered by the platform), a link to each, a new one, CSV export and import. */
export default function CatalogueScreen() {
  const { m, f, lang } = useI18n();
  const t = useCatalogueTexts();
  const { search } = useLocation();
  const state = readState(search);
  const { data, error, isPending, isFetching, refetch } = useProducts({ q: state.q, type: state.type, status: state.status });
  const csvUrl = useCatalogueCsvUrl();
  const columns = useMemo(() => productColumns(m, t, f, lang), [m, t, f, lang]);
  const table = useReactTable({ data: data?.products ?? [], columns, getCoreRowModel: getCoreRowModel() });
  return (
    <Screen
      title={t.catTitle}
      actions={
        <>
          <Link to="/catalogue/new" className="button primary">
            {t.catNew}
          </Link>
          <a className="button secondary" href={csvUrl} download>
            {t.catExport}
          </a>
        </>
      }
    >
      <Filters state={state} />
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {isPending && <Spinner />}
      {data && (
        <>
          <p className="result-count" role="status">
            {t.catCount(data.products.length)}
            {isFetching && <span className="spinner inline" aria-hidden="true" />}
          </p>
          {data.products.length === 0 ? <Empty>{t.catEmpty}</Empty> : <DataTable table={table} label={t.catTableLabel} busy={isFetching} />}
        </>
      )}
      <ImportPanel />
    </Screen>
  );
}
