import type { Db, Tx } from '@schuss/db';
import { invoiceCii } from './cii';
import { invoiceDocument } from './issue';
import { invoicePdf } from './pdf';

export type InvoiceFile = { type: 'application/pdf' | 'application/xml'; filename: string; body: Buffer };

/**
 * The file of an order's invoice or credit note (`VN-F-2026-000123.pdf` or `.xml`), drawn from the document as
 * issued: the PDF carries its Factur-X XML. Undefined when the order has no such document.
 */
export async function invoiceFile(db: Db | Tx, orderId: number, file: string): Promise<InvoiceFile | undefined> {
  const match = /^(.+)\.(pdf|xml)$/.exec(file);
  if (!match) return undefined;
  const [, number, ext] = match as unknown as [string, string, 'pdf' | 'xml'];
  const doc = await invoiceDocument(db, orderId, number);
  if (!doc) return undefined;
  const xml = invoiceCii(doc);
  if (ext === 'xml') return { type: 'application/xml', filename: file, body: Buffer.from(xml, 'utf8') };
  return { type: 'application/pdf', filename: file, body: Buffer.from(await invoicePdf(doc, xml)) };
}
