import type { BankAccountRequest, ShareRule } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/**
 * Hours and earnings (issue 31): a period's instructors with what was collected, the school's share and what is owed;
 * one instructor's lessons; the rule and the accounts (admins); the files' addresses (same-origin downloads).
 */

const earningsKey = (site: string) => ['earnings', site] as const;

/** The period's instructors, their sums and the school's rule. */
export function useEarnings(from: string, to: string, lang: Lang) {
  const site = useSite();
  return useQuery({
    queryKey: [...earningsKey(site), 'report', from, to, lang],
    queryFn: ({ signal }) => api.call(paths.boEarnings, { params: { site }, query: { from, to, lang } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One instructor's lessons of the period (none asked: not fetched). */
export function useEarningsStatement(instructorId: number | null, from: string, to: string, lang: Lang) {
  const site = useSite();
  return useQuery({
    queryKey: [...earningsKey(site), 'statement', instructorId, from, to, lang],
    queryFn: ({ signal }) =>
      api.call(paths.boEarningsStatement, { params: { site, instructorId: instructorId ?? 0 }, query: { from, to, lang } }, { signal }),
    enabled: instructorId !== null,
  });
}

/** Saves the school's rule (admins); every earnings figure is read again. */
export function useSaveShareRule() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareRule) => api.call(paths.boShareRule, { params: { site }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsKey(site) }),
  });
}

/** Sets or removes an instructor's account (admins). */
export function useSaveBankAccount(instructorId: number) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountRequest) => api.call(paths.boBankAccount, { params: { site, instructorId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsKey(site) }),
  });
}

/** The addresses of the period's files: the office's CSV, the SEPA file, an instructor's PDF statement. */
export function useEarningsFiles(from: string, to: string, lang: Lang) {
  const site = useSite();
  const query = { from, to, lang };
  return {
    csv: api.url(paths.boEarningsCsv, { params: { site }, query }),
    sepa: api.url(paths.boEarningsSepa, { params: { site }, query }),
    pdf: (instructorId: number) => api.url(paths.boEarningsPdf, { params: { site, instructorId }, query }),
  };
}
