import type { ActivityEntry } from '@schuss/contracts';
import type { formatters, Lang } from '../../i18n';
import type { ActivityMessages } from '../../i18n/activity';
import type { Messages } from '../../i18n/fr';

/** What the wording needs: the activity texts, the formatting and the main texts (order statuses, product types), in one language. */
export type Words = { t: ActivityMessages; f: ReturnType<typeof formatters>; lang: Lang; m: Pick<Messages, 'status_' | 'type_'> };

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const rec = (v: unknown): Rec => (isRecord(v) ? v : {});
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const count = (v: unknown): number => (Array.isArray(v) ? v.length : (num(v) ?? 0));
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
const isInstant = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const isLocalized = (v: unknown): v is { fr: string; en: string } => isRecord(v) && typeof v.fr === 'string' && typeof v.en === 'string';
/** `Marie Durand <marie@…>` (how accounts are named in the subject) → `Marie Durand`. */
const nameOf = (label: string) => label.replace(/\s*<[^>]*>$/, '') || label;

/** Who acted: `Marie (accueil)`, the command an operator ran, or (an older platform) the recorded name. */
function who(e: ActivityEntry, { t }: Words): string {
  if (e.actor) return t.actor(e.actor.name, e.actor.role);
  if (e.actor === null) return t.operator(e.by);
  return nameOf(e.by) || t.someone;
}

const productOfLine = (e: ActivityEntry, id: number | null, { lang }: Words) =>
  (id !== null && e.lines?.find((l) => l.id === id)?.product[lang]) || null;

/** `Cours collectif Flocon (Léa, Hugo)`, or the line's number when it is gone. */
function lineText(e: ActivityEntry, id: number, w: Words): string {
  const l = e.lines?.find((x) => x.id === id);
  return l ? w.t.line(l.product[w.lang], l.participants) : w.t.lineNumber(id);
}

/** `la ligne …` / `les lignes … et …`; the order when it names no line. */
function linesPhrase(e: ActivityEntry, ids: number[], w: Words): string {
  const shown = ids.length ? ids : (e.lines ?? []).map((l) => l.id);
  return shown.length ? w.t.lines(shown.map((id) => lineText(e, id, w))) : w.t.theOrder;
}

/** `créneau Cours collectif Flocon du 04/01/2027 09:15–11:45`, else its number, else the subject. */
function slotText(e: ActivityEntry, { t, f, lang }: Words): string {
  const s = e.slots?.[0];
  if (s) {
    const times = s.startTime ? (s.endTime ? `${s.startTime}–${s.endTime}` : s.startTime) : null;
    return t.slot(s.product[lang], f.date(s.startsOn), s.endsOn !== s.startsOn ? f.date(s.endsOn) : null, times);
  }
  const id =
    num(rec(e.after).slotId) ?? Number(/\(slot (\d+)\)$/.exec(e.subject)?.[1] ?? /^slot (\d+) /.exec(e.subject)?.[1] ?? Number.NaN);
  return Number.isInteger(id) ? t.slotNumber(id) : e.subject;
}

function productName(e: ActivityEntry, { lang }: Words): string {
  const snapshot = rec(e.after).name ?? rec(e.before).name;
  if (isLocalized(snapshot)) return snapshot[lang];
  if (e.product) return e.product.name[lang];
  return str(rec(e.after).key) ?? str(rec(e.after).product) ?? e.subject.replace(/^product /, '').split(':')[0] ?? e.subject;
}

/** The entry as one sentence of the staff's language: who did what, in the school's words. */
export function sentence(e: ActivityEntry, w: Words): string {
  const { t, f } = w;
  const s = t.said;
  const by = who(e, w);
  const a = rec(e.after);
  const b = rec(e.before);
  const money = (v: unknown) => {
    const cents = num(v);
    return cents !== null && cents !== 0 ? f.money(Math.abs(cents)) : null;
  };
  // A day as recorded, or a dash: a malformed entry never breaks the page.
  const day = (v: unknown) => (typeof v === 'string' && isDay(v) ? f.date(v) : '—');
  const [kind, verb = ''] = e.action.split(/\.(.*)/s);
  switch (e.action) {
    case 'order.cancel':
      return s.cancel(
        by,
        linesPhrase(e, Array.isArray(a.cancelledLines) ? a.cancelledLines.filter(Number.isInteger) : [], w),
        money(a.refundCents),
      );
    case 'order.cancel-participant': {
      const p = rec(a.cancelledParticipant);
      return s.cancelParticipant(by, str(p.name) ?? t.someone, productOfLine(e, num(p.lineId), w), money(a.refundCents));
    }
    case 'order.refund':
      return s.refund(by, money(a.refundCents));
    case 'order.refund-failed': {
      const was = num(b.refundedCents);
      const is = num(a.refundedCents);
      return s.refundFailed(by, was !== null && is !== null ? money(was - is) : null);
    }
    case 'order.closure': {
      const lines = Array.isArray(a.lines) ? a.lines.map(rec) : [];
      const ids = lines.map((l) => num(l.id)).filter((id): id is number => id !== null);
      return s.closureOrder(
        by,
        linesPhrase(e, ids, w),
        a.remedy === 'move',
        money(lines.reduce((n, l) => n + (num(l.refundCents) ?? 0), 0)),
      );
    }
    case 'order.resend-confirmation':
      return s.resend(by, str(a.to) ?? e.subject.replace(/^confirmation to /, ''), a.status !== 'failed');
    case 'order.revoke-links':
      return s.revokeLinks(by, num(a.revokedLinks));
    case 'order.adjustment': {
      const cents = num(a.cents) ?? 0;
      const line = num(a.orderLineId);
      return s.adjustment(
        by,
        cents < 0,
        money(cents) ?? f.money(0),
        t.value(str(a.means) ?? ''),
        line === null ? null : lineText(e, line, w),
      );
    }
    case 'check-in':
    case 'check-out': {
      const m = /^(.*), (\d{4}-\d{2}-\d{2})$/.exec(e.subject);
      const say = e.action === 'check-in' ? s.checkIn : s.checkOut;
      return say(by, m?.[1] ?? e.subject, day(a.day ?? m?.[2]), productOfLine(e, num(a.orderLineId), w));
    }
    case 'season.update':
      return s.season(by, day(a.startsOn), day(a.endsOn), count(a.periods));
    case 'slot.capacity':
      return s.capacity(by, slotText(e, w), num(b.capacity), num(a.capacity));
    case 'slot.close':
      return s.slotClose(by, slotText(e, w), str(a.reason));
    case 'slot.reopen':
      return s.slotReopen(by, slotText(e, w));
    case 'slots.generate':
      return s.slotsGenerate(by, count(a.created), productName(e, w));
    case 'slots.import':
      return s.slotsImport(by, count(a.created), count(a.capacities));
    case 'slots.remove':
      return s.slotsRemove(by, productName(e, w), count(a.removed), count(a.closed), count(a.kept));
    case 'gift-voucher.disable':
      return s.voucherDisable(by, e.subject.replace(/^gift voucher /, ''), str(a.reason));
    case 'closure.create': {
      const what = a.scope === 'day' ? s.closeDay(day(a.day), count(a.slots)) : s.closeSlot(slotText(e, w));
      return s.closure(by, what, t.value(str(a.reason) ?? 'other'), a.remedy === 'move');
    }
    case 'closure.retry':
      return s.closureRetry(by, count(a.lines), count(a.emails));
    case 'account.invite':
      return s.accountInvite(by, str(a.name) ?? nameOf(e.subject), str(a.role) && t.roleName(a.role as string));
    case 'account.role-added':
      return s.accountRoleAdded(by, nameOf(e.subject), str(a.role) && t.roleName(a.role as string));
    case 'account.role':
      return s.accountRole(by, nameOf(e.subject), str(b.role) && t.roleName(b.role as string), str(a.role) && t.roleName(a.role as string));
    case 'account.disable':
    case 'account.enable':
      return s.accountDisabled(by, nameOf(e.subject), e.action === 'account.disable');
    case 'account.password-reset':
      return s.passwordReset(by, nameOf(e.subject));
    case 'account.invitation-resend':
      return s.invitationResend(by, nameOf(e.subject));
    case 'account.invitation-accepted':
      return s.invitationAccepted(by);
    case 'account.password-changed':
      return s.passwordChanged(by);
    case 'places.repair':
      return s.placesRepair(by, slotText(e, w), num(a.held), num(a.sold));
    case 'invoicing.settings':
      return s.invoicing(by, typeof a.enabled === 'boolean' ? a.enabled : null);
  }
  if (kind === 'product') return s.product(by, verb, productName(e, w));
  if (kind === 'promo-code') return s.promo(by, verb, str(a.code) ?? str(b.code) ?? e.subject.replace(/^promo code /, ''));
  return s.other(by, t.actionName(e.action), e.subject);
}

/** Fields kept for the platform's own use (ids, keys, what the sentence already says): not shown as changes. */
const HIDDEN = new Set([
  'idempotencyKey',
  'refundId',
  'activeLines',
  'cancelledLines',
  'cancelledParticipant',
  'slotId',
  'slots',
  'moves',
  'firstId',
  'lastId',
  'orderLineId',
  'participant',
  'closureId',
  'accessGeneration',
]);
/** Fields holding a day (`2027-01-04`), shown as one. */
const DAYS = new Set(['startsOn', 'endsOn', 'day', 'validFrom', 'validTo', 'start', 'end']);
const LONGEST = 160;

/** A recorded value in words: money, days, yes/no, statuses, names in the staff's language; lists and objects field by field. */
export function valueText(key: string, v: unknown, w: Words): string {
  const { t, f, lang, m } = w;
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? t.yes : t.no;
  if (typeof v === 'number') {
    if (/Cents$/.test(key) || key === 'cents') return f.money(v);
    if (key === 'percent') return `${f.number(v)} %`;
    return f.number(v);
  }
  if (typeof v === 'string') {
    const text =
      DAYS.has(key) && isDay(v)
        ? f.date(v)
        : isInstant(v)
          ? f.instant(v)
          : key === 'status'
            ? ((m.status_ as Record<string, string>)[v] ?? t.value(v))
            : key === 'role'
              ? t.roleName(v)
              : key === 'type' || key === 'productTypes'
                ? ((m.type_ as Record<string, string>)[v] ?? v)
                : t.value(v);
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  }
  if (isLocalized(v)) return valueText(key, v[lang], w);
  if (Array.isArray(v)) {
    if (v.length === 0) return t.none;
    // Lists of ids (slots, lines, e-mails): how many.
    if (v.every((x) => typeof x === 'number') && key !== 'pattern') return t.items(v.length);
    const text = v.map((x) => valueText(key, x, w)).join(isRecord(v[0]) ? ' · ' : ', ');
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  }
  if (isRecord(v)) {
    const text = Object.entries(v)
      .filter(([k]) => !HIDDEN.has(k))
      .map(([k, x]) => t.change(t.field(k), null, valueText(k, x, w)))
      .join(', ');
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  }
  return String(v);
}

export type Change = { field: string; before: string | null; after: string | null };

const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/**
 * What an action changed, field by field in words (`Statut : payée → annulée`): the fields that differ when
 * both sides are objects, every field of what was created or removed, else the whole value before and after.
 */
export function readableChanges(e: ActivityEntry, w: Words): Change[] {
  const { before, after } = e;
  // A closure's lines are in its sentence; ids and keys are the platform's.
  const hidden = (k: string) => HIDDEN.has(k) || (e.action === 'order.closure' && k === 'lines');
  const field = (k: string) => w.t.field(k);
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : null;
    const is = isRecord(after) ? after : null;
    const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])].filter((k) => !hidden(k));
    return keys
      .filter((k) => !(was && is) || !same(was[k], is[k]))
      .map((k) => ({
        field: field(k),
        before: was ? valueText(k, was[k], w) : null,
        after: is ? valueText(k, is[k], w) : null,
      }));
  }
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  return [{ field: '', before: before === null || before === undefined ? null : valueText('', before, w), after: valueText('', after, w) }];
}
