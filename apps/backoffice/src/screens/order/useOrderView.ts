/** The order screen's state and side effects (OrderScreen.tsx): the confirmation sent again, and which dialog is open on which lines. */

import type { BackofficeOrder } from '@schuss/contracts';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { useResendConfirmation } from '../../api/order';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import type { CancelledParticipant } from './useCancelForm';

export function useOrderView(order: BackofficeOrder) {
  const { m } = useI18n();
  const notify = useToast();
  const resend = useResendConfirmation(order.number);
  const [dialog, setDialog] = useState<{ open: boolean; lines: number[]; participant?: CancelledParticipant }>({ open: false, lines: [] });
  const [revoking, setRevoking] = useState(false);
  const open = (lines: number[]) => setDialog({ open: true, lines });
  const openParticipant = (participant: CancelledParticipant) => setDialog({ open: true, lines: [], participant });
  const activeLines = order.lines.filter((l) => l.cancelledAt === null).map((l) => l.id);
  const resendConfirmation = () =>
    resend.mutate(undefined, {
      onSuccess: (r) => notify(m.resent(r.to)),
      onError: (err) => notify(errorText(err, m), 'error'),
    });
  const setDialogOpen = (o: boolean) => setDialog((d) => ({ ...d, open: o }));
  return {
    resending: resend.isPending,
    resendConfirmation,
    dialog,
    setDialogOpen,
    open,
    openParticipant,
    revoking,
    setRevoking,
    activeLines,
  };
}
