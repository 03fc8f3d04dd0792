import type { Instructor, Level } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import type { InstructorsMessages } from '../../i18n/instructors';
import { Link } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { expiryState, schoolToday } from './dates';

type Lang = 'fr' | 'en';

/** A language's name in the staff's language (`de` → allemand), the code when the browser has no name for it. */
export function languageName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The levels an instructor may teach in a discipline, as the ladder's first and last ("Ourson → 2e Étoile"). */
function levelRange(keys: string[], ladder: Level[], lang: Lang): string {
  const taught = ladder.filter((l) => keys.includes(l.key)).sort((a, b) => a.position - b.position);
  const first = taught[0];
  const last = taught[taught.length - 1];
  if (!first || !last) return keys.join(', ');
  return first === last ? first.name[lang] : `${first.name[lang]} → ${last.name[lang]}`;
}

/** The earliest diploma expiry, said in words (a warning when past or within 30 days), not by colour alone. */
export function DiplomaExpiry({ date, t }: { date: string | null; t: InstructorsMessages }) {
  const { f } = useI18n();
  const state = expiryState(date, schoolToday());
  if (state === 'none' || !date) return <span>{t.noExpiry}</span>;
  const text = state === 'expired' ? t.expired(f.date(date)) : state === 'soon' ? t.expiresSoon(f.date(date)) : t.expiresOn(f.date(date));
  return (
    <span className={state === 'valid' ? undefined : `badge expiry-${state}`}>
      {state !== 'valid' && <span aria-hidden="true">⚠ </span>}
      {text}
    </span>
  );
}

function columns(t: InstructorsMessages, lang: Lang, levels: Level[]): ColumnDef<Instructor>[] {
  return [
    {
      id: 'name',
      header: t.colName,
      cell: ({ row }) => (
        <>
          <Link to={`/instructors/${row.original.id}`} className="strong">
            {row.original.firstName} {row.original.lastName}
          </Link>
          {row.original.archived && <span className="badge"> {t.archivedBadge}</span>}
        </>
      ),
      meta: { primary: true },
    },
    {
      id: 'disciplines',
      header: t.colDisciplines,
      cell: ({ row }) => row.original.disciplines.map((d) => t.discipline(d.discipline)).join(', '),
    },
    {
      id: 'levels',
      header: t.colLevels,
      cell: ({ row }) => (
        <ul className="plain-list">
          {row.original.disciplines.map((d) => (
            <li key={d.discipline}>
              {t.disciplineLevels(
                t.discipline(d.discipline),
                levelRange(
                  d.levels,
                  levels.filter((l) => l.discipline === d.discipline),
                  lang,
                ),
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'languages',
      header: t.colLanguages,
      cell: ({ row }) => row.original.languages.map((c) => languageName(c, lang)).join(', '),
    },
    { id: 'diplomas', header: t.colDiplomas, cell: ({ row }) => <DiplomaExpiry date={row.original.diplomaExpiresOn} t={t} /> },
    { id: 'week', header: t.colWeek, cell: ({ row }) => t.daysAvailable(row.original.daysAvailable), meta: { className: 'num' } },
  ];
}

/** The instructors as a table: name (to their profile), what they teach, languages, diploma expiry, the coming week. */
export function InstructorsTable({ instructors, levels, t }: { instructors: Instructor[]; levels: Level[]; t: InstructorsMessages }) {
  const { lang } = useI18n();
  const cols = useMemo(() => columns(t, lang, levels), [t, lang, levels]);
  const table = useReactTable({ data: instructors, columns: cols, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label={t.tableLabel} />;
}
