import type { MenuItem, MyCheckInRequest, MyLessonsView, SiteResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api } from './client';
import { useSite } from './session';

/** The instructor's day on a phone (issue 31, item 5): their lessons of three days from `from` (today when absent). */
export const MY_LESSONS_DAYS = 3;
const myLessonsKey = (site: string, from: string | null, lang: string) => ['my-lessons', site, from, lang] as const;

export function useMyLessons(from: string | null) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: myLessonsKey(site, from, lang),
    queryFn: ({ signal }) =>
      api.call(paths.boMyLessons, { params: { site }, query: { days: MY_LESSONS_DAYS, lang, ...(from ? { from } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const withPresence = (view: MyLessonsView, b: MyCheckInRequest, present: boolean): MyLessonsView => ({
  ...view,
  lessons: view.lessons.map((l) =>
    l.day !== b.day
      ? l
      : {
          ...l,
          children: l.children.map((c) => (c.orderLineId === b.orderLineId && c.participant === b.participant ? { ...c, present } : c)),
        },
  ),
});

/**
 * Checks a child of the instructor's lessons in or out: shown at once, back to what it was when the platform refuses
 * (`onError` then says why, or asks to confirm another day), the platform's answer when it comes.
 */
export function useMyCheckIn(
  from: string | null,
  { onError, onDone }: { onError?: (req: MyCheckInRequest, err: unknown) => void; onDone?: (req: MyCheckInRequest) => void } = {},
) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const key = myLessonsKey(site, from, lang);
  return useMutation({
    mutationFn: (body: MyCheckInRequest) => api.call(paths.boMyCheckIn, { params: { site }, body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const now = queryClient.getQueryData<MyLessonsView>(key);
      if (now) queryClient.setQueryData<MyLessonsView>(key, withPresence(now, body, body.present));
    },
    onError: (err, body) => {
      const now = queryClient.getQueryData<MyLessonsView>(key);
      if (now) queryClient.setQueryData<MyLessonsView>(key, withPresence(now, body, !body.present));
      onError?.(body, err);
    },
    onSuccess: (res, body) => {
      const now = queryClient.getQueryData<MyLessonsView>(key);
      if (now) queryClient.setQueryData<MyLessonsView>(key, withPresence(now, body, res.present));
      onDone?.({ ...body, present: res.present });
    },
  });
}

const findItem = (items: MenuItem[], name: string): MenuItem | undefined => {
  for (const item of items) {
    if (item.name === name) return item;
    const sub = item.subs && findItem(item.subs, name);
    if (sub) return sub;
  }
  return undefined;
};

/**
 * The school's meeting-points page on its site, in a language (`/infos-pratiques/lieux-de-rendez-vous/` in the demo):
 * the page named `meeting-points` in the site's menus, on the language's base URL. Null when the site has none.
 */
export function meetingPointsUrl(site: SiteResponse | undefined, lang: 'fr' | 'en'): string | null {
  const menus = site?.menus[lang];
  const base = site?.config.domains[lang];
  if (!menus || !base) return null;
  const page = findItem([...menus.main, ...menus.footer], 'meeting-points');
  if (!page) return null;
  if (/^https?:\/\//.test(page.path)) return page.path;
  if (!page.path.startsWith('/')) return null;
  return `${base.replace(/\/+$/, '')}${page.path}`;
}

/** The meeting-points page of the session's school (the site's public config); null while unknown or when it has none. */
export function useMeetingPointsUrl(): string | null {
  const site = useSite();
  const { lang } = useI18n();
  const { data } = useQuery({
    queryKey: ['site-config', site],
    queryFn: ({ signal }) => api.call(paths.site, { query: { site } }, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return meetingPointsUrl(data, lang);
}
