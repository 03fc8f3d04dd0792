import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** 8 days from `from` (default: today and the next 7, the platform's default window). */
export function useDashboard(from?: string) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['dashboard', site, lang, from ?? 'today'],
    queryFn: ({ signal }) => api.call(paths.boDashboard, { params: { site }, query: { lang, ...(from ? { from } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
