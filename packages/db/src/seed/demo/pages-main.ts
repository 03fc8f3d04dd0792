import type { SeedPage } from '../types';
import { FIND_BOOKING_SECTION } from './find-booking';

/** Home and offers pages of the demo school. */
export const homePages: SeedPage[] = [
  {
    group: 'home',
    template: 'home',
    fr: {
      path: '/',
      name: 'home',
      title: 'École de ski à Val-Neige',
      subTitle: 'Cours de ski, snowboard et forfaits',
      shortTitle: 'Accueil',
      seo: {
        description:
          "Cours de ski et de snowboard pour enfants et adultes, forfaits et location à Val-Neige : réservez en ligne votre semaine avec l'École de ski Val-Neige.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'hero',
            props: {
              title: "Skier à Val-Neige, de la première trace à l'Étoile d'Or",
              text: 'Cours collectifs et particuliers, forfaits et location : 120 moniteurs diplômés vous accueillent du 12 décembre 2026 au 18 avril 2027.',
              image: '/static/images/home-hero.svg',
              imageAlt: "Un groupe d'enfants en cours de ski suit sa monitrice sur une piste verte ensoleillée",
              cta: { label: 'Réserver un cours', path: '/reserver/cours-collectifs/' },
            },
          },
          {
            id: 's2',
            type: 'richText',
            dateRanges: [{ from: '2026-09-01T00:00:00Z', to: '2027-04-18T21:59:59Z' }],
            html: `<h2>Réservez tôt, skiez serein</h2>
<p>Les cours collectifs des vacances scolaires sont complets plusieurs semaines à l'avance. Réservez en ligne <strong>dès que vos dates sont connues</strong> : la place de votre enfant est garantie dans son niveau, et la semaine de cours collectifs enfants commence à <strong><span data-product-price="cours-enfants-piou-piou">189,00 €</span></strong>.</p>
<p><a href="/reserver/cours-collectifs/">Réserver un cours collectif</a> ou <a href="/offres/">voir toutes les offres</a>.</p>`,
          },
          {
            id: 's3',
            type: 'linkList',
            props: {
              title: 'Nos cours',
              links: [
                {
                  label: 'Cours collectifs enfants',
                  path: '/cours/ski/enfants/',
                  text: "De 5 à 12 ans, du Flocon à l'Étoile d'Or, 6 matinées avec passage de niveau.",
                },
                {
                  label: 'Jardin des neiges',
                  path: '/cours/jardin-des-neiges/',
                  text: 'Piou-Piou et Ourson : les premières glissades dès 3 ans.',
                },
                {
                  label: 'Cours collectifs adultes',
                  path: '/cours/ski/adultes/',
                  text: 'Débuter ou progresser en groupe de 10 personnes maximum.',
                },
                {
                  label: 'Cours particuliers',
                  path: '/cours/cours-particuliers/',
                  text: 'Un moniteur rien que pour vous, dès une heure.',
                },
                { label: 'Snowboard', path: '/cours/snowboard/', text: 'Groupes dès 8 ans et cours particuliers.' },
                { label: 'Ski de fond', path: '/cours/ski-de-fond/', text: 'Classique ou skating sur 25 km de pistes.' },
              ],
            },
          },
          {
            id: 's4',
            type: 'offerCards',
            props: {
              title: 'À la une cet hiver',
              offers: [
                {
                  category: 'promotion',
                  title: 'Pack Famille Semaine',
                  text: 'Cours collectifs, forfaits 6 jours et location pour 2 adultes et 2 enfants.',
                  path: '/offres/',
                  image: '/static/images/offers/pack-famille.svg',
                  priceFrom: 159900,
                },
                {
                  category: 'nouveaute',
                  title: 'Nouveau télésiège du Lac',
                  text: 'Six places, 7 minutes de montée et un accès direct au secteur débutant.',
                  path: '/forfaits/',
                  image: '/static/images/offers/telesiege-du-lac.svg',
                },
                {
                  category: 'decouverte',
                  title: 'Initiation raquettes',
                  text: 'Trois heures de balade accompagnée en forêt, raquettes et bâtons fournis.',
                  path: '/activites/raquettes/',
                  image: '/static/images/offers/raquettes.svg',
                  priceFrom: 3600,
                },
              ],
            },
          },
          {
            id: 's5',
            type: 'richText',
            html: `<h2>Bienvenue à l'École de ski Val-Neige</h2>
<p>Depuis 1948, les moniteurs de Val-Neige transmettent le goût de la glisse aux enfants comme aux adultes. Notre domaine s'étend de 1 450 à 2 720 m d'altitude, avec 38 pistes, un secteur débutant gratuit au pied du village et 25 km de pistes de ski de fond au Plan du Lac.</p>
<ul>
<li>Cours collectifs enfants du dimanche au vendredi, passage des étoiles et remise des médailles le vendredi.</li>
<li>Cours particuliers à l'heure, en français, anglais, italien, allemand ou néerlandais.</li>
<li>Rendez-vous au chalet de l'école, place des Marmottes, ou à l'un de nos <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>.</li>
</ul>
<p>Première venue ? Consultez nos <a href="/infos-pratiques/">infos pratiques</a> et la <a href="/faq/">foire aux questions</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/',
      name: 'home',
      title: 'Ski school in Val-Neige',
      subTitle: 'Ski and snowboard lessons, lift passes',
      shortTitle: 'Home',
      seo: {
        description:
          'Ski and snowboard lessons for children and adults, lift passes and equipment rental in Val-Neige, French Alps: book your week online with our school.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'hero',
            props: {
              title: 'Ski in Val-Neige, from your first turn to the Gold Star',
              text: 'Group and private lessons, lift passes and rentals: 120 qualified instructors welcome you from 12 December 2026 to 18 April 2027.',
              image: '/static/images/home-hero.svg',
              imageAlt: 'A group of children in a ski lesson follows their instructor down a sunny green run',
              cta: { label: 'Book a lesson', path: '/book/group-lessons/' },
            },
          },
          {
            id: 's2',
            type: 'richText',
            dateRanges: [{ from: '2026-09-01T00:00:00Z', to: '2027-04-18T21:59:59Z' }],
            html: `<h2>Book early, ski with peace of mind</h2>
<p>Group lessons during the French school holidays are fully booked weeks in advance. Book online <strong>as soon as you know your dates</strong>: your child's place is guaranteed in the right level, and a week of children's group lessons starts at <strong><span data-product-price="cours-enfants-piou-piou">€189.00</span></strong>.</p>
<p><a href="/book/group-lessons/">Book a group lesson</a> or <a href="/offers/">see all offers</a>.</p>`,
          },
          {
            id: 's3',
            type: 'linkList',
            props: {
              title: 'Our lessons',
              links: [
                {
                  label: "Children's group lessons",
                  path: '/lessons/ski/children/',
                  text: 'Ages 5 to 12, from Flocon to Gold Star, 6 mornings ending with the level test.',
                },
                {
                  label: 'Snow garden',
                  path: '/lessons/snow-garden/',
                  text: 'Piou-Piou and Ourson: first slides on snow from the age of 3.',
                },
                {
                  label: 'Adult group lessons',
                  path: '/lessons/ski/adults/',
                  text: 'Start or improve in a group of 10 people at most.',
                },
                {
                  label: 'Private lessons',
                  path: '/lessons/private-lessons/',
                  text: 'An instructor just for you, from one hour.',
                },
                { label: 'Snowboarding', path: '/lessons/snowboard/', text: 'Groups from age 8 and private lessons.' },
                {
                  label: 'Cross-country skiing',
                  path: '/lessons/nordic-ski/',
                  text: 'Classic or skating on 25 km of groomed trails.',
                },
              ],
            },
          },
          {
            id: 's4',
            type: 'offerCards',
            props: {
              title: 'Featured this winter',
              offers: [
                {
                  category: 'promotion',
                  title: 'Family Week Pack',
                  text: 'Group lessons, 6-day lift passes and rental for 2 adults and 2 children.',
                  path: '/offers/',
                  image: '/static/images/offers/pack-famille.svg',
                  priceFrom: 159900,
                },
                {
                  category: 'nouveaute',
                  title: 'New Lac chairlift',
                  text: "Six seats, a 7-minute ride and direct access to the beginners' area.",
                  path: '/lift-passes/',
                  image: '/static/images/offers/telesiege-du-lac.svg',
                },
                {
                  category: 'decouverte',
                  title: 'Snowshoe discovery',
                  text: 'A three-hour guided walk through the forest, snowshoes and poles included.',
                  path: '/activities/snowshoeing/',
                  image: '/static/images/offers/raquettes.svg',
                  priceFrom: 3600,
                },
              ],
            },
          },
          {
            id: 's5',
            type: 'richText',
            html: `<h2>Welcome to Val-Neige Ski School</h2>
<p>Since 1948, the instructors of Val-Neige have been sharing their love of the mountains with children and adults alike. Our ski area runs from 1,450 to 2,720 m, with 38 runs, a free beginners' area at the foot of the village and 25 km of cross-country trails at Plan du Lac.</p>
<ul>
<li>Children's group lessons from Sunday to Friday, with the level test and medal ceremony on Friday.</li>
<li>Private lessons by the hour, in English, French, Italian, German or Dutch.</li>
<li>Meet us at the school chalet on Place des Marmottes or at one of our <a href="/information/meeting-points/">meeting points</a>.</li>
</ul>
<p>First visit? Read our <a href="/information/">practical information</a> and the <a href="/faq/">frequently asked questions</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'offers',
    template: 'offers',
    fr: {
      path: '/offres/',
      name: 'offers',
      title: 'Offres et bons plans',
      subTitle: 'Hiver 2026-2027',
      shortTitle: 'Offres',
      seo: {
        description:
          "Bons plans, nouveautés, événements et découvertes de l'hiver 2026-2027 à Val-Neige : packs famille, stages freeride, raquettes et cours à prix réduit.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Les offres de la saison</h2>
<p>Retrouvez ici toutes les offres de l'École de ski Val-Neige pour l'hiver 2026-2027. Les prix indiqués sont des prix « à partir de », par personne sauf mention contraire, taxes comprises. Les réductions ne se cumulent pas entre elles. Les conditions de chaque offre sont détaillées dans nos <a href="/conditions-generales-de-vente/">conditions générales de vente</a>.</p>`,
          },
          {
            id: 's2',
            type: 'offerCards',
            props: {
              title: 'Bons plans et nouveautés',
              offers: [
                {
                  category: 'promotion',
                  title: 'Pack Famille Semaine',
                  text: "6 matinées de cours collectifs pour 2 enfants, forfaits 6 jours et location de skis pour 2 adultes et 2 enfants : environ 15 % d'économie.",
                  path: '/reserver/cours-collectifs/',
                  image: '/static/images/offers/pack-famille.svg',
                  priceFrom: 159900,
                },
                {
                  category: 'promotion',
                  title: 'Semaine de cours collectifs enfants',
                  text: 'Six matinées du dimanche au vendredi, du Piou-Piou à la 3e Étoile : réservez en ligne, la place est garantie dans le niveau.',
                  path: '/reserver/cours-collectifs/',
                  productKey: 'cours-enfants-piou-piou',
                },
                {
                  category: 'promotion',
                  title: 'Forfait Débutant à 22 €',
                  text: 'Accès illimité aux 3 télésièges et aux 4 tapis du secteur débutant, idéal pour les premiers jours.',
                  path: '/forfaits/',
                  priceFrom: 2200,
                },
                {
                  category: 'nouveaute',
                  title: 'Télésiège débrayable du Lac',
                  text: 'Nouveau cet hiver : 6 places, bulle de protection et accès direct au secteur débutant depuis le village.',
                  path: '/forfaits/',
                  image: '/static/images/offers/telesiege-du-lac.svg',
                },
                {
                  category: 'nouveaute',
                  title: 'Créneaux de midi en cours particulier',
                  text: 'Une heure de cours de 12 h 15 à 13 h 15, quand les pistes sont les plus calmes.',
                  path: '/cours/cours-particuliers/',
                  productKey: 'cours-particulier-ski',
                },
              ],
            },
          },
          {
            id: 's3',
            type: 'offerCards',
            props: {
              title: 'Montagne, événements et découvertes',
              offers: [
                {
                  category: 'mountain',
                  title: 'Stage freeride 3 matinées',
                  text: 'Hors-piste encadré pour skieurs confirmés dès 16 ans, matériel de sécurité DVA, pelle et sonde fourni.',
                  path: '/cours/hors-piste/',
                  image: '/static/images/offers/freeride.svg',
                  priceFrom: 24900,
                },
                {
                  category: 'mountain',
                  title: 'Première trace au lever du soleil',
                  text: 'Le jeudi, montée au sommet des Crêtes à 7 h 45 avec un moniteur, descente sur piste damée puis petit-déjeuner.',
                  path: '/activites/',
                  priceFrom: 4900,
                },
                {
                  category: 'actualite',
                  title: 'Descente aux flambeaux du 31 décembre',
                  text: "Les moniteurs descendent la piste des Marmottes à 18 h 30, suivie d'un vin chaud offert sur le front de neige.",
                  path: '/ecole/',
                },
                {
                  category: 'actualite',
                  title: 'Passage des étoiles chaque vendredi',
                  text: "Tests de niveau en fin de semaine et remise des médailles à 12 h au chalet de l'école.",
                  path: '/niveaux/ski/enfants/',
                },
                {
                  category: 'decouverte',
                  title: 'Initiation raquettes',
                  text: 'Balade accompagnée de 3 heures en forêt, raquettes et bâtons fournis, dès 8 ans.',
                  path: '/activites/raquettes/',
                  image: '/static/images/offers/raquettes.svg',
                  priceFrom: 3600,
                },
                {
                  category: 'decouverte',
                  title: 'Ski de fond : 3 séances découverte',
                  text: 'Classique ou skating, par groupe de 8 personnes au Plan du Lac.',
                  path: '/cours/ski-de-fond/',
                  priceFrom: 11900,
                },
              ],
            },
          },
        ],
      },
    },
    en: {
      path: '/offers/',
      name: 'offers',
      title: 'Offers and good deals',
      subTitle: 'Winter 2026-2027',
      shortTitle: 'Offers',
      seo: {
        description:
          'Good deals, new features, events and discoveries for winter 2026-2027 in Val-Neige: family packs, freeride courses, snowshoeing and discounted lessons.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>This season's offers</h2>
<p>Here are all the offers of Val-Neige Ski School for winter 2026-2027. Prices are "from" prices, per person unless stated otherwise, taxes included. Discounts cannot be combined. The conditions of each offer are set out in our <a href="/terms-of-sale/">terms of sale</a>.</p>`,
          },
          {
            id: 's2',
            type: 'offerCards',
            props: {
              title: 'Good deals and new this winter',
              offers: [
                {
                  category: 'promotion',
                  title: 'Family Week Pack',
                  text: '6 mornings of group lessons for 2 children, 6-day lift passes and ski rental for 2 adults and 2 children: about 15% saved.',
                  path: '/book/group-lessons/',
                  image: '/static/images/offers/pack-famille.svg',
                  priceFrom: 159900,
                },
                {
                  category: 'promotion',
                  title: "A week of children's group lessons",
                  text: 'Six mornings from Sunday to Friday, from Piou-Piou to 3rd Star: book online and the place in the right level is guaranteed.',
                  path: '/book/group-lessons/',
                  productKey: 'cours-enfants-piou-piou',
                },
                {
                  category: 'promotion',
                  title: '€22 Beginner pass',
                  text: "Unlimited access to the 3 chairlifts and 4 magic carpets of the beginners' area, ideal for your first days.",
                  path: '/lift-passes/',
                  priceFrom: 2200,
                },
                {
                  category: 'nouveaute',
                  title: 'Lac detachable chairlift',
                  text: "New this winter: 6 seats, a weather bubble and direct access to the beginners' area from the village.",
                  path: '/lift-passes/',
                  image: '/static/images/offers/telesiege-du-lac.svg',
                },
                {
                  category: 'nouveaute',
                  title: 'Lunchtime private lessons',
                  text: 'One hour from 12:15 to 1:15 pm, when the slopes are at their quietest.',
                  path: '/lessons/private-lessons/',
                  productKey: 'cours-particulier-ski',
                },
              ],
            },
          },
          {
            id: 's3',
            type: 'offerCards',
            props: {
              title: 'Mountain, events and discoveries',
              offers: [
                {
                  category: 'mountain',
                  title: '3-morning freeride course',
                  text: 'Guided off-piste skiing for confident skiers aged 16 and over, with transceiver, shovel and probe provided.',
                  path: '/lessons/freeride/',
                  image: '/static/images/offers/freeride.svg',
                  priceFrom: 24900,
                },
                {
                  category: 'mountain',
                  title: 'First tracks at sunrise',
                  text: 'On Thursdays, ride up to the Crêtes summit at 7:45 am with an instructor, ski a freshly groomed run, then breakfast.',
                  path: '/activities/',
                  priceFrom: 4900,
                },
                {
                  category: 'actualite',
                  title: "New Year's Eve torchlight descent",
                  text: 'The instructors ski down the Marmottes run at 6:30 pm, followed by free mulled wine at the bottom of the slopes.',
                  path: '/school/',
                },
                {
                  category: 'actualite',
                  title: 'Level tests every Friday',
                  text: 'End-of-week tests and medal ceremony at noon at the school chalet.',
                  path: '/levels/ski/children/',
                },
                {
                  category: 'decouverte',
                  title: 'Snowshoe discovery',
                  text: 'A three-hour guided walk through the forest, snowshoes and poles included, from age 8.',
                  path: '/activities/snowshoeing/',
                  image: '/static/images/offers/raquettes.svg',
                  priceFrom: 3600,
                },
                {
                  category: 'decouverte',
                  title: 'Cross-country: 3 taster sessions',
                  text: 'Classic or skating, in groups of 8 at Plan du Lac.',
                  path: '/lessons/nordic-ski/',
                  priceFrom: 11900,
                },
              ],
            },
          },
        ],
      },
    },
  },
];

/** Booking, season products, cart, purchase result and "my bookings" pages. */
export const bookingPages: SeedPage[] = [
  {
    group: 'book',
    template: 'content',
    fr: {
      path: '/reserver/',
      name: 'book',
      title: 'Réserver en ligne',
      shortTitle: 'Réserver',
      seo: {
        description:
          'Réservez en ligne vos cours collectifs ou particuliers, vos forfaits et votre location de matériel à Val-Neige, avec paiement sécurisé par carte bancaire.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Tout réserver au même endroit</h2>
<p>Composez votre séjour en quelques minutes : ajoutez au panier les cours de chaque membre de la famille, les forfaits et la location, puis payez en une seule fois par carte bancaire. Les places en cours collectif sont réservées pour vous dès l'ajout au panier, le temps que le panier affiche.</p>
<p>Vous hésitez sur le niveau de votre enfant ? Consultez <a href="/niveaux/">les niveaux ESF</a> avant de réserver.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Que souhaitez-vous réserver ?',
              links: [
                {
                  label: 'Cours collectifs',
                  path: '/reserver/cours-collectifs/',
                  text: 'Enfants, adultes, snowboard et ski de fond.',
                },
                {
                  label: 'Cours particuliers',
                  path: '/reserver/cours-particuliers/',
                  text: 'De 1 à 6 heures, de 1 à 5 personnes.',
                },
                { label: 'Forfaits', path: '/reserver/forfaits/', text: 'À la journée, à la semaine ou à la saison.' },
                { label: 'Location', path: '/reserver/location/', text: 'Skis, snowboards, chaussures et casques.' },
              ],
            },
          },
        ],
      },
    },
    en: {
      path: '/book/',
      name: 'book',
      title: 'Book online',
      shortTitle: 'Book',
      seo: {
        description:
          'Book your group or private lessons, lift passes and equipment rental in Val-Neige online, with secure card payment and places held while you shop.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Book everything in one place</h2>
<p>Put your stay together in a few minutes: add lessons for each member of the family, lift passes and rentals to your cart, then pay once by card. Group lesson places are held for you from the moment they are added to the cart, for the time the cart shows.</p>
<p>Not sure about your child's level? Check <a href="/levels/">the ESF levels</a> before booking.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'What would you like to book?',
              links: [
                {
                  label: 'Group lessons',
                  path: '/book/group-lessons/',
                  text: 'Children, adults, snowboarding and cross-country.',
                },
                { label: 'Private lessons', path: '/book/private-lessons/', text: 'From 1 to 6 hours, 1 to 5 people.' },
                { label: 'Lift passes', path: '/book/lift-passes/', text: 'By the day, the week or the season.' },
                { label: 'Rentals', path: '/book/rentals/', text: 'Skis, snowboards, boots and helmets.' },
              ],
            },
          },
        ],
      },
    },
  },
  {
    group: 'book-group-lessons',
    template: 'booking',
    fr: {
      path: '/reserver/cours-collectifs/',
      name: 'book-group-lessons',
      title: 'Réserver un cours collectif',
      shortTitle: 'Cours collectifs',
      seo: {
        description:
          'Réservez les cours collectifs de ski, snowboard et ski de fond de Val-Neige : choisissez la discipline, le niveau et la semaine, places garanties en ligne.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Cours collectifs : choisissez votre semaine</h2>
<p>Sélectionnez la discipline, l'âge et le niveau du participant, puis la semaine. Les cours enfants ont lieu du dimanche au vendredi. En cas de doute sur le niveau, choisissez le plus bas : le moniteur ajuste les groupes le premier jour. Voir <a href="/niveaux/ski/enfants/">les niveaux enfants</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'ESF' } } },
        ],
      },
    },
    en: {
      path: '/book/group-lessons/',
      name: 'book-group-lessons',
      title: 'Book a group lesson',
      shortTitle: 'Group lessons',
      seo: {
        description:
          'Book Val-Neige group lessons in skiing, snowboarding and cross-country: pick the discipline, level and week, and your places are guaranteed online.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Group lessons: choose your week</h2>
<p>Select the discipline, the participant's age and level, then the week. Children's lessons run from Sunday to Friday. If you are unsure about the level, choose the lower one: the instructor adjusts the groups on the first day. See <a href="/levels/ski/children/">the children's levels</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'ESF' } } },
        ],
      },
    },
  },
  {
    group: 'book-private-lessons',
    template: 'booking',
    fr: {
      path: '/reserver/cours-particuliers/',
      name: 'book-private-lessons',
      title: 'Réserver un cours particulier',
      shortTitle: 'Cours particuliers',
      seo: {
        description:
          "Réservez un cours particulier de ski, snowboard ou handiski à Val-Neige : choisissez la date, l'heure, la durée et le nombre de participants en ligne.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Cours particuliers : date, heure et durée</h2>
<p>Choisissez la date, l'heure de début et la durée (1 à 6 heures), puis le nombre de participants (5 au maximum, de niveau proche). Vous pouvez demander un moniteur parlant votre langue dans le champ commentaire. Tarifs détaillés sur la page <a href="/cours/cours-particuliers/">cours particuliers</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'ESF_CUSTOM' } } },
        ],
      },
    },
    en: {
      path: '/book/private-lessons/',
      name: 'book-private-lessons',
      title: 'Book a private lesson',
      shortTitle: 'Private lessons',
      seo: {
        description:
          'Book a private ski, snowboard or adaptive skiing lesson in Val-Neige: choose the date, start time, duration and number of participants online.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Private lessons: date, time and duration</h2>
<p>Choose the date, the start time and the duration (1 to 6 hours), then the number of participants (5 at most, of a similar level). You can ask for an instructor who speaks your language in the comment field. Full prices on the <a href="/lessons/private-lessons/">private lessons</a> page.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'ESF_CUSTOM' } } },
        ],
      },
    },
  },
  {
    group: 'book-lift-passes',
    template: 'booking',
    fr: {
      path: '/reserver/forfaits/',
      name: 'book-lift-passes',
      title: 'Acheter un forfait',
      shortTitle: 'Forfaits',
      seo: {
        description:
          'Achetez en ligne votre forfait de ski Val-Neige à la journée ou à la semaine : tarifs enfant, adulte et senior, retrait sans attente aux bornes du village.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Forfaits : choisissez le premier jour et la durée</h2>
<p>Indiquez la date du premier jour de ski et le nombre de jours, puis l'âge de chaque skieur le premier jour de validité. Les enfants de moins de 5 ans et les personnes de 75 ans et plus skient gratuitement sur présentation d'une pièce d'identité. Tous les tarifs sont sur la page <a href="/forfaits/">forfaits</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'LIFT' } } },
        ],
      },
    },
    en: {
      path: '/book/lift-passes/',
      name: 'book-lift-passes',
      title: 'Buy a lift pass',
      shortTitle: 'Lift passes',
      seo: {
        description:
          'Buy your Val-Neige lift pass online by the day or the week: child, adult and senior prices, and no queuing thanks to the pick-up machines in the village.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Lift passes: choose your first day and duration</h2>
<p>Enter the date of your first ski day and the number of days, then the age of each skier on the first day of validity. Children under 5 and people aged 75 and over ski free on presentation of an ID. All prices are on the <a href="/lift-passes/">lift passes</a> page.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'LIFT' } } },
        ],
      },
    },
  },
  {
    group: 'book-rentals',
    template: 'booking',
    fr: {
      path: '/reserver/location/',
      name: 'book-rentals',
      title: 'Réserver votre matériel',
      shortTitle: 'Location',
      seo: {
        description:
          "Réservez en ligne la location de skis, snowboards, chaussures et casques chez nos partenaires de Val-Neige et retirez votre matériel prêt à l'emploi.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Location : gamme, durée et tailles</h2>
<p>Choisissez la gamme de matériel et le nombre de jours, puis renseignez la taille, le poids et la pointure de chaque skieur pour que votre matériel soit réglé à l'avance. Le retrait est possible la veille du premier jour à partir de 17 h. Détail des gammes sur la page <a href="/location-ski/">location de matériel</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'SKI_RENTAL' } } },
        ],
      },
    },
    en: {
      path: '/book/rentals/',
      name: 'book-rentals',
      title: 'Book your equipment',
      shortTitle: 'Rentals',
      seo: {
        description:
          'Book skis, snowboards, boots and helmets online from our partner shops in Val-Neige and pick up your equipment ready to use, adjusted to your size.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Rentals: range, duration and sizes</h2>
<p>Choose the equipment range and the number of days, then enter each skier's height, weight and shoe size so that your equipment is set up in advance. You can pick it up from 5 pm the day before your first day. Ranges are described on the <a href="/ski-rental/">equipment rental</a> page.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'offers', filter: { type: 'SKI_RENTAL' } } },
        ],
      },
    },
  },
  {
    group: 'season-products',
    template: 'season-products',
    fr: {
      path: '/produits-saison/',
      name: 'season-products',
      title: 'Produits de la saison',
      subTitle: 'Forfait saison, licence et assurance',
      shortTitle: 'Saison',
      seo: {
        description:
          "Forfait saison, licence Carte Neige de la Fédération française de ski et assurance saison : les produits valables tout l'hiver 2026-2027 à Val-Neige.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Valables tout l'hiver</h2>
<p>Ces produits couvrent toute la saison, du 12 décembre 2026 au 18 avril 2027 : forfait saison Val-Neige (690 € adulte, 545 € enfant), licence Carte Neige de la Fédération française de ski, obligatoire pour les compétitions du club, et assurance saison Neige Sereine (49 €). Les dates de votre séjour sont automatiquement réglées sur la saison quand vous ouvrez la boutique depuis cette page.</p>
<p>Les questions sur l'assurance sont traitées dans notre <a href="/faq/#assurance">FAQ</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'season-products' } },
        ],
      },
    },
    en: {
      path: '/season-products/',
      name: 'season-products',
      title: 'Season products',
      subTitle: 'Season pass, licence and insurance',
      shortTitle: 'Season',
      seo: {
        description:
          'Season lift pass, French Ski Federation Carte Neige licence and season insurance: the products valid all winter 2026-2027 long in Val-Neige.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Valid all winter long</h2>
<p>These products cover the whole season, from 12 December 2026 to 18 April 2027: the Val-Neige season pass (€690 adult, €545 child), the French Ski Federation Carte Neige licence, required for club races, and Neige Sereine season insurance (€49). Your stay dates are automatically set to the season when you open the shop from this page.</p>
<p>Insurance questions are answered in our <a href="/faq/#insurance">FAQ</a>.</p>`,
          },
          { id: 's2', type: 'widget', props: { view: 'season-products' } },
        ],
      },
    },
  },
  {
    group: 'cart',
    template: 'cart',
    fr: {
      path: '/panier/',
      name: 'cart',
      title: 'Mon panier',
      shortTitle: 'Panier',
      seo: {
        description:
          "Votre panier de l'École de ski Val-Neige : vérifiez vos cours, forfaits et locations, ajoutez une assurance puis payez en ligne de façon sécurisée.",
        robots: 'noindex, nofollow',
      },
      zones: {
        content: [
          { id: 's1', type: 'widget', props: { view: 'cart' } },
          {
            id: 's2',
            type: 'richText',
            html: `<p>Les places en cours collectif sont bloquées pour vous jusqu'à l'heure que le panier affiche, au-dessus. Le paiement est sécurisé et votre confirmation arrive par e-mail. Une question ? <a href="/contact/">Contactez-nous</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/cart/',
      name: 'cart',
      title: 'My cart',
      shortTitle: 'Cart',
      seo: {
        description:
          'Your Val-Neige Ski School cart: check your lessons, lift passes and rentals, add insurance, then pay securely online and receive your confirmation.',
        robots: 'noindex, nofollow',
      },
      zones: {
        content: [
          { id: 's1', type: 'widget', props: { view: 'cart' } },
          {
            id: 's2',
            type: 'richText',
            html: `<p>Group lesson places are held for you until the time the cart shows, above. Payment is secure and your confirmation is sent by e-mail. Any question? <a href="/contact/">Contact us</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'purchase-result',
    template: 'purchase-result',
    fr: {
      path: '/resultat-achat/',
      name: 'purchase-result',
      title: 'Résultat de votre achat',
      shortTitle: 'Résultat',
      seo: {
        description:
          "Résultat de votre paiement sur le site de l'École de ski Val-Neige : confirmation de commande, e-mail récapitulatif et prochaines étapes avant le cours.",
        robots: 'noindex, nofollow',
      },
      zones: {
        content: [
          { id: 's1', type: 'widget', props: { view: 'purchase-result' } },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Et maintenant ?</h2>
<ul>
<li>Votre confirmation et vos justificatifs arrivent par e-mail dans les minutes qui suivent.</li>
<li>Les forfaits se retirent aux bornes du chalet de l'école avec le numéro de commande.</li>
<li>Présentez-vous au <a href="/infos-pratiques/lieux-de-rendez-vous/">lieu de rendez-vous</a> 10 minutes avant le premier cours.</li>
</ul>`,
          },
        ],
      },
    },
    en: {
      path: '/purchase-result/',
      name: 'purchase-result',
      title: 'Your purchase',
      shortTitle: 'Result',
      seo: {
        description:
          'Result of your payment on the Val-Neige Ski School website: order confirmation, summary e-mail and the next steps to follow before your first lesson.',
        robots: 'noindex, nofollow',
      },
      zones: {
        content: [
          { id: 's1', type: 'widget', props: { view: 'purchase-result' } },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>What happens next?</h2>
<ul>
<li>Your confirmation and vouchers arrive by e-mail within a few minutes.</li>
<li>Lift passes are collected from the machines at the school chalet with your order number.</li>
<li>Be at the <a href="/information/meeting-points/">meeting point</a> 10 minutes before your first lesson.</li>
</ul>`,
          },
        ],
      },
    },
  },
  {
    group: 'my-bookings',
    template: 'content',
    fr: {
      path: '/mes-reservations/',
      name: 'my-bookings',
      title: 'Mes réservations',
      seo: {
        description:
          'Retrouvez vos réservations de cours et de forfaits à Val-Neige, modifiez un niveau ou un participant et téléchargez vos justificatifs de paiement.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Retrouver une réservation</h2>
<p>Après chaque achat, vous recevez un e-mail de confirmation avec votre numéro de commande (par exemple VN-26-4K7Q-9M2P) et un lien personnel pour consulter votre réservation. Gardez cet e-mail : il sert de justificatif au chalet de l'école.</p>
<p>Vous ne trouvez plus l'e-mail ? Vérifiez vos courriers indésirables, ou recevez à nouveau le lien avec le formulaire ci-dessous. Pour toute autre question, écrivez-nous depuis la page <a href="/contact/">contact</a>.</p>`,
          },
          FIND_BOOKING_SECTION,
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Modifier ou annuler</h2>
<ul>
<li><strong>Changement de niveau</strong> : gratuit jusqu'au premier cours ; le moniteur peut aussi changer l'enfant de groupe le premier jour.</li>
<li><strong>Changement de participant ou de semaine</strong> : gratuit jusqu'à 15 jours avant le premier cours, selon les places disponibles.</li>
<li><strong>Annulation</strong> : les cours sont des prestations de loisirs datées, sans droit de rétractation ; seule l'assurance annulation permet un remboursement. Voir les <a href="/conditions-generales-de-vente/">conditions générales de vente</a>.</li>
</ul>`,
          },
        ],
      },
    },
    en: {
      path: '/my-bookings/',
      name: 'my-bookings',
      title: 'My bookings',
      seo: {
        description:
          'Find your Val-Neige lesson and lift pass bookings, change a level or a participant, and download your payment receipts and vouchers for the school.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Finding a booking</h2>
<p>After each purchase you receive a confirmation e-mail with your order number (for example VN-26-4K7Q-9M2P) and a personal link to view your booking. Keep this e-mail: it is your voucher at the school chalet.</p>
<p>Can't find the e-mail? Check your spam folder, or get the link again with the form below. For anything else, write to us from the <a href="/contact/">contact</a> page.</p>`,
          },
          FIND_BOOKING_SECTION,
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Changing or cancelling</h2>
<ul>
<li><strong>Change of level</strong>: free until the first lesson; the instructor may also move a child to another group on the first day.</li>
<li><strong>Change of participant or week</strong>: free up to 15 days before the first lesson, subject to availability.</li>
<li><strong>Cancellation</strong>: lessons are dated leisure services with no right of withdrawal; only cancellation insurance allows a refund. See the <a href="/terms-of-sale/">terms of sale</a>.</li>
</ul>`,
          },
        ],
      },
    },
  },
];
