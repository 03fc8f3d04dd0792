import type { SeedPage } from '../types';

type MeetingPoint = {
  /** What products name it by (`attributes.meetingPoint`). */
  key: string;
  lat: string;
  lng: string;
  fr: { name: string; address: string; text: string };
  en: { name: string; address: string; text: string };
};

/** Meeting points of the school; the same coordinates are used in both languages. */
export const meetingPoints: MeetingPoint[] = [
  {
    key: 'chalet',
    lat: '45.3824',
    lng: '6.5862',
    fr: {
      name: "Chalet de l'école - front de neige des Marmottes",
      address: '12 place des Marmottes, 73500 Val-Neige (altitude 1 550 m)',
      text: "Point de rendez-vous principal : cours collectifs enfants du Flocon à l'Étoile d'Or, cours adultes débutants à niveau 2 et cours particuliers. Chaque groupe se retrouve sous le panneau de couleur de son niveau.",
    },
    en: {
      name: 'School chalet - Marmottes slopes',
      address: '12 place des Marmottes, 73500 Val-Neige (altitude 1,550 m)',
      text: "Main meeting point: children's group lessons from Flocon to Gold Star, adult lessons from beginner to level 2, and private lessons. Each group meets under the coloured sign of its level.",
    },
  },
  {
    key: 'jardin-oursons',
    lat: '45.3817',
    lng: '6.5889',
    fr: {
      name: 'Jardin des neiges des Oursons',
      address: "Rue des Chalets, à 200 m à l'est du chalet de l'école",
      text: "Club Piou-Piou et cours Ourson. Les enfants sont confiés et récupérés à l'entrée du jardin, côté rue des Chalets, où se trouvent des bancs pour chausser les skis.",
    },
    en: {
      name: 'Oursons snow garden',
      address: 'Rue des Chalets, 200 m east of the school chalet',
      text: 'Piou-Piou Club and Ourson lessons. Children are dropped off and collected at the snow garden entrance on Rue des Chalets, where there are benches for putting on skis.',
    },
  },
  {
    key: 'cretes',
    lat: '45.3768',
    lng: '6.5951',
    fr: {
      name: 'Sommet du télésiège des Crêtes',
      address: 'Arrivée du télésiège des Crêtes, altitude 1 950 m',
      text: "Cours adultes de niveau 3 et 4, groupes snowboard Snow 2 et plus, stage hors-piste. Rendez-vous devant le panneau de l'école, à droite en sortant du télésiège. Forfait Val-Neige nécessaire.",
    },
    en: {
      name: 'Top of the Crêtes chairlift',
      address: 'Arrival of the Crêtes chairlift, altitude 1,950 m',
      text: 'Adult lessons at levels 3 and 4, Snow 2 snowboard groups and above, off-piste course. Meet at the school sign, on the right as you leave the chairlift. A Val-Neige lift pass is required.',
    },
  },
  {
    key: 'granges',
    lat: '45.3869',
    lng: '6.5801',
    fr: {
      name: 'Les Granges',
      address: 'Départ du télésiège des Granges, route des Granges, 73500 Val-Neige',
      text: 'Pour les familles logées au hameau des Granges : cours collectifs enfants Flocon et 1re Étoile pendant les vacances scolaires, et cours particuliers sur demande. Parking gratuit à 100 m.',
    },
    en: {
      name: 'Les Granges',
      address: 'Bottom of the Granges chairlift, route des Granges, 73500 Val-Neige',
      text: "For families staying in the Les Granges hamlet: Flocon and 1st Star children's group lessons during the French school holidays, and private lessons on request. Free parking 100 m away.",
    },
  },
  {
    key: 'clarines',
    lat: '45.3792',
    lng: '6.5918',
    fr: {
      name: 'Stand du sommet des Clarines',
      address: 'Arrivée du télésiège des Clarines, altitude 1 800 m',
      text: "Descente en snake-gliss en fin de journée. Rendez-vous au stand de l'école, à gauche en sortant du télésiège, 15 minutes avant le départ. Casque fourni.",
    },
    en: {
      name: 'Clarines summit stand',
      address: 'Top of the Clarines chairlift, altitude 1,800 m',
      text: "End-of-day snake-gliss ride. Meet at the school's stand, on the left as you leave the chairlift, 15 minutes before the start. Helmet provided.",
    },
  },
  {
    key: 'gare-routiere',
    lat: '45.3846',
    lng: '6.5829',
    fr: {
      name: 'Gare routière de Val-Neige',
      address: 'Avenue de la Gare, 73500 Val-Neige, quai des navettes',
      text: "Navettes vers la gare de la vallée : départ du quai des navettes, 10 minutes avant l'heure. Les navettes depuis la gare de la vallée arrivent ici.",
    },
    en: {
      name: 'Val-Neige bus station',
      address: 'Avenue de la Gare, 73500 Val-Neige, shuttle bay',
      text: 'Shuttles to the valley station leave from the shuttle bay; be there 10 minutes early. Shuttles from the valley station arrive here.',
    },
  },
  {
    key: 'plan-du-lac',
    lat: '45.3903',
    lng: '6.5746',
    fr: {
      name: 'Foyer nordique du Plan du Lac',
      address: 'Route du Plan du Lac, altitude 1 700 m (navette gratuite, ligne 3)',
      text: "Cours de ski de fond classique et skating, initiation biathlon et sorties raquettes. Rendez-vous devant l'entrée du foyer, où l'on achète la redevance nordique.",
    },
    en: {
      name: 'Plan du Lac nordic centre',
      address: 'Route du Plan du Lac, altitude 1,700 m (free shuttle, line 3)',
      text: 'Classic and skating cross-country lessons, biathlon initiation and snowshoe outings. Meet in front of the centre entrance, where the nordic trail fee is sold.',
    },
  },
];

function meetingPointsHtml(lang: 'fr' | 'en'): string {
  return meetingPoints
    .map((p) => {
      const t = p[lang];
      return `<article class="meeting-point" data-lat="${p.lat}" data-lng="${p.lng}"><h3>${t.name}</h3><p class="address">${t.address}</p><p>${t.text}</p></article>`;
    })
    .join('\n');
}

/** Lift passes, rentals and practical information pages. */
export const infoPages: SeedPage[] = [
  {
    group: 'lift-passes',
    template: 'content',
    fr: {
      path: '/forfaits/',
      name: 'lift-passes',
      title: 'Forfaits remontées mécaniques',
      subTitle: 'Tarifs hiver 2026-2027',
      shortTitle: 'Forfaits',
      seo: {
        description:
          "Tarifs des forfaits de ski de Val-Neige pour l'hiver 2026-2027 : journée, 6 jours, saison et Débutant, 8 télésièges et une télécabine, gratuit avant 5 ans.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Le domaine de Val-Neige</h2>
<p>De 1 450 à 2 720 m, 38 pistes desservies par 19 remontées mécaniques : la télécabine du Grand Plan, 8 télésièges, 6 téléskis et 4 tapis. Nouveauté de l'hiver, le télésiège débrayable du Lac (6 places, avec bulle) relie le village au secteur débutant en 7 minutes. Les télésièges des Crêtes et de la Combe mènent aux pistes rouges et noires du sommet.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Tarifs</h2>
<ul>
<li><strong>1 jour</strong> : 54 € adulte (18-64 ans), 43 € enfant (5-12 ans), 46 € senior (65-74 ans)</li>
<li><strong>Après-midi</strong>, à partir de 12 h 30 : 42 € adulte, 34 € enfant</li>
<li><strong>6 jours</strong> : 279 € adulte, 223 € enfant, 237 € senior</li>
<li><strong>Famille 6 jours</strong> (2 adultes et 2 enfants ou plus) : 935 €</li>
<li><strong>Saison</strong> : 690 € adulte, 545 € enfant, en vente sur la page <a href="/produits-saison/">produits de la saison</a></li>
<li><strong>Forfait Débutant</strong> : 22 € la journée, valable sur les télésièges du Lac, des Marmottes et des Prés et sur les 4 tapis</li>
</ul>
<p>Gratuit pour les enfants de moins de 5 ans et les personnes de 75 ans et plus, sur présentation d'une pièce d'identité. Le jardin des neiges et les tapis du front de neige sont en accès libre.</p>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>Acheter et retirer son forfait</h2>
<p>Achetez vos forfaits en ligne jusqu'à la veille : ils se retirent sans attente aux bornes du chalet de l'école avec votre numéro de commande. La carte mains libres est consignée 2 € et réutilisable d'une saison à l'autre. Pensez à l'<a href="/infos-pratiques/assurance/">assurance</a> et consultez le <a href="/infos-pratiques/plan-des-pistes/">plan des pistes</a>.</p>
<p><a href="/reserver/forfaits/">Acheter un forfait en ligne</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lift-passes/',
      name: 'lift-passes',
      title: 'Lift passes',
      subTitle: 'Prices for winter 2026-2027',
      shortTitle: 'Lift passes',
      seo: {
        description:
          'Val-Neige lift pass prices for winter 2026-2027: day, 6-day, season and Beginner passes, 8 chairlifts and a gondola, and free skiing for children under 5.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>The Val-Neige ski area</h2>
<p>From 1,450 to 2,720 m, 38 runs served by 19 lifts: the Grand Plan gondola, 8 chairlifts, 6 drag lifts and 4 magic carpets. New this winter, the Lac detachable chairlift (6 seats, with a weather bubble) links the village to the beginners' area in 7 minutes. The Crêtes and Combe chairlifts take you to the red and black runs at the top.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Prices</h2>
<ul>
<li><strong>1 day</strong>: €54 adult (18-64), €43 child (5-12), €46 senior (65-74)</li>
<li><strong>Afternoon</strong>, from 12:30 pm: €42 adult, €34 child</li>
<li><strong>6 days</strong>: €279 adult, €223 child, €237 senior</li>
<li><strong>Family 6 days</strong> (2 adults and 2 or more children): €935</li>
<li><strong>Season</strong>: €690 adult, €545 child, on sale on the <a href="/season-products/">season products</a> page</li>
<li><strong>Beginner pass</strong>: €22 a day, valid on the Lac, Marmottes and Prés chairlifts and the 4 magic carpets</li>
</ul>
<p>Free for children under 5 and people aged 75 and over, on presentation of an ID. The snow garden and the magic carpets at the bottom of the slopes are free to use.</p>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>Buying and collecting your pass</h2>
<p>Buy your passes online up to the day before: collect them without queuing from the machines at the school chalet with your order number. The hands-free card has a €2 deposit and can be reused from one season to the next. Remember <a href="/information/insurance/">insurance</a> and check the <a href="/information/piste-map/">piste map</a>.</p>
<p><a href="/book/lift-passes/">Buy a lift pass online</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'ski-rental',
    template: 'content',
    fr: {
      path: '/location-ski/',
      name: 'ski-rental',
      title: 'Location de matériel',
      subTitle: 'Skis, snowboards, chaussures et casques',
      shortTitle: 'Location',
      seo: {
        description:
          'Location de skis, snowboards, chaussures, casques et raquettes à Val-Neige chez nos loueurs partenaires : gammes, tarifs 6 jours et réservation en ligne.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Nos gammes et tarifs 6 jours</h2>
<ul>
<li><strong>Découverte</strong> (débutants, niveau 1) : skis, chaussures et casque, 129 €</li>
<li><strong>Sensation</strong> (niveaux 2 et 3) : 169 €</li>
<li><strong>Excellence</strong> (skieurs confirmés, skis haut de gamme) : 215 €</li>
<li><strong>Enfant</strong> (jusqu'à 1,50 m) : skis, chaussures et casque, 69 €</li>
<li><strong>Snowboard</strong> et boots : 149 €</li>
<li><strong>Ski de fond classique</strong> : 59 € ; <strong>raquettes et bâtons</strong> : 39 €</li>
</ul>
<p>Les prix sont dégressifs de 1 à 14 jours. Une casse de matériel est couverte pour 1,50 € par jour (option « bris et vol »).</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Comment ça marche ?</h2>
<p>Réservez en ligne en indiquant la taille, le poids et la pointure de chaque skieur ; votre matériel est réglé à l'avance. Retrait dès 17 h la veille du premier jour chez Glisse Attitude (place des Marmottes) ou Marmotte Ski Service (Les Granges), avec casier à skis gratuit au pied des pistes. Une pièce d'identité est demandée au retrait.</p>
<p>Les enfants inscrits en <a href="/cours/ski/enfants/">cours collectifs</a> peuvent échanger leurs skis gratuitement s'ils changent de niveau. <a href="/reserver/location/">Réserver mon matériel</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/ski-rental/',
      name: 'ski-rental',
      title: 'Equipment rental',
      subTitle: 'Skis, snowboards, boots and helmets',
      shortTitle: 'Rental',
      seo: {
        description:
          'Rent skis, snowboards, boots, helmets and snowshoes in Val-Neige from our partner shops: equipment ranges, 6-day prices and online booking before you arrive.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Ranges and 6-day prices</h2>
<ul>
<li><strong>Découverte</strong> (beginners, level 1): skis, boots and helmet, €129</li>
<li><strong>Sensation</strong> (levels 2 and 3): €169</li>
<li><strong>Excellence</strong> (confident skiers, premium skis): €215</li>
<li><strong>Child</strong> (up to 1.50 m): skis, boots and helmet, €69</li>
<li><strong>Snowboard</strong> and boots: €149</li>
<li><strong>Classic cross-country skis</strong>: €59; <strong>snowshoes and poles</strong>: €39</li>
</ul>
<p>Prices decrease from 1 to 14 days. Damage to equipment is covered for €1.50 a day (breakage and theft option).</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>How it works</h2>
<p>Book online with each skier's height, weight and shoe size; your equipment is set up in advance. Collect it from 5 pm the day before your first day at Glisse Attitude (Place des Marmottes) or Marmotte Ski Service (Les Granges), with a free ski locker at the bottom of the slopes. ID is required at pick-up.</p>
<p>Children in <a href="/lessons/ski/children/">group lessons</a> can swap their skis free of charge if they move up a level. <a href="/book/rentals/">Book my equipment</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'information',
    template: 'content',
    fr: {
      path: '/infos-pratiques/',
      name: 'information',
      title: 'Infos pratiques',
      subTitle: 'Préparer votre séjour',
      shortTitle: 'Infos',
      seo: {
        description:
          'Toutes les infos pratiques pour skier à Val-Neige : lieux de rendez-vous des cours, accès et parkings, horaires, météo, plan des pistes, assurance et FAQ.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Avant de partir</h2>
<p>Val-Neige est une station-village de Savoie, à 1 550 m d'altitude, à 45 km d'Albertville. Le chalet de l'école se trouve place des Marmottes, au pied des pistes et à deux pas de l'arrêt de navette « Front de neige ». Voici tout ce qu'il faut savoir pour bien préparer votre semaine.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Infos pratiques',
              links: [
                {
                  label: 'Lieux de rendez-vous',
                  path: '/infos-pratiques/lieux-de-rendez-vous/',
                  text: 'Où retrouver votre moniteur, avec la carte.',
                },
                { label: 'Accès et stationnement', path: '/infos-pratiques/acces/', text: 'Voiture, train, avion et navettes.' },
                { label: 'Horaires', path: '/infos-pratiques/horaires/', text: "Bureaux de l'école, remontées, foyer nordique." },
                { label: 'Météo et enneigement', path: '/infos-pratiques/meteo-neige/', text: "Bulletin, webcams et risque d'avalanche." },
                { label: 'Plan des pistes', path: '/infos-pratiques/plan-des-pistes/', text: '38 pistes et 19 remontées.' },
                { label: 'Assurance', path: '/infos-pratiques/assurance/', text: 'Secours, annulation et remboursement.' },
                { label: 'Questions fréquentes', path: '/faq/', text: 'Âges, casque, météo, annulation…' },
              ],
            },
          },
        ],
      },
    },
    en: {
      path: '/information/',
      name: 'information',
      title: 'Practical information',
      subTitle: 'Planning your stay',
      shortTitle: 'Info',
      seo: {
        description:
          'Practical information for skiing in Val-Neige: lesson meeting points, getting here and parking, opening hours, weather, piste map, insurance and FAQ.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Before you come</h2>
<p>Val-Neige is a village resort in Savoie, at 1,550 m, 45 km from Albertville. The school chalet is on Place des Marmottes, at the bottom of the slopes and a short walk from the "Front de neige" shuttle stop. Here is everything you need to plan your week.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Practical information',
              links: [
                {
                  label: 'Meeting points',
                  path: '/information/meeting-points/',
                  text: 'Where to meet your instructor, with a map.',
                },
                { label: 'Getting here and parking', path: '/information/getting-here/', text: 'Car, train, plane and shuttles.' },
                { label: 'Opening hours', path: '/information/opening-hours/', text: 'School office, lifts, nordic centre.' },
                { label: 'Snow and weather', path: '/information/snow-and-weather/', text: 'Forecast, webcams and avalanche risk.' },
                { label: 'Piste map', path: '/information/piste-map/', text: '38 runs and 19 lifts.' },
                { label: 'Insurance', path: '/information/insurance/', text: 'Rescue, cancellation and refunds.' },
                { label: 'Frequently asked questions', path: '/faq/', text: 'Ages, helmets, weather, cancellation…' },
              ],
            },
          },
        ],
      },
    },
  },
  {
    group: 'meeting-points',
    template: 'content',
    fr: {
      path: '/infos-pratiques/lieux-de-rendez-vous/',
      name: 'meeting-points',
      title: 'Lieux de rendez-vous',
      subTitle: 'Où retrouver votre moniteur',
      shortTitle: 'Rendez-vous',
      seo: {
        description:
          "Les lieux de rendez-vous des cours de l'École de ski Val-Neige : chalet des Marmottes, jardin des neiges, sommet des Crêtes, Les Granges et Plan du Lac.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<p>Le lieu de rendez-vous de chaque cours est indiqué sur votre confirmation. Présentez-vous 10 minutes avant le début du cours, skis et forfait prêts.</p>`,
          },
          { id: 's2', type: 'richText', html: meetingPointsHtml('fr') },
        ],
      },
    },
    en: {
      path: '/information/meeting-points/',
      name: 'meeting-points',
      title: 'Meeting points',
      subTitle: 'Where to meet your instructor',
      shortTitle: 'Meeting points',
      seo: {
        description:
          'Meeting points for Val-Neige Ski School lessons: the Marmottes chalet, the snow garden, the top of the Crêtes chairlift, Les Granges and Plan du Lac.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<p>The meeting point of each lesson is shown on your confirmation. Please arrive 10 minutes before the lesson starts, with your skis and lift pass ready.</p>`,
          },
          { id: 's2', type: 'richText', html: meetingPointsHtml('en') },
        ],
      },
    },
  },
  {
    group: 'access',
    template: 'content',
    fr: {
      path: '/infos-pratiques/acces/',
      name: 'access',
      title: 'Venir à Val-Neige',
      subTitle: 'Accès, navettes et stationnement',
      shortTitle: 'Accès',
      seo: {
        description:
          'Comment venir à Val-Neige en voiture, en train ou en avion : itinéraire depuis Albertville, navettes gratuites, parkings et équipements hiver obligatoires.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>En voiture</h2>
<p>Depuis Albertville, suivez la N90 en direction de Moûtiers, puis la route départementale de Val-Neige sur 18 km (comptez 50 minutes). Lyon est à 2 h 30 et Genève à 2 h 15. En Savoie, les pneus hiver ou les chaînes sont obligatoires du 1er novembre au 31 mars : prévoyez des chaînes même avec des pneus neige. Avant de partir, consultez les prévisions de trafic sur <a href="https://www.bison-fute.gouv.fr/">Bison Futé</a> ; le samedi est le jour le plus chargé.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>En train, en avion et en navette</h2>
<ul>
<li><strong>Train</strong> : gare de Moûtiers, puis car régulier jusqu'au village (40 minutes, 8 allers-retours le samedi).</li>
<li><strong>Avion</strong> : aéroports de Chambéry (110 km), Genève (170 km) et Lyon Saint-Exupéry (190 km), avec transferts réservables en ligne.</li>
<li><strong>Navettes gratuites</strong> dans la station toutes les 15 minutes de 8 h à 19 h 30 : ligne 1 (Les Granges - Front de neige), ligne 2 (Le Grand Plan), ligne 3 (Plan du Lac). Horaires sur le site des <a href="https://www.example.org/navettes-des-neiges">Navettes des Neiges</a>.</li>
</ul>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>Stationnement</h2>
<p>Le parking couvert P1 des Marmottes (payant, 14 € la journée, 62 € la semaine) est à 100 m du chalet de l'école. Le parking P2 des Granges est gratuit et relié au front de neige par la navette ligne 1. Le stationnement est interdit sur la place des Marmottes : prévoyez 15 minutes de plus le premier jour pour déposer les enfants. Voir les <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a> et le <a href="/static/docs/plan-du-village.pdf">plan du village (PDF)</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/information/getting-here/',
      name: 'access',
      title: 'Getting to Val-Neige',
      subTitle: 'Access, shuttles and parking',
      shortTitle: 'Getting here',
      seo: {
        description:
          'How to get to Val-Neige by car, train or plane: directions from Albertville, free resort shuttles, car parks and the compulsory winter equipment for drivers.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>By car</h2>
<p>From Albertville, take the N90 towards Moûtiers, then the Val-Neige road for 18 km (about 50 minutes). Lyon is 2 hours 30 away and Geneva 2 hours 15. In Savoie, winter tyres or snow chains are compulsory from 1 November to 31 March: bring chains even with winter tyres. Before leaving, check the traffic forecast on <a href="https://www.bison-fute.gouv.fr/">Bison Futé</a>; Saturday is the busiest day.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>By train, plane and shuttle</h2>
<ul>
<li><strong>Train</strong>: Moûtiers station, then the regular coach to the village (40 minutes, 8 return trips on Saturdays).</li>
<li><strong>Plane</strong>: Chambéry (110 km), Geneva (170 km) and Lyon Saint-Exupéry (190 km) airports, with transfers bookable online.</li>
<li><strong>Free shuttles</strong> around the resort every 15 minutes from 8 am to 7:30 pm: line 1 (Les Granges - Front de neige), line 2 (Le Grand Plan), line 3 (Plan du Lac). Timetables on the <a href="https://www.example.org/navettes-des-neiges">Navettes des Neiges</a> website.</li>
</ul>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>Parking</h2>
<p>The covered P1 Marmottes car park (€14 a day, €62 a week) is 100 m from the school chalet. The P2 Les Granges car park is free and linked to the slopes by shuttle line 1. Parking is not allowed on Place des Marmottes: allow an extra 15 minutes on the first day to drop off the children. See the <a href="/information/meeting-points/">meeting points</a> and the <a href="/static/docs/plan-du-village.pdf">village map (PDF)</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'opening-hours',
    template: 'content',
    fr: {
      path: '/infos-pratiques/horaires/',
      name: 'opening-hours',
      title: 'Horaires',
      subTitle: 'Saison du 12 décembre 2026 au 18 avril 2027',
      shortTitle: 'Horaires',
      seo: {
        description:
          "Horaires d'ouverture de l'École de ski Val-Neige, des remontées mécaniques, du jardin des neiges et du foyer nordique pour la saison d'hiver 2026-2027.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Bureau de l'école</h2>
<ul>
<li>Tous les jours du 12 décembre 2026 au 18 avril 2027 : de 8 h 30 à 12 h 30 et de 14 h à 19 h</li>
<li>Le samedi : en continu de 8 h à 19 h 30 (jour des arrivées)</li>
<li>Accueil téléphonique au +33 4 79 00 12 34 aux mêmes horaires ; le reste de l'année, du lundi au vendredi de 9 h à 12 h</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Domaine skiable et activités</h2>
<ul>
<li><strong>Remontées mécaniques</strong> : de 9 h à 16 h 45, jusqu'à 17 h 15 à partir du 6 février. Dernière montée du télésiège de la Combe 30 minutes avant la fermeture.</li>
<li><strong>Jardin des neiges</strong> : de 9 h 15 à 12 h et de 14 h 15 à 16 h 45.</li>
<li><strong>Foyer nordique du Plan du Lac</strong> : de 8 h 30 à 16 h 30.</li>
<li><strong>Piste de luge des Prés</strong> : de 16 h 45 à 19 h, éclairée le mardi et le vendredi.</li>
</ul>
<p>Les horaires des cours sont indiqués sur chaque page de cours, par exemple les <a href="/cours/ski/enfants/">cours collectifs enfants</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/information/opening-hours/',
      name: 'opening-hours',
      title: 'Opening hours',
      subTitle: 'Season from 12 December 2026 to 18 April 2027',
      shortTitle: 'Hours',
      seo: {
        description:
          'Opening hours of Val-Neige Ski School, the lifts, the snow garden and the Plan du Lac nordic centre for the 2026-2027 winter season, including Saturdays.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>School office</h2>
<ul>
<li>Every day from 12 December 2026 to 18 April 2027: 8:30 am to 12:30 pm and 2 to 7 pm</li>
<li>Saturdays: open all day from 8 am to 7:30 pm (arrival day)</li>
<li>Phone line +33 4 79 00 12 34 at the same times; the rest of the year, Monday to Friday 9 am to noon</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Ski area and activities</h2>
<ul>
<li><strong>Lifts</strong>: 9 am to 4:45 pm, until 5:15 pm from 6 February. Last ride up the Combe chairlift 30 minutes before closing.</li>
<li><strong>Snow garden</strong>: 9:15 am to noon and 2:15 to 4:45 pm.</li>
<li><strong>Plan du Lac nordic centre</strong>: 8:30 am to 4:30 pm.</li>
<li><strong>Les Prés sledging run</strong>: 4:45 to 7 pm, floodlit on Tuesdays and Fridays.</li>
</ul>
<p>Lesson times are given on each lesson page, for example <a href="/lessons/ski/children/">children's group lessons</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'snow-weather',
    template: 'content',
    fr: {
      path: '/infos-pratiques/meteo-neige/',
      name: 'snow-weather',
      title: 'Météo et enneigement',
      subTitle: 'Bulletin neige, webcams et sécurité',
      shortTitle: 'Météo',
      seo: {
        description:
          "Météo, enneigement et risque d'avalanche à Val-Neige : où trouver le bulletin du jour, ce que signifient les drapeaux et ce qui se passe pour les cours.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Le bulletin du jour</h2>
<p>Chaque matin à 8 h, les pisteurs publient l'état des pistes, les hauteurs de neige (bas et haut du domaine) et le niveau de risque d'avalanche, affichés au chalet de l'école et au départ des remontées. Les prévisions de montagne et le bulletin d'estimation du risque d'avalanche sont disponibles sur <a href="https://meteofrance.com/">Météo-France</a>. Quatre webcams filment le front de neige, le sommet des Crêtes, le Grand Plan et le Plan du Lac.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Comprendre le risque d'avalanche</h2>
<p>Le risque est noté de 1 (faible) à 5 (très fort). Il concerne le hors-piste : les pistes balisées et ouvertes sont sécurisées. Au pied des remontées, un drapeau jaune signale un risque limité (1-2), un drapeau à damier jaune et noir un risque marqué (3-4) et un drapeau noir un risque fort à très fort (4-5).</p>
<h2>Et les cours par mauvais temps ?</h2>
<p>Les cours ont lieu par tous les temps : les moniteurs adaptent le programme et restent sur les secteurs abrités. Si les remontées ferment pour cause de vent ou de tempête, le cours est reporté ou remboursé. Voir notre <a href="/faq/#meteo">FAQ</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/information/snow-and-weather/',
      name: 'snow-weather',
      title: 'Snow and weather',
      subTitle: 'Snow report, webcams and safety',
      shortTitle: 'Weather',
      seo: {
        description:
          'Weather, snow depth and avalanche risk in Val-Neige: where to find the daily report, what the warning flags mean and what happens to lessons in bad weather.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Today's report</h2>
<p>Every morning at 8 am, the ski patrol publishes the state of the runs, snow depths (bottom and top of the area) and the avalanche risk level, displayed at the school chalet and at the bottom of the lifts. Mountain forecasts and the avalanche risk bulletin are available from <a href="https://meteofrance.com/">Météo-France</a>. Four webcams show the bottom of the slopes, the Crêtes summit, Le Grand Plan and Plan du Lac.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Understanding avalanche risk</h2>
<p>The risk is rated from 1 (low) to 5 (very high). It applies to off-piste terrain: open, marked runs are made safe. At the bottom of the lifts, a yellow flag means limited risk (1-2), a yellow and black chequered flag considerable risk (3-4) and a black flag high to very high risk (4-5).</p>
<h2>What about lessons in bad weather?</h2>
<p>Lessons go ahead in all weather: instructors adapt the programme and stay in sheltered areas. If the lifts close because of wind or a storm, the lesson is rescheduled or refunded. See our <a href="/faq/#weather">FAQ</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'piste-map',
    template: 'content',
    fr: {
      path: '/infos-pratiques/plan-des-pistes/',
      name: 'piste-map',
      title: 'Plan des pistes',
      subTitle: '38 pistes et 19 remontées mécaniques',
      shortTitle: 'Plan des pistes',
      seo: {
        description:
          'Plan des pistes de Val-Neige à télécharger : 38 pistes de 1 450 à 2 720 m, 8 télésièges, une télécabine, le secteur débutant et le snowpark des Choucas.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Le domaine en un coup d'œil</h2>
<p>Téléchargez le <a href="/static/docs/plan-des-pistes.pdf">plan des pistes 2026-2027 (PDF, 2,4 Mo)</a> ou demandez la version papier au chalet de l'école.</p>
<ul>
<li><strong>8 pistes vertes</strong> autour du front de neige, desservies par le télésiège du Lac, le télésiège des Marmottes et le télésiège des Prés.</li>
<li><strong>14 pistes bleues</strong>, dont la longue Forestière (4,2 km) depuis le sommet de la télécabine du Grand Plan.</li>
<li><strong>11 pistes rouges</strong> sur les secteurs des Crêtes et des Granges.</li>
<li><strong>5 pistes noires</strong> au départ du télésiège de la Combe (2 720 m), dont le mur de la Combe.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Les télésièges</h2>
<p>Le domaine compte 8 télésièges : Lac (6 places débrayable, nouveau), Marmottes, Prés, Granges, Crêtes, Mont Clair, Choucas (accès au snowpark) et Combe. Les enfants de moins de 1,25 m doivent prendre le télésiège accompagnés d'un adulte ou de leur moniteur. Les ouvertures en temps réel sont publiées par les <a href="https://www.example.org/remontees-val-neige">Remontées mécaniques de Val-Neige</a>.</p>
<p>Voir aussi les <a href="/forfaits/">forfaits</a> et les <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/information/piste-map/',
      name: 'piste-map',
      title: 'Piste map',
      subTitle: '38 runs and 19 lifts',
      shortTitle: 'Piste map',
      seo: {
        description:
          "Download the Val-Neige piste map: 38 runs from 1,450 to 2,720 m, 8 chairlifts, a gondola, the beginners' area and the Choucas snowpark, plus lift openings.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>The ski area at a glance</h2>
<p>Download the <a href="/static/docs/plan-des-pistes.pdf">2026-2027 piste map (PDF, 2.4 MB)</a> or ask for a paper copy at the school chalet.</p>
<ul>
<li><strong>8 green runs</strong> around the bottom of the slopes, served by the Lac, Marmottes and Prés chairlifts.</li>
<li><strong>14 blue runs</strong>, including the long Forestière (4.2 km) from the top of the Grand Plan gondola.</li>
<li><strong>11 red runs</strong> in the Crêtes and Granges sectors.</li>
<li><strong>5 black runs</strong> from the Combe chairlift (2,720 m), including the Combe wall.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>The chairlifts</h2>
<p>The area has 8 chairlifts: Lac (6-seat detachable, new), Marmottes, Prés, Granges, Crêtes, Mont Clair, Choucas (snowpark access) and Combe. Children under 1.25 m must ride a chairlift with an adult or their instructor. Real-time openings are published by <a href="https://www.example.org/remontees-val-neige">Val-Neige lifts</a>.</p>
<p>See also <a href="/lift-passes/">lift passes</a> and <a href="/information/meeting-points/">meeting points</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'insurance',
    template: 'content',
    fr: {
      path: '/infos-pratiques/assurance/',
      name: 'insurance',
      title: 'Assurance ski',
      subTitle: 'Secours, frais médicaux et remboursement',
      shortTitle: 'Assurance',
      seo: {
        description:
          'Assurance ski Neige Sereine à Val-Neige : frais de secours sur piste, rapatriement et remboursement des cours et forfaits non utilisés, dès 3,30 € par jour.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Pourquoi s'assurer ?</h2>
<p>En France, les frais de secours sur les pistes (évacuation en traîneau, hélicoptère) sont à la charge de la personne secourue et ne sont pas remboursés par la Sécurité sociale : une descente en traîneau coûte environ 400 €, un hélitreuillage plus de 2 000 €. Vérifiez si votre carte bancaire ou votre assurance habitation vous couvre, sinon ajoutez l'assurance Neige Sereine à votre panier.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Ce que couvre Neige Sereine</h2>
<ul>
<li>Frais de secours sur piste et hors-piste accompagné d'un moniteur, transport jusqu'au cabinet médical ou à l'hôpital.</li>
<li>Remboursement au prorata des cours, forfaits et locations non utilisés après un accident ou une maladie.</li>
<li>Rapatriement au domicile et frais médicaux complémentaires.</li>
</ul>
<p>Tarifs : 3,30 € par jour et par personne, ou 49 € pour toute la saison sur la page <a href="/produits-saison/">produits de la saison</a>. Conditions complètes dans la <a href="/static/docs/notice-assurance-neige-sereine.pdf">notice d'information (PDF)</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/information/insurance/',
      name: 'insurance',
      title: 'Ski insurance',
      subTitle: 'Rescue, medical costs and refunds',
      shortTitle: 'Insurance',
      seo: {
        description:
          'Neige Sereine ski insurance in Val-Neige: mountain rescue on the slopes, repatriation and refund of unused lessons and lift passes, from €3.30 a day.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Why get insured?</h2>
<p>In France, mountain rescue costs on the slopes (sledge or helicopter evacuation) are paid by the injured person and are not refunded by the French national health insurance: a sledge evacuation costs about €400, a helicopter winching more than €2,000. Check whether your credit card or home insurance covers you; if not, add Neige Sereine insurance to your cart.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>What Neige Sereine covers</h2>
<ul>
<li>Rescue costs on piste and off-piste with an instructor, transport to the doctor's surgery or hospital.</li>
<li>Pro-rata refund of unused lessons, lift passes and rentals after an accident or illness.</li>
<li>Repatriation home and additional medical costs.</li>
</ul>
<p>Prices: €3.30 per person per day, or €49 for the whole season on the <a href="/season-products/">season products</a> page. Full conditions in the <a href="/static/docs/notice-assurance-neige-sereine.pdf">information notice (PDF)</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'faq',
    template: 'content',
    fr: {
      path: '/faq/',
      name: 'faq',
      title: 'Questions fréquentes',
      shortTitle: 'FAQ',
      seo: {
        description:
          'Les réponses aux questions fréquentes sur les cours de ski à Val-Neige : âge minimum, choix du niveau, casque, météo, assurance, annulation et paiement.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2 id="age">À partir de quel âge mon enfant peut-il skier ?</h2>
<p>Dès 3 ans révolus au <a href="/cours/jardin-des-neiges/">jardin des neiges</a>, à condition d'être propre. Les cours collectifs enfants commencent à 5 ans, le snowboard à 8 ans.</p>
<h2 id="niveau">Comment choisir le niveau ?</h2>
<p>Inscrivez votre enfant au niveau suivant la dernière médaille obtenue. Tout est expliqué sur la page <a href="/niveaux/">niveaux ESF</a>.</p>
<h2 id="casque">Le casque est-il obligatoire ?</h2>
<p>Oui, pour tous les enfants et pour tous les élèves des cours de snowboard et de hors-piste. Nous le recommandons vivement aux adultes.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2 id="meteo">Que se passe-t-il s'il fait mauvais ?</h2>
<p>Les cours sont maintenus par tous les temps. Si les remontées ferment, le cours est reporté ou remboursé. Détails sur la page <a href="/infos-pratiques/meteo-neige/">météo et enneigement</a>.</p>
<h2 id="assurance">Faut-il une assurance ?</h2>
<p>Les frais de secours ne sont pas couverts par la Sécurité sociale. Nous recommandons l'<a href="/infos-pratiques/assurance/">assurance Neige Sereine</a> (3,30 € par jour), proposée dans le panier.</p>
<h2 id="annulation">Puis-je annuler ma réservation ?</h2>
<p>Les cours sont des prestations de loisirs à date déterminée, sans droit de rétractation. Sans assurance, aucun remboursement n'est possible sauf annulation de notre fait. Voir les <a href="/conditions-generales-de-vente/">CGV</a>.</p>
<h2 id="paiement">Quels moyens de paiement acceptez-vous ?</h2>
<p>En ligne : carte bancaire (CB, Visa, Mastercard) sur une page de paiement sécurisée. Au chalet : carte, espèces, chèques-vacances ANCV.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/faq/',
      name: 'faq',
      title: 'Frequently asked questions',
      shortTitle: 'FAQ',
      seo: {
        description:
          'Answers to frequently asked questions about ski lessons in Val-Neige: minimum age, choosing a level, helmets, weather, insurance, cancellation and payment.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2 id="age">From what age can my child ski?</h2>
<p>From age 3 at the <a href="/lessons/snow-garden/">snow garden</a>, provided they are potty-trained. Children's group lessons start at 5, snowboarding at 8.</p>
<h2 id="level">How do I choose the level?</h2>
<p>Book your child into the level after the last medal obtained. Everything is explained on the <a href="/levels/">ESF levels</a> page.</p>
<h2 id="helmet">Is a helmet compulsory?</h2>
<p>Yes, for all children and for every student in snowboard and off-piste lessons. We strongly recommend one for adults.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2 id="weather">What happens if the weather is bad?</h2>
<p>Lessons go ahead in all weather. If the lifts close, the lesson is rescheduled or refunded. Details on the <a href="/information/snow-and-weather/">snow and weather</a> page.</p>
<h2 id="insurance">Do I need insurance?</h2>
<p>Rescue costs are not covered by French national health insurance. We recommend <a href="/information/insurance/">Neige Sereine insurance</a> (€3.30 a day), offered in the cart.</p>
<h2 id="cancellation">Can I cancel my booking?</h2>
<p>Lessons are leisure services on a set date, with no right of withdrawal. Without insurance, no refund is possible unless we cancel. See the <a href="/terms-of-sale/">terms of sale</a>.</p>
<h2 id="payment">Which payment methods do you accept?</h2>
<p>Online: credit or debit card (CB, Visa, Mastercard) on a secure payment page. At the chalet: card, cash and ANCV holiday vouchers.</p>`,
          },
        ],
      },
    },
  },
];

/** Activities beyond skiing, including the disabled summer page. */
export const activityPages: SeedPage[] = [
  {
    group: 'activities',
    template: 'content',
    fr: {
      path: '/activites/',
      name: 'activities',
      title: 'Activités hors ski',
      subTitle: 'Raquettes, luge, chiens de traîneau',
      shortTitle: 'Activités',
      seo: {
        description:
          "Les activités de l'hiver à Val-Neige en dehors du ski alpin : raquettes, première trace au lever du soleil, luge, chiens de traîneau et patinoire du village.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Profiter de la montagne autrement</h2>
<ul>
<li><strong>Sorties raquettes</strong> avec un accompagnateur en montagne, en demi-journée ou au coucher du soleil : voir <a href="/activites/raquettes/">raquettes</a>.</li>
<li><strong>Première trace</strong> : le jeudi, montée au sommet des Crêtes à 7 h 45 avec un moniteur, première descente sur piste fraîchement damée puis petit-déjeuner au restaurant d'altitude (49 €, forfait non compris).</li>
<li><strong>Piste de luge des Prés</strong> : 1,2 km, gratuite, éclairée le mardi et le vendredi jusqu'à 19 h.</li>
<li><strong>Chiens de traîneau</strong> : baptêmes de 30 minutes au Plan du Lac avec un musher partenaire, dès 3 ans.</li>
<li><strong>Patinoire naturelle</strong> du village, ouverte de 15 h à 20 h, location de patins sur place.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<p>Le programme des animations de la semaine (descente aux flambeaux, spectacles, marché savoyard du mercredi) est publié par l'<a href="https://www.example.org/office-tourisme-val-neige">office de tourisme</a>. Découvrez aussi nos <a href="/offres/">offres du moment</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/activities/',
      name: 'activities',
      title: 'Beyond skiing',
      subTitle: 'Snowshoeing, sledging, dog sledding',
      shortTitle: 'Activities',
      seo: {
        description:
          'Winter activities in Val-Neige beyond alpine skiing: snowshoeing, first tracks at sunrise, sledging, dog sledding and the natural ice rink in the village.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Enjoying the mountains differently</h2>
<ul>
<li><strong>Snowshoe outings</strong> with a mountain leader, by the half day or at sunset: see <a href="/activities/snowshoeing/">snowshoeing</a>.</li>
<li><strong>First tracks</strong>: on Thursdays, ride up to the Crêtes summit at 7:45 am with an instructor, ski the first run on freshly groomed snow, then have breakfast at the mountain restaurant (€49, lift pass not included).</li>
<li><strong>Les Prés sledging run</strong>: 1.2 km, free, floodlit on Tuesdays and Fridays until 7 pm.</li>
<li><strong>Dog sledding</strong>: 30-minute rides at Plan du Lac with a partner musher, from age 3.</li>
<li><strong>Natural ice rink</strong> in the village, open 3 to 8 pm, skate hire on site.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<p>The weekly events programme (torchlight descent, shows, Wednesday Savoyard market) is published by the <a href="https://www.example.org/office-tourisme-val-neige">tourist office</a>. See also our <a href="/offers/">current offers</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'snowshoeing',
    template: 'content',
    fr: {
      path: '/activites/raquettes/',
      name: 'snowshoeing',
      title: 'Sorties raquettes',
      subTitle: 'Balades accompagnées au Plan du Lac',
      shortTitle: 'Raquettes',
      seo: {
        description:
          'Sorties raquettes accompagnées à Val-Neige : balade de 3 heures en forêt, sortie coucher de soleil avec dîner en refuge, matériel fourni, à partir de 8 ans.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Nos sorties</h2>
<ul>
<li><strong>Balade découverte</strong> (3 h) : lundi, mercredi et vendredi à 9 h 30 ou 14 h, dès 8 ans : 36 € adulte, 28 € enfant. Lecture des traces d'animaux, histoire des alpages et panorama sur le lac gelé.</li>
<li><strong>Coucher de soleil et dîner en refuge</strong> : mardi à 16 h, retour à la lampe frontale vers 21 h 30, dès 12 ans : 69 €, fondue comprise.</li>
<li><strong>Sortie privée</strong> pour votre famille ou vos amis, jusqu'à 12 personnes : 240 € la demi-journée.</li>
</ul>
<p>Les sorties sont encadrées par des accompagnateurs en montagne diplômés d'État, par groupe de 12 au maximum. Raquettes et bâtons sont fournis.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Pratique</h2>
<p>Rendez-vous au foyer nordique du Plan du Lac (navette ligne 3, voir les <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>). Prévoyez des chaussures de randonnée ou des après-ski montants, un petit sac à dos avec de l'eau, des lunettes et des gants. Aucune expérience n'est nécessaire, mais il faut pouvoir marcher 2 heures. Réservation au chalet de l'école ou sur la page <a href="/contact/">contact</a> jusqu'à la veille 18 h.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/activities/snowshoeing/',
      name: 'snowshoeing',
      title: 'Snowshoe outings',
      subTitle: 'Guided walks at Plan du Lac',
      shortTitle: 'Snowshoeing',
      seo: {
        description:
          'Guided snowshoe outings in Val-Neige: a three-hour forest walk, a sunset outing with dinner in a mountain hut, equipment provided, suitable from age 8.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Our outings</h2>
<ul>
<li><strong>Discovery walk</strong> (3 hours): Monday, Wednesday and Friday at 9:30 am or 2 pm, from age 8: €36 adult, €28 child. Animal tracks, the history of the summer pastures and views over the frozen lake.</li>
<li><strong>Sunset and mountain-hut dinner</strong>: Tuesdays at 4 pm, back by head torch around 9:30 pm, from age 12: €69, fondue included.</li>
<li><strong>Private outing</strong> for your family or friends, up to 12 people: €240 per half day.</li>
</ul>
<p>Outings are led by State-qualified mountain leaders, in groups of 12 at most. Snowshoes and poles are provided.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Practical details</h2>
<p>Meet at the Plan du Lac nordic centre (shuttle line 3, see the <a href="/information/meeting-points/">meeting points</a>). Wear hiking boots or high snow boots and bring a small backpack with water, sunglasses and gloves. No experience is needed, but you should be able to walk for 2 hours. Book at the school chalet or via the <a href="/contact/">contact</a> page until 6 pm the day before.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'summer',
    template: 'content',
    fr: {
      path: '/activites/ete/',
      name: 'summer',
      title: "Activités d'été 2027",
      subTitle: 'Page en préparation',
      shortTitle: 'Été',
      disabled: true,
      seo: {
        description:
          "L'été 2027 à Val-Neige avec l'école : VTT de descente, randonnée, via ferrata et stages multisports pour les enfants. Programme et réservations au printemps.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>L'été se prépare</h2>
<p>Du 3 juillet au 29 août 2027, nos moniteurs proposeront des stages multisports pour les 6-12 ans (VTT, escalade, orientation), des sorties VTT de descente depuis le télésiège des Crêtes et des randonnées accompagnées vers les lacs d'altitude. Le programme et la billetterie ouvriront au printemps 2027.</p>
<p>En attendant, <a href="/contact/">écrivez-nous</a> pour être prévenu de l'ouverture des réservations.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/activities/summer/',
      name: 'summer',
      title: 'Summer activities 2027',
      subTitle: 'Page in preparation',
      shortTitle: 'Summer',
      disabled: true,
      seo: {
        description:
          'Summer 2027 in Val-Neige with the school: downhill mountain biking, hiking, via ferrata and multi-sport camps for children. Programme and booking in spring.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Summer is on its way</h2>
<p>From 3 July to 29 August 2027, our instructors will offer multi-sport camps for ages 6-12 (mountain biking, climbing, orienteering), downhill mountain bike rides from the Crêtes chairlift and guided hikes to the high-altitude lakes. The programme and booking will open in spring 2027.</p>
<p>In the meantime, <a href="/contact/">write to us</a> to be told when booking opens.</p>`,
          },
        ],
      },
    },
  },
];

/** How to find the group at each point: what the e-mails, the booking page and the widget add to its name. */
const directions: Record<string, { fr: string; en: string }> = {
  chalet: {
    fr: 'Chaque groupe se retrouve sous le panneau de couleur de son niveau, 10 minutes avant le cours.',
    en: 'Each group meets under the coloured sign of its level, 10 minutes before the lesson.',
  },
  'jardin-oursons': {
    fr: "Les enfants sont confiés et récupérés à l'entrée du jardin, côté rue des Chalets.",
    en: 'Children are dropped off and collected at the garden entrance on Rue des Chalets.',
  },
  cretes: {
    fr: "Devant le panneau de l'école, à droite en sortant du télésiège. Forfait nécessaire.",
    en: 'At the school sign, on the right as you leave the chairlift. A lift pass is required.',
  },
  granges: {
    fr: 'Au départ du télésiège des Granges ; parking gratuit à 100 m.',
    en: 'At the bottom of the Granges chairlift; free parking 100 m away.',
  },
  clarines: {
    fr: "Au stand de l'école, à gauche en sortant du télésiège, 15 minutes avant le départ.",
    en: "At the school's stand, on the left as you leave the chairlift, 15 minutes before the start.",
  },
  'gare-routiere': {
    fr: "Au quai des navettes, 10 minutes avant l'heure.",
    en: 'At the shuttle bay, 10 minutes early.',
  },
  'plan-du-lac': {
    fr: "Devant l'entrée du foyer nordique, où l'on achète la redevance.",
    en: 'In front of the nordic centre entrance, where the trail fee is sold.',
  },
};

/** The school's meeting points as its site config holds them (`SiteConfig.meetingPoints`): the page above shows the same. */
export const schoolMeetingPoints = () =>
  meetingPoints.map((p) => ({
    key: p.key,
    lat: Number(p.lat),
    lng: Number(p.lng),
    name: { fr: p.fr.name, en: p.en.name },
    address: { fr: p.fr.address, en: p.en.address },
    ...(directions[p.key] ? { directions: directions[p.key] } : {}),
  }));
