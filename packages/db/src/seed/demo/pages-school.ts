import type { SeedPage } from '../types';

/** The school, its instructors, its history and contact. */
export const schoolPages: SeedPage[] = [
  {
    group: 'school',
    template: 'content',
    fr: {
      path: '/ecole/',
      name: 'school',
      title: "L'École de ski Val-Neige",
      subTitle: '120 moniteurs au service de votre progression',
      shortTitle: "L'école",
      seo: {
        description:
          "L'École de ski Val-Neige : 120 moniteurs diplômés d'État, des cours pour tous les âges depuis 1948, un chalet au pied des pistes, des événements tout l'hiver.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Qui sommes-nous ?</h2>
<p>L'École de ski Val-Neige réunit 120 moniteurs indépendants, tous titulaires du diplôme d'État de ski, qui enseignent le ski alpin, le snowboard, le ski de fond, le télémark et le handiski. Chaque hiver, nous accueillons près de 14 000 élèves, dont 9 000 enfants.</p>
<p>Notre chalet, place des Marmottes, est ouvert tous les jours de la saison : c'est là que vous retirez vos forfaits, posez vos questions et assistez à la remise des médailles le vendredi.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Les temps forts de la saison</h2>
<ul>
<li><strong>31 décembre</strong> : descente aux flambeaux des moniteurs à 18 h 30 sur la piste des Marmottes, suivie d'un vin chaud offert.</li>
<li><strong>Chaque vendredi</strong> : passage des étoiles et remise des médailles à 12 h.</li>
<li><strong>Février</strong> : course des familles, un slalom géant chronométré ouvert à tous.</li>
<li><strong>Mars</strong> : la Transval-Neige, course de ski de fond de 25 km au Plan du Lac.</li>
</ul>
<p>Découvrez <a href="/ecole/moniteurs/">nos moniteurs</a> et <a href="/ecole/histoire/">notre histoire</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/school/',
      name: 'school',
      title: 'Val-Neige Ski School',
      subTitle: '120 instructors to help you progress',
      shortTitle: 'The school',
      seo: {
        description:
          'Val-Neige Ski School: 120 State-qualified instructors, lessons for every age since 1948, a chalet at the bottom of the slopes and events all season long.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Who we are</h2>
<p>Val-Neige Ski School brings together 120 self-employed instructors, all holding the French State ski diploma, who teach alpine skiing, snowboarding, cross-country, telemark and adaptive skiing. Every winter we welcome nearly 14,000 students, 9,000 of them children.</p>
<p>Our chalet on Place des Marmottes is open every day of the season: this is where you collect lift passes, ask your questions and attend the medal ceremony on Fridays.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Highlights of the season</h2>
<ul>
<li><strong>31 December</strong>: the instructors' torchlight descent at 6:30 pm on the Marmottes run, followed by free mulled wine.</li>
<li><strong>Every Friday</strong>: level tests and medal ceremony at noon.</li>
<li><strong>February</strong>: the family race, a timed giant slalom open to all.</li>
<li><strong>March</strong>: the Transval-Neige, a 25 km cross-country race at Plan du Lac.</li>
</ul>
<p>Meet <a href="/school/instructors/">our instructors</a> and discover <a href="/school/history/">our history</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'instructors',
    template: 'content',
    fr: {
      path: '/ecole/moniteurs/',
      name: 'instructors',
      title: 'Nos moniteurs',
      subTitle: "Diplômés d'État et passionnés",
      shortTitle: 'Moniteurs',
      seo: {
        description:
          "Les moniteurs de l'École de ski Val-Neige : diplôme d'État, langues parlées, spécialités enfants, snowboard, hors-piste et handiski, et recrutement saisonnier.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Une équipe formée et expérimentée</h2>
<p>Tous nos moniteurs ont suivi la formation du diplôme d'État de ski - moniteur national de ski alpin, qui demande en moyenne cinq ans et comprend un test technique, des stages pédagogiques et une formation au secours. Ils se forment chaque année au premier secours et à la recherche de victimes d'avalanche.</p>
<ul>
<li><strong>Langues</strong> : 85 moniteurs parlent anglais, 22 italien, 15 allemand, 9 néerlandais, 6 espagnol.</li>
<li><strong>Spécialités</strong> : petite enfance (jardin des neiges), snowboard et freestyle, hors-piste, compétition, télémark, ski de fond et biathlon.</li>
<li><strong>Handiski</strong> : 8 moniteurs qualifiés pour le fauteuil-ski et le tandemski.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Demander un moniteur</h2>
<p>En <a href="/cours/cours-particuliers/">cours particulier</a>, vous pouvez demander le moniteur de votre choix : choisissez-le dans « Moniteur souhaité » en réservant, le calendrier montre alors ses heures libres.</p>
<h2>Nous recrutons</h2>
<p>Vous êtes moniteur diplômé ou stagiaire et souhaitez rejoindre l'équipe pour l'hiver ? Envoyez votre CV via la page <a href="/contact/">contact</a> avant le 30 septembre.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/school/instructors/',
      name: 'instructors',
      title: 'Our instructors',
      subTitle: 'State-qualified and passionate',
      shortTitle: 'Instructors',
      seo: {
        description:
          'The instructors of Val-Neige Ski School: the French State diploma, languages spoken, specialities for children, snowboarding, off-piste and adaptive skiing.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>A trained, experienced team</h2>
<p>All our instructors have taken the French State ski diploma (moniteur national de ski alpin), which takes five years on average and includes a technical test, teaching placements and rescue training. They retrain every year in first aid and avalanche victim search.</p>
<ul>
<li><strong>Languages</strong>: 85 instructors speak English, 22 Italian, 15 German, 9 Dutch and 6 Spanish.</li>
<li><strong>Specialities</strong>: young children (snow garden), snowboarding and freestyle, off-piste, racing, telemark, cross-country and biathlon.</li>
<li><strong>Adaptive skiing</strong>: 8 instructors qualified for sit-skis and tandem skis.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Asking for an instructor</h2>
<p>For a <a href="/lessons/private-lessons/">private lesson</a>, you can ask for the instructor of your choice: pick them under “Preferred instructor” when booking, and the calendar shows their free hours.</p>
<h2>We are hiring</h2>
<p>Are you a qualified or trainee instructor who would like to join the team for the winter? Send your CV through the <a href="/contact/">contact</a> page before 30 September.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'history',
    template: 'content',
    fr: {
      path: '/ecole/histoire/',
      name: 'history',
      title: 'Notre histoire',
      subTitle: 'Depuis 1948',
      shortTitle: 'Histoire',
      seo: {
        description:
          "L'histoire de l'École de ski Val-Neige depuis 1948 : les premiers moniteurs, le téléski des Marmottes, le premier télésiège, le snowboard et le foyer nordique.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Des guides aux moniteurs</h2>
<p>En 1948, quatre guides et paysans du hameau des Granges donnent les premiers cours de ski aux vacanciers venus de Lyon et de Chambéry. On remonte alors à pied, skis sur l'épaule. Le premier téléski des Marmottes est construit en 1952, et l'école compte déjà douze moniteurs.</p>
<ul>
<li><strong>1964</strong> : mise en service du télésiège des Crêtes, qui ouvre le haut du domaine.</li>
<li><strong>1972</strong> : création du jardin des neiges et du Club Piou-Piou.</li>
<li><strong>1988</strong> : premiers cours de snowboard, donnés par deux jeunes moniteurs revenus des États-Unis.</li>
<li><strong>2006</strong> : ouverture du foyer nordique du Plan du Lac.</li>
<li><strong>2026</strong> : le nouveau télésiège du Lac remplace le vieux téléski et relie le village au secteur débutant.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Aujourd'hui</h2>
<p>Avec 120 moniteurs, l'école reste fidèle à l'esprit de ses fondateurs : transmettre la montagne avec patience et bonne humeur. Les archives photographiques de l'école sont exposées chaque hiver au chalet ; feuilletez-en une sélection dans notre <a href="/static/docs/75-ans-ecole-val-neige.pdf">livret anniversaire (PDF)</a>. <a href="/ecole/">Retour à la présentation de l'école</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/school/history/',
      name: 'history',
      title: 'Our history',
      subTitle: 'Since 1948',
      shortTitle: 'History',
      seo: {
        description:
          'The history of Val-Neige Ski School since 1948: the first instructors, the Marmottes drag lift, the first chairlift, snowboarding and the nordic centre.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>From mountain guides to instructors</h2>
<p>In 1948, four guides and farmers from the Les Granges hamlet gave the first ski lessons to holidaymakers from Lyon and Chambéry. In those days you walked back up, skis on your shoulder. The first Marmottes drag lift was built in 1952, when the school already had twelve instructors.</p>
<ul>
<li><strong>1964</strong>: the Crêtes chairlift opens up the top of the ski area.</li>
<li><strong>1972</strong>: the snow garden and the Piou-Piou Club are created.</li>
<li><strong>1988</strong>: first snowboard lessons, taught by two young instructors back from the United States.</li>
<li><strong>2006</strong>: the Plan du Lac nordic centre opens.</li>
<li><strong>2026</strong>: the new Lac chairlift replaces the old drag lift and links the village to the beginners' area.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Today</h2>
<p>With 120 instructors, the school remains true to the spirit of its founders: sharing the mountains with patience and good humour. The school's photo archives are exhibited at the chalet every winter; browse a selection in our <a href="/static/docs/75-ans-ecole-val-neige.pdf">anniversary booklet (PDF)</a>. <a href="/school/">Back to the school</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'contact',
    template: 'content',
    fr: {
      path: '/contact/',
      name: 'contact',
      title: 'Nous contacter',
      shortTitle: 'Contact',
      seo: {
        description:
          "Contactez l'École de ski Val-Neige : adresse du chalet place des Marmottes, téléphone, e-mail, horaires du bureau et urgences sur les pistes pendant la saison.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Chalet de l'École de ski Val-Neige</h2>
<p>12 place des Marmottes<br>73500 Val-Neige, France</p>
<ul>
<li>Téléphone : <a href="tel:+33479001234">+33 4 79 00 12 34</a></li>
<li>E-mail : <a href="mailto:bonjour@ecole-ski-val-neige.example">bonjour@ecole-ski-val-neige.example</a></li>
<li>Ouvert tous les jours de la saison, de 8 h 30 à 12 h 30 et de 14 h à 19 h (voir les <a href="/infos-pratiques/horaires/">horaires</a>).</li>
</ul>
<p>Nous répondons aux e-mails sous 48 heures. Pour une question sur une commande, indiquez votre numéro de commande (VN-…). Beaucoup de réponses se trouvent déjà dans la <a href="/faq/">FAQ</a>.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>En cas d'urgence sur les pistes</h2>
<p>Appelez le service des pistes au +33 4 79 00 12 00 ou le 112. Indiquez le nom de la piste et le numéro du pylône le plus proche. Si un enfant de nos cours est concerné, son moniteur nous prévient immédiatement et nous appelons les parents au numéro inscrit dans le casque.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/contact/',
      name: 'contact',
      title: 'Contact us',
      shortTitle: 'Contact',
      seo: {
        description:
          'Contact Val-Neige Ski School: the chalet address on Place des Marmottes, phone, e-mail, office opening hours and what to do in an emergency on the slopes.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Val-Neige Ski School chalet</h2>
<p>12 place des Marmottes<br>73500 Val-Neige, France</p>
<ul>
<li>Phone: <a href="tel:+33479001234">+33 4 79 00 12 34</a></li>
<li>E-mail: <a href="mailto:bonjour@ecole-ski-val-neige.example">bonjour@ecole-ski-val-neige.example</a></li>
<li>Open every day of the season, 8:30 am to 12:30 pm and 2 to 7 pm (see <a href="/information/opening-hours/">opening hours</a>).</li>
</ul>
<p>We answer e-mails within 48 hours. For a question about an order, please give your order number (VN-…). Many answers are already in the <a href="/faq/">FAQ</a>.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>In an emergency on the slopes</h2>
<p>Call the ski patrol on +33 4 79 00 12 00 or 112. Give the name of the run and the number of the nearest lift pylon. If a child from our lessons is involved, their instructor informs us immediately and we call the parents on the number written in the helmet.</p>`,
          },
        ],
      },
    },
  },
];

/** Legal pages linked from the footer's legal menu. */
export const legalPages: SeedPage[] = [
  {
    group: 'legal-notice',
    template: 'content',
    fr: {
      path: '/mentions-legales/',
      name: 'legal-notice',
      title: 'Mentions légales',
      seo: {
        description:
          "Mentions légales du site de l'École de ski Val-Neige : éditeur, directeur de la publication, hébergeur, propriété intellectuelle et crédits photographiques.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Éditeur du site</h2>
<p>École de ski Val-Neige, syndicat professionnel des moniteurs de ski de Val-Neige<br>12 place des Marmottes, 73500 Val-Neige, France<br>SIRET : 123 456 789 00012 - TVA intracommunautaire : FR12 123456789<br>Téléphone : +33 4 79 00 12 34 - e-mail : bonjour@ecole-ski-val-neige.example</p>
<p>Directeur de la publication : Jean-Marc Favre, directeur technique de l'école.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé dans l'Union européenne par Alpes Hébergement SAS, 5 rue des Glaciers, 38000 Grenoble, France.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Propriété intellectuelle</h2>
<p>Les textes, photographies, logos et plans publiés sur ce site sont la propriété de l'École de ski Val-Neige ou de leurs auteurs. Toute reproduction sans autorisation écrite est interdite. Crédits photographiques : Studio Altitude, Remontées mécaniques de Val-Neige.</p>
<p>Site réalisé par l'agence Schuss. Le traitement de vos données est décrit dans la <a href="/confidentialite/">politique de confidentialité</a> et l'usage des cookies sur la page <a href="/cookies/">cookies</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/legal-notice/',
      name: 'legal-notice',
      title: 'Legal notice',
      seo: {
        description:
          'Legal notice of the Val-Neige Ski School website: publisher, publication director, hosting provider, intellectual property and photo credits for the site.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Publisher</h2>
<p>École de ski Val-Neige, professional association of the Val-Neige ski instructors<br>12 place des Marmottes, 73500 Val-Neige, France<br>SIRET: 123 456 789 00012 - EU VAT number: FR12 123456789<br>Phone: +33 4 79 00 12 34 - e-mail: bonjour@ecole-ski-val-neige.example</p>
<p>Publication director: Jean-Marc Favre, technical director of the school.</p>
<h2>Hosting</h2>
<p>The website is hosted in the European Union by Alpes Hébergement SAS, 5 rue des Glaciers, 38000 Grenoble, France.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Intellectual property</h2>
<p>The texts, photographs, logos and maps on this website belong to École de ski Val-Neige or to their authors. Any reproduction without written permission is prohibited. Photo credits: Studio Altitude, Val-Neige lifts.</p>
<p>Website by the Schuss agency. How we process your data is described in the <a href="/privacy-policy/">privacy policy</a> and our use of cookies on the <a href="/cookies/">cookies</a> page.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'terms-of-sale',
    template: 'content',
    fr: {
      path: '/conditions-generales-de-vente/',
      name: 'terms-of-sale',
      title: 'Conditions générales de vente',
      shortTitle: 'CGV',
      seo: {
        description:
          "Conditions générales de vente en ligne de l'École de ski Val-Neige : commande, prix, paiement sécurisé, absence de droit de rétractation, annulation, assurance.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>1. Objet et commande</h2>
<p>Les présentes conditions s'appliquent aux ventes en ligne de cours de ski, forfaits, locations, assurances et activités par l'École de ski Val-Neige. La commande est ferme après le paiement, confirmé par un e-mail récapitulatif. Les places en cours collectif sont garanties dans la limite des places disponibles au moment du paiement.</p>
<h2>2. Prix et paiement</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises. Le paiement s'effectue par carte bancaire sur une page sécurisée ; aucune donnée de carte n'est conservée par l'école. La taxe de séjour éventuelle est perçue pour le compte de la commune (adultes uniquement, mineurs exonérés).</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>3. Absence de droit de rétractation</h2>
<p>Conformément à l'article L221-28 12° du Code de la consommation, le droit de rétractation ne s'applique pas aux prestations de services d'activités de loisirs fournies à une date ou à une période déterminée. Les cours, forfaits, locations et activités datés ne peuvent donc pas faire l'objet d'une rétractation après la commande.</p>
<h2>4. Annulation et modification</h2>
<ul>
<li>Annulation par l'école (manque de neige, fermeture des remontées, groupe incomplet) : report ou remboursement intégral.</li>
<li>Annulation par le client : aucun remboursement, sauf souscription de l'<a href="/infos-pratiques/assurance/">assurance</a> et dans les conditions de sa notice.</li>
<li>Changement de participant ou de semaine : gratuit jusqu'à 15 jours avant le premier cours, selon les disponibilités.</li>
</ul>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>5. Responsabilité, réclamations et médiation</h2>
<p>Les élèves doivent respecter les consignes du moniteur et les règles de conduite des usagers des pistes. Toute réclamation est à adresser par e-mail dans les 30 jours suivant la prestation. À défaut de solution amiable, le client peut recourir gratuitement au médiateur de la consommation <a href="https://www.example.org/mediation-tourisme">Médiation Tourisme Montagne</a>. Téléchargez ces conditions au format <a href="/static/docs/cgv-2026-2027.pdf">PDF</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/terms-of-sale/',
      name: 'terms-of-sale',
      title: 'Terms of sale',
      seo: {
        description:
          'Online terms of sale of Val-Neige Ski School: orders, prices, secure payment, no right of withdrawal for dated services, cancellation and insurance.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>1. Scope and orders</h2>
<p>These terms apply to online sales of ski lessons, lift passes, rentals, insurance and activities by École de ski Val-Neige. An order is final once paid and confirmed by a summary e-mail. Group lesson places are guaranteed subject to availability at the time of payment.</p>
<h2>2. Prices and payment</h2>
<p>Prices are in euros, all taxes included. Payment is made by card on a secure page; the school does not store any card data. Any tourist tax is collected on behalf of the municipality (adults only, minors exempt).</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>3. No right of withdrawal</h2>
<p>Under article L221-28 12° of the French Consumer Code, the right of withdrawal does not apply to leisure services provided on a specific date or during a specific period. Dated lessons, lift passes, rentals and activities therefore cannot be withdrawn from once ordered.</p>
<h2>4. Cancellation and changes</h2>
<ul>
<li>Cancellation by the school (lack of snow, lifts closed, group not filled): rescheduling or full refund.</li>
<li>Cancellation by the customer: no refund, unless <a href="/information/insurance/">insurance</a> was taken out and under the conditions of its notice.</li>
<li>Change of participant or week: free up to 15 days before the first lesson, subject to availability.</li>
</ul>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>5. Liability, complaints and mediation</h2>
<p>Students must follow their instructor's instructions and the rules of conduct for skiers. Complaints must be sent by e-mail within 30 days of the service. If no amicable solution is found, customers may refer the matter free of charge to the consumer mediator <a href="https://www.example.org/mediation-tourisme">Médiation Tourisme Montagne</a>. Download these terms as a <a href="/static/docs/cgv-2026-2027.pdf">PDF</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'privacy',
    template: 'content',
    fr: {
      path: '/confidentialite/',
      name: 'privacy',
      title: 'Politique de confidentialité',
      shortTitle: 'Confidentialité',
      seo: {
        description:
          "Comment l'École de ski Val-Neige traite vos données personnelles : finalités, bases légales, durées de conservation, destinataires et exercice de vos droits.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Responsable du traitement</h2>
<p>L'École de ski Val-Neige, 12 place des Marmottes, 73500 Val-Neige, est responsable des traitements décrits ici. Contact pour les données personnelles : bonjour@ecole-ski-val-neige.example.</p>
<h2>Données traitées et finalités</h2>
<ul>
<li><strong>Réservations</strong> : nom, âge et niveau des participants, coordonnées de l'acheteur, pour exécuter le contrat ; conservées 3 ans après la dernière commande, 10 ans pour les pièces comptables.</li>
<li><strong>Paiement</strong> : traité par notre prestataire de paiement ; l'école ne reçoit jamais votre numéro de carte.</li>
<li><strong>Mesure d'audience</strong> : uniquement avec votre consentement, voir la page <a href="/cookies/">cookies</a>.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Destinataires et hébergement</h2>
<p>Vos données sont destinées aux moniteurs chargés de vos cours, aux loueurs et aux remontées mécaniques pour les produits que vous achetez chez eux. Elles sont hébergées dans l'Union européenne.</p>
<h2>Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition. Écrivez-nous en joignant un justificatif d'identité ; nous répondons sous un mois. Vous pouvez aussi introduire une réclamation auprès de la <a href="https://www.cnil.fr/">CNIL</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/privacy-policy/',
      name: 'privacy',
      title: 'Privacy policy',
      shortTitle: 'Privacy',
      seo: {
        description:
          'How Val-Neige Ski School processes your personal data: purposes, legal bases, retention periods, recipients, and how to exercise your rights under the GDPR.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Data controller</h2>
<p>École de ski Val-Neige, 12 place des Marmottes, 73500 Val-Neige, France, is the controller of the processing described here. Contact for personal data: bonjour@ecole-ski-val-neige.example.</p>
<h2>Data processed and purposes</h2>
<ul>
<li><strong>Bookings</strong>: name, age and level of participants and the buyer's contact details, to perform the contract; kept 3 years after the last order, 10 years for accounting records.</li>
<li><strong>Payment</strong>: handled by our payment provider; the school never receives your card number.</li>
<li><strong>Audience measurement</strong>: only with your consent, see the <a href="/cookies/">cookies</a> page.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Recipients and hosting</h2>
<p>Your data is shared with the instructors teaching your lessons, and with the rental shops and lift company for products you buy from them. It is hosted in the European Union.</p>
<h2>Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction, portability and objection. Write to us with proof of identity; we reply within one month. You may also lodge a complaint with the French data protection authority, the <a href="https://www.cnil.fr/">CNIL</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'cookies',
    template: 'content',
    fr: {
      path: '/cookies/',
      name: 'cookies',
      title: 'Cookies et traceurs',
      shortTitle: 'Cookies',
      seo: {
        description:
          "Les cookies et traceurs utilisés sur le site de l'École de ski Val-Neige : stockage nécessaire au panier, mesure d'audience et carte de chaleur avec accord.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Traceurs nécessaires</h2>
<p>Ces éléments sont indispensables au fonctionnement du site et ne demandent pas de consentement : l'identifiant de votre panier et les dates de votre séjour (stockage de session), votre choix concernant les cookies (stockage local, conservé 13 mois au maximum) et, pour les rédacteurs du site, le jeton de connexion.</p>
<h2>Traceurs soumis à votre accord</h2>
<ul>
<li><strong>Google Analytics 4</strong> : mesure d'audience et suivi des achats, cookies conservés 13 mois.</li>
<li><strong>Hotjar</strong> : carte de chaleur anonymisée des clics et du défilement.</li>
</ul>
<p>Aucune donnée n'est envoyée à ces services avant que vous ayez cliqué sur « Accepter » dans le bandeau.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Changer d'avis</h2>
<p>Vous pouvez retirer votre consentement à tout moment en effaçant les données du site dans les réglages de votre navigateur : le bandeau s'affichera de nouveau à votre prochaine visite. En savoir plus sur la <a href="https://www.cnil.fr/">CNIL</a> et dans notre <a href="/confidentialite/">politique de confidentialité</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/cookies/',
      name: 'cookies',
      title: 'Cookies and trackers',
      shortTitle: 'Cookies',
      seo: {
        description:
          'The cookies and trackers used on the Val-Neige Ski School website: storage needed for the cart, plus audience measurement and heat maps with your consent.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Necessary trackers</h2>
<p>These are essential for the website to work and do not require consent: your cart identifier and stay dates (session storage), your cookie choice (local storage, kept for 13 months at most) and, for site editors, the login token.</p>
<h2>Trackers that need your consent</h2>
<ul>
<li><strong>Google Analytics 4</strong>: audience measurement and purchase tracking, cookies kept for 13 months.</li>
<li><strong>Hotjar</strong>: anonymised heat maps of clicks and scrolling.</li>
</ul>
<p>No data is sent to these services until you click "Accept" in the banner.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Changing your mind</h2>
<p>You can withdraw your consent at any time by clearing this site's data in your browser settings: the banner will be shown again on your next visit. Learn more from the <a href="https://www.cnil.fr/">CNIL</a> and in our <a href="/privacy-policy/">privacy policy</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'accessibility',
    template: 'content',
    fr: {
      path: '/accessibilite/',
      name: 'accessibility',
      title: "Déclaration d'accessibilité",
      shortTitle: 'Accessibilité',
      seo: {
        description:
          "Déclaration d'accessibilité du site de l'École de ski Val-Neige : conformité au RGAA, contenus non accessibles, alternatives proposées et voies de recours.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>État de conformité</h2>
<p>L'École de ski Val-Neige s'engage à rendre son site accessible. Le site est <strong>partiellement conforme</strong> au référentiel général d'amélioration de l'accessibilité (RGAA 4.1) : un audit réalisé en octobre 2026 sur 15 pages représentatives relève 78 % de critères respectés.</p>
<h2>Contenus non accessibles</h2>
<ul>
<li>La carte des lieux de rendez-vous n'est pas utilisable au clavier ; la même information est disponible en texte sur la page <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>.</li>
<li>Le plan des pistes en PDF n'est pas balisé ; sa description textuelle figure sur la page <a href="/infos-pratiques/plan-des-pistes/">plan des pistes</a>.</li>
<li>Certaines vidéos n'ont pas encore de sous-titres.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Retour d'information et recours</h2>
<p>Si vous ne parvenez pas à accéder à un contenu ou à réserver, <a href="/contact/">contactez-nous</a> : nous vous répondrons ou prendrons votre réservation par téléphone. Si notre réponse ne vous satisfait pas, vous pouvez saisir le <a href="https://www.defenseurdesdroits.fr/">Défenseur des droits</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/accessibility/',
      name: 'accessibility',
      title: 'Accessibility statement',
      shortTitle: 'Accessibility',
      seo: {
        description:
          'Accessibility statement of the Val-Neige Ski School website: compliance with the French RGAA standard, content not yet accessible, alternatives and remedies.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Compliance status</h2>
<p>Val-Neige Ski School is committed to making its website accessible. The site is <strong>partially compliant</strong> with the French accessibility standard (RGAA 4.1): an audit of 15 representative pages in October 2026 found 78% of criteria met.</p>
<h2>Content not yet accessible</h2>
<ul>
<li>The meeting points map cannot be used with a keyboard; the same information is available as text on the <a href="/information/meeting-points/">meeting points</a> page.</li>
<li>The PDF piste map is not tagged; a text description is on the <a href="/information/piste-map/">piste map</a> page.</li>
<li>Some videos do not have subtitles yet.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Feedback and remedies</h2>
<p>If you cannot access some content or make a booking, <a href="/contact/">contact us</a>: we will answer or take your booking by phone. If you are not satisfied with our answer, you can refer the matter to the French rights ombudsman, the <a href="https://www.defenseurdesdroits.fr/">Défenseur des droits</a>.</p>`,
          },
        ],
      },
    },
  },
];
