import { addDays } from '@schuss/contracts/rules';
import { instructorAvailability, instructors, type StoredDiploma } from '../schema-instructors';
import type { Db } from '../tx';

const SKI = ['piou-piou', 'ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile', 'etoile-bronze', 'etoile-argent', 'etoile-or'];
const BOARD = ['debutant', 'intermediaire', 'confirme'];
const ski = (from: number, to = SKI.length - 1) => ({ discipline: 'ski', levels: SKI.slice(from, to + 1) });
const board = (from: number, to = BOARD.length - 1) => ({ discipline: 'snowboard', levels: BOARD.slice(from, to + 1) });

export type SeedInstructor = {
  firstName: string;
  lastName: string;
  phone: string;
  disciplines: { discipline: string; levels: string[] }[];
  languages: string[];
  diplomas: StoredDiploma[];
  /** Their week: the weekday (0 Monday) they do not work, and whether they are on call on Saturday afternoons. */
  dayOff: number;
  onCallSaturday?: boolean;
  /** Days of holiday, or ill, from the season's start (offset, length). */
  holiday?: [number, number];
  ill?: [number, number];
};

const de = (number: string): StoredDiploma => ({ name: 'Diplôme d’État de ski alpin', number, expiresOn: null });
const board_de = (number: string): StoredDiploma => ({ name: 'Diplôme d’État de snowboard', number, expiresOn: null });
const pse = (expiresOn: string): StoredDiploma => ({ name: 'PSE1 (premiers secours en équipe)', number: null, expiresOn });

/** Val-Neige's instructors: ski and snowboard, most speak English, some German, Italian or Dutch. */
export const demoInstructors = (soon: string): SeedInstructor[] => [
  {
    firstName: 'Camille',
    lastName: 'Bérard',
    phone: '+33 6 12 34 56 01',
    disciplines: [ski(0), board(0, 1)],
    languages: ['fr', 'en', 'it'],
    diplomas: [de('DE-73-2011-0412'), pse('2028-11-30')],
    dayOff: 0,
    onCallSaturday: true,
  },
  {
    firstName: 'Julien',
    lastName: 'Mercier',
    phone: '+33 6 12 34 56 02',
    disciplines: [ski(0, 4)],
    languages: ['fr', 'en'],
    diplomas: [de('DE-73-2016-0977'), pse('2027-10-15')],
    dayOff: 1,
    holiday: [35, 7],
  },
  {
    firstName: 'Manon',
    lastName: 'Giraud',
    phone: '+33 6 12 34 56 03',
    disciplines: [board(0), ski(1, 3)],
    languages: ['fr', 'en', 'de'],
    diplomas: [board_de('DE-SB-2018-0153'), pse('2027-12-31')],
    dayOff: 2,
  },
  {
    firstName: 'Thomas',
    lastName: 'Favre',
    phone: '+33 6 12 34 56 04',
    disciplines: [ski(2)],
    languages: ['fr', 'en', 'nl'],
    diplomas: [de('DE-74-2009-0288'), pse('2028-03-01')],
    dayOff: 3,
    onCallSaturday: true,
  },
  {
    firstName: 'Léa',
    lastName: 'Rochas',
    phone: '+33 6 12 34 56 05',
    disciplines: [ski(0, 2)],
    languages: ['fr'],
    diplomas: [{ name: 'Moniteur stagiaire (Eurotest réussi)', number: 'ST-2025-1187', expiresOn: '2029-06-30' }],
    dayOff: 4,
    ill: [50, 3],
  },
  {
    firstName: 'Hugo',
    lastName: 'Bonnevie',
    phone: '+33 6 12 34 56 06',
    disciplines: [board(0)],
    languages: ['fr', 'en'],
    diplomas: [board_de('DE-SB-2020-0311'), pse('2028-01-20')],
    dayOff: 5,
    holiday: [70, 10],
  },
  {
    firstName: 'Chloé',
    lastName: 'Vuillermoz',
    phone: '+33 6 12 34 56 07',
    disciplines: [ski(3)],
    languages: ['fr', 'en', 'de'],
    diplomas: [de('DE-73-2013-0530'), pse('2027-09-30')],
    dayOff: 6,
  },
  {
    firstName: 'Antoine',
    lastName: 'Perrier',
    phone: '+33 6 12 34 56 08',
    disciplines: [ski(0), board(0, 0)],
    languages: ['fr', 'en', 'it'],
    // Their first-aid certificate expires soon: the list warns the office.
    diplomas: [de('DE-38-2008-0119'), pse(soon)],
    dayOff: 0,
    holiday: [14, 5],
  },
];

/** Les Arolles' two instructors. */
export const arollesInstructors = (): SeedInstructor[] => [
  {
    firstName: 'Sophie',
    lastName: 'Blanc',
    phone: '+33 6 98 76 54 01',
    disciplines: [ski(0)],
    languages: ['fr', 'en'],
    diplomas: [de('DE-74-2014-0640'), pse('2028-02-28')],
    dayOff: 0,
  },
  {
    firstName: 'Lucas',
    lastName: 'Ducret',
    phone: '+33 6 98 76 54 02',
    disciplines: [board(0), ski(0, 3)],
    languages: ['fr', 'en', 'de'],
    diplomas: [board_de('DE-SB-2019-0072'), pse('2027-12-15')],
    dayOff: 2,
    onCallSaturday: true,
  },
];

const within = (i: number, range?: [number, number]) => !!range && i >= range[0] && i < range[0] + range[1];

/**
 * Writes a school's instructors and their availability over its season: available, but for their day off each
 * week, their holidays and days ill; some on call on Saturday afternoons.
 */
export async function seedInstructors(db: Db, site: string, season: { start: string; end: string }, people: SeedInstructor[]) {
  const saved = await db
    .insert(instructors)
    .values(
      people.map((p) => ({
        site,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.firstName}.${p.lastName}@${site}.example`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
        phone: p.phone,
        disciplines: p.disciplines,
        languages: p.languages,
        diplomas: p.diplomas,
      })),
    )
    .returning({ id: instructors.id });
  const cells: (typeof instructorAvailability.$inferInsert)[] = [];
  people.forEach((p, k) => {
    const id = saved[k]?.id as number;
    for (let i = 0, day = season.start; day <= season.end; i++, day = addDays(day, 1)) {
      const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
      for (const half of ['am', 'pm'] as const) {
        const status = within(i, p.holiday)
          ? 'holiday'
          : within(i, p.ill)
            ? 'ill'
            : weekday === p.dayOff
              ? 'unavailable'
              : p.onCallSaturday && weekday === 5 && half === 'pm'
                ? 'on_call'
                : 'available';
        cells.push({ instructorId: id, day, half, status });
      }
    }
  });
  for (let i = 0; i < cells.length; i += 1000) await db.insert(instructorAvailability).values(cells.slice(i, i + 1000));
  return saved.length;
}
