import type { Shortcuts as ShortcutItems } from '@schuss/contracts';
import { translator } from '../../i18n';
import { MeetingPointsButton } from '../meeting-points/MeetingPointsButton';
import { SmartLink } from '../SmartLink';
import { CartShortcut } from './CartShortcut';
import { Dropdown } from './Dropdown';
import { MailIcon, UserIcon } from './icons';
import { StayPicker } from './StayPicker';

/**
 * Shortcut buttons of the navigation (docs/spec.md §2): meeting points (a map dialog), contact, account (a list), the stay picker and cart. The cart
 * shows its item count and a hover preview (`CartShortcut`, refetched on `cart-changed`). The home
 * shortcut is the logo.
 */
export function Shortcuts({ items, lang, base }: { items: ShortcutItems; lang: string; base: string }) {
  const t = translator(lang);
  const { contactItem, cartItem, accountItem } = items;
  return (
    <ul className="hd-shortcuts" aria-label={t('nav.shortcuts')}>
      <li className="hd-shortcut-secondary">
        <MeetingPointsButton lang={lang} label={t('nav.meetingPoints')} />
      </li>
      {contactItem ? (
        <li className="hd-shortcut-secondary">
          <SmartLink href={contactItem.path} base={base} className="hd-shortcut">
            <MailIcon />
            <span className="hd-shortcut-text">{contactItem.name}</span>
          </SmartLink>
        </li>
      ) : null}
      {accountItem.length ? (
        <li className="hd-shortcut-secondary">
          <Dropdown
            id="hd-account"
            className="hd-account"
            button={
              <>
                <UserIcon />
                <span className="hd-shortcut-text">{t('nav.account')}</span>
              </>
            }
          >
            <ul>
              {accountItem.map((item) => (
                <li key={item.path}>
                  <SmartLink href={item.path} base={base}>
                    {item.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      ) : null}
      <li>
        <StayPicker lang={lang} />
      </li>
      {cartItem ? (
        <li>
          <CartShortcut href={cartItem.path} base={base} lang={lang} />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The shortcuts that leave the bar on a phone (meeting points, contact, account: issue 28), at the end of the
 * open menu instead, in words. Shown only where the bar hides them (header.css), so each is on screen once.
 */
export function MenuShortcuts({ items, lang, base }: { items: ShortcutItems; lang: string; base: string }) {
  const t = translator(lang);
  const { contactItem, accountItem } = items;
  return (
    <>
      <li className="hd-nav-item hd-nav-shortcut">
        <MeetingPointsButton lang={lang} label={t('nav.meetingPoints')} inMenu />
      </li>
      {contactItem ? (
        <li className="hd-nav-item hd-nav-shortcut">
          <SmartLink href={contactItem.path} base={base} className="hd-top hd-menu-shortcut">
            {contactItem.name}
          </SmartLink>
        </li>
      ) : null}
      {accountItem.map((item) => (
        <li key={item.path} className="hd-nav-item hd-nav-shortcut">
          <SmartLink href={item.path} base={base} className="hd-top hd-menu-shortcut">
            {item.name}
          </SmartLink>
        </li>
      ))}
    </>
  );
}
