import { esc, plainEuros } from '../../../../lib/format';

const MESSAGES = {
  fr: {
    title: 'Paiement sécurisé par votre banque',
    redirecting: 'Vous allez être dirigé vers la page de paiement sécurisée de notre banque…',
    noscript: 'Cliquez sur le bouton ci-dessous pour continuer vers la page de paiement sécurisée de notre banque.',
    pay: (amount: string) => `Payer ${amount} sur la page sécurisée de la banque`,
    testMode: 'Environnement de test de la banque : aucune carte réelle n’est débitée.',
    merchant: 'Marchand',
    order: 'Commande',
    amount: 'Montant',
    cancel: 'Annuler et revenir au panier',
    paidTitle: 'Commande déjà payée',
    paidText: 'Ce paiement a déjà été effectué : aucun nouveau débit ne sera demandé.',
    paidLink: 'Voir ma commande',
    closedTitle: 'Session de paiement terminée',
    closedText: 'Ce lien de paiement n’est plus valable : il a expiré, le paiement a échoué ou une nouvelle tentative l’a remplacé.',
    closedLink: 'Revenir au panier',
    notFoundTitle: 'Page de paiement introuvable',
    notFoundText: 'Ce lien de paiement n’existe pas. Revenez sur le site du marchand pour payer votre commande.',
  },
  en: {
    title: 'Secure payment by our bank',
    redirecting: 'Taking you to our bank’s secure payment page…',
    noscript: 'Click the button below to continue to our bank’s secure payment page.',
    pay: (amount: string) => `Pay ${amount} on the bank’s secure page`,
    testMode: 'The bank’s test environment: no real card is charged.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    cancel: 'Cancel and return to the cart',
    paidTitle: 'Order already paid',
    paidText: 'This payment has already been made: you will not be charged again.',
    paidLink: 'See my order',
    closedTitle: 'Payment session ended',
    closedText: 'This payment link is no longer valid: it expired, the payment failed or a new payment attempt replaced it.',
    closedLink: 'Return to the cart',
    notFoundTitle: 'Payment page not found',
    notFoundText: 'This payment link does not exist. Go back to the merchant’s website to pay for your order.',
  },
};
export type LyraPageLang = keyof typeof MESSAGES;
export const lyraPageLang = (lang: string | undefined): LyraPageLang => (lang === 'fr' ? 'fr' : 'en');

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2733;background:#eef2f6}
main{max-width:460px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(16,40,70,.12);padding:24px}
h1{font-size:22px;margin:0 0 16px}
.test{background:#fff7e0;border:1px solid #e8c46b;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px;padding:12px 14px;background:#f5f8fb;border-radius:8px}
dt{color:#52606d}
dd{margin:0;text-align:right;font-weight:600}
button{width:100%;font:inherit;font-size:18px;font-weight:700;padding:12px;border:0;border-radius:8px;background:#1d5fbf;color:#fff;cursor:pointer}
button:hover{background:#174d9c}
button:focus-visible{outline:3px solid #7cb4ff;outline-offset:2px}
a{display:inline-block;margin-top:16px;color:#1d5fbf;font-weight:600}
`;

type Summary = { merchantName: string; orderNumber: string; amountCents: number };

function shell(lang: LyraPageLang, nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<style nonce="${esc(nonce)}">${CSS}</style>
</head>
<body>
<main><div class="card">
${body}
</div></main>
</body>
</html>
`;
}

function summary(lang: LyraPageLang, s: Summary): string {
  const m = MESSAGES[lang];
  return `<dl>
<dt>${esc(m.merchant)}</dt><dd>${esc(s.merchantName)}</dd>
<dt>${esc(m.order)}</dt><dd>${esc(s.orderNumber)}</dd>
<dt>${esc(m.amount)}</dt><dd>${esc(plainEuros(s.amountCents, lang))}</dd>
</dl>`;
}

/**
 * The page that hands the visitor to Lyra: the signed form, posted at once by a script (nonce),
 * and by its visible button when scripts are off or slow.
 */
export function lyraFormPage(
  p: Summary & { lang: string; nonce: string; action: string; fields: Record<string, string>; test: boolean; cartUrl: string },
): string {
  const lang = lyraPageLang(p.lang);
  const m = MESSAGES[lang];
  const inputs = Object.entries(p.fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('\n');
  const body = `<h1>${esc(m.title)}</h1>
${p.test ? `<p class="test">${esc(m.testMode)}</p>` : ''}
${summary(lang, p)}
<p role="status">${esc(m.redirecting)}</p>
<noscript><p>${esc(m.noscript)}</p></noscript>
<form id="lyra-form" method="post" action="${esc(p.action)}" accept-charset="UTF-8">
${inputs}
<button type="submit">${esc(m.pay(plainEuros(p.amountCents, lang)))}</button>
</form>
<a href="${esc(p.cartUrl)}">${esc(m.cancel)}</a>
<script nonce="${esc(p.nonce)}">document.getElementById('lyra-form').submit();</script>`;
  return shell(lang, p.nonce, m.title, body);
}

/** Instead of the form: the order was paid, the session is over, or there is no such payment. */
export function lyraStatePage(p: {
  lang: string;
  nonce: string;
  state: 'paid' | 'closed' | 'notFound';
  order?: Summary;
  link?: string;
}): string {
  const lang = lyraPageLang(p.lang);
  const m = MESSAGES[lang];
  const states: Record<typeof p.state, [string, string, string]> = {
    paid: [m.paidTitle, m.paidText, m.paidLink],
    closed: [m.closedTitle, m.closedText, m.closedLink],
    notFound: [m.notFoundTitle, m.notFoundText, ''],
  };
  const [title, text, label] = states[p.state];
  const body = `<h1>${esc(title)}</h1>
${p.order ? summary(lang, p.order) : ''}
<p role="status">${esc(text)}</p>
${p.link && label ? `<a href="${esc(p.link)}">${esc(label)}</a>` : ''}`;
  return shell(lang, p.nonce, title, body);
}
