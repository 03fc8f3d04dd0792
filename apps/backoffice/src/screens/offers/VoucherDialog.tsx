import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { DisableVoucherRequest as DisableSchema, type DisableVoucherRequest, type GiftVoucherView } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../api/client';
import { useDisableVoucher, useVoucher } from '../../api/offers';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { useOffersTexts } from './texts';

/** `…K7QM`, or that the code was not sent yet. */
export const voucherCode = (v: Pick<GiftVoucherView, 'last4'>, pending: string) => (v.last4 ? `…${v.last4}` : `(${pending})`);

/** Disables the voucher, with a reason (the contract's schema). */
function DisableForm({ voucher }: { voucher: GiftVoucherView }) {
  const { m } = useI18n();
  const o = useOffersTexts();
  const id = useId();
  const notify = useToast();
  const disable = useDisableVoucher(voucher.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisableVoucherRequest>({ resolver: zodResolver(DisableSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await disable.mutateAsync(body);
      notify(o.voucherDisabled(voucherCode(voucher, o.voucherPendingCode)));
    } catch (err) {
      setFailure(errorText(err, m));
    }
  });
  const reason = fieldMessage(
    errors.reason,
    { too_small: o.voucherDisableReasonRequired, too_big: o.voucherDisableReasonTooLong },
    o.voucherDisableReasonRequired,
  );
  return (
    <form onSubmit={onSubmit} noValidate className="form panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{o.voucherDisableTitle}</h3>
      <p className="hint">{o.voucherDisableIntro}</p>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{o.voucherDisableReason}</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
        {reason && (
          <p className="field-error" id={`${id}-reason-error`}>
            {reason}
          </p>
        )}
      </div>
      <div className="dialog-buttons">
        <button type="submit" className="button danger" disabled={isSubmitting}>
          {isSubmitting ? o.voucherDisabling : o.voucherDisableSubmit}
        </button>
      </div>
    </form>
  );
}

/** A voucher: its figures, the history of its balance, and disabling it. */
function VoucherBody({ id }: { id: number }) {
  const { f } = useI18n();
  const o = useOffersTexts();
  const { data, error, refetch, isPending } = useVoucher(id);
  if (isPending) return <Spinner />;
  if (error || !data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const v = data.voucher;
  return (
    <>
      <dl className="facts">
        <dt>{o.voucherStatus}</dt>
        <dd>
          <span className={`badge voucher-${v.status}`}>{o.voucherStatusName(v.status)}</span>
        </dd>
        <dt>{o.voucherAmount}</dt>
        <dd>{f.money(v.initial.amount)}</dd>
        <dt>{o.voucherBalance}</dt>
        <dd className="strong">{f.money(v.balance.amount)}</dd>
        <dt>{o.voucherExpires}</dt>
        <dd>{f.date(v.expiresOn)}</dd>
        <dt>{o.voucherBeneficiary}</dt>
        <dd>{v.beneficiary}</dd>
        <dt>{o.voucherOrder}</dt>
        <dd>
          <Link to={`/orders/${encodeURIComponent(v.orderNumber)}`}>{v.orderNumber}</Link>
        </dd>
        {v.disabledReason && (
          <>
            <dt>{o.voucherStatusName('disabled')}</dt>
            <dd>{o.voucherDisabledBecause(v.disabledReason)}</dd>
          </>
        )}
      </dl>
      <h3>{o.voucherHistory}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="table-scroll" aria-label={o.voucherHistory} tabIndex={0}>
        <table className="data">
          <thead>
            <tr>
              <th scope="col">{o.voucherMovementAt}</th>
              <th scope="col">{o.voucherMovementKind}</th>
              <th scope="col" className="num">
                {o.voucherMovementAmount}
              </th>
              <th scope="col" className="num">
                {o.voucherMovementBalance}
              </th>
              <th scope="col">{o.voucherMovementOrder}</th>
              <th scope="col">{o.voucherMovementBy}</th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((h) => (
              <tr key={`${h.at}-${h.kind}-${h.balance.amount}`}>
                <td>{f.instant(h.at)}</td>
                <td>
                  {o.voucherMovementName(h.kind)}
                  {h.note ? <span className="muted"> — {h.note}</span> : null}
                </td>
                <td className="num">
                  {h.amount.amount === 0 ? '—' : `${h.amount.amount > 0 ? '+' : '−'}${f.money(Math.abs(h.amount.amount))}`}
                </td>
                <td className="num">{f.money(h.balance.amount)}</td>
                <td>{h.orderNumber ? <Link to={`/orders/${encodeURIComponent(h.orderNumber)}`}>{h.orderNumber}</Link> : '—'}</td>
                <td>{h.by ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {v.status !== 'disabled' && <DisableForm voucher={v} />}
    </>
  );
}

/** The voucher's dialog (`voucher` null: closed). */
export function VoucherDialog({
  voucher,
  onClose,
}: {
  voucher: GiftVoucherView | { id: number; last4: string | null } | null;
  onClose: () => void;
}) {
  const { m } = useI18n();
  const o = useOffersTexts();
  return (
    <Dialog.Root open={voucher !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog offers-voucher-dialog" aria-describedby={undefined}>
          <Dialog.Title>{voucher ? o.voucherTitle(voucherCode(voucher, o.voucherPendingCode)) : ''}</Dialog.Title>
          {voucher && <VoucherBody id={voucher.id} />}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button" className="button secondary">
                {m.close}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
