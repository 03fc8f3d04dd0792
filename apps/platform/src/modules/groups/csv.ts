import type { Db } from '@schuss/db';
import { toCsv } from '../../lib/csv';
import { badRequest, type Lang, slotGroups } from './service';

const HEADERS = {
  fr: ['Groupe', 'Niveau', 'Nom', 'Prénom', 'Âge', 'Commande'],
  en: ['Group', 'Level', 'Last name', 'First name', 'Age', 'Order'],
};

/**
 * `GET …/groups.csv`: a day's groups of a course (default its first day), one row per child in group order, the
 * children without a group last — what the office prints for the meeting point (issue 30).
 */
export async function groupsCsv(db: Db, site: string, slotId: number, lang: Lang, day?: string): Promise<{ name: string; csv: string }> {
  const v = await slotGroups(db, site, slotId, lang);
  const on = day ?? v.days[0] ?? v.slot.startsOn;
  if (!v.days.includes(on)) throw badRequest(`must be a day of the course (${v.slot.startsOn} to ${v.slot.endsOn})`, 'query.day');
  const position = new Map(v.groups.map((g, i) => [g.id, i]));
  const name = new Map(v.groups.map((g) => [g.id, g.name]));
  const without = lang === 'fr' ? 'Sans groupe' : 'Without a group';
  const children = [...v.children].sort((a, b) => (position.get(a.groups[on] ?? -1) ?? 999) - (position.get(b.groups[on] ?? -1) ?? 999));
  const csv = toCsv(
    HEADERS[lang],
    children.map((c) => {
      const group = c.groups[on];
      return [
        group === null || group === undefined ? without : (name.get(group) ?? without),
        c.levelName,
        c.lastName,
        c.firstName,
        c.age,
        c.orderNumber,
      ];
    }),
  );
  return { name: `groups-${v.slot.productKey}-${on}.csv`, csv };
}
