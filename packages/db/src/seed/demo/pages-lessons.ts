import type { SeedPage } from '../types';

/** Lesson pages, one per discipline and audience. */
export const lessonPages: SeedPage[] = [
  {
    group: 'lessons',
    template: 'content',
    fr: {
      path: '/cours/',
      name: 'lessons',
      title: 'Cours de ski et de snowboard',
      shortTitle: 'Cours',
      seo: {
        description:
          "Tous les cours de l'École de ski Val-Neige : jardin des neiges dès 3 ans, cours collectifs enfants et adultes, snowboard, ski de fond, hors-piste.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Quel cours choisir ?</h2>
<p>Nos 120 moniteurs sont tous titulaires du diplôme d'État de moniteur de ski. Le bon cours dépend surtout de l'âge et du niveau :</p>
<ul>
<li><strong>3 à 5 ans</strong> : le <a href="/cours/jardin-des-neiges/">jardin des neiges</a> (Piou-Piou, puis Ourson), dans un espace clos et sécurisé.</li>
<li><strong>5 à 12 ans</strong> : les <a href="/cours/ski/enfants/">cours collectifs enfants</a>, du Flocon à l'Étoile d'Or.</li>
<li><strong>13 ans et plus</strong> : les <a href="/cours/ski/adultes/">cours collectifs adultes</a>, par groupe de 10 au maximum.</li>
<li><strong>Dès 8 ans</strong> : le <a href="/cours/snowboard/">snowboard</a> en groupe ou en cours particulier.</li>
</ul>
<p>Pour progresser plus vite ou skier en famille, pensez aux <a href="/cours/cours-particuliers/">cours particuliers</a>. Les skieurs confirmés trouveront leur bonheur en <a href="/cours/hors-piste/">hors-piste</a>, et les amateurs de grands espaces au <a href="/cours/ski-de-fond/">ski de fond</a>.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Tous nos cours',
              links: [
                { label: 'Jardin des neiges', path: '/cours/jardin-des-neiges/', text: 'Piou-Piou et Ourson, 3 à 5 ans.' },
                { label: 'Cours collectifs enfants', path: '/cours/ski/enfants/', text: 'Ski alpin, 5 à 12 ans.' },
                { label: 'Cours collectifs adultes', path: '/cours/ski/adultes/', text: 'Dès 13 ans, tous niveaux.' },
                { label: 'Snowboard', path: '/cours/snowboard/', text: 'En groupe dès 8 ans.' },
                { label: 'Ski de fond', path: '/cours/ski-de-fond/', text: 'Classique et skating au Plan du Lac.' },
                { label: 'Cours particuliers', path: '/cours/cours-particuliers/', text: "À l'heure, jusqu'à 5 personnes." },
                { label: 'Hors-piste', path: '/cours/hors-piste/', text: 'Stage freeride dès 16 ans.' },
                { label: 'Les niveaux ESF', path: '/niveaux/', text: "Du Piou-Piou à l'Étoile d'Or." },
              ],
            },
          },
        ],
      },
    },
    en: {
      path: '/lessons/',
      name: 'lessons',
      title: 'Ski and snowboard lessons',
      shortTitle: 'Lessons',
      seo: {
        description:
          "All Val-Neige Ski School lessons: snow garden from age 3, children's and adult group lessons, snowboarding, cross-country skiing and off-piste.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Which lesson is right for you?</h2>
<p>All 120 of our instructors hold the French State ski instructor diploma. The right lesson mainly depends on age and level:</p>
<ul>
<li><strong>Ages 3 to 5</strong>: the <a href="/lessons/snow-garden/">snow garden</a> (Piou-Piou, then Ourson), in a safe, enclosed area.</li>
<li><strong>Ages 5 to 12</strong>: <a href="/lessons/ski/children/">children's group lessons</a>, from Flocon to Gold Star.</li>
<li><strong>Age 13 and over</strong>: <a href="/lessons/ski/adults/">adult group lessons</a>, in groups of 10 at most.</li>
<li><strong>From age 8</strong>: <a href="/lessons/snowboard/">snowboarding</a> in a group or in a private lesson.</li>
</ul>
<p>To progress faster or ski as a family, consider <a href="/lessons/private-lessons/">private lessons</a>. Confident skiers will love <a href="/lessons/freeride/">off-piste</a>, and lovers of wide open spaces <a href="/lessons/nordic-ski/">cross-country skiing</a>.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'All our lessons',
              links: [
                { label: 'Snow garden', path: '/lessons/snow-garden/', text: 'Piou-Piou and Ourson, ages 3 to 5.' },
                { label: "Children's group lessons", path: '/lessons/ski/children/', text: 'Alpine skiing, ages 5 to 12.' },
                { label: 'Adult group lessons', path: '/lessons/ski/adults/', text: 'From age 13, all levels.' },
                { label: 'Snowboarding', path: '/lessons/snowboard/', text: 'Groups from age 8.' },
                { label: 'Cross-country skiing', path: '/lessons/nordic-ski/', text: 'Classic and skating at Plan du Lac.' },
                { label: 'Private lessons', path: '/lessons/private-lessons/', text: 'By the hour, up to 5 people.' },
                { label: 'Off-piste', path: '/lessons/freeride/', text: 'Freeride course from age 16.' },
                { label: 'ESF levels', path: '/levels/', text: 'From Piou-Piou to Gold Star.' },
              ],
            },
          },
        ],
      },
    },
  },
  {
    group: 'lessons-ski-children',
    template: 'content',
    fr: {
      path: '/cours/ski/enfants/',
      name: 'lessons-ski-children',
      title: 'Cours collectifs enfants',
      subTitle: 'Ski alpin de 5 à 12 ans',
      shortTitle: 'Enfants',
      seo: {
        description:
          "Cours collectifs enfants de ski à Val-Neige, de 5 à 12 ans : 6 matinées du Flocon à l'Étoile d'Or, 10 enfants maximum, passage des étoiles le vendredi.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Cours collectifs enfants : apprendre en s'amusant</h2>
<p>Le cours collectif enfant est la formule préférée des familles : votre enfant skie chaque matin avec des enfants de son âge et de son niveau, encadré par le même moniteur toute la semaine. Les groupes comptent <strong>10 enfants au maximum</strong> (8 en Flocon) et sont constitués selon les <a href="/niveaux/ski/enfants/">niveaux ESF</a>, du Flocon à l'Étoile d'Or.</p>
<p>Le vendredi, chaque enfant passe le test de son niveau. La remise des médailles a lieu à 12 h au chalet de l'école, place des Marmottes : les parents sont les bienvenus !</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Horaires et tarifs 2026-2027</h2>
<ul>
<li><strong>Flocon à 3e Étoile</strong> (5 à 12 ans) : 6 matinées, du dimanche au vendredi, de 9 h 15 à 11 h 45 : <strong><span data-product-price="cours-enfants-flocon">205,00 €</span></strong></li>
<li><strong>Ourson</strong> (premiers pas, dès 4 ans) : 6 matinées de 9 h 15 à 11 h 45 : <strong><span data-product-price="cours-enfants-ourson">205,00 €</span></strong></li>
<li><strong>Piou-Piou</strong> (3 à 5 ans, au jardin des neiges) : 6 matinées de 9 h 30 à 11 h 30 : <strong><span data-product-price="cours-enfants-piou-piou">189,00 €</span></strong></li>
</ul>
<p>La médaille et le livret de progression sont inclus. Le forfait n'est pas compris : en Flocon et 1re Étoile, le <a href="/forfaits/">forfait Débutant</a> suffit ; à partir de la 2e Étoile, l'enfant a besoin d'un forfait Val-Neige.</p>
<p><a href="/reserver/cours-collectifs/">Réserver un cours collectif enfants</a></p>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>Ce qu'il faut prévoir</h2>
<ul>
<li>Un <strong>casque</strong>, obligatoire dans tous nos cours, et des gants ou moufles chauds.</li>
<li>Des lunettes de soleil ou un masque, de la crème solaire et un tour de cou (pas d'écharpe).</li>
<li>Le forfait attaché à la veste, et un petit goûter dans la poche.</li>
<li>Le nom et le numéro de téléphone d'un parent inscrits dans le casque.</li>
</ul>
<p>Rendez-vous 10 minutes avant le cours sous le panneau de votre niveau, au <a href="/infos-pratiques/lieux-de-rendez-vous/">lieu de rendez-vous</a> indiqué sur la confirmation. Pensez à l'<a href="/faq/#assurance">assurance</a> : les frais de secours sur piste ne sont pas pris en charge par la Sécurité sociale.</p>
<p>Le programme détaillé de la semaine est disponible en <a href="/static/docs/cours-collectifs-enfants-2026-2027.pdf">PDF</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/ski/children/',
      name: 'lessons-ski-children',
      title: "Children's group lessons",
      subTitle: 'Alpine skiing for ages 5 to 12',
      shortTitle: 'Children',
      seo: {
        description:
          "Children's group ski lessons in Val-Neige for ages 5 to 12: 6 mornings from Flocon to Gold Star, 10 children at most, level tests on Friday.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Children's group lessons: learning while having fun</h2>
<p>Group lessons are the families' favourite: your child skis every morning with children of the same age and level, with the same instructor all week. Groups have <strong>10 children at most</strong> (8 at Flocon level) and are formed according to the <a href="/levels/ski/children/">ESF levels</a>, from Flocon to Gold Star.</p>
<p>On Friday, each child takes the test for their level. The medal ceremony takes place at noon at the school chalet on Place des Marmottes: parents are very welcome!</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Times and prices 2026-2027</h2>
<ul>
<li><strong>Flocon to 3rd Star</strong> (ages 5 to 12): 6 mornings, Sunday to Friday, 9:15 to 11:45 am: <strong><span data-product-price="cours-enfants-flocon">€205.00</span></strong></li>
<li><strong>Ourson</strong> (first steps, from age 4): 6 mornings, 9:15 to 11:45 am: <strong><span data-product-price="cours-enfants-ourson">€205.00</span></strong></li>
<li><strong>Piou-Piou</strong> (ages 3 to 5, in the snow garden): 6 mornings, 9:30 to 11:30 am: <strong><span data-product-price="cours-enfants-piou-piou">€189.00</span></strong></li>
</ul>
<p>The medal and progress booklet are included. The lift pass is not: at Flocon and 1st Star level the <a href="/lift-passes/">Beginner pass</a> is enough; from 2nd Star, children need a Val-Neige lift pass.</p>
<p><a href="/book/group-lessons/">Book a children's group lesson</a></p>`,
          },
          {
            id: 's3',
            type: 'richText',
            html: `<h2>What to bring</h2>
<ul>
<li>A <strong>helmet</strong>, compulsory in all our lessons, and warm gloves or mittens.</li>
<li>Sunglasses or goggles, sun cream and a neck warmer (no scarves).</li>
<li>The lift pass attached to the jacket, and a small snack in a pocket.</li>
<li>A parent's name and phone number written inside the helmet.</li>
</ul>
<p>Be at the sign for your level 10 minutes before the lesson, at the <a href="/information/meeting-points/">meeting point</a> shown on your confirmation. Remember <a href="/faq/#insurance">insurance</a>: mountain rescue on the slopes is not covered by French national health insurance.</p>
<p>The detailed programme of the week is available as a <a href="/static/docs/cours-collectifs-enfants-2026-2027.pdf">PDF</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-snow-garden',
    template: 'content',
    fr: {
      path: '/cours/jardin-des-neiges/',
      name: 'lessons-snow-garden',
      title: 'Jardin des neiges Piou-Piou et Ourson',
      subTitle: 'Les premières glissades dès 3 ans',
      shortTitle: 'Jardin des neiges',
      seo: {
        description:
          'Le jardin des neiges de Val-Neige accueille les enfants de 3 à 5 ans : Club Piou-Piou et cours Ourson dans un espace clos avec tapis et moniteurs dédiés.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Un espace rien que pour les petits</h2>
<p>Au pied du front de neige des Marmottes, le jardin des neiges est un espace clos de 4 000 m² équipé de deux tapis roulants, de couloirs de glisse colorés et de personnages pour apprendre en jouant. Les moniteurs qui y travaillent sont spécialisés dans l'accueil des tout-petits.</p>
<ul>
<li><strong>Club Piou-Piou</strong> (3 ans révolus et propre, jusqu'à 4 ans) : découverte de la neige et des skis, 6 séances de 2 h, de 9 h 30 à 11 h 30 ou de 14 h 30 à 16 h 30 : <strong>215 €</strong>.</li>
<li><strong>Ourson</strong> (4 et 5 ans) : premiers virages et arrêt en chasse-neige, 6 matinées de 9 h 30 à 12 h : <strong>229 €</strong>.</li>
<li><strong>Séance découverte</strong> (un matin, hors vacances scolaires) : 42 €.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Conseils aux parents</h2>
<p>Pas besoin de forfait : l'accès au jardin des neiges est compris. Le casque est obligatoire ; nous en prêtons si besoin. Prévoyez des moufles, un masque, une tenue de rechange dans le sac et une collation. Les au revoir rapides aident beaucoup les enfants à entrer dans le groupe !</p>
<p>Merci d'être à l'heure à la fin de la séance : les enfants sont récupérés à l'entrée du jardin, contre présentation de la carte remise le premier jour. Le vendredi, la médaille Piou-Piou ou Ourson est remise à tous les enfants. Plan d'accès sur la page <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>.</p>
<p><a href="/reserver/cours-collectifs/">Réserver une semaine au jardin des neiges</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/snow-garden/',
      name: 'lessons-snow-garden',
      title: 'Piou-Piou and Ourson snow garden',
      subTitle: 'First slides on snow from age 3',
      shortTitle: 'Snow garden',
      seo: {
        description:
          'The Val-Neige snow garden welcomes children aged 3 to 5: Piou-Piou Club and Ourson lessons in an enclosed area with magic carpets and dedicated instructors.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>An area just for little ones</h2>
<p>At the bottom of the Marmottes slopes, the snow garden is a 4,000 m² enclosed area with two magic carpets, colourful slalom lanes and friendly characters for learning through play. The instructors who work there specialise in very young children.</p>
<ul>
<li><strong>Piou-Piou Club</strong> (aged 3 and potty-trained, up to 4): discovering snow and skis, 6 two-hour sessions, 9:30 to 11:30 am or 2:30 to 4:30 pm: <strong>€215</strong>.</li>
<li><strong>Ourson</strong> (ages 4 and 5): first turns and snowplough stops, 6 mornings from 9:30 am to noon: <strong>€229</strong>.</li>
<li><strong>Taster session</strong> (one morning, outside French school holidays): €42.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Tips for parents</h2>
<p>No lift pass needed: access to the snow garden is included. Helmets are compulsory; we can lend one if needed. Pack mittens, goggles, a change of clothes and a snack. Quick goodbyes really help children settle into the group!</p>
<p>Please be on time at the end of the session: children are collected at the snow garden entrance on presentation of the card given on the first day. On Friday, every child receives the Piou-Piou or Ourson medal. Directions are on the <a href="/information/meeting-points/">meeting points</a> page.</p>
<p><a href="/book/group-lessons/">Book a week at the snow garden</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-ski-adults',
    template: 'content',
    fr: {
      path: '/cours/ski/adultes/',
      name: 'lessons-ski-adults',
      title: 'Cours collectifs adultes',
      subTitle: 'Ski alpin dès 13 ans',
      shortTitle: 'Adultes',
      seo: {
        description:
          'Cours collectifs de ski pour adolescents et adultes à Val-Neige : débuter ou progresser en 3 ou 6 matinées, groupes de 10 maximum, tous niveaux.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Débuter ou progresser en groupe</h2>
<p>Nos cours collectifs adultes s'adressent aux skieurs de 13 ans et plus, du grand débutant qui n'a jamais chaussé de skis au skieur confirmé qui veut affiner sa technique sur les pistes noires. Les groupes comptent <strong>10 personnes au maximum</strong> et sont constitués selon les <a href="/niveaux/ski/adultes/">niveaux adultes</a>.</p>
<ul>
<li><strong>6 matinées</strong>, du dimanche au vendredi, de 9 h 15 à 11 h 45 : <strong>219 €</strong></li>
<li><strong>3 matinées découverte</strong>, du lundi au mercredi : <strong>129 €</strong></li>
<li><strong>5 après-midi</strong>, du dimanche au jeudi, de 14 h 30 à 17 h : <strong>189 €</strong></li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Bon à savoir</h2>
<p>Le forfait n'est pas inclus. Les débutants complets n'ont besoin que du <a href="/forfaits/">forfait Débutant</a> à 22 € par jour les trois premiers jours. Retirez votre matériel de <a href="/location-ski/">location</a> la veille au soir pour être à l'heure le premier matin.</p>
<p>Rendez-vous au chalet de l'école 10 minutes avant le cours ; les groupes de niveau 3 et 4 se retrouvent au sommet du télésiège des Crêtes. En cas de doute sur votre niveau, le moniteur vous fait faire une descente d'évaluation le premier jour.</p>
<p><a href="/reserver/cours-collectifs/">Réserver un cours collectif adultes</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/ski/adults/',
      name: 'lessons-ski-adults',
      title: 'Adult group lessons',
      subTitle: 'Alpine skiing from age 13',
      shortTitle: 'Adults',
      seo: {
        description:
          'Group ski lessons for teenagers and adults in Val-Neige: start skiing or improve over 3 or 6 mornings, groups of 10 at most, every level from beginner.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Start skiing or improve in a group</h2>
<p>Our adult group lessons are for skiers aged 13 and over, from complete beginners who have never worn skis to confident skiers wanting to polish their technique on black runs. Groups have <strong>10 people at most</strong> and are formed according to the <a href="/levels/ski/adults/">adult levels</a>.</p>
<ul>
<li><strong>6 mornings</strong>, Sunday to Friday, 9:15 to 11:45 am: <strong>€219</strong></li>
<li><strong>3 taster mornings</strong>, Monday to Wednesday: <strong>€129</strong></li>
<li><strong>5 afternoons</strong>, Sunday to Thursday, 2:30 to 5 pm: <strong>€189</strong></li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Good to know</h2>
<p>The lift pass is not included. Complete beginners only need the €22-a-day <a href="/lift-passes/">Beginner pass</a> for the first three days. Collect your <a href="/ski-rental/">rental equipment</a> the evening before so you are on time on the first morning.</p>
<p>Meet at the school chalet 10 minutes before the lesson; level 3 and 4 groups meet at the top of the Crêtes chairlift. If you are unsure of your level, the instructor will watch you ski one run on the first day.</p>
<p><a href="/book/group-lessons/">Book an adult group lesson</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-snowboard',
    template: 'content',
    fr: {
      path: '/cours/snowboard/',
      name: 'lessons-snowboard',
      title: 'Cours de snowboard',
      subTitle: 'En groupe dès 8 ans',
      shortTitle: 'Snowboard',
      seo: {
        description:
          'Cours de snowboard à Val-Neige pour enfants dès 8 ans, ados et adultes : 5 après-midi en groupe, cours particuliers et initiation au snowpark des Choucas.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Glisser sur une planche</h2>
<p>Nos moniteurs snowboard accueillent les enfants à partir de 8 ans (groupes 8-12 ans) et les ados et adultes à partir de 13 ans. Du premier dérapage aux premiers sauts au snowpark des Choucas, chaque groupe de 8 élèves au maximum progresse à son rythme selon les <a href="/niveaux/snowboard/adultes/">niveaux snowboard</a>.</p>
<ul>
<li><strong>5 après-midi</strong>, du dimanche au jeudi, de 14 h 15 à 16 h 45 : <strong>209 €</strong></li>
<li><strong>Cours particulier</strong> d'une heure, idéal pour le tout premier jour : à partir de 64 €</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Équipement et conseils</h2>
<p>Le casque est obligatoire et les protège-poignets fortement recommandés : les chutes en arrière sont fréquentes les premiers jours. Louez une planche adaptée à votre taille chez nos <a href="/location-ski/">loueurs partenaires</a> (149 € les 6 jours avec les boots).</p>
<p>Les débutants se retrouvent au chalet de l'école ; les groupes Snow 2 et plus au sommet du télésiège des Crêtes. Consultez la page <a href="/infos-pratiques/lieux-de-rendez-vous/">lieux de rendez-vous</a>.</p>
<p><a href="/reserver/cours-collectifs/">Réserver un cours de snowboard</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/snowboard/',
      name: 'lessons-snowboard',
      title: 'Snowboard lessons',
      subTitle: 'In groups from age 8',
      shortTitle: 'Snowboard',
      seo: {
        description:
          'Snowboard lessons in Val-Neige for children from age 8, teenagers and adults: 5 afternoons in a group, private lessons and an intro to the Choucas park.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Riding a board</h2>
<p>Our snowboard instructors welcome children from age 8 (groups for ages 8-12) and teenagers and adults from age 13. From the first side-slip to the first jumps in the Choucas snowpark, each group of 8 riders at most progresses at its own pace according to the <a href="/levels/snowboard/adults/">snowboard levels</a>.</p>
<ul>
<li><strong>5 afternoons</strong>, Sunday to Thursday, 2:15 to 4:45 pm: <strong>€209</strong></li>
<li><strong>One-hour private lesson</strong>, ideal for your very first day: from €64</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Equipment and tips</h2>
<p>Helmets are compulsory and wrist guards strongly recommended: falling backwards is common in the first days. Rent a board suited to your height from our <a href="/ski-rental/">partner rental shops</a> (€149 for 6 days with boots).</p>
<p>Beginners meet at the school chalet; Snow 2 groups and above at the top of the Crêtes chairlift. See the <a href="/information/meeting-points/">meeting points</a> page.</p>
<p><a href="/book/group-lessons/">Book a snowboard lesson</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-nordic',
    template: 'content',
    fr: {
      path: '/cours/ski-de-fond/',
      name: 'lessons-nordic',
      title: 'Cours de ski de fond',
      subTitle: 'Classique et skating au Plan du Lac',
      shortTitle: 'Ski de fond',
      seo: {
        description:
          'Cours de ski de fond classique et skating au Plan du Lac, à 1 700 m : 3 séances en groupe, cours découverte, initiation au biathlon laser et 25 km de pistes.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Le ski nordique au Plan du Lac</h2>
<p>À 10 minutes en navette du village, le foyer nordique du Plan du Lac (1 700 m) offre 25 km de pistes damées chaque matin : 18 km tracés pour le classique et 25 km pour le skating, en boucles de 2 à 12 km autour du lac gelé et dans la forêt d'épicéas.</p>
<ul>
<li><strong>3 séances de 2 h</strong> en groupe de 8, lundi, mercredi et vendredi de 10 h à 12 h : <strong>119 €</strong></li>
<li><strong>Séance découverte</strong> de 1 h 30, le dimanche à 14 h : <strong>45 €</strong></li>
<li><strong>Nordic Kids</strong> (7 à 11 ans), le mercredi de 14 h à 16 h : 35 €</li>
<li><strong>Initiation biathlon</strong> à la carabine laser, le jeudi à 14 h, dès 10 ans : 29 €</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Accès aux pistes et matériel</h2>
<p>L'accès aux pistes de fond nécessite la redevance nordique : 9 € la journée (4,50 € de 6 à 15 ans, gratuit avant 6 ans), en vente au foyer. Le forfait alpin 6 jours Val-Neige donne aussi accès aux pistes de fond. Le matériel de classique se loue 59 € les 6 jours chez nos <a href="/location-ski/">loueurs partenaires</a>.</p>
<p>Niveaux et progression sur la page <a href="/niveaux/ski-de-fond/adultes/">niveaux ski de fond</a>. État des pistes sur le site du <a href="https://www.example.org/nordique-plan-du-lac">foyer nordique du Plan du Lac</a>.</p>
<p><a href="/reserver/cours-collectifs/">Réserver un cours de ski de fond</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/nordic-ski/',
      name: 'lessons-nordic',
      title: 'Cross-country ski lessons',
      subTitle: 'Classic and skating at Plan du Lac',
      shortTitle: 'Cross-country',
      seo: {
        description:
          'Classic and skating cross-country ski lessons at Plan du Lac, 1,700 m: 3 group sessions, taster lessons, laser biathlon and 25 km of groomed trails.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Nordic skiing at Plan du Lac</h2>
<p>Ten minutes from the village by shuttle, the Plan du Lac nordic centre (1,700 m) grooms 25 km of trails every morning: 18 km for classic and 25 km for skating, in loops of 2 to 12 km around the frozen lake and through the spruce forest.</p>
<ul>
<li><strong>3 two-hour sessions</strong> in groups of 8, Monday, Wednesday and Friday, 10 am to noon: <strong>€119</strong></li>
<li><strong>Taster session</strong> of 1 hour 30, Sundays at 2 pm: <strong>€45</strong></li>
<li><strong>Nordic Kids</strong> (ages 7 to 11), Wednesdays 2 to 4 pm: €35</li>
<li><strong>Biathlon initiation</strong> with laser rifles, Thursdays at 2 pm, from age 10: €29</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Trail access and equipment</h2>
<p>Using the cross-country trails requires the nordic trail fee: €9 a day (€4.50 for ages 6 to 15, free under 6), on sale at the nordic centre. The Val-Neige 6-day alpine lift pass also gives access to the trails. Classic equipment costs €59 for 6 days from our <a href="/ski-rental/">partner rental shops</a>.</p>
<p>Levels and progression are on the <a href="/levels/nordic-ski/adults/">cross-country levels</a> page. Trail conditions are on the <a href="https://www.example.org/nordique-plan-du-lac">Plan du Lac nordic centre</a> website.</p>
<p><a href="/book/group-lessons/">Book a cross-country lesson</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-private',
    template: 'content',
    fr: {
      path: '/cours/cours-particuliers/',
      name: 'lessons-private',
      title: 'Cours particuliers',
      subTitle: 'Ski, snowboard, télémark et handiski',
      shortTitle: 'Particuliers',
      seo: {
        description:
          "Cours particuliers de ski, snowboard, télémark et handiski à Val-Neige, de 1 à 6 heures et jusqu'à 5 personnes, avec un moniteur parlant votre langue.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Un moniteur rien que pour vous</h2>
<p>Le cours particulier est la façon la plus rapide de progresser : le moniteur s'adapte à votre niveau, à vos envies et à votre rythme. Idéal pour un premier jour, pour reprendre confiance après une blessure ou pour découvrir le domaine en famille. Nos moniteurs parlent français, anglais, italien, allemand, espagnol ou néerlandais.</p>
<h3>Tarifs 2026-2027</h3>
<ul>
<li>1 heure : 64 € (1 ou 2 personnes), 78 € (3 à 5 personnes)</li>
<li>Créneau de midi, de 12 h 15 à 13 h 15 : 59 € (1 ou 2 personnes)</li>
<li>2 heures : 124 € (1 ou 2 personnes), 148 € (3 à 5 personnes)</li>
<li>Demi-journée de 3 heures : 179 € / 209 €</li>
<li>Journée de 6 heures : 395 € / 450 €</li>
</ul>
<p>Le forfait des élèves n'est pas inclus ; celui du moniteur est offert.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Handiski</h2>
<p>Huit de nos moniteurs sont qualifiés pour l'enseignement du ski adapté : fauteuil-ski (dualski, uniski), tandemski pour les personnes qui ne peuvent pas piloter, et ski debout avec stabilisateurs. Le cours de 2 heures, matériel compris, coûte 149 €. Merci de nous <a href="/contact/">contacter</a> avant de réserver pour que nous préparions le matériel adapté.</p>
<p>Les enfants de moins de 5 ans se fatiguent vite : nous recommandons une heure au maximum. <a href="/reserver/cours-particuliers/">Réserver un cours particulier</a></p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/private-lessons/',
      name: 'lessons-private',
      title: 'Private lessons',
      subTitle: 'Skiing, snowboarding, telemark and adaptive skiing',
      shortTitle: 'Private',
      seo: {
        description:
          'Private ski, snowboard, telemark and adaptive skiing lessons in Val-Neige, from 1 to 6 hours and up to 5 people, with an instructor who speaks your language.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>An instructor just for you</h2>
<p>A private lesson is the fastest way to improve: the instructor adapts to your level, your goals and your pace. Ideal for a first day, to regain confidence after an injury, or to discover the ski area as a family. Our instructors speak English, French, Italian, German, Spanish or Dutch.</p>
<h3>Prices 2026-2027</h3>
<ul>
<li>1 hour: €64 (1 or 2 people), €78 (3 to 5 people)</li>
<li>Lunchtime slot, 12:15 to 1:15 pm: €59 (1 or 2 people)</li>
<li>2 hours: €124 (1 or 2 people), €148 (3 to 5 people)</li>
<li>Half day of 3 hours: €179 / €209</li>
<li>Full day of 6 hours: €395 / €450</li>
</ul>
<p>Students' lift passes are not included; the instructor's pass is free.</p>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Adaptive skiing</h2>
<p>Eight of our instructors are qualified to teach adaptive skiing: sit-skis (dualski, uniski), tandem skis for people who cannot steer, and stand-up skiing with outriggers. A 2-hour lesson, equipment included, costs €149. Please <a href="/contact/">contact us</a> before booking so that we can prepare the right equipment.</p>
<p>Children under 5 tire quickly: we recommend one hour at most. <a href="/book/private-lessons/">Book a private lesson</a></p>`,
          },
        ],
      },
    },
  },
  {
    group: 'lessons-freeride',
    template: 'content',
    fr: {
      path: '/cours/hors-piste/',
      name: 'lessons-freeride',
      title: 'Hors-piste et freeride',
      subTitle: 'Stage de 3 matinées dès 16 ans',
      shortTitle: 'Hors-piste',
      seo: {
        description:
          'Stage hors-piste et freeride à Val-Neige pour skieurs confirmés dès 16 ans : 3 matinées en petit groupe, matériel de sécurité DVA, pelle et sonde fourni.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>La poudreuse en toute sécurité</h2>
<p>Les combes de la face nord des Crêtes et les forêts du Grand Plan offrent de magnifiques itinéraires hors-piste, à condition de savoir lire la montagne. Notre stage freeride s'adresse aux skieurs et snowboardeurs confirmés (Étoile d'Or ou <a href="/niveaux/ski/adultes/">niveau adulte 4</a>) à partir de 16 ans.</p>
<ul>
<li><strong>Stage 3 matinées</strong>, du mardi au jeudi, de 8 h 45 à 12 h 15, 6 personnes au maximum : <strong>249 €</strong></li>
<li><strong>Demi-journée privée</strong> jusqu'à 5 personnes : 320 €</li>
<li><strong>Initiation ski de randonnée</strong>, le samedi de 9 h à 13 h : 89 €, peaux et matériel fournis</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Sécurité avant tout</h2>
<p>Chaque participant reçoit un DVA (détecteur de victimes d'avalanche), une pelle et une sonde, et le premier matin commence par un exercice de recherche. Le moniteur choisit l'itinéraire selon le bulletin d'estimation du risque d'avalanche publié chaque jour par <a href="https://meteofrance.com/">Météo-France</a> ; il peut annuler ou remplacer la sortie par une séance sur piste.</p>
<p>Hors des pistes balisées, aucune zone n'est sécurisée ni surveillée. Ne partez jamais seul et consultez notre page <a href="/infos-pratiques/meteo-neige/">météo et enneigement</a>. Une <a href="/infos-pratiques/assurance/">assurance</a> couvrant le hors-piste est exigée. Le forfait Val-Neige n'est pas inclus.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/lessons/freeride/',
      name: 'lessons-freeride',
      title: 'Off-piste and freeride',
      subTitle: '3-morning course from age 16',
      shortTitle: 'Off-piste',
      seo: {
        description:
          'Off-piste and freeride course in Val-Neige for confident skiers from age 16: 3 mornings in a small group, with transceiver, shovel and probe provided.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Powder, safely</h2>
<p>The north-facing bowls of the Crêtes and the Grand Plan forests offer superb off-piste routes, as long as you know how to read the mountain. Our freeride course is for confident skiers and snowboarders (Gold Star or <a href="/levels/ski/adults/">adult level 4</a>) aged 16 and over.</p>
<ul>
<li><strong>3-morning course</strong>, Tuesday to Thursday, 8:45 am to 12:15 pm, 6 people at most: <strong>€249</strong></li>
<li><strong>Private half day</strong> for up to 5 people: €320</li>
<li><strong>Ski touring introduction</strong>, Saturdays 9 am to 1 pm: €89, skins and equipment provided</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Safety first</h2>
<p>Each participant receives an avalanche transceiver, a shovel and a probe, and the first morning starts with a search exercise. The instructor chooses the route according to the avalanche risk bulletin published daily by <a href="https://meteofrance.com/">Météo-France</a>, and may cancel or replace the outing with an on-piste session.</p>
<p>Outside marked runs, no area is made safe or patrolled. Never go alone, and check our <a href="/information/snow-and-weather/">snow and weather</a> page. <a href="/information/insurance/">Insurance</a> covering off-piste skiing is required. The Val-Neige lift pass is not included.</p>`,
          },
        ],
      },
    },
  },
];

/** ESF level pages (the three adult ones are excluded from search, docs/spec.md §2). */
export const levelPages: SeedPage[] = [
  {
    group: 'levels',
    template: 'content',
    fr: {
      path: '/niveaux/',
      name: 'levels',
      title: 'Les niveaux ESF',
      subTitle: 'Trouver le bon groupe',
      shortTitle: 'Niveaux',
      seo: {
        description:
          'Comprendre les niveaux ESF pour choisir le bon cours : Piou-Piou, Ourson, Flocon, Étoiles, Bronze et Or pour les enfants, niveaux 1 à 4 pour les adultes.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Pourquoi des niveaux ?</h2>
<p>Pour que chacun progresse et prenne du plaisir, nos groupes réunissent des élèves de même niveau. Chaque niveau correspond à des objectifs techniques précis, validés en fin de semaine par un test. L'enfant repart avec une médaille et un livret qui indique le niveau à réserver la fois suivante, dans n'importe quelle école ESF.</p>
<p>Vous ne savez pas quel niveau choisir ? Prenez le dernier niveau obtenu : un enfant qui a eu sa 1re Étoile s'inscrit en 2e Étoile. Si la dernière semaine de ski date de plus d'un an, restez au même niveau.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Les niveaux par discipline',
              links: [
                { label: 'Ski enfants', path: '/niveaux/ski/enfants/', text: "Du Piou-Piou à l'Étoile d'Or." },
                { label: 'Ski adultes', path: '/niveaux/ski/adultes/', text: 'Du débutant au niveau expert.' },
                { label: 'Snowboard adultes', path: '/niveaux/snowboard/adultes/', text: 'De Snow débutant à Snow 3.' },
                { label: 'Ski de fond adultes', path: '/niveaux/ski-de-fond/adultes/', text: 'Classique et skating.' },
              ],
            },
          },
        ],
      },
    },
    en: {
      path: '/levels/',
      name: 'levels',
      title: 'ESF levels',
      subTitle: 'Finding the right group',
      shortTitle: 'Levels',
      seo: {
        description:
          'Understand ESF levels to choose the right lesson: Piou-Piou, Ourson, Flocon, Stars, Bronze and Gold for children, and levels 1 to 4 for adult skiers.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Why levels?</h2>
<p>So that everyone progresses and has fun, our groups bring together students of the same level. Each level has precise technical goals, checked by a test at the end of the week. Children go home with a medal and a booklet showing the level to book next time, at any ESF school in France.</p>
<p>Not sure which level to choose? Take the next level after the last one passed: a child who got the 1st Star books 2nd Star. If the last ski week was more than a year ago, stay at the same level.</p>`,
          },
          {
            id: 's2',
            type: 'linkList',
            props: {
              title: 'Levels by discipline',
              links: [
                { label: "Children's skiing", path: '/levels/ski/children/', text: 'From Piou-Piou to Gold Star.' },
                { label: 'Adult skiing', path: '/levels/ski/adults/', text: 'From beginner to expert.' },
                { label: 'Adult snowboarding', path: '/levels/snowboard/adults/', text: 'From Snow beginner to Snow 3.' },
                { label: 'Adult cross-country', path: '/levels/nordic-ski/adults/', text: 'Classic and skating.' },
              ],
            },
          },
        ],
      },
    },
  },
  {
    group: 'levels-ski-children',
    template: 'content',
    fr: {
      path: '/niveaux/ski/enfants/',
      name: 'levels-ski-children',
      title: 'Niveaux de ski enfants',
      subTitle: "Du Piou-Piou à l'Étoile d'Or",
      shortTitle: 'Niveaux enfants',
      seo: {
        description:
          "Les niveaux de ski ESF pour les enfants : Piou-Piou, Ourson, Flocon, 1re, 2e et 3e Étoile, Étoile de Bronze et Étoile d'Or, et ce qu'il faut savoir faire.",
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Les premiers pas : Piou-Piou, Ourson et Flocon</h2>
<ul>
<li><strong>Piou-Piou</strong> (dès 3 ans) : découvrir la neige, marcher et glisser skis aux pieds, se relever seul. Au <a href="/cours/jardin-des-neiges/">jardin des neiges</a>.</li>
<li><strong>Ourson</strong> (4-5 ans) : glisser en chasse-neige, s'arrêter, prendre le tapis et faire ses premiers virages sur pente douce.</li>
<li><strong>Flocon</strong> : enchaîner des virages en chasse-neige sur une piste verte, utiliser le téléski, s'arrêter où on le décide.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Les Étoiles</h2>
<ul>
<li><strong>1re Étoile</strong> : virages élémentaires sur piste verte, début de dérapage, prendre seul le télésiège.</li>
<li><strong>2e Étoile</strong> : virages avec skis parallèles en fin de courbe, pistes bleues, traversées et dérapage latéral.</li>
<li><strong>3e Étoile</strong> : virages parallèles enchaînés sur pistes bleues et rouges faciles, dérapage arrondi, petites bosses.</li>
</ul>
<h2>Bronze, Or et après</h2>
<ul>
<li><strong>Étoile de Bronze</strong> : virages coupés, godille, pistes rouges et terrains variés.</li>
<li><strong>Étoile d'Or</strong> : tous terrains et toutes neiges, pistes noires, bosses, premiers sauts. C'est le plus haut niveau des cours enfants.</li>
<li><strong>Flèche et Chamois</strong> : tests chronométrés en slalom géant et en slalom, pour les enfants qui rêvent de compétition.</li>
</ul>
<p>Le référentiel complet est disponible en <a href="/static/docs/niveaux-esf-enfants.pdf">PDF</a>. Les tests ont lieu le vendredi matin en <a href="/cours/ski/enfants/">cours collectifs enfants</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/levels/ski/children/',
      name: 'levels-ski-children',
      title: "Children's ski levels",
      subTitle: 'From Piou-Piou to Gold Star',
      shortTitle: "Children's levels",
      seo: {
        description:
          'ESF ski levels for children: Piou-Piou, Ourson, Flocon, 1st, 2nd and 3rd Star, Bronze Star and Gold Star, and what a child should be able to do at each.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>First steps: Piou-Piou, Ourson and Flocon</h2>
<ul>
<li><strong>Piou-Piou</strong> (from age 3): discovering snow, walking and sliding on skis, getting up alone. At the <a href="/lessons/snow-garden/">snow garden</a>.</li>
<li><strong>Ourson</strong> (ages 4-5): sliding in a snowplough, stopping, riding the magic carpet and making first turns on a gentle slope.</li>
<li><strong>Flocon</strong>: linking snowplough turns on a green run, using the drag lift, stopping where you choose.</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>The Stars</h2>
<ul>
<li><strong>1st Star (1re Étoile)</strong>: basic turns on green runs, first side-slipping, riding the chairlift alone.</li>
<li><strong>2nd Star (2e Étoile)</strong>: turns with skis parallel at the end of the curve, blue runs, traverses and side-slipping.</li>
<li><strong>3rd Star (3e Étoile)</strong>: linked parallel turns on blue and easy red runs, rounded side-slips, small bumps.</li>
</ul>
<h2>Bronze, Gold and beyond</h2>
<ul>
<li><strong>Bronze Star (Étoile de Bronze)</strong>: carved turns, short swings, red runs and varied terrain.</li>
<li><strong>Gold Star (Étoile d'Or)</strong>: all terrain and all snow, black runs, moguls, first jumps. The highest level of children's lessons.</li>
<li><strong>Flèche and Chamois</strong>: timed giant slalom and slalom tests for children who dream of racing.</li>
</ul>
<p>The complete reference is available as a <a href="/static/docs/niveaux-esf-enfants.pdf">PDF</a>. Tests take place on Friday morning in <a href="/lessons/ski/children/">children's group lessons</a>.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'levels-ski-adults',
    template: 'content',
    fr: {
      path: '/niveaux/ski/adultes/',
      name: 'levels-ski-adults',
      title: 'Niveaux de ski adultes',
      subTitle: "Du débutant à l'expert",
      shortTitle: 'Niveaux adultes',
      seo: {
        description:
          'Les niveaux des cours de ski adultes à Val-Neige, du grand débutant au skieur expert : ce que vous savez faire et le groupe à réserver pour progresser.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Évaluez votre niveau</h2>
<ul>
<li><strong>Débutant</strong> : vous n'avez jamais skié ou seulement quelques heures. Objectif : chasse-neige, arrêt et premiers virages sur le secteur débutant.</li>
<li><strong>Niveau 1</strong> : vous descendez les pistes vertes en chasse-neige. Objectif : ramener les skis parallèles et aborder les pistes bleues (équivalent Flocon - 1re Étoile).</li>
<li><strong>Niveau 2</strong> : vous skiez les pistes bleues, skis parallèles en fin de virage. Objectif : virages parallèles et pistes rouges faciles (2e - 3e Étoile).</li>
<li><strong>Niveau 3</strong> : vous enchaînez des virages parallèles sur les pistes rouges. Objectif : virages coupés, rythme, premières bosses (Étoile de Bronze).</li>
<li><strong>Niveau 4</strong> : vous skiez partout sur piste, noires comprises. Objectif : toutes neiges, bosses, hors-piste facile (Étoile d'Or).</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>Et après le niveau 4 ?</h2>
<p>Les skieurs experts peuvent rejoindre notre <a href="/cours/hors-piste/">stage hors-piste</a> ou préparer les tests chronométrés Flèche et Chamois en <a href="/cours/cours-particuliers/">cours particulier</a>. Pour tous les niveaux, rendez-vous sur la page <a href="/cours/ski/adultes/">cours collectifs adultes</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/levels/ski/adults/',
      name: 'levels-ski-adults',
      title: 'Adult ski levels',
      subTitle: 'From beginner to expert',
      shortTitle: 'Adult levels',
      seo: {
        description:
          'The levels of adult ski lessons in Val-Neige, from complete beginner to expert skier: what you can already do and which group to book to keep progressing.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Assess your level</h2>
<ul>
<li><strong>Beginner</strong>: you have never skied, or only for a few hours. Goal: snowplough, stopping and first turns in the beginners' area.</li>
<li><strong>Level 1</strong>: you ski green runs in a snowplough. Goal: bringing your skis parallel and tackling blue runs (equivalent to Flocon - 1st Star).</li>
<li><strong>Level 2</strong>: you ski blue runs, skis parallel at the end of the turn. Goal: parallel turns and easy red runs (2nd - 3rd Star).</li>
<li><strong>Level 3</strong>: you link parallel turns on red runs. Goal: carved turns, rhythm, first moguls (Bronze Star).</li>
<li><strong>Level 4</strong>: you ski everywhere on piste, black runs included. Goal: all snow, moguls, easy off-piste (Gold Star).</li>
</ul>`,
          },
          {
            id: 's2',
            type: 'richText',
            html: `<h2>After level 4?</h2>
<p>Expert skiers can join our <a href="/lessons/freeride/">off-piste course</a> or train for the timed Flèche and Chamois tests in a <a href="/lessons/private-lessons/">private lesson</a>. For every level, see the <a href="/lessons/ski/adults/">adult group lessons</a> page.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'levels-snowboard-adults',
    template: 'content',
    fr: {
      path: '/niveaux/snowboard/adultes/',
      name: 'levels-snowboard-adults',
      title: 'Niveaux de snowboard adultes',
      subTitle: 'De Snow débutant à Snow 3',
      shortTitle: 'Niveaux snowboard',
      seo: {
        description:
          'Les niveaux des cours de snowboard à Val-Neige, de Snow débutant à Snow 3 et freestyle : les objectifs de chaque groupe pour choisir le bon cours collectif.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Les niveaux snowboard</h2>
<ul>
<li><strong>Snow débutant</strong> : jamais pratiqué. Objectif : chausser, se relever, glisser en dérapage face à la pente puis dos à la pente.</li>
<li><strong>Snow 1</strong> : vous dérapez sur les deux carres. Objectif : premiers virages enchaînés sur piste verte, prendre le téléski.</li>
<li><strong>Snow 2</strong> : vous enchaînez des virages dérapés sur piste bleue. Objectif : virages conduits, vitesse maîtrisée, pistes rouges faciles.</li>
<li><strong>Snow 3</strong> : vous skiez les pistes rouges. Objectif : virages coupés, bosses, premiers sauts au snowpark des Choucas.</li>
<li><strong>Freestyle et freeride</strong> : modules du snowpark, rails, poudreuse et sécurité hors-piste.</li>
</ul>
<p>Tous les détails sur la page <a href="/cours/snowboard/">cours de snowboard</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/levels/snowboard/adults/',
      name: 'levels-snowboard-adults',
      title: 'Adult snowboard levels',
      subTitle: 'From Snow beginner to Snow 3',
      shortTitle: 'Snowboard levels',
      seo: {
        description:
          'The levels of snowboard lessons in Val-Neige, from Snow beginner to Snow 3 and freestyle: the goals of each group, so you can choose the right group lesson.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Snowboard levels</h2>
<ul>
<li><strong>Snow beginner</strong>: never ridden. Goal: strapping in, getting up, side-slipping facing down the slope, then facing up the slope.</li>
<li><strong>Snow 1</strong>: you side-slip on both edges. Goal: first linked turns on a green run, riding the drag lift.</li>
<li><strong>Snow 2</strong>: you link skidded turns on blue runs. Goal: steered turns, controlled speed, easy red runs.</li>
<li><strong>Snow 3</strong>: you ride red runs. Goal: carved turns, bumps, first jumps in the Choucas snowpark.</li>
<li><strong>Freestyle and freeride</strong>: snowpark kickers, rails, powder and off-piste safety.</li>
</ul>
<p>All the details are on the <a href="/lessons/snowboard/">snowboard lessons</a> page.</p>`,
          },
        ],
      },
    },
  },
  {
    group: 'levels-nordic-adults',
    template: 'content',
    fr: {
      path: '/niveaux/ski-de-fond/adultes/',
      name: 'levels-nordic-adults',
      title: 'Niveaux de ski de fond adultes',
      subTitle: 'Classique et skating',
      shortTitle: 'Niveaux ski de fond',
      seo: {
        description:
          'Les niveaux des cours de ski de fond à Val-Neige, en classique et en skating : de la découverte au perfectionnement, pour choisir le bon groupe au Plan du Lac.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Classique</h2>
<ul>
<li><strong>Découverte</strong> : pas alternatif sur le plat, montée en escalier, chasse-neige dans les descentes douces.</li>
<li><strong>Classique 1</strong> : pas alternatif fluide, poussée simultanée, descentes en trace.</li>
<li><strong>Classique 2</strong> : montées en pas de canard, virages en pas de patineur, boucles de 10 km.</li>
</ul>
<h2>Skating</h2>
<ul>
<li><strong>Skating 1</strong> : équilibre sur un ski, pas de patineur sans bâtons puis avec un temps de poussée.</li>
<li><strong>Skating 2</strong> : un pas-un temps et deux pas-un temps, changements de rythme dans les côtes.</li>
<li><strong>Perfectionnement</strong> : technique et préparation de la Transval-Neige, course populaire de 25 km en mars.</li>
</ul>
<p>Découvrez les formules sur la page <a href="/cours/ski-de-fond/">cours de ski de fond</a>.</p>`,
          },
        ],
      },
    },
    en: {
      path: '/levels/nordic-ski/adults/',
      name: 'levels-nordic-adults',
      title: 'Adult cross-country ski levels',
      subTitle: 'Classic and skating',
      shortTitle: 'Cross-country levels',
      seo: {
        description:
          'The levels of cross-country ski lessons in Val-Neige, classic and skating: from discovery to advanced, to choose the right group at the Plan du Lac centre.',
      },
      zones: {
        content: [
          {
            id: 's1',
            type: 'richText',
            html: `<h2>Classic</h2>
<ul>
<li><strong>Discovery</strong>: diagonal stride on the flat, side-stepping uphill, snowplough on gentle descents.</li>
<li><strong>Classic 1</strong>: smooth diagonal stride, double poling, descents in the tracks.</li>
<li><strong>Classic 2</strong>: herringbone climbs, skating turns, 10 km loops.</li>
</ul>
<h2>Skating</h2>
<ul>
<li><strong>Skating 1</strong>: balance on one ski, skating step without poles, then with one pole push.</li>
<li><strong>Skating 2</strong>: one-skate and two-skate techniques, changes of rhythm on climbs.</li>
<li><strong>Advanced</strong>: technique and training for the Transval-Neige, a 25 km citizen race in March.</li>
</ul>
<p>See the options on the <a href="/lessons/nordic-ski/">cross-country lessons</a> page.</p>`,
          },
        ],
      },
    },
  },
];
