import { translator } from '../../i18n';
import { SmartLink } from '../SmartLink';

type Social = { network: string; label: string; url: string };

const ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 4.2c2.5 0 2.8 0 3.8.1 2.6.1 3.8 1.3 3.9 3.9.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.6-1.3 3.8-3.9 3.9-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.6-.1-3.8-1.3-3.9-3.9-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8c.1-2.6 1.3-3.8 3.9-3.9 1-.1 1.3-.1 3.8-.1zM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1z',
};

/** Links to the school's social network profiles, each opening in a new tab. */
export function SocialLinks({ links, lang }: { links: Social[]; lang: string }) {
  const t = translator(lang);
  if (links.length === 0) return null;
  return (
    <section className="sf-social" aria-labelledby="sf-social-title">
      <h2 id="sf-social-title" className="sf-title">
        {t('footer.socialNetworks')}
      </h2>
      <p className="sf-social-text">{t('footer.findUs')}</p>
      <ul className="sf-social-list">
        {links.map((link) => (
          <li key={link.url}>
            <SmartLink href={link.url} className="sf-social-link">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={ICONS[link.network] ?? 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z'} fill="currentColor" />
              </svg>
              <span className="visually-hidden">
                {link.label} ({t('ui.newTab')})
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
