import type { SeasonProduct, SeasonSlot, SeasonView } from '@schuss/contracts';
import { addDays, todayIso } from '@schuss/contracts/rules';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { isApiCallError } from '../../api/client';
import { useSeason, useSeasonSlots } from '../../api/season';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { PeriodFilter, usePeriod } from '../../ui/PeriodFilter';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { mondayOf, timesText } from './format';
import { GenerateForm } from './GenerateForm';
import { HoursGrid, RemoveHoursForm } from './HoursGrid';
import { SlotActions } from './SlotDialogs';
import { useSeasonTexts } from './texts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A group product's slots as a table: days, times, places (capacity, sold, held, free), closing, and each slot's actions. */
function SlotsTable({ slots, label }: { slots: SeasonSlot[]; label: string }) {
  const { f } = useI18n();
  const t = useSeasonTexts();
  const columns = useMemo<ColumnDef<SeasonSlot>[]>(
    () => [
      {
        id: 'days',
        header: t.colDays,
        meta: { primary: true },
        cell: ({ row: { original: s } }) =>
          s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`,
      },
      { id: 'times', header: t.colTimes, cell: ({ row }) => timesText(row.original) },
      { id: 'capacity', header: t.colCapacity, cell: ({ row }) => row.original.capacity, meta: { className: 'num' } },
      { id: 'sold', header: t.colSold, cell: ({ row }) => row.original.sold, meta: { className: 'num' } },
      { id: 'held', header: t.colHeld, cell: ({ row }) => row.original.held, meta: { className: 'num' } },
      { id: 'free', header: t.colFree, cell: ({ row }) => row.original.free, meta: { className: 'num' } },
      {
        id: 'state',
        header: t.colState,
        cell: ({ row: { original: s } }) =>
          s.closed ? (
            <span className="badge full">{t.closedWith(s.closedReason ?? '')}</span>
          ) : s.free === 0 ? (
            <span className="badge">{t.slotFull}</span>
          ) : (
            t.slotOpen
          ),
      },
      { id: 'actions', header: t.colActions, cell: ({ row }) => <SlotActions slot={row.original} /> },
    ],
    [t, f],
  );
  const table = useReactTable({ data: slots, columns, getCoreRowModel: getCoreRowModel(), getRowId: (s) => String(s.id) });
  return <DataTable table={table} label={label} />;
}

function GroupSlots({ product, season }: { product: SeasonProduct; season: SeasonView }) {
  const { f } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const { from, to } = usePeriod(season.startsOn, season.endsOn);
  const { data, error, isPending, isFetching, refetch } = useSeasonSlots(product.key, from, to);
  const label = t.slotsBetween(f.date(from), f.date(to));
  return (
    <>
      <section className="panel">
        {/* Keyed by product: another product's page starts again from that product's defaults. */}
        <GenerateForm product={product} season={season} mode="weeks" key={product.key} />
      </section>
      <section className="panel" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t.slotsListHeading}</h2>
        <PeriodFilter from={from} to={to} path={`/season/products/${encodeURIComponent(product.key)}`} label={label} />
        {isPending && <Spinner />}
        {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
        {data &&
          (data.slots.length === 0 ? (
            <Empty>{t.slotsNone}</Empty>
          ) : (
            <>
              {data.truncated && <p className="notice">{t.slotsTruncated(data.slots.length)}</p>}
              <p className="result-count" aria-live="polite">
                {t.slotCount(data.slots.length)}
                {isFetching && <span className="spinner inline" aria-hidden="true" />}
              </p>
              <SlotsTable slots={data.slots} label={label} />
            </>
          ))}
      </section>
    </>
  );
}

function PrivateHours({ product, season }: { product: SeasonProduct; season: SeasonView }) {
  const { f } = useI18n();
  const t = useSeasonTexts();
  const { search } = useLocation();
  const today = todayIso();
  const start = season.startsOn > today ? season.startsOn : today;
  const monday = mondayOf(DAY.test(search.get('week') ?? '') ? (search.get('week') as string) : start);
  const sunday = addDays(monday, 6);
  const { data, error, isPending, refetch } = useSeasonSlots(product.key, monday, sunday);
  const go = (week: string) => navigate(`/season/products/${encodeURIComponent(product.key)}?week=${week}`);
  return (
    <>
      <section className="panel" aria-labelledby="hours-h">
        <h2 id="hours-h">{t.hoursHeading}</h2>
        <p className="hint">{t.hoursIntro}</p>
        <nav className="week-nav" aria-label={t.weekNav}>
          <button type="button" className="button secondary" onClick={() => go(addDays(monday, -7))}>
            {t.weekPrevious}
          </button>
          <span className="strong">{t.hoursWeek(f.date(monday), f.date(sunday))}</span>
          <button type="button" className="button secondary" onClick={() => go(addDays(monday, 7))}>
            {t.weekNext}
          </button>
        </nav>
        {isPending && <Spinner />}
        {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
        {data && <HoursGrid monday={monday} slots={data.slots} />}
      </section>
      <section className="panel">
        <GenerateForm product={product} season={season} mode="hours" from={monday} to={sunday} key={`open-${product.key}-${monday}`} />
      </section>
      <section className="panel">
        <RemoveHoursForm product={product} from={monday} to={sunday} key={`remove-${product.key}-${monday}`} />
      </section>
    </>
  );
}

/** A dated product's slots: generation with a preview, capacities, closing; for a private lesson, its hours week by week. */
export default function ProductSlotsScreen({ productKey }: { productKey: string }) {
  const { m } = useI18n();
  const t = useSeasonTexts();
  const season = useSeason();
  // The product's figures come with its slots: asked for one day only.
  const product = useSeasonSlots(productKey, season.data?.startsOn, season.data?.startsOn, season.data !== undefined);
  // While another product's figures are still shown (kept while the next loads), this one is not known yet.
  const p = product.data?.product?.key === productKey ? product.data.product : undefined;
  const back = (
    <Link to="/season" className="button secondary">
      {t.backToSeason}
    </Link>
  );
  return (
    <Screen title={p ? t.productSlotsTitle(p.name) : t.seasonTitle} actions={back}>
      {(season.isPending || (!p && !product.error)) && <Spinner />}
      {season.error && <ErrorMessage error={season.error} onRetry={() => void season.refetch()} />}
      {product.error &&
        (isApiCallError(product.error) && product.error.field === 'query.product' ? (
          <p className="error-box" role="alert">
            {t.productNotDated}
          </p>
        ) : (
          <ErrorMessage error={product.error} onRetry={() => void product.refetch()} />
        ))}
      {p && season.data && (
        <>
          <p className="lead">
            {p.capacityUnit === 'booking' ? t.privateLesson : m.type_[p.type]} · {t.slotCount(p.slots)}
          </p>
          {p.capacityUnit === 'booking' ? (
            <PrivateHours product={p} season={season.data} />
          ) : (
            <GroupSlots product={p} season={season.data} />
          )}
        </>
      )}
    </Screen>
  );
}
