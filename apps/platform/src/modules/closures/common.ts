import type { ClosureReason } from '@schuss/contracts';
import type { closures } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { SchoolInfo } from '../schools';

/** Helpers the closures' files share. */

export type ClosureRow = typeof closures.$inferSelect;

const REASON_LABELS: Record<'fr' | 'en', Record<ClosureReason, string>> = {
  fr: { weather: 'Météo', avalanche: 'Risque d’avalanche', lift_breakdown: 'Panne des remontées', other: 'Autre raison' },
  en: { weather: 'Weather', avalanche: 'Avalanche risk', lift_breakdown: 'Lift breakdown', other: 'Other reason' },
};

/** The closure as staff read it in the slot's closing reason and refunds (the site's language). */
export function staffReason(c: Pick<ClosureRow, 'id' | 'reason' | 'note'>, site: SchoolInfo, max: number): string {
  const lang = site.defaultLang === 'fr' ? 'fr' : 'en';
  const head = `${lang === 'fr' ? 'Fermeture' : 'Closure'} ${c.id} — ${REASON_LABELS[lang][c.reason]}`;
  const text = c.note ? `${head} : ${c.note}` : head;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const isCode = (err: unknown, code: string): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === code || e?.cause?.code === code;
};

export const sortedIds = (list: Iterable<number>) => [...new Set(list)].sort((a, b) => a - b);
export const idList = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );
