import type { MyAvailabilityRequest } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** The instructor's own availability on a phone (issue 31, item 2): a fortnight of half-days from `from` (today when absent). */
export const MY_AVAILABILITY_DAYS = 14;
const myAvailabilityKey = (site: string, from: string | null, lang: string) => ['my-availability', site, from, lang] as const;

export function useMyAvailability(from: string | null) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: myAvailabilityKey(site, from, lang),
    queryFn: ({ signal }) =>
      api.call(
        paths.boMyAvailability,
        { params: { site }, query: { days: MY_AVAILABILITY_DAYS, lang, ...(from ? { from } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves the instructor's changed half-days (refused whole when one is locked or has a lesson), then reads them again. */
export function useSaveMyAvailability() {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cells: MyAvailabilityRequest['cells']) =>
      api.call(paths.boMyAvailabilitySave, { params: { site }, body: { cells, lang } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-availability', site] }),
  });
}
