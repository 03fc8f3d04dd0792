/** The new closure form's state and side effects (ClosureForm.tsx): its values, the previews of the day and of the slot, and the closing confirmed. */

import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ClosureInput, type ClosurePreview, type ClosureReason, ClosureRequest } from '@schuss/contracts';
import { isIsoDate } from '@schuss/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useClosurePreview, useCreateClosure } from '../../api/closures';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import type { ClosuresMessages } from '../../i18n/closures';
import { navigate } from '../../router';
import { useToast } from '../../ui/toast';
import { useClosuresTexts } from './texts';

/** What the form holds: the day, what to close (`day` or a slot id), the reason, the remedy and a target per slot (`s12`). */
export type ClosureFormValues = {
  day: string;
  target: string;
  reason: ClosureReason | '';
  note: string;
  remedy: 'refund' | 'move';
  moves: Record<string, string>;
};

/** A new idempotency key: 24 random bytes, base64url (32 characters). */
export function newClosureKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const moveField = (slotId: number) => `s${slotId}`;

/** The request the form would send (the preview tells which slots have participants to move). */
export function closureRequest(v: ClosureFormValues, key: string, preview: ClosurePreview | undefined): ClosureInput {
  const scope = v.target === 'day' ? 'day' : 'slot';
  const people = (preview?.slots ?? []).filter((s) => s.lines.length > 0);
  return {
    scope,
    ...(scope === 'day' ? { day: v.day } : { slotId: Number(v.target) }),
    reason: (v.reason || undefined) as ClosureReason,
    note: v.note,
    remedy: v.remedy,
    moves:
      v.remedy === 'move'
        ? people.flatMap((s) => {
            const to = v.moves[moveField(s.id)];
            return to ? [{ fromSlotId: s.id, toSlotId: Number(to) }] : [];
          })
        : [],
    idempotencyKey: key,
  };
}

/** Fields of the form named by the request's path (`slotId` → `target`). */
const FIELD_OF: Record<string, 'day' | 'target' | 'reason' | 'note'> = {
  day: 'day',
  scope: 'target',
  slotId: 'target',
  reason: 'reason',
  note: 'note',
};

/**
 * Validates with the contract's schema (ClosureRequest, through zodResolver) the request the form
 * would send, each issue on the field the user chose; a slot with participants needs a target to move to.
 */
function closureResolver(
  key: { current: string },
  preview: { current: ClosurePreview | undefined },
): Resolver<ClosureFormValues, unknown, ClosureInput> {
  const contract = zodResolver(ClosureRequest);
  return async (values, context, options) => {
    const request = closureRequest(values, key.current, preview.current);
    const result = await contract(request, context, { ...options, names: undefined, fields: {} } as never);
    const errors: FieldErrors<ClosureFormValues> = {};
    for (const [name, error] of Object.entries(result.errors ?? {})) {
      const field = FIELD_OF[name];
      if (field && error && !errors[field]) errors[field] = { type: String(error.type), message: String(error.message ?? '') };
    }
    if (!isIsoDate(values.day)) errors.day = { type: 'invalid', message: 'not a day' };
    if (values.remedy === 'move') {
      const moves: Record<string, { type: string; message: string }> = {};
      for (const s of (preview.current?.slots ?? []).filter((x) => x.lines.length > 0)) {
        if (!values.moves[moveField(s.id)]) moves[moveField(s.id)] = { type: 'required', message: 'choose a slot' };
      }
      if (Object.keys(moves).length) errors.moves = moves as FieldErrors<ClosureFormValues>['moves'];
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: request, errors: {} };
  };
}

/** The platform's refusal of a preview, in the staff's language. */
export function previewRefusal(err: unknown, t: ClosuresMessages, fallback: string): string {
  if (!isApiCallError(err)) return fallback;
  if (err.field === 'body.day') return err.status === 409 ? t.dayAlreadyClosed : t.dayNothing;
  if (err.field === 'body.slotId') return err.status === 409 ? t.slotAlreadyClosed : t.slotUnknown;
  return fallback;
}

/** The form, the previews it shows and the closing it sends once confirmed; the helpers its sections describe their fields with. */
export function useClosureForm({ initialDay, initialSlot }: { initialDay: string; initialSlot?: number }) {
  const { m } = useI18n();
  const t = useClosuresTexts();
  const id = useId();
  const notify = useToast();
  // One key per closing asked: a retried request (the same one) is done once.
  const key = useRef(newClosureKey());
  const [confirm, setConfirm] = useState<ClosureInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateClosure();
  const previewRef = useRef<ClosurePreview | undefined>(undefined);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClosureFormValues, unknown, ClosureInput>({
    resolver: closureResolver(key, previewRef),
    defaultValues: {
      day: initialDay,
      target: initialSlot ? String(initialSlot) : 'day',
      reason: '',
      note: '',
      remedy: 'refund',
      moves: {},
    },
  });
  const day = watch('day');
  const target = watch('target');
  const remedy = watch('remedy');
  const validDay = isIsoDate(day);
  const dayPreview = useClosurePreview(validDay ? { scope: 'day', day } : null);
  const slotPreview = useClosurePreview(validDay && target !== 'day' ? { scope: 'slot', slotId: Number(target) } : null);
  const active = target === 'day' ? dayPreview : slotPreview;
  previewRef.current = active.data;

  // Another day: the whole day again, no targets chosen.
  const lastDay = useRef(day);
  useEffect(() => {
    if (lastDay.current === day) return;
    lastDay.current = day;
    setValue('target', 'day');
    setValue('moves', {});
  }, [day, setValue]);

  const onSubmit = handleSubmit((body) => {
    setFailure(null);
    setConfirm(body);
  });

  const send = async () => {
    if (!confirm) return;
    try {
      const closure = await create.mutateAsync(confirm);
      setConfirm(null);
      notify(t.done(closure.id));
      key.current = newClosureKey();
      navigate(`/closures/${closure.id}`);
    } catch (err) {
      setConfirm(null);
      if (isApiCallError(err) && err.field?.startsWith('body.')) {
        const path = err.field.slice('body.'.length).split('.');
        if (path[0] === 'moves' && path.length >= 2) {
          const move = confirm.moves?.[Number(path[1])];
          const text = err.code === 'slot_full' ? t.moveNoRoom : err.code === 'slot_closed' ? t.moveClosed : t.moveWrongProduct;
          if (move) return setError(`moves.${moveField(move.fromSlotId)}`, { type: 'server', message: text }, { shouldFocus: true });
        }
        if (path[0] === 'moves') return setFailure(t.moveRequired);
        if (path[0] === 'day') return setError('day', { type: 'server', message: err.status === 409 ? t.dayAlreadyClosed : t.dayNothing });
        if (path[0] === 'slotId') {
          return setError('target', { type: 'server', message: err.status === 409 ? t.slotAlreadyClosed : t.slotUnknown });
        }
        if (path[0] === 'note') return setError('note', { type: 'server', message: t.noteRequired }, { shouldFocus: true });
      }
      setFailure(errorText(err, m));
    }
  };

  const described = (field: string, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', (errors as Record<string, unknown>)[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const msg = {
    day: fieldMessage(errors.day, {}, t.dayInvalid),
    target: fieldMessage(errors.target, {}, t.slotUnknown),
    reason: fieldMessage(errors.reason, {}, t.reasonRequired),
    note: fieldMessage(errors.note, { too_big: t.noteTooLong }, t.noteRequired),
  };
  const preview = active.data;
  const people = (preview?.slots ?? []).filter((s) => s.lines.length > 0);
  const movers = people.reduce((n, s) => n + s.lines.reduce((k, l) => k + l.participants.length, 0), 0);
  const ready = validDay && preview !== undefined && !active.isFetching;

  return {
    id,
    register,
    errors,
    isSubmitting,
    target,
    remedy,
    validDay,
    dayPreview,
    slotPreview,
    preview,
    people,
    movers,
    ready,
    failure,
    confirm,
    setConfirm,
    creating: create.isPending,
    onSubmit,
    send,
    described,
    msg,
  };
}

/** What the form's sections are given: the hook's state and helpers. */
export type ClosureFormState = ReturnType<typeof useClosureForm>;
