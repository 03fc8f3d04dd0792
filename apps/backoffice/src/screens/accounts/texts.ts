import { useI18n } from '../../i18n';
import { type AccountsMessages, accountsEn, accountsFr } from '../../i18n/accounts';

const TEXTS = { fr: accountsFr, en: accountsEn } as const;

/** The accounts area's texts in the chosen language (they load with its screens, not with the first one). */
export function useAccountsTexts(): AccountsMessages {
  return TEXTS[useI18n().lang];
}
