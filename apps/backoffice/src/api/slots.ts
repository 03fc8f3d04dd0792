import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** Lesson slots running between two days, with their places. */
export function useSlots(from: string, to: string) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['slots', site, from, to, lang],
    queryFn: ({ signal }) => api.call(paths.boSlots, { params: { site }, query: { from, to, lang } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
