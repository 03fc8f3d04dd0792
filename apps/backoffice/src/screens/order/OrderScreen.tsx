import type { BackofficeOrder } from '@schuss/contracts';
import { useState } from 'react';
import { useOrder } from '../../api/order';
import { useI18n, useTexts } from '../../i18n';
import { invoicingTexts } from '../../i18n/invoicing';
import { scanTexts } from '../../i18n/scan';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { OrderOffers } from '../offers/OrderOffers';
import { AdjustmentDialog } from './AdjustmentDialog';
import { CancelDialog } from './CancelDialog';
import { OrderFacts } from './OrderFacts';
import { OrderInvoices } from './OrderInvoices';
import { OrderLines } from './OrderLines';
import { OrderRecords } from './OrderRecords';
import { RevokeLinksDialog } from './RevokeLinksDialog';
import { isPaidOrder } from './useAdjustmentForm';
import { useOrderView } from './useOrderView';

function OrderView({ order }: { order: BackofficeOrder }) {
  const { m } = useI18n();
  const t = useTexts(scanTexts);
  const ti = useTexts(invoicingTexts);
  const [adjusting, setAdjusting] = useState(false);
  const { resending, resendConfirmation, dialog, setDialogOpen, open, openParticipant, revoking, setRevoking, activeLines } =
    useOrderView(order);

  return (
    <>
      <div className="actions no-print">
        <button
          type="button"
          className="button secondary"
          disabled={resending || order.status === 'pending_payment' || order.status === 'failed'}
          onClick={resendConfirmation}
        >
          {m.resend}
        </button>
        <button
          type="button"
          className="button danger"
          onClick={() => open(activeLines)}
          disabled={activeLines.length === 0 && order.refundable.amount === 0}
        >
          {m.cancelOrder}
        </button>
        <button type="button" className="button secondary" onClick={() => setRevoking(true)}>
          {t.revokeLinks}
        </button>
        <button type="button" className="button secondary" onClick={() => setAdjusting(true)} disabled={!isPaidOrder(order)}>
          {ti.adjustButton}
        </button>
      </div>

      <OrderFacts order={order} />

      {order.offers && <OrderOffers offers={order.offers} />}

      <OrderLines order={order} onCancel={open} onCancelParticipant={openParticipant} />

      <OrderInvoices number={order.number} invoices={order.invoices} />

      <OrderRecords order={order} />

      <CancelDialog
        order={order}
        open={dialog.open}
        initialLines={dialog.lines}
        participant={dialog.participant}
        onOpenChange={setDialogOpen}
      />
      <RevokeLinksDialog number={order.number} open={revoking} onOpenChange={setRevoking} />
      <AdjustmentDialog order={order} open={adjusting} onOpenChange={setAdjusting} />
    </>
  );
}

/** One order: everything about it, and the actions staff take on it. */
export default function OrderScreen({ number }: { number: string }) {
  const { m } = useI18n();
  const { data, error, isPending, refetch } = useOrder(number);
  return (
    <Screen title={m.orderTitle(number)}>
      <p className="no-print">
        <Link to="/orders">← {m.ordersTitle}</Link>
      </p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && <OrderView order={data} />}
    </Screen>
  );
}
