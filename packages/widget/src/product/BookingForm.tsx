/**
 * The participants form of the product view (a day on the calendar, then its slot, or a first day and
 * a number of days; participants with the product's extra fields, the price before adding, add to
 * cart, then a confirmation next to the button). In the second file: the main file shows the product
 * while this loads (it is fetched as soon as the widget mounts).
 * State and rules in useBookingForm; each part in its own file.
 */
import type { ProductView } from '@schuss/contracts';
import type { Stay } from '@schuss/contracts/api';
import { useEffect, useRef } from 'react';
import { formatDate, previewPrice } from '../logic';
import type { FormCtx } from '../shared';
import { Third } from '../waitlist/load';
import { DayChoice } from './DayChoice';
import { Participants } from './Participants';
import { PriceEstimate } from './PriceEstimate';
import { SlotChoice } from './SlotChoice';
import { formTranslator } from './texts';
import { type OfferMode, useBookingForm } from './useBookingForm';

/** `offer`: the form of a waiting-list offer (its slot fixed, shown above it by the offer's panel). */
export function BookingForm({ ctx, product, stay, offer }: { ctx: FormCtx; product: ProductView; stay: Stay; offer?: OfferMode }) {
  const { lang } = ctx;
  const t = formTranslator(lang);
  const f = useBookingForm(ctx, product, stay, t, offer);
  const added = useRef<HTMLElement>(null);
  // The confirmation takes the focus where the visitor's thumb is (the live region says it too).
  useEffect(() => {
    if (f.added) added.current?.focus();
  }, [f.added]);
  const birthDates = f.people.map((p) => p.birthDate);
  // A family link (a progress card's): its children are proposed with their advised levels (third file).
  const family = offer ? null : new URLSearchParams(location.search).get('family');
  const { Calendar } = ctx.cal;
  return (
    <form className="msem-form" noValidate onSubmit={f.submit}>
      {/* A private lesson: an instructor may be asked for by name, the calendar then shows their free hours (third file). */}
      {f.perBooking ? <Third k="Instructors" p={{ ctx, product, m: f.m }} /> : null}
      {f.calendar ? (
        <fieldset className="msem-days">
          <legend>{t('dates')}</legend>
          <Calendar
            id={f.id}
            lang={lang}
            t={t}
            month={f.month}
            min={f.minMonth}
            max={f.maxMonth}
            onMonth={f.setMonth}
            status={f.monthStatus}
            retry={f.retryMonth}
            day={f.dayState}
            selected={f.day}
            onPick={f.pickDay}
          />
          {product.dated ? (
            f.day ? (
              <SlotChoice
                id={f.id}
                legend={t('times', { date: formatDate(f.day, lang) })}
                slots={f.slots}
                slotId={f.slotId}
                onPick={f.setSlotId}
                t={t}
                lang={lang}
                ctx={ctx}
                participants={f.people.length}
                priceOf={
                  f.perBooking
                    ? (s) => previewPrice(product, { slot: s, startDate: f.startDate, days: f.days, birthDates, today: f.today }).cents
                    : undefined
                }
              />
            ) : null
          ) : f.needsDays ? (
            <DayChoice
              id={f.id}
              needsStart={f.needsStart}
              nights={f.nights}
              maxDays={f.maxDays}
              startDate={f.startDate}
              days={f.days}
              onDays={f.setDays}
              t={t}
              lang={lang}
            />
          ) : null}
        </fieldset>
      ) : !offer && f.needsDays ? (
        <DayChoice
          id={f.id}
          needsStart={false}
          nights={f.nights}
          maxDays={f.maxDays}
          startDate={f.startDate}
          days={f.days}
          onDays={f.setDays}
          t={t}
          lang={lang}
        />
      ) : null}
      {family ? <Third k="Family" p={{ ctx, token: family, levels: f.levels, onPick: f.fill }} /> : null}
      <Participants
        id={f.id}
        people={f.people}
        errors={f.errors}
        fields={f.fields}
        levels={f.levels}
        today={f.today}
        on={f.on}
        onChange={f.update}
        onAdd={f.addPerson}
        onRemove={f.removePerson}
        t={t}
        max={f.maxPeople}
        maxNote={offer ? undefined : t('participantsMax', { n: f.maxPeople })}
      />
      <PriceEstimate price={f.price} count={f.people.length} t={t} lang={lang} />
      {f.formError ? (
        <p className="msem-error" role="alert">
          {f.formError}
        </p>
      ) : null}
      <button type="submit" className="msem-btn" disabled={f.busy}>
        {f.busy ? t('adding') : offer ? t('claim') : t('addToCart')}
      </button>
      {f.added ? (
        <section ref={added} className="msem-added" tabIndex={-1} aria-labelledby={`${f.id}-added`}>
          <p id={`${f.id}-added`}>{f.added}</p>
          <a className="msem-btn" href={ctx.cartUrl}>
            {t('viewCart')}
          </a>
          <button
            type="button"
            className="msem-btn msem-secondary"
            onClick={(e) => {
              // Back to the calendar's day (another date), else to the button (another add).
              const next =
                document.getElementById(`${f.id}-cal`)?.querySelector<HTMLElement>('[tabindex="0"]') ??
                e.currentTarget.form?.querySelector<HTMLElement>('[type=submit]');
              f.closeAdded();
              next?.focus();
            }}
          >
            {t('continue')}
          </button>
        </section>
      ) : null}
    </form>
  );
}
