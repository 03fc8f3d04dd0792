import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkAttributes } from '../lib/links';
import { PageLink } from './editor/PageLink';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  href: string;
  base?: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'true';
};

/**
 * A link following the spec's rules: internal links navigate on the client, external ones open a new tab.
 *
 * Internal links are next/link: Next prefetches their page when they come within 200 px of the
 * viewport (its shared IntersectionObserver uses `rootMargin: '200px'`, the spec's "link prefetch
 * margin"; header/constants.test.ts fails if a Next upgrade changes it). Links of CMS HTML are
 * prefetched by header/LinkPrefetcher with the same margin. In editor mode they load the page in
 * full instead (PageLink), so the editing tool mounts again on the new page.
 */
export function SmartLink({ href, base = '', children, ...rest }: Props) {
  const link = linkAttributes(href, base);
  if (link.internal) {
    return (
      <PageLink href={link.href} {...rest}>
        {children}
      </PageLink>
    );
  }
  return (
    <a href={link.href} target={link.target} rel={link.rel} {...rest}>
      {children}
    </a>
  );
}
