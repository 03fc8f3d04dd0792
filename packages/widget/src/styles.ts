/** The widget's styles, injected once. Host pages theme it through the `--msem-*` CSS variables. */
export const CSS = `
.msem{--_c:var(--msem-color,#1d2b36);--_a:var(--msem-accent,#c8102e);--_at:var(--msem-accent-text,#fff);--_b:var(--msem-border,#c9d1d9);--_bg:var(--msem-bg,#fff);--_m:var(--msem-muted,#4a5865);--_e:var(--msem-error,#b00020);--_r:var(--msem-radius,8px);color:var(--_c);font:inherit;font-family:var(--msem-font,inherit);max-width:100%}
.msem *{box-sizing:border-box}
.msem h2,.msem h3{margin:0 0 .5rem;line-height:1.25}
.msem h2:focus{outline:2px solid var(--_a);outline-offset:2px}
.msem-live{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.msem-list{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.msem-card,.msem-group{border:1px solid var(--_b);border-radius:var(--_r);background:var(--_bg);padding:1rem;display:flex;flex-direction:column;gap:.5rem}
.msem-desc,.msem-stay{color:var(--_m);margin:0}
.msem-price{font-weight:700;margin:0}
.msem-btn{appearance:none;border:2px solid var(--_a);background:var(--_a);color:var(--_at);border-radius:var(--_r);padding:.55rem 1rem;font:inherit;font-weight:600;cursor:pointer;min-height:44px;align-self:flex-start}
.msem-btn:disabled{opacity:.6;cursor:not-allowed}
.msem-btn:focus-visible,.msem-link:focus-visible,.msem input:focus-visible,.msem select:focus-visible{outline:3px solid var(--_c);outline-offset:2px}
.msem-link{appearance:none;border:0;background:none;color:var(--_a);text-decoration:underline;font:inherit;cursor:pointer;padding:.25rem 0;margin-bottom:.5rem}
.msem-field-error,.msem-error{color:var(--_e);margin:0}
.msem-error[role=alert] p{margin:0 0 .5rem}
.msem-spinner{display:inline-block;width:1em;height:1em;border:2px solid var(--_b);border-top-color:var(--_a);border-radius:50%;animation:msem-spin .8s linear infinite;vertical-align:-.15em}
.msem-cal-head{display:flex;align-items:center;gap:.5rem}
.msem-cal-head h3{flex:1;text-align:center;margin:0}
.msem-cal-nav{min-width:44px;min-height:44px;font:inherit;font-size:1.5rem;line-height:1;border:1px solid var(--_b);border-radius:var(--_r);background:var(--_bg);color:inherit;cursor:pointer}
.msem-cal table{width:100%;border-collapse:collapse;table-layout:fixed;margin:.5rem 0}
.msem-cal th{font-weight:400;font-size:.8rem;color:var(--_m)}
.msem-cal abbr{text-decoration:none}
.msem-cal td,.msem-cal th{border:0;padding:1px;text-align:center;position:relative}
.msem-day{width:100%;min-width:44px;min-height:48px;padding:0 0 .6rem;font:inherit;font-weight:700;border:1px solid var(--_b);border-radius:calc(var(--_r)/2);background:var(--_bg);color:inherit;cursor:pointer}
.msem-cal small{position:absolute;left:0;right:0;bottom:3px;font-size:.65rem;color:var(--_e);white-space:nowrap;pointer-events:none}
.msem-day:disabled{border-color:transparent;font-weight:400;color:var(--_m);cursor:default}
.msem-day.is-full{text-decoration:line-through;font-weight:400}
.msem-day[aria-pressed=true]{background:var(--_a);border-color:var(--_a);color:var(--_at)}
.msem-day[aria-pressed=true]+small{color:var(--_at)}
.msem-day:focus-visible,.msem-cal-nav:focus-visible,.msem-added:focus{outline:3px solid var(--_c);outline-offset:2px}
@keyframes msem-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.msem-spinner{animation-duration:3s}}
`;

const STYLE_ID = 'msem-widget-style';

export function injectStyle(doc: Document = document) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
