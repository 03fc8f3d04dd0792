import type { PageMeta } from '@schuss/contracts';
import { useId, useState } from 'react';
import type { Messages } from '../i18n';
import { Dialog, FormButtons } from './shared';

export function SettingsDialog(p: { t: Messages; meta: PageMeta; onApply: (m: PageMeta) => void; onClose: () => void }) {
  const { t } = p;
  const [m, setM] = useState<PageMeta>(p.meta);
  const [error, setError] = useState(false);
  const id = useId();
  const text = (label: string, value: string, set: (v: string) => void, key: string, multiline = false) => (
    <div className="field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {multiline ? (
        <textarea id={`${id}-${key}`} rows={3} value={value} onChange={(e) => set(e.target.value)} />
      ) : (
        <input id={`${id}-${key}`} value={value} onChange={(e) => set(e.target.value)} />
      )}
    </div>
  );
  const orNull = (v: string) => (v.trim() ? v : null);
  const orUndef = (v: string) => (v.trim() ? v : undefined);
  return (
    <Dialog title={t.settings} onClose={p.onClose}>
      <form
        className="dlg"
        style={{ padding: 0 }}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!m.title.trim()) return setError(true);
          p.onApply(m);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-title`}>{t.title}</label>
          <input
            id={`${id}-title`}
            required
            value={m.title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-title-err` : undefined}
            onChange={(e) => setM({ ...m, title: e.target.value })}
          />
          {error ? (
            <span id={`${id}-title-err`} className="err">
              {t.titleRequired}
            </span>
          ) : null}
        </div>
        {text(t.subTitle, m.subTitle ?? '', (v) => setM({ ...m, subTitle: orNull(v) }), 'sub')}
        {text(t.shortTitle, m.shortTitle ?? '', (v) => setM({ ...m, shortTitle: orNull(v) }), 'short')}
        {text(t.seoTitle, m.seo.title ?? '', (v) => setM({ ...m, seo: { ...m.seo, title: orUndef(v) } }), 'seot')}
        {text(t.seoDescription, m.seo.description ?? '', (v) => setM({ ...m, seo: { ...m.seo, description: orUndef(v) } }), 'seod', true)}
        {text(t.seoCanonical, m.seo.canonical ?? '', (v) => setM({ ...m, seo: { ...m.seo, canonical: orUndef(v) } }), 'seoc')}
        {text(t.seoRobots, m.seo.robots ?? '', (v) => setM({ ...m, seo: { ...m.seo, robots: orUndef(v) } }), 'seor')}
        <div className="check">
          <input id={`${id}-dis`} type="checkbox" checked={m.disabled} onChange={(e) => setM({ ...m, disabled: e.target.checked })} />
          <label htmlFor={`${id}-dis`}>{t.disabled}</label>
        </div>
        <div className="actions">
          <FormButtons onCancel={p.onClose} cancel={t.cancel} submit={t.apply} />
        </div>
      </form>
    </Dialog>
  );
}
