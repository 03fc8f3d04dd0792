import type { WaitlistEntryRow } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useWaitlist } from '../../api/waitlist';
import { useI18n } from '../../i18n';
import type { WaitlistMessages } from '../../i18n/waitlist';
import { DataTable } from '../../ui/DataTable';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useWaitlistTexts } from './waitlistTexts';

type F = ReturnType<typeof useI18n>['f'];

/** Where an entry stands, with the times that matter: until when its places are held and its e-mail, or when it ended. */
function standing(e: WaitlistEntryRow, w: WaitlistMessages, f: F): string {
  const status = w.waitlistStatuses[e.status];
  if (e.status === 'offered') {
    const mail = e.mailError
      ? w.waitlistMailFailed(e.mailError)
      : e.mailedAt
        ? w.waitlistMailed(f.instant(e.mailedAt))
        : w.waitlistMailPending;
    return `${status} ${e.offerExpiresAt ? w.waitlistUntil(f.instant(e.offerExpiresAt)) : ''} · ${mail}`;
  }
  if (e.status === 'waiting') return status;
  return e.endedAt ? `${status} ${w.waitlistOn(f.instant(e.endedAt))}` : status;
}

/** The columns of a slot's waiting list. */
export function waitlistColumns(w: WaitlistMessages, f: F): ColumnDef<WaitlistEntryRow>[] {
  return [
    { id: 'position', header: w.waitlistPosition, cell: ({ row }) => row.original.position ?? '—' },
    {
      id: 'email',
      header: w.waitlistEmail,
      cell: ({ row }) =>
        row.original.email ? (
          <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
        ) : (
          <span className="muted">{w.waitlistAnonymised}</span>
        ),
    },
    { id: 'places', header: w.waitlistPlaces, cell: ({ row }) => row.original.places, meta: { className: 'num' } },
    { id: 'lang', header: w.waitlistLang, cell: ({ row }) => w.waitlistLangs[row.original.lang] },
    { id: 'since', header: w.waitlistSince, cell: ({ row }) => f.instant(row.original.createdAt) },
    { id: 'status', header: w.waitlistStatus, cell: ({ row }) => standing(row.original, w, f) },
  ];
}

/** A slot's waiting list, under its roster (not printed): who waits, since when, what was offered and when it ended. */
export function WaitlistSection({ slotId }: { slotId: number }) {
  const { f } = useI18n();
  const w = useWaitlistTexts();
  const { data, error, isPending, refetch } = useWaitlist(slotId);
  const columns = useMemo(() => waitlistColumns(w, f), [w, f]);
  const table = useReactTable({ data: data?.entries ?? [], columns, getCoreRowModel: getCoreRowModel() });
  const waiting = data?.entries.filter((e) => e.status === 'waiting').length ?? 0;
  const title = w.waitlistTitle(waiting);
  return (
    <section className="no-print waitlist" aria-labelledby="waitlist-h">
      <h2 id="waitlist-h">{title}</h2>
      <p className="muted">{w.waitlistIntro}</p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (data.entries.length === 0 ? <Empty>{w.waitlistEmpty}</Empty> : <DataTable table={table} label={title} />)}
    </section>
  );
}
