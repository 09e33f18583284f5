import type { ProfileHistoryEntry } from '@shared/profile-view';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import { PROFILE_NOT_FOUND } from '../profiles/service';

type Deps = { history: HistoryRepository; profiles: Pick<ProfilesRepository, 'findById'> };

/** Fields whose values never leave the server, whatever a row holds (the login link's token). */
const VALUELESS = new Set(['accessToken', 'accessTokenRotated']);

/**
 * A profile's timeline for the matchmakers (issue 15, decision 028): every row the history keeps about the
 * profile (status, inactive reason, fees, settings, partner requirements, each field a family or a
 * matchmaker changed, notes added or deleted), oldest first, with who did it: the matchmaker's e-mail, the
 * family ("Family of profile #id") or "Rishta" when nobody was signed in.
 */
export function profileHistoryService(deps: Deps) {
  return {
    async list(profileId: number): Promise<ProfileHistoryEntry[]> {
      if (!(await deps.profiles.findById(profileId))) throw httpError(404, PROFILE_NOT_FOUND);
      const rows = await deps.history.listWithActor('profile', profileId);
      return rows.map((row) => {
        const hidden = VALUELESS.has(row.field);
        return {
          at: row.at.toISOString(),
          field: row.field,
          from: hidden ? null : row.fromValue,
          to: hidden ? null : row.toValue,
          by: row.actorEmail ?? (row.actorProfileId ? `Family of profile #${row.actorProfileId}` : 'Rishta'),
        };
      });
    },
  };
}
export type ProfileHistoryService = ReturnType<typeof profileHistoryService>;
