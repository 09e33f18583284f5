import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { type Note, noteListSchema, noteSchema } from '@shared/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * `GET /api/profile/{id}/notes` (matchmakers): newest first. Another matchmaker's notes appear within a
 * minute while the profile is open, and when the window comes back into focus.
 */
export function useNotes(profileId: number) {
  return useQuery({
    queryKey: queryKeys.profileNotes(profileId),
    queryFn: ({ signal }) => api.get(`/api/profile/${profileId}/notes`, { schema: noteListSchema, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

function useRefreshNotes(profileId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.profileNotes(profileId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profileHistory(profileId) }),
    ]);
}

/** `POST /api/profile/{id}/notes` `{ text }`: the new note shows first at once, then the list is fetched again. */
export function useAddNote(profileId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshNotes(profileId);
  return useMutation({
    mutationFn: ({ text, dueAt }: { text: string; dueAt?: string }) =>
      api.post(`/api/profile/${profileId}/notes`, dueAt ? { text, dueAt } : { text }, { schema: noteSchema }),
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(queryKeys.profileNotes(profileId), (old) => [
        note,
        ...(old ?? []).filter((n) => n._id !== note._id),
      ]);
      // A reminder shows on the dashboard and in the menu's count.
      void queryClient.invalidateQueries({ queryKey: queryKeys.reminders });
      return refresh();
    },
  });
}

/** `DELETE /api/profile/{id}/notes/{noteId}`: the author's own note only (the server answers 403 otherwise). */
export function useDeleteNote(profileId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshNotes(profileId);
  return useMutation({
    mutationFn: (noteId: number) => api.delete<null>(`/api/profile/${profileId}/notes/${noteId}`),
    onSuccess: (_answer, noteId) => {
      queryClient.setQueryData<Note[]>(queryKeys.profileNotes(profileId), (old) =>
        old?.filter((n) => n._id !== noteId),
      );
      return refresh();
    },
  });
}
