import type { AddLineResponse, Participant, ProductView, SlotView } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError, type Stay } from '@schuss/contracts/api';
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
import { type FormEvent, useEffect, useId, useState } from 'react';
import { push, session } from '../env';
import {
  ageDay,
  clampDate,
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
import type { FT } from './texts';

export type Person = ParticipantInput & { key: number };
let personKeys = 0;
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
  const id = useId().replace(/:/g, '');
  const a = product.attributes;
  const slots = offer ? [offer.slot] : product.slots.slice(0, 12);
  const today = todayIso();
  const fields = extraFields(a);
  const levels = Array.isArray(a.levels) ? a.levels.filter((l): l is string => typeof l === 'string') : [];
  const needsStart = !product.dated && a.needsStartDate === true;
  const needsDays = !product.dated && usesDays(product.pricing);
  const nights = countsNights(product.pricing);
  const maxDays = maxDaysOf(product.pricing, a.maxDays);
  const choice = dayChoice(stay, today, maxDays);
  const [startDate, setStartDate] = useState(choice.start);
  const [days, setDays] = useState(choice.days);
  // A new stay (header picker) gives new default dates.
  useEffect(() => {
    setStartDate(choice.start);
    setDays(choice.days);
  }, [choice.start, choice.days]);
  const [slotId, setSlotId] = useState<number | null>(offer?.slot.id ?? null);
  const [people, setPeople] = useState<Person[]>(() =>
    offer ? Array.from({ length: offer.places }, emptyParticipant) : [emptyParticipant()],
  );
  // One add lists at most the product's participants per line (the platform refuses more); a waiting list's offer, its places.
  const maxPeople = offer?.places ?? lineParticipantsMax(a);
  const [errors, setErrors] = useState<ParticipantErrors[]>([]);
  const [dateError, setDateError] = useState(false);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const slot = slots.find((s) => s.id === slotId) ?? null;
  const ageMin = typeof a.ageMin === 'number' ? a.ageMin : undefined;
  const ageMax = typeof a.ageMax === 'number' ? a.ageMax : undefined;
  const on = ageDay(product, { slot, startDate, today });
  const price = previewPrice(product, { slot, startDate, days, birthDates: people.map((p) => p.birthDate), today });

  const update = (i: number, field: keyof ParticipantInput, value: string) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
  const addPerson = () => setPeople((list) => (list.length < maxPeople ? [...list, emptyParticipant()] : list));
  const removePerson = (i: number) => {
    setPeople((list) => list.filter((_, j) => j !== i));
    setErrors((list) => list.filter((_, j) => j !== i));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    if (product.dated && !slot) {
      setFormError(t('chooseSlot'));
      document.getElementById(`${id}-slots`)?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    const badDate = needsStart && clampDate(startDate, choice.min, choice.max) !== startDate;
    setDateError(badDate);
    const all = people.map((p) => validateParticipant(p, { ageMin, ageMax, on, today, fields, levels }));
    setErrors(all);
    if (badDate || hasErrors(all)) {
      setFormError(t('fixErrors'));
      const first = badDate ? `${id}-start` : firstErrorId(all, id);
      if (first) document.getElementById(first)?.focus();
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
          });
      session.set('cartId', res.cartId);
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
      ctx.announce(t('added', { name: `${product.name} (${formatEuros(res.line.total.amount, lang)})` }));
      if (offer) offer.onClaimed(res);
      else {
        setPeople([emptyParticipant()]);
        setErrors([]);
      }
    } catch (err) {
      // Told apart by the platform's code; any other refusal keeps the platform's message.
      const code = isApiCallError(err) ? err.code : undefined;
      // The price changed since it was shown: the product is read again, its new price shown, the participants kept.
      if (code === 'price_changed') ctx.refreshProduct?.();
      setFormError(
        code === 'price_changed'
          ? t('priceChanged')
          : code === 'slot_full'
            ? t('slotFull')
            : code === 'slot_past'
              ? t('slotPast')
              : code === 'slot_closed'
                ? t('slotClosed')
                : code === 'network'
                  ? t('network')
                  : code === 'waitlist_not_offered'
                    ? t('offerGone')
                    : (err as Error).message,
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    id,
    today,
    slots,
    slotId,
    setSlotId,
    fields,
    levels,
    needsStart,
    needsDays,
    nights,
    maxDays,
    choice,
    startDate,
    setStartDate,
    dateError,
    days,
    setDays,
    people,
    maxPeople,
    errors,
    update,
    addPerson,
    removePerson,
    price,
    formError,
    busy,
    submit,
  };
}
