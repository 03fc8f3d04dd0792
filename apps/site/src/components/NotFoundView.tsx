'use client';
import { useParams } from 'next/navigation';
import { errorDictionaries } from '../i18n/messages-errors';
import { translateIn } from '../i18n/translate';
import { siteBasePath } from '../lib/site-domains';

/** Localized 404 page: the language comes from the route, the home link from its base path. */
export function NotFoundView() {
  const { lang = 'fr' } = useParams<{ lang: string }>();
  const t = (key: string) => translateIn(errorDictionaries, lang, key);
  return (
    <main id="content" className="page page-not-found">
      <title>{t('notFound.title')}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a className="button" href={`${siteBasePath(lang)}/`}>
          {t('nav.backToHome')}
        </a>
      </p>
    </main>
  );
}
