/**
 * The participants form of the product view (slot or start date and days, participants with the
 * product's extra fields, the price before adding, add to cart). In the second file: the main file
 * shows the product while this loads (it is fetched as soon as the widget mounts).
 * State and rules in useBookingForm; each part in its own file.
 */
import type { ProductView } from '@schuss/contracts';
import type { Stay } from '@schuss/contracts/api';
import type { FormCtx } from '../shared';
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
  return (
    <form className="msem-form" noValidate onSubmit={f.submit}>
      {offer ? null : product.dated ? (
        <SlotChoice
          id={f.id}
          slots={f.slots}
          slotId={f.slotId}
          onPick={f.setSlotId}
          t={t}
          lang={lang}
          ctx={ctx}
          participants={f.people.length}
        />
      ) : f.needsStart || f.needsDays ? (
        <DayChoice
          id={f.id}
          needsStart={f.needsStart}
          needsDays={f.needsDays}
          nights={f.nights}
          range={f.choice}
          maxDays={f.maxDays}
          startDate={f.startDate}
          onStartDate={f.setStartDate}
          dateError={f.dateError}
          days={f.days}
          onDays={f.setDays}
          t={t}
          lang={lang}
        />
      ) : null}
      <Participants
        id={f.id}
        people={f.people}
        errors={f.errors}
        fields={f.fields}
        levels={f.levels}
        today={f.today}
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
    </form>
  );
}
