import type { MoveChildRequest, NewGroupRequest, SaveGroupsRequest, SlotGroupsView } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { api, isApiCallError } from './client';
import { useSite } from './session';

/** A course's groups (issue 30): its children, its groups per day, the proposal while none is saved, the moves. */
export const slotGroupsKey = (site: string, slotId: number, lang: string) => ['slot-groups', site, slotId, lang] as const;

export function useSlotGroups(slotId: number) {
  const site = useSite();
  const { lang } = useI18n();
  return useQuery({
    queryKey: slotGroupsKey(site, slotId, lang),
    queryFn: ({ signal }) => api.call(paths.boSlotGroups, { params: { site, slotId }, query: { lang } }, { signal }),
  });
}

/** What staff do to a course's groups: each answer is the whole view. */
export type GroupsChange =
  | { kind: 'save'; body: SaveGroupsRequest }
  | { kind: 'new'; body: NewGroupRequest }
  | { kind: 'move'; body: MoveChildRequest }
  | { kind: 'rename'; groupId: number; name: string };

/**
 * Changes a course's groups. The platform answers the whole view, which replaces the screen's; a 409 (someone
 * changed the groups meanwhile) reads the view again, so that staff see where the children are now.
 */
export function useChangeGroups(slotId: number) {
  const site = useSite();
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const key = slotGroupsKey(site, slotId, lang);
  const params = { site, slotId };
  return useMutation({
    mutationFn: (change: GroupsChange): Promise<SlotGroupsView> => {
      const query = { lang };
      switch (change.kind) {
        case 'save':
          return api.call(paths.boSaveGroups, { params, query, body: change.body });
        case 'new':
          return api.call(paths.boNewGroup, { params, query, body: change.body });
        case 'move':
          return api.call(paths.boMoveChild, { params, query, body: change.body });
        case 'rename':
          return api.call(paths.boRenameGroup, { params: { ...params, groupId: change.groupId }, query, body: { name: change.name } });
      }
    },
    onSuccess: (view) => queryClient.setQueryData(key, view),
    onError: (err) => {
      if (isApiCallError(err) && err.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
