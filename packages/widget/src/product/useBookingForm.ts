import type { AddLineResponse, Participant, ProductView, SlotView } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError, rememberCart, type Stay } from '@schuss/contracts/api';
import {
  countsNights,
  ecommerceEvent,
  formatEuros,
  itemsByPrice,
  lineParticipantsMax,
  maxDaysOf,
  todayIso,
  usesDays,
} from '@schuss/contracts/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { push, session } from '../env';
import {
  ageDay,
  dayChoice,
  extraFields,
  firstErrorId,
  hasErrors,
  type ParticipantErrors,
  type ParticipantInput,
  participantPayload,
  previewPrice,
  validateParticipant,
} from '../logic';
import type { FormCtx } from '../shared';
import type { DayState } from './Calendar';
import type { FT } from './texts';

export type Person = ParticipantInput & { key: number };
/** Months after today's the calendar goes to; months the first search for room goes through. */
const MONTHS_AHEAD = 12;
const MONTHS_SEARCHED = 6;
/** A day shows its places left when there are at most this many. */
const FEW = 3;
let personKeys = 0;
/** The platform's refusals of an add said in the form's own words (by its error code); any other keeps the platform's message. */
const REFUSALS = {
  price_changed: 'priceChanged',
  slot_full: 'slotFull',
  slot_past: 'slotPast',
  slot_closed: 'slotClosed',
  network: 'network',
  waitlist_not_offered: 'offerGone',
} as const;
const emptyParticipant = (): Person => ({ key: ++personKeys, firstName: '', lastName: '', birthDate: '' });

/**
 * A waiting-list offer: the form books its slot only, for at most the places held, and the line
 * comes from claiming the offer (the held places move to the cart) instead of an add.
 */
export type OfferMode = {
  slot: SlotView;
  places: number;
  claim: (body: { cartId?: string; participants: Participant[]; productVersion: number }) => Promise<AddLineResponse>;
  onClaimed: (res: AddLineResponse) => void;
};

/**
 * The participants form's state and rules: what the product asks for (a slot, or a start date and
 * a number of days; extra participant fields), the choices and participants typed, the price
 * estimate, and `submit` (validation with focus on the first field in error, then the line added
 * to the cart through `ctx.api`, or through the waiting-list `offer`). `id` prefixes the form's element ids.
 */
export function useBookingForm(ctx: FormCtx, product: ProductView, stay: Stay, t: FT, offer?: OfferMode) {
  const { lang } = ctx;
  const { addMonths, byDay, longDate, monthOf } = ctx.cal;
  const id = useId().replace(/:/g, '');
  const a = product.attributes;
  const today = todayIso();
  const fields = extraFields(a);
  // In ladder order, by key (issue 30); a platform that does not send them yet leaves the select empty.
  const levels = product.levels ?? [];
  const needsStart = !product.dated && a.needsStartDate === true;
  const needsDays = !product.dated && usesDays(product.pricing);
  const nights = countsNights(product.pricing);
  const maxDays = maxDaysOf(product.pricing, a.maxDays);
  const choice = dayChoice(stay, today, maxDays);
  const [startDate, setStartDate] = useState(choice.start);
  const [days, setDays] = useState(choice.days);
  // The calendar: months from today's, opened at the stay's; a dated product's slots asked for month by month.
  const minMonth = monthOf(today);
  const maxMonth = addMonths(minMonth, MONTHS_AHEAD);
  const [month, setMonth] = useState(monthOf(choice.start));
  const calendar = !offer && (product.dated || needsStart);
  const m = ctx.cal.useMonth(ctx, product, month, today, !offer && product.dated);
  const daysOf = byDay(m.slots ?? []);
  const [day, setDay] = useState<string | null>(null);
  const perBooking = a.capacityUnit === 'booking';
  // Searching from the stay's first day for the first day with room, month after month, until the visitor picks.
  const searching = useRef(product.dated && !offer);
  const [search, setSearch] = useState(0);
  // A new stay (header picker) gives new default dates, and a new search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stay starts again
  useEffect(() => {
    setStartDate(choice.start);
    setDays(choice.days);
    setMonth(monthOf(choice.start));
    searching.current = product.dated && !offer;
    setSearch((n) => n + 1);
  }, [choice.start, choice.days]);
  const [slotId, setSlotId] = useState<number | null>(offer?.slot.id ?? null);
  const pickDay = (d: string, slotsOfDay = daysOf.get(d)?.slots ?? []) => {
    searching.current = false;
    setDay(d);
    // One time with room that day: it is chosen with the day.
    const free = slotsOfDay.filter((s) => !s.full);
    setSlotId(free.length === 1 ? (free[0]?.id ?? null) : null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each month loaded goes on with the search
  useEffect(() => {
    if (!searching.current || !m.slots) return;
    const found = [...byDay(m.slots)].find(([d, i]) => d >= choice.start && i.left > 0);
    if (found) pickDay(found[0], found[1].slots);
    else if (month < addMonths(monthOf(choice.start), MONTHS_SEARCHED)) setMonth(addMonths(month, 1));
    else searching.current = false;
  }, [m.slots, search]);
  const slots = offer ? [offer.slot] : (daysOf.get(day ?? '')?.slots ?? []).filter((s) => !(perBooking && s.full));
  const [people, setPeople] = useState<Person[]>(() =>
    offer ? Array.from({ length: offer.places }, emptyParticipant) : [emptyParticipant()],
  );
  // One add lists at most the product's participants per line (the platform refuses more); a waiting list's offer, its places.
  const maxPeople = offer?.places ?? lineParticipantsMax(a);
  const [errors, setErrors] = useState<ParticipantErrors[]>([]);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The confirmation shown next to the button after an add. */
  const [added, setAdded] = useState('');
  const slot = slots.find((s) => s.id === slotId) ?? null;
  const ageMin = typeof a.ageMin === 'number' ? a.ageMin : undefined;
  const ageMax = typeof a.ageMax === 'number' ? a.ageMax : undefined;
  const on = ageDay(product, { slot, startDate, today });
  const price = previewPrice(product, { slot, startDate, days, birthDates: people.map((p) => p.birthDate), today });

  const update = (i: number, field: keyof ParticipantInput, value: string) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  /** A child of a family link: in the first participant without a name, else a new one (within the most). */
  const fill = (c: { firstName: string; lastName: string; birthDate: string | null; level: string | null }) =>
    setPeople((list) => {
      const p = { firstName: c.firstName, lastName: c.lastName, birthDate: c.birthDate ?? '', ...(c.level ? { level: c.level } : {}) };
      const i = list.findIndex((x) => !x.firstName);
      return i < 0
        ? list.length < maxPeople
          ? [...list, { ...emptyParticipant(), ...p }]
          : list
        : list.map((x, j) => (j === i ? { ...x, ...p } : x));
    });
  const addPerson = () => setPeople((list) => (list.length < maxPeople ? [...list, emptyParticipant()] : list));
  const removePerson = (i: number) => {
    setPeople((list) => list.filter((_, j) => j !== i));
    setErrors((list) => list.filter((_, j) => j !== i));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    setAdded('');
    if (product.dated && !slot) {
      setFormError(t('chooseSlot'));
      (
        document.getElementById(`${id}-slots`)?.querySelector<HTMLInputElement>('input:not([disabled])') ??
        document.getElementById(`${id}-cal`)?.querySelector<HTMLButtonElement>('[tabindex="0"]')
      )?.focus();
      return;
    }
    const badDate = needsStart && startDate < today;
    const all = people.map((p) => validateParticipant(p, { ageMin, ageMax, on, today, fields, levels: levels.map((l) => l.key) }));
    setErrors(all);
    if (badDate || hasErrors(all)) {
      setFormError(t('fixErrors'));
      if (badDate) document.getElementById(`${id}-cal`)?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
      else document.getElementById(firstErrorId(all, id) ?? '')?.focus();
      return;
    }
    setBusy(true);
    try {
      const cartId = session.get('cartId') ?? undefined;
      const participants = people.map((p) => participantPayload(p, fields));
      const res = offer
        ? await offer.claim({ cartId, participants, productVersion: product.version })
        : await ctx.api.addLine({
            cartId,
            resort: ctx.resort,
            lang,
            productKey: product.key,
            slotId: slot?.id,
            startDate: needsStart ? startDate : undefined,
            days: needsDays ? days : undefined,
            participants,
            // The prices shown are this version's: the platform refuses the add if they changed since.
            productVersion: product.version,
            // A private lesson's preferred instructor: the platform refuses the add when they are not free then.
            instructorId: m.ins,
          });
      session.set('cartId', res.cartId);
      rememberCart(res.cartId);
      dispatchCartChanged();
      push(
        ecommerceEvent(
          'add_to_cart',
          itemsByPrice(
            {
              name: product.name,
              merchantName: product.merchant.name,
              type: product.type,
              discipline: a.discipline,
              level: a.level,
              variant: slot ? slot.startsOn : needsStart ? startDate : null,
            },
            res.line.participants.map((p) => p.price.amount),
          ),
        ),
      );
      const text = t('added', { name: `${product.name} (${formatEuros(res.line.total.amount, lang)})` });
      ctx.announce(text);
      if (offer) offer.onClaimed(res);
      else {
        // The participants stay for the next add (another date, another product of the family's stay); the places shown are read again.
        setAdded(text);
        if (product.dated) m.refresh();
      }
    } catch (err) {
      const code = isApiCallError(err) ? err.code : undefined;
      // The price changed since it was shown: the product is read again, its new price shown, the participants kept.
      if (code === 'price_changed') ctx.refreshProduct?.();
      setFormError(code && Object.hasOwn(REFUSALS, code) ? t(REFUSALS[code as keyof typeof REFUSALS]) : (err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  /** How a day of the calendar reads and whether it can be picked. */
  const dayState = (d: string): DayState => {
    const date = longDate(d, lang);
    if (!product.dated) return d < today ? { ok: false, text: date } : { ok: true, text: `${date}, ${t('open')}` };
    const info = daysOf.get(d);
    if (!info) return { ok: false, text: `${date}, ${t('noDate')}` };
    const n = info.left;
    if (!n) return { ok: !perBooking, full: true, text: `${date}, ${t('full')}` };
    return {
      ok: true,
      text: `${date}, ${perBooking ? t(n > 1 ? 'freeTimes' : 'freeTime', { n }) : n === 1 ? t('place') : t('places', { n })}`,
      // Few left: a handful of places; a private lesson's last free time.
      note: n <= (perBooking ? 1 : FEW) ? t(n > 1 ? 'few' : 'oneLeft', { n }) : undefined,
    };
  };

  return {
    id,
    today,
    slots,
    calendar,
    month,
    setMonth: (next: string) => {
      searching.current = false;
      setMonth(next);
    },
    minMonth,
    maxMonth,
    monthStatus: product.dated ? m.status : ('ready' as const),
    retryMonth: m.refresh,
    m,
    day: product.dated ? day : startDate,
    pickDay: product.dated ? pickDay : setStartDate,
    dayState,
    perBooking,
    added,
    closeAdded: () => setAdded(''),
    slotId,
    setSlotId,
    fields,
    levels,
    on,
    needsStart,
    needsDays,
    nights,
    maxDays,
    choice,
    startDate,
    setStartDate,
    days,
    setDays,
    people,
    maxPeople,
    errors,
    update,
    fill,
    addPerson,
    removePerson,
    price,
    formError,
    busy,
    submit,
  };
}
