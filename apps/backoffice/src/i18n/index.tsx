import { formatEuros } from '@schuss/contracts/rules';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { en } from './en';
import { fr, type Messages } from './fr';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];
/** Where the chosen language is kept (this browser only). */
export const LANG_KEY = 'schuss.backoffice.lang';
const MESSAGES: Record<Lang, Messages> = { fr, en };

/** The language to start with: the one chosen before, else the browser's first French or English, else French. */
export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved === 'fr' || saved === 'en') return saved;
  } catch {}
  const langs = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const l of langs) {
    const base = l?.slice(0, 2).toLowerCase();
    if (base === 'fr' || base === 'en') return base;
  }
  return 'fr';
}

/** Formatting in the chosen language: money in cents, ISO days, instants. */
export function formatters(lang: Lang) {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const dayFmt = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const shortDayFmt = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const weekdayFmt = new Intl.DateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const longDayFmt = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const dayMonthFmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const instantFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    money: (cents: number) => formatEuros(cents, lang),
    /** 04/01/2027 */
    date: (iso: string) => dayFmt.format(day(iso)),
    /** 04/01 */
    shortDate: (iso: string) => shortDayFmt.format(day(iso)),
    /** lun. 04/01 */
    weekday: (iso: string) => weekdayFmt.format(day(iso)),
    /** mardi 10 février / Tuesday 10 February */
    longDay: (iso: string) => longDayFmt.format(day(iso)),
    /** 3 février / 3 February */
    dayMonth: (iso: string) => dayMonthFmt.format(day(iso)),
    /** 04/01/2027 14:05 (the resort's time) */
    instant: (iso: string) => instantFmt.format(new Date(iso)),
    number: (n: number) => n.toLocaleString(locale),
  };
}

type I18n = { lang: Lang; m: Messages; setLang: (lang: Lang) => void; f: ReturnType<typeof formatters> };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, lang: forced }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => forced ?? initialLang());
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      localStorage.setItem(LANG_KEY, next);
    } catch {}
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo(() => ({ lang, m: MESSAGES[lang], setLang, f: formatters(lang) }), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

/**
 * An area's texts in the chosen language. Each area of the back office (catalogue, season, offers…)
 * keeps its texts in i18n/<area>.ts, imported by its screens only: they load with those screens, not
 * in the first load (fr.ts and en.ts, which has a size limit).
 */
export function useTexts<T>(texts: { readonly fr: T; readonly en: T }): T {
  return texts[useI18n().lang];
}
