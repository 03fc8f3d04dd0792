import type { LangMenus } from '@schuss/contracts';
import { FIND_BOOKING_SECTION } from '../demo/find-booking';
import type { SeedPage, SeedPageLang } from '../types';

/** Languages a school's starter pages are written in. */
export const STARTER_LANGS = ['fr', 'en'] as const;
export type StarterLang = (typeof STARTER_LANGS)[number];

/** What a school says on its starter pages, per language (HTML is the school's own). */
export type SchoolTexts = {
  /** The school's name, e.g. "École de ski Les Arolles". */
  name: string;
  heroTitle: string;
  heroText: string;
  /** Home page: who the school is. */
  welcomeHtml: string;
  /** Lessons page: what the school teaches. */
  lessonsHtml: string;
  /** Contact page: address, phone, e-mail. */
  contactHtml: string;
  /** Legal notice: publisher and host. */
  legalHtml: string;
};

/** Page paths of each language (the menus and the links between pages use them). */
const PATHS = {
  fr: {
    home: '/',
    lessons: '/cours/',
    book: '/reserver/',
    cart: '/panier/',
    'purchase-result': '/resultat-achat/',
    'my-bookings': '/mes-reservations/',
    contact: '/contact/',
    'legal-notice': '/mentions-legales/',
  },
  en: {
    home: '/',
    lessons: '/lessons/',
    book: '/book/',
    cart: '/cart/',
    'purchase-result': '/purchase-result/',
    'my-bookings': '/my-bookings/',
    contact: '/contact/',
    'legal-notice': '/legal-notice/',
  },
} as const;
type Group = keyof (typeof PATHS)['fr'];

/** Titles of each page, then the words the pages share. */
const WORDS = {
  fr: {
    title: {
      home: 'Accueil',
      lessons: 'Nos cours',
      book: 'Réserver',
      cart: 'Mon panier',
      'purchase-result': 'Résultat de votre achat',
      'my-bookings': 'Mes réservations',
      contact: 'Nous contacter',
      'legal-notice': 'Mentions légales',
    },
    bookCta: 'Réserver un cours',
    bookIntro: '<h2>Choisissez votre cours</h2><p>Sélectionnez le cours, la date et les participants, puis ajoutez-les au panier.</p>',
    cartText:
      '<p>Les places sont bloquées pour vous dès leur ajout au panier, le temps que le panier affiche. Le paiement est sécurisé et la confirmation arrive par e-mail.</p>',
    resultText: '<p>Votre confirmation arrive par e-mail dans les minutes qui suivent.</p>',
    myBookingsText:
      '<p>Après chaque achat, vous recevez un e-mail avec votre numéro de commande et un lien personnel vers votre réservation. Vous ne le trouvez plus ? Recevez-le à nouveau avec le formulaire ci-dessous.</p>',
    describe: (page: string, school: string) => `${page} — ${school}`,
    school: "L'école",
  },
  en: {
    title: {
      home: 'Home',
      lessons: 'Our lessons',
      book: 'Book',
      cart: 'My cart',
      'purchase-result': 'Your purchase',
      'my-bookings': 'My bookings',
      contact: 'Contact us',
      'legal-notice': 'Legal notice',
    },
    bookCta: 'Book a lesson',
    bookIntro: '<h2>Choose your lesson</h2><p>Pick the lesson, the date and the participants, then add them to your cart.</p>',
    cartText:
      '<p>Places are held for you from the moment they are added to the cart, for the time the cart shows. Payment is secure and your confirmation is sent by e-mail.</p>',
    resultText: '<p>Your confirmation arrives by e-mail within a few minutes.</p>',
    myBookingsText:
      "<p>After each purchase you receive an e-mail with your order number and a personal link to your booking. Can't find it? Get it again with the form below.</p>",
    describe: (page: string, school: string) => `${page} — ${school}`,
    school: 'The school',
  },
} as const;

const TEMPLATES: Record<Group, SeedPage['template']> = {
  home: 'home',
  lessons: 'content',
  book: 'booking',
  cart: 'cart',
  'purchase-result': 'purchase-result',
  'my-bookings': 'content',
  contact: 'content',
  'legal-notice': 'content',
};
const PRIVATE: Group[] = ['cart', 'purchase-result'];

function pageOf(lang: StarterLang, group: Group, t: SchoolTexts): SeedPageLang {
  const w = WORDS[lang];
  const p = PATHS[lang];
  const title = group === 'home' ? t.name : w.title[group];
  const rich = (id: string, html: string) => ({ id, type: 'richText' as const, html });
  const content = {
    home: [
      { id: 's1', type: 'hero' as const, props: { title: t.heroTitle, text: t.heroText, cta: { label: w.bookCta, path: p.book } } },
      rich('s2', t.welcomeHtml),
    ],
    lessons: [rich('s1', t.lessonsHtml)],
    book: [rich('s1', w.bookIntro), { id: 's2', type: 'widget' as const, props: { view: 'offers' as const } }],
    cart: [{ id: 's1', type: 'widget' as const, props: { view: 'cart' as const } }, rich('s2', w.cartText)],
    'purchase-result': [{ id: 's1', type: 'widget' as const, props: { view: 'purchase-result' as const } }, rich('s2', w.resultText)],
    'my-bookings': [rich('s1', w.myBookingsText), FIND_BOOKING_SECTION],
    contact: [rich('s1', t.contactHtml)],
    'legal-notice': [rich('s1', t.legalHtml)],
  }[group];
  return {
    path: p[group],
    name: group,
    title,
    shortTitle: group === 'home' ? w.title.home : undefined,
    seo: {
      description: group === 'home' ? t.heroText : w.describe(title, t.name),
      ...(PRIVATE.includes(group) ? { robots: 'noindex, nofollow' } : {}),
    },
    zones: { content },
  };
}

/**
 * The starter pages of a school in its languages: home, lessons, booking, cart, purchase
 * result, my bookings, contact and legal notice (the second demo school and `school:add`).
 */
export function starterPages(texts: Partial<Record<StarterLang, SchoolTexts>>): SeedPage[] {
  return (Object.keys(PATHS.fr) as Group[]).map((group) => {
    const page: SeedPage = { group, template: TEMPLATES[group] };
    for (const lang of STARTER_LANGS) {
      const t = texts[lang];
      if (t) page[lang] = pageOf(lang, group, t);
    }
    return page;
  });
}

/** Menus of the starter pages in one language. */
export function starterMenus(lang: StarterLang): LangMenus {
  const w = WORDS[lang];
  const p = PATHS[lang];
  const item = (group: Group) => ({ name: group, title: w.title[group], path: p[group] });
  return {
    main: [item('lessons'), item('book'), item('contact')],
    footer: [{ name: 'school', title: w.school, path: p.contact, subs: [item('contact'), item('my-bookings')] }],
    legal: [item('legal-notice')],
    shortcuts: {
      homeItem: { path: '/', page: 'home' },
      contactItem: { name: w.title.contact, path: p.contact },
      cartItem: { name: w.title.cart, path: p.cart },
      accountItem: [{ name: w.title['my-bookings'], path: p['my-bookings'] }],
    },
  };
}

/** Plain starter texts for a school added with `school:add` (its editors write the real ones). */
export function defaultTexts(lang: StarterLang, name: string, email?: string): SchoolTexts {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const n = esc(name);
  const mail = email ? `<p><a href="mailto:${esc(email)}">${esc(email)}</a></p>` : '';
  return lang === 'fr'
    ? {
        name,
        heroTitle: `Bienvenue à ${name}`,
        heroText: 'Cours de ski et de snowboard pour enfants et adultes.',
        welcomeHtml: `<h2>${n}</h2><p>Nos moniteurs vous accueillent tout l'hiver.</p>`,
        lessonsHtml: '<h2>Nos cours</h2><p>Cours collectifs et particuliers, pour tous les âges et tous les niveaux.</p>',
        contactHtml: `<h2>${n}</h2>${mail}`,
        legalHtml: `<h2>Éditeur du site</h2><p>${n}</p>`,
      }
    : {
        name,
        heroTitle: `Welcome to ${name}`,
        heroText: 'Ski and snowboard lessons for children and adults.',
        welcomeHtml: `<h2>${n}</h2><p>Our instructors welcome you all winter long.</p>`,
        lessonsHtml: '<h2>Our lessons</h2><p>Group and private lessons, for every age and every level.</p>',
        contactHtml: `<h2>${n}</h2>${mail}`,
        legalHtml: `<h2>Publisher</h2><p>${n}</p>`,
      };
}
