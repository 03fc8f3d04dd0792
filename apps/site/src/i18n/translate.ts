/** A set of interface strings per language. */
export type Dictionaries = Record<string, Partial<Record<string, string>>>;

/**
 * Translates a key with the given dictionaries (unsupported languages use English). A missing key
 * renders as `??key??` (docs/spec.md §8) so it is visible and easy to find. Kept free of any dictionary so a
 * client component can bring only its own strings: the shared dictionary ships with every page.
 */
export function translateIn(dicts: Dictionaries, lang: string, key: string, vars?: Record<string, string | number>): string {
  const dict = dicts[lang] ?? dicts.en ?? {};
  const text = dict[key];
  if (text === undefined) return `??${key}??`;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

/** A translator over the given dictionaries, bound to one language. */
export const translatorIn = (dicts: Dictionaries, lang: string) => (key: string, vars?: Record<string, string | number>) =>
  translateIn(dicts, lang, key, vars);
