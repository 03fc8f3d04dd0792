/** What the groups screen does to a course's groups: one change at a time, its success said by a toast, its failure above the groups. */

import type { ChildRef, GroupChild, SlotGroupsView } from '@schuss/contracts';
import { useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { type GroupsChange, useChangeGroups } from '../../api/groups';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { useLevelsTexts } from '../levels/texts';

export const childKey = (c: ChildRef) => `${c.orderLineId}-${c.participant}`;
export const childName = (c: GroupChild) => `${c.firstName} ${c.lastName}`;

/** "Long day" of a move: mardi 16 février, Tuesday 16 February. */
export function longDay(lang: 'fr' | 'en', iso: string): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The day the board opens on: today while the course runs, else its first day. */
export const startDay = (days: string[], today: string) => (days.includes(today) ? today : (days[0] ?? today));

export function useGroupsChanges(slotId: number) {
  const { m } = useI18n();
  const t = useLevelsTexts();
  const notify = useToast();
  const change = useChangeGroups(slotId);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends a change; true when the platform took it (its view then replaces the screen's). */
  const run = async (what: GroupsChange, done: (view: SlotGroupsView) => string): Promise<boolean> => {
    setFailure(null);
    try {
      const view = await change.mutateAsync(what);
      notify(done(view));
      return true;
    } catch (err) {
      // Someone else changed the groups meanwhile: the view is read again (api/groups.ts), the message says why.
      setFailure(isApiCallError(err) && err.status === 409 ? t.conflict : errorText(err, m));
      return false;
    }
  };

  return { run, failure, busy: change.isPending };
}

export type GroupsChanges = ReturnType<typeof useGroupsChanges>;
