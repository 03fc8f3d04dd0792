/** Styles of the cart view and the checkout tunnel (the main file's styles.ts holds the shared ones). */
const CSS = `
.msem-line{display:grid;grid-template-columns:1fr auto;gap:.5rem;align-items:start}
.msem-line .msem-btn{grid-column:1/-1}
.msem-names{margin:.25rem 0 0;padding-left:1.1rem;color:var(--_m)}
.msem-subtotal{text-align:right;font-weight:700;margin:0}
.msem-cart .msem-list{grid-template-columns:1fr}
.msem-empty{border:1px dashed var(--_b);border-radius:var(--_r);padding:1rem}
.msem-empty p{margin:0 0 .75rem}
a.msem-btn{display:inline-block;text-decoration:none}
.msem-steps{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;margin:0 0 1rem;counter-reset:s}
.msem-steps li{display:flex;align-items:center;gap:.35rem;color:var(--_m)}
.msem-steps li[aria-current=step]{color:var(--_c);font-weight:700}
.msem-step-n{display:inline-grid;place-items:center;width:1.6em;height:1.6em;border-radius:50%;border:2px solid currentColor;font-size:.85em}
.msem-steps li[aria-current=step] .msem-step-n{background:var(--_a);border-color:var(--_a);color:var(--_at)}
.msem-steps li.is-done .msem-step-n{border-color:var(--_a);color:var(--_a)}
.msem h3:focus{outline:2px solid var(--_a);outline-offset:2px}
.msem-muted{color:var(--_m);font-weight:400}
.msem-grid{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))}
.msem-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
.msem-check{display:flex;gap:.6rem;align-items:flex-start;margin:1rem 0 .5rem}
.msem-check input{width:1.4rem;height:1.4rem;margin:.1rem 0 0;flex:none;accent-color:var(--_a)}
.msem-check input[aria-invalid=true]{outline:2px solid var(--_e);outline-offset:2px}
.msem-contact-summary{border:1px solid var(--_b);border-radius:var(--_r);padding:.75rem;margin:1rem 0}
.msem-contact-summary p{margin:0 0 .25rem;overflow-wrap:anywhere}
.msem-pay .msem-error ul{margin:.5rem 0 0;padding-left:1.1rem}
.msem-pay .msem-error li{margin-bottom:.5rem}
`;

export function injectCheckoutStyle(doc: Document = document) {
  if (doc.getElementById('msem-checkout-style')) return;
  const style = doc.createElement('style');
  style.id = 'msem-checkout-style';
  style.textContent = CSS;
  doc.head.appendChild(style);
}
