import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getSite, type SiteView } from '../../src/api/site.server';
import { CONSENT_DECIDED_SCRIPT } from '../../src/components/consent/consent';
import { ShellIsland } from '../../src/components/consent/ShellIsland';
import { EditorMode } from '../../src/components/editor/EditorMode';
import { EARLY_CLICK_SCRIPT } from '../../src/components/header/early-click';
import { inter } from '../../src/components/header/font';
import { resolveHref } from '../../src/lib/links';
import { siteLangs } from '../../src/lib/site-domains';
import '../globals.css';

export const metadata: Metadata = { icons: { icon: [{ url: '/static/favicon.svg', type: 'image/svg+xml' }] } };

// Every language is known at build time; pages are rendered on first request and cached.
export function generateStaticParams() {
  return siteLangs().map((lang) => ({ lang }));
}

/** The site view, or null when the platform can't be reached (the page itself says so). */
async function siteOrNull(lang: string): Promise<SiteView | null> {
  try {
    return await getSite(lang);
  } catch {
    return null;
  }
}

export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const site = await siteOrNull(lang);
  const cookies = site?.menus.legal.find((item) => item.name === 'cookies');
  const headScript = EARLY_CLICK_SCRIPT + (site?.config.enableCookieConsent ? CONSENT_DECIDED_SCRIPT : '');
  return (
    // The consent script marks <html> before hydration (suppressHydrationWarning, as theme scripts do).
    <html lang={lang} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Before the first paint: the header's buttons take a click made before hydration, and the
            consent banner a choice (both constants of ours, no visitor input). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        {children}
        {site ? (
          <ShellIsland
            lang={lang}
            enableCookieConsent={site.config.enableCookieConsent}
            gaAccount={site.config.gaAccount}
            hotjar={site.config.hotjar}
            cookiesHref={cookies ? resolveHref(cookies.path, site.base) : null}
          />
        ) : null}
        {site ? <EditorMode lang={lang} /> : null}
      </body>
    </html>
  );
}
