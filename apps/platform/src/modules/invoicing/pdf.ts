/**
 * The PDF of an issued invoice or credit note, drawn from the document alone: the same document gives the same
 * bytes (dates, producer and creator are set from the document, never from the clock).
 *
 * Factur-X: what is covered and what is not.
 * - Covered: the XML given (`invoiceCii`, profile BASIC, conformant to it) is embedded as `factur-x.xml`
 *   (MIME text/xml, AFRelationship Alternative, listed in the catalog's /AF and /Names /EmbeddedFiles), and
 *   the XMP metadata carries the Factur-X extension schema (fx:DocumentType INVOICE, DocumentFileName,
 *   Version 1.0, ConformanceLevel BASIC) with title, author, language and dates matching the Info dictionary.
 *   Software that reads Factur-X finds and reads the XML.
 * - Not covered: PDF/A-3b. The standard fonts (Helvetica) are not embedded, there is no output intent (ICC
 *   profile), no document ID, and the XMP does not declare pdfaid:part/conformance, since the file would not
 *   pass a PDF/A validator (veraPDF); so it is not a fully valid Factur-X file for a strict validator. Getting
 *   there needs an embedded font (fontkit) and an sRGB ICC profile.
 * Text is WinAnsi (the standard fonts' encoding): spaces Intl puts in French numbers become plain spaces and
 * any other character WinAnsi lacks becomes '?'.
 */
import { AFRelationship, PageSizes, PDFDocument, type PDFFont, PDFName, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { plainEuros } from '../../lib/format';
import { escapeXml, FACTURX_CONFORMANCE_LEVEL } from './cii';
import type { InvoiceDocument, InvoiceParty, InvoicePayment } from './document';

type Language = InvoiceDocument['language'];

const LABELS = {
  fr: {
    invoice: 'Facture',
    credit_note: 'Avoir',
    no: 'N°',
    continued: '(suite)',
    issuedAt: "Date d'émission",
    order: 'Commande N°',
    buyer: 'Client',
    vatNumber: 'N° TVA intracommunautaire',
    // An invoice refers to a credit note when it reverses it (a refund the bank refused).
    refersTo: {
      credit_note: (no: string, date: string) => `Avoir relatif à la facture N° ${no} du ${date}`,
      invoice: (no: string, date: string) => `Facture relative à l’avoir N° ${no} du ${date}`,
    },
    columns: ['Description', 'Qté', 'Prix unitaire HT', 'Remise TTC', 'TVA', 'Total HT', 'Total TTC'],
    exempt: 'Exonéré',
    vatSummary: 'Récapitulatif de la TVA',
    rate: 'Taux',
    base: 'Base HT',
    vat: 'TVA',
    totalExcl: 'Total HT',
    totalVat: 'Total TVA',
    totalIncl: 'Total TTC',
    payments: { invoice: 'Règlements', credit_note: 'Remboursements' },
    card: 'Carte bancaire',
    gift_voucher: 'Bon cadeau',
    cash: 'Espèces',
    transfer: 'Virement',
    cheque: 'Chèque',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    no: 'No.',
    continued: '(continued)',
    issuedAt: 'Date of issue',
    order: 'Order No.',
    buyer: 'Customer',
    vatNumber: 'VAT number',
    refersTo: {
      credit_note: (no: string, date: string) => `Credit note for invoice No. ${no} of ${date}`,
      invoice: (no: string, date: string) => `Invoice for credit note No. ${no} of ${date}`,
    },
    columns: ['Description', 'Qty', 'Unit price excl. VAT', 'Discount incl. VAT', 'VAT', 'Total excl. VAT', 'Total incl. VAT'],
    exempt: 'Exempt',
    vatSummary: 'VAT summary',
    rate: 'Rate',
    base: 'Base excl. VAT',
    vat: 'VAT',
    totalExcl: 'Total excl. VAT',
    totalVat: 'Total VAT',
    totalIncl: 'Total incl. VAT',
    payments: { invoice: 'Payments', credit_note: 'Refunds' },
    card: 'Card',
    gift_voucher: 'Gift voucher',
    cash: 'Cash',
    transfer: 'Bank transfer',
    cheque: 'Cheque',
  },
};

const PROVIDERS: Record<string, string> = { sandbox: 'sandbox', stripe: 'Stripe', lyra: 'Lyra' };

// A4 in points; the content stays above the footer.
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 42;
const RIGHT = PAGE_WIDTH - MARGIN;
const BOTTOM = 56;
const SIZE = 9;
const SMALL = 8;
const GRAY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);
// The lines' table: column widths (511 pt = the page between margins); all but the description are right-aligned.
const COLUMNS = [200, 26, 55, 50, 42, 66, 72];
const COLUMN_X = COLUMNS.map((_, i) => MARGIN + COLUMNS.slice(0, i).reduce((a, b) => a + b, 0));
const PAD = 4;

export async function invoicePdf(doc: InvoiceDocument, xml?: string): Promise<Uint8Array> {
  const t = LABELS[doc.language];
  const issued = new Date(doc.issuedAt);
  const title = `${t[doc.kind]} ${t.no} ${doc.number}`;
  // No metadata from the clock: everything below is set from the document.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const sheet = new Sheet(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), [
    title,
    `${title} ${t.continued}`,
  ]);
  const money = (cents: number) => plainEuros(cents, doc.language);
  const rate = (bp: number, exempt: boolean) => (exempt ? t.exempt : percent(bp, doc.language));
  const field = (label: string, value: string) => `${label}${doc.language === 'fr' ? ' : ' : ': '}${value}`;

  sheet.newPage();
  sheet.line(field(t.issuedAt, day(doc.issuedAt, doc.language)));
  sheet.line(field(t.order, doc.orderNumber));
  if (doc.refersTo) sheet.line(t.refersTo[doc.kind](doc.refersTo.number, day(doc.refersTo.issuedAt, doc.language)), { bold: true });
  sheet.y -= 10;

  // Seller on the left, buyer on the right, side by side.
  const identity = (p: InvoiceParty) => [
    p.name,
    ...p.address,
    ...(p.siren ? [field('SIREN', p.siren)] : []),
    ...(p.siret ? [field('SIRET', p.siret)] : []),
    ...(p.vatNumber ? [field(t.vatNumber, p.vatNumber)] : []),
    ...(p.email ? [p.email] : []),
  ];
  const top = sheet.y;
  sheet.block(identity(doc.seller), MARGIN);
  const sellerBottom = sheet.y;
  sheet.y = top;
  sheet.line(t.buyer, { x: 320, size: SMALL, color: GRAY });
  sheet.block(identity(doc.buyer), 320);
  sheet.y = Math.min(sheet.y, sellerBottom) - 16;

  // The lines, with the columns' header again on each page they run onto.
  const tableHeader = () => {
    const cells = t.columns.map((c, i) => sheet.wrap(c, COLUMNS[i]! - PAD, SMALL, true));
    const height = Math.max(...cells.map((c) => c.length)) * 10;
    cells.forEach((c, i) => {
      c.forEach((text, j) => {
        sheet.text(text, i === 0 ? COLUMN_X[i]! : COLUMN_X[i]! + COLUMNS[i]! - PAD, sheet.y - 8 - j * 10, {
          size: SMALL,
          bold: true,
          right: i > 0,
        });
      });
    });
    sheet.y -= height + 2;
    sheet.rule();
  };
  sheet.room(60);
  tableHeader();
  for (const l of doc.lines) {
    const description = sheet.wrap(l.description, COLUMNS[0]! - PAD, SIZE);
    const height = description.length * 11 + 5;
    sheet.room(height, tableHeader);
    const exempt = l.vatRateBp === 0;
    const cells = [
      number(l.quantity, doc.language),
      money(Math.round(l.unitExclCents)),
      l.discountCents ? money(l.discountCents) : '–',
      rate(l.vatRateBp, exempt),
      money(l.totalExclCents),
      money(l.totalInclCents),
    ];
    description.forEach((text, j) => {
      sheet.text(text, COLUMN_X[0]!, sheet.y - 10 - j * 11);
    });
    cells.forEach((text, i) => {
      sheet.text(text, COLUMN_X[i + 1]! + COLUMNS[i + 1]! - PAD, sheet.y - 10, { right: true });
    });
    sheet.y -= height;
    sheet.rule();
  }
  sheet.y -= 14;

  // Per rate: base and VAT, each exemption's legal mention under its row.
  const summaryRight = MARGIN + 300;
  sheet.room(40);
  sheet.line(t.vatSummary, { bold: true });
  sheet.text(t.rate, MARGIN, sheet.y - 9, { size: SMALL, color: GRAY });
  sheet.text(t.base, summaryRight - 90, sheet.y - 9, { size: SMALL, color: GRAY, right: true });
  sheet.text(t.vat, summaryRight, sheet.y - 9, { size: SMALL, color: GRAY, right: true });
  sheet.y -= 13;
  for (const v of doc.vatTotals) {
    const exempt = v.vatRateBp === 0;
    const mention = exempt && v.exemption ? sheet.wrap(v.exemption, 300, SMALL) : [];
    sheet.room(13 + mention.length * 10);
    sheet.text(rate(v.vatRateBp, exempt), MARGIN, sheet.y - 10);
    sheet.text(money(v.baseExclCents), summaryRight - 90, sheet.y - 10, { right: true });
    sheet.text(money(v.vatCents), summaryRight, sheet.y - 10, { right: true });
    sheet.y -= 13;
    for (const text of mention) sheet.line(text, { size: SMALL, color: GRAY, height: 10 });
  }
  sheet.y -= 10;

  // Totals, right-aligned.
  sheet.room(50);
  for (const [label, cents, bold] of [
    [t.totalExcl, doc.totalExclCents, false],
    [t.totalVat, doc.totalVatCents, false],
    [t.totalIncl, doc.totalInclCents, true],
  ] as const) {
    sheet.text(label, RIGHT - 200, sheet.y - 11, { bold, size: bold ? 11 : SIZE });
    sheet.text(money(cents), RIGHT, sheet.y - 11, { bold, size: bold ? 11 : SIZE, right: true });
    sheet.y -= 15;
  }
  sheet.y -= 10;

  if (doc.payments.length) {
    sheet.room(30);
    sheet.line(t.payments[doc.kind], { bold: true });
    for (const p of doc.payments) {
      sheet.room(12);
      sheet.text(day(p.at, doc.language), MARGIN, sheet.y - 10);
      sheet.text(means(p, doc.language), MARGIN + 80, sheet.y - 10);
      sheet.text(money(p.amountCents), summaryRight, sheet.y - 10, { right: true });
      sheet.y -= 12;
    }
    sheet.y -= 10;
  }
  for (const note of doc.notes) {
    for (const text of sheet.wrap(note, RIGHT - MARGIN, SMALL)) {
      sheet.room(10);
      sheet.line(text, { size: SMALL, height: 10 });
    }
    sheet.y -= 4;
  }

  // Footers once the number of pages is known.
  const seller = doc.seller;
  const footer = [seller.name, seller.siret ? `SIRET ${seller.siret}` : ''].filter(Boolean).join(' – ');
  sheet.pages.forEach((page, i) => {
    sheet.text(footer, MARGIN, 30, { size: SMALL, color: GRAY, page });
    sheet.text(`Page ${i + 1}/${sheet.pages.length}`, RIGHT, 30, { size: SMALL, color: GRAY, right: true, page });
  });

  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(seller.name);
  pdf.setLanguage(doc.language === 'fr' ? 'fr-FR' : 'en-GB');
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  if (xml !== undefined) await attachFacturX(pdf, doc, xml, title);
  return pdf.save({ useObjectStreams: false });
}

const CREATOR = 'Schuss';
const PRODUCER = 'Schuss invoicing (pdf-lib 1.17.1)';

type TextOptions = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

/** A cursor down the pages: it starts a new page (with the title again) when what comes next does not fit. */
class Sheet {
  readonly pages: PDFPage[] = [];
  y = 0;
  private readonly encodable: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    /** The title on the first page, and on the next ones. */
    private readonly titles: [string, string],
  ) {
    this.encodable = new Set(regular.getCharacterSet());
  }

  newPage(): void {
    this.pages.push(this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.y = PAGE_HEIGHT - MARGIN;
    this.text(this.titles[this.pages.length > 1 ? 1 : 0], MARGIN, this.y - 16, { size: 16, bold: true });
    this.y -= 30;
  }

  /** Makes room for `height` points, on a new page if need be (then calls `again`, e.g. to repeat a header). */
  room(height: number, again?: () => void): void {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
    again?.();
  }

  line(text: string, o: TextOptions & { x?: number; height?: number } = {}): void {
    this.text(text, o.x ?? MARGIN, this.y - (o.size ?? SIZE) - 1, o);
    this.y -= o.height ?? 12;
  }

  block(lines: string[], x: number): void {
    lines.forEach((text, i) => {
      this.line(text, { x, bold: i === 0 });
    });
  }

  rule(): void {
    this.pages.at(-1)!.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: RIGHT, y: this.y }, thickness: 0.5, color: RULE });
  }

  text(text: string, x: number, y: number, o: TextOptions & { right?: boolean; page?: PDFPage } = {}): void {
    const font = o.bold ? this.bold : this.regular;
    const size = o.size ?? SIZE;
    const s = this.winAnsi(text);
    const left = o.right ? x - font.widthOfTextAtSize(s, size) : x;
    (o.page ?? this.pages.at(-1)!).drawText(s, { x: left, y, size, font, color: o.color ?? rgb(0, 0, 0) });
  }

  /** `text` cut into lines no wider than `width`; a word longer than a line is cut too. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let current = '';
    for (let word of this.winAnsi(text).split(' ').filter(Boolean)) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        if (current) lines.push(current);
        lines.push(word.slice(0, cut));
        current = '';
        word = word.slice(cut);
      }
      const next = current ? `${current} ${word}` : word;
      if (fits(next)) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current || !lines.length) lines.push(current);
    return lines;
  }

  /** What the standard fonts can print: Intl's no-break spaces and line breaks become spaces, the rest '?'. */
  winAnsi(text: string): string {
    return Array.from(text.normalize('NFC').replace(/\s/g, ' ')) // \s includes U+00A0 and U+202F
      .map((c) => (this.encodable.has(c.codePointAt(0)!) ? c : '?'))
      .join('');
  }
}

function means(p: InvoicePayment, language: Language): string {
  const t = LABELS[language];
  if (p.means !== 'card') return t[p.means];
  return p.provider ? `${t.card} (${PROVIDERS[p.provider] ?? p.provider})` : t.card;
}

/** `27/11/2026` (fr) or `27 Nov 2026` (en), the day in Paris. */
function day(iso: string, language: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      timeZone: 'Europe/Paris',
      day: language === 'fr' ? '2-digit' : 'numeric',
      month: language === 'fr' ? '2-digit' : 'short',
      year: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return language === 'fr' ? `${parts.day}/${parts.month}/${parts.year}` : `${parts.day} ${parts.month} ${parts.year}`;
}

const number = (n: number, language: Language) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(n);

/** `5,5 %` (fr) or `5.5%` (en) from basis points. */
const percent = (bp: number, language: Language) => `${number(bp / 100, language)}${language === 'fr' ? ' %' : '%'}`;

/** Embeds the XML as Factur-X's `factur-x.xml` and declares it in the XMP metadata. */
async function attachFacturX(pdf: PDFDocument, doc: InvoiceDocument, xml: string, title: string): Promise<void> {
  const issued = new Date(doc.issuedAt);
  await pdf.attach(new TextEncoder().encode(xml), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X',
    creationDate: issued,
    modificationDate: issued,
    afRelationship: AFRelationship.Alternative,
  });
  // Seconds, as in the Info dictionary's dates (PDF/A wants both to agree).
  const date = issued.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType>` +
    `<pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  const xmp = `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(doc.seller.name)}</rdf:li></rdf:Seq></dc:creator>
<dc:language><rdf:Bag><rdf:li>${doc.language === 'fr' ? 'fr-FR' : 'en-GB'}</rdf:li></rdf:Bag></dc:language></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${CREATOR}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${PRODUCER}</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>
${property('DocumentFileName', 'name of the embedded XML invoice file')}
${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${property('Version', 'The actual version of the Factur-X XML schema')}
${property('ConformanceLevel', 'The conformance level of the embedded Factur-X data')}
</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
<fx:Version>1.0</fx:Version><fx:ConformanceLevel>${FACTURX_CONFORMANCE_LEVEL}</fx:ConformanceLevel></rdf:Description>
</rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
  // Uncompressed, as XMP must stay readable by tools that scan the file for it.
  const metadata = pdf.context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
}
