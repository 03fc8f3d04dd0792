import { z } from 'zod';
import { IsoInstant, Lang, PagePath, SiteKey } from './common';

/** Page templates (DESIGN §4). */
export const Template = z.enum(['home', 'content', 'offers', 'booking', 'season-products', 'cart', 'purchase-result']);
export type Template = z.infer<typeof Template>;

/** Offer categories (docs/spec.md §1). */
export const OfferCategory = z.enum(['nouveaute', 'promotion', 'mountain', 'actualite', 'decouverte']);
export type OfferCategory = z.infer<typeof OfferCategory>;

/** A time window in which a section is shown (docs/spec.md §4 "Date-range sections"). */
export const DateRange = z.object({ from: IsoInstant, to: IsoInstant });
export type DateRange = z.infer<typeof DateRange>;

const sectionBase = {
  id: z.string().min(1).max(64),
  /** When present, the section is shown only while now is inside one of the ranges. */
  dateRanges: z.array(DateRange).optional(),
};

/** Rich text written by editors (sanitised HTML). */
export const RichTextSection = z.object({ ...sectionBase, type: z.literal('richText'), html: z.string() });

/** Big banner at the top of a page. */
export const HeroSection = z.object({
  ...sectionBase,
  type: z.literal('hero'),
  props: z.object({
    title: z.string(),
    text: z.string().optional(),
    image: z.string().optional(),
    imageAlt: z.string().optional(),
    cta: z.object({ label: z.string(), path: z.string() }).optional(),
  }),
});

/** Cards of offers with their category label. */
export const OfferCardsSection = z.object({
  ...sectionBase,
  type: z.literal('offerCards'),
  props: z.object({
    title: z.string().optional(),
    offers: z.array(
      z.object({
        category: OfferCategory,
        title: z.string(),
        text: z.string(),
        path: z.string(),
        image: z.string().optional(),
        /** Price from, in euro cents, when the offer has one (display only). */
        priceFrom: z.number().int().nonnegative().optional(),
        /**
         * The catalogue product the offer is about: its "from" price (the widget's) replaces `priceFrom`
         * when the page is served, and no price is shown once the product is no longer offered.
         */
        productKey: z.string().min(1).max(64).optional(),
      }),
    ),
  }),
});

/** A list of links (e.g. "our lessons") shown as tiles. */
export const LinkListSection = z.object({
  ...sectionBase,
  type: z.literal('linkList'),
  props: z.object({
    title: z.string().optional(),
    links: z.array(z.object({ label: z.string(), path: z.string(), text: z.string().optional() })),
  }),
});

/** Where the booking widget or another app is mounted (booking, cart, season products…). */
export const WidgetSection = z.object({
  ...sectionBase,
  type: z.literal('widget'),
  props: z.object({
    view: z.enum(['offers', 'product', 'cart', 'season-products', 'purchase-result']),
    filter: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * "Find my booking": the form taking an order number and an e-mail, which has the
 * platform e-mail the booking's personal link (on the my-bookings page).
 */
export const FindBookingSection = z.object({
  ...sectionBase,
  type: z.literal('findBooking'),
  props: z.object({ title: z.string().max(200).optional(), text: z.string().max(1000).optional() }),
});

export const Section = z.discriminatedUnion('type', [
  RichTextSection,
  HeroSection,
  OfferCardsSection,
  LinkListSection,
  WidgetSection,
  FindBookingSection,
]);
export type Section = z.infer<typeof Section>;
export type SectionType = Section['type'];

/** Zones of a page keyed by name (`content`, `aside`…), each a list of sections. */
export const Zones = z.record(z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,31}$/), z.array(Section));
export type Zones = z.infer<typeof Zones>;

export const PageSeo = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  canonical: z.string().optional(),
  robots: z.string().optional(),
});
export type PageSeo = z.infer<typeof PageSeo>;

/** A translation of the page in another language (linked by group key). */
export const PageTranslation = z.object({ lang: Lang, path: PagePath });

/** `GET /api/page`: a published page with its zones (docs/spec.md §3 "Page"). */
export const Page = z.object({
  site: SiteKey,
  lang: Lang,
  path: PagePath,
  group: z.string(),
  name: z.string(),
  title: z.string(),
  subTitle: z.string().nullable(),
  shortTitle: z.string().nullable(),
  disabled: z.boolean(),
  template: Template,
  seo: PageSeo,
  zones: Zones,
  /** Every language of the group, this page included. */
  translations: z.array(PageTranslation),
  updatedAt: IsoInstant,
});
export type Page = z.infer<typeof Page>;

export const PageQuery = z.object({ site: SiteKey, lang: Lang, path: PagePath });
export type PageQuery = z.infer<typeof PageQuery>;

/** One row of `GET /api/pages` (sitemaps). */
export const PageSummary = z.object({
  lang: Lang,
  path: PagePath,
  group: z.string(),
  name: z.string(),
  title: z.string(),
  template: Template,
  disabled: z.boolean(),
  updatedAt: IsoInstant,
});
export type PageSummary = z.infer<typeof PageSummary>;

export const PagesQuery = z.object({ site: SiteKey, lang: Lang.optional() });
export const PagesResponse = z.object({ pages: z.array(PageSummary) });
export type PagesResponse = z.infer<typeof PagesResponse>;

/** Body the platform posts to the site's revalidation route. */
export const RevalidateRequest = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(1000) });
export type RevalidateRequest = z.infer<typeof RevalidateRequest>;

/** Cache tags shared by the site (fetch tags) and the platform (revalidation). */
export const cacheTags = {
  site: (site: string) => `site:${site}`,
  page: (site: string, lang: string, path: string) => `page:${site}:${lang}:${path}`,
  pages: (site: string) => `pages:${site}`,
  /** Which school each host name belongs to (the site's host lookups). */
  hosts: () => 'hosts',
};
