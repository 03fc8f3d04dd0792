'use client';
import { useSchoolPlace } from '../../../src/components/SchoolContext';
import { errorDictionaries } from '../../../src/i18n/messages-errors';
import { translateIn } from '../../../src/i18n/translate';

/** Shown when a page cannot be rendered (e.g. a never-visited page while the platform is down). */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const { lang } = useSchoolPlace();
  const t = (key: string) => translateIn(errorDictionaries, lang, key);
  return (
    <main id="content" className="page page-error">
      <title>{t('error.title')}</title>
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button type="button" className="button" onClick={() => reset()}>
        {t('error.retry')}
      </button>
    </main>
  );
}
