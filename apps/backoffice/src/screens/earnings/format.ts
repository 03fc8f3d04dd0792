import type { ShareRule } from '@schuss/contracts';
import type { formatters } from '../../i18n';
import type { EarningsMessages } from '../../i18n/earnings';

type Format = ReturnType<typeof formatters>;

/** Minutes as hours with at most two decimals, in the staff's language (2,5 / 2.5). */
export const hoursOf = (f: Format, minutes: number) => f.number(Math.round((minutes / 60) * 100) / 100);

/** The rule in words: "1,5 % de l'encaissé + 4,00 € par heure de cours", or that there is none. */
export function ruleText(rule: ShareRule, t: EarningsMessages, f: Format): string {
  const parts = [
    ...(rule.shareBp ? [t.percentWords(f.number(rule.shareBp / 100))] : []),
    ...(rule.shareCentsPerHour ? [t.perHourWords(f.money(rule.shareCentsPerHour))] : []),
  ];
  return parts.length ? t.ruleIs(parts.join(' + ')) : t.ruleNone;
}
