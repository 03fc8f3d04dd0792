import type { Db } from '@schuss/db';
import { esc, formatDate, plainEuros } from '../../lib/format';
import { offersOfOrder } from './cart';
import { voucherLabel } from './codes';
import { type IssuedCode, issueVoucherCodes, vouchersOfOrder, withdrawVoucherCodes } from './vouchers';

/**
 * What the confirmation e-mail says about offers: the promo codes and vouchers that paid
 * part of the order (before its total), and the gift vouchers it bought with their codes — drawn
 * now, shown in this e-mail only (a later e-mail names them by their last characters).
 */

const T = {
  fr: {
    listTotal: 'Sous-total',
    promo: (code: string) => `Code promo ${code}`,
    voucher: (label: string) => `Bon cadeau ${label}`,
    paidByCard: 'Payé par carte bancaire',
    vouchersTitle: 'Vos bons cadeaux',
    voucherCode: (amount: string, who: string, code: string, until: string) =>
      `Bon cadeau de ${amount} pour ${who} — code : ${code} — valable jusqu’au ${until}`,
    voucherSent: (amount: string, who: string, label: string, until: string) =>
      `Bon cadeau ${label} de ${amount} pour ${who}, valable jusqu’au ${until} (son code vous a été envoyé dans le premier e-mail de confirmation)`,
    vouchersKeep:
      'Ces codes ne sont envoyés qu’une fois : gardez cet e-mail. Pour utiliser un bon, saisissez son code dans le panier, champ « Code promo ou bon cadeau ».',
  },
  en: {
    listTotal: 'Subtotal',
    promo: (code: string) => `Promo code ${code}`,
    voucher: (label: string) => `Gift voucher ${label}`,
    paidByCard: 'Paid by card',
    vouchersTitle: 'Your gift vouchers',
    voucherCode: (amount: string, who: string, code: string, until: string) =>
      `${amount} gift voucher for ${who} — code: ${code} — valid until ${until}`,
    voucherSent: (amount: string, who: string, label: string, until: string) =>
      `${amount} gift voucher ${label} for ${who}, valid until ${until} (its code was sent in the first confirmation e-mail)`,
    vouchersKeep:
      'These codes are sent only once: keep this e-mail. To use a voucher, type its code in the cart, in the "Promo code or gift voucher" field.',
  },
};

export type OffersMail = {
  /** Lines before the total, and the total's label when vouchers paid part of it. */
  totals: { label: string; value: string }[];
  totalLabel: string | null;
  /** The bought vouchers' section (text lines, HTML), empty when none. */
  vouchersText: string[];
  vouchersHtml: string;
  /** Codes drawn for this e-mail: withdrawn if it cannot be sent. */
  issued: IssuedCode[];
};

/**
 * Prepares the e-mail's offers part of a paid order; draws the codes of its new vouchers. The caller
 * calls `withdraw` when the e-mail fails.
 */
export async function offersMail(db: Db, order: { id: number; lang: string; totalCents: number; listCents: number }): Promise<OffersMail> {
  const t = T[order.lang === 'fr' ? 'fr' : 'en'];
  const lang = order.lang;
  const taken = await offersOfOrder(db, order.id);
  const totals = taken.length
    ? [
        { label: t.listTotal, value: plainEuros(order.listCents, lang) },
        ...taken.map((o) => ({
          label: o.promoCodeId !== null ? t.promo(o.label) : t.voucher(o.label),
          value: `−${plainEuros(o.amountCents, lang)}`,
        })),
      ]
    : [];
  const paidByVoucher = taken.some((o) => o.voucherId !== null);
  const issued = await issueVoucherCodes(db, order.id);
  const bought = await vouchersOfOrder(db, order.id);
  const lines: string[] = [];
  for (const v of bought) {
    if (v.disabledAt) continue;
    const amount = plainEuros(v.initialCents, lang);
    const until = formatDate(v.expiresOn, lang);
    const fresh = issued.find((i) => i.voucherId === v.id);
    if (fresh) lines.push(t.voucherCode(amount, v.beneficiary, fresh.code, until));
    else if (v.codeHash) lines.push(t.voucherSent(amount, v.beneficiary, voucherLabel(v.last4), until));
  }
  const vouchersText = lines.length ? ['', t.vouchersTitle, ...lines.map((l) => `• ${l}`), ...(issued.length ? [t.vouchersKeep] : [])] : [];
  const vouchersHtml = lines.length
    ? `<h2 style="font-size:18px">${esc(t.vouchersTitle)}</h2>
<ul>${lines.map((l) => `<li style="margin:0 0 6px">${esc(l)}</li>`).join('')}</ul>
${issued.length ? `<p><strong>${esc(t.vouchersKeep)}</strong></p>` : ''}`
    : '';
  return { totals, totalLabel: paidByVoucher ? t.paidByCard : null, vouchersText, vouchersHtml, issued };
}

/** The e-mail could not be sent: the codes it carried are withdrawn. */
export const withdrawOffersMail = (db: Db, m: OffersMail) => withdrawVoucherCodes(db, m.issued);
