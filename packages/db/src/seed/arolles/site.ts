import type { SiteConfig } from '@schuss/contracts';
import type { SeedCatalogue } from '../booking';
import { type SchoolTexts, starterMenus, starterPages } from '../school/pages';
import type { DemoUrls, SeedPage, SeedSite } from '../types';

export const AROLLES_KEY = 'les-arolles';
const NAME = 'École de ski Les Arolles';
/** The school's meeting point, by its key in its site config. */
const FRONT = 'pied-des-pistes';

/**
 * The second school's host names: `arolles.localhost` (fr) and `en.arolles.localhost` (en), on
 * the port and scheme of the demo's SITE_URL (the first school keeps `localhost`).
 */
export function arollesDomains(siteUrl: string): { fr: string; en: string } {
  const u = new URL(siteUrl);
  const port = u.port ? `:${u.port}` : '';
  return { fr: `${u.protocol}//arolles.localhost${port}`, en: `${u.protocol}//en.arolles.localhost${port}` };
}

/** Config and menus of the second demo school "Les Arolles". */
export function arollesSite(urls: DemoUrls): SeedSite {
  const config: SiteConfig = {
    site: AROLLES_KEY,
    siteName: NAME,
    resort: 'les-arolles',
    langs: ['fr', 'en'],
    defaultLang: 'fr',
    domains: arollesDomains(urls.siteUrl),
    preProd: false,
    season: { start: '2026-12-19', end: '2027-04-11' },
    ubloApi: urls.platformUrl,
    msemUrl: urls.platformUrl,
    searchUrl: urls.platformUrl,
    gaAccount: null,
    hotjar: null,
    enableCookieConsent: true,
    cms: { version: 'v3' },
    contact: {
      placeName: 'Chalet de l’École de ski Les Arolles',
      address: '3 route des Arolles',
      postalCode: '74340',
      city: 'Les Arolles',
      tel: '+33 4 50 00 45 67',
      clickableTel: '+33450004567',
      email: 'contact@arolles.example',
    },
    social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ecoledeskilesarolles/' }],
    partners: [],
    mapTiles: null,
    mapPlan: null,
    meetingPoints: [
      {
        key: FRONT,
        lat: 45.2001,
        lng: 6.7002,
        name: { fr: 'Pied des pistes, devant le chalet des Arolles', en: 'Bottom of the slopes, in front of the Arolles chalet' },
        address: { fr: 'Front de neige des Arolles', en: 'Les Arolles, at the foot of the slopes' },
      },
    ],
    timeZone: 'Europe/Paris',
    brand: { logo: '/static/brands/les-arolles.svg', colors: { primary: '#1f5f3a', accent: '#e07a1f' } },
    mail: { from: 'École de ski Les Arolles <reservations@arolles.example>', replyTo: 'contact@arolles.example' },
  };
  return { config, menus: { fr: starterMenus('fr'), en: starterMenus('en') } };
}

const TEXTS: Record<'fr' | 'en', SchoolTexts> = {
  fr: {
    name: NAME,
    heroTitle: 'Skier aux Arolles, au calme des mélèzes',
    heroText: 'Une petite école de village : 18 moniteurs, des groupes de 8 enfants au plus, du 19 décembre 2026 au 11 avril 2027.',
    welcomeHtml: `<h2>Bienvenue à l'École de ski Les Arolles</h2>
<p>Aux Arolles, on apprend à skier entre les mélèzes, sur 22 pistes de 1 200 à 2 100 m. Nos moniteurs connaissent chaque enfant par son prénom.</p>
<p><a href="/cours/">Voir nos cours</a> ou <a href="/reserver/">réserver en ligne</a>.</p>`,
    lessonsHtml: `<h2>Nos cours</h2>
<ul>
<li><strong>Club des Marmottons</strong> : cours collectifs enfants de 4 à 12 ans, 5 matinées du lundi au vendredi.</li>
<li><strong>Cours adultes</strong> : 5 après-midi en petit groupe, pour débuter ou progresser.</li>
<li><strong>Cours particuliers</strong> : une heure avec un moniteur, jusqu'à 4 personnes.</li>
</ul>
<p><a href="/reserver/">Réserver un cours</a></p>`,
    contactHtml: `<h2>Chalet de l'École de ski Les Arolles</h2>
<p>3 route des Arolles<br>74340 Les Arolles, France</p>
<ul>
<li>Téléphone : <a href="tel:+33450004567">+33 4 50 00 45 67</a></li>
<li>E-mail : <a href="mailto:contact@arolles.example">contact@arolles.example</a></li>
</ul>`,
    legalHtml: `<h2>Éditeur du site</h2>
<p>École de ski Les Arolles, 3 route des Arolles, 74340 Les Arolles, France. Directrice de la publication : Claire Mermoud.</p>`,
  },
  en: {
    name: NAME,
    heroTitle: 'Ski Les Arolles, among the quiet larches',
    heroText: 'A small village school: 18 instructors, groups of 8 children at most, from 19 December 2026 to 11 April 2027.',
    welcomeHtml: `<h2>Welcome to Les Arolles Ski School</h2>
<p>At Les Arolles you learn to ski among the larches, on 22 runs from 1,200 to 2,100 m. Our instructors know every child by name.</p>
<p><a href="/lessons/">See our lessons</a> or <a href="/book/">book online</a>.</p>`,
    lessonsHtml: `<h2>Our lessons</h2>
<ul>
<li><strong>Marmottons club</strong>: children's group lessons, ages 4 to 12, 5 mornings from Monday to Friday.</li>
<li><strong>Adult lessons</strong>: 5 afternoons in a small group, to start or improve.</li>
<li><strong>Private lessons</strong>: one hour with an instructor, up to 4 people.</li>
</ul>
<p><a href="/book/">Book a lesson</a></p>`,
    contactHtml: `<h2>Les Arolles Ski School chalet</h2>
<p>3 route des Arolles<br>74340 Les Arolles, France</p>
<ul>
<li>Phone: <a href="tel:+33450004567">+33 4 50 00 45 67</a></li>
<li>E-mail: <a href="mailto:contact@arolles.example">contact@arolles.example</a></li>
</ul>`,
    legalHtml: `<h2>Publisher</h2>
<p>École de ski Les Arolles, 3 route des Arolles, 74340 Les Arolles, France. Publication director: Claire Mermoud.</p>`,
  },
};

/** Pages of Les Arolles, French and English (the starter page set with the school's own words). */
export const arollesPages: SeedPage[] = starterPages(TEXTS);

/** Les Arolles' catalogue: its school and lift company, a few lessons and a lift pass. */
export const arollesCatalogue: SeedCatalogue = {
  merchants: [
    { key: 'ecole', name: NAME, kind: 'school' },
    { key: 'remontees', name: 'Remontées mécaniques des Arolles', kind: 'lifts' },
  ],
  products: [
    {
      key: 'marmottons',
      merchant: 'ecole',
      type: 'ESF',
      name: { fr: 'Club des Marmottons (4–12 ans)', en: 'Marmottons club (ages 4–12)' },
      description: {
        fr: 'Cinq matinées de cours collectif de ski du lundi au vendredi, groupes de 8 enfants au plus.',
        en: 'Five group ski lesson mornings from Monday to Friday, groups of 8 children at most.',
      },
      attributes: {
        discipline: 'ski',
        level: 'Marmotton',
        levels: ['Marmotton'],
        ageMin: 4,
        ageMax: 12,
        durationDays: 5,
        times: '09:30–12:00',
        meetingPoint: FRONT,
      },
      pricing: { rule: 'ageBands', bands: [{ cents: 17500 }] },
      slots: { kind: 'weeks', weekday: 1, days: 5, start: '09:30', end: '12:00', capacity: 8 },
    },
    {
      key: 'cours-adultes',
      merchant: 'ecole',
      type: 'ESF',
      name: { fr: 'Cours collectif adultes', en: 'Adult group lesson' },
      description: {
        fr: 'Cinq après-midi de ski en petit groupe, du lundi au vendredi, à partir de 13 ans.',
        en: 'Five ski afternoons in a small group, Monday to Friday, from 13 years old.',
      },
      attributes: {
        discipline: 'ski',
        levels: ['Débutant', 'Intermédiaire'],
        participantFields: ['level'],
        ageMin: 13,
        ageMax: 99,
        durationDays: 5,
        times: '14:00–16:30',
        meetingPoint: FRONT,
      },
      pricing: { rule: 'ageBands', bands: [{ cents: 16500 }] },
      slots: { kind: 'weeks', weekday: 1, days: 5, start: '14:00', end: '16:30', capacity: 8 },
    },
    {
      key: 'cours-particulier',
      merchant: 'ecole',
      type: 'ESF_CUSTOM',
      name: { fr: 'Cours particulier de ski', en: 'Private ski lesson' },
      description: {
        fr: 'Une heure avec un moniteur, pour vous seul ou jusqu’à 4 personnes.',
        en: 'One hour with an instructor, for you alone or up to 4 people.',
      },
      attributes: { discipline: 'ski', ageMin: 3, ageMax: 99, capacityUnit: 'booking', meetingPoint: FRONT },
      pricing: { rule: 'durationGroup', durations: { '60': [5500, 6500, 7500, 8500] } },
      slots: {
        kind: 'daily',
        times: [
          ['12:00', '13:00'],
          ['13:00', '14:00'],
        ],
        capacity: 1,
      },
    },
    {
      key: 'forfait-les-arolles',
      merchant: 'remontees',
      type: 'LIFT',
      name: { fr: 'Forfait Les Arolles', en: 'Les Arolles lift pass' },
      description: { fr: 'Toutes les remontées des Arolles, de 1 à 7 jours.', en: 'All the lifts of Les Arolles, from 1 to 7 days.' },
      attributes: { needsStartDate: true, maxDays: 7 },
      pricing: {
        rule: 'daysTable',
        bands: [
          {
            label: { fr: 'Enfant (5–12 ans)', en: 'Child (5–12)' },
            minAge: 5,
            maxAge: 12,
            cents: [2900, 5600, 8200, 10700, 13100, 15400, 17600],
          },
          { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: [3600, 7000, 10300, 13500, 16600, 19600, 22500] },
        ],
      },
    },
  ],
};
