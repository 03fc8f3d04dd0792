import { SmartLink } from '../../components/SmartLink';
import type { BlockProps } from '../types';

export function LinkList({ section, base }: BlockProps<'linkList'>) {
  const { title, links } = section.props;
  return (
    <nav className="link-list" aria-label={title}>
      {title ? <h2>{title}</h2> : null}
      <ul>
        {links.map((l) => (
          <li key={l.path}>
            <SmartLink href={l.path} base={base} className="tile">
              <span className="tile-label">{l.label}</span>
              {l.text ? <span className="tile-text">{l.text}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
