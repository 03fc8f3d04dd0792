/** The cancellation form's state and side effects (CancelDialog.tsx): its values checked against the contract, the refund following the lines, and the cancellation sent. */

import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BackofficeOrder, type CancellationInput, CancellationRequest } from '@schuss/contracts';
import { useEffect, useId, useState } from 'react';
import { type FieldError, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiCallError } from '../../api/client';
import { useCancelOrder } from '../../api/order';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';

/** A participant cancelled alone: their line, position, name, the line's name, and what can still be refunded for them. */
export type CancelledParticipant = { lineId: number; index: number; name: string; lineName: string; refundable: number };

/** What the form holds: the contract's fields, the refund typed in euros. */
export type CancelFormValues = { lineIds: number[]; refund: string; reason: string; notify: boolean };

/** A new idempotency key: 24 random bytes, base64url (32 characters). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** `45,50`, `45.5`, `45` → cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const t = text
    .trim()
    .replace(/\s|\u202f|\u00a0|€/g, '')
    .replace(',', '.');
  if (t === '') return 0;
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Cents as the field shows them (`45,50` in French, `45.50` in English). */
export const eurosText = (cents: number, lang: string) => {
  const s = (cents / 100).toFixed(2);
  return lang === 'fr' ? s.replace('.', ',') : s;
};

/** The refund the form proposes: what can still be refunded of the chosen lines (what they were paid, after the order's promo codes, less what went back), at most what the order can still get back. */
export function defaultRefund(order: BackofficeOrder, lineIds: number[]): number {
  const total = order.lines.filter((l) => lineIds.includes(l.id)).reduce((n, l) => n + l.refundable.amount, 0);
  return Math.max(0, Math.min(total, order.refundable.amount));
}

/** The form's fields named by the platform's `field` (`body.refundCents`). */
const FIELD_OF: Record<string, keyof CancelFormValues> = { lineIds: 'lineIds', refundCents: 'refund', reason: 'reason', notify: 'notify' };

/**
 * Validates with the contract's schema (CancellationRequest, through zodResolver) the request the
 * form would send, and puts each issue on the field the user typed: refundCents on the euros field.
 */
function cancellationResolver(
  refundable: number,
  idempotencyKey: string,
  participant?: CancelledParticipant,
): Resolver<CancelFormValues, unknown, CancellationInput> {
  const contract = zodResolver(CancellationRequest);
  return async (values, context, options) => {
    const cents = parseEuros(values.refund);
    const request: CancellationInput = {
      lineIds: participant ? [] : values.lineIds,
      refundCents: cents ?? 0,
      reason: values.reason,
      idempotencyKey,
      notify: values.notify,
      ...(participant ? { participant: { lineId: participant.lineId, index: participant.index } } : {}),
    };
    const result = await contract(request, context, { ...options, names: undefined, fields: {} } as never);
    const errors: FieldErrors<CancelFormValues> = {};
    for (const [name, error] of Object.entries(result.errors ?? {})) {
      const field = FIELD_OF[name];
      if (field && error && !errors[field]) errors[field] = { type: String(error.type), message: String(error.message ?? '') };
    }
    if (cents === null) errors.refund = { type: 'euros', message: 'not an amount' };
    else if (cents > refundable && !errors.refund) errors.refund = { type: 'too_much', message: 'more than refundable' };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...request, refundCents: cents ?? 0 }, errors: {} };
  };
}

/** The form (one idempotency key per mounting), its messages in the staff's language, and the cancellation it sends. */
/** What the form is opened on: the order, the lines first chosen or one participant, and what to do once done. */
export type CancelFormProps = { order: BackofficeOrder; initialLines: number[]; participant?: CancelledParticipant; onDone: () => void };

export function useCancelForm({ order, initialLines, participant, onDone }: CancelFormProps) {
  const { m, f, lang } = useI18n();
  const id = useId();
  const notify = useToast();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelOrder(order.number);
  // A participant alone: at most what can still be refunded for them.
  const refundable = participant ? Math.min(participant.refundable, order.refundable.amount) : order.refundable.amount;
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<CancelFormValues, unknown, CancellationInput>({
    resolver: cancellationResolver(refundable, idempotencyKey, participant),
    defaultValues: {
      lineIds: initialLines,
      refund: eurosText(participant ? refundable : defaultRefund(order, initialLines), lang),
      reason: '',
      notify: true,
    },
  });

  // The refund follows the lines chosen until the user types an amount.
  const lineIds = watch('lineIds');
  useEffect(() => {
    if (!participant && !getFieldState('refund').isDirty) setValue('refund', eurosText(defaultRefund(order, lineIds), lang));
  }, [lineIds, order, lang, setValue, getFieldState, participant]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const res = await cancel.mutateAsync(body);
      notify(m.cancelDone(res.refund ? f.money(res.refund.amount.amount) : null));
      onDone();
    } catch (err) {
      if (isApiCallError(err) && err.code === 'provider_failed') return setFailure(m.cancelProviderFailed);
      if (isApiCallError(err) && err.field?.startsWith('body.')) {
        const field = FIELD_OF[err.field.slice(5).split('.')[0] ?? ''];
        // The platform's known refusals in the staff's language; anything else as the platform said it. A refund
        // above what is left names the platform's limit (it says it in cents): the order may have changed since
        // this form opened (another tab's refund), so the limit shown here can be out of date.
        const limit = /\((\d+) cents\)/.exec(err.message)?.[1];
        const known =
          field === 'refund'
            ? m.cancelTooMuch(f.money(limit !== undefined ? Number(limit) : refundable))
            : (field === 'lineIds' || err.field.startsWith('body.participant')) && err.code === 'conflict'
              ? m.cancelLineTaken
              : null;
        // The participant is not a field of the form: said above it.
        if (err.field.startsWith('body.participant')) return setFailure(known ?? err.message);
        if (field) return setError(field, { type: 'server', message: known ?? err.message }, { shouldFocus: true });
      }
      if (isApiCallError(err) && err.status === 409) return setFailure(m.cancelNotPaid);
      setFailure(isApiCallError(err) ? (err.status === 0 ? m.errorNetwork : err.message) : m.errorGeneric(0));
    }
  });

  const max = f.money(refundable);
  const msg = {
    lineIds: fieldMessage(errors.lineIds as FieldError | undefined, { custom: m.cancelNothing }, m.cancelNothing),
    refund: fieldMessage(
      errors.refund,
      { euros: m.cancelEuros, too_much: m.cancelTooMuch(max), too_small: m.cancelNegative },
      m.cancelEuros,
    ),
    reason: fieldMessage(errors.reason, { too_small: m.cancelReasonRequired, too_big: m.cancelReasonTooLong }, m.cancelReasonRequired),
  };
  const described = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', (errors as Record<string, unknown>)[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return { id, control, register, errors, isSubmitting, failure, onSubmit, max, msg, described };
}

/** What the form's sections are given: the hook's state and helpers. */
export type CancelFormState = ReturnType<typeof useCancelForm>;
