import type { GenerateSlotsInput, RemoveSlotsInput, SeasonInput, SeasonView, SlotsImportInput } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/**
 * The season area's calls: the season's days and periods, the dated products and their
 * slots (generation, capacity, closing, private-lesson hours) and the slots CSV. Every write makes
 * the lists that show places read again (this area's, and the dashboard's and rosters').
 */

const seasonKey = (site: string) => ['season', site] as const;

/** Everything showing slots or places is read again after a write. */
function placesChanged(queryClient: QueryClient) {
  for (const key of ['seasonSlots', 'seasonProducts', 'slots', 'roster', 'dashboard'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}

/** The site's season (its configured dates until saved here). */
export function useSeason() {
  const site = useSite();
  return useQuery({
    queryKey: seasonKey(site),
    queryFn: ({ signal }) => api.call(paths.boSeason, { params: { site } }, { signal }),
  });
}

export function useSaveSeason() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeasonInput) => api.call(paths.boSaveSeason, { params: { site }, body }),
    onSuccess: (season: SeasonView) => {
      queryClient.setQueryData(seasonKey(site), season);
      void queryClient.invalidateQueries({ queryKey: ['seasonSlots'] });
    },
  });
}

/** Products sold on dated slots, with their slots' count. */
export function useSeasonProducts() {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['seasonProducts', site, lang],
    queryFn: ({ signal }) => api.call(paths.boSeasonProducts, { params: { site }, query: { lang } }, { signal }),
  });
}

/** One product's slots between two days (the season when not given); not asked while `enabled` is false. */
export function useSeasonSlots(product: string, from?: string, to?: string, enabled = true) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['seasonSlots', site, product, from, to, lang],
    queryFn: ({ signal }) => api.call(paths.boSeasonSlots, { params: { site }, query: { product, from, to, lang } }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What a generation would create (writes nothing). */
export function usePreviewSlots() {
  const site = useSite();
  return useMutation({ mutationFn: (body: GenerateSlotsInput) => api.call(paths.boPreviewSlots, { params: { site }, body }) });
}

export function useGenerateSlots() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSlotsInput) => api.call(paths.boGenerateSlots, { params: { site }, body }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useRemoveSlots() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveSlotsInput) => api.call(paths.boRemoveSlots, { params: { site }, body }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useSlotCapacity() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, capacity }: { slotId: number; capacity: number }) =>
      api.call(paths.boSlotCapacity, { params: { site, slotId }, body: { capacity } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useCloseSlot() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, reason }: { slotId: number; reason: string }) =>
      api.call(paths.boCloseSlot, { params: { site, slotId }, body: { reason } }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useReopenSlot() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId }: { slotId: number }) => api.call(paths.boReopenSlot, { params: { site, slotId }, body: {} }),
    onSuccess: () => placesChanged(queryClient),
  });
}

export function useImportSlots() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotsImportInput) => api.call(paths.boImportSlots, { params: { site }, body }),
    onSuccess: (result) => {
      if (!result.dryRun) placesChanged(queryClient);
    },
  });
}

/** The slots CSV's address (a same-origin download: the session cookie goes along). */
export function useSlotsCsvUrl(from?: string, to?: string) {
  const site = useSite();
  return api.url(paths.boSlotsCsv, { params: { site }, query: { from, to } });
}
