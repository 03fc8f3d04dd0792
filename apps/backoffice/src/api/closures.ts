import type { ClosureInput, ClosurePreviewRequest, ClosureView } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/**
 * The weather and safety closures' calls: the list, one closure, the preview of what a
 * closing concerns, the closing itself and the retry of what failed. A closing changes places,
 * orders and refunds: every list showing them is read again.
 */

const closureKey = (site: string, id: number, lang: string) => ['closure', site, id, lang] as const;

function closingChanged(queryClient: QueryClient) {
  for (const key of ['closures', 'closurePreview', 'seasonSlots', 'seasonProducts', 'slots', 'roster', 'dashboard', 'orders', 'order'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}

/** The site's closures, newest first. */
export function useClosures() {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['closures', site, lang],
    queryFn: ({ signal }) => api.call(paths.boClosures, { params: { site }, query: { lang } }, { signal }),
  });
}

/** One closure with every affected line's outcome. */
export function useClosure(id: number) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: closureKey(site, id, lang),
    queryFn: ({ signal }) => api.call(paths.boClosure, { params: { site, closureId: id }, query: { lang } }, { signal }),
  });
}

/** What closing a day or a slot would concern (writes nothing); none while `req` is null. */
export function useClosurePreview(req: ClosurePreviewRequest | null) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: ['closurePreview', site, req, lang],
    queryFn: ({ signal }) =>
      api.call(paths.boPreviewClosure, { params: { site }, query: { lang }, body: req as ClosurePreviewRequest }, { signal }),
    enabled: req !== null,
    retry: false,
  });
}

/** Closes (once per idempotency key), refunds or moves, e-mails; answers the closure. */
export function useCreateClosure() {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureInput) => api.call(paths.boCreateClosure, { params: { site }, query: { lang }, body }),
    onSuccess: (closure: ClosureView) => {
      queryClient.setQueryData(closureKey(site, closure.id, lang), closure);
      closingChanged(queryClient);
    },
  });
}

/** Tries again the refunds (and e-mails) of a closure that failed. */
export function useRetryClosure(id: number) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(paths.boRetryClosure, { params: { site, closureId: id }, query: { lang } }),
    onSuccess: (closure: ClosureView) => {
      queryClient.setQueryData(closureKey(site, id, lang), closure);
      closingChanged(queryClient);
    },
  });
}
