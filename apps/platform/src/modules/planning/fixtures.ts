import type { AvailabilityStatus } from '@schuss/contracts';
import type { Need, Teacher } from './rules';

/** Ski levels of the demo's ladder, lowest first. */
export const SKI = [
  'piou-piou',
  'ourson',
  'flocon',
  '1re-etoile',
  '2e-etoile',
  '3e-etoile',
  'etoile-de-bronze',
  'etoile-d-argent',
  'etoile-d-or',
];
const SNOW = ['debutant', 'intermediaire', 'confirme'];
const LANGS = ['fr', 'en', 'de', 'it', 'nl'];

/** A small deterministic generator (mulberry32): the same seed, the same day. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A February day of a big school (the bench and the proposal's tests): `instructors` instructors (most ski, some
 * snowboard, each allowed up to a level, speaking French and one or two other languages, a tenth off that day) and
 * `lessons` lessons (groups of the morning and afternoon, privates through the day in the families' languages).
 */
export function februaryDay(instructors = 120, lessons = 400, seed = 2027) {
  const r = random(seed);
  const day = '2027-02-16';
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const teachers: Teacher[] = Array.from({ length: instructors }, (_, i) => {
    const ski = r() < 0.85;
    const ladder = ski ? SKI : SNOW;
    const top = 1 + Math.floor(r() * ladder.length);
    const off = r() < 0.1;
    const status: AvailabilityStatus = off ? 'holiday' : r() < 0.05 ? 'on_call' : 'available';
    return {
      id: i + 1,
      archived: false,
      disciplines: [{ discipline: ski ? 'ski' : 'snowboard', levels: ladder.slice(0, top) }],
      languages: ['fr', ...LANGS.slice(1).filter(() => r() < 0.35)],
      availability: new Map([
        [`${day}|am`, status],
        [`${day}|pm`, status],
      ]),
    };
  });
  const times = [
    ['09:00', '11:30'],
    ['09:15', '11:45'],
    ['12:00', '13:00'],
    ['13:00', '14:00'],
    ['14:30', '17:00'],
  ] as const;
  const needs: Need[] = Array.from({ length: lessons }, (_, i) => {
    const group = r() < 0.7;
    const ski = r() < 0.85;
    const ladder = ski ? SKI : SNOW;
    const [start, end] = group ? pick([times[1], times[4]]) : pick(times);
    return {
      key: `${group ? 'g' : 'p'}${i + 1}:${day}`,
      day,
      start,
      end,
      discipline: ski ? 'ski' : 'snowboard',
      levels: group ? [pick(ladder.slice(0, 6))] : [],
      language: group ? null : r() < 0.7 ? 'fr' : pick(LANGS),
      groupId: group ? i + 1 : null,
    };
  });
  return { day, teachers, needs };
}
