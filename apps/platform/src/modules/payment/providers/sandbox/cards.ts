import { EXECUTION_CODES, SANDBOX_CARDS } from '@schuss/contracts';
import { passesLuhn } from '@schuss/contracts/rules';

/** The sandbox's card checks: Luhn, its test cards' outcomes (README), expiry and CVC. */

/** Luhn check of a card number's digits. */
export const luhnValid = (digits: string): boolean => /^\d{12,19}$/.test(digits) && passesLuhn(digits);

/** The execution code the sandbox answers for a (Luhn-valid) card number. */
export function sandboxOutcome(digits: string): string {
  switch (digits) {
    case SANDBOX_CARDS.success:
      return EXECUTION_CODES.success;
    case SANDBOX_CARDS.insufficientFunds:
      return EXECUTION_CODES.insufficientFunds;
    case SANDBOX_CARDS.timeout:
      return EXECUTION_CODES.timeout;
    default:
      // SANDBOX_CARDS.refused and every other card.
      return EXECUTION_CODES.refused;
  }
}

export type CardErrorKey =
  | 'cardRequired'
  | 'cardInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';
export type CardForm = { cardNumber: string; expiry: string; cvc: string };
export type CardCheck = {
  values: CardForm;
  digits: string;
  errors: Partial<Record<keyof CardForm, CardErrorKey>>;
};

/** Server-side check of the card form: Luhn, expiry MM/YY in the future (end of month), 3-digit CVC. */
export function checkCardForm(form: Record<string, unknown>, now = new Date()): CardCheck {
  const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, 40) : '');
  const values = { cardNumber: str('cardNumber'), expiry: str('expiry'), cvc: str('cvc') };
  const errors: CardCheck['errors'] = {};
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (!digits) errors.cardNumber = 'cardRequired';
  else if (!/^\d+$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'cardInvalid';
  const exp = values.expiry.replace(/\s/g, '');
  const m = /^(\d{2})\/?(\d{2})$/.exec(exp);
  if (!exp) errors.expiry = 'expiryRequired';
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) errors.expiry = 'expiryInvalid';
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    // Valid until the end of its month.
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'expiryPast';
  }
  const cvc = values.cvc.trim();
  if (!cvc) errors.cvc = 'cvcRequired';
  else if (!/^\d{3}$/.test(cvc)) errors.cvc = 'cvcInvalid';
  return { values, digits, errors };
}
