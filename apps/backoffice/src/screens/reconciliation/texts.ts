import { useTexts } from '../../i18n';
import { type ReconciliationMessages, reconciliationTexts } from '../../i18n/reconciliation';

/** The reconciliation screen's texts in the chosen language (i18n/reconciliation.ts: they load with this screen). */
export const useReconciliationTexts = (): ReconciliationMessages => useTexts(reconciliationTexts);
