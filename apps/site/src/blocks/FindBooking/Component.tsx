import { findBookingDictionaries } from '../../i18n/messages-find-booking';
import { translatorIn } from '../../i18n/translate';
import type { BlockProps } from '../types';
import { FindBookingLazy } from './FindBookingLazy';

/** "Find my booking": the editor's title and text (or the default ones) above the form. */
export function FindBooking({ section, lang, config }: BlockProps<'findBooking'>) {
  const formLang = lang === 'fr' ? 'fr' : 'en';
  const t = translatorIn(findBookingDictionaries, formLang);
  const titleId = `find-booking-title-${section.id}`;
  return (
    <div className="find-booking-block">
      <h2 id={titleId}>{section.props.title ?? t('find.title')}</h2>
      <p>{section.props.text ?? t('find.text')}</p>
      <FindBookingLazy lang={formLang} resort={config.resort} platformUrl={config.msemUrl} titleId={titleId} />
    </div>
  );
}
