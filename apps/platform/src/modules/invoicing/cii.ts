import type { InvoiceDocument, InvoiceLine, InvoiceParty, VatTotal } from './document';

/**
 * The Factur-X XML of an issued document: a UN/CEFACT Cross Industry Invoice (D16B) for the Factur-X 1.0
 * BASIC profile (EN 16931 subset with lines). Drawn from the document alone, so the same document always gives
 * the same bytes; `pdf.ts` embeds it in the PDF.
 *
 * Choices the standard leaves to us:
 * - A credit note is TypeCode 381 with positive amounts and an InvoiceReferencedDocument (BG-3).
 * - A discounted line keeps its unit price excl. VAT as net price and carries the discount (excl. VAT) as a
 *   line allowance, so LineTotalAmount is the document's `totalExclCents`; an undiscounted line's net price is
 *   its total divided by its quantity (up to 4 decimals), so rounding never shows as a discount.
 * - Rate > 0 is category S; rate 0 is E with the line's exemption as the reason (EN 16931 has no line-level
 *   reason: it is given in the VAT breakdown, BR-E-10).
 * - Payments are not listed as payment means: what was paid is TotalPrepaidAmount. DuePayableAmount is the
 *   total less the payments, so a document without payments shows the whole total as due (and EN 16931's
 *   BR-CO-25 then wants payment terms, which the document does not carry).
 * - The VAT breakdown is the document's `vatTotals` by rate: EN 16931 allows one E group only (BR-E-01), so
 *   several exemptions (a lesson's, a gift voucher's) make one group whose reason joins their mentions.
 * - The document must add up (see `checkTotals`), otherwise the XML would break EN 16931's rules
 *   BR-CO-10/13/14/15 and BR-S-08: rendering it throws rather than writing an invoice that software rejects.
 * Checked by hand against the Factur-X 1.0.x BASIC XSD and schematron: valid, with one warning for the empty
 * ApplicableHeaderTradeDelivery (the XSD requires it; the document has no delivery data to put in it).
 */

/** The Factur-X profile this XML follows; the PDF's XMP metadata declares the same. */
export const FACTURX_CONFORMANCE_LEVEL = 'BASIC';
const GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic';

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

export function invoiceCii(doc: InvoiceDocument): string {
  const vat = byRate(doc);
  checkTotals(doc, vat);
  const country = addressOf(doc.seller.address, 'FR').country;
  const paidCents = doc.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const lineTotalCents = sum(doc.lines.map((l) => l.totalExclCents));
  const taxCents = sum(vat.map((t) => t.vatCents));
  const grandCents = lineTotalCents + taxCents;

  const body = [
    el('rsm:ExchangedDocumentContext', el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', escapeXml(GUIDELINE)))),
    el(
      'rsm:ExchangedDocument',
      el('ram:ID', escapeXml(doc.number)),
      el('ram:TypeCode', doc.kind === 'credit_note' ? '381' : '380'),
      el('ram:IssueDateTime', `<udt:DateTimeString format="102">${day102(doc.issuedAt)}</udt:DateTimeString>`),
      ...doc.notes.map((note) => el('ram:IncludedNote', el('ram:Content', escapeXml(note)))),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      ...doc.lines.map((line, index) => lineItem(line, index + 1, doc.language)),
      el(
        'ram:ApplicableHeaderTradeAgreement',
        party('ram:SellerTradeParty', doc.seller, country),
        party('ram:BuyerTradeParty', doc.buyer, country),
        el('ram:BuyerOrderReferencedDocument', el('ram:IssuerAssignedID', escapeXml(doc.orderNumber))),
      ),
      '<ram:ApplicableHeaderTradeDelivery/>',
      el(
        'ram:ApplicableHeaderTradeSettlement',
        el('ram:InvoiceCurrencyCode', doc.currency),
        ...vat.map((t) =>
          el(
            'ram:ApplicableTradeTax',
            el('ram:CalculatedAmount', amount(t.vatCents)),
            el('ram:TypeCode', 'VAT'),
            t.exemption ? el('ram:ExemptionReason', escapeXml(t.exemption)) : '',
            el('ram:BasisAmount', amount(t.baseExclCents)),
            el('ram:CategoryCode', t.vatRateBp === 0 ? 'E' : 'S'),
            el('ram:RateApplicablePercent', amount(t.vatRateBp)),
          ),
        ),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', amount(lineTotalCents)),
          el('ram:TaxBasisTotalAmount', amount(lineTotalCents)),
          `<ram:TaxTotalAmount currencyID="${doc.currency}">${amount(taxCents)}</ram:TaxTotalAmount>`,
          el('ram:GrandTotalAmount', amount(grandCents)),
          el('ram:TotalPrepaidAmount', amount(paidCents)),
          el('ram:DuePayableAmount', amount(grandCents - paidCents)),
        ),
        doc.refersTo
          ? el(
              'ram:InvoiceReferencedDocument',
              el('ram:IssuerAssignedID', escapeXml(doc.refersTo.number)),
              el('ram:FormattedIssueDateTime', `<qdt:DateTimeString format="102">${day102(doc.refersTo.issuedAt)}</qdt:DateTimeString>`),
            )
          : '',
      ),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice ${NAMESPACES}>${body.join('')}</rsm:CrossIndustryInvoice>\n`;
}

function lineItem(line: InvoiceLine, id: number, language: InvoiceDocument['language']): string {
  const grossCents = Math.round(line.quantity * line.unitExclCents);
  const allowanceCents = line.discountCents > 0 ? grossCents - line.totalExclCents : 0;
  // Without a discount (or if rounding left nothing to take off) the net price is what the line costs per unit.
  const netPrice = allowanceCents > 0 ? price(line.unitExclCents) : price(line.quantity ? line.totalExclCents / line.quantity : 0);
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(id))),
    el('ram:SpecifiedTradeProduct', el('ram:Name', escapeXml(line.description))),
    el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', netPrice))),
    el('ram:SpecifiedLineTradeDelivery', `<ram:BilledQuantity unitCode="C62">${quantity(line.quantity)}</ram:BilledQuantity>`),
    el(
      'ram:SpecifiedLineTradeSettlement',
      el(
        'ram:ApplicableTradeTax',
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', line.vatRateBp === 0 ? 'E' : 'S'),
        el('ram:RateApplicablePercent', amount(line.vatRateBp)),
      ),
      allowanceCents > 0
        ? el(
            'ram:SpecifiedTradeAllowanceCharge',
            el('ram:ChargeIndicator', '<udt:Indicator>false</udt:Indicator>'),
            el('ram:ActualAmount', amount(allowanceCents)),
            el('ram:ReasonCode', '95'),
            el('ram:Reason', language === 'fr' ? 'Remise' : 'Discount'),
          )
        : '',
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', amount(line.totalExclCents))),
    ),
  );
}

function party(tag: string, p: InvoiceParty, defaultCountry: string): string {
  const address = addressOf(p.address, defaultCountry);
  return el(
    tag,
    el('ram:Name', escapeXml(p.name)),
    p.siren ? el('ram:SpecifiedLegalOrganization', `<ram:ID schemeID="0002">${escapeXml(p.siren)}</ram:ID>`) : '',
    // EN 16931 wants a postal address with a country for both parties (BR-8, BR-10), even a buyer without one.
    el(
      'ram:PostalTradeAddress',
      address.postcode ? el('ram:PostcodeCode', escapeXml(address.postcode)) : '',
      ...address.street.map((line, i) => el(['ram:LineOne', 'ram:LineTwo', 'ram:LineThree'][i] as string, escapeXml(line))),
      address.city ? el('ram:CityName', escapeXml(address.city)) : '',
      el('ram:CountryID', address.country),
    ),
    p.email ? el('ram:URIUniversalCommunication', `<ram:URIID schemeID="EM">${escapeXml(p.email)}</ram:URIID>`) : '',
    p.vatNumber ? el('ram:SpecifiedTaxRegistration', `<ram:ID schemeID="VA">${escapeXml(p.vatNumber)}</ram:ID>`) : '',
  );
}

const COUNTRIES: Record<string, string> = {
  france: 'FR',
  fr: 'FR',
  suisse: 'CH',
  switzerland: 'CH',
  italie: 'IT',
  italy: 'IT',
  espagne: 'ES',
  spain: 'ES',
  belgique: 'BE',
  belgium: 'BE',
  allemagne: 'DE',
  germany: 'DE',
  luxembourg: 'LU',
  'pays-bas': 'NL',
  netherlands: 'NL',
  'royaume-uni': 'GB',
  'united kingdom': 'GB',
  uk: 'GB',
};

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Postcode, town and country from address lines written for people: the last line is the country when it is a
 * country's name, the line before it "postcode town"; what comes before is the street (at most three lines).
 */
function addressOf(lines: string[], defaultCountry: string): { street: string[]; postcode?: string; city?: string; country: string } {
  const rest = lines.map((l) => l.trim()).filter(Boolean);
  const country = COUNTRIES[plain(rest.at(-1) ?? '')];
  if (country) rest.pop();
  const town = rest.at(-1)?.match(/^((?:[A-Z]{1,2}-)?\d{4,5})\s+(.+)$/i);
  if (town) rest.pop();
  const street = rest.length > 3 ? [rest[0] as string, rest[1] as string, rest.slice(2).join(', ')] : rest;
  return { street, postcode: town?.[1], city: town?.[2], country: country ?? defaultCountry };
}

/** The document's VAT totals by rate; at 0 % (category E) the exemptions' mentions joined, or a plain one. */
function byRate(doc: InvoiceDocument): VatTotal[] {
  const groups = new Map<number, VatTotal>();
  const mentions = new Set<string>();
  for (const t of doc.vatTotals) {
    const group = groups.get(t.vatRateBp) ?? { vatRateBp: t.vatRateBp, baseExclCents: 0, vatCents: 0 };
    group.baseExclCents += t.baseExclCents;
    group.vatCents += t.vatCents;
    groups.set(t.vatRateBp, group);
    if (t.vatRateBp === 0) mentions.add(t.exemption ?? (doc.language === 'fr' ? 'Exonéré de TVA' : 'Exempt from VAT'));
  }
  const exempt = groups.get(0);
  if (exempt) exempt.exemption = [...mentions].join('; ');
  return [...groups.values()];
}

/** The sums EN 16931 checks, from the document's own figures; an issued document that breaks one is a bug upstream. */
function checkTotals(doc: InvoiceDocument, vat: VatTotal[]): void {
  const fail = (what: string, expected: number, actual: number) => {
    if (expected !== actual) throw new Error(`${doc.number}: ${what} is ${actual} cents, expected ${expected}`);
  };
  for (const t of vat) {
    const lines = doc.lines.filter((l) => l.vatRateBp === t.vatRateBp);
    fail(`the VAT base at ${t.vatRateBp} bp`, sum(lines.map((l) => l.totalExclCents)), t.baseExclCents);
  }
  fail('the VAT bases', sum(doc.lines.map((l) => l.totalExclCents)), sum(vat.map((t) => t.baseExclCents)));
  fail('the total excl. VAT', sum(vat.map((t) => t.baseExclCents)), doc.totalExclCents);
  fail('the total VAT', sum(vat.map((t) => t.vatCents)), doc.totalVatCents);
  fail('the total incl. VAT', doc.totalExclCents + doc.totalVatCents, doc.totalInclCents);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const el = (tag: string, ...children: string[]) => `<${tag}>${children.join('')}</${tag}>`;

/** Text for element content and double-quoted attributes; drops characters XML 1.0 forbids. */
export const escapeXml = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing the control characters XML 1.0 forbids.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** `1234.50` from integer cents (also a rate in basis points as a percentage), by integer arithmetic. */
function amount(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A unit price from cents that may carry a remainder: up to 4 decimals, at least 2. */
function price(cents: number): string {
  const tenThousandths = Math.round(cents * 100);
  const digits = String(Math.abs(tenThousandths)).padStart(5, '0');
  const decimals = digits.slice(-4).replace(/0{1,2}$/, '');
  return `${tenThousandths < 0 ? '-' : ''}${digits.slice(0, -4)}.${decimals}`;
}

const quantity = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(4).replace(/0+$/, ''));

/** `yyyymmdd` (format 102) of the day in Paris. */
function day102(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return `${parts.year}${parts.month}${parts.day}`;
}
