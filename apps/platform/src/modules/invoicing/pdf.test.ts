import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, type PDFRef, PDFString } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceCii } from './cii';
import type { InvoiceDocument, InvoiceLine } from './document';
import { invoicePdf } from './pdf';
import { COURSE_EXEMPTION, line, invoice as paidInvoice } from './test-documents';

/** A paid invoice of `lines`, as these tests print it: a gift voucher paid 50 € of it. */
function invoice(lines: InvoiceLine[], more: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const doc = paidInvoice(lines);
  return paidInvoice(lines, {
    seller: { ...doc.seller, email: undefined },
    payments: [
      { at: '2026-11-27T23:29:00.000Z', means: 'card', provider: 'stripe', reference: 'pi_3QxYz', amountCents: doc.totalInclCents - 5000 },
      { at: '2026-11-27T23:29:00.000Z', means: 'gift_voucher', amountCents: 5000 },
    ],
    notes: ['Facture acquittée le 28/11/2026.', 'Pas d’escompte pour paiement anticipé.'],
    ...more,
  });
}

const COURSE =
  'Cours collectif enfants « Piou-Piou », 5 matinées du lundi 21 au vendredi 25 décembre 2026, de 9 h à 11 h 30, ' +
  'rendez-vous au jardin des neiges – Léa Martin (6 ans)';
const sale = invoice([
  line(COURSE, 1, 24_900, 0, 3735),
  line('Forfait Val-Neige 6 jours adulte – Paul Martin', 1, 10_600, 1000),
  line('Location skis + chaussures, pack Découverte, 5 jours', 2, 4500, 2000),
]);
const refund = invoice([line('Group lessons for children “Piou-Piou”, 5 mornings – Léa Martin', 1, 21_165, 0)], {
  kind: 'credit_note',
  number: 'VN-A-2026-000004',
  issuedAt: '2026-12-02T10:00:00.000Z',
  language: 'en',
  refersTo: { number: 'VN-F-2026-000123', issuedAt: '2026-11-27T23:30:00.000Z' },
  payments: [{ at: '2026-12-02T10:00:00.000Z', means: 'card', provider: 'lyra', amountCents: 21_165 }],
  notes: ['Credit note refunded to the original means of payment.'],
});
const group = invoice(Array.from({ length: 40 }, (_, i) => line(`Forfait 6 jours – participant n° ${i + 1}`, 1, 10_600, 1000)));

// WinAnsi bytes 0x80–0x9F that are not Latin-1; the others are.
const WIN_ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  140: 'Œ',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
  156: 'œ',
};

/** A stream as stored (pdf-lib's typed `lookup` does not take this class). */
function rawStream(object: unknown): PDFRawStream {
  if (!(object instanceof PDFRawStream)) throw new Error('not a stream');
  return object;
}

/** The text of each page, one shown string a line: the content streams inflated and their `<hex> Tj` decoded. */
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    return refs
      .map((ref) => {
        const stream = rawStream(pdf.context.lookup(ref as PDFRef));
        const raw = stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents);
        return [...raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map(([, hex]) => [...Buffer.from(hex!, 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''))
          .join('\n');
      })
      .join('\n');
  });
}

/** The document's embedded files: name, their file specification and their bytes. */
async function attachments(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookup(PDFName.of('Names'), PDFArray);
  const files = [];
  for (let i = 0; tree && i < tree.size(); i += 2) {
    const spec = tree.lookup(i + 1, PDFDict);
    const stream = rawStream(spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')));
    files.push({ name: tree.lookup(i, PDFString, PDFHexString).decodeText(), spec, stream, bytes: inflateSync(stream.contents) });
  }
  return { pdf, files };
}

const flat = (text: string) => text.replace(/\n/g, ' ');

describe('invoicePdf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints a French invoice: number, dates in Paris, seller’s identifiers, every line, totals in French, payments, notes', async () => {
    const [page, ...more] = await pagesText(await invoicePdf(sale));
    expect(more).toHaveLength(0);
    const text = page!.split('\n');
    expect(text[0]).toBe('Facture N° VN-F-2026-000123');
    expect(text).toEqual(expect.arrayContaining(["Date d'émission : 28/11/2026", 'Commande N° : VN-2026-004217']));
    expect(text).toEqual(expect.arrayContaining(['École de ski Val-Neige', 'SIREN : 123456782', 'SIRET : 12345678200017']));
    expect(text).toEqual(expect.arrayContaining(['N° TVA intracommunautaire : FR40123456782', 'Client', 'Claire Martin', '69003 Lyon']));
    // The long description is cut over several lines, and nothing of it is lost.
    expect(text).not.toContain(COURSE);
    expect(flat(page!)).toContain(COURSE);
    expect(flat(page!)).toContain('Forfait Val-Neige 6 jours adulte – Paul Martin');
    expect(flat(page!)).toContain('Location skis + chaussures, pack Découverte, 5 jours');
    // The course: 249,00 € less 37,35 €, exempt; the rental: 2 × 37,50 € excl. VAT at 20 %.
    expect(text).toEqual(
      expect.arrayContaining(['249,00 €', '37,35 €', 'Exonéré', '211,65 €', '2', '37,50 €', '20 %', '75,00 €', '90,00 €']),
    );
    expect(text).toEqual(expect.arrayContaining(['Récapitulatif de la TVA', '10 %', '96,36 €', '9,64 €', COURSE_EXEMPTION]));
    // Totals: 211,65 + 96,36 + 75,00 excl. VAT; 9,64 + 15,00 VAT; 407,65 € in all.
    expect(flat(page!)).toContain('Total HT 383,01 € Total TVA 24,64 € Total TTC 407,65 €');
    expect(flat(page!)).toContain('Règlements 28/11/2026 Carte bancaire (Stripe) 357,65 € 28/11/2026 Bon cadeau 50,00 €');
    expect(text).toEqual(
      expect.arrayContaining(['Facture acquittée le 28/11/2026.', 'Pas d’escompte pour paiement anticipé.', 'Page 1/1']),
    );
    // Intl's narrow no-break spaces became plain ones, never '?'.
    expect(page).not.toContain('?');
  });

  it('prints an English credit note with its invoice, in English formats', async () => {
    const [page] = await pagesText(await invoicePdf(refund));
    const text = page!.split('\n');
    expect(text[0]).toBe('Credit note No. VN-A-2026-000004');
    expect(text).toEqual(expect.arrayContaining(['Date of issue: 2 Dec 2026', 'Order No.: VN-2026-004217', 'Customer']));
    expect(text).toContain('Credit note for invoice No. VN-F-2026-000123 of 28 Nov 2026');
    expect(flat(page!)).toContain('Unit price excl. VAT');
    expect(text).toEqual(expect.arrayContaining(['Exempt', '€211.65', 'VAT summary', COURSE_EXEMPTION]));
    expect(flat(page!)).toContain('Group lessons for children “Piou-Piou”, 5 mornings – Léa Martin');
    expect(flat(page!)).toContain('Total excl. VAT €211.65 Total VAT €0.00 Total incl. VAT €211.65');
    expect(flat(page!)).toContain('Refunds 2 Dec 2026 Card (Lyra) €211.65');
    expect(page).not.toMatch(/Facture|Avoir|€ |,\d\d €/);
  });

  it('runs 40 lines onto a second page with the title and the columns again, numbered 1/2 and 2/2', async () => {
    const pages = await pagesText(await invoicePdf(group));
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map((p) => p.split('\n'));
    expect(first![0]).toBe('Facture N° VN-F-2026-000123');
    expect(second![0]).toBe('Facture N° VN-F-2026-000123 (suite)');
    expect(second).toEqual(expect.arrayContaining(['Description', 'Qté', 'Total TTC']));
    expect(first).toContain('Page 1/2');
    expect(second).toContain('Page 2/2');
    const lines = pages.flatMap((p) => p.split('\n')).filter((t) => t.startsWith('Forfait 6 jours'));
    expect(lines).toEqual(group.lines.map((l) => l.description));
    expect(second).toContain('Total TTC');
    expect(second).toContain('4 240,00 €');
  });

  it('embeds the Factur-X XML as factur-x.xml and declares it in the XMP metadata', async () => {
    const xml = invoiceCii(sale);
    const { pdf, files } = await attachments(await invoicePdf(sale, xml));
    expect(files.map((f) => f.name)).toEqual(['factur-x.xml']);
    const [file] = files;
    expect(new TextDecoder().decode(file!.bytes)).toBe(xml);
    expect(file!.spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    expect(file!.stream.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    expect(pdf.catalog.lookup(PDFName.of('AF'), PDFArray).size()).toBe(1);
    const xmp = new TextDecoder().decode(rawStream(pdf.catalog.lookup(PDFName.of('Metadata'))).contents);
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version><fx:ConformanceLevel>BASIC</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-27T23:30:00Z</xmp:CreateDate>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Facture N° VN-F-2026-000123</rdf:li>');
    // Without XML, neither attachment nor metadata.
    const bare = await attachments(await invoicePdf(sale));
    expect(bare.files).toHaveLength(0);
    expect(bare.pdf.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
  });

  it('sets title, author, language and dates from the document, and renders it to the same bytes at any time', async () => {
    const first = await invoicePdf(refund, invoiceCii(refund));
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    const again = await invoicePdf(refund, invoiceCii(refund));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const pdf = await PDFDocument.load(first, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Credit note No. VN-A-2026-000004');
    expect(pdf.getAuthor()).toBe('École de ski Val-Neige');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en-GB');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('says which credit note an invoice refers to when it reverses one', async () => {
    const refersTo = { number: 'VN-A-2026-000004', issuedAt: '2026-12-02T10:00:00.000Z' };
    const [page] = await pagesText(await invoicePdf({ ...sale, refersTo }));
    expect(page!.split('\n')).toContain('Facture relative à l’avoir N° VN-A-2026-000004 du 02/12/2026');
    expect(page).not.toContain('Avoir relatif');
  });

  it('prints what WinAnsi cannot encode as ? instead of failing', async () => {
    const buyer = { name: 'Zoë Łukasiewicz 🎿', address: ['Ul. Świętojańska\u00a012', '81-368 Gdynia'] };
    const [page] = await pagesText(await invoicePdf({ ...sale, buyer }));
    expect(page!.split('\n')).toEqual(expect.arrayContaining(['Zoë ?ukasiewicz ?', 'Ul. ?wi?toja?ska 12']));
  });
});
