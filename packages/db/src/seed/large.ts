import type { SeedPage } from './types';

// Vocabulary of the school's own words, so that generated pages read like its archive
// (news, lesson reports) and full-text queries on a large site behave as on real content.
const fr = {
  subjects: [
    'Le cours collectif enfant',
    'Le moniteur',
    'La classe Ourson',
    'Le groupe Flocon',
    'Le télésiège des Crêtes',
    'La piste bleue',
    'Le jardin des neiges',
    'Le cours particulier',
    'La sortie hors-piste',
    'Le ski de fond',
    'Le snowboard',
    "L'école de ski",
    'Le forfait saison',
    'La location de skis',
    'Le slalom du vendredi',
  ],
  verbs: [
    'commence à',
    'retrouve les élèves à',
    'se déroule près de',
    'part chaque matin de',
    'termine la semaine à',
    'propose une initiation à',
    'accueille les familles à',
    'ouvre ses portes à',
  ],
  places: [
    'la gare du téléphérique',
    "l'Étoile de Bronze",
    'la station de Val-Neige',
    'la crèche des Marmottes',
    'la remise des médailles',
    'neuf heures',
    'la poudreuse du Grand Col',
    "l'espace débutants",
    'la Combe Blanche',
    'la piste verte des Écureuils',
  ],
  tails: [
    'avec des moniteurs diplômés.',
    'quelle que soit la météo.',
    'pendant les vacances de février.',
    'dès cinq ans.',
    'avec casque obligatoire.',
    'pour progresser en sécurité.',
    'sous un grand soleil.',
    'après une belle chute de neige.',
  ],
  titles: ['Semaine de cours', 'Compte rendu', 'Nouvelles de la station', 'Conseils du moniteur', 'Journée neige', 'Sortie découverte'],
};
const en = {
  subjects: [
    "The children's group lesson",
    'The instructor',
    'The Ourson class',
    'The Flocon group',
    'The Crêtes chairlift',
    'The blue run',
    'The snow garden',
    'The private lesson',
    'The off-piste outing',
    'Cross-country skiing',
    'Snowboarding',
    'The ski school',
    'The season pass',
    'Ski rental',
    'The Friday slalom',
  ],
  verbs: [
    'starts at',
    'meets the pupils at',
    'takes place near',
    'leaves every morning from',
    'ends the week at',
    'offers an introduction at',
    'welcomes families at',
    'opens its doors at',
  ],
  places: [
    'the cable car station',
    'the Bronze Star test',
    'Val-Neige resort',
    'the Marmots nursery',
    'the medal ceremony',
    'nine o’clock',
    'the Grand Col powder',
    'the beginners’ area',
    'Combe Blanche',
    'the Squirrels green run',
  ],
  tails: [
    'with qualified instructors.',
    'whatever the weather.',
    'during the February holidays.',
    'from five years old.',
    'with a helmet required.',
    'to progress safely.',
    'under a bright sun.',
    'after a fresh snowfall.',
  ],
  titles: ['Lesson week', 'Report', 'Resort news', "Instructor's tips", 'Snow day', 'Discovery outing'],
};

/** Small deterministic PRNG (mulberry32), so a large site (or a test's data) is the same on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paragraph(words: typeof fr, next: () => number, sentences: number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from(
    { length: sentences },
    () => `${pick(words.subjects)} ${pick(words.verbs)} ${pick(words.places)} ${pick(words.tails)}`,
  ).join(' ');
}

/** `count` archive pages per language, numbered from `start` (about 1 KB of text each). */
export function generatedPages(start: number, count: number): SeedPage[] {
  return Array.from({ length: count }, (_, k) => {
    const n = start + k + 1;
    const id = String(n).padStart(5, '0');
    const next = rng(n);
    const lang = (words: typeof fr, path: string, label: string) => {
      const title = `${words.titles[n % words.titles.length]} ${label} ${n}`;
      return {
        path,
        name: title,
        title,
        seo: { description: paragraph(words, next, 1) },
        zones: {
          content: [
            { id: 's1', type: 'richText' as const, html: `<h2>${title}</h2><p>${paragraph(words, next, 4)}</p>` },
            { id: 's2', type: 'richText' as const, html: `<p>${paragraph(words, next, 4)}</p>` },
          ],
        },
      };
    };
    return {
      group: `archive-${id}`,
      template: 'content' as const,
      fr: lang(fr, `/archives/page-${id}/`, 'n°'),
      en: lang(en, `/archives/page-${id}/`, 'no.'),
    };
  });
}
