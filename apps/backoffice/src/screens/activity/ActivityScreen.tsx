import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { useActivity } from '../../api/activity';
import { useAuth } from '../../api/session';
import { useI18n } from '../../i18n';
import { Link, navigate, useLocation } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useActivityTexts } from './texts';
import { readableChanges, sentence, type Words } from './words';

const isKind = (v: string | null): v is ActivityKind => v !== null && (ACTIVITY_KINDS as readonly string[]).includes(v);

/**
 * The school's activity log: who changed what and when, each action a sentence of the staff's language with
 * what it changed field by field in words, newest first, 50 at a time ("older actions" adds the
 * next 50), one area at a time if wished (`?kind=`, kept in the URL). Account changes are for admins.
 */
export default function ActivityScreen() {
  const { f, lang, m } = useI18n();
  const t = useActivityTexts();
  const words = useMemo<Words>(() => ({ t, f, lang, m }), [t, f, lang, m]);
  const id = useId();
  const { auth } = useAuth();
  const admin = auth.status === 'in' && auth.session.role === 'admin';
  const { search } = useLocation();
  const asked = search.get('kind');
  const kind = isKind(asked) ? asked : undefined;
  const { data, error, isPending, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useActivity(kind);
  const entries = useMemo(() => data?.pages.flatMap((p) => p.entries) ?? [], [data]);

  const columns = useMemo<ColumnDef<ActivityEntry>[]>(
    () => [
      { id: 'when', header: t.when, cell: ({ row }) => <span className="nowrap">{f.instant(row.original.at)}</span> },
      {
        id: 'what',
        header: t.what,
        cell: ({ row: { original: e } }) => (
          <>
            {sentence(e, words)}
            {e.orderNumber && (
              <>
                <br />
                <Link to={`/orders/${encodeURIComponent(e.orderNumber)}`} aria-label={t.seeOrder(e.orderNumber)}>
                  {t.order(e.orderNumber)}
                </Link>
              </>
            )}
          </>
        ),
      },
      {
        id: 'changes',
        header: t.changes,
        cell: ({ row: { original: e } }) => {
          const lines = readableChanges(e, words);
          return lines.length ? (
            <ul className="plain changes">
              {lines.map((c) => (
                <li key={c.field}>{t.change(c.field, c.before, c.after)}</li>
              ))}
            </ul>
          ) : (
            t.nothing
          );
        },
      },
    ],
    [t, f, words],
  );
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel(), getRowId: (e) => String(e.id) });

  const kinds = ACTIVITY_KINDS.filter((k) => admin || k !== 'accounts');
  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t.kind}</label>
          <select
            id={`${id}-kind`}
            value={kind ?? ''}
            onChange={(e) => navigate(e.target.value ? `/activity?kind=${e.target.value}` : '/activity', { replace: true })}
          >
            <option value="">{t.allKinds}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t.kindName(k)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data &&
        (entries.length === 0 ? (
          <Empty>{kind ? t.emptyKind : t.empty}</Empty>
        ) : (
          <>
            <DataTable table={table} label={t.table} busy={isFetchingNextPage} />
            <p className="muted small" aria-live="polite">
              {t.shown(entries.length)}
              {hasNextPage ? '' : ` · ${t.end}`}
            </p>
            {hasNextPage && (
              <button type="button" className="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t.loadingOlder : t.older}
              </button>
            )}
          </>
        ))}
    </Screen>
  );
}
