import type {
  CreatePageRequest,
  CreatePageResult,
  DateRange,
  DraftPage,
  MainMenu,
  MenuItem,
  PageMeta,
  PageSummary,
  SaveMenuResult,
  Section,
  Template,
  VersionsResponse,
} from '@schuss/contracts';
import type { Editor } from '@tiptap/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Conflict } from './App';
import { ApiFailure, type MediaItem, safeHref } from './api';
import { type RangeIssue, type RangeRow, toLocalInput, validateRanges } from './date-ranges';
import type { Messages } from './i18n';
import {
  addSub,
  cleanMenu,
  labelOf,
  type MenuSpot,
  moveAt,
  moveSub,
  removeSub,
  renameSub,
  spotKey,
  spotOfField,
  validateMenu,
} from './menu';

const messageOf = (err: unknown) => (err instanceof ApiFailure || err instanceof Error ? err.message : String(err));

/** A modal dialog (native `<dialog>`: focus trap, Escape and focus return come with it). */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="dlg">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <p role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ConfirmDialog(p: {
  t: Messages;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={p.title} onClose={p.onClose}>
      <p>{p.text}</p>
      <div className="actions">
        <button type="button" onClick={p.onClose}>
          {p.cancelLabel ?? p.t.cancel}
        </button>
        <button type="button" className={p.danger ? 'danger' : 'primary'} onClick={p.onConfirm}>
          {p.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** Two editors on one page: nothing is lost, the editor chooses which version to keep. */
export function ConflictDialog(p: { t: Messages; conflict: Conflict; onReload: () => void; onKeepMine: () => void }) {
  const { t, conflict } = p;
  return (
    <Dialog title={t.conflictTitle} onClose={() => {}}>
      <p role="alert">{t.conflictText(conflict.who ?? t.someoneElse, conflict.at ?? '…')}</p>
      <div className="actions">
        <button type="button" onClick={p.onReload}>
          {t.reloadTheirs}
        </button>
        <button type="button" className="primary" onClick={p.onKeepMine}>
          {t.keepMine}
        </button>
      </div>
    </Dialog>
  );
}

export function DatesDialog(p: { t: Messages; n: number; section?: Section; onApply: (r: DateRange[]) => void; onClose: () => void }) {
  const { t } = p;
  const [rows, setRows] = useState<RangeRow[]>(() =>
    (p.section?.dateRanges ?? []).map((r) => ({ from: toLocalInput(r.from), to: toLocalInput(r.to) })),
  );
  const [errors, setErrors] = useState<RangeIssue[]>([]);
  const errorOf = (row: number, field: 'from' | 'to') => {
    const e = errors.find((x) => x.row === row && x.field === field);
    return e ? { required: t.required, invalid: t.invalidDate, order: t.order }[e.code] : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateRanges(rows);
    if (r.ok) p.onApply(r.ranges);
    else setErrors(r.errors);
  };
  const id = useId();
  return (
    <Dialog title={`${t.datesTitle} — ${t.sectionLabel(p.n, t.types[p.section?.type ?? ''] ?? '')}`} onClose={p.onClose}>
      <form onSubmit={submit} noValidate className="dlg" style={{ padding: 0 }}>
        <p>{t.datesHelp}</p>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
          <fieldset key={i}>
            <legend>{t.rangeN(i + 1)}</legend>
            <div className="row">
              {(['from', 'to'] as const).map((f) => {
                const err = errorOf(i, f);
                return (
                  <div className="field" key={f}>
                    <label htmlFor={`${id}-${i}-${f}`}>{`${f === 'from' ? t.from : t.to} (${t.rangeN(i + 1)})`}</label>
                    <input
                      id={`${id}-${i}-${f}`}
                      type="datetime-local"
                      value={row[f]}
                      aria-invalid={err ? true : undefined}
                      aria-describedby={err ? `${id}-${i}-${f}-err` : undefined}
                      onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, [f]: e.target.value } : r)))}
                    />
                    {err ? (
                      <span id={`${id}-${i}-${f}-err`} className="err">
                        {err}
                      </span>
                    ) : null}
                  </div>
                );
              })}
              <button type="button" className="danger" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                {t.removeRange(i + 1)}
              </button>
            </div>
          </fieldset>
        ))}
        <div className="actions">
          <button type="button" onClick={() => setRows([...rows, { from: '', to: '' }])}>
            {t.addRange}
          </button>
          <span style={{ flex: 1 }} />
          <button type="button" onClick={p.onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary">
            {t.apply}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

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
          <button type="button" onClick={p.onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary">
            {t.apply}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function HistoryDialog(p: {
  t: Messages;
  lang: string;
  load: () => Promise<VersionsResponse>;
  restore: (versionId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = p;
  const [data, setData] = useState<VersionsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    p.load()
      .then(setData)
      .catch((e) => setError(messageOf(e)));
  }, []);
  const when = (iso: string) => new Date(iso).toLocaleString(p.lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Dialog title={t.history} onClose={p.onClose}>
      {error ? (
        <p className="err" role="alert">
          {error}
        </p>
      ) : null}
      {!data && !error ? <Busy label={t.loading} /> : null}
      {data && data.versions.length === 0 ? <p>{t.historyEmpty}</p> : null}
      {confirming !== null ? (
        <div role="alert">
          <p>{t.restoreConfirm}</p>
          <div className="actions">
            <button type="button" onClick={() => setConfirming(null)}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await p.restore(confirming);
                } catch (e) {
                  setError(messageOf(e));
                  setBusy(false);
                  setConfirming(null);
                }
              }}
            >
              {t.restore}
            </button>
          </div>
        </div>
      ) : null}
      {data && data.versions.length > 0 ? (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.author}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => (
                <tr key={v.id}>
                  <td>{when(v.createdAt)}</td>
                  <td>{v.author ?? '—'}</td>
                  <td>{t.vStatus[v.status] ?? v.status}</td>
                  <td>
                    {v.id !== data.version ? (
                      <button type="button" aria-label={t.restoreN(when(v.createdAt))} onClick={() => setConfirming(v.id)}>
                        {t.restore}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="actions">
        <button type="button" onClick={p.onClose}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}

export function LinkDialog(p: { t: Messages; editor: Editor; loadPages: () => Promise<{ pages: PageSummary[] }>; onClose: () => void }) {
  const { t, editor } = p;
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    p.loadPages()
      .then((r) => setPages(r.pages))
      .catch(() => {});
  }, []);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const value = href.trim();
    if (!safeHref(value)) return setError(true);
    const internal = value.startsWith('/');
    const attrs = { href: value, 'data-link': internal ? 'internal' : null } as unknown as { href: string };
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const label = pages.find((pg) => pg.path === value)?.title ?? value;
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink(attrs).run();
    }
    p.onClose();
  };
  return (
    <Dialog title={t.linkTitle} onClose={p.onClose}>
      <form className="dlg" style={{ padding: 0 }} noValidate onSubmit={apply}>
        <div className="field">
          <label htmlFor={`${id}-page`}>{t.linkPage}</label>
          <select
            id={`${id}-page`}
            value={pages.some((pg) => pg.path === href) ? href : ''}
            onChange={(e) => e.target.value && setHref(e.target.value)}
          >
            <option value="">{t.linkChoose}</option>
            {pages.map((pg) => (
              <option key={pg.path} value={pg.path}>
                {pg.title} ({pg.path})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-url`}>{t.linkUrl}</label>
          <input
            id={`${id}-url`}
            value={href}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onChange={(e) => setHref(e.target.value)}
          />
          {error ? (
            <span id={`${id}-err`} className="err">
              {t.linkBad}
            </span>
          ) : null}
        </div>
        <div className="actions">
          <button type="button" onClick={p.onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary">
            {t.insert}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function ImageDialog(p: {
  t: Messages;
  editor: Editor;
  loadMedia: () => Promise<MediaItem[]>;
  upload: (file: File) => Promise<MediaItem>;
  onClose: () => void;
}) {
  const { t } = p;
  // null: the media library is not available on this platform (insert by URL only).
  const [media, setMedia] = useState<MediaItem[] | null | undefined>(undefined);
  const [src, setSrc] = useState('');
  const [srcset, setSrcset] = useState<string | undefined>();
  const [size, setSize] = useState<{ width?: number; height?: number }>({});
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    p.loadMedia()
      .then(setMedia)
      .catch(() => setMedia(null));
  }, []);
  const pick = (m: MediaItem) => {
    setSrc(m.url);
    setSrcset(m.srcset);
    setSize({ width: m.width, height: m.height });
    if (m.alt && !alt) setAlt(m.alt);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!src.trim() || !safeHref(src.trim(), ['http', 'https'])) return setError(t.imageBad);
    const attrs = { src: src.trim(), alt, ...(srcset ? { srcset, sizes: '(min-width: 60rem) 60rem, 100vw' } : {}), ...size } as {
      src: string;
      alt: string;
    };
    p.editor.chain().focus().setImage(attrs).run();
    p.onClose();
  };
  return (
    <Dialog title={t.imageTitle} onClose={p.onClose}>
      <form className="dlg" style={{ padding: 0 }} noValidate onSubmit={apply}>
        {media === undefined ? <Busy label={t.loading} /> : null}
        {media ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-up`}>{t.imageUpload}</label>
              <input
                id={`${id}-up`}
                type="file"
                accept="image/*"
                disabled={uploading}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  setUploading(true);
                  setError(null);
                  try {
                    const m = await p.upload(file);
                    setMedia([m, ...media]);
                    pick(m);
                  } catch (err) {
                    setError(messageOf(err));
                  } finally {
                    setUploading(false);
                  }
                }}
              />
              {uploading ? <Busy label={t.uploading} /> : null}
            </div>
            <fieldset>
              <legend>{t.imageLibrary}</legend>
              {media.length === 0 ? <p>{t.noMedia}</p> : null}
              <div className="media scroll">
                {media.map((m) => (
                  <button key={String(m.id)} type="button" aria-pressed={src === m.url} onClick={() => pick(m)} aria-label={m.alt || m.url}>
                    <img src={m.url} alt="" />
                  </button>
                ))}
              </div>
            </fieldset>
          </>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-src`}>{t.imageUrl}</label>
          <input
            id={`${id}-src`}
            value={src}
            onChange={(e) => {
              setSrc(e.target.value);
              setSrcset(undefined);
              setSize({});
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>{t.imageAlt}</label>
          <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        {error ? (
          <p className="err" role="alert">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={p.onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary" disabled={uploading}>
            {t.insert}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const TEMPLATES: Template[] = ['content', 'offers', 'booking', 'season-products', 'cart', 'purchase-result', 'home'];
const PATH = /^\/(?:[a-z0-9._~%-]+\/)*$/i;
const NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

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
    if (!NAME.test(name)) errs.name = t.nameBad;
    if (!PATH.test(path)) errs.path = t.pathBad;
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
      const f = err instanceof ApiFailure ? err.field?.replace(/^body\./, '') : undefined;
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

/** The add-a-sub-item form of one top-level item: a label and a page of the site. */
function AddSubForm(p: {
  t: Messages;
  n: number;
  pages: PageSummary[];
  taken: string[];
  onAdd: (sub: MenuItem) => void;
  onCancel: () => void;
}) {
  const { t, n } = p;
  const [label, setLabel] = useState('');
  const [path, setPath] = useState('');
  const [errors, setErrors] = useState<{ label?: string; path?: string }>({});
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pg = p.pages.find((x) => x.path === path);
    const errs: { label?: string; path?: string } = {};
    if (!pg) errs.path = t.pageRequired;
    else if (p.taken.includes(pg.path)) errs.path = t.pageTwice;
    if (!label.trim()) errs.label = t.labelRequired;
    setErrors(errs);
    if (pg && !errs.label && !errs.path) p.onAdd({ name: pg.name, title: label.trim(), path: pg.path });
  };
  const err = (key: 'label' | 'path') =>
    errors[key] ? (
      <span id={`${id}-${key}-err`} className="err">
        {errors[key]}
      </span>
    ) : null;
  return (
    <form noValidate onSubmit={submit}>
      <fieldset>
        <legend>{t.newSub(n)}</legend>
        <div className="row">
          <div className="field" style={{ flex: 1 }}>
            <label htmlFor={`${id}-path`}>{t.pageOfItem}</label>
            <select
              id={`${id}-path`}
              aria-label={t.newSubPage(n)}
              value={path}
              aria-invalid={errors.path ? true : undefined}
              aria-describedby={errors.path ? `${id}-path-err` : undefined}
              onChange={(e) => {
                setPath(e.target.value);
                // The page's title as the label, unless the editor already typed one.
                const pg = p.pages.find((x) => x.path === e.target.value);
                if (pg && !label.trim()) setLabel(pg.title);
              }}
            >
              <option value="">{t.linkChoose}</option>
              {p.pages.map((pg) => (
                <option key={pg.path} value={pg.path}>
                  {pg.title} ({pg.path})
                </option>
              ))}
            </select>
            {err('path')}
          </div>
          <div className="field" style={{ flex: 1 }}>
            <label htmlFor={`${id}-label`}>{t.label}</label>
            <input
              id={`${id}-label`}
              aria-label={t.newSubLabel(n)}
              value={label}
              aria-invalid={errors.label ? true : undefined}
              aria-describedby={errors.label ? `${id}-label-err` : undefined}
              onChange={(e) => setLabel(e.target.value)}
            />
            {err('label')}
          </div>
        </div>
        <div className="actions">
          <button type="button" onClick={p.onCancel}>
            {t.cancel}
          </button>
          <button type="submit">{t.add}</button>
        </div>
      </fieldset>
    </form>
  );
}

export function MenusDialog(p: {
  t: Messages;
  lang: string;
  load: () => Promise<MainMenu>;
  loadPages: () => Promise<{ pages: PageSummary[] }>;
  save: (main: MenuItem[], base?: string) => Promise<SaveMenuResult>;
  onClose: () => void;
}) {
  const { t } = p;
  const [menu, setMenu] = useState<MainMenu | null>(null);
  const [items, setItems] = useState<MenuItem[]>([]);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [pick, setPick] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Messages shown next to their field, by spot (`spotKey`): blank labels, or what the server refused.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The item whose add-a-sub-item form is open.
  const [adding, setAdding] = useState<number | null>(null);
  // The control to focus after a move, add or remove re-renders the list (by accessible name).
  const [focusName, setFocusName] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!focusName) return;
    const el = Array.from(box.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? []).find(
      (x) => x.getAttribute('aria-label') === focusName,
    );
    el?.focus();
    setFocusName(null);
  }, [focusName]);
  const load = () =>
    p
      .load()
      .then((m) => {
        setMenu(m);
        setItems(m.main);
        setFieldErrors({});
        setAdding(null);
      })
      .catch((e) => setMsg({ ok: false, text: messageOf(e) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    void load();
    p.loadPages()
      .then((r) => setPages(r.pages))
      .catch(() => {});
  }, []);
  // Any structural change makes the messages' places stale: they are checked again on save.
  const change = (next: MenuItem[], focus?: string) => {
    setItems(next);
    setFieldErrors({});
    if (focus) setFocusName(focus);
  };
  /** After a move the moved entry keeps the focus: the same arrow, or the other one once at an end of the list. */
  const afterMove = (to: number, d: -1 | 1, last: number, up: (n: number) => string, down: (n: number) => string) =>
    d < 0 ? (to === 0 ? down(to + 1) : up(to + 1)) : to === last ? up(to + 1) : down(to + 1);
  // An open add-a-sub-item form belongs to its item's place: it closes when the items move.
  const moveItem = (i: number, d: -1 | 1) => {
    setAdding(null);
    change(moveAt(items, i, d), afterMove(i + d, d, items.length - 1, t.itemUp, t.itemDown));
  };
  /** Moves sub-item j of item i (of `count`); the focus follows it as for items. */
  const moveSubItem = (i: number, j: number, d: -1 | 1, count: number) =>
    change(
      moveSub(items, i, j, d),
      afterMove(
        j + d,
        d,
        count - 1,
        (k) => t.subUp(k, i + 1),
        (k) => t.subDown(k, i + 1),
      ),
    );
  /** The accessible name of the label field of an item or sub-item, to move the focus to it. */
  const labelName = (s: MenuSpot) => (s.sub === undefined ? t.itemTitle(s.item + 1) : t.subLabel(s.sub + 1, s.item + 1));
  const save = async () => {
    setMsg(null);
    const issues = validateMenu(items);
    if (issues.length) {
      setFieldErrors(Object.fromEntries(issues.map((x) => [spotKey(x), t.labelRequired])));
      setMsg({ ok: false, text: t.menuInvalid });
      setFocusName(labelName(issues[0]!));
      return;
    }
    setBusy(true);
    try {
      const r = await p.save(cleanMenu(items), menu?.updatedAt);
      setMenu(r);
      setFieldErrors({});
      setMsg({ ok: true, text: t.menuSaved });
    } catch (e) {
      const spot = e instanceof ApiFailure && e.status === 400 ? spotOfField(e.field) : null;
      if (spot) {
        setFieldErrors({ [spotKey(spot)]: messageOf(e) });
        setMsg({ ok: false, text: t.menuInvalid });
        // A path has no field of its own: its message is read out with the item's label.
        setFocusName(labelName(spot));
      } else {
        setMsg({ ok: false, text: e instanceof ApiFailure && e.status === 409 ? t.menuConflict : messageOf(e) });
      }
    } finally {
      setBusy(false);
    }
  };
  /** A spot's message, and its id when there is one (for the label field's aria-describedby). */
  const problem = (spot: MenuSpot) => {
    const key = spotKey(spot);
    const text = fieldErrors[key];
    const errId = text ? `${id}-${key.replaceAll('.', '_')}-err` : undefined;
    return {
      errId,
      node: text ? (
        <span id={errId} className="err">
          {text}
        </span>
      ) : null,
    };
  };
  /** The label field carries its own message and its path's (the path is shown as text, not a field). */
  const labelAttrs = (title: { errId?: string }, path: { errId?: string }) => ({
    'aria-invalid': title.errId ? true : undefined,
    'aria-describedby': [title.errId, path.errId].filter(Boolean).join(' ') || undefined,
  });
  return (
    <Dialog title={t.menusTitle(p.lang)} onClose={p.onClose}>
      <div ref={box} className="dlg" style={{ padding: 0 }}>
        {!menu && !msg ? <Busy label={t.loading} /> : null}
        {menu ? (
          <ol className="items scroll">
            {items.map((item, i) => {
              const n = i + 1;
              const title = problem({ item: i, field: 'title' });
              const path = problem({ item: i, field: 'path' });
              const subs = item.subs ?? [];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in the menu twice
                <li key={`${item.path}-${i}`}>
                  <div className="row">
                    <input
                      aria-label={t.itemTitle(n)}
                      value={labelOf(item)}
                      {...labelAttrs(title, path)}
                      // The label the site shows: the short title when the item has one, else the title.
                      onChange={(e) =>
                        setItems(
                          items.map((x, j) =>
                            j !== i
                              ? x
                              : x.shortTitle !== undefined
                                ? { ...x, shortTitle: e.target.value }
                                : { ...x, title: e.target.value },
                          ),
                        )
                      }
                    />
                    <span>{item.path}</span>
                    <button type="button" aria-label={t.itemUp(n)} disabled={i === 0} onClick={() => moveItem(i, -1)}>
                      ↑
                    </button>
                    <button type="button" aria-label={t.itemDown(n)} disabled={i === items.length - 1} onClick={() => moveItem(i, 1)}>
                      ↓
                    </button>
                    <button
                      type="button"
                      className="danger"
                      aria-label={t.itemRemove(n)}
                      onClick={() => {
                        setAdding(null);
                        change(items.filter((_, j) => j !== i));
                      }}
                    >
                      ✕
                    </button>
                  </div>
                  {title.node}
                  {path.node}
                  {subs.length ? (
                    <ol className="items subs" aria-label={t.subsOf(n)}>
                      {subs.map((sub, j) => {
                        const m = j + 1;
                        const subTitle = problem({ item: i, sub: j, field: 'title' });
                        const subPath = problem({ item: i, sub: j, field: 'path' });
                        return (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in a sub-menu twice
                          <li key={`${sub.path}-${j}`}>
                            <div className="row">
                              <input
                                aria-label={t.subLabel(m, n)}
                                value={sub.title}
                                {...labelAttrs(subTitle, subPath)}
                                onChange={(e) => setItems(renameSub(items, i, j, e.target.value))}
                              />
                              <span>{sub.path}</span>
                              <button
                                type="button"
                                aria-label={t.subUp(m, n)}
                                disabled={j === 0}
                                onClick={() => moveSubItem(i, j, -1, subs.length)}
                              >
                                ↑
                              </button>
                              <button
                                type="button"
                                aria-label={t.subDown(m, n)}
                                disabled={j === subs.length - 1}
                                onClick={() => moveSubItem(i, j, 1, subs.length)}
                              >
                                ↓
                              </button>
                              <button
                                type="button"
                                className="danger"
                                aria-label={t.subRemove(m, n)}
                                // The focus goes to the sub-item now in its place, else back to the item's add button.
                                onClick={() =>
                                  change(
                                    removeSub(items, i, j),
                                    subs.length > 1 ? t.subLabel(Math.min(m, subs.length - 1), n) : t.addSub(n),
                                  )
                                }
                              >
                                ✕
                              </button>
                            </div>
                            {subTitle.node}
                            {subPath.node}
                          </li>
                        );
                      })}
                    </ol>
                  ) : null}
                  {adding === i ? (
                    <AddSubForm
                      t={t}
                      n={n}
                      pages={pages}
                      taken={subs.map((s) => s.path)}
                      onAdd={(sub) => {
                        setAdding(null);
                        change(addSub(items, i, sub), t.subLabel(subs.length + 1, n));
                      }}
                      onCancel={() => {
                        setAdding(null);
                        setFocusName(t.addSub(n));
                      }}
                    />
                  ) : (
                    <button type="button" aria-label={t.addSub(n)} onClick={() => setAdding(i)}>
                      {t.addSub(n)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        ) : null}
        {menu ? (
          <div className="row">
            <div className="field" style={{ flex: 1 }}>
              <label htmlFor={`${id}-add`}>{t.addItem}</label>
              <select id={`${id}-add`} value={pick} onChange={(e) => setPick(e.target.value)}>
                <option value="">{t.linkChoose}</option>
                {pages.map((pg) => (
                  <option key={pg.path} value={pg.path}>
                    {pg.title} ({pg.path})
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              disabled={!pick}
              onClick={() => {
                const pg = pages.find((x) => x.path === pick);
                if (pg) change([...items, { name: pg.name, title: pg.title, path: pg.path }]);
                setPick('');
              }}
            >
              {t.add}
            </button>
          </div>
        ) : null}
        {msg ? (
          <p className={msg.ok ? 'ok' : 'err'} role={msg.ok ? 'status' : 'alert'}>
            {msg.text}
          </p>
        ) : null}
        <div className="actions">
          {msg && !msg.ok && !Object.keys(fieldErrors).length ? (
            <button type="button" onClick={() => void load()}>
              {t.reload}
            </button>
          ) : null}
          <button type="button" onClick={p.onClose}>
            {t.close}
          </button>
          <button type="button" className="primary" disabled={!menu || busy} onClick={save}>
            {t.saveMenu}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
