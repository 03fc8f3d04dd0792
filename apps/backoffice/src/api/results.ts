import type { ResultInput, ResultsResponse, ResultView } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** A course's results (issue 30): each child's latest result, entered on a phone at the meeting point. */
export const slotResultsKey = (site: string, slotId: number, lang: string) => ['slot-results', site, slotId, lang] as const;

export function useSlotResults(slotId: number) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: slotResultsKey(site, slotId, lang),
    queryFn: ({ signal }) => api.call(paths.boSlotResults, { params: { site, slotId }, query: { lang } }, { signal }),
  });
}

/**
 * Sends results (one tap, or the phone's queue once the signal is back). The answer's results replace the screen's
 * child by child: the platform may answer only those sent.
 */
export function useSendResults(slotId: number) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useCallback(
    async (results: ResultInput[]): Promise<ResultsResponse> => {
      const answer = await api.call(paths.boSaveResults, { params: { site, slotId }, query: { lang }, body: { results } });
      queryClient.setQueryData(slotResultsKey(site, slotId, lang), (old: ResultsResponse | undefined) => ({
        duplicates: [],
        results: mergeResults(old?.results ?? [], answer.results),
      }));
      return answer;
    },
    [site, slotId, lang, queryClient],
  );
}

const refOf = (r: { orderLineId: number; participant: number }) => `${r.orderLineId}-${r.participant}`;

/** The results known, each child's replaced by the newer one answered. */
export function mergeResults(known: ResultView[], answered: ResultView[]): ResultView[] {
  const byChild = new Map(known.map((r) => [refOf(r), r]));
  for (const r of answered) byChild.set(refOf(r), r);
  return [...byChild.values()];
}

/** E-mails each family its children's progress cards: how many cards, to how many families. */
export function useSendProgressCards(slotId: number) {
  const site = useSite();
  return useMutation({ mutationFn: () => api.call(paths.boSendProgressCards, { params: { site, slotId } }) });
}
