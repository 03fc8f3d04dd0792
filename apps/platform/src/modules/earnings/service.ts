import {
  type BankAccount,
  type BankAccountRequest,
  compactIban,
  type EarningsInstructor,
  type EarningsLesson,
  type EarningsQuery,
  type EarningsReport,
  type EarningsStatement,
  type EarningsTotals,
  ErrorCode,
  type ShareRule,
} from '@schuss/contracts';
import { daysBetween, minutesBetween } from '@schuss/contracts/rules';
import { type Db, instructorBankAccounts, instructorSettings, rows, type Tx, transaction } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { num } from '../../lib/sql';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { schoolSettings } from '../instructors';
import { linesMoney, linesParticipantRefunds, participantShares } from '../ledger';

/**
 * Hours and earnings (issue 31). Every amount comes from the ledger: what a line was paid (card, gift vouchers, the
 * desk) less what went back for it, shared among its participants as the ledger shares them, then among the line's
 * lesson days (its slot's days). A private lesson's day gets its line's day; a group's day gets the day of each child
 * in it that day. The school keeps its share by its rule; the instructor is owed the rest.
 */

type Localized = { fr: string; en: string };

/** `total` over `days` days in whole cents, the odd cents on the last days: the days of a line add up to it. */
export function byDay(total: number, days: number): number[] {
  const n = Math.max(1, days);
  const base = Math.floor(total / n);
  const odd = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i >= n - odd ? 1 : 0));
}

/** The school's share of a lesson: its percentage of what was collected, plus its amount per hour taught. */
export function schoolShare(rule: Pick<ShareRule, 'shareBp' | 'shareCentsPerHour'>, collectedCents: number, minutes: number): number {
  return Math.round((collectedCents * rule.shareBp) / 10_000) + Math.round((rule.shareCentsPerHour * minutes) / 60);
}

/** The school's rule (none saved: no share) and its account. */
export async function shareRule(db: Db | Tx, site: string): Promise<ShareRule> {
  const [row] = await db.select().from(instructorSettings).where(eq(instructorSettings.site, site));
  return {
    shareBp: row?.shareBp ?? 0,
    shareCentsPerHour: row?.shareCentsPerHour ?? 0,
    payerName: row?.payerName ?? null,
    payerIban: row?.payerIban ?? null,
    payerBic: row?.payerBic ?? null,
  };
}

/** Saves the school's rule (admins; audited); the instructors' own settings are kept as they are. */
export async function saveShareRule(db: Db, staff: AuthSession, input: ShareRule): Promise<ShareRule> {
  return transaction(db, async (tx) => {
    const before = await shareRule(tx, staff.site);
    const { availabilityLockDays } = await schoolSettings(tx, staff.site);
    input = { ...input, payerIban: input.payerIban ? compactIban(input.payerIban) : null };
    const set = { ...input, updatedAt: new Date() };
    await tx
      .insert(instructorSettings)
      .values({ site: staff.site, availabilityLockDays, ...input })
      .onConflictDoUpdate({ target: instructorSettings.site, set });
    await recordAudit(tx, staff, { action: 'earnings.rule', subject: 'instructors', before, after: input });
    return input;
  });
}

async function instructorOf(db: Db | Tx, site: string, id: number): Promise<{ id: number; first_name: string; last_name: string }> {
  const [found] = await rows<{ id: number; first_name: string; last_name: string }>(
    db,
    sql`select id, first_name, last_name from instructors where id = ${id} and site = ${site}`,
  );
  if (!found)
    throw new HttpError(404, `params.instructorId: no instructor ${id} in this school`, 'params.instructorId', ErrorCode.NotFound);
  return found;
}

/** Sets or removes the account an instructor is paid to (admins; audited). */
export async function saveBankAccount(
  db: Db,
  staff: AuthSession,
  instructorId: number,
  req: BankAccountRequest,
): Promise<BankAccount | null> {
  return transaction(db, async (tx) => {
    const who = await instructorOf(tx, staff.site, instructorId);
    const account = req.account ? { ...req.account, iban: compactIban(req.account.iban) } : null;
    const subject = `${who.first_name} ${who.last_name}`;
    if (!account) {
      await tx
        .delete(instructorBankAccounts)
        .where(and(eq(instructorBankAccounts.instructorId, instructorId), eq(instructorBankAccounts.site, staff.site)));
    } else {
      const values = { ...account, updatedBy: staff.userId, updatedAt: new Date() };
      await tx
        .insert(instructorBankAccounts)
        .values({ instructorId, site: staff.site, ...values })
        .onConflictDoUpdate({ target: instructorBankAccounts.instructorId, set: values });
    }
    // The audit log keeps the account's last four characters only.
    const masked = account ? { holder: account.holder, iban: `…${account.iban.slice(-4)}` } : null;
    await recordAudit(tx, staff, { action: 'earnings.bank-account', subject, after: masked });
    return account;
  });
}

type Assignment = {
  instructor_id: number;
  day: string;
  start: string;
  end: string;
  group_id: number | null;
  order_line_id: number | null;
};
type LineRow = {
  id: number;
  starts_on: string | null;
  ends_on: string | null;
  participants: { priceCents: number; cancelledAt?: string | null }[];
  product: Localized;
  customer: string;
};
type Built = { lessons: Map<number, EarningsLesson[]>; names: Map<number, { first_name: string; last_name: string }> };

/** Every lesson given in the period by the school's instructors (or one of them), with its money. */
async function lessonsOf(db: Db | Tx, site: string, q: EarningsQuery, rule: ShareRule, only?: number): Promise<Built> {
  const assignments = await rows<Assignment>(
    db,
    sql`select instructor_id, day::text as day, to_char(starts_at, 'HH24:MI') as start, to_char(ends_at, 'HH24:MI') as end,
               group_id, order_line_id
          from instructor_assignments
         where site = ${site} and day between ${q.from} and ${q.to} ${only ? sql`and instructor_id = ${only}` : sql``}
         order by day, starts_at, id`,
  );
  const groupIds = [...new Set(assignments.flatMap((a) => (a.group_id ? [num(a.group_id)] : [])))];
  const inList = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const members = groupIds.length
    ? await rows<{ group_id: number; day: string; order_line_id: number; participant: number; name: string }>(
        db,
        sql`select m.group_id, m.day::text as day, m.order_line_id, m.participant, g.name
              from group_members m join lesson_groups g on g.id = m.group_id
             where m.group_id in (${inList(groupIds)}) and m.day between ${q.from} and ${q.to}`,
      )
    : [];
  const groupNames = new Map<number, string>();
  const childrenOf = new Map<string, { line: number; participant: number }[]>();
  for (const m of members) {
    groupNames.set(num(m.group_id), m.name);
    const k = `${num(m.group_id)}|${m.day}`;
    childrenOf.set(k, [...(childrenOf.get(k) ?? []), { line: num(m.order_line_id), participant: num(m.participant) }]);
  }
  const lineIds = [
    ...new Set([
      ...assignments.flatMap((a) => (a.order_line_id ? [num(a.order_line_id)] : [])),
      ...members.map((m) => num(m.order_line_id)),
    ]),
  ];
  const lines = lineIds.length
    ? await rows<LineRow>(
        db,
        sql`select l.id, s.starts_on::text as starts_on, s.ends_on::text as ends_on, l.participants, p.name as product,
                   concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') as customer
              from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
              left join slots s on s.id = l.slot_id
             where l.site = ${site} and l.id in (${inList(lineIds)})`,
      )
    : [];
  // Groups without a child that day still name their course.
  const groupProducts = groupIds.length
    ? await rows<{ id: number; name: string; product: Localized }>(
        db,
        sql`select g.id, g.name, p.name as product from lesson_groups g join slots s on s.id = g.slot_id join products p on p.id = s.product_id
             where g.id in (${inList(groupIds)})`,
      )
    : [];
  const money = await linesMoney(db, lineIds);
  const refunds = await linesParticipantRefunds(db, lineIds);
  const lineById = new Map(lines.map((l) => [num(l.id), l]));
  /** What each participant of a line was paid less what went back for them, from the ledger. */
  const netOf = new Map<number, number[]>();
  for (const l of lines) {
    const m = money.get(num(l.id)) ?? { paidCents: 0, leftCents: 0, refundedCents: 0 };
    const shares = participantShares(
      m,
      l.participants.map((p) => p.priceCents),
      refunds.get(num(l.id)),
    );
    netOf.set(
      num(l.id),
      shares.map((s) => Math.max(0, s.paidCents - s.refundedCents)),
    );
  }
  /** `cents` of a line's `day`: its share among the line's lesson days (its slot's days). */
  const dayPart = (line: LineRow, cents: number, day: string) => {
    if (!line.starts_on || !line.ends_on) return cents;
    const parts = byDay(cents, daysBetween(line.starts_on, line.ends_on) + 1);
    return parts[daysBetween(line.starts_on, day)] ?? 0;
  };
  const lang = q.lang;
  const out = new Map<number, EarningsLesson[]>();
  for (const a of assignments) {
    const minutes = minutesBetween(a.start, a.end);
    let collected = 0;
    let participants = 0;
    let product = '';
    let subtitle = '';
    if (a.order_line_id) {
      const line = lineById.get(num(a.order_line_id));
      if (line) {
        const total = (netOf.get(num(line.id)) ?? []).reduce((x, y) => x + y, 0);
        collected = dayPart(line, total, a.day);
        participants = line.participants.filter((p) => !p.cancelledAt).length;
        product = localized(line.product, lang);
        subtitle = line.customer;
      }
    } else if (a.group_id) {
      const gid = num(a.group_id);
      const children = childrenOf.get(`${gid}|${a.day}`) ?? [];
      for (const c of children) {
        const line = lineById.get(c.line);
        if (!line) continue;
        collected += dayPart(line, netOf.get(c.line)?.[c.participant] ?? 0, a.day);
      }
      participants = children.length;
      const g = groupProducts.find((x) => num(x.id) === gid);
      product = g ? localized(g.product, lang) : '';
      subtitle = groupNames.get(gid) ?? g?.name ?? '';
    }
    const share = schoolShare(rule, collected, minutes);
    const lesson: EarningsLesson = {
      key: a.group_id ? `g${num(a.group_id)}:${a.day}` : `p${num(a.order_line_id)}:${a.day}`,
      kind: a.group_id ? 'group' : 'private',
      day: a.day,
      start: a.start,
      end: a.end,
      minutes,
      product,
      subtitle,
      participants,
      collectedCents: collected,
      shareCents: share,
      owedCents: collected - share,
    };
    const id = num(a.instructor_id);
    out.set(id, [...(out.get(id) ?? []), lesson]);
  }
  const ids = [...out.keys()];
  const people = ids.length
    ? await rows<{ id: number; first_name: string; last_name: string }>(
        db,
        sql`select id, first_name, last_name from instructors where site = ${site} and id in (${inList(ids)})`,
      )
    : [];
  return { lessons: out, names: new Map(people.map((p) => [num(p.id), p])) };
}

const sum = (lessons: EarningsLesson[]): EarningsTotals => ({
  minutes: lessons.reduce((n, l) => n + l.minutes, 0),
  lessons: lessons.length,
  collectedCents: lessons.reduce((n, l) => n + l.collectedCents, 0),
  shareCents: lessons.reduce((n, l) => n + l.shareCents, 0),
  owedCents: lessons.reduce((n, l) => n + l.owedCents, 0),
});

async function accountsOf(db: Db | Tx, site: string): Promise<Map<number, BankAccount>> {
  const found = await db.select().from(instructorBankAccounts).where(eq(instructorBankAccounts.site, site));
  return new Map(found.map((a) => [a.instructorId, { holder: a.holder, iban: a.iban, bic: a.bic }]));
}

/** Every instructor who gave lessons in the period (by name), with their sums; and the totals. */
export async function earningsReport(db: Db | Tx, site: string, q: EarningsQuery): Promise<EarningsReport> {
  const rule = await shareRule(db, site);
  const built = await lessonsOf(db, site, q, rule);
  const accounts = await accountsOf(db, site);
  const instructors: EarningsInstructor[] = [...built.lessons.entries()]
    .map(([id, lessons]) => {
      const who = built.names.get(id);
      return {
        id,
        firstName: who?.first_name ?? '',
        lastName: who?.last_name ?? '',
        ...sum(lessons),
        bankAccount: accounts.get(id) ?? null,
      };
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.id - b.id);
  const totals = {
    minutes: instructors.reduce((n, i) => n + i.minutes, 0),
    lessons: instructors.reduce((n, i) => n + i.lessons, 0),
    collectedCents: instructors.reduce((n, i) => n + i.collectedCents, 0),
    shareCents: instructors.reduce((n, i) => n + i.shareCents, 0),
    owedCents: instructors.reduce((n, i) => n + i.owedCents, 0),
  };
  return { from: q.from, to: q.to, rule, instructors, totals };
}

/** One instructor's statement of the period (404 for an instructor of another school). */
export async function earningsStatement(db: Db | Tx, site: string, instructorId: number, q: EarningsQuery): Promise<EarningsStatement> {
  const who = await instructorOf(db, site, instructorId);
  const rule = await shareRule(db, site);
  const built = await lessonsOf(db, site, q, rule, instructorId);
  const lessons = built.lessons.get(instructorId) ?? [];
  const accounts = await accountsOf(db, site);
  return {
    from: q.from,
    to: q.to,
    rule,
    instructor: {
      id: instructorId,
      firstName: who.first_name,
      lastName: who.last_name,
      ...sum(lessons),
      bankAccount: accounts.get(instructorId) ?? null,
    },
    lessons,
  };
}

/** The school's name, as its statements are headed. */
export async function schoolName(db: Db | Tx, site: string): Promise<string> {
  const [found] = await rows<{ name: string }>(db, sql`select name from sites where key = ${site}`);
  return found?.name ?? site;
}
