import { profileBlocksSchema } from '@shared/blocks';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * `GET /api/profile/{id}/blocks` (matchmakers; issue 18, decision 039): the profile's blocks both ways. One
 * query for the features that show them (the profile's block panel, the Send Profile modal).
 */
export const profileBlocksQuery = (profileId: number) =>
  queryOptions({
    queryKey: queryKeys.profileBlocks(profileId),
    queryFn: ({ signal }) =>
      api.get(`/api/profile/${profileId}/blocks`, { schema: profileBlocksSchema, signal }),
  });
