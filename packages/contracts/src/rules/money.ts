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

/** The Luhn checksum over a string of digits: card numbers, and the SIREN and SIRET of a school's invoices. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
