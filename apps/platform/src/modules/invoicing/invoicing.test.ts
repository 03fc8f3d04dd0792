import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvoicingSettingsView, MyBookingView, SANDBOX_CARDS } from '@schuss/contracts';
import { rows, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../../test/accounts';
import { drivers } from '../../test/app';
import { child, contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_ADMIN } from '../auth/service';
import { newKey, paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { createOrderLink } from '../my-booking';
import { nextNumber } from './issue';

const SETTINGS = '/api/backoffice/sites/val-neige/invoicing';
const year = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date()));

type Doc = {
  number: string;
  kind: string;
  total_cents: number;
  refers_to: number | null;
  document: {
    buyer: { name: string; address: string[]; email?: string };
    totalInclCents: number;
    totalExclCents: number;
    totalVatCents: number;
    lines: { totalInclCents: number; exemption?: string }[];
  };
};

describe.each(drivers)('invoices and credit notes on %s', (kind) => {
  let t: OrderPlatform;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let ip = 0;
  const nextIp = () => `10.77.${kind === 'pg' ? 2 : 1}.${++ip}`;

  const docsOf = (number: string) =>
    rows<Doc>(
      t.conn.db,
      sql`select i.number, i.kind, i.total_cents, i.refers_to, i.document from invoices i join orders o on o.id = i.order_id
           where o.number = ${number} order by i.id`,
    );
  /** What the ledger says the order's lines were paid (card and gift vouchers) and given back. */
  const ledgerOf = async (number: string) => {
    const [r] = await rows<{ paid: unknown; back: unknown }>(
      t.conn.db,
      sql`select coalesce(sum(e.amount_cents) filter (where e.kind in ('payment', 'voucher_sold', 'voucher_redeemed')), 0)::int as paid,
                 coalesce(sum(e.amount_cents) filter (where e.kind in ('refund', 'voucher_credited')), 0)::int as back
            from ledger_entries e join orders o on o.id = e.order_id where o.number = ${number}`,
    );
    return { paid: Number(r?.paid), back: Number(r?.back) };
  };
  const cancel = (number: string, body: object) =>
    t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/cancellations`,
      headers: staff,
      payload: { reason: 'Malade', idempotencyKey: newKey(), ...body },
    });
  const settings = async () => InvoicingSettingsView.parse((await t.inject({ method: 'GET', url: SETTINGS, headers: admin })).json());
  const save = (body: object, headers = admin) => t.inject({ method: 'PUT', url: SETTINGS, headers, payload: body });

  beforeAll(async () => {
    t = await orderPlatform(kind);
    staff = await staffHeaders(t, kind === 'pg' ? '10.76.2' : '10.76.1');
    const token = await apiLogin(() => t.app, kind === 'pg' ? '10.75.2' : '10.75.1')('val-neige', DEMO_ADMIN.email, DEMO_ADMIN.password);
    admin = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t?.close());

  it('invoices a customer who gave no postal address (a booking needs none) by name and e-mail', async () => {
    const slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 5);
    const added = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Sans', 7)] });
    const { address: _none, ...noAddress } = contact;
    const res = await t.checkout(added.cartId, { contact: noAddress });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [invoice] = await docsOf(res.json().order.number);
    expect(invoice?.kind).toBe('invoice');
    expect(invoice?.document.buyer).toEqual({ name: 'Anne Martin', address: [], email: 'anne.martin@example.com' });
    // With an address, the invoice carries it.
    const [withAddress] = await docsOf((await paidOrder(t, { groups: [1] })).number);
    expect(withAddress?.document.buyer.address).toEqual(['12 rue des Alpes', '73000 Chambéry', 'France']);
  });

  it('a paid order gets its invoice, a refund its credit note: numbered in sequence, amounts from the ledger, files for staff and customer', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const [invoice] = await docsOf(o.number);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(new RegExp(`^VN-F-${year()}-\\d{6}$`)) });
    // The invoice says what the ledger holds: what the lines were paid, to the cent.
    expect(invoice!.total_cents).toBe((await ledgerOf(o.number)).paid);
    expect(invoice!.total_cents).toBe(o.total);
    // Lessons given by the school's instructors: exempt, with the legal mention.
    expect(invoice!.document.totalVatCents).toBe(0);
    expect(invoice!.document.lines[0]!.exemption).toBe('TVA non applicable, art. 261-4-4° b du CGI');

    const res = await cancel(o.number, { lineIds: [o.lineIds[1]], refundCents: 12_345 });
    expect(res.statusCode, res.body).toBe(200);
    const [, note] = await docsOf(o.number);
    expect(note).toMatchObject({ kind: 'credit_note', number: expect.stringMatching(/^VN-A-\d{4}-\d{6}$/), total_cents: 12_345 });
    expect((await ledgerOf(o.number)).back).toBe(12_345);

    // Staff see both on the order's page and download them; the PDF carries its Factur-X XML.
    const detail = (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${o.number}`, headers: staff })).json();
    expect(detail.invoices).toEqual([
      expect.objectContaining({ number: invoice!.number, kind: 'invoice', totalCents: o.total, refersTo: null }),
      expect.objectContaining({ number: note!.number, kind: 'credit_note', totalCents: 12_345, refersTo: invoice!.number }),
    ]);
    const pdf = await t.inject({
      method: 'GET',
      url: `/api/backoffice/sites/val-neige/orders/${o.number}/invoices/${note!.number}.pdf`,
      headers: staff,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${note!.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await t.inject({
      method: 'GET',
      url: `/api/backoffice/sites/val-neige/orders/${o.number}/invoices/${invoice!.number}.xml`,
      headers: staff,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<ram:TypeCode>380</ram:TypeCode>');

    // The customer finds them on the booking page and downloads them with the link alone.
    const [row] = await rows<{ id: number }>(t.conn.db, sql`select id from orders where number = ${o.number}`);
    const token = await createOrderLink(t.conn.db, row!.id, 'staff');
    const view = MyBookingView.parse((await t.inject({ method: 'GET', url: `/api/booking/my/${token}`, remoteAddress: nextIp() })).json());
    expect(view.invoices.map((i) => [i.number, i.path])).toEqual([
      [invoice!.number, `/api/booking/my/${token}/invoices/${invoice!.number}.pdf`],
      [note!.number, `/api/booking/my/${token}/invoices/${note!.number}.pdf`],
    ]);
    const mine = await t.inject({ method: 'GET', url: view.invoices[0]!.path, remoteAddress: nextIp() });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('refuses another order’s document, a made-up number and a bad file name, never a 500', async () => {
    const a = await paidOrder(t);
    const b = await paidOrder(t);
    const [ofB] = await docsOf(b.number);
    const url = (file: string) => `/api/backoffice/sites/val-neige/orders/${a.number}/invoices/${file}`;
    const other = await t.inject({ method: 'GET', url: url(`${ofB!.number}.pdf`), headers: staff });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.field).toBe('params.file');
    expect((await t.inject({ method: 'GET', url: url('VN-F-1999-000001.pdf'), headers: staff })).statusCode).toBe(404);
    const bad = await t.inject({ method: 'GET', url: url('facture.exe'), headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.file');
    // Visitors and editors get nothing.
    expect((await t.inject({ method: 'GET', url: url(`${ofB!.number}.pdf`) })).statusCode).toBe(401);
    const [row] = await rows<{ id: number }>(t.conn.db, sql`select id from orders where number = ${a.number}`);
    const token = await createOrderLink(t.conn.db, row!.id, 'staff');
    const cross = await t.inject({ method: 'GET', url: `/api/booking/my/${token}/invoices/${ofB!.number}.pdf`, remoteAddress: nextIp() });
    expect(cross.statusCode).toBe(404);
  });

  it('numbers orders paid at the same time without a gap or a duplicate; a rolled-back issue gives its number back', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => paidOrder(t)));
    const numbers = (await Promise.all(orders.map(async (o) => (await docsOf(o.number))[0]!.number))).sort();
    expect(new Set(numbers).size).toBe(5);
    expect(await rows(t.conn.db, sql`select * from invoice_gaps`)).toEqual([]);

    const before = await rows<{ last: number }>(
      t.conn.db,
      sql`select last from invoice_sequences where site = 'val-neige' and kind = 'invoice'`,
    );
    await expect(
      transaction(t.conn.db, async (tx) => {
        await nextNumber(tx, 'val-neige', 'VN', 'invoice', new Date());
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed after numbering');
    expect(await rows(t.conn.db, sql`select last from invoice_sequences where site = 'val-neige' and kind = 'invoice'`)).toEqual(before);
    // An issued invoice is never changed.
    const refused = await t.conn.db.execute(sql`update invoices set total_cents = 1`).catch((e: Error & { cause?: Error }) => e);
    expect(String((refused as Error & { cause?: Error }).cause?.message ?? refused)).toMatch(/never changed/);
  });

  it('settings: admins only; turning invoicing on needs the legal details; the prefix stays for the year; off issues nothing', async () => {
    const current = await settings();
    expect(current.settings).toMatchObject({ enabled: true, numberPrefix: 'VN', siren: '812345676' });
    expect(current.issued.invoices).toBeGreaterThan(0);
    const { settings: s } = current;

    expect((await t.inject({ method: 'GET', url: SETTINGS, headers: staff })).statusCode).toBe(403);
    const missing = await save({ ...s, siren: '', siret: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('body.siren');
    const luhn = await save({ ...s, siren: '812345677' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().error.message).toContain('valid SIREN');
    const exempt = await save({ ...s, vat: { ...s.vat, ESF: { rateBp: 0 } } });
    expect(exempt.statusCode).toBe(400);
    expect(exempt.json().error.field).toBe('body.vat.ESF.exemption');
    const prefix = await save({ ...s, numberPrefix: 'XY' });
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().error.field).toBe('body.numberPrefix');
    expect((await settings()).settings).toEqual(s);

    // Lift passes at 5,5 % from now on: the ledger and the next invoices follow; invoicing off issues none.
    const saved = await save({ ...s, vat: { ...s.vat, ESF: { rateBp: 2000 } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const taxed = await paidOrder(t);
    const [doc] = await docsOf(taxed.number);
    expect(doc!.document.totalVatCents).toBe(taxed.total - Math.round((taxed.total * 10000) / 12000));
    expect(doc!.document.totalExclCents + doc!.document.totalVatCents).toBe(taxed.total);
    const [ledgerVat] = await rows<{ vat: number }>(
      t.conn.db,
      sql`select sum(e.vat_cents)::int as vat from ledger_entries e join orders o on o.id = e.order_id where o.number = ${taxed.number}`,
    );
    expect(ledgerVat!.vat).toBe(doc!.document.totalVatCents);

    expect((await save({ ...s, enabled: false })).statusCode).toBe(200);
    const none = await paidOrder(t);
    expect(await docsOf(none.number)).toEqual([]);
    // Its refund has no invoice to credit: none either, and the refund goes through.
    expect((await cancel(none.number, { lineIds: [none.lineIds[0]], refundCents: 1_000 })).statusCode).toBe(200);
    expect(await docsOf(none.number)).toEqual([]);
    expect((await save(s)).statusCode).toBe(200);
    const [audit] = await rows<{ user_label: string }>(
      t.conn.db,
      sql`select user_label from audit_log where action = 'invoicing.settings' order by id desc limit 1`,
    );
    expect(audit!.user_label).toContain(DEMO_ADMIN.email);
  });

  it('attaches the invoice to the confirmation e-mail when the school asks for it', async () => {
    await t.conn.db.execute(sql`update invoicing_settings set attach_to_confirmation = true where site = 'val-neige'`);
    try {
      const o = await paidOrder(t, { lang: 'en' });
      const [invoice] = await docsOf(o.number);
      await expect.poll(() => t.mails().includes(`${o.number}.eml`), { timeout: 10_000 }).toBe(true);
      const mail = await simpleParser(readFileSync(join(t.mailDir, `${o.number}.eml`)));
      const pdf = mail.attachments.find((a) => a.filename === `${invoice!.number}.pdf`);
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
      // The calendar file is still there.
      expect(mail.attachments.some((a) => a.filename?.endsWith('.ics'))).toBe(true);
    } finally {
      await t.conn.db.execute(sql`update invoicing_settings set attach_to_confirmation = false where site = 'val-neige'`);
    }
    // Not asked for: none.
    const other = await paidOrder(t);
    await expect.poll(() => t.mails().includes(`${other.number}.eml`), { timeout: 10_000 }).toBe(true);
    const plain = await simpleParser(readFileSync(join(t.mailDir, `${other.number}.eml`)));
    expect(plain.attachments.some((a) => a.contentType === 'application/pdf')).toBe(false);
  });

  it('a refund the bank refuses after its credit note: an invoice puts the money back, referring to the note', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    // The sandbox refuses: its session has already given everything back (as if refunded by hand at the bank).
    await t.conn.db.execute(sql`update sandbox_sessions set refunded_cents = amount_cents where id = ${o.paymentId}`);
    expect((await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 5_000 })).statusCode).toBe(502);
    const [invoice, note, back] = await docsOf(o.number);
    expect(note).toMatchObject({ kind: 'credit_note', total_cents: 5_000 });
    expect(back).toMatchObject({ kind: 'invoice', total_cents: 5_000 });
    const [refs] = await rows<{ note: number; back: number }>(
      t.conn.db,
      sql`select n.id as note, b.refers_to as back from invoices n, invoices b where n.number = ${note!.number} and b.number = ${back!.number}`,
    );
    expect(refs!.back).toBe(refs!.note);
    // What the documents say, invoices less credit notes, is what the ledger kept: the whole order.
    expect(invoice!.total_cents - note!.total_cents + back!.total_cents).toBe(o.total);
    expect(await rows(t.conn.db, sql`select * from invoice_gaps`)).toEqual([]);
  });
});
