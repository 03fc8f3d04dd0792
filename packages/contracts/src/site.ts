import { z } from 'zod';
import { IsoDate, Lang, PagePath, SiteKey } from './common';

/** A navigation item of the CMS menus (docs/spec.md §2). */
export type MenuItem = {
  name: string;
  title: string;
  shortTitle?: string;
  path: string;
  subs?: MenuItem[];
};
/**
 * Recursive (`subs`), so it has an id in zod's global registry: the OpenAPI document describes it once,
 * as the component `MenuItem` (`MenuItemInput` in request bodies), and its items refer to it.
 */
export const MenuItem: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      name: z.string().min(1),
      title: z.string().min(1),
      shortTitle: z.string().optional(),
      /** A site path (`/x/`), an anchor or an absolute URL. */
      path: z.string().min(1),
      subs: z.array(MenuItem).optional(),
    }),
  )
  .meta({ id: 'MenuItem' });

/** Shortcut buttons of the navigation (docs/spec.md §2). */
export const Shortcuts = z.object({
  homeItem: z.object({ path: z.string().default('/'), page: z.string().default('home') }),
  contactItem: z.object({ name: z.string(), path: z.string() }).optional(),
  cartItem: z.object({ name: z.string(), path: z.string() }).optional(),
  accountItem: z.array(z.object({ name: z.string(), path: z.string() })).default([]),
});
export type Shortcuts = z.infer<typeof Shortcuts>;

/** Menus of one language. */
export const LangMenus = z.object({
  main: z.array(MenuItem),
  footer: z.array(MenuItem),
  legal: z.array(MenuItem),
  shortcuts: Shortcuts,
});
export type LangMenus = z.infer<typeof LangMenus>;

/** Static contact record (docs/spec.md §1). */
export const ContactRecord = z.object({
  placeName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** Phone as displayed, e.g. `+33 4 79 00 00 00`. */
  tel: z.string(),
  /** Phone for `tel:` links, e.g. `+33479000000`. */
  clickableTel: z.string(),
  email: z.string().optional(),
});
export type ContactRecord = z.infer<typeof ContactRecord>;

export const SocialLink = z.object({ network: z.string(), label: z.string(), url: z.url() });

export const PartnerSection = z.object({
  title: z.record(Lang, z.string()),
  partners: z.array(z.object({ name: z.string(), url: z.url(), logo: z.string() })),
});
export type PartnerSection = z.infer<typeof PartnerSection>;

/**
 * A meeting point of the school: the one place its name, address and position are written (issue 28). Products
 * name it by `key` (`attributes.meetingPoint`); the e-mails, the personal page and the calendar file say it in
 * the customer's language.
 */
export const SchoolMeetingPoint = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  name: z.object({ fr: z.string().min(1).max(120), en: z.string().min(1).max(120) }),
  address: z.object({ fr: z.string().max(200), en: z.string().max(200) }),
  /** How to find the group there ("under the coloured sign of its level"), said wherever the point is named. */
  directions: z.object({ fr: z.string().max(300), en: z.string().max(300) }).optional(),
});
export type SchoolMeetingPoint = z.infer<typeof SchoolMeetingPoint>;

/**
 * Site config (docs/spec.md §3 "Site config", DESIGN §4). Served by the site at
 * `/static/cms/config.json` and by the platform at `/api/site`.
 */
export const SiteConfig = z.object({
  site: SiteKey,
  siteName: z.string().min(1),
  resort: z.string().min(1),
  langs: z.array(Lang).min(1),
  /** Language used for x-default and unsupported languages. */
  defaultLang: Lang,
  /** Base URL of each language, e.g. `{fr: 'http://localhost:3000', en: 'http://localhost:3000/en'}`. */
  domains: z.record(Lang, z.url()),
  /** `true` for the whole site or the list of languages still in pre-production. */
  preProd: z.union([z.boolean(), z.array(Lang)]).default(false),
  season: z.object({ start: IsoDate, end: IsoDate }),
  /** Content host (login, drafts, cms.js). */
  ubloApi: z.url(),
  /** Widget host (booking widget, cart). */
  msemUrl: z.url(),
  /** Search service. */
  searchUrl: z.url(),
  gaAccount: z.string().nullable().default(null),
  hotjar: z
    .object({ id: z.number().int().nullable(), version: z.number().int().default(6) })
    .nullable()
    .default(null),
  enableCookieConsent: z.boolean().default(true),
  cms: z.object({ version: z.string().default('v3') }).default({ version: 'v3' }),
  contact: ContactRecord,
  social: z.array(SocialLink).max(2),
  partners: z.array(PartnerSection).max(6),
  /** Map tiles for the meeting-points map; null = no tile server. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable().default(null),
  /** The school's meeting points (products name them by key). */
  meetingPoints: z.array(SchoolMeetingPoint).max(50).default([]),
  /**
   * The resort's plan, shipped with the school's data: an image (the site's own, e.g. /static/images/map/x.svg)
   * laid over the map between its bounds. A base map with no request to
   * a third-party tile server; null = none.
   */
  mapPlan: z
    .object({
      url: z.string().min(1).max(500),
      /** Where the image lies: its south and north latitudes, west and east longitudes. */
      bounds: z.object({
        south: z.number().min(-90).max(90),
        west: z.number().min(-180).max(180),
        north: z.number().min(-90).max(90),
        east: z.number().min(-180).max(180),
      }),
      attribution: z.string().max(200).default(''),
    })
    .nullable()
    .default(null),
  /** The resort's IANA time zone (lesson times, calendar files); Europe/Paris when not given. */
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Paris')
    .optional(),
  /** The school's look on the site: logo (an absolute URL or a site path) and two colours (#rrggbb). */
  brand: z
    .object({
      logo: z.string().min(1).optional(),
      colors: z
        .object({
          primary: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0b4f8a'),
          accent: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0b4f8a'),
        })
        .optional(),
    })
    .optional(),
  /** The school's e-mail sender; the platform's MAIL_FROM when not given. */
  mail: z.object({ from: z.string().min(3), replyTo: z.email().optional() }).optional(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** `GET /api/site?site=KEY`: config and menus of every language. */
export const SiteResponse = z.object({
  config: SiteConfig,
  menus: z.record(Lang, LangMenus),
});
export type SiteResponse = z.infer<typeof SiteResponse>;

export const SiteQuery = z.object({ site: SiteKey });

/** `GET /api/site-host?host=HOSTNAME`: the school whose language base URLs use that host name (port left out). */
export const SiteHostQuery = z.object({
  host: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as ecole.example or localhost'),
});
export const SiteHostResponse = z.object({ site: SiteKey });
export type SiteHostResponse = z.infer<typeof SiteHostResponse>;

export { PagePath };
