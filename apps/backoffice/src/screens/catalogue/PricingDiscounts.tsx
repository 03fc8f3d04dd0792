/** The pricing part's discounts: the family discount and the multi-day one, where the rule allows them. */

import { Check, ErrorText, Input } from './fields';
import { useCatalogueTexts } from './texts';
import { useDiscounts } from './usePricingFields';

export function Discounts({ prefix }: { prefix: string }) {
  const t = useCatalogueTexts();
  const { rule, family, multiDay, perBooking, discount, familyError, daysError } = useDiscounts(prefix);
  return (
    <fieldset className="field cat-discounts">
      <legend>{t.catDiscounts}</legend>
      <ErrorText id={discount.errorId} message={discount.message} />
      {!perBooking && (
        <div className="cat-discount">
          <Check prefix={prefix} name="pricing.family.on" label={t.catFamily} hint={t.catFamilyHint} />
          {family && (
            <div className="cat-inline">
              <Input prefix={prefix} name="pricing.family.rank" label={t.catFamilyRank} inputMode="numeric" className="cat-narrow" />
              <Input prefix={prefix} name="pricing.family.percent" label={t.catPercent} inputMode="numeric" className="cat-narrow" />
            </div>
          )}
          <ErrorText id={familyError.errorId} message={familyError.message} />
        </div>
      )}
      {rule !== 'durationGroup' && (
        <div className="cat-discount">
          <Check prefix={prefix} name="pricing.multiDay.on" label={t.catMultiDay} hint={t.catMultiDayHint} />
          {multiDay && (
            <div className="cat-inline">
              <Input prefix={prefix} name="pricing.multiDay.days" label={t.catMultiDayFrom} inputMode="numeric" className="cat-narrow" />
              <Input prefix={prefix} name="pricing.multiDay.percent" label={t.catPercent} inputMode="numeric" className="cat-narrow" />
            </div>
          )}
          <ErrorText id={daysError.errorId} message={daysError.message} />
        </div>
      )}
      {rule === 'durationGroup' && <p className="hint">{t.catNoDiscountHere}</p>}
    </fieldset>
  );
}
