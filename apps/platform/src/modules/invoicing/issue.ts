import type { Contact, ProductType } from '@schuss/contracts';
import { type Db, invoices, rows, type StoredParticipant, type Tx } from '@schuss/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { localized } from '../../lib/format';
import { num } from '../../lib/sql';
import type { LedgerEntry } from '../ledger';
import { documentTotals, type InvoiceDocument, type InvoiceKind, type InvoiceLine, type InvoicePayment } from './document';
import { GIFT_VOUCHER_MENTION, readSettings, type SchoolInvoicing } from './settings';

/**
 * Issuing invoices and credit notes, in the transaction of what causes them: an order paid (`issueInvoice`,
 * from orders' fulfilment), a refund recorded (`issueCreditNote`), a refund the provider refused
 * (`issueReversal`, an invoice that puts the credit note's money back). Amounts come from the ledger's entries
 * only: what the invoice says is what the ledger holds, to the cent. Nothing is issued while the school's
 * invoicing is off; a credit note needs the order's invoice.
 */

/** Invoices and credit notes are dated and numbered in the school's time zone (the year of the sequence). */
const TIME_ZONE = 'Europe/Paris';
const yearOf = (d: Date) => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(d));

/**
 * The next number of the school's sequence for `kind` and the year of `at`: taken under the sequence row's
 * lock, held until the issuing transaction ends. Two payments at once wait for each other here; a transaction
 * that rolls back gives its number back. So numbers are unique and without gaps.
 */
export async function nextNumber(tx: Tx, site: string, prefix: string, kind: InvoiceKind, at: Date) {
  const year = yearOf(at);
  const [row] = await rows<{ last: unknown }>(
    tx,
    sql`insert into invoice_sequences (site, kind, year, last) values (${site}, ${kind}, ${year}, 1)
        on conflict (site, kind, year) do update set last = invoice_sequences.last + 1
        returning last`,
  );
  const seq = num(row?.last);
  return { year, seq, number: `${prefix}-${kind === 'invoice' ? 'F' : 'A'}-${year}-${String(seq).padStart(6, '0')}` };
}

type OrderRow = { id: number; site: string; number: string; lang: string; contact: Contact; paid_at: Date | string | null };
type LineRow = {
  id: number;
  quantity: number;
  product_type: ProductType;
  name: { fr: string; en: string };
  start_date: string | null;
  days: number | null;
  total_cents: number;
  participants: StoredParticipant[];
  gift: boolean;
};

async function orderOf(tx: Db | Tx, orderId: number): Promise<OrderRow | undefined> {
  const [o] = await rows<OrderRow>(tx, sql`select id, site, number, lang, contact, paid_at from orders where id = ${orderId}`);
  return o;
}

async function linesOf(tx: Db | Tx, orderId: number): Promise<LineRow[]> {
  const found = await rows<LineRow>(
    tx,
    sql`select l.id, l.quantity, l.product_type, p.name, l.start_date::text as start_date, l.days, l.total_cents, l.participants,
               coalesce(p.attributes ? 'giftVoucher', false) as gift
          from order_lines l join products p on p.id = l.product_id where l.order_id = ${orderId} order by l.id`,
  );
  return found.map((l) => ({ ...l, id: num(l.id), quantity: num(l.quantity), total_cents: num(l.total_cents) }));
}

const langOf = (lang: string): 'fr' | 'en' => (lang === 'en' ? 'en' : 'fr');
const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** What was sold, in words: the product, its first day and length, the participants. */
function describe(line: LineRow, lang: 'fr' | 'en', only?: number | null): string {
  const parts = [localized(line.name, lang)];
  if (line.start_date) {
    const days = line.days ?? 1;
    parts.push(
      lang === 'fr'
        ? `${days > 1 ? `${days} jours dès le` : 'le'} ${shortDate(line.start_date)}`
        : `${days > 1 ? `${days} days from` : 'on'} ${shortDate(line.start_date)}`,
    );
  }
  const who = (only === null || only === undefined ? line.participants : line.participants.filter((_, i) => i === only))
    .map((p) => `${p.firstName} ${p.lastName}`.trim())
    .filter(Boolean);
  if (who.length) parts.push(who.join(', '));
  return parts.join(' — ');
}

/** The seller as the settings name it, and the buyer as the order's contact. */
function parties(settings: SchoolInvoicing, order: OrderRow): Pick<InvoiceDocument, 'seller' | 'buyer'> {
  const c = order.contact;
  const a = c.address;
  return {
    seller: {
      name: settings.legalName,
      address: settings.address
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      siren: settings.siren || undefined,
      siret: settings.siret || undefined,
      vatNumber: settings.vatNumber || undefined,
    },
    buyer: {
      name: `${c.firstName} ${c.lastName}`.trim(),
      // A booking needs no postal address: without one, the buyer is named by name and e-mail.
      address: a ? [a.line1, a.line2 ?? '', `${a.postalCode} ${a.city}`, a.country === 'FR' ? 'France' : a.country].filter(Boolean) : [],
      email: c.email,
    },
  };
}

/** The exemption printed with a 0 % line: the school's mention for its type, or the gift voucher's. */
const exemptionOf = (settings: SchoolInvoicing, line: Pick<LineRow, 'product_type' | 'gift'> | undefined, rateBp: number) =>
  rateBp > 0
    ? undefined
    : line?.gift
      ? GIFT_VOUCHER_MENTION
      : (settings.vat[line?.product_type ?? 'GENERIC_LINE']?.exemption ?? 'TVA non applicable');

const FOOT = {
  fr: {
    paid: (d: string) => `Facture acquittée le ${d}.`,
    credit: 'Avoir remboursé par le moyen de paiement d’origine.',
    noDiscount: 'Pas d’escompte pour paiement anticipé.',
  },
  en: {
    paid: (d: string) => `Invoice paid in full on ${d}.`,
    credit: 'Credit note refunded to the original means of payment.',
    noDiscount: 'No discount for early payment.',
  },
};

const dayIn = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(d);

/** What differs between documents: their lines, how the money was paid or given back, their own mentions. */
type Content = { lines: InvoiceLine[]; payments: InvoicePayment[]; notes: string[] };

/**
 * Stores a document under the next number of its sequence: its lines and payments, with the order's parties, its
 * totals and the school's mentions.
 */
async function store(
  tx: Tx,
  settings: SchoolInvoicing,
  order: OrderRow,
  kind: InvoiceKind,
  cause: string,
  refersTo: { id: number; number: string; issuedAt: string } | null,
  content: Content,
): Promise<void> {
  const issuedAt = new Date();
  const { year, seq, number } = await nextNumber(tx, order.site, settings.numberPrefix, kind, issuedAt);
  const doc: InvoiceDocument = {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    language: langOf(order.lang),
    currency: 'EUR',
    ...parties(settings, order),
    orderNumber: order.number,
    ...(refersTo ? { refersTo: { number: refersTo.number, issuedAt: refersTo.issuedAt } } : {}),
    lines: content.lines,
    ...documentTotals(content.lines),
    payments: content.payments,
    notes: [...content.notes, ...(settings.legalMentions ? [settings.legalMentions] : [])],
  };
  await tx.insert(invoices).values({
    site: order.site,
    kind,
    number,
    year,
    seq,
    orderId: order.id,
    cause,
    refersTo: refersTo?.id ?? null,
    issuedAt,
    totalCents: doc.totalInclCents,
    document: doc as unknown as Record<string, unknown>,
  });
}

/** How money was paid or given back: by card (its provider and reference) and by gift vouchers. */
function paymentsOf(
  at: string,
  card: { cents: number; provider?: string | null; reference?: string | null },
  voucherCents: number,
): InvoicePayment[] {
  return [
    ...(card.cents > 0
      ? [
          {
            at,
            means: 'card' as const,
            provider: card.provider ?? undefined,
            reference: card.reference ?? undefined,
            amountCents: card.cents,
          },
        ]
      : []),
    ...(voucherCents > 0 ? [{ at, means: 'gift_voucher' as const, amountCents: voucherCents }] : []),
  ];
}

const already = async (tx: Tx, orderId: number, cause: string) =>
  (
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.cause, cause)))
  ).length > 0;

/** The invoice of an order just paid (caller's transaction, after the ledger recorded the sale). */
export async function issueInvoice(tx: Tx, orderId: number): Promise<void> {
  const order = await orderOf(tx, orderId);
  if (!order) return;
  const settings = await readSettings(tx, order.site);
  if (!settings.enabled || (await already(tx, orderId, 'sale'))) return;
  const lines = await linesOf(tx, orderId);
  const entries = await rows<{
    line: number | null;
    kind: string;
    cents: unknown;
    vat: unknown;
    rate: unknown;
    provider: string | null;
    reference: string | null;
  }>(
    tx,
    sql`select order_line_id as line, kind, sum(amount_cents) as cents, sum(vat_cents) as vat, max(vat_rate_bp) as rate,
               max(provider) as provider, max(reference) as reference
          from ledger_entries where order_id = ${orderId} and kind in ('payment', 'voucher_sold', 'voucher_redeemed', 'discount')
         group by 1, 2`,
  );
  const lang = langOf(order.lang);
  const invoiceLines: InvoiceLine[] = lines.map((line) => {
    const mine = entries.filter((e) => num(e.line) === line.id);
    const paid = mine.filter((e) => e.kind !== 'discount');
    const incl = paid.reduce((n, e) => n + num(e.cents), 0);
    const vat = paid.reduce((n, e) => n + num(e.vat), 0);
    const discount = mine.filter((e) => e.kind === 'discount').reduce((n, e) => n + num(e.cents), 0);
    const rate = num(mine.find((e) => e.kind === 'payment' || e.kind === 'voucher_sold')?.rate);
    const listExcl = Math.round((line.total_cents * 10000) / (10000 + rate));
    return {
      description: describe(line, lang),
      quantity: line.quantity,
      unitExclCents: Math.round(listExcl / Math.max(1, line.quantity)),
      discountCents: discount,
      totalExclCents: incl - vat,
      vatCents: vat,
      totalInclCents: incl,
      vatRateBp: rate,
      exemption: exemptionOf(settings, line, rate),
    };
  });
  const card = entries.filter((e) => e.kind === 'payment' || e.kind === 'voucher_sold');
  const cardCents = card.reduce((n, e) => n + num(e.cents), 0);
  const voucherCents = entries.filter((e) => e.kind === 'voucher_redeemed').reduce((n, e) => n + num(e.cents), 0);
  const paidAt = order.paid_at ? new Date(order.paid_at) : new Date();
  const cardRef = {
    cents: cardCents,
    provider: card.find((e) => e.provider)?.provider,
    reference: card.find((e) => e.reference)?.reference,
  };
  await store(tx, settings, order, 'invoice', 'sale', null, {
    lines: invoiceLines,
    payments: paymentsOf(paidAt.toISOString(), cardRef, voucherCents),
    notes: [FOOT[lang].paid(dayIn(paidAt)), FOOT[lang].noDiscount],
  });
}

/** Lines of a credit note (or of its reversal) from the ledger entries that moved the money, per order line and participant. */
function movedLines(settings: SchoolInvoicing, lines: LineRow[], entries: LedgerEntry[], lang: 'fr' | 'en', label: string): InvoiceLine[] {
  const groups = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    const key = `${e.orderLineId ?? 0}|${e.participant ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as LedgerEntry;
    const line = lines.find((l) => l.id === first.orderLineId);
    // Staff's adjustments are signed: a document's lines are amounts.
    const incl = group.reduce((n, e) => n + Math.abs(e.amountCents), 0);
    const vat = group.reduce((n, e) => n + Math.abs(e.vatCents), 0);
    return {
      description: `${label} — ${line ? describe(line, lang, first.participant) : lang === 'fr' ? 'geste commercial' : 'goodwill refund'}`,
      quantity: 1,
      unitExclCents: incl - vat,
      discountCents: 0,
      totalExclCents: incl - vat,
      vatCents: vat,
      totalInclCents: incl,
      vatRateBp: first.vatRateBp,
      exemption: exemptionOf(settings, line, first.vatRateBp),
    };
  });
}

async function saleInvoice(tx: Tx, orderId: number) {
  const [found] = await tx
    .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.cause, 'sale')));
  return found ? { id: found.id, number: found.number, issuedAt: found.issuedAt.toISOString() } : null;
}

/**
 * The credit note of a refund just recorded by the ledger (caller's transaction): one line per order line
 * (and participant) it gave back for, at that line's VAT rate; it refers to the order's invoice.
 */
export async function issueCreditNote(tx: Tx, orderId: number, entries: LedgerEntry[]): Promise<void> {
  const moved = entries.filter((e) => e.kind === 'refund' || e.kind === 'voucher_credited');
  if (!moved.length) return;
  const order = await orderOf(tx, orderId);
  if (!order) return;
  const settings = await readSettings(tx, order.site);
  const invoice = await saleInvoice(tx, orderId);
  // An order paid before the school issued invoices has none to credit.
  if (!settings.enabled || !invoice) return;
  const cause = `refund:${Math.min(...moved.map((e) => e.id))}`;
  if (await already(tx, orderId, cause)) return;
  const lang = langOf(order.lang);
  const lines = movedLines(settings, await linesOf(tx, orderId), moved, lang, lang === 'fr' ? 'Remboursement' : 'Refund');
  const card = moved.filter((e) => e.kind === 'refund');
  const voucherCents = moved.filter((e) => e.kind === 'voucher_credited').reduce((n, e) => n + e.amountCents, 0);
  const cardRef = { cents: card.reduce((n, e) => n + e.amountCents, 0), provider: card[0]?.provider, reference: card[0]?.reference };
  await store(tx, settings, order, 'credit_note', cause, invoice, {
    lines,
    payments: paymentsOf((moved[0] as LedgerEntry).at.toISOString(), cardRef, voucherCents),
    notes: [FOOT[lang].credit],
  });
}

/**
 * A refund the provider refused after its credit note was issued (caller's transaction): an invoice for the
 * money that was not given back after all, referring to the credit note. Numbers are never taken back.
 */
export async function issueReversal(tx: Tx, orderId: number, entries: LedgerEntry[]): Promise<void> {
  const reversed = entries.filter((e) => e.kind === 'refund_reversed');
  if (!reversed.length) return;
  const order = await orderOf(tx, orderId);
  if (!order) return;
  const settings = await readSettings(tx, order.site);
  const reference = reversed[0]?.reference;
  const [note] = reference
    ? await rows<{ id: number; number: string; issued_at: Date | string }>(
        tx,
        sql`select id, number, issued_at from invoices
             where order_id = ${orderId} and kind = 'credit_note'
               and document->'payments' @> ${JSON.stringify([{ reference }])}::jsonb
             order by id desc limit 1`,
      )
    : [];
  if (!note) return;
  const cause = `reversal:${Math.min(...reversed.map((e) => e.id))}`;
  if (await already(tx, orderId, cause)) return;
  const lang = langOf(order.lang);
  const label = lang === 'fr' ? 'Remboursement refusé par la banque' : 'Refund refused by the bank';
  const lines = movedLines(settings, await linesOf(tx, orderId), reversed, lang, label);
  const refersTo = { id: num(note.id), number: note.number, issuedAt: new Date(note.issued_at).toISOString() };
  // The money never left: it stays paid by the card the refund was for.
  const cardRef = { cents: reversed.reduce((n, e) => n + e.amountCents, 0), provider: reversed[0]?.provider, reference };
  await store(tx, settings, order, 'invoice', cause, refersTo, {
    lines,
    payments: paymentsOf((reversed[0] as LedgerEntry).at.toISOString(), cardRef, 0),
    notes: [],
  });
}

const DESK: Record<string, InvoicePayment['means']> = { cash: 'cash', transfer: 'transfer', cheque: 'cheque' };

/**
 * The document of money staff gave back (a credit note) or collected (an invoice) at the desk for a line, from the
 * ledger's `adjustment` entry (caller's transaction); it refers to the order's invoice.
 */
export async function issueForAdjustment(tx: Tx, orderId: number, entries: LedgerEntry[], reason: string): Promise<void> {
  const entry = entries.find((e) => e.kind === 'adjustment');
  if (!entry) return;
  const order = await orderOf(tx, orderId);
  if (!order) return;
  const settings = await readSettings(tx, order.site);
  const invoice = await saleInvoice(tx, orderId);
  if (!settings.enabled || !invoice) return;
  const cause = `adjustment:${entry.id}`;
  if (await already(tx, orderId, cause)) return;
  const lang = langOf(order.lang);
  const back = entry.amountCents < 0;
  const label = back
    ? lang === 'fr'
      ? 'Remboursement au guichet'
      : 'Refund at the desk'
    : lang === 'fr'
      ? 'Complément réglé au guichet'
      : 'Paid at the desk';
  const lines = movedLines(settings, await linesOf(tx, orderId), [entry], lang, `${label} (${reason})`);
  const payment: InvoicePayment = {
    at: entry.at.toISOString(),
    means: DESK[entry.provider ?? ''] ?? 'cash',
    ...(entry.reference ? { reference: entry.reference } : {}),
    amountCents: Math.abs(entry.amountCents),
  };
  // A credit note refers to the invoice it credits; money collected is an invoice of its own.
  await store(tx, settings, order, back ? 'credit_note' : 'invoice', cause, back ? invoice : null, {
    lines,
    payments: [payment],
    notes: back ? [] : [FOOT[lang].paid(dayIn(entry.at))],
  });
}

/** An order's invoices and credit notes, oldest first. */
export async function invoicesOf(db: Db | Tx, orderId: number) {
  const found = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      totalCents: invoices.totalCents,
      refersTo: invoices.refersTo,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  return found.map((i) => ({
    number: i.number,
    kind: i.kind,
    issuedAt: i.issuedAt.toISOString(),
    totalCents: i.totalCents,
    refersTo: found.find((x) => x.id === i.refersTo)?.number ?? null,
  }));
}

/** An issued document of an order, by its number (undefined when the order has none such). */
export async function invoiceDocument(db: Db | Tx, orderId: number, number: string): Promise<InvoiceDocument | undefined> {
  const [found] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.number, number)));
  return found?.document as InvoiceDocument | undefined;
}
