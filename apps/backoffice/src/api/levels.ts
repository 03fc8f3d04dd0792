import type { LevelsResponse, SaveLadderRequest } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** The school's ladders (issue 30): each discipline's levels in order. */
export const levelsKey = (site: string) => ['levels', site] as const;

export function useLevels() {
  const site = useSite();
  return useQuery({
    queryKey: levelsKey(site),
    queryFn: ({ signal }) => api.call(paths.boLevels, { params: { site } }, { signal }),
  });
}

/** Replaces a discipline's whole ladder (admins); the answer (every ladder as saved) replaces the cached ones. */
export function useSaveLadder() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ discipline, body }: { discipline: string; body: SaveLadderRequest }) =>
      api.call(paths.boSaveLadder, { params: { site, discipline }, body }),
    onSuccess: (res: LevelsResponse) => queryClient.setQueryData(levelsKey(site), res),
  });
}
