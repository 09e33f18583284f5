import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { reminderAssignedSchema, reminderListSchema, snoozedSchema } from '@shared/reminders';
import { teamMemberSchema } from '@shared/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** `GET /api/reminders?due=true`: the due reminders, mine first; asked again every minute. */
export function useDueReminders() {
  return useQuery({
    queryKey: queryKeys.dueReminders,
    queryFn: ({ signal }) =>
      api.get('/api/reminders', { params: { due: 'true' }, schema: reminderListSchema, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useReminderDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/api/reminders/${id}/done`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders }),
  });
}

export function useReminderSnooze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: 1 | 7 }) =>
      api.post(`/api/reminders/${id}/snooze`, { days }, { schema: snoozedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders }),
  });
}

/** `GET /api/matchmakers`: the team, to give a reminder to another active matchmaker (decision 066). */
export function useMatchmakers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.teamMembers,
    queryFn: ({ signal }) => api.get('/api/matchmakers', { schema: z.array(teamMemberSchema), signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** `PATCH /api/reminders/{id} {assignedTo}`: the reminder becomes another matchmaker's, first in her list. */
export function useReminderAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assignedTo }: { id: number; assignedTo: number }) =>
      api.patch(`/api/reminders/${id}`, { assignedTo }, { schema: reminderAssignedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders }),
  });
}
