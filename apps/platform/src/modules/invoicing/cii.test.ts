import { describe, expect, it } from 'vitest';
import { invoiceCii } from './cii';
import { COURSE_EXEMPTION, invoice, line } from './test-documents';

const course = line('Cours collectif enfants « Piou-Piou », 5 matinées du 21 au 25/12/2026 – Léa Martin', 1, 24_900, 0, 3735);
const liftPass = line('Forfait Val-Neige 6 jours adulte – Paul Martin', 1, 10_600, 1000, 1590);
const rental = line('Location skis + chaussures, pack Découverte, 5 jours', 2, 4500, 2000);
const sale = invoice([course, liftPass, rental]);
const refund = invoice([line('Cours collectif enfants « Piou-Piou » – Léa Martin', 1, 21_165, 0)], {
  kind: 'credit_note',
  number: 'VN-A-2026-000004',
  issuedAt: '2026-12-02T10:00:00.000Z',
  refersTo: { number: 'VN-F-2026-000123', issuedAt: '2026-11-27T23:30:00.000Z' },
});

// A strict little XML reader: it throws on anything not well-formed (a bare `&` or `<`, an unknown entity, unquoted
// attributes, tags that do not match, text around the root), and gives the tree to query.
type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

function parseXml(xml: string): XmlNode {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decode = (s: string) =>
    s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+)?(;?)/gi, (_, entity: string | undefined, semicolon: string) => {
      if (!entity || !semicolon) throw new Error(`bare & in ${s}`);
      if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      if (named[entity] === undefined) throw new Error(`unknown entity &${entity};`);
      return named[entity];
    });
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    const [, closing, name, attributes, selfClosing, text] = m;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      if (stack.length === 1 && text.trim()) throw new Error('text outside the root');
      top.text += decode(text);
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const node: XmlNode = { name: name!, attributes: {}, children: [], text: '' };
      for (const [, key, value] of attributes!.matchAll(/([\w:.-]+)="([^"]*)"/g)) node.attributes[key!] = decode(value!);
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  const [document] = stack;
  if (stack.length !== 1 || document!.children.length !== 1) throw new Error('unclosed elements or several roots');
  return document!.children[0]!;
}

/** Every element named `name` under `node`, in document order. */
const all = (node: XmlNode, name: string): XmlNode[] => node.children.flatMap((c) => [...(c.name === name ? [c] : []), ...all(c, name)]);
const one = (node: XmlNode, name: string): XmlNode => {
  const found = all(node, name);
  if (found.length !== 1) throw new Error(`${found.length} × ${name}`);
  return found[0]!;
};
/** An amount's cents, read as text: exactly two decimals, no float. */
const cents = (node: XmlNode): number => {
  expect(node.text).toMatch(/^\d+\.\d{2}$/);
  return Number(node.text.replace('.', ''));
};
const total = (nodes: XmlNode[]) => nodes.reduce((n, node) => n + cents(node), 0);

describe('invoiceCii', () => {
  it('writes a well-formed Factur-X BASIC invoice: type 380, number, day of issue in Paris, order', () => {
    const root = parseXml(invoiceCii(sale));
    expect(root.name).toBe('rsm:CrossIndustryInvoice');
    expect(root.attributes['xmlns:ram']).toBe('urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100');
    expect(one(root, 'ram:GuidelineSpecifiedDocumentContextParameter').children[0]!.text).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic',
    );
    const header = one(root, 'rsm:ExchangedDocument');
    expect(header.children.map((c) => c.name).slice(0, 3)).toEqual(['ram:ID', 'ram:TypeCode', 'ram:IssueDateTime']);
    expect(header.children[0]!.text).toBe('VN-F-2026-000123');
    expect(one(header, 'ram:TypeCode').text).toBe('380');
    const issued = one(header, 'udt:DateTimeString');
    expect([issued.attributes.format, issued.text]).toEqual(['102', '20261128']);
    expect(one(root, 'ram:BuyerOrderReferencedDocument').children[0]!.text).toBe('VN-2026-004217');
    expect(all(root, 'ram:InvoiceReferencedDocument')).toHaveLength(0);
    expect(one(root, 'ram:Content').text).toBe('Facture acquittée le 28/11/2026.');
  });

  it('adds up: lines = basis = breakdown bases, breakdown VAT = tax total, basis + tax = grand total, all prepaid', () => {
    const root = parseXml(invoiceCii(sale));
    const items = all(root, 'ram:IncludedSupplyChainTradeLineItem');
    expect(items.map((i) => one(i, 'ram:LineTotalAmount').text)).toEqual(['211.65', '81.91', '75.00']);
    const summary = one(root, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
    const lineTotal = total(items.map((i) => one(i, 'ram:LineTotalAmount')));
    const breakdown = one(root, 'ram:ApplicableHeaderTradeSettlement').children.filter((c) => c.name === 'ram:ApplicableTradeTax');
    expect(breakdown).toHaveLength(3);
    expect(cents(one(summary, 'ram:LineTotalAmount'))).toBe(lineTotal);
    expect(cents(one(summary, 'ram:TaxBasisTotalAmount'))).toBe(lineTotal);
    expect(total(breakdown.map((t) => one(t, 'ram:BasisAmount')))).toBe(lineTotal);
    const tax = one(summary, 'ram:TaxTotalAmount');
    expect(tax.attributes.currencyID).toBe('EUR');
    expect(total(breakdown.map((t) => one(t, 'ram:CalculatedAmount')))).toBe(cents(tax));
    expect(lineTotal + cents(tax)).toBe(cents(one(summary, 'ram:GrandTotalAmount')));
    expect([lineTotal, cents(tax), cents(one(summary, 'ram:GrandTotalAmount'))]).toEqual([36_856, 2_319, 39_175]);
    expect(cents(one(summary, 'ram:TotalPrepaidAmount'))).toBe(39_175);
    expect(one(summary, 'ram:DuePayableAmount').text).toBe('0.00');
    // Each rate's basis is the sum of its lines, and the VAT is the basis at the rate, to the cent.
    for (const t of breakdown) {
      const rate = one(t, 'ram:RateApplicablePercent').text;
      const lines = items.filter((i) => one(i, 'ram:RateApplicablePercent').text === rate);
      expect(total(lines.map((i) => one(i, 'ram:LineTotalAmount')))).toBe(cents(one(t, 'ram:BasisAmount')));
      expect(Math.abs((cents(one(t, 'ram:BasisAmount')) * Number(rate)) / 100 - cents(one(t, 'ram:CalculatedAmount')))).toBeLessThanOrEqual(
        1,
      );
    }
  });

  it('carries a promo code as a line allowance: net price × quantity − allowance = line total', () => {
    const root = parseXml(invoiceCii(sale));
    const [courseItem, liftItem, rentalItem] = all(root, 'ram:IncludedSupplyChainTradeLineItem');
    expect(one(courseItem!, 'ram:ChargeAmount').text).toBe('249.00');
    const allowance = one(courseItem!, 'ram:SpecifiedTradeAllowanceCharge');
    expect(one(allowance, 'udt:Indicator').text).toBe('false');
    expect(one(allowance, 'ram:ActualAmount').text).toBe('37.35');
    expect(one(allowance, 'ram:Reason').text).toBe('Remise');
    expect(all(rentalItem!, 'ram:SpecifiedTradeAllowanceCharge')).toHaveLength(0);
    const quantity = one(rentalItem!, 'ram:BilledQuantity');
    expect([quantity.attributes.unitCode, quantity.text, one(rentalItem!, 'ram:ChargeAmount').text]).toEqual(['C62', '2', '37.50']);
    for (const item of [courseItem!, liftItem!, rentalItem!]) {
      const allowances = all(item, 'ram:ActualAmount');
      const net = Number(one(item, 'ram:ChargeAmount').text) * Number(one(item, 'ram:BilledQuantity').text);
      expect(Math.round(net * 100) - total(allowances)).toBe(cents(one(item, 'ram:LineTotalAmount')));
    }
  });

  it('gives exempt lines category E at 0 % and the legal mention in the breakdown; taxed lines S at their rate', () => {
    const root = parseXml(invoiceCii(sale));
    const lineTaxes = all(root, 'ram:SpecifiedLineTradeSettlement').map((s) => one(s, 'ram:ApplicableTradeTax'));
    expect(lineTaxes.map((t) => [one(t, 'ram:CategoryCode').text, one(t, 'ram:RateApplicablePercent').text])).toEqual([
      ['E', '0.00'],
      ['S', '10.00'],
      ['S', '20.00'],
    ]);
    const breakdown = one(root, 'ram:ApplicableHeaderTradeSettlement').children.filter((c) => c.name === 'ram:ApplicableTradeTax');
    const exempt = breakdown.find((t) => one(t, 'ram:CategoryCode').text === 'E')!;
    expect(one(exempt, 'ram:ExemptionReason').text).toBe(COURSE_EXEMPTION);
    expect([one(exempt, 'ram:BasisAmount').text, one(exempt, 'ram:CalculatedAmount').text]).toEqual(['211.65', '0.00']);
    expect(breakdown.filter((t) => all(t, 'ram:ExemptionReason').length)).toHaveLength(1);
  });

  it('makes one exempt group of several exemptions, their mentions joined (EN 16931 allows one E group)', () => {
    const voucher = { ...line('Bon cadeau 50 €', 1, 5000, 0), exemption: 'Bon à usages multiples : TVA due lors de son utilisation' };
    const root = parseXml(invoiceCii(invoice([course, voucher, rental])));
    const breakdown = one(root, 'ram:ApplicableHeaderTradeSettlement').children.filter((c) => c.name === 'ram:ApplicableTradeTax');
    expect(breakdown.map((t) => [one(t, 'ram:CategoryCode').text, one(t, 'ram:BasisAmount').text])).toEqual([
      ['E', '261.65'],
      ['S', '75.00'],
    ]);
    // In the order of the document's VAT totals (by rate, then mention).
    expect(one(breakdown[0]!, 'ram:ExemptionReason').text).toBe(`${voucher.exemption}; ${COURSE_EXEMPTION}`);
  });

  it('names the seller with SIREN (0002), VAT number (VA) and a postal address read from its lines', () => {
    const root = parseXml(invoiceCii(sale));
    const seller = one(root, 'ram:SellerTradeParty');
    expect(seller.children.map((c) => c.name)).toEqual([
      'ram:Name',
      'ram:SpecifiedLegalOrganization',
      'ram:PostalTradeAddress',
      'ram:URIUniversalCommunication',
      'ram:SpecifiedTaxRegistration',
    ]);
    expect(one(seller, 'ram:Name').text).toBe('École de ski Val-Neige');
    const siren = one(one(seller, 'ram:SpecifiedLegalOrganization'), 'ram:ID');
    expect([siren.attributes.schemeID, siren.text]).toEqual(['0002', '123456782']);
    const vat = one(one(seller, 'ram:SpecifiedTaxRegistration'), 'ram:ID');
    expect([vat.attributes.schemeID, vat.text]).toEqual(['VA', 'FR40123456782']);
    const address = one(seller, 'ram:PostalTradeAddress');
    expect(address.children.map((c) => [c.name, c.text])).toEqual([
      ['ram:PostcodeCode', '73500'],
      ['ram:LineOne', "Maison de la Montagne, place de l'Office"],
      ['ram:CityName', 'Val-Neige'],
      ['ram:CountryID', 'FR'],
    ]);
    expect(one(one(root, 'ram:BuyerTradeParty'), 'ram:CityName').text).toBe('Lyon');
  });

  it('reads a foreign country, and gives a buyer without an address the seller’s country', () => {
    const swiss = invoice([rental], { buyer: { name: 'Anna Keller', address: ['Chemin des Alpes 4', '1950 Sion', 'Suisse'] } });
    const address = one(one(parseXml(invoiceCii(swiss)), 'ram:BuyerTradeParty'), 'ram:PostalTradeAddress');
    expect(address.children.map((c) => c.text)).toEqual(['1950', 'Chemin des Alpes 4', 'Sion', 'CH']);
    const nowhere = invoice([rental], { buyer: { name: 'Anna Keller', address: [] } });
    const none = one(one(parseXml(invoiceCii(nowhere)), 'ram:BuyerTradeParty'), 'ram:PostalTradeAddress');
    expect(none.children.map((c) => [c.name, c.text])).toEqual([['ram:CountryID', 'FR']]);
  });

  it('writes a credit note as type 381 with positive amounts, pointing at its invoice', () => {
    const root = parseXml(invoiceCii(refund));
    expect(one(one(root, 'rsm:ExchangedDocument'), 'ram:TypeCode').text).toBe('381');
    const invoiceRef = one(root, 'ram:InvoiceReferencedDocument');
    expect(one(invoiceRef, 'ram:IssuerAssignedID').text).toBe('VN-F-2026-000123');
    const date = one(invoiceRef, 'qdt:DateTimeString');
    expect([date.attributes.format, date.text]).toEqual(['102', '20261128']);
    expect(one(root, 'ram:GrandTotalAmount').text).toBe('211.65');
    expect(all(root, 'ram:LineTotalAmount').map((n) => n.text)).toEqual(['211.65', '211.65']);
  });

  it('escapes names and descriptions: &, <, > and quotes survive, accents stay as they are', () => {
    const buyer = { name: 'Dupont & Fils <SARL> "Élan" d\'Été', address: [] };
    const odd = invoice([line('Stage <Compétition> & "Freeride" – 2 jours', 1, 18_000, 2000)], { buyer });
    const xml = invoiceCii(odd);
    expect(xml).toContain('Dupont &amp; Fils &lt;SARL&gt; &quot;Élan&quot; d&apos;Été');
    const root = parseXml(xml);
    expect(one(one(root, 'ram:BuyerTradeParty'), 'ram:Name').text).toBe(buyer.name);
    expect(one(root, 'ram:SpecifiedTradeProduct').children[0]!.text).toBe('Stage <Compétition> & "Freeride" – 2 jours');
    expect(() => parseXml(xml.replace('&amp;', '&'))).toThrow(/bare &/);
  });

  it('refuses a document whose VAT breakdown does not match its lines', () => {
    const wrong = {
      ...sale,
      vatTotals: sale.vatTotals.map((t) => (t.vatRateBp === 1000 ? { ...t, baseExclCents: t.baseExclCents + 1 } : t)),
    };
    expect(() => invoiceCii(wrong)).toThrow(/VN-F-2026-000123: the VAT base at 1000 bp/);
  });
});
