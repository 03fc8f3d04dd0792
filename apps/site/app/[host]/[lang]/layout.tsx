import { CART_RECOVERY_SCRIPT } from '@schuss/contracts/api';
import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { getSite, type SiteView } from '../../../src/api/site.server';
import { CONSENT_DECIDED_SCRIPT } from '../../../src/components/consent/consent';
import { ShellIsland } from '../../../src/components/consent/ShellIsland';
import { EditorMode } from '../../../src/components/editor/EditorMode';
import { EARLY_CLICK_SCRIPT } from '../../../src/components/header/early-click';
import { inter } from '../../../src/components/header/font';
import { SchoolProvider } from '../../../src/components/SchoolContext';
import { brandStyle } from '../../../src/lib/brand';
import { resolveHref } from '../../../src/lib/links';
import '../../globals.css';

export const metadata: Metadata = { icons: { icon: [{ url: '/static/favicon.svg', type: 'image/svg+xml' }] } };

type Params = { host: string; lang: string };

// No host nor language is known at build time: pages are rendered on first request and cached
// (an empty list, not `dynamicParams = false`, which would make every page a cached 404).
export function generateStaticParams(): Params[] {
  return [];
}

/** The school of the request, or null when none is served there or the platform can't be reached (the page says which). */
async function siteOrNull(host: string, lang: string): Promise<SiteView | null> {
  try {
    return await getSite(host, lang);
  } catch {
    return null;
  }
}

export default async function SchoolLayout({ children, params }: { children: ReactNode; params: Promise<Params> }) {
  const { host, lang: segment } = await params;
  const site = await siteOrNull(host, segment);
  // Without a school, the page is the not-found or error page: in the language its URL names, if any.
  const lang = site?.lang ?? (/^[a-z]{2}$/.test(segment) ? segment : 'fr');
  const cookies = site?.menus.legal.find((item) => item.name === 'cookies');
  const headScript = CART_RECOVERY_SCRIPT + EARLY_CLICK_SCRIPT + (site?.config.enableCookieConsent ? CONSENT_DECIDED_SCRIPT : '');
  return (
    // The consent script marks <html> before hydration (suppressHydrationWarning, as theme scripts do).
    <html lang={lang} className={inter.variable} style={brandStyle(site?.config.brand) as CSSProperties} suppressHydrationWarning>
      <head>
        {/* Before the first paint: the header's buttons take a click made before hydration, and the
            consent banner a choice (both constants of ours, no visitor input). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <SchoolProvider value={{ lang, base: site?.base ?? '' }}>{children}</SchoolProvider>
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
