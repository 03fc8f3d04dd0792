import type { MenuItem } from '@schuss/contracts';
import { SmartLink } from '../SmartLink';

/** The footer's site map: top items as column headings, their sub-items beneath. */
export function FooterNav({ items, base, label }: { items: MenuItem[]; base: string; label: string }) {
  return (
    <nav className="sf-nav" aria-label={label}>
      <ul className="sf-nav-list">
        {items.map((item) => (
          <li key={`${item.name}-${item.path}`} className="sf-nav-item">
            <SmartLink href={item.path} base={base} className="sf-nav-top">
              {item.title}
            </SmartLink>
            {item.subs?.length ? (
              <ul className="sf-nav-subs">
                {item.subs.map((sub) => (
                  <li key={`${sub.name}-${sub.path}`}>
                    <SmartLink href={sub.path} base={base}>
                      {sub.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
