import { levels } from '../schema-levels';
import type { Db } from '../tx';

type Words = { fr: string; en: string };
export type SeedLevel = { key: string; name: Words; ageMin: number | null; ageMax: number | null; canDo: Words; medal: Words | null };
export type SeedLadders = Record<string, SeedLevel[]>;

const rung = (key: string, name: Words, ages: [number | null, number | null], canDo: Words, medal = true): SeedLevel => ({
  key,
  name,
  ageMin: ages[0],
  ageMax: ages[1],
  canDo,
  medal: medal ? name : null,
});

/**
 * The French ladders (issue 30): for ski, the one of the ESF and most independent schools — Piou-Piou, Ourson,
 * Flocon, 1re to 3e Étoile, then the bronze, silver and gold Stars; for snowboard, three steps. Each says what a
 * child who has it can do, so a parent can choose.
 */
export const FRENCH_LADDERS: SeedLadders = {
  ski: [
    rung(
      'piou-piou',
      { fr: 'Piou-Piou', en: 'Piou-Piou' },
      [3, 5],
      {
        fr: 'N’a jamais skié : découvre la neige et la glisse en jouant, dans un jardin des neiges.',
        en: 'Has never skied: discovers snow and sliding through play, in a snow garden.',
      },
      false,
    ),
    rung('ourson', { fr: 'Ourson', en: 'Ourson (first steps)' }, [4, 12], {
      fr: 'Chausse ses skis, glisse sur le plat et fait ses premières descentes sur une pente douce.',
      en: 'Puts skis on, slides on the flat and makes first runs down a gentle slope.',
    }),
    rung('flocon', { fr: 'Flocon', en: 'Flocon (snowflake)' }, [5, 12], {
      fr: 'Descend une piste verte en chasse-neige et s’arrête seul.',
      en: 'Goes down a green run in a snowplough and stops on their own.',
    }),
    rung('1re-etoile', { fr: '1re Étoile', en: '1st Star' }, [5, 12], {
      fr: 'Enchaîne des virages en chasse-neige sur piste verte et prend le téléski seul.',
      en: 'Links snowplough turns on a green run and takes the drag lift alone.',
    }),
    rung('2e-etoile', { fr: '2e Étoile', en: '2nd Star' }, [6, 12], {
      fr: 'Skie sur piste bleue, skis parallèles en fin de virage.',
      en: 'Skis blue runs, skis parallel at the end of each turn.',
    }),
    rung('3e-etoile', { fr: '3e Étoile', en: '3rd Star' }, [6, 12], {
      fr: 'Enchaîne des virages skis parallèles sur piste bleue et rouge facile, et sait déraper.',
      en: 'Links parallel turns on blue and easy red runs, and can side-slip.',
    }),
    rung('etoile-bronze', { fr: 'Étoile de bronze', en: 'Bronze Star' }, [7, 16], {
      fr: 'Skie toutes les pistes rouges en virages parallèles, premières godilles.',
      en: 'Skis every red run in parallel turns, first short swings.',
    }),
    rung('etoile-argent', { fr: 'Étoile d’argent', en: 'Silver Star' }, [8, 17], {
      fr: 'Enchaîne virages courts et longs sur toutes les pistes, premières bosses.',
      en: 'Links short and long turns on every run, first moguls.',
    }),
    rung('etoile-or', { fr: 'Étoile d’or', en: 'Gold Star' }, [9, 17], {
      fr: 'Skie vite et sûr sur piste noire, en bosses et en neige non damée.',
      en: 'Skis fast and safely on black runs, in moguls and ungroomed snow.',
    }),
  ],
  snowboard: [
    rung('debutant', { fr: 'Débutant', en: 'Beginner' }, [8, null], {
      fr: 'N’a jamais fait de snowboard, ou seulement quelques heures.',
      en: 'Has never snowboarded, or only for a few hours.',
    }),
    rung('intermediaire', { fr: 'Intermédiaire', en: 'Intermediate' }, [8, null], {
      fr: 'Enchaîne des virages liés sur piste bleue et prend les téléskis.',
      en: 'Links turns on blue runs and rides drag lifts.',
    }),
    rung('confirme', { fr: 'Confirmé', en: 'Advanced' }, [8, null], {
      fr: 'Descend les pistes rouges en virages coupés, premiers sauts.',
      en: 'Rides red runs in carved turns, first jumps.',
    }),
  ],
};

/** Writes a school's ladders (call inside the seed transaction). */
export async function seedLevels(db: Db, site: string, ladders: SeedLadders = FRENCH_LADDERS) {
  const values = Object.entries(ladders).flatMap(([discipline, ladder]) =>
    ladder.map((l, position) => ({ site, discipline, position, ...l })),
  );
  if (values.length) await db.insert(levels).values(values);
  return values.length;
}
