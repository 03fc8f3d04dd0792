import type { ReactNode } from 'react';
import { siteLangs } from '../../src/lib/site-domains';
import '../globals.css';

// Every language is known at build time; pages are rendered on first request and cached.
export function generateStaticParams() {
  return siteLangs().map((lang) => ({ lang }));
}

export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}
