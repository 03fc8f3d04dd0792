import type { Zones } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';

/**
 * Prices in pages come from the catalogue, never from the text (issue 28 "one price everywhere"): an
 * offer card naming a product shows that product's "from" price, and in editors' HTML a
 * `<span data-product-price="KEY">…</span>` gets it as its text, formatted in the page's language.
 * Whatever the editor typed inside is only a placeholder, kept when the product is not offered.
 */
const PRICE_SPAN = /<span([^>]*?)\sdata-product-price="([^"]+)"([^>]*)>[\s\S]*?<\/span>/g;

/** The product keys a page's sections quote a price of. */
export function quotedProducts(zones: Zones): string[] {
  const keys = new Set<string>();
  for (const sections of Object.values(zones)) {
    for (const s of sections) {
      if (s.type === 'richText') for (const m of s.html.matchAll(PRICE_SPAN)) keys.add(m[2] as string);
      if (s.type === 'offerCards') for (const o of s.props.offers) if (o.productKey) keys.add(o.productKey);
    }
  }
  return [...keys];
}

/** The zones with the catalogue's prices in (pure: `prices` maps a product key to its "from" price in cents). */
export function withPrices(zones: Zones, prices: Map<string, number>, lang: string): Zones {
  const out: Zones = {};
  for (const [zone, sections] of Object.entries(zones)) {
    out[zone] = sections.map((s) => {
      if (s.type === 'richText') {
        const html = s.html.replace(PRICE_SPAN, (whole, before: string, key: string, after: string) => {
          const cents = prices.get(key);
          return cents === undefined ? whole : `<span${before} data-product-price="${key}"${after}>${formatEuros(cents, lang)}</span>`;
        });
        return html === s.html ? s : { ...s, html };
      }
      if (s.type === 'offerCards' && s.props.offers.some((o) => o.productKey)) {
        const offers = s.props.offers.map((o) => {
          if (!o.productKey) return o;
          const { priceFrom: _typed, ...rest } = o;
          const cents = prices.get(o.productKey);
          return cents === undefined ? rest : { ...rest, priceFrom: cents };
        });
        return { ...s, props: { ...s.props, offers } };
      }
      return s;
    });
  }
  return out;
}

/**
 * The "from" prices, in cents, of some products a resort offers. Content sits below what is sold: the app
 * (the composition root) gives it the booking module's `offeredFromPrices`.
 */
export type PriceLookup = (resort: string, keys: string[]) => Promise<Map<string, number>>;

/** A page's zones with the prices of the products they quote, read from the resort's catalogue. */
export async function withCatalogPrices(
  prices: PriceLookup | undefined,
  resort: string | (() => Promise<string>),
  lang: string,
  zones: Zones,
): Promise<Zones> {
  const keys = quotedProducts(zones);
  if (!keys.length || !prices) return zones;
  // The resort is looked up only for a page that quotes a price (a draft names its school, not its resort).
  return withPrices(zones, await prices(typeof resort === 'string' ? resort : await resort(), keys), lang);
}
