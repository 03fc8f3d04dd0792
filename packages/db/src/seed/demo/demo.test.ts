import { LangMenus, type MenuItem, OfferCategory, PagePath, PageSeo, Section, SiteConfig, Template, Zones } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import type { SeedPageLang } from '../types';
import { demoPages } from './pages';
import { demoSite } from './site';

const LANGS = ['fr', 'en'] as const;
type DemoLang = (typeof LANGS)[number];

const site = demoSite({ siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' });

function pagesOf(lang: DemoLang): SeedPageLang[] {
  return demoPages.flatMap((p) => (p[lang] ? [p[lang]] : []));
}

function pageAt(lang: DemoLang, path: string): SeedPageLang | undefined {
  return pagesOf(lang).find((p) => p.path === path);
}

function htmlOf(page: SeedPageLang): string {
  return Object.values(page.zones)
    .flat()
    .map((s) => (s.type === 'richText' ? s.html : ''))
    .join('\n');
}

function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subs ?? [])]);
}

/** Every site path a page of `lang` links to, with where it was found. */
function linksOf(page: SeedPageLang): { href: string; where: string }[] {
  const links: { href: string; where: string }[] = [];
  for (const section of Object.values(page.zones).flat()) {
    const where = `${page.path} ${section.id}`;
    if (section.type === 'richText') {
      for (const m of section.html.matchAll(/href="([^"]*)"/g)) links.push({ href: m[1] ?? '', where });
    } else if (section.type === 'hero' && section.props.cta) {
      links.push({ href: section.props.cta.path, where });
    } else if (section.type === 'linkList') {
      for (const l of section.props.links) links.push({ href: l.path, where });
    } else if (section.type === 'offerCards') {
      for (const o of section.props.offers) links.push({ href: o.path, where });
    }
  }
  return links;
}

function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/static/') && !href.endsWith('.pdf');
}

/** Checks that a site link points to a page of the language, and that its anchor exists there. */
function checkLink(lang: DemoLang, href: string, where: string): string[] {
  const [path = '', anchor] = href.split('#');
  const target = pageAt(lang, path);
  if (!target) return [`${lang} ${where}: ${href} is not a page`];
  if (anchor && !htmlOf(target).includes(`id="${anchor}"`)) return [`${lang} ${where}: no #${anchor} in ${path}`];
  return [];
}

describe('demo site config', () => {
  it('parses with SiteConfig', () => {
    const config = SiteConfig.parse(site.config);
    expect(config.site).toBe('val-neige');
    expect(config.langs).toEqual(['fr', 'en']);
    expect(config.domains).toEqual({ fr: 'http://localhost:3000', en: 'http://localhost:3000/en' });
    expect(config.msemUrl).toBe('http://localhost:4000');
    expect(config.social).toHaveLength(2);
    expect(config.partners.length).toBeGreaterThanOrEqual(3);
    for (const section of config.partners) expect(Object.keys(section.title).sort()).toEqual(['en', 'fr']);
  });

  it('has menus for each language that parse with LangMenus', () => {
    expect(Object.keys(site.menus).sort()).toEqual(['en', 'fr']);
    for (const lang of LANGS) {
      const menus = LangMenus.parse(site.menus[lang]);
      expect(menus.main.length).toBeGreaterThanOrEqual(5);
      expect(menus.main.length).toBeLessThanOrEqual(7);
      for (const item of menus.main) expect(item.subs?.length ?? 0).toBeGreaterThan(0);
      expect(menus.legal.length).toBe(5);
      expect(menus.shortcuts.homeItem).toEqual({ path: '/', page: 'home' });
    }
  });

  it('only links menus to pages of the same language', () => {
    const errors: string[] = [];
    for (const lang of LANGS) {
      const menus = LangMenus.parse(site.menus[lang]);
      const items = [...flattenMenu(menus.main), ...flattenMenu(menus.footer), ...flattenMenu(menus.legal)];
      const paths = [
        ...items.map((i) => ({ href: i.path, where: `menu ${i.name}` })),
        { href: menus.shortcuts.homeItem.path, where: 'homeItem' },
        ...(menus.shortcuts.contactItem ? [{ href: menus.shortcuts.contactItem.path, where: 'contactItem' }] : []),
        ...(menus.shortcuts.cartItem ? [{ href: menus.shortcuts.cartItem.path, where: 'cartItem' }] : []),
        ...menus.shortcuts.accountItem.map((a) => ({ href: a.path, where: 'accountItem' })),
      ];
      for (const { href, where } of paths) {
        if (/^https?:\/\//.test(href)) continue;
        errors.push(...checkLink(lang, href, where));
        const target = pageAt(lang, href.split('#')[0] ?? '');
        if (target?.disabled) errors.push(`${lang} ${where}: links to disabled page ${href}`);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('demo pages', () => {
  it('have both languages, valid paths, sections, zones and seo', () => {
    for (const page of demoPages) {
      Template.parse(page.template);
      for (const lang of LANGS) {
        const l = page[lang];
        expect(l, `${page.group} ${lang}`).toBeDefined();
        if (!l) continue;
        PagePath.parse(l.path);
        Zones.parse(l.zones);
        PageSeo.parse(l.seo);
        const sections = Object.values(l.zones).flat();
        expect(sections.length, `${page.group} ${lang}`).toBeGreaterThan(0);
        for (const section of sections) Section.parse(section);
        const ids = sections.map((s) => s.id);
        expect(new Set(ids).size, `${page.group} ${lang} section ids`).toBe(ids.length);
        const description = l.seo.description ?? '';
        expect(description.length, `${page.group} ${lang} description`).toBeGreaterThanOrEqual(120);
        expect(description.length, `${page.group} ${lang} description`).toBeLessThanOrEqual(160);
        expect(l.name.length).toBeGreaterThan(0);
        expect(l.title.length).toBeGreaterThan(0);
      }
    }
  });

  it('has at least 30 pages per language', () => {
    for (const lang of LANGS) expect(pagesOf(lang).length).toBeGreaterThanOrEqual(30);
  });

  it('has unique group keys and unique paths per language', () => {
    const groups = demoPages.map((p) => p.group);
    expect(new Set(groups).size).toBe(groups.length);
    for (const lang of LANGS) {
      const paths = pagesOf(lang).map((p) => p.path);
      expect(new Set(paths).size, lang).toBe(paths.length);
    }
  });

  it('uses every template', () => {
    const used = new Set(demoPages.map((p) => p.template));
    for (const t of Template.options) expect(used.has(t), t).toBe(true);
  });

  it('has home at / in both languages', () => {
    const home = demoPages.find((p) => p.template === 'home');
    expect(home?.fr?.path).toBe('/');
    expect(home?.en?.path).toBe('/');
  });

  it('covers all five offer categories on the offers pages', () => {
    for (const lang of LANGS) {
      const categories = new Set(
        demoPages
          .filter((p) => p.template === 'offers')
          .flatMap((p) => Object.values(p[lang]?.zones ?? {}).flat())
          .flatMap((s) => (s.type === 'offerCards' ? s.props.offers.map((o) => o.category) : [])),
      );
      for (const c of OfferCategory.options) expect(categories.has(c), `${lang} ${c}`).toBe(true);
    }
  });

  it('hosts the widget on booking, season-products, cart and purchase-result pages', () => {
    const views: Record<string, string> = {
      booking: 'offers',
      'season-products': 'season-products',
      cart: 'cart',
      'purchase-result': 'purchase-result',
    };
    for (const page of demoPages) {
      const view = views[page.template];
      if (!view) continue;
      for (const lang of LANGS) {
        const widgets = Object.values(page[lang]?.zones ?? {})
          .flat()
          .filter((s) => s.type === 'widget');
        expect(
          widgets.map((w) => w.props.view),
          `${page.group} ${lang}`,
        ).toContain(view);
        if (page.template === 'booking') {
          for (const w of widgets) expect(w.props.filter?.type, page.group).toBeTruthy();
        }
      }
    }
  });

  it('has the meeting points page with the same points in both languages', () => {
    const group = demoPages.find((p) => p.fr?.path === '/infos-pratiques/lieux-de-rendez-vous/');
    expect(group?.en?.path).toBe('/information/meeting-points/');
    const coords = (lang: DemoLang) => {
      const page = group?.[lang];
      expect(page).toBeDefined();
      return [...htmlOf(page as SeedPageLang).matchAll(/class="meeting-point" data-lat="([\d.]+)" data-lng="([\d.]+)"/g)].map(
        (m) => `${m[1]},${m[2]}`,
      );
    };
    const fr = coords('fr');
    expect(fr.length).toBeGreaterThanOrEqual(4);
    expect(coords('en')).toEqual(fr);
    for (const c of fr) {
      const [lat, lng] = c.split(',').map(Number);
      expect(lat).toBeGreaterThan(44);
      expect(lat).toBeLessThan(46.5);
      expect(lng).toBeGreaterThan(5.5);
      expect(lng).toBeLessThan(7.5);
    }
  });

  it('has the required pages', () => {
    const required: [DemoLang, string][] = [
      ['fr', '/cours/ski/enfants/'],
      ['en', '/lessons/ski/children/'],
      ['fr', '/niveaux/ski/enfants/'],
      ['fr', '/niveaux/ski/adultes/'],
      ['fr', '/niveaux/snowboard/adultes/'],
      ['fr', '/niveaux/ski-de-fond/adultes/'],
      ['en', '/levels/ski/children/'],
      ['en', '/levels/ski/adults/'],
      ['en', '/levels/snowboard/adults/'],
      ['en', '/levels/nordic-ski/adults/'],
      ['fr', '/produits-saison/'],
      ['en', '/season-products/'],
      ['fr', '/panier/'],
      ['en', '/cart/'],
      ['fr', '/resultat-achat/'],
      ['en', '/purchase-result/'],
    ];
    for (const [lang, path] of required) expect(pageAt(lang, path), `${lang} ${path}`).toBeDefined();
    const children = pageAt('fr', '/cours/ski/enfants/');
    expect(children?.title).toContain('Cours collectifs enfants');
    expect(htmlOf(children as SeedPageLang).toLowerCase()).toContain('cours collectif enfant');
  });

  it('mentions chairlifts on the lift pass and piste map pages', () => {
    for (const group of ['lift-passes', 'piste-map']) {
      const page = demoPages.find((p) => p.group === group);
      expect(htmlOf(page?.fr as SeedPageLang)).toMatch(/télésièges?/);
      expect(htmlOf(page?.en as SeedPageLang)).toMatch(/chairlift/);
    }
  });

  it('has exactly one disabled page group, disabled in both languages', () => {
    const disabled = demoPages.filter((p) => p.fr?.disabled || p.en?.disabled);
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.fr?.disabled).toBe(true);
    expect(disabled[0]?.en?.disabled).toBe(true);
  });

  it('has a section shown during the whole season', () => {
    const { start, end } = site.config.season;
    const ranges = demoPages
      .flatMap((p) => LANGS.flatMap((lang) => Object.values(p[lang]?.zones ?? {}).flat()))
      .flatMap((s) => s.dateRanges ?? []);
    const covering = ranges.filter(
      (r) => Date.parse(r.from) <= Date.parse(`${start}T00:00:00Z`) && Date.parse(r.to) >= Date.parse(`${end}T12:00:00Z`),
    );
    expect(covering.length).toBeGreaterThan(0);
  });

  it('links only to pages of the same language, and to at least one PDF and one external site', () => {
    const errors: string[] = [];
    for (const lang of LANGS) {
      const hrefs = pagesOf(lang).flatMap(linksOf);
      for (const { href, where } of hrefs) if (isSitePath(href)) errors.push(...checkLink(lang, href, where));
      expect(
        hrefs.some((h) => h.href.endsWith('.pdf')),
        `${lang} pdf`,
      ).toBe(true);
      expect(
        hrefs.some((h) => h.href.startsWith('https://')),
        `${lang} external`,
      ).toBe(true);
      for (const page of pagesOf(lang)) {
        for (const { href, where } of linksOf(page)) {
          if (isSitePath(href) && !href.split('#')[0]?.endsWith('/')) errors.push(`${lang} ${where}: ${href} no slash`);
          if (isSitePath(href) && pageAt(lang, href.split('#')[0] ?? '')?.disabled) {
            errors.push(`${lang} ${where}: links to disabled page ${href}`);
          }
        }
      }
    }
    expect(errors).toEqual([]);
  });
});
