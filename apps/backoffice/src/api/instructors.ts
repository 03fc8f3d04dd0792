import type {
  ArchiveInstructorRequest,
  AvailabilityCellsRequest,
  AvailabilityPatternRequest,
  InstructorInput,
  InstructorSettings,
  InstructorsQuery,
} from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** The school's instructors (issue 31): their profiles, and their availability by half-day. */
const all = (site: string) => ['instructors', site] as const;

export function useInstructors(query: Partial<InstructorsQuery> = {}) {
  const site = useSite();
  return useQuery({
    queryKey: [...all(site), 'list', query],
    queryFn: ({ signal }) => api.call(paths.boInstructors, { params: { site }, query: { active: 'true', ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInstructor(instructorId: number | null) {
  const site = useSite();
  return useQuery({
    queryKey: [...all(site), 'one', instructorId],
    queryFn: ({ signal }) => api.call(paths.boInstructor, { params: { site, instructorId: instructorId as number } }, { signal }),
    enabled: instructorId !== null,
  });
}

/** The availability of a period: every active instructor's, or one's. */
export function useAvailability(from: string, to: string, instructorId?: number) {
  const site = useSite();
  return useQuery({
    queryKey: [...all(site), 'availability', from, to, instructorId ?? null],
    queryFn: ({ signal }) =>
      instructorId === undefined
        ? api.call(paths.boAvailability, { params: { site }, query: { from, to } }, { signal })
        : api.call(paths.boInstructorAvailability, { params: { site, instructorId }, query: { from, to } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes what the lists, profiles and availability show: they are read again. */
function useInstructorsMutation<V, R>(fn: (site: string, v: V) => Promise<R>) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(site, v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: all(site) }),
  });
}

export const useCreateInstructor = () =>
  useInstructorsMutation((site, body: InstructorInput) => api.call(paths.boInstructorCreate, { params: { site }, body }));

export const useUpdateInstructor = () =>
  useInstructorsMutation((site, { instructorId, body }: { instructorId: number; body: InstructorInput }) =>
    api.call(paths.boInstructorUpdate, { params: { site, instructorId }, body }),
  );

export const useArchiveInstructor = () =>
  useInstructorsMutation((site, { instructorId, body }: { instructorId: number; body: ArchiveInstructorRequest }) =>
    api.call(paths.boInstructorArchive, { params: { site, instructorId }, body }),
  );

export const useAvailabilityPattern = () =>
  useInstructorsMutation((site, body: AvailabilityPatternRequest) => api.call(paths.boAvailabilityPattern, { params: { site }, body }));

export const useAvailabilityCells = () =>
  useInstructorsMutation((site, body: AvailabilityCellsRequest) => api.call(paths.boAvailabilityCells, { params: { site }, body }));

export const useSaveInstructorSettings = () =>
  useInstructorsMutation((site, body: InstructorSettings) => api.call(paths.boInstructorSettings, { params: { site }, body }));
