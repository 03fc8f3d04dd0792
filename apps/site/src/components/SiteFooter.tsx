import type { SiteView } from '../api/site.server';
import { translator } from '../i18n';
import { SmartLink } from './SmartLink';

export function SiteFooter({ site }: { site: SiteView }) {
  const t = translator(site.lang);
  const { contact } = site.config;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.legal')}>
        <ul>
          {site.menus.legal.map((item) => (
            <li key={item.path}>
              <SmartLink href={item.path} base={site.base}>
                {item.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      <address>
        {contact.placeName}, {contact.address}, {contact.postalCode} {contact.city} —{' '}
        <a href={`tel:${contact.clickableTel}`}>{contact.tel}</a>
      </address>
    </footer>
  );
}
