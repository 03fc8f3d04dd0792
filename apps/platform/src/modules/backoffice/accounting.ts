import type { ProductType, ReportQuery } from '@schuss/contracts';
import { type Db, type LedgerKind, rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { type CsvValue, csvAmount, toCsv } from '../../lib/csv';
import { dayEnd, dayStart, num } from '../../lib/sql';
import { checkPeriod } from './reports';

/**
 * The accountant's exports of a period, from the money ledger (decision 023):
 * - `journal.csv`: every ledger entry of the period as one balanced accounting entry (écriture) in the French
 *   FEC's 18 columns — the card or gift-voucher side against the revenue (excl. VAT) and the VAT collected;
 * - `vat-summary.csv`: consumer sales per day and VAT rate, and their refunds, ready for e-reporting.
 * Both are the project's CSV (UTF-8 with BOM, `;`, CRLF, formulas defused); no field ever holds `;`, `|`, a quote,
 * a tab or a line break, so nothing is quoted and `;` → `|` gives the FEC's official separator.
 */

type Account = { num: string; lib: string };

/** Where the revenue of a product type goes (excl. VAT): services, goods, or money collected for the commune. */
const REVENUE: Record<ProductType, Account> = {
  ESF: { num: '706000', lib: 'Prestations de services' },
  ESF_CUSTOM: { num: '706000', lib: 'Prestations de services' },
  LIFT: { num: '706000', lib: 'Prestations de services' },
  SKI_RENTAL: { num: '706000', lib: 'Prestations de services' },
  HOT: { num: '706000', lib: 'Prestations de services' },
  TRANSFER: { num: '706000', lib: 'Prestations de services' },
  STAND: { num: '706000', lib: 'Prestations de services' },
  ASSU: { num: '706000', lib: 'Prestations de services' },
  FFS: { num: '706000', lib: 'Prestations de services' },
  GENERIC_LINE: { num: '707000', lib: 'Ventes de marchandises' },
  STAY_TAX: { num: '467100', lib: 'Taxe de séjour collectée à reverser' },
};
/** Product types whose lines are not the school's sales (left out of the VAT summary). */
const NOT_SALES: ProductType[] = ['STAY_TAX'];
export const ACCOUNTS = {
  revenue: REVENUE,
  /** Gift vouchers sold: money received for a later sale, owed to the holder. */
  vouchers: { num: '419100', lib: 'Clients - avances reçues (bons cadeaux)' },
  /** Promo codes, and money given back for no line. */
  discounts: { num: '709000', lib: 'Rabais, remises et ristournes accordés' },
  /** What the provider took or gave back, before it pays out to the bank. */
  card: (provider: string | null): Account =>
    provider === 'stripe'
      ? { num: '511100', lib: 'Encaissements carte Stripe' }
      : provider === 'lyra'
        ? { num: '511200', lib: 'Encaissements carte Lyra' }
        : provider === 'sandbox'
          ? { num: '511900', lib: 'Encaissements carte bac à sable (essais)' }
          : { num: '511000', lib: 'Encaissements carte' },
  /** VAT collected, one account per rate. */
  vat: (rateBp: number): Account => {
    const sub = ({ 2000: '1', 1000: '2', 550: '3', 210: '4' } as Record<number, string>)[rateBp] ?? '9';
    return { num: `44571${sub}`, lib: `TVA collectée ${rate(rateBp, 'fr')} %` };
  },
};

/** A rate in basis points as a percentage in words (`20`, `5,5`). */
const rate = (bp: number, lang: string) => {
  const s = String(bp / 100);
  return lang === 'fr' ? s.replace('.', ',') : s;
};

/** Text for the files: no separator, quote, tab or line break (so no field is ever quoted). */
const clean = (s: string) =>
  s
    .replace(/[;|"\t\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type EntryRow = {
  id: unknown;
  kind: LedgerKind;
  amount_cents: unknown;
  vat_rate_bp: unknown;
  vat_cents: unknown;
  product_type: ProductType | null;
  provider: string | null;
  day: string;
  number: string;
  customer: string | null;
  gift: boolean | null;
};

/** The period's entries that moved money or took it off (not the 0 € ones), oldest first. */
const entriesOf = (db: Db, site: string, q: ReportQuery) =>
  rows<EntryRow>(
    db,
    sql`select e.id, e.kind, e.amount_cents, e.vat_rate_bp, e.vat_cents, e.product_type, e.provider,
               to_char(e.at at time zone 'UTC', 'YYYYMMDD') as day, o.number,
               concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') as customer,
               coalesce(p.attributes ? 'giftVoucher', false) as gift
          from ledger_entries e
          join orders o on o.id = e.order_id
          left join order_lines l on l.id = e.order_line_id
          left join products p on p.id = l.product_id
         where e.site = ${site} and e.at >= ${dayStart(q.from)} and e.at < ${dayEnd(q.to)} and e.amount_cents <> 0
         order by e.at, e.id`,
  );

type Line = { account: Account; debit: number; credit: number; third?: boolean };

/**
 * The balanced lines of one ledger entry: card money (`511`) or a gift voucher's debt (`4191`) on one side, the
 * revenue excluding VAT (`706`/`707`) and the VAT collected at its rate (`44571x`) on the other; promo codes as
 * `709` against the revenue (so the revenue shows the list price and `709` what codes took off); money given back
 * for no line as `709`. Amounts are positive; a negative adjustment is booked as money given back.
 */
export function entryLines(e: {
  kind: LedgerKind;
  amountCents: number;
  vatCents: number;
  vatRateBp: number;
  productType: ProductType | null;
  provider: string | null;
  gift: boolean;
}): Line[] {
  const back = e.kind === 'refund' || e.kind === 'voucher_credited' || (e.kind === 'adjustment' && e.amountCents < 0);
  const amount = Math.abs(e.amountCents);
  const vat = e.amountCents < 0 ? -e.vatCents : e.vatCents;
  const card = ACCOUNTS.card(e.provider);
  const sale = (): Line[] =>
    !e.productType
      ? [{ account: ACCOUNTS.discounts, debit: 0, credit: amount }]
      : e.gift
        ? [{ account: ACCOUNTS.vouchers, debit: 0, credit: amount, third: true }]
        : [
            { account: REVENUE[e.productType], debit: 0, credit: amount - vat },
            { account: ACCOUNTS.vat(e.vatRateBp), debit: 0, credit: vat },
          ];
  const money = (account: Account): Line => ({ account, debit: amount, credit: 0, third: true });
  let lines: Line[];
  switch (e.kind) {
    case 'discount':
      if (!e.productType) return [];
      lines = [
        { account: ACCOUNTS.discounts, debit: amount - vat, credit: 0 },
        { account: REVENUE[e.productType], debit: 0, credit: amount - vat },
      ];
      break;
    case 'voucher_redeemed':
    case 'voucher_credited':
      lines = [money(ACCOUNTS.vouchers), ...sale()];
      break;
    default:
      lines = [money(card), ...sale()];
  }
  // Given back: each line the other way round.
  if (back) lines = lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));
  return lines.filter((l) => l.debit !== 0 || l.credit !== 0);
}

/** What the FEC's EcritureLib says of each kind (French: the FEC is French). */
const KIND_LABEL: Record<LedgerKind, string> = {
  payment: 'Paiement',
  voucher_sold: 'Bon cadeau vendu',
  voucher_redeemed: 'Paiement par bon cadeau',
  discount: 'Remise code promo',
  refund: 'Remboursement',
  voucher_credited: 'Recrédit bon cadeau',
  refund_reversed: 'Remboursement refusé',
  adjustment: 'Correction',
};

/** The FEC's 18 columns (article A47 A-1 du LPF), in its order. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;
const JOURNAL = { code: 'VT', lib: 'Ventes en ligne' };

/**
 * `journal.csv`: one accounting entry per ledger entry of the period (its id as EcritureNum, the order number as
 * PieceRef and as the customer's auxiliary account on the card and voucher lines), dates `yyyyMMdd` (the UTC day,
 * as everywhere in the platform), amounts with a decimal comma. Validated when written: ledger entries never change.
 */
export async function journalCsv(db: Db, site: string, q: ReportQuery): Promise<string> {
  checkPeriod(q);
  const out: CsvValue[][] = [];
  for (const e of await entriesOf(db, site, q)) {
    const productType = e.product_type;
    const lines = entryLines({
      kind: e.kind,
      amountCents: num(e.amount_cents),
      vatCents: num(e.vat_cents),
      vatRateBp: num(e.vat_rate_bp),
      productType,
      provider: e.provider,
      gift: e.gift === true,
    });
    const what = clean(`${KIND_LABEL[e.kind]} ${e.number}${productType && !e.gift ? ` – ${REVENUE[productType].lib.toLowerCase()}` : ''}`);
    for (const l of lines) {
      out.push([
        JOURNAL.code,
        JOURNAL.lib,
        String(num(e.id)),
        e.day,
        l.account.num,
        clean(l.account.lib),
        l.third ? clean(e.number) : '',
        l.third ? clean(e.customer ?? '') : '',
        clean(e.number),
        e.day,
        what,
        csvAmount(l.debit, 'fr'),
        csvAmount(l.credit, 'fr'),
        '',
        '',
        e.day,
        '',
        '',
      ]);
    }
  }
  return toCsv(FEC_COLUMNS, out);
}

const VAT_LABELS = {
  fr: {
    day: 'Jour',
    rate: 'Taux de TVA (%)',
    base: 'Ventes HT (€)',
    vat: 'TVA (€)',
    total: 'Ventes TTC (€)',
    refundBase: 'Remboursements HT (€)',
    refundVat: 'TVA remboursée (€)',
    refundTotal: 'Remboursements TTC (€)',
    sum: 'Total',
  },
  en: {
    day: 'Day',
    rate: 'VAT rate (%)',
    base: 'Sales excl. VAT (€)',
    vat: 'VAT (€)',
    total: 'Sales incl. VAT (€)',
    refundBase: 'Refunds excl. VAT (€)',
    refundVat: 'VAT refunded (€)',
    refundTotal: 'Refunds incl. VAT (€)',
    sum: 'Total',
  },
};

/** Per day and VAT rate: consumer sales and their refunds, incl. VAT and VAT (cents). */
export type VatRow = { day: string; rateBp: number; totalCents: number; vatCents: number; refundCents: number; refundVatCents: number };

/**
 * The consumer sales of a period per day (UTC) and VAT rate, from the ledger: what was paid for each line, by card
 * (`payment`) and by gift voucher (`voucher_redeemed`: a multi-purpose voucher is taxed when spent), and what went
 * back for it (`refund`, `voucher_credited`, less `refund_reversed`), with the VAT they include. Gift vouchers sold
 * are not sales (no VAT until spent): left out, as are the tourist tax (collected for the commune) and money given
 * back for no line.
 */
export async function vatSummary(db: Db, site: string, q: ReportQuery): Promise<VatRow[]> {
  checkPeriod(q);
  const found = await rows<{ day: string; rate: unknown; total: unknown; vat: unknown; refund: unknown; refund_vat: unknown }>(
    db,
    sql`select to_char(e.at at time zone 'UTC', 'YYYY-MM-DD') as day, e.vat_rate_bp as rate,
               coalesce(sum(e.amount_cents) filter (where e.kind in ('payment', 'voucher_redeemed')), 0) as total,
               coalesce(sum(e.vat_cents) filter (where e.kind in ('payment', 'voucher_redeemed')), 0) as vat,
               coalesce(sum(e.amount_cents) filter (where e.kind in ('refund', 'voucher_credited')), 0)
               - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund_reversed'), 0) as refund,
               coalesce(sum(e.vat_cents) filter (where e.kind in ('refund', 'voucher_credited')), 0)
               - coalesce(sum(e.vat_cents) filter (where e.kind = 'refund_reversed'), 0) as refund_vat
          from ledger_entries e
          join order_lines l on l.id = e.order_line_id
          join products p on p.id = l.product_id
         where e.site = ${site} and e.at >= ${dayStart(q.from)} and e.at < ${dayEnd(q.to)}
           and e.kind in ('payment', 'voucher_redeemed', 'refund', 'voucher_credited', 'refund_reversed')
           and not coalesce(p.attributes ? 'giftVoucher', false)
           and e.product_type not in (${sql.join(
             NOT_SALES.map((t) => sql`${t}`),
             sql`, `,
           )})
         group by 1, 2
         order by 1, 2 desc`,
  );
  return found
    .map((r) => ({
      day: r.day,
      rateBp: num(r.rate),
      totalCents: num(r.total),
      vatCents: num(r.vat),
      refundCents: num(r.refund),
      refundVatCents: num(r.refund_vat),
    }))
    .filter((r) => r.totalCents || r.refundCents);
}

/** `vat-summary.csv`: the rows, then their total. */
export function vatSummaryCsv(list: VatRow[], lang: string): string {
  const L = lang === 'en' ? VAT_LABELS.en : VAT_LABELS.fr;
  const money = (r: Omit<VatRow, 'day' | 'rateBp'>) => [
    csvAmount(r.totalCents - r.vatCents, lang),
    csvAmount(r.vatCents, lang),
    csvAmount(r.totalCents, lang),
    csvAmount(r.refundCents - r.refundVatCents, lang),
    csvAmount(r.refundVatCents, lang),
    csvAmount(r.refundCents, lang),
  ];
  const sum = (k: keyof Omit<VatRow, 'day' | 'rateBp'>) => list.reduce((n, r) => n + r[k], 0);
  return toCsv(
    [L.day, L.rate, L.base, L.vat, L.total, L.refundBase, L.refundVat, L.refundTotal],
    [
      ...list.map((r) => [r.day, rate(r.rateBp, lang), ...money(r)]),
      [
        L.sum,
        '',
        ...money({
          totalCents: sum('totalCents'),
          vatCents: sum('vatCents'),
          refundCents: sum('refundCents'),
          refundVatCents: sum('refundVatCents'),
        }),
      ],
    ],
  );
}
