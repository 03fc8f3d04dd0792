import type { Section } from '@schuss/contracts';
import { useEffect, useRef } from 'react';
import { textFields, withText } from './fields';
import type { Messages } from './i18n';

type Props = {
  section: Section;
  n: number;
  t: Messages;
  onChange: (section: Section) => void;
  onDone: () => void;
  /** Opens the link dialog on the banner's button link. */
  onButtonLink: () => void;
};

/**
 * A banner, offer cards or link list being edited in place: each text the visitor sees becomes a
 * field where it stands, with the site's class so that it keeps its look. Saved by the autosave
 * like rich text; Done or Escape leaves.
 */
export function SectionTexts({ section, n, t, onChange, onDone, onButtonLink }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  const fields = textFields(section, n, t);
  return (
    <>
      <div className="scms-bar" role="toolbar" aria-label={t.fieldsOf(n)}>
        {section.type === 'hero' && section.props.cta ? (
          <button type="button" className="scms-btn" aria-label={t.buttonLink(n)} onClick={onButtonLink}>
            {t.buttonLinkShort}
          </button>
        ) : null}
        <button type="button" className="scms-btn" onClick={onDone}>
          {t.doneEditing}
        </button>
      </div>
      <section className={`section section-${section.type}`}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the fields leaves them, like the Done button */}
        <div
          ref={box}
          className={`scms-fields${section.type === 'hero' ? ' hero' : ''}`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
        >
          {fields.map((f) => (
            <div key={f.key} className={f.className}>
              {f.multiline ? (
                <textarea
                  className="scms-field"
                  aria-label={f.label}
                  placeholder={f.label}
                  rows={2}
                  value={f.value}
                  onChange={(e) => onChange(withText(section, f.key, e.target.value))}
                />
              ) : (
                <input
                  className="scms-field"
                  aria-label={f.label}
                  placeholder={f.label}
                  value={f.value}
                  onChange={(e) => onChange(withText(section, f.key, e.target.value))}
                />
              )}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
