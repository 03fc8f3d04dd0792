import { useTexts } from '../../i18n';
import { type AccountsMessages, accountsTexts } from '../../i18n/accounts';

/** The accounts area's texts in the chosen language (i18n/accounts.ts: they load with these screens). */
export const useAccountsTexts = (): AccountsMessages => useTexts(accountsTexts);
