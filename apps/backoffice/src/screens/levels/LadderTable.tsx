import type { Level } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import type { LevelsMessages } from '../../i18n/levels';
import { DataTable } from '../../ui/DataTable';

function ladderColumns(t: LevelsMessages, lang: 'fr' | 'en'): ColumnDef<Level>[] {
  return [
    { id: 'rank', header: t.colRank, cell: ({ row }) => row.index + 1, meta: { className: 'num' } },
    {
      id: 'name',
      header: t.colName,
      cell: ({ row }) => <span className="strong">{row.original.name[lang]}</span>,
      meta: { primary: true },
    },
    { id: 'ages', header: t.colAges, cell: ({ row }) => t.ages(row.original.ageMin, row.original.ageMax) },
    { id: 'canDo', header: t.colCanDo, cell: ({ row }) => row.original.canDo[lang] },
    { id: 'medal', header: t.colMedal, cell: ({ row }) => row.original.medal?.[lang] ?? t.noMedal },
  ];
}

/** A discipline's ladder, read: each level in order with its ages, what a child can do and its medal. */
export function LadderTable({ levels, label, t }: { levels: Level[]; label: string; t: LevelsMessages }) {
  const { lang } = useI18n();
  const columns = useMemo(() => ladderColumns(t, lang), [t, lang]);
  const table = useReactTable({ data: levels, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label={label} />;
}
