/**
 * The contract between the site and the editing tool (`cms.js`, decision 011): the site loads the
 * script for a connected editor and calls `window.SchussCms.mount(options)`. A browser call, not
 * an HTTP payload, so a type rather than a zod schema.
 */
export type CmsMountOptions = {
  token: string;
  site: string;
  lang: string;
  /** The page's path as stored: relative to the language's base URL, with its trailing slash (`/`, `/offres/`). */
  path: string;
  /** The content host (`ubloApi`). */
  platformUrl: string;
  /** This language's base URL on the site. */
  siteUrl: string;
  /** The site's languages. */
  langs: string[];
  /** The tool logged out (or the session ended): the site forgets the token and reloads the page. */
  onLogout: () => void;
};

/** What `cms.js` puts on `window.SchussCms`. */
export type SchussCms = { mount(options: CmsMountOptions): void; unmount(): void };
