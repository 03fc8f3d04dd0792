import type { Zones } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { quotedProducts, withCatalogPrices, withPrices } from './prices';

const zones: Zones = {
  content: [
    {
      id: 's1',
      type: 'richText',
      html: '<p>6 matinées : <strong><span data-product-price="cours-enfants-flocon">239 €</span></strong>, Piou-Piou <span class="x" data-product-price="piou">?</span>.</p>',
    },
    {
      id: 's2',
      type: 'offerCards',
      props: {
        offers: [
          { category: 'promotion', title: 'A', text: 't', path: '/a/', productKey: 'cours-particulier-ski', priceFrom: 1 },
          { category: 'promotion', title: 'B', text: 't', path: '/b/', priceFrom: 159900 },
          { category: 'promotion', title: 'C', text: 't', path: '/c/', productKey: 'gone', priceFrom: 4200 },
        ],
      },
    },
  ],
};

describe('prices quoted in pages', () => {
  it('finds the products a page quotes, in its text and its offer cards', () => {
    expect(quotedProducts(zones).sort()).toEqual(['cours-enfants-flocon', 'cours-particulier-ski', 'gone', 'piou']);
  });

  it("puts the catalogue's from price in, in the page's language, whatever the editor typed", () => {
    const prices = new Map([
      ['cours-enfants-flocon', 20500],
      ['piou', 18900],
      ['cours-particulier-ski', 5900],
    ]);
    const fr = withPrices(zones, prices, 'fr');
    const html = fr.content?.[0]?.type === 'richText' ? fr.content[0].html : '';
    expect(html.replace(/\u202f|\u00a0/g, ' ')).toBe(
      '<p>6 matinées : <strong><span data-product-price="cours-enfants-flocon">205,00 €</span></strong>, Piou-Piou <span class="x" data-product-price="piou">189,00 €</span>.</p>',
    );
    const en = withPrices(zones, prices, 'en');
    expect(en.content?.[0]?.type === 'richText' && en.content[0].html).toContain('>€205.00</span>');
    const cards = fr.content?.[1]?.type === 'offerCards' ? fr.content[1].props.offers : [];
    expect(cards.map((o) => o.priceFrom)).toEqual([5900, 159900, undefined]);
  });

  it('leaves the text as typed when the product is not offered, and shows no price on its card', () => {
    const out = withPrices(zones, new Map(), 'fr');
    expect(out.content?.[0]).toBe(zones.content?.[0]);
    const cards = out.content?.[1]?.type === 'offerCards' ? out.content[1].props.offers : [];
    expect(cards.map((o) => o.priceFrom)).toEqual([undefined, 159900, undefined]);
  });

  it('looks the resort up only for a page that quotes a price (a draft read names its school)', async () => {
    const asked: string[] = [];
    const resort = async () => {
      asked.push('resort');
      return 'val-neige';
    };
    const lookup = async (r: string, keys: string[]) => new Map(keys.map((k) => [k, r === 'val-neige' ? 20_500 : 0]));
    const plain: Zones = { content: [{ id: 'b1', type: 'richText', html: '<p>Sans prix.</p>' }] } as unknown as Zones;
    expect(await withCatalogPrices(lookup, resort, 'fr', plain)).toBe(plain);
    expect(asked).toEqual([]);
    const quoted: Zones = {
      content: [{ id: 'b1', type: 'richText', html: '<p>Dès <span data-product-price="cours-enfants-flocon">?</span></p>' }],
    } as unknown as Zones;
    const priced = await withCatalogPrices(lookup, resort, 'fr', quoted);
    expect(asked).toEqual(['resort']);
    expect(JSON.stringify(priced)).toContain('205,00');
  });
});
