/**
 * Styles of the tool. The toolbar and dialogs live in a shadow root (TOOL_CSS): the site's CSS
 * cannot reach them, theirs cannot leak. The section chrome sits in the page, beside the
 * editor's content that must look as on the site, so ZONE_CSS only styles `scms-` classes, with
 * `all: revert` on controls so the site's `button`/`input` rules do not apply to them.
 */
const controls = `
  font: 600 14px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  letter-spacing: normal; text-transform: none;
`;

export const TOOL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; display: flex; flex-wrap: wrap; gap: 8px;
  align-items: center; padding: 8px 12px; background: #10233f; color: #fff; ${controls}
  box-shadow: 0 -2px 12px rgba(0,0,0,.3); }
.bar [role=toolbar] { display: flex; flex-wrap: wrap; gap: 6px; margin-left: auto; }
.name { font-weight: 700; max-width: 32ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.toggle { display: none; }
.more { position: relative; }
.bar [role=menu] { position: absolute; right: 0; bottom: calc(100% + 8px); display: grid; gap: 4px; min-width: 24ch; padding: 6px;
  background: #10233f; border-radius: 8px; box-shadow: 0 -4px 16px rgba(0,0,0,.35); }
.bar [role=menuitem] { text-align: left; }
/* A phone keeps the text in view: one short row (status + "Actions"), the buttons opened on demand. */
@media (max-width: 480px) {
  .bar { flex-wrap: nowrap; gap: 6px; padding: 6px 8px; }
  .bar.open { flex-wrap: wrap; }
  .name { display: none; }
  .status { min-width: 0; flex: 1 1 auto; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .toggle { display: inline-block; flex: none; }
  .bar [role=toolbar] { display: none; }
  .bar.open [role=toolbar] { display: flex; flex-basis: 100%; justify-content: flex-end; }
}
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; background: #f2c14e; color: #10233f; font-weight: 700; }
.badge.published { background: #7dd3a8; }
.status { min-width: 16ch; font-weight: 400; }
button, select, input, textarea { ${controls} }
button { cursor: pointer; border: 1px solid #9fb3d1; background: #fff; color: #10233f; border-radius: 6px; padding: 7px 10px; min-height: 36px; }
button.primary { background: #f2c14e; border-color: #f2c14e; }
button.danger { color: #a4161a; border-color: #a4161a; }
button:disabled { opacity: .55; cursor: not-allowed; }
button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.bar button { background: #1d3a63; color: #fff; border-color: #5b79a6; }
.bar button.primary { background: #f2c14e; color: #10233f; border-color: #f2c14e; }
.alert { flex-basis: 100%; background: #ffe3e3; color: #7a0d10; padding: 6px 10px; border-radius: 6px; font-weight: 600; }
.spinner { display: inline-block; width: 14px; height: 14px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: spin .8s linear infinite; vertical-align: -2px; margin-right: 6px; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
dialog { border: 0; border-radius: 10px; padding: 0; width: min(680px, calc(100vw - 24px)); max-height: calc(100vh - 48px);
  color: #10233f; background: #fff; ${controls} font-weight: 400; box-shadow: 0 10px 40px rgba(0,0,0,.35); }
dialog::backdrop { background: rgba(16,35,63,.55); }
.dlg { padding: 18px 20px; display: grid; gap: 12px; }
.dlg h2 { margin: 0; font-size: 20px; }
.dlg p { margin: 0; line-height: 1.45; }
.field { display: grid; gap: 4px; }
.field label, .lbl { font-weight: 600; }
.field input:not([type=checkbox]), .field select, .field textarea { width: 100%; padding: 7px 8px; border: 1px solid #7d8ca3; border-radius: 6px; font-weight: 400; }
.check { display: flex; gap: 8px; align-items: center; }
.err { color: #a4161a; font-weight: 600; }
.ok { color: #1b6b3a; font-weight: 600; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
fieldset { border: 1px solid #c6d0de; border-radius: 8px; padding: 8px 12px; display: grid; gap: 8px; }
legend { font-weight: 700; padding: 0 4px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px; border-bottom: 1px solid #dde3ec; }
ol.items { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
ol.items li { display: grid; gap: 4px; justify-items: start; }
ol.items .row { align-items: center; gap: 6px; justify-self: stretch; }
ol.items.subs { margin-left: 20px; padding-left: 8px; border-left: 2px solid #c6d0de; justify-self: stretch; }
ol.items form { justify-self: stretch; }
ol.items input { flex: 1 1 16ch; padding: 6px; border: 1px solid #7d8ca3; border-radius: 6px; }
.media { display: grid; grid-template-columns: repeat(auto-fill, minmax(110px, 1fr)); gap: 8px; }
.media button { padding: 4px; }
.media img { display: block; width: 100%; height: 80px; object-fit: cover; }
.scroll { overflow: auto; max-height: 50vh; }
`;

export const ZONE_CSS = `
.scms-zone { display: contents; }
.scms-section { position: relative; outline: 2px dashed transparent; outline-offset: 4px; margin-block: 8px; }
.scms-section:hover, .scms-section:focus-within { outline-color: #1a73e8; }
.scms-section.scms-editing { outline: 2px solid #1a73e8; }
.scms-text { cursor: text; min-height: 2em; }
.scms-text:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.scms-text .ProseMirror { outline: none; min-height: 3em; white-space: pre-wrap; }
.scms-text .ProseMirror-focused { box-shadow: 0 0 0 3px rgba(26,115,232,.35); }
.scms-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; margin-bottom: 6px; padding: 4px;
  background: #eef3fb; border: 1px solid #c6d0de; border-radius: 6px; ${controls} color: #10233f; }
.scms-bar .scms-type { font-weight: 700; margin-right: auto; padding: 0 6px; }
.scms-bar .scms-note { font-weight: 600; color: #7a4b00; padding: 0 6px; }
.scms-btn, .scms-zone button.scms-btn { all: revert; ${controls} cursor: pointer; border: 1px solid #7d8ca3; background: #fff; color: #10233f;
  border-radius: 5px; padding: 4px 8px; min-height: 30px; }
.scms-btn[aria-pressed=true] { background: #10233f; color: #fff; }
.scms-btn:disabled { opacity: .5; cursor: not-allowed; }
.scms-btn:focus-visible { outline: 3px solid #1a73e8; outline-offset: 1px; }
.scms-btn.scms-danger { color: #a4161a; border-color: #a4161a; }
.scms-card { border: 1px dashed #7d8ca3; border-radius: 8px; padding: 6px; }
.scms-preview { pointer-events: none; opacity: .85; }
.scms-add { margin: 8px 0; }
/* A banner's or card's texts edited where they stand: the fields take the site's look (font, colour). */
.scms-fields { display: grid; gap: 6px; }
.scms-field { all: revert; box-sizing: border-box; width: 100%; font: inherit; color: inherit; letter-spacing: inherit; text-transform: inherit;
  background: rgba(255,255,255,.12); border: 1px dashed currentColor; border-radius: 4px; padding: 2px 6px; resize: vertical; }
.scms-fields .hero-title > .scms-field { font-weight: 700; }
.scms-fields .button { justify-self: start; min-width: 16ch; }
.scms-field:focus-visible { outline: 3px solid #1a73e8; outline-offset: 1px; }
`;
