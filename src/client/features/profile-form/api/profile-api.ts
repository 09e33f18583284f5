import { api, isApiError } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { SUBMISSION_DEVICE_HEADER } from '@shared/constants';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { profileCreatedSchema, profileResponseSchema, profileViewSchema } from '@shared/profile-view';
import { useQuery } from '@tanstack/react-query';
import type { FieldError } from '../model/payload';
import { submissionDevice } from './submission-device';

export function fetchProfile(id: number, signal?: AbortSignal) {
  return api.get(`/api/profile/${id}`, { schema: profileResponseSchema, signal });
}

/** The profile being edited, with its signed picture addresses. */
export function useProfileToEdit(id: number) {
  return useQuery({
    queryKey: queryKeys.profile(id),
    queryFn: ({ signal }) => fetchProfile(id, signal),
    // The form must start from what is stored now, not from a list page's copy.
    staleTime: 0,
    gcTime: 0,
  });
}

const createdSchema = profileCreatedSchema.or(profileViewSchema);

/**
 * POST /api/profile: a family learns its new id; a matchmaker gets the whole profile (only `_id` is used).
 * The browser names itself for the submission limit (decision 032), and the submission by its key, so that
 * sending it again after a dropped connection creates no second profile (issue 19, decision 042).
 */
export async function createProfile(body: Record<string, unknown>, key: string): Promise<{ _id: number }> {
  const created = await api.post('/api/profile', body, {
    schema: createdSchema,
    headers: submissionHeaders(key),
  });
  return { _id: created._id };
}

/** The headers a new profile is sent with; kept with a submission, the service worker sends them too. */
export function submissionHeaders(key: string): Record<string, string> {
  return { [SUBMISSION_DEVICE_HEADER]: submissionDevice(), [IDEMPOTENCY_HEADER]: key };
}

export function updateProfile(id: number, body: Record<string, unknown>) {
  return api.put(`/api/profile/${id}`, body, { schema: profileViewSchema });
}

export function deleteProfile(id: number) {
  return api.delete<null>(`/api/profile/${id}`);
}

/** The field errors of a 400 answer (`errors: [{ path, message }]`), or none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error, 400)) return [];
  const body = error.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is FieldError =>
      typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
  );
}
