import type { Section } from '@schuss/contracts';
import { isInDateRanges } from '@schuss/contracts/rules';
import type { Editor } from '@tiptap/react';
import { hasTextFields } from './fields';
import { followLink } from './follow-link';
import type { Messages } from './i18n';
import { Preview } from './Preview';
import { RichTextEditor } from './RichText';
import { describeRanges } from './range-wording';
import { SectionTexts } from './SectionTexts';

type ZoneProps = {
  zone: string;
  host: HTMLElement;
  sections: Section[];
  previews: Map<string, Element>;
  t: Messages;
  editing: string | null;
  setEditing: (id: string | null) => void;
  onHtml: (id: string, html: string) => void;
  onAdd: () => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string, n: number) => void;
  onDates: (id: string, n: number) => void;
  onLink: (editor: Editor) => void;
  onImage: (editor: Editor) => void;
  /** A banner's, offer cards' or link list's texts changed (SectionTexts). */
  onSection: (id: string, section: Section) => void;
  /** Opens the link dialog on a banner's button. */
  onButtonLink: (id: string) => void;
};

/** One zone of the page: every section of the draft (date ranges not applied), with its controls. */
export function ZoneView(p: ZoneProps) {
  const { t } = p;
  const now = new Date();
  // Leaving the text (Done or Escape) puts the focus back on it, where Enter edits it again.
  const done = (id: string) => {
    p.setEditing(null);
    requestAnimationFrame(() =>
      p.host.querySelector<HTMLElement>(`[data-scms-text="${CSS.escape(id)}"], [data-scms-edit="${CSS.escape(id)}"]`)?.focus(),
    );
  };
  return (
    <div className="scms-zone">
      {p.sections.map((s, i) => {
        const n = i + 1;
        const type = t.types[s.type] ?? s.type;
        const ranged = (s.dateRanges?.length ?? 0) > 0;
        const editable = s.type === 'richText' || hasTextFields(s);
        const isEditing = p.editing === s.id && editable;
        return (
          <div key={s.id} className={`scms-section${isEditing ? ' scms-editing' : ''}`} data-section-id={s.id} data-section-type={s.type}>
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would pick up the site's form styles */}
            <div className="scms-bar" role="group" aria-label={t.sectionLabel(n, type)}>
              <span className="scms-type">{t.sectionLabel(n, type)}</span>
              {ranged ? (
                <span className="scms-note">
                  {isInDateRanges(s.dateRanges, now)
                    ? describeRanges(s.dateRanges!, t, now)
                    : `${t.hiddenNow} · ${describeRanges(s.dateRanges!, t, now)}`}
                </span>
              ) : null}
              {editable && !isEditing ? (
                <button
                  type="button"
                  className="scms-btn"
                  aria-label={t.editText(n)}
                  data-scms-edit={s.type === 'richText' ? undefined : s.id}
                  onClick={() => p.setEditing(s.id)}
                >
                  {t.editShort}
                </button>
              ) : null}
              <button type="button" className="scms-btn" aria-label={t.moveUp(n)} disabled={i === 0} onClick={() => p.onMove(s.id, -1)}>
                ↑
              </button>
              <button
                type="button"
                className="scms-btn"
                aria-label={t.moveDown(n)}
                disabled={i === p.sections.length - 1}
                onClick={() => p.onMove(s.id, 1)}
              >
                ↓
              </button>
              <button type="button" className="scms-btn" aria-label={t.dates(n)} onClick={() => p.onDates(s.id, n)}>
                {t.datesShort}
              </button>
              <button type="button" className="scms-btn scms-danger" aria-label={t.remove(n)} onClick={() => p.onRemove(s.id, n)}>
                {t.removeShort}
              </button>
            </div>
            {s.type === 'richText' ? (
              isEditing ? (
                <section className="section section-richText">
                  <RichTextEditor
                    html={s.html}
                    label={t.textOf(n)}
                    t={t}
                    onChange={(html) => p.onHtml(s.id, html)}
                    onDone={() => done(s.id)}
                    onLink={p.onLink}
                    onImage={p.onImage}
                  />
                </section>
              ) : (
                <section className="section section-richText">
                  {/* Click or Enter edits in place; links inside do not navigate away while editing. */}
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: a shortcut; the "Edit text" button is the accessible way */}
                  <div
                    data-scms-text={s.id}
                    className="rich-text scms-text"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that Enter edits it (the issue asks for it); the content keeps its semantics
                    tabIndex={0}
                    onClick={(e) => {
                      e.preventDefault();
                      // Spec §2: a page link clicked in editor mode loads the page in full; the
                      // "Edit text" button or a click on the text itself edits it.
                      if (!followLink(e.nativeEvent)) p.setEditing(s.id);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && e.target === e.currentTarget) {
                        e.preventDefault();
                        p.setEditing(s.id);
                      }
                    }}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: the draft's HTML, sanitised by the platform on save
                    dangerouslySetInnerHTML={{ __html: s.html }}
                  />
                </section>
              )
            ) : isEditing ? (
              <SectionTexts
                section={s}
                n={n}
                t={t}
                onChange={(next) => p.onSection(s.id, next)}
                onDone={() => done(s.id)}
                onButtonLink={() => p.onButtonLink(s.id)}
              />
            ) : (
              <Preview
                element={p.previews.get(s.id)}
                label={editable ? type : `${type} — ${t.notEditable}`}
                section={editable ? s : undefined}
              />
            )}
          </div>
        );
      })}
      <button type="button" className="scms-btn scms-add" onClick={p.onAdd}>
        + {p.t.addText(p.zone)}
      </button>
    </div>
  );
}
