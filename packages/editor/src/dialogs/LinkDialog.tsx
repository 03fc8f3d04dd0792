import type { PageSummary } from '@schuss/contracts';
import { safeHref } from '@schuss/contracts/rules';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Messages } from '../i18n';
import { Dialog, FormButtons, PageOptions } from './shared';

type Props = {
  t: Messages;
  loadPages: () => Promise<{ pages: PageSummary[] }>;
  onClose: () => void;
} & ({ editor: Editor } | { href: string; apply: (href: string) => void });

/** A link in a rich text (TipTap `editor`), or a section's button link (`href`, `apply`): a page of the site or an address. */
export function LinkDialog(p: Props) {
  const { t } = p;
  const editor = 'editor' in p ? p.editor : null;
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [href, setHref] = useState<string>(() =>
    editor ? ((editor.getAttributes('link').href as string | undefined) ?? '') : (p as { href: string }).href,
  );
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
    if (!editor) {
      (p as { apply: (href: string) => void }).apply(value);
      return p.onClose();
    }
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
    <Dialog title={editor ? t.linkTitle : t.buttonLinkTitle} onClose={p.onClose}>
      <form className="dlg" style={{ padding: 0 }} noValidate onSubmit={apply}>
        <div className="field">
          <label htmlFor={`${id}-page`}>{t.linkPage}</label>
          <select
            id={`${id}-page`}
            value={pages.some((pg) => pg.path === href) ? href : ''}
            onChange={(e) => e.target.value && setHref(e.target.value)}
          >
            <PageOptions pages={pages} placeholder={t.linkChoose} />
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
          <FormButtons onCancel={p.onClose} cancel={t.cancel} submit={editor ? t.insert : t.apply} />
        </div>
      </form>
    </Dialog>
  );
}
