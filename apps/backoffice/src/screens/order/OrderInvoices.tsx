/** The order's invoices and credit notes, each with its PDF (Factur-X inside) and its XML to download. */

import type { InvoiceSummary } from '@schuss/contracts';
import { useInvoiceFileUrl } from '../../api/invoicing';
import { useI18n } from '../../i18n';
import { Empty } from '../../ui/status';
import { useInvoicingTexts } from '../invoicing/texts';
import { Section } from './OrderSection';

/**
 * A table at the desk; on a phone each document is a card (styles.css: `.invoice-table`), its links in reach without
 * scrolling sideways. The number heads its row.
 */
export function OrderInvoices({ number, invoices }: { number: string; invoices: InvoiceSummary[] }) {
  const { f, lang } = useI18n();
  const t = useInvoicingTexts();
  const fileUrl = useInvoiceFileUrl(number);
  // The day it was issued, in the resort's time (an invoice's date).
  const day = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'short', timeZone: 'Europe/Paris' });
  return (
    <Section id="invoices-h" title={t.docsHeading}>
      {invoices.length === 0 ? (
        <Empty>{t.docsEmpty}</Empty>
      ) : (
        <table className="data invoice-table">
          <caption className="visually-hidden">{t.docsTable}</caption>
          <thead>
            <tr>
              <th scope="col">{t.docKind}</th>
              <th scope="col">{t.docNumber}</th>
              <th scope="col">{t.docIssuedAt}</th>
              <th scope="col" className="num">
                {t.docAmount}
              </th>
              <th scope="col">{t.docFiles}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((doc) => (
              <tr key={doc.number}>
                <td className="doc-kind">
                  <span className="strong">{doc.kind === 'invoice' ? t.invoice : t.creditNote}</span>
                  {doc.refersTo && <span className="muted small doc-refers">{t.refersTo(doc.refersTo)}</span>}
                </td>
                <th scope="row" className="doc-number">
                  <code>{doc.number}</code>
                </th>
                <td className="doc-date">{day.format(new Date(doc.issuedAt))}</td>
                <td className="num doc-amount">{f.money(doc.totalCents)}</td>
                <td className="doc-files">
                  <a
                    className="button secondary small"
                    href={fileUrl(doc.number, 'pdf')}
                    download
                    aria-label={t.downloadPdf(doc.kind, doc.number)}
                  >
                    PDF
                  </a>
                  <a className="small" href={fileUrl(doc.number, 'xml')} download aria-label={t.downloadXml(doc.kind, doc.number)}>
                    XML
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
