import Link from 'next/link';
import type { ReactNode } from 'react';
import { linkAttributes } from '../lib/links';

type Props = { href: string; base?: string; className?: string; children: ReactNode; 'aria-current'?: 'page' };

/** A link following the spec's rules: internal links navigate on the client, external ones open a new tab. */
export function SmartLink({ href, base = '', children, ...rest }: Props) {
  const link = linkAttributes(href, base);
  if (link.internal) {
    return (
      <Link href={link.href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} target={link.target} rel={link.rel} {...rest}>
      {children}
    </a>
  );
}
