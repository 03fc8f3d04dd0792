import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  LESSON_REQUEST_PAY_HOURS,
  type LessonRequestAccept,
  type LessonRequestCreate,
  type LessonRequestCreated,
  type LessonRequestDecline,
  type LessonRequestDetail,
  type LessonRequestLang,
  type LessonRequestLink,
  type LessonRequestRow,
  type LessonRequestStatus,
  type LessonRequestsQuery,
  type LessonRequestsResponse,
  type LessonWindow,
  type Participant,
} from '@schuss/contracts';
import { ageAt, todayIso } from '@schuss/contracts/rules';
import { type Db, one, rows, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import { HttpError } from '../../lib/errors';
import { localized } from '../../lib/format';
import { type Mailer, schoolSent } from '../../lib/mail';
import { recordAudit, recordAuditAs } from '../audit';
import { type AuthSession, RATE_LIMIT, RateLimited, recordFailure, retryAfter, sha256 } from '../auth';
import { insertLine, prepareLine } from '../booking';
import { schoolLevels } from '../catalogue';
import { releaseExpiredHolds, takePlaces } from '../places';
import { assignPaidTo, checkTeacher, freeTeachers, type Need } from '../planning';
import { schoolByKey, schoolOfResort, siteLinks } from '../schools';
import { acceptedMessage, declinedMessage, receivedMessage } from './emails';

/**
 * Private-lesson requests (issue 31, item 4; docs/decisions/030-lesson-requests.md). A visitor asks for a private lesson
 * on a day no instructor is free; the office accepts it with an instructor (checked by the planning rules) and a slot of
 * the product that day, or declines it. Accepted, the lesson is a line of a cart of its own, priced by the booking
 * module as any line, holding its place for LESSON_REQUEST_PAY_HOURS; the payment link's token (256 bits, kept hashed)
 * opens that cart on the site, where it is paid through the usual checkout. Paid, the lesson goes to the chosen
 * instructor (`afterPaid`). Every change is audited.
 */
export type RequestDeps = { db: Db; env: PlatformEnv; mailer: Mailer; log: FastifyBaseLogger };

/** Requests from one address in RATE_LIMIT.windowMs (15 minutes). */
export const REQUESTS_PER_IP = 10;
const createKey = (ip: string) => `lesson-request-ip:${ip}`;
const linkKey = (ip: string) => `lesson-request-link-ip:${ip}`;

class RequestRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number, what: string) {
    super(retryAfterSeconds);
    this.message = `Too many ${what}: try again in ${Math.ceil(retryAfterSeconds / 60)} min`;
  }
}

const badRequest = (message: string, field: string, code: ErrorCode = ErrorCode.InvalidInput) =>
  new HttpError(400, `${field}: ${message}`, field, code);

/** The payment link's token: 256 random bits, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

type ProductRow = { id: number; key: string; name: { fr: string; en: string }; resort: string; discipline: string | null };

// ---------------------------------------------------------------------------------------------
// The visitor's request

/**
 * `POST /api/booking/lesson-requests`: the product must be a private lesson (ESF_CUSTOM) sold by the resort (404
 * naming `body.productKey` otherwise: another school's product is not found), the day one it is sold on, not past; the
 * participants are checked against the product as an add checks them (ages, fields asked, levels, how many) on a slot
 * of that day, so what the office accepts can be priced. Answers 201; an e-mail "Request received" follows.
 */
export async function createRequest(
  d: RequestDeps,
  body: LessonRequestCreate,
  ip: string,
  now = new Date(),
): Promise<LessonRequestCreated> {
  const wait = await retryAfter(d.db, createKey(ip), REQUESTS_PER_IP, now);
  if (wait > 0) throw new RequestRateLimited(wait, 'lesson requests');
  await recordFailure(d.db, [createKey(ip)], now);
  const site = await schoolOfResort(d.db, body.resort);
  const product = await one<ProductRow>(
    d.db,
    sql`select id, key, name, resort, attributes->>'discipline' as discipline from products
         where resort = ${body.resort} and key = ${body.productKey} and type = 'ESF_CUSTOM' and not hidden`,
  );
  if (!product)
    throw new HttpError(
      404,
      `body.productKey: no private lesson "${body.productKey}" at this school`,
      'body.productKey',
      ErrorCode.NotFound,
    );
  if (body.day < todayIso(now)) throw badRequest('must not be in the past', 'body.day', ErrorCode.SlotPast);
  const slots = await rows<{ id: number; minutes: number }>(
    d.db,
    sql`select id, (extract(epoch from end_time - start_time) / 60)::int as minutes from slots
         where product_id = ${product.id} and starts_on = ${body.day} and closed_at is null
           and start_time is not null and end_time is not null order by start_time, id`,
  );
  if (!slots.length) throw badRequest(`"${product.key}" is not given on ${body.day} (outside its season)`, 'body.day');
  const minutes = [...new Set(slots.map((s) => s.minutes))];
  if (body.durationMinutes !== undefined && !minutes.includes(body.durationMinutes))
    throw badRequest(`must be one of ${minutes.join(', ')} minutes for "${product.key}"`, 'body.durationMinutes');
  const probe = slots.find((s) => body.durationMinutes === undefined || s.minutes === body.durationMinutes) ?? slots[0];
  // The participants as an add of that day would check and price them (400 naming the participant's field otherwise).
  const prepared = await prepareLine(
    d.db,
    { resort: body.resort, lang: body.lang, productKey: product.key, slotId: probe?.id, participants: body.participants },
    todayIso(now),
  );
  const participants = prepared.participants.map(({ priceCents: _, ...p }) => p);
  const created = await transaction(d.db, async (tx) => {
    const row = await one<{ id: number }>(
      tx,
      sql`insert into lesson_requests (site, product_id, day, "window", duration_minutes, participants, name, email, phone, lang, message)
          values (${site.key}, ${product.id}, ${body.day}, ${body.window ?? 'any'}, ${body.durationMinutes ?? null},
                  ${JSON.stringify(participants)}::jsonb, ${body.contact.name}, ${body.contact.email.toLowerCase()},
                  ${body.contact.phone}, ${body.lang}, ${body.message ?? ''})
       returning id`,
    );
    if (!row) throw new Error('lesson request insert returned nothing');
    await recordAuditAs(
      tx,
      { site: site.key, userId: null, userLabel: body.contact.name },
      {
        action: 'lessonRequest.create',
        subject: `${localized(product.name, 'fr')} ${body.day} (#${row.id})`,
        after: { status: 'open', participants: participants.length, window: body.window ?? 'any' },
      },
    );
    return row;
  });
  try {
    await d.mailer.send(
      schoolSent(
        receivedMessage({
          id: `lesson-request-${created.id}-received`,
          lang: body.lang,
          siteName: site.config.siteName,
          from: d.env.MAIL_FROM,
          to: body.contact.email,
          request: { product: localized(product.name, body.lang), day: body.day, window: body.window ?? 'any' },
        }),
        site.config,
      ),
    );
  } catch (err) {
    // The request stands: the e-mail only confirms it.
    d.log.error({ err, request: created.id }, 'lesson request e-mail not sent');
  }
  return { id: created.id, status: 'open' };
}

// ---------------------------------------------------------------------------------------------
// The office

type RequestRow = {
  id: number;
  site: string;
  status: LessonRequestStatus;
  created_at: Date;
  product_id: number;
  product_key: string;
  product_name: { fr: string; en: string };
  resort: string;
  discipline: string | null;
  day: string;
  window: LessonWindow;
  duration_minutes: number | null;
  participants: Omit<Participant, never>[];
  name: string | null;
  email: string | null;
  phone: string | null;
  lang: LessonRequestLang;
  message: string;
  answered_at: Date | null;
  answered_by: string | null;
  answer_message: string;
  instructor: string | null;
  start: string | null;
  end: string | null;
  total_cents: number | null;
  pay_by: Date | null;
};

const selectRequest = sql`select r.id, r.site, r.status, r.created_at, r.product_id, p.key as product_key, p.name as product_name, p.resort,
       p.attributes->>'discipline' as discipline, r.day::text as day, r."window", r.duration_minutes, r.participants, r.name,
       r.email, r.phone, r.lang, r.message, r.answered_at, u.name as answered_by, r.answer_message,
       concat_ws(' ', i.first_name, i.last_name) as instructor, to_char(s.start_time, 'HH24:MI') as start,
       to_char(s.end_time, 'HH24:MI') as end, r.total_cents, r.pay_by
  from lesson_requests r join products p on p.id = r.product_id
  left join users u on u.id = r.answered_by
  left join instructors i on i.id = r.instructor_id
  left join slots s on s.id = r.slot_id`;

/** Accepted requests whose payment deadline passed unpaid say so (their line's hold is released by the places sweep). */
async function expireUnpaid(db: Db, site: string) {
  await releaseExpiredHolds(db);
  const ended = await rows<{ id: number }>(
    db,
    sql`update lesson_requests set status = 'expired' where site = ${site} and status = 'accepted' and pay_by < now() returning id`,
  );
  for (const e of ended) {
    await recordAuditAs(
      db,
      { site, userId: null, userLabel: 'Planning' },
      { action: 'lessonRequest.expire', subject: `#${e.id}`, before: { status: 'accepted' }, after: { status: 'expired' } },
    );
  }
}

const rowView = (r: RequestRow, lang: LessonRequestLang): LessonRequestRow => ({
  id: r.id,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
  productKey: r.product_key,
  product: localized(r.product_name, lang),
  day: r.day,
  window: r.window,
  durationMinutes: r.duration_minutes,
  participants: r.participants.length,
  name: r.name ?? '',
  lang: r.lang,
});

/** `GET …/lesson-requests`: open ones, oldest first (the office answers them in turn), or answered ones, newest first. */
export async function listRequests(db: Db, site: string, q: LessonRequestsQuery): Promise<LessonRequestsResponse> {
  await expireUnpaid(db, site);
  const lang = q.lang ?? 'fr';
  const open = (q.show ?? 'open') === 'open';
  const found = await rows<RequestRow>(
    db,
    sql`${selectRequest} where r.site = ${site} and ${open ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
        order by ${open ? sql`r.day, r.id` : sql`coalesce(r.answered_at, r.created_at) desc, r.id desc`} limit 200`,
  );
  return { requests: found.map((r) => rowView(r, lang)) };
}

async function requestOf(db: Db | Tx, site: string, id: number, lock = false): Promise<RequestRow> {
  const found = await one<RequestRow>(
    db,
    sql`${selectRequest} where r.site = ${site} and r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  if (!found) throw new HttpError(404, `params.requestId: no lesson request ${id} at this school`, 'params.requestId', ErrorCode.NotFound);
  return found;
}

/** What the planning rules read of the request's lesson at a slot's times. */
async function needOf(db: Db | Tx, r: RequestRow, start: string, end: string): Promise<Need> {
  const ladder = await schoolLevels(db, r.site);
  const levels = [...new Set(r.participants.flatMap((p) => (p.level ? [p.level] : [])))].filter((l) => ladder.some((x) => x.key === l));
  return { key: `r${r.id}:${r.day}`, day: r.day, start, end, discipline: r.discipline, levels, language: r.lang, groupId: null };
}

type SlotRow = { id: number; start: string; end: string };
const slotsOf = (db: Db | Tx, r: RequestRow) =>
  rows<SlotRow>(
    db,
    sql`select id, to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as end from slots
         where product_id = ${r.product_id} and starts_on = ${r.day} and closed_at is null
           and start_time is not null and end_time is not null order by start_time, end_time, id`,
  );

async function detailOf(db: Db, r: RequestRow, lang: LessonRequestLang): Promise<LessonRequestDetail> {
  const hours =
    r.status === 'open' && r.day >= todayIso()
      ? await Promise.all(
          (await slotsOf(db, r)).map(async (s) => ({
            slotId: s.id,
            start: s.start,
            end: s.end,
            instructors: await freeTeachers(db, r.site, await needOf(db, r, s.start, s.end)),
          })),
        )
      : [];
  return {
    ...rowView(r, lang),
    participantList: r.participants.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      age: ageAt(p.birthDate, r.day),
      level: p.level ?? null,
    })),
    email: r.email,
    phone: r.phone,
    message: r.message,
    hours,
    answer: r.answered_at
      ? {
          at: new Date(r.answered_at).toISOString(),
          by: r.answered_by,
          instructor: r.instructor || null,
          start: r.start,
          end: r.end,
          totalCents: r.total_cents,
          payBy: r.pay_by ? new Date(r.pay_by).toISOString() : null,
          message: r.answer_message,
        }
      : null,
  };
}

/** `GET …/lesson-requests/:requestId`: the request, and for an open one the hours of its day with who could teach then. */
export async function requestDetail(db: Db, site: string, id: number, lang: LessonRequestLang): Promise<LessonRequestDetail> {
  await expireUnpaid(db, site);
  return detailOf(db, await requestOf(db, site, id), lang);
}

const answered = (r: RequestRow) =>
  new HttpError(409, `params.requestId: this request was answered already (${r.status})`, 'params.requestId', ErrorCode.RequestAnswered);

/**
 * `POST …/:requestId/accept`: in one transaction — the instructor's row locked and checked by the planning rules
 * (qualified, available, free then: 409 `assignment_refused` naming `body.instructorId`), the request's row locked
 * (answered already: 409 `request_answered`, so two offices answering at once answer once), the slot's place taken
 * (409 `slot_full`), the line priced by the booking module and put in a new cart holding it for
 * LESSON_REQUEST_PAY_HOURS. Then the payment link is e-mailed in the request's language.
 */
export async function acceptRequest(
  d: RequestDeps,
  staff: AuthSession,
  id: number,
  body: LessonRequestAccept,
): Promise<LessonRequestDetail> {
  const lang = body.lang ?? 'fr';
  const token = newToken();
  const done = await transaction(d.db, async (tx) => {
    // The request first: two offices answering it at once are served one after the other, and the second is told it
    // was answered. (No one holding an instructor's row waits for a request's: no cycle with `assign`.)
    const r = await requestOf(tx, staff.site, id, true);
    if (r.status !== 'open') throw answered(r);
    const slot = (await slotsOf(tx, r)).find((s) => s.id === body.slotId);
    if (!slot) throw badRequest(`is not an hour of "${r.product_key}" on ${r.day}`, 'body.slotId');
    if (r.day < todayIso()) throw badRequest(`${r.day} has passed`, 'params.requestId', ErrorCode.SlotPast);
    const teacher = await checkTeacher(tx, staff.site, body.instructorId, await needOf(tx, r, slot.start, slot.end), lang);
    const prepared = await prepareLine(
      tx as unknown as Db,
      { resort: r.resort, lang: r.lang, productKey: r.product_key, slotId: slot.id, participants: r.participants },
      todayIso(),
    );
    if (!(await takePlaces(tx, slot.id, prepared.quantity)))
      throw new HttpError(409, 'body.slotId: this hour has no place left', 'body.slotId', ErrorCode.SlotFull);
    const added = await insertLine(tx, { resort: r.resort, lang: r.lang }, prepared, LESSON_REQUEST_PAY_HOURS * 60);
    const saved = await one<{ pay_by: Date }>(
      tx,
      sql`update lesson_requests r set status = 'accepted', answered_at = now(), answered_by = ${staff.userId},
             instructor_id = ${teacher.id}, slot_id = ${slot.id}, cart_line_id = ${added.line.id},
             cart_id = (select cart_id from cart_lines where id = ${added.line.id}), total_cents = ${prepared.totalCents},
             pay_by = (select hold_expires_at from cart_lines where id = ${added.line.id}), token_hash = ${sha256(token)}
           where r.id = ${r.id} returning r.pay_by`,
    );
    await recordAudit(tx, staff, {
      action: 'lessonRequest.accept',
      subject: `${localized(r.product_name, 'fr')} ${r.day} ${slot.start}–${slot.end} (#${r.id})`,
      before: { status: 'open' },
      after: { status: 'accepted', instructorId: teacher.id, instructor: teacher.name, slotId: slot.id, totalCents: prepared.totalCents },
    });
    return { r, slot, teacher, totalCents: prepared.totalCents, payBy: saved?.pay_by ?? new Date() };
  });
  const { r } = done;
  if (r.email) {
    try {
      const site = await schoolOfResort(d.db, r.resort);
      const url = new URL((await siteLinks(d.db, site, r.lang)).cart);
      url.searchParams.set('request', token);
      await d.mailer.send(
        schoolSent(
          acceptedMessage({
            id: `lesson-request-${r.id}-accepted`,
            lang: r.lang,
            siteName: site.config.siteName,
            from: d.env.MAIL_FROM,
            to: r.email,
            request: { product: localized(r.product_name, r.lang), day: r.day, window: r.window },
            instructor: done.teacher.name,
            start: done.slot.start,
            end: done.slot.end,
            totalCents: done.totalCents,
            payBy: new Date(done.payBy),
            url: url.toString(),
          }),
          site.config,
        ),
      );
    } catch (err) {
      d.log.error({ err, request: r.id }, 'lesson request payment link not sent');
    }
  }
  return requestDetail(d.db, staff.site, id, lang);
}

/** `POST …/:requestId/decline`: the request declined (409 `request_answered` when answered already), the visitor e-mailed; nothing is charged. */
export async function declineRequest(
  d: RequestDeps,
  staff: AuthSession,
  id: number,
  body: LessonRequestDecline,
): Promise<LessonRequestDetail> {
  const r = await transaction(d.db, async (tx) => {
    const found = await requestOf(tx, staff.site, id, true);
    if (found.status !== 'open') throw answered(found);
    await tx.execute(
      sql`update lesson_requests set status = 'declined', answered_at = now(), answered_by = ${staff.userId},
             answer_message = ${body.message ?? ''} where id = ${id}`,
    );
    await recordAudit(tx, staff, {
      action: 'lessonRequest.decline',
      subject: `${localized(found.product_name, 'fr')} ${found.day} (#${id})`,
      before: { status: 'open' },
      after: { status: 'declined', message: body.message ?? '' },
    });
    return found;
  });
  if (r.email) {
    try {
      const site = await schoolByKey(d.db, r.site);
      if (!site) throw new Error(`site ${r.site} not found`);
      await d.mailer.send(
        schoolSent(
          declinedMessage({
            id: `lesson-request-${r.id}-declined`,
            lang: r.lang,
            siteName: site.config.siteName,
            from: d.env.MAIL_FROM,
            to: r.email,
            request: { product: localized(r.product_name, r.lang), day: r.day, window: r.window },
            word: body.message ?? '',
          }),
          site.config,
        ),
      );
    } catch (err) {
      d.log.error({ err, request: r.id }, 'lesson request decline e-mail not sent');
    }
  }
  return requestDetail(d.db, staff.site, id, body.lang ?? 'fr');
}

// ---------------------------------------------------------------------------------------------
// The payment link, and the payment

/**
 * `GET /api/booking/lesson-requests/:token`: the request of a payment link, with its cart's public id while it waits
 * for payment (the widget opens that cart). Links that do not work count against the address, as the waiting list's.
 */
export async function requestLink(db: Db, token: string, ip: string, now = new Date()): Promise<LessonRequestLink> {
  const wait = await retryAfter(db, linkKey(ip), RATE_LIMIT.perIp, now);
  if (wait > 0) throw new RequestRateLimited(wait, 'payment links that did not work');
  const found = await one<{ site: string }>(db, sql`select site from lesson_requests where token_hash = ${sha256(token)}`);
  if (!found) {
    await recordFailure(db, [linkKey(ip)], now);
    throw new HttpError(404, 'This payment link does not work: it was mistyped.', 'params.token', ErrorCode.LinkInvalid);
  }
  await expireUnpaid(db, found.site);
  const r = await one<{
    status: LessonRequestStatus;
    resort: string;
    name: { fr: string; en: string };
    lang: LessonRequestLang;
    day: string;
    start: string | null;
    end: string | null;
    pay_by: Date | null;
    cart_id: string | null;
  }>(
    db,
    sql`select r.status, p.resort, p.name, r.lang, r.day::text as day, to_char(s.start_time, 'HH24:MI') as start,
               to_char(s.end_time, 'HH24:MI') as end, r.pay_by, c.cart_id
          from lesson_requests r join products p on p.id = r.product_id left join slots s on s.id = r.slot_id
          left join carts c on c.id = r.cart_id and c.closed_at is null
         where r.token_hash = ${sha256(token)}`,
  );
  if (!r) throw new HttpError(404, 'This payment link does not work: it was mistyped.', 'params.token', ErrorCode.LinkInvalid);
  return {
    status: r.status,
    resort: r.resort,
    product: localized(r.name, r.lang),
    day: r.day,
    start: r.start,
    end: r.end,
    payBy: r.pay_by ? new Date(r.pay_by).toISOString() : null,
    cartId: r.status === 'accepted' ? r.cart_id : null,
  };
}

/**
 * After an order is paid (the orders module's `afterPaid`, before `assignPaidPrivates`): each of its lines that is an
 * accepted request's lesson marks the request paid and goes to the instructor the office chose. Should that instructor
 * no longer be free, the lesson is left to `assignPaidPrivates` (and the office's board). Idempotent.
 */
export async function requestsPaid(
  db: Db,
  orderId: number,
  assignTo: (orderLineId: number, instructorId: number) => Promise<boolean> = (line, who) => assignPaidTo(db, line, who),
): Promise<void> {
  const paid = await rows<{ id: number; site: string; order_line_id: number; instructor_id: number | null; status: string }>(
    db,
    sql`update lesson_requests r set status = 'paid', order_line_id = l.id
          from order_lines l join orders o on o.id = l.order_id
         where o.id = ${orderId} and o.status = 'paid' and l.line_id = r.cart_line_id and r.cart_id = o.cart_id
           and r.status in ('accepted', 'expired')
     returning r.id, r.site, l.id as order_line_id, r.instructor_id, r.status`,
  );
  for (const p of paid) {
    await recordAuditAs(
      db,
      { site: p.site, userId: null, userLabel: 'Planning' },
      { action: 'lessonRequest.paid', subject: `#${p.id}`, after: { status: 'paid', orderLineId: p.order_line_id } },
    );
    if (p.instructor_id !== null) await assignTo(p.order_line_id, p.instructor_id);
  }
}
