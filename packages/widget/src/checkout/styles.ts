/**
 * Styles of the second file's views — the participants form, the cart view and the checkout tunnel —
 * shipped with them (the main file's styles.ts holds those of the offers, the product panel and the
 * shared ones: buttons, errors, spinner).
 */
const CSS = `
.msem-secondary{background:transparent;color:var(--_a)}
.msem fieldset{border:1px solid var(--_b);border-radius:var(--_r);padding:.75rem;margin:0 0 1rem;min-width:0}
.msem legend{font-weight:700;padding:0 .25rem}
.msem-slot{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.35rem 0;min-height:44px}
.msem-slot input{width:1.5rem;height:1.5rem;margin:0;flex:none}
.msem-slot label{flex:1;padding:.5rem 0}
.msem-added{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.75rem;padding:.75rem;border:2px solid var(--_a);border-radius:var(--_r);background:var(--_bg)}
.msem-added p{flex-basis:100%;margin:0;font-weight:600}
.msem-slot.is-full{color:var(--_m)}
.msem-slot.is-full label{text-decoration:line-through}
.msem-slot.is-full .msem-slot-places{text-decoration:none;font-weight:700}
.msem-slot-places{color:var(--_m);font-size:.9em}
.msem-field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.75rem}
.msem-field input,.msem-field select{font:inherit;background:var(--_bg);color:inherit;padding:.5rem;border:1px solid var(--_b);border-radius:calc(var(--_r)/2);min-height:44px;max-width:100%}
.msem-field [aria-invalid=true]{border-color:var(--_e);border-width:2px}
.msem-hint{color:var(--_m);margin:0;font-size:.9em}
.msem-tap{min-height:44px}
.msem-levels{list-style:none;padding:0;margin:0}
.msem-levels li{border:1px solid var(--_b);border-radius:var(--_r);padding:.5rem .75rem;margin-bottom:.5rem}
.msem-levels p{margin:.25rem 0 .5rem}
.msem-total{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline;font-size:1.1em}
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
.msem-codes{margin:1rem 0}
.msem-code-row{display:flex;flex-wrap:wrap;gap:.5rem}
.msem-code-row input{flex:1 1 12rem;min-width:0;text-transform:uppercase}
.msem-code-list{list-style:none;padding:0;margin:.5rem 0 0;display:grid;gap:.5rem}
.msem-code-list li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;border:1px solid var(--_b);border-radius:var(--_r);padding:.5rem .75rem}
.msem-code-list li.is-off{border-color:var(--_e)}
.msem-code-problem{display:block}
.msem-discount{display:flex;justify-content:space-between;gap:1rem;margin:0}
.msem-totals dl{margin:1rem 0 .5rem;display:grid;gap:.25rem}
.msem-totals dl div{display:flex;justify-content:space-between;gap:1rem}
.msem-totals dd{margin:0;white-space:nowrap}
.msem-notify{margin:0 0 0 auto;min-height:44px;text-align:left}
.msem-waitlist,.msem-waitlist-link{border:1px solid var(--_b);border-radius:var(--_r);padding:.75rem;margin:.25rem 0 1rem;background:var(--_bg)}
.msem-waitlist-done{font-weight:600;margin:0}
.msem-waitlist-done:focus{outline:2px solid var(--_a);outline-offset:2px}
.msem-waitlist-offer{font-weight:700;margin:0 0 .25rem}
.msem-waitlist-leave{margin-top:1rem}
.msem-waitlist-leave p{margin:0 0 .5rem}
.msem-hold{border-left:4px solid var(--_a);padding:.4rem .75rem;margin:0 0 1rem;font-weight:600;font-variant-numeric:tabular-nums}
.msem-hold.is-short{border-color:var(--_e);color:var(--_e)}
.msem-notice{border:1px solid var(--_b);border-left:4px solid var(--_a);border-radius:var(--_r);padding:.5rem .75rem;margin:0 0 1rem}
.msem-released{border:2px solid var(--_e);border-radius:var(--_r);padding:.75rem;margin:0 0 1rem}
.msem-released h3{margin:0 0 .5rem}
.msem-released>p{margin:0 0 .5rem}
.msem-released-status{margin:.5rem 0}
.msem-next-slots{list-style:none;padding:0;margin:.25rem 0 .5rem;display:grid;gap:.5rem}
.msem-released-actions{grid-column:1/-1}
.msem-released-line .msem-btn{margin:.25rem .5rem .25rem 0;min-height:44px;text-align:left}
`;

export function injectCheckoutStyle(doc: Document = document) {
  if (doc.getElementById('msem-checkout-style')) return;
  const style = doc.createElement('style');
  style.id = 'msem-checkout-style';
  style.textContent = CSS;
  doc.head.appendChild(style);
}
