import type { LessonRef } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** The planning board of a day or a week (issue 31): instructors, lessons with their instructor, needs, courses without groups. */
export const planningKey = (site: string, from: string, to: string, lang: string) => ['planning', site, from, to, lang] as const;

export function usePlanning(from: string, to: string) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: planningKey(site, from, to, lang),
    queryFn: ({ signal }) => api.call(paths.boPlanning, { params: { site }, query: { from, to, lang } }, { signal }),
    // Read again each time the board opens: groups made on a course's screen, or other staff's assignments, change it.
    staleTime: 0,
  });
}

/** Reads every board of the school again (the day's and the week's share their lessons). */
const useRereadBoards = () => {
  const site = useSite();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['planning', site] });
};

/**
 * Gives a lesson to an instructor, or takes it back (`instructorId` null). The platform is the judge: a refusal is a
 * 409 `assignment_refused` whose message says why, in the staff's language. Whatever the answer, the board is read
 * again (someone else may have changed it meanwhile).
 */
export function useAssign() {
  const site = useSite();
  const { lang } = useI18n();
  const reread = useRereadBoards();
  return useMutation({
    mutationFn: (body: { lesson: LessonRef; instructorId: number | null }) =>
      api.call(paths.boAssign, { params: { site }, body: { ...body, lang } }),
    onSettled: () => reread(),
  });
}

/** Fills a day's lessons without an instructor; the board is then read again. */
export function usePropose() {
  const site = useSite();
  const { lang } = useI18n();
  const reread = useRereadBoards();
  return useMutation({
    mutationFn: (day: string) => api.call(paths.boPropose, { params: { site }, body: { day, lang } }),
    onSettled: () => reread(),
  });
}
