import type { SiteView } from '../api/site.server';
import { translator } from '../i18n';
import { ManageCookiesButton } from './consent/ManageCookiesButton';
import { FooterNav } from './footer/FooterNav';
import { Partners } from './footer/Partners';
import { SocialLinks } from './footer/SocialLinks';
import { SmartLink } from './SmartLink';
import './footer/footer.css';

/** At most 6 partner sections in the footer (docs/spec.md §9). */
const MAX_PARTNER_SECTIONS = 6;

/**
 * The site footer (docs/spec.md §2 "Page shell"): site map with sub-items, contact (address and phone),
 * social links, secure-payment note, partner logos, legal links with "manage cookies", and the
 * credit line. Server-rendered; the only client code is the "manage cookies" button.
 */
export function SiteFooter({ site }: { site: SiteView }) {
  const t = translator(site.lang);
  const { contact, social, partners } = site.config;
  return (
    <footer className="site-footer sf">
      <div className="sf-inner">
        <div className="sf-columns">
          <FooterNav items={site.menus.footer} base={site.base} label={t('footer.nav')} />
          <section className="sf-block sf-contact" aria-labelledby="sf-contact-title">
            <h2 id="sf-contact-title" className="sf-title">
              {t('footer.contact')}
            </h2>
            <address className="sf-address">
              <span className="sf-place">{contact.placeName}</span>
              <br />
              {contact.address}
              <br />
              {contact.postalCode} {contact.city}
              <br />
              <a className="sf-tel" href={`tel:${contact.clickableTel}`} aria-label={t('footer.call', { tel: contact.tel })}>
                {contact.tel}
              </a>
              {contact.email ? (
                <>
                  <br />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </>
              ) : null}
            </address>
          </section>
          <div className="sf-block">
            <SocialLinks links={social} lang={site.lang} />
            <section className="sf-secure" aria-labelledby="sf-secure-title">
              <h2 id="sf-secure-title" className="sf-title">
                <svg className="sf-lock" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M7 10V7a5 5 0 0 1 10 0v3h1.5A1.5 1.5 0 0 1 20 11.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 20.5v-9A1.5 1.5 0 0 1 5.5 10zm2 0h6V7a3 3 0 0 0-6 0z"
                    fill="currentColor"
                  />
                </svg>
                {t('footer.securePayment')}
              </h2>
              <p className="sf-secure-text">{t('footer.securePaymentText')}</p>
            </section>
          </div>
        </div>
        <Partners sections={partners.slice(0, MAX_PARTNER_SECTIONS)} lang={site.lang} title={t('footer.partners')} />
        <div className="sf-bottom">
          <nav className="sf-legal" aria-label={t('footer.legal')}>
            <ul>
              {site.menus.legal.map((item) => (
                <li key={item.path}>
                  <SmartLink href={item.path} base={site.base}>
                    {item.title}
                  </SmartLink>
                </li>
              ))}
              <li>
                <ManageCookiesButton lang={site.lang} className="sf-manage-cookies" />
              </li>
            </ul>
          </nav>
          <p className="sf-credit">{t('footer.websiteBy')}</p>
        </div>
      </div>
    </footer>
  );
}
