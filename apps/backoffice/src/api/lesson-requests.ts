import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** Private-lesson requests (issue 31, item 4): open ones or answered ones; read again every minute while shown. */
export function useLessonRequests(show: 'open' | 'answered') {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['lesson-requests', site, show, lang],
    queryFn: ({ signal }) => api.call(paths.boLessonRequests, { params: { site }, query: { show, lang } }, { signal }),
    refetchInterval: 60_000,
  });
}

/** A request in full, with the hours of its day and who is free at each (read again each time it opens). */
export function useLessonRequest(requestId: number) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['lesson-requests', site, 'one', requestId, lang],
    queryFn: ({ signal }) => api.call(paths.boLessonRequest, { params: { site, requestId }, query: { lang } }, { signal }),
    staleTime: 0,
  });
}

/** Accepts or declines a request; the lists and the request are read again whatever the answer (another office may have answered). */
export function useAnswerRequest(requestId: number) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: ['lesson-requests', site] });
  const accept = useMutation({
    mutationFn: (body: { instructorId: number; slotId: number }) =>
      api.call(paths.boLessonRequestAccept, { params: { site, requestId }, body: { ...body, lang } }),
    onSettled: reread,
  });
  const decline = useMutation({
    mutationFn: (message: string) => api.call(paths.boLessonRequestDecline, { params: { site, requestId }, body: { message, lang } }),
    onSettled: reread,
  });
  return { accept, decline };
}
