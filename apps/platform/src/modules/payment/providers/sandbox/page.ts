import { SANDBOX_CARDS } from '@schuss/contracts';
import { esc, plainEuros } from '../../../../lib/format';
import type { CardErrorKey, CardForm } from './cards';

const MESSAGES = {
  fr: {
    title: 'Paiement sécurisé',
    brand: 'Sandbox Pay',
    testMode: 'Environnement de test : aucune carte réelle n’est débitée.',
    merchant: 'Marchand',
    order: 'Commande',
    amount: 'Montant',
    cardNumber: 'Numéro de carte',
    cardHint: '16 chiffres, par groupes de 4',
    expiry: 'Date d’expiration',
    expiryHint: 'Au format MM/AA',
    cvc: 'Cryptogramme (CVC)',
    cvcHint: '3 chiffres au dos de la carte',
    pay: (amount: string) => `Payer ${amount}`,
    processing: 'Paiement en cours… Ne fermez pas cette page.',
    cancel: 'Annuler et revenir au panier',
    summary: 'Le paiement n’a pas été envoyé : corrigez les champs signalés.',
    secure: 'Connexion chiffrée. Vos données de carte ne sont jamais transmises au marchand.',
    testCards: 'Cartes de test',
    cards: <[string, string][]>[
      [SANDBOX_CARDS.success, 'paiement accepté (0000)'],
      [SANDBOX_CARDS.refused, 'paiement refusé (4001)'],
      [SANDBOX_CARDS.insufficientFunds, 'provision insuffisante (4051)'],
      [SANDBOX_CARDS.timeout, 'pas de réponse de la banque (9999)'],
    ],
    cardsNote: 'Toute date d’expiration future, tout cryptogramme à 3 chiffres.',
    errors: {
      cardRequired: 'Saisissez le numéro de votre carte.',
      cardInvalid: 'Ce numéro de carte n’est pas valide : vérifiez-le.',
      expiryRequired: 'Saisissez la date d’expiration.',
      expiryInvalid: 'Saisissez la date au format MM/AA, par exemple 08/29.',
      expiryPast: 'Cette carte a expiré.',
      cvcRequired: 'Saisissez le cryptogramme.',
      cvcInvalid: 'Le cryptogramme compte 3 chiffres.',
    } satisfies Record<CardErrorKey, string>,
    paidTitle: 'Commande déjà payée',
    paidText: 'Cette commande a déjà été payée : aucun nouveau débit ne sera effectué.',
    paidLink: 'Voir ma commande',
    closedTitle: 'Session de paiement terminée',
    closedText: 'Cette page de paiement n’est plus valable : elle a expiré ou une nouvelle tentative de paiement l’a remplacée.',
    closedLink: 'Revenir au panier',
    busyTitle: 'Paiement en cours de traitement',
    busyText: 'Ce paiement est déjà en cours de traitement. Vous recevrez une confirmation par e-mail dès qu’il sera accepté.',
    notFoundTitle: 'Page de paiement introuvable',
    notFoundText: 'Ce lien de paiement n’existe pas. Revenez sur le site du marchand pour payer votre commande.',
  },
  en: {
    title: 'Secure payment',
    brand: 'Sandbox Pay',
    testMode: 'Test environment: no real card is charged.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    cardHint: '16 digits, in groups of 4',
    expiry: 'Expiry date',
    expiryHint: 'As MM/YY',
    cvc: 'Security code (CVC)',
    cvcHint: '3 digits on the back of the card',
    pay: (amount: string) => `Pay ${amount}`,
    processing: 'Processing your payment… Please do not close this page.',
    cancel: 'Cancel and return to the cart',
    summary: 'The payment was not sent: please correct the fields marked below.',
    secure: 'Encrypted connection. Your card details are never passed to the merchant.',
    testCards: 'Test cards',
    cards: <[string, string][]>[
      [SANDBOX_CARDS.success, 'payment accepted (0000)'],
      [SANDBOX_CARDS.refused, 'payment refused (4001)'],
      [SANDBOX_CARDS.insufficientFunds, 'insufficient funds (4051)'],
      [SANDBOX_CARDS.timeout, 'no answer from the bank (9999)'],
    ],
    cardsNote: 'Any future expiry date, any 3-digit security code.',
    errors: {
      cardRequired: 'Enter your card number.',
      cardInvalid: 'This card number is not valid: please check it.',
      expiryRequired: 'Enter the expiry date.',
      expiryInvalid: 'Enter the date as MM/YY, for example 08/29.',
      expiryPast: 'This card has expired.',
      cvcRequired: 'Enter the security code.',
      cvcInvalid: 'The security code has 3 digits.',
    } satisfies Record<CardErrorKey, string>,
    paidTitle: 'Order already paid',
    paidText: 'This order has already been paid: you will not be charged again.',
    paidLink: 'See my order',
    closedTitle: 'Payment session ended',
    closedText: 'This payment page is no longer valid: it expired or a new payment attempt replaced it.',
    closedLink: 'Return to the cart',
    busyTitle: 'Payment being processed',
    busyText: 'This payment is already being processed. You will receive a confirmation e-mail as soon as it is accepted.',
    notFoundTitle: 'Payment page not found',
    notFoundText: 'This payment link does not exist. Go back to the merchant’s website to pay for your order.',
  },
};
export type PageLang = keyof typeof MESSAGES;
export const pageLang = (lang: string | undefined): PageLang => (lang === 'fr' ? 'fr' : 'en');
export const messages = (lang: string) => MESSAGES[pageLang(lang)];

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2733;background:#eef2f6}
main{max-width:460px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(16,40,70,.12);padding:24px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
.brand{font-weight:700;color:#243b53;letter-spacing:.02em}
.lock{font-size:14px;color:#2f6f3e}
.lock svg{vertical-align:-1px;margin-right:6px}
h1{font-size:22px;margin:4px 0 16px}
.test{background:#fff7e0;border:1px solid #e8c46b;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 16px}
dl.summary{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px;padding:12px 14px;background:#f5f8fb;border-radius:8px}
dl.summary dt{color:#52606d}
dl.summary dd{margin:0;text-align:right;font-weight:600}
dl.summary dd.amount{font-size:20px}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{display:block;font-size:13px;color:#52606d;margin:0 0 4px}
input{width:100%;font:inherit;font-size:18px;padding:10px 12px;border:1px solid #9aa5b1;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #7cb4ff;outline-offset:1px;border-color:#2563eb}
input[aria-invalid=true]{border-color:#c0262d;background:#fff6f6}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.row .field{display:flex;flex-direction:column}
.row .field .hint{flex:1}
.error{color:#b3151d;font-size:14px;margin:4px 0 0;min-height:0}
.error:empty{display:none}
.alert{border:1px solid #c0262d;background:#fff6f6;color:#8a1016;border-radius:8px;padding:8px 12px;margin:0 0 16px}
button{width:100%;display:flex;align-items:center;justify-content:center;gap:10px;font:inherit;font-size:18px;font-weight:700;padding:12px;border:0;border-radius:8px;background:#1d5fbf;color:#fff;cursor:pointer}
button:hover{background:#174d9c}
button:focus-visible{outline:3px solid #7cb4ff;outline-offset:2px}
button[disabled]{background:#5b7fae;cursor:progress}
.spinner{display:none;width:18px;height:18px;border:3px solid rgba(255,255,255,.45);border-top-color:#fff;border-radius:50%;animation:spin .8s linear infinite}
form[aria-busy=true] .spinner{display:inline-block}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:2.4s}}
#status{font-size:14px;color:#243b53;margin:10px 0 0;text-align:center}
#status:empty{display:none}
.cancel{display:block;text-align:center;margin-top:16px;color:#1d5fbf}
.secure{font-size:13px;color:#52606d;text-align:center;margin:16px 0 0}
details{margin-top:16px;font-size:14px}
details code{font-size:13px}
details ul{padding-left:18px;margin:6px 0}
.link{display:inline-block;margin-top:8px;font-weight:600;color:#1d5fbf}
`;

/** Client-side behaviour: formatting, validation next to the fields, processing state. */
const SCRIPT = `
(function(){
  var f=document.getElementById('pay-form'); if(!f) return;
  var M=JSON.parse(document.getElementById('pay-messages').textContent);
  var num=f.elements.cardNumber, exp=f.elements.expiry, cvc=f.elements.cvc, btn=document.getElementById('pay-button'), st=document.getElementById('status');
  function digits(v){return v.replace(/\\D/g,'');}
  function luhn(d){var s=0;for(var i=0;i<d.length;i++){var n=+d[d.length-1-i];if(i%2){n*=2;if(n>9)n-=9;}s+=n;}return d.length>=12&&d.length<=19&&s%10===0;}
  function show(input,key){var e=document.getElementById(input.id+'-error');input.setAttribute('aria-invalid',key?'true':'false');e.textContent=key?M[key]:'';return !key;}
  function checkNum(){var d=digits(num.value);return show(num,!d?'cardRequired':(!luhn(d)?'cardInvalid':''));}
  function checkExp(){var v=exp.value.replace(/\\s/g,''),m=/^(\\d{2})\\/?(\\d{2})$/.exec(v);if(!v)return show(exp,'expiryRequired');if(!m||+m[1]<1||+m[1]>12)return show(exp,'expiryInvalid');var now=new Date();return show(exp,Date.UTC(2000+(+m[2]),+m[1],1)<=now.getTime()?'expiryPast':'');}
  function checkCvc(){var v=cvc.value.trim();return show(cvc,!v?'cvcRequired':(!/^\\d{3}$/.test(v)?'cvcInvalid':''));}
  num.addEventListener('input',function(){var d=digits(num.value).slice(0,19);var atEnd=num.selectionStart===num.value.length;num.value=d.replace(/(\\d{4})(?=\\d)/g,'$1 ');if(atEnd)num.setSelectionRange(num.value.length,num.value.length);if(num.getAttribute('aria-invalid')==='true')checkNum();});
  exp.addEventListener('input',function(e){var d=digits(exp.value).slice(0,4);exp.value=d.length>2||(d.length===2&&e.inputType!=='deleteContentBackward')?d.slice(0,2)+'/'+d.slice(2):d;if(exp.getAttribute('aria-invalid')==='true')checkExp();});
  cvc.addEventListener('input',function(){cvc.value=digits(cvc.value).slice(0,3);if(cvc.getAttribute('aria-invalid')==='true')checkCvc();});
  num.addEventListener('blur',function(){if(num.value)checkNum();});
  exp.addEventListener('blur',function(){if(exp.value)checkExp();});
  cvc.addEventListener('blur',function(){if(cvc.value)checkCvc();});
  var sent=false;
  f.addEventListener('submit',function(ev){
    if(sent){ev.preventDefault();return;}
    var ok=[checkNum(),checkExp(),checkCvc()];
    if(ok.indexOf(false)!==-1){ev.preventDefault();[num,exp,cvc][ok.indexOf(false)].focus();return;}
    sent=true;btn.disabled=true;f.setAttribute('aria-busy','true');num.readOnly=exp.readOnly=cvc.readOnly=true;st.textContent=M.processing;
  });
})();
`;

const LOCK =
  '<svg aria-hidden="true" width="12" height="14" viewBox="0 0 12 14"><rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor"/><path d="M3.5 6V4a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>';

type Shell = { lang: string; nonce: string; title: string; body: string };

function shell({ lang, nonce, title, body }: Shell): string {
  const m = messages(lang);
  return `<!doctype html>
<html lang="${esc(pageLang(lang))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)} — ${esc(m.brand)}</title>
<style nonce="${esc(nonce)}">${CSS}</style>
</head>
<body>
<main>
<div class="card">
<header><span class="brand">${esc(m.brand)}</span><span class="lock">${LOCK}${esc(m.title)}</span></header>
${body}
</div>
</main>
</body>
</html>
`;
}

export type OrderSummary = { siteName: string; orderNumber: string; amountCents: number };

function summary(lang: string, o: OrderSummary): string {
  const m = messages(lang);
  return `<dl class="summary">
<dt>${esc(m.merchant)}</dt><dd>${esc(o.siteName)}</dd>
<dt>${esc(m.order)}</dt><dd>${esc(o.orderNumber)}</dd>
<dt>${esc(m.amount)}</dt><dd class="amount">${esc(plainEuros(o.amountCents, lang))}</dd>
</dl>`;
}

export type FormPage = OrderSummary & {
  lang: string;
  nonce: string;
  paymentId: string;
  cartUrl: string;
  values?: CardForm;
  errors?: Partial<Record<keyof CardForm, CardErrorKey>>;
};

/** The hosted card page. */
export function formPage(p: FormPage): string {
  const m = messages(p.lang);
  const values = p.values ?? { cardNumber: '', expiry: '', cvc: '' };
  const errors = p.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const field = (name: keyof CardForm, label: string, hint: string, attrs: string, value: string) => `<div class="field">
<label for="${name}">${esc(label)}</label>
<span class="hint" id="${name}-hint">${esc(hint)}</span>
<input id="${name}" name="${name}" type="text" ${attrs} required aria-describedby="${name}-hint ${name}-error" aria-invalid="${errors[name] ? 'true' : 'false'}" value="${esc(value)}">
<p class="error" id="${name}-error">${errors[name] ? esc(m.errors[errors[name]]) : ''}</p>
</div>`;
  const clientMessages = { ...m.errors, processing: m.processing };
  const body = `<h1>${esc(m.title)}</h1>
<p class="test">${esc(m.testMode)}</p>
${summary(p.lang, p)}
${hasErrors ? `<p class="alert" role="alert">${esc(m.summary)}</p>` : ''}
<form id="pay-form" method="post" action="/pay/${esc(p.paymentId)}" novalidate aria-busy="false">
${field('cardNumber', m.cardNumber, m.cardHint, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456"', values.cardNumber)}
<div class="row">
${field('expiry', m.expiry, m.expiryHint, 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"', values.expiry)}
${field('cvc', m.cvc, m.cvcHint, 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"', '')}
</div>
<button type="submit" id="pay-button"><span class="spinner" aria-hidden="true"></span><span>${esc(m.pay(plainEuros(p.amountCents, p.lang)))}</span></button>
<p id="status" role="status" aria-live="polite"></p>
</form>
<a class="cancel" href="${esc(p.cartUrl)}">${esc(m.cancel)}</a>
<p class="secure">${esc(m.secure)}</p>
<details><summary>${esc(m.testCards)}</summary><ul>${m.cards
    .map(([n, what]) => `<li><code>${esc(n.replace(/(\d{4})(?=\d)/g, '$1 '))}</code> — ${esc(what)}</li>`)
    .join('')}</ul><p>${esc(m.cardsNote)}</p></details>
<script type="application/json" id="pay-messages" nonce="${esc(p.nonce)}">${JSON.stringify(clientMessages).replace(/</g, '\\u003c')}</script>
<script nonce="${esc(p.nonce)}">${SCRIPT}</script>`;
  return shell({ lang: p.lang, nonce: p.nonce, title: m.title, body });
}

export type StatePage = {
  lang: string;
  nonce: string;
  state: 'paid' | 'closed' | 'busy' | 'notFound';
  order?: OrderSummary;
  link?: string;
};

/** A page instead of the form: already paid, session ended, being processed, unknown. */
export function statePage(p: StatePage): string {
  const m = messages(p.lang);
  const states: Record<StatePage['state'], [string, string, string]> = {
    paid: [m.paidTitle, m.paidText, m.paidLink],
    closed: [m.closedTitle, m.closedText, m.closedLink],
    busy: [m.busyTitle, m.busyText, m.paidLink],
    notFound: [m.notFoundTitle, m.notFoundText, ''],
  };
  const [title, text, linkLabel] = states[p.state];
  const body = `<h1>${esc(title)}</h1>
${p.order ? summary(p.lang, p.order) : ''}
<p role="status">${esc(text)}</p>
${p.link && linkLabel ? `<a class="link" href="${esc(p.link)}">${esc(linkLabel)}</a>` : ''}`;
  return shell({ lang: p.lang, nonce: p.nonce, title, body });
}
