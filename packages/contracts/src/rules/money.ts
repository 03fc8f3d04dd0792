/** Money is integer cents of euros everywhere; this is how people read it. */

export type MoneyFormat = {
  /** Plain spaces instead of the narrow no-break spaces Intl uses (`125,50 €` in plain-text e-mails). */
  plainSpaces?: boolean;
};

/** `125,50 €` (fr) or `€125.50` (en and any other language) for integer cents. */
export function formatEuros(cents: number, lang: string, { plainSpaces = false }: MoneyFormat = {}): string {
  const text = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return plainSpaces ? text.replace(/\u202f|\u00a0/g, ' ') : text;
}
