/** Escapes text for HTML content and double-quoted attributes. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** `125,50 €` (fr) or `€125.50` (en) for integer cents. */
export function formatEuros(cents: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');
}

/** `samedi 19 décembre 2026` / `Saturday 19 December 2026` for `YYYY-MM-DD`. */
export function formatDate(d: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${d}T00:00:00Z`));
}
