import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  CLOSURE_REASONS,
  type ClosureInput,
  type ClosurePreview,
  type ClosurePreviewSlot,
  type ClosureReason,
  ClosureRequest,
  type ClosureSlotRef,
} from '@schuss/contracts';
import { isIsoDate } from '@schuss/contracts/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useClosurePreview, useCreateClosure } from '../../api/closures';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import type { ClosuresMessages } from '../../i18n/closures';
import { Link, navigate } from '../../router';
import { Spinner } from '../../ui/status';
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

/** A slot as staff name it: `Flocon · lun. 04/01 09:15–11:45` (days when it runs several). */
export function useSlotName() {
  const { f } = useI18n();
  return (s: ClosureSlotRef) => {
    const days = s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`;
    const times = s.startTime ? ` ${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';
    return `${s.productName} · ${days}${times}`;
  };
}

const moveField = (slotId: number) => `s${slotId}`;

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
function previewRefusal(err: unknown, t: ClosuresMessages, fallback: string): string {
  if (!isApiCallError(err)) return fallback;
  if (err.field === 'body.day') return err.status === 409 ? t.dayAlreadyClosed : t.dayNothing;
  if (err.field === 'body.slotId') return err.status === 409 ? t.slotAlreadyClosed : t.slotUnknown;
  return fallback;
}

/** Who a closing concerns: one row per order line, with what a refund gives back. */
function Affected({ preview }: { preview: ClosurePreview }) {
  const { m, f } = useI18n();
  const t = useClosuresTexts();
  const name = useSlotName();
  const lines = preview.slots.flatMap((s) => s.lines.map((l) => ({ slot: s, line: l })));
  return (
    <section className="closures-affected" aria-labelledby="closures-affected-h">
      <h3 id="closures-affected-h">{t.affectedHeading}</h3>
      {lines.length === 0 ? (
        <p>{t.affectedNone}</p>
      ) : (
        <>
          <p className="strong">{t.affectedSummary(preview.totals.orders, preview.totals.participants, preview.totals.contacts)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="table-scroll" aria-label={m.tableScroll(t.affectedTable)} tabIndex={0}>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{m.order}</th>
                  <th scope="col">{t.contact}</th>
                  <th scope="col">{t.language}</th>
                  <th scope="col">{m.participants}</th>
                  <th scope="col">{t.slot}</th>
                  <th scope="col" className="num">
                    {t.refundIf}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map(({ slot, line }) => (
                  <tr key={line.orderLineId}>
                    <th scope="row">
                      <Link to={`/orders/${encodeURIComponent(line.orderNumber)}`}>{line.orderNumber}</Link>
                    </th>
                    <td>
                      {line.contactName}
                      <br />
                      <span className="small">{line.email}</span>
                    </td>
                    <td>{t.languageName(line.lang)}</td>
                    <td>{line.participants.join(', ')}</td>
                    <td>{name(slot)}</td>
                    <td className="num">
                      {f.money(line.refund.amount)}
                      {line.share === 'day' && <span className="small"> ({t.shareOfDays(slot.days)})</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

/** The new closure: a day, what to close, who it concerns, the reason and the remedy; confirmed in a dialog. */
export function ClosureForm({ initialDay, initialSlot }: { initialDay: string; initialSlot?: number }) {
  const { m, f } = useI18n();
  const t = useClosuresTexts();
  const id = useId();
  const notify = useToast();
  const name = useSlotName();
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

  return (
    <form onSubmit={onSubmit} noValidate className="form closures-form" aria-labelledby="closures-new-h">
      <h2 id="closures-new-h">{t.newHeading}</h2>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="field closures-day">
        <label htmlFor={`${id}-day`}>{t.day}</label>
        <input
          id={`${id}-day`}
          type="date"
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={described('day', true)}
          {...register('day')}
        />
        <p className="hint" id={`${id}-day-hint`}>
          {t.dayHint}
        </p>
        {msg.day && (
          <p className="field-error" id={`${id}-day-error`}>
            {msg.day}
          </p>
        )}
      </div>

      {validDay && dayPreview.isPending && <Spinner />}
      {dayPreview.error && (
        <p className="notice" role="alert">
          {previewRefusal(dayPreview.error, t, errorText(dayPreview.error, m))}
        </p>
      )}
      {dayPreview.data && (
        <fieldset className="field closures-choices" aria-describedby={described('target')} aria-invalid={errors.target ? true : undefined}>
          <legend>{t.what}</legend>
          <label className="check">
            <input type="radio" value="day" {...register('target')} />
            <span>{t.wholeDay(dayPreview.data.slots.length)}</span>
          </label>
          {dayPreview.data.slots.map((s: ClosurePreviewSlot) => (
            <label className="check" key={s.id}>
              <input type="radio" value={String(s.id)} {...register('target')} />
              <span>
                {t.oneSlot(
                  name(s),
                  s.lines.reduce((n, l) => n + l.participants.length, 0),
                )}
                {s.closed ? ` — ${t.alreadyClosedSlot}` : ''}
              </span>
            </label>
          ))}
          {msg.target && (
            <p className="field-error" id={`${id}-target-error`}>
              {msg.target}
            </p>
          )}
        </fieldset>
      )}
      {target !== 'day' && slotPreview.error && (
        <p className="notice" role="alert">
          {previewRefusal(slotPreview.error, t, errorText(slotPreview.error, m))}
        </p>
      )}
      {target !== 'day' && slotPreview.isPending && <Spinner />}
      {preview && <Affected preview={preview} />}

      {preview && (
        <>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t.reason}</label>
            <select
              id={`${id}-reason`}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={described('reason')}
              {...register('reason')}
            >
              <option value="">{t.reasonChoose}</option>
              {CLOSURE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t.reasonName(r)}
                </option>
              ))}
            </select>
            {msg.reason && (
              <p className="field-error" id={`${id}-reason-error`}>
                {msg.reason}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>{t.note}</label>
            <textarea
              id={`${id}-note`}
              rows={3}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={described('note', true)}
              {...register('note')}
            />
            <p className="hint" id={`${id}-note-hint`}>
              {t.noteHint}
            </p>
            {msg.note && (
              <p className="field-error" id={`${id}-note-error`}>
                {msg.note}
              </p>
            )}
          </div>
          <fieldset className="field closures-choices" aria-describedby={`${id}-remedy-hint`}>
            <legend>{t.remedy}</legend>
            <label className="check">
              <input type="radio" value="refund" {...register('remedy')} />
              <span>{t.remedyRefund(f.money(preview.totals.refund.amount))}</span>
            </label>
            <label className="check">
              <input type="radio" value="move" {...register('remedy')} />
              <span>{t.remedyMove}</span>
            </label>
            <p className="hint" id={`${id}-remedy-hint`}>
              {t.remedyRefundHint}
            </p>
          </fieldset>
          {remedy === 'move' &&
            people.map((s) => {
              const field = `moves.${moveField(s.id)}` as const;
              const error = errors.moves?.[moveField(s.id)];
              const text = error ? fieldMessage(error, { required: t.moveRequired }, t.moveRequired) : undefined;
              return (
                <div className="field" key={s.id}>
                  <label htmlFor={`${id}-${field}`}>{t.moveTo(name(s))}</label>
                  <select
                    id={`${id}-${field}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${field}-error` : s.targets.length === 0 ? `${id}-${field}-hint` : undefined}
                    {...register(field)}
                  >
                    <option value="">{t.moveChoose}</option>
                    {s.targets.map((target) => (
                      <option key={target.id} value={String(target.id)}>
                        {t.moveOption(name(target), target.free)}
                      </option>
                    ))}
                  </select>
                  {s.targets.length === 0 && (
                    <p className="hint" id={`${id}-${field}-hint`}>
                      {t.moveNoTargets}
                    </p>
                  )}
                  {text && (
                    <p className="field-error" id={`${id}-${field}-error`}>
                      {text}
                    </p>
                  )}
                </div>
              );
            })}
          <div>
            <button type="submit" className="button danger" disabled={!ready || isSubmitting}>
              {t.submit}
            </button>
          </div>
        </>
      )}

      <Dialog.Root open={confirm !== null} onOpenChange={(open) => (!open && !create.isPending ? setConfirm(null) : undefined)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title>{t.confirmTitle}</Dialog.Title>
            <Dialog.Description>{preview ? t.confirmText(preview.totals.slots, preview.totals.contacts) : ''}</Dialog.Description>
            {preview && confirm?.remedy === 'refund' && <p>{t.confirmRefund(f.money(preview.totals.refund.amount))}</p>}
            {preview && confirm?.remedy === 'move' && <p>{t.confirmMove(movers)}</p>}
            {create.isPending && <Spinner label={t.closing} />}
            <div className="dialog-buttons">
              <Dialog.Close asChild>
                <button type="button" className="button secondary" disabled={create.isPending}>
                  {t.confirmBack}
                </button>
              </Dialog.Close>
              <button type="button" className="button danger" disabled={create.isPending} onClick={() => void send()}>
                {create.isPending ? t.closing : t.confirmSubmit}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
