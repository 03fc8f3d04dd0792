import { type EarningsReport, ErrorCode, type SepaQuery } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import type { Db } from '@schuss/db';
import { csvAmount, toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { hours } from './pdf';
import { sepaXml } from './sepa';
import { earningsReport } from './service';

const CSV_HEADER = {
  fr: ['Moniteur', 'Prénom', 'Nom', 'Heures', 'Cours', 'Encaissé', 'Part école', 'Dû', 'IBAN'],
  en: ['Instructor', 'First name', 'Last name', 'Hours', 'Lessons', 'Collected', "School's share", 'Owed', 'IBAN'],
};

/** The office's CSV: one row per instructor of the period (amounts with the language's decimal separator), then the totals. */
export function earningsCsv(r: EarningsReport, lang: 'fr' | 'en'): string {
  const money = (cents: number) => csvAmount(cents, lang);
  const rows = r.instructors.map((i) => [
    i.id,
    i.firstName,
    i.lastName,
    hours(i.minutes, lang),
    i.lessons,
    money(i.collectedCents),
    money(i.shareCents),
    money(i.owedCents),
    i.bankAccount?.iban ?? '',
  ]);
  const t = r.totals;
  return toCsv(CSV_HEADER[lang], [
    ...rows,
    ['Total', '', '', hours(t.minutes, lang), t.lessons, money(t.collectedCents), money(t.shareCents), money(t.owedCents), ''],
  ]);
}

const WORDS = {
  fr: {
    noAccount: "body.payerIban: le compte de l'école (IBAN) n'est pas renseigné : enregistrez-le avec la règle de part",
    nothing: 'query.from: aucun moniteur avec un IBAN n’a de montant dû sur la période',
    remittance: (from: string, to: string) => `Remuneration cours du ${from} au ${to}`,
  },
  en: {
    noAccount: "body.payerIban: the school's account (IBAN) is not set: save it with the share rule",
    nothing: 'query.from: no instructor with an IBAN is owed anything in this period',
    remittance: (from: string, to: string) => `Lessons from ${from} to ${to}`,
  },
};

/**
 * The period's SEPA transfers: each instructor with an account and something owed, paid from the school's account.
 * Instructors without an account are left out (the screen names them); 409 in words when the school's account is not
 * set or nobody is to be paid.
 */
export async function earningsSepa(db: Db, site: string, q: SepaQuery, now = new Date()): Promise<{ filename: string; body: string }> {
  const report = await earningsReport(db, site, q);
  const w = WORDS[q.lang];
  const payer = report.rule;
  if (!payer.payerIban || !payer.payerName) throw new HttpError(409, w.noAccount, 'body.payerIban', ErrorCode.Conflict);
  const paid = report.instructors.filter((i) => i.bankAccount && i.owedCents > 0);
  if (!paid.length) throw new HttpError(409, w.nothing, 'query.from', ErrorCode.Conflict);
  const compact = (d: string) => d.replace(/-/g, '');
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, '');
  const messageId = `E${compact(q.from)}${compact(q.to)}T${stamp.replace(/\D/g, '')}`;
  const body = sepaXml({
    messageId,
    createdAt: stamp,
    executionDate: q.executionDate ?? addDays(now.toISOString().slice(0, 10), 1),
    payer: { name: payer.payerName, iban: payer.payerIban, bic: payer.payerBic },
    transfers: paid.map((i) => ({
      endToEndId: `E${compact(q.from)}-${i.id}`,
      name: i.bankAccount?.holder ?? `${i.firstName} ${i.lastName}`,
      iban: i.bankAccount?.iban ?? '',
      bic: i.bankAccount?.bic ?? null,
      cents: i.owedCents,
      remittance: w.remittance(q.from, q.to),
    })),
  });
  return { filename: `transfers-${site}-${q.from}-${q.to}.xml`, body };
}
