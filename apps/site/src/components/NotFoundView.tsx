'use client';
import { errorDictionaries } from '../i18n/messages-errors';
import { translateIn } from '../i18n/translate';
import { useSchoolPlace } from './SchoolContext';

/** Localized 404 page: the language and the home link's prefix come from the school of the request (root layout). */
export function NotFoundView() {
  const { lang, base } = useSchoolPlace();
  const t = (key: string) => translateIn(errorDictionaries, lang, key);
  return (
    <main id="content" className="page page-not-found">
      <title>{t('notFound.title')}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a className="button" href={`${base}/`}>
          {t('nav.backToHome')}
        </a>
      </p>
    </main>
  );
}
