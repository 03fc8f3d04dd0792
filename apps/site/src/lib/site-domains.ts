import { basePath, type Domains } from './lang';

/**
 * Language base URLs the site was built for (`SITE_DOMAINS`, inlined at build time by
 * next.config; they drive the rewrites). They must match the site config's `domains`.
 */
const DEFAULT_DOMAINS: Domains = { fr: 'http://localhost:3000', en: 'http://localhost:3000/en' };

function siteDomains(): Domains {
  const raw = process.env.SITE_DOMAINS;
  return raw ? (JSON.parse(raw) as Domains) : DEFAULT_DOMAINS;
}

export const siteLangs = () => Object.keys(siteDomains());
export const siteBasePath = (lang: string) => basePath(siteDomains(), lang);
