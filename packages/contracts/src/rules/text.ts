/**
 * Text every program accepts: no NUL, no control character other than tab and line breaks, no lone
 * UTF-16 surrogate. PostgreSQL refuses NUL in text and lone surrogates in JSON, so such input would
 * otherwise fail deep inside a query (a 500) instead of at the door (a 400 naming the field).
 */

/** Why a string is not acceptable text, or null when it is. */
export function textProblem(s: string): string | null {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return 'must not contain a NUL character';
    // C0 controls except tab (9), line feed (10) and carriage return (13); DEL and the C1 controls.
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f)) return 'must not contain control characters';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return 'must be valid Unicode text (lone surrogate)';
    }
    if (c >= 0xdc00 && c <= 0xdfff) return 'must be valid Unicode text (lone surrogate)';
  }
  return null;
}

/**
 * The first unacceptable string in a request's query, params or parsed JSON body — values and keys
 * alike (a record's key is stored too) — with its path, or null.
 */
/** The largest PostgreSQL `integer`. */
export const INT_MAX = 2_147_483_647;

export function findTextProblem(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string } | null {
  // Whole numbers are stored as PostgreSQL's `integer` (ids, cents, counts): one beyond it is refused here, not by
  // the database with a 500 (the route fuzz test found `DELETE /api/booking/cart/lines/2147483648`).
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > INT_MAX) {
    return { path, message: `must be at most ${INT_MAX}` };
  }
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextProblem(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only (a parsed query has a null prototype); buffers and streams are not text.
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (proto === Object.prototype || proto === null) {
    for (const [key, v] of Object.entries(value as object)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: [...path, key], message: `name ${keyProblem}` };
      const found = findTextProblem(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
