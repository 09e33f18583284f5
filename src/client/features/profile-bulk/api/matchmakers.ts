import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { teamMemberSchema } from '@shared/team';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** `GET /api/matchmakers`: the team, for "Assign to" (only active matchmakers may be chosen, decision 054). */
export function useMatchmakers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.teamMembers,
    queryFn: ({ signal }) => api.get('/api/matchmakers', { schema: z.array(teamMemberSchema), signal }),
    staleTime: 60_000,
    enabled,
  });
}
