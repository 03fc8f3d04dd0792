import { type ReactNode, useEffect } from 'react';
import { useI18n } from '../i18n';

/** A screen's one `h1` (focused after each navigation by the layout) and the document's title. */
export function Screen({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { m } = useI18n();
  useEffect(() => {
    document.title = `${title} — ${m.appName}`;
  }, [title, m.appName]);
  return (
    <>
      <div className="screen-head">
        <h1 tabIndex={-1}>{title}</h1>
        {actions && <div className="screen-actions no-print">{actions}</div>}
      </div>
      {children}
    </>
  );
}
