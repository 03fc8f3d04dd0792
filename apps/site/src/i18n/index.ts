import { dictionaries } from './messages';
import { translateIn } from './translate';

/**
 * Translates a key of the shared dictionary (every page's strings) into a language (unsupported
 * languages use English). A missing key renders as `??key??` (docs/spec.md §8).
 */
export function translate(lang: string, key: string, vars?: Record<string, string | number>): string {
  return translateIn(dictionaries, lang, key, vars);
}

/** A translator bound to one language. */
export const translator = (lang: string) => (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
