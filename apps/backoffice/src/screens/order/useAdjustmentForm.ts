/** The desk adjustment form's state and side effects (AdjustmentDialog.tsx): its values checked against the contract, the adjustment sent. */

import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdjustmentRequest, type BackofficeOrder } from '@schuss/contracts';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiCallError } from '../../api/client';
import { useAdjustOrder } from '../../api/order';
import { fieldMessage } from '../../forms/messages';
import { useI18n, useTexts } from '../../i18n';
import { invoicingTexts } from '../../i18n/invoicing';
import { useToast } from '../../ui/toast';
import { newIdempotencyKey, parseEuros } from './useCancelForm';

/** What the form holds: the contract's fields, the line as the select's value and the amount typed in euros. */
export type AdjustmentFormValues = {
  lineId: string;
  direction: AdjustmentRequest['direction'];
  amount: string;
  means: AdjustmentRequest['means'];
  reason: string;
};

/** The form's fields named by the platform's `field` (`body.amountCents`). */
const FIELD_OF: Record<string, keyof AdjustmentFormValues> = {
  orderLineId: 'lineId',
  direction: 'direction',
  amountCents: 'amount',
  means: 'means',
  reason: 'reason',
};

/** Whether money went through the order: paid, or cancelled or refunded after being paid. */
export const isPaidOrder = (order: BackofficeOrder) =>
  order.status === 'paid' || ((order.status === 'cancelled' || order.status === 'refunded') && order.paidAt !== null);

/**
 * Validates with the contract's schema (AdjustmentRequest, through zodResolver) the request the form
 * would send, and puts each issue on the field the user typed: amountCents on the euros field.
 */
function adjustmentResolver(order: BackofficeOrder, idempotencyKey: string): Resolver<AdjustmentFormValues, unknown, AdjustmentRequest> {
  const contract = zodResolver(AdjustmentRequest);
  return async (values, context, options) => {
    const cents = parseEuros(values.amount);
    const request: AdjustmentRequest = {
      orderLineId: Number(values.lineId),
      direction: values.direction,
      amountCents: cents ?? 0,
      means: values.means,
      reason: values.reason,
      idempotencyKey,
    };
    const result = await contract(request, context, { ...options, names: undefined, fields: {} } as never);
    const errors: FieldErrors<AdjustmentFormValues> = {};
    for (const [name, error] of Object.entries(result.errors ?? {})) {
      const field = FIELD_OF[name];
      if (field && error && !errors[field]) errors[field] = { type: String(error.type), message: String(error.message ?? '') };
    }
    if (cents === null) errors.amount = { type: 'euros', message: 'not an amount' };
    else if (values.direction === 'given_back' && !errors.amount) {
      const line = order.lines.find((l) => l.id === request.orderLineId);
      if (line && cents > line.givable.amount) errors.amount = { type: 'too_much', message: 'more than can be given back' };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...request, reason: request.reason.trim() }, errors: {} };
  };
}

/** The form (one idempotency key per mounting), its messages in the staff's language, and the adjustment it sends. */
export function useAdjustmentForm({ order, onDone }: { order: BackofficeOrder; onDone: () => void }) {
  const { m, f } = useI18n();
  const t = useTexts(invoicingTexts);
  const id = useId();
  const notify = useToast();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const adjust = useAdjustOrder(order.number);
  const first = order.lines.find((l) => l.givable.amount > 0) ?? order.lines[0];
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdjustmentFormValues, unknown, AdjustmentRequest>({
    resolver: adjustmentResolver(order, idempotencyKey),
    defaultValues: { lineId: first ? String(first.id) : '', direction: 'given_back', amount: '', means: 'cash', reason: '' },
  });

  const line = order.lines.find((l) => String(l.id) === watch('lineId'));
  const givingBack = watch('direction') === 'given_back';
  const max = f.money(line?.givable.amount ?? 0);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await adjust.mutateAsync(body);
      notify(t.adjustDone);
      onDone();
    } catch (err) {
      if (isApiCallError(err) && err.field?.startsWith('body.')) {
        const field = FIELD_OF[err.field.slice(5).split('.')[0] ?? ''];
        // More than is left of the line: the platform's limit (in cents), which may be newer than this form's.
        const limit = /\((\d+) cents\)/.exec(err.message)?.[1];
        const known =
          field === 'amount' && limit !== undefined
            ? t.adjustTooMuch(f.money(Number(limit)))
            : field === 'lineId' && err.status === 404
              ? t.adjustLineRequired
              : null;
        if (field) return setError(field, { type: 'server', message: known ?? err.message }, { shouldFocus: true });
      }
      if (isApiCallError(err) && err.status === 409) return setFailure(t.adjustNotPaid);
      setFailure(isApiCallError(err) ? (err.status === 0 ? m.errorNetwork : err.message) : m.errorGeneric(0));
    }
  });

  const msg = {
    lineId: fieldMessage(errors.lineId, {}, t.adjustLineRequired),
    amount: fieldMessage(
      errors.amount,
      { euros: t.adjustEuros, too_much: t.adjustTooMuch(max), too_small: t.adjustTooSmall, too_big: t.adjustTooBig },
      t.adjustEuros,
    ),
    reason: fieldMessage(errors.reason, { too_small: t.adjustReasonRequired, too_big: t.adjustReasonTooLong }, t.adjustReasonRequired),
  };
  const described = (name: keyof typeof msg, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', msg[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return { t, id, register, errors, isSubmitting, failure, onSubmit, msg, described, givingBack, max };
}
