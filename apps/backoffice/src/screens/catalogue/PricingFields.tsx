import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Check, Input } from './fields';
import { BandsTable } from './PricingBands';
import { Discounts } from './PricingDiscounts';
import { DurationsTable } from './PricingDurations';
import { RuleChoice } from './PricingRule';
import type { ProductFormValues } from './productForm';
import { useCatalogueTexts } from './texts';

/**
 * The pricing rule's part of the product form: the rule, its table or price, and the family and
 * multi-day discounts. Tables are edited cell by cell (a price in euros per age band and day, per
 * duration and group size); rows and columns are added and removed with buttons.
 */

export function PricingFields() {
  const t = useCatalogueTexts();
  const prefix = useId().replace(/:/g, '');
  const { watch } = useFormContext<ProductFormValues>();
  const rule = watch('pricing.rule');
  return (
    <div className="form">
      <RuleChoice prefix={prefix} />
      {(rule === 'ageBands' || rule === 'daysTable') && <BandsTable prefix={prefix} />}
      {rule === 'ageBands' && <Check prefix={prefix} name="pricing.perDay" label={t.catPerDay} />}
      {rule === 'durationGroup' && <DurationsTable prefix={prefix} />}
      {(rule === 'perNight' || rule === 'perParticipantPerDay' || rule === 'flat') && (
        <div className="cat-inline">
          <Input
            prefix={prefix}
            name="pricing.cents"
            label={rule === 'perNight' ? t.catPricePerNight : rule === 'perParticipantPerDay' ? t.catPricePerDay : t.catFlatPrice}
            inputMode="decimal"
            autoComplete="off"
            className="cat-price-field"
          />
          {rule === 'perNight' && (
            <Input prefix={prefix} name="pricing.adultAge" label={t.catAdultAge} inputMode="numeric" className="cat-narrow" />
          )}
        </div>
      )}
      {rule === 'flat' && <Check prefix={prefix} name="pricing.perDay" label={t.catFlatPerDay} />}
      <Discounts prefix={prefix} />
    </div>
  );
}
