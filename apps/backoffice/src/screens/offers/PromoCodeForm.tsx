import * as Dialog from '@radix-ui/react-dialog';
import { PRODUCT_TYPES, type PromoCodeView } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { DialogButtons } from '../../ui/DialogButtons';
import { useOffersTexts } from './texts';
import { type Field, usePromoCodeForm } from './usePromoCodeForm';

export { type PromoFormValues, promoRequest, promoValues } from './usePromoCodeForm';

/** Creates a promo code (`code` null) or edits one. */
export function PromoCodeForm({ code, onDone }: { code: PromoCodeView | null; onDone: () => void }) {
  const { m } = useI18n();
  const o = useOffersTexts();
  const { id, register, isSubmitting, kind, failure, onSubmit, msg, described } = usePromoCodeForm({ code, onDone });

  const error = (name: Field) =>
    msg[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {msg[name]}
      </p>
    ) : null;
  const input = (
    name: 'code' | 'percent' | 'amount' | 'validFrom' | 'validTo' | 'maxUses',
    label: string,
    props: object,
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        autoComplete="off"
        aria-invalid={msg[name] ? true : undefined}
        aria-describedby={described(name, Boolean(hint))}
        {...props}
        {...register(name)}
      />
      {hint && (
        <p className="hint" id={`${id}-${name}-hint`}>
          {hint}
        </p>
      )}
      {error(name)}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="form offers-form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {input(
        'code',
        o.promoFieldCode,
        { autoCapitalize: 'characters', spellCheck: false, className: 'offers-code-input' },
        o.promoFieldCodeHint,
      )}
      <fieldset className="field">
        <legend>{o.promoFieldKind}</legend>
        <label className="check">
          <input type="radio" value="percent" {...register('kind')} />
          <span>{o.promoKindPercent}</span>
        </label>
        <label className="check">
          <input type="radio" value="amount" {...register('kind')} />
          <span>{o.promoKindAmount}</span>
        </label>
      </fieldset>
      {kind === 'percent'
        ? input('percent', o.promoFieldPercent, { inputMode: 'numeric' })
        : input('amount', o.promoFieldAmount, { inputMode: 'decimal' })}
      <fieldset className="field" aria-describedby={`${id}-types-hint`}>
        <legend>{o.promoFieldTypes}</legend>
        <p className="hint" id={`${id}-types-hint`}>
          {o.promoFieldTypesHint}
        </p>
        <div className="offers-types">
          {PRODUCT_TYPES.map((t) => (
            <label key={t} className="check">
              <input type="checkbox" value={t} {...register('productTypes')} />
              <span>{m.type_[t]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid-2">
        {input('validFrom', o.promoFieldFrom, { type: 'date' }, o.promoFieldDatesHint)}
        {input('validTo', o.promoFieldTo, { type: 'date' })}
      </div>
      {input(
        'maxUses',
        o.promoFieldMaxUses,
        { inputMode: 'numeric' },
        code ? `${o.promoFieldMaxUsesHint} ${o.promoUsesValue(code.uses, code.maxUses)}.` : o.promoFieldMaxUsesHint,
      )}
      <label className="check">
        <input type="checkbox" {...register('exclusive')} />
        <span>{o.promoFieldExclusive}</span>
      </label>
      <label className="check">
        <input type="checkbox" {...register('active')} />
        <span>{o.promoFieldActive}</span>
      </label>
      <DialogButtons submit={code ? o.promoSubmitEdit : o.promoSubmitNew} busyLabel={o.promoSaving} busy={isSubmitting} />
    </form>
  );
}

/** The form in a Radix dialog. */
export function PromoCodeDialog({
  code,
  open,
  onOpenChange,
}: {
  code: PromoCodeView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const o = useOffersTexts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{code ? o.promoFormEdit(code.code) : o.promoFormNew}</Dialog.Title>
          <Dialog.Description>{o.promoFormIntro}</Dialog.Description>
          {open && <PromoCodeForm code={code} onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
