import type { LangMenus, SiteConfig } from '@schuss/contracts';
import type { DemoUrls, SeedSite } from '../types';
import { schoolMeetingPoints } from './pages-info';

/** French menus: every path is the path of a French demo page (see pages.ts). */
const frMenus: LangMenus = {
  main: [
    {
      name: 'lessons',
      title: 'Cours de ski',
      shortTitle: 'Cours',
      path: '/cours/',
      subs: [
        { name: 'lessons-ski-children', title: 'Cours collectifs enfants', path: '/cours/ski/enfants/' },
        { name: 'lessons-snow-garden', title: 'Jardin des neiges Piou-Piou', path: '/cours/jardin-des-neiges/' },
        { name: 'lessons-ski-adults', title: 'Cours collectifs adultes', path: '/cours/ski/adultes/' },
        { name: 'lessons-snowboard', title: 'Snowboard', path: '/cours/snowboard/' },
        { name: 'lessons-nordic', title: 'Ski de fond', path: '/cours/ski-de-fond/' },
        { name: 'lessons-private', title: 'Cours particuliers', path: '/cours/cours-particuliers/' },
        { name: 'lessons-freeride', title: 'Hors-piste et freeride', path: '/cours/hors-piste/' },
        { name: 'levels', title: 'Les niveaux ESF', path: '/niveaux/' },
      ],
    },
    {
      name: 'lifts-rentals',
      title: 'Forfaits et location',
      shortTitle: 'Forfaits',
      path: '/forfaits/',
      subs: [
        { name: 'lift-passes', title: 'Forfaits remontées mécaniques', path: '/forfaits/' },
        { name: 'ski-rental', title: 'Location de matériel', path: '/location-ski/' },
        { name: 'piste-map', title: 'Plan des pistes', path: '/infos-pratiques/plan-des-pistes/' },
        { name: 'insurance', title: 'Assurance Neige Sereine', path: '/infos-pratiques/assurance/' },
        { name: 'season-products', title: 'Produits de la saison', path: '/produits-saison/' },
      ],
    },
    {
      name: 'offers',
      title: 'Offres et activités',
      shortTitle: 'Offres',
      path: '/offres/',
      subs: [
        { name: 'offers', title: 'Offres du moment', path: '/offres/' },
        { name: 'activities', title: 'Activités hors ski', path: '/activites/' },
        { name: 'snowshoeing', title: 'Sorties raquettes', path: '/activites/raquettes/' },
      ],
    },
    {
      name: 'information',
      title: 'Infos pratiques',
      shortTitle: 'Infos',
      path: '/infos-pratiques/',
      subs: [
        { name: 'meeting-points', title: 'Lieux de rendez-vous', path: '/infos-pratiques/lieux-de-rendez-vous/' },
        { name: 'access', title: 'Accès et stationnement', path: '/infos-pratiques/acces/' },
        { name: 'opening-hours', title: 'Horaires', path: '/infos-pratiques/horaires/' },
        { name: 'snow-weather', title: 'Météo et enneigement', path: '/infos-pratiques/meteo-neige/' },
        { name: 'faq', title: 'Questions fréquentes', path: '/faq/' },
      ],
    },
    {
      name: 'school',
      title: "L'école",
      path: '/ecole/',
      subs: [
        { name: 'school', title: "L'École de ski Val-Neige", path: '/ecole/' },
        { name: 'instructors', title: 'Nos moniteurs', path: '/ecole/moniteurs/' },
        { name: 'history', title: 'Notre histoire', path: '/ecole/histoire/' },
        { name: 'contact', title: 'Nous contacter', path: '/contact/' },
      ],
    },
    {
      name: 'book',
      title: 'Réserver',
      path: '/reserver/',
      subs: [
        { name: 'book-group-lessons', title: 'Cours collectifs', path: '/reserver/cours-collectifs/' },
        { name: 'book-private-lessons', title: 'Cours particuliers', path: '/reserver/cours-particuliers/' },
        { name: 'book-lift-passes', title: 'Forfaits', path: '/reserver/forfaits/' },
        { name: 'book-rentals', title: 'Location', path: '/reserver/location/' },
      ],
    },
  ],
  footer: [
    {
      name: 'lessons',
      title: 'Nos cours',
      path: '/cours/',
      subs: [
        { name: 'lessons-ski-children', title: 'Cours collectifs enfants', path: '/cours/ski/enfants/' },
        { name: 'lessons-ski-adults', title: 'Cours collectifs adultes', path: '/cours/ski/adultes/' },
        { name: 'lessons-private', title: 'Cours particuliers', path: '/cours/cours-particuliers/' },
        { name: 'lessons-snowboard', title: 'Snowboard', path: '/cours/snowboard/' },
        { name: 'lessons-nordic', title: 'Ski de fond', path: '/cours/ski-de-fond/' },
      ],
    },
    {
      name: 'information',
      title: 'Infos pratiques',
      path: '/infos-pratiques/',
      subs: [
        { name: 'meeting-points', title: 'Lieux de rendez-vous', path: '/infos-pratiques/lieux-de-rendez-vous/' },
        { name: 'access', title: 'Venir à Val-Neige', path: '/infos-pratiques/acces/' },
        { name: 'opening-hours', title: 'Horaires', path: '/infos-pratiques/horaires/' },
        { name: 'faq', title: 'FAQ', path: '/faq/' },
      ],
    },
    {
      name: 'school',
      title: "L'école",
      path: '/ecole/',
      subs: [
        { name: 'instructors', title: 'Nos moniteurs', path: '/ecole/moniteurs/' },
        { name: 'history', title: 'Notre histoire', path: '/ecole/histoire/' },
        { name: 'contact', title: 'Contact', path: '/contact/' },
        { name: 'my-bookings', title: 'Mes réservations', path: '/mes-reservations/' },
      ],
    },
  ],
  legal: [
    { name: 'legal-notice', title: 'Mentions légales', path: '/mentions-legales/' },
    { name: 'terms', title: 'Conditions générales de vente', shortTitle: 'CGV', path: '/conditions-generales-de-vente/' },
    { name: 'privacy', title: 'Politique de confidentialité', path: '/confidentialite/' },
    { name: 'cookies', title: 'Cookies', path: '/cookies/' },
    { name: 'accessibility', title: 'Accessibilité : partiellement conforme', path: '/accessibilite/' },
  ],
  shortcuts: {
    homeItem: { path: '/', page: 'home' },
    contactItem: { name: 'Contact', path: '/contact/' },
    cartItem: { name: 'Mon panier', path: '/panier/' },
    accountItem: [
      { name: 'Mes réservations', path: '/mes-reservations/' },
      { name: 'Produits de la saison', path: '/produits-saison/' },
    ],
  },
};

/** English menus: every path is the path of an English demo page (relative to `/en`). */
const enMenus: LangMenus = {
  main: [
    {
      name: 'lessons',
      title: 'Ski lessons',
      shortTitle: 'Lessons',
      path: '/lessons/',
      subs: [
        { name: 'lessons-ski-children', title: "Children's group lessons", path: '/lessons/ski/children/' },
        { name: 'lessons-snow-garden', title: 'Piou-Piou snow garden', path: '/lessons/snow-garden/' },
        { name: 'lessons-ski-adults', title: 'Adult group lessons', path: '/lessons/ski/adults/' },
        { name: 'lessons-snowboard', title: 'Snowboarding', path: '/lessons/snowboard/' },
        { name: 'lessons-nordic', title: 'Cross-country skiing', path: '/lessons/nordic-ski/' },
        { name: 'lessons-private', title: 'Private lessons', path: '/lessons/private-lessons/' },
        { name: 'lessons-freeride', title: 'Off-piste and freeride', path: '/lessons/freeride/' },
        { name: 'levels', title: 'ESF levels', path: '/levels/' },
      ],
    },
    {
      name: 'lifts-rentals',
      title: 'Lift passes and rentals',
      shortTitle: 'Lift passes',
      path: '/lift-passes/',
      subs: [
        { name: 'lift-passes', title: 'Lift passes', path: '/lift-passes/' },
        { name: 'ski-rental', title: 'Equipment rental', path: '/ski-rental/' },
        { name: 'piste-map', title: 'Piste map', path: '/information/piste-map/' },
        { name: 'insurance', title: 'Neige Sereine insurance', path: '/information/insurance/' },
        { name: 'season-products', title: 'Season products', path: '/season-products/' },
      ],
    },
    {
      name: 'offers',
      title: 'Offers and activities',
      shortTitle: 'Offers',
      path: '/offers/',
      subs: [
        { name: 'offers', title: 'Current offers', path: '/offers/' },
        { name: 'activities', title: 'Beyond skiing', path: '/activities/' },
        { name: 'snowshoeing', title: 'Snowshoe outings', path: '/activities/snowshoeing/' },
      ],
    },
    {
      name: 'information',
      title: 'Practical information',
      shortTitle: 'Info',
      path: '/information/',
      subs: [
        { name: 'meeting-points', title: 'Meeting points', path: '/information/meeting-points/' },
        { name: 'access', title: 'Getting here and parking', path: '/information/getting-here/' },
        { name: 'opening-hours', title: 'Opening hours', path: '/information/opening-hours/' },
        { name: 'snow-weather', title: 'Snow and weather', path: '/information/snow-and-weather/' },
        { name: 'faq', title: 'Frequently asked questions', path: '/faq/' },
      ],
    },
    {
      name: 'school',
      title: 'The school',
      path: '/school/',
      subs: [
        { name: 'school', title: 'Val-Neige Ski School', path: '/school/' },
        { name: 'instructors', title: 'Our instructors', path: '/school/instructors/' },
        { name: 'history', title: 'Our history', path: '/school/history/' },
        { name: 'contact', title: 'Contact us', path: '/contact/' },
      ],
    },
    {
      name: 'book',
      title: 'Book',
      path: '/book/',
      subs: [
        { name: 'book-group-lessons', title: 'Group lessons', path: '/book/group-lessons/' },
        { name: 'book-private-lessons', title: 'Private lessons', path: '/book/private-lessons/' },
        { name: 'book-lift-passes', title: 'Lift passes', path: '/book/lift-passes/' },
        { name: 'book-rentals', title: 'Rentals', path: '/book/rentals/' },
      ],
    },
  ],
  footer: [
    {
      name: 'lessons',
      title: 'Our lessons',
      path: '/lessons/',
      subs: [
        { name: 'lessons-ski-children', title: "Children's group lessons", path: '/lessons/ski/children/' },
        { name: 'lessons-ski-adults', title: 'Adult group lessons', path: '/lessons/ski/adults/' },
        { name: 'lessons-private', title: 'Private lessons', path: '/lessons/private-lessons/' },
        { name: 'lessons-snowboard', title: 'Snowboarding', path: '/lessons/snowboard/' },
        { name: 'lessons-nordic', title: 'Cross-country skiing', path: '/lessons/nordic-ski/' },
      ],
    },
    {
      name: 'information',
      title: 'Practical information',
      path: '/information/',
      subs: [
        { name: 'meeting-points', title: 'Meeting points', path: '/information/meeting-points/' },
        { name: 'access', title: 'Getting to Val-Neige', path: '/information/getting-here/' },
        { name: 'opening-hours', title: 'Opening hours', path: '/information/opening-hours/' },
        { name: 'faq', title: 'FAQ', path: '/faq/' },
      ],
    },
    {
      name: 'school',
      title: 'The school',
      path: '/school/',
      subs: [
        { name: 'instructors', title: 'Our instructors', path: '/school/instructors/' },
        { name: 'history', title: 'Our history', path: '/school/history/' },
        { name: 'contact', title: 'Contact', path: '/contact/' },
        { name: 'my-bookings', title: 'My bookings', path: '/my-bookings/' },
      ],
    },
  ],
  legal: [
    { name: 'legal-notice', title: 'Legal notice', path: '/legal-notice/' },
    { name: 'terms', title: 'Terms of sale', path: '/terms-of-sale/' },
    { name: 'privacy', title: 'Privacy policy', path: '/privacy-policy/' },
    { name: 'cookies', title: 'Cookies', path: '/cookies/' },
    { name: 'accessibility', title: 'Accessibility: partially compliant', path: '/accessibility/' },
  ],
  shortcuts: {
    homeItem: { path: '/', page: 'home' },
    contactItem: { name: 'Contact', path: '/contact/' },
    cartItem: { name: 'My cart', path: '/cart/' },
    accountItem: [
      { name: 'My bookings', path: '/my-bookings/' },
      { name: 'Season products', path: '/season-products/' },
    ],
  },
};

/** Config and menus of the demo school "Val-Neige" (DESIGN §5). */
export function demoSite(urls: DemoUrls): SeedSite {
  const config: SiteConfig = {
    site: 'val-neige',
    siteName: 'École de ski Val-Neige',
    resort: 'val-neige',
    langs: ['fr', 'en'],
    defaultLang: 'fr',
    domains: { fr: urls.siteUrl, en: `${urls.siteUrl}/en` },
    preProd: false,
    season: { start: '2026-12-12', end: '2027-04-18' },
    ubloApi: urls.platformUrl,
    msemUrl: urls.platformUrl,
    searchUrl: urls.platformUrl,
    gaAccount: 'G-VALNEIGE01',
    hotjar: { id: 3712345, version: 6 },
    enableCookieConsent: true,
    cms: { version: 'v3' },
    contact: {
      placeName: "Chalet de l'École de ski Val-Neige",
      address: '12 place des Marmottes',
      postalCode: '73500',
      city: 'Val-Neige',
      tel: '+33 4 79 00 12 34',
      clickableTel: '+33479001234',
      email: 'bonjour@ecole-ski-val-neige.example',
    },
    social: [
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/ecoledeskivalneige' },
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ecoledeskivalneige/' },
    ],
    partners: [
      {
        title: { fr: 'Domaine skiable', en: 'Ski area' },
        partners: [
          {
            name: 'Remontées mécaniques de Val-Neige',
            url: 'https://www.example.org/remontees-val-neige',
            logo: '/static/partners/remontees-val-neige.svg',
          },
          {
            name: 'Foyer nordique du Plan du Lac',
            url: 'https://www.example.org/nordique-plan-du-lac',
            logo: '/static/partners/nordique-plan-du-lac.svg',
          },
        ],
      },
      {
        title: { fr: 'Tourisme', en: 'Tourism' },
        partners: [
          {
            name: 'Office de tourisme de Val-Neige',
            url: 'https://www.example.org/office-tourisme-val-neige',
            logo: '/static/partners/office-tourisme.svg',
          },
          {
            name: 'Navettes des Neiges',
            url: 'https://www.example.org/navettes-des-neiges',
            logo: '/static/partners/navettes-des-neiges.svg',
          },
        ],
      },
      {
        title: { fr: 'Location de matériel', en: 'Equipment rental' },
        partners: [
          {
            name: 'Glisse Attitude Sports',
            url: 'https://www.example.org/glisse-attitude',
            logo: '/static/partners/glisse-attitude.svg',
          },
          {
            name: 'Marmotte Ski Service',
            url: 'https://www.example.org/marmotte-ski-service',
            logo: '/static/partners/marmotte-ski-service.svg',
          },
        ],
      },
      {
        title: { fr: 'Hébergement', en: 'Accommodation' },
        partners: [
          {
            name: 'Résidence Les Chalets du Lac',
            url: 'https://www.example.org/chalets-du-lac',
            logo: '/static/partners/chalets-du-lac.svg',
          },
          {
            name: 'Hôtel Le Grand Plan',
            url: 'https://www.example.org/hotel-grand-plan',
            logo: '/static/partners/hotel-grand-plan.svg',
          },
        ],
      },
      {
        title: { fr: 'Sécurité et assurance', en: 'Safety and insurance' },
        partners: [
          {
            name: 'Assurance Neige Sereine',
            url: 'https://www.example.org/assurance-neige-sereine',
            logo: '/static/partners/neige-sereine.svg',
          },
          {
            name: 'Secours en montagne de Val-Neige',
            url: 'https://www.example.org/secours-val-neige',
            logo: '/static/partners/secours-val-neige.svg',
          },
        ],
      },
    ],
    mapTiles: null,
    meetingPoints: schoolMeetingPoints(),
    // The resort's plan, served by the site: the meeting points on a base map without any third-party request.
    mapPlan: {
      url: '/static/images/map/val-neige.svg',
      bounds: { south: 45.374, west: 6.57, north: 45.392, east: 6.6 },
      attribution: 'Plan : École de ski Val-Neige',
    },
  };
  return { config, menus: { fr: frMenus, en: enMenus } };
}
