import type { CreatePageRequest, CreatePageResult, DraftPage, Template } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { PAGE_NAME_PATTERN, PAGE_PATH_PATTERN } from '@schuss/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import type { Messages } from '../i18n';
import { Busy, Dialog, messageOf } from './shared';

const TEMPLATES: Template[] = ['content', 'offers', 'booking', 'season-products', 'cart', 'purchase-result', 'home'];

export function NewPageDialog(p: {
  t: Messages;
  page: DraftPage;
  langs: string[];
  create: (req: CreatePageRequest) => Promise<CreatePageResult>;
  domains: () => Promise<Record<string, string>>;
  siteUrl: string;
  onClose: () => void;
}) {
  const { t, page } = p;
  const missing = p.langs.filter((l) => l !== page.lang && !page.translations.some((tr) => tr.lang === l));
  const [kind, setKind] = useState<string>('same');
  const [name, setName] = useState('');
  const [path, setPath] = useState('');
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<Template>('content');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const lang = kind === 'same' ? page.lang : kind;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!PAGE_NAME_PATTERN.test(name)) errs.name = t.nameBad;
    if (!PAGE_PATH_PATTERN.test(path)) errs.path = t.pathBad;
    if (!title.trim()) errs.title = t.titleRequired;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      const r = await p.create({
        site: page.site,
        lang,
        path,
        name,
        title,
        template,
        ...(kind === 'same' ? {} : { translationOf: { lang: page.lang, path: page.path } }),
      });
      let base = p.siteUrl;
      if (lang !== page.lang) base = (await p.domains().catch(() => ({}) as Record<string, string>))[lang] ?? p.siteUrl;
      setDone(`${base.replace(/\/+$/, '')}${r.path}`);
    } catch (err) {
      const f = isApiCallError(err) ? err.field?.replace(/^body\./, '') : undefined;
      setErrors(
        f && ['name', 'path', 'title', 'lang'].includes(f) ? { [f === 'lang' ? 'kind' : f]: messageOf(err) } : { form: messageOf(err) },
      );
    } finally {
      setBusy(false);
    }
  };
  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-err` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {errors[key] ? (
        <span id={`${id}-${key}-err`} className="err">
          {errors[key]}
        </span>
      ) : null}
    </div>
  );
  return (
    <Dialog title={t.newPageTitle} onClose={p.onClose}>
      {done ? (
        <>
          <p className="ok" role="status">
            {t.created}
          </p>
          <div className="actions">
            <button type="button" onClick={p.onClose}>
              {t.close}
            </button>
            <a href={done} style={{ alignSelf: 'center' }}>
              {t.openPage}
            </a>
          </div>
        </>
      ) : (
        <form className="dlg" style={{ padding: 0 }} noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t.kind}</label>
            <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="same">{t.sameLang}</option>
              {missing.map((l) => (
                <option key={l} value={l}>
                  {t.asTranslation(l)}
                </option>
              ))}
            </select>
            {errors.kind ? <span className="err">{errors.kind}</span> : null}
          </div>
          {field('title', t.title, title, setTitle)}
          {field('name', t.pageName, name, setName)}
          {field('path', t.pagePath, path, setPath)}
          <div className="field">
            <label htmlFor={`${id}-tpl`}>{t.template}</label>
            <select id={`${id}-tpl`} value={template} onChange={(e) => setTemplate(e.target.value as Template)}>
              {TEMPLATES.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </select>
          </div>
          {errors.form ? (
            <p className="err" role="alert">
              {errors.form}
            </p>
          ) : null}
          {busy ? <Busy label={t.loading} /> : null}
          <div className="actions">
            <button type="button" onClick={p.onClose}>
              {t.cancel}
            </button>
            <button type="submit" className="primary" disabled={busy}>
              {t.create}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
