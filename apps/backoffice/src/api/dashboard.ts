import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** Today and the next 7 days (the platform's default window). */
export function useDashboard() {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['dashboard', site, lang],
    queryFn: ({ signal }) => api.call(paths.boDashboard, { params: { site }, query: { lang } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
