const text = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an action changed, one line per field: `held: 0 → 1` for the fields whose values differ when both sides
 * are objects (what was kept the same is left out), else the whole value before and after.
 */
export function changes(before: unknown, after: unknown): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const differ = keys.filter((k) => text(before[k]) !== text(after[k]));
    return differ.map((k) => `${k}: ${text(before[k])} → ${text(after[k])}`);
  }
  if (before === null || before === undefined) return after === null || after === undefined ? [] : [`→ ${text(after)}`];
  return [`${text(before)} → ${text(after)}`];
}
