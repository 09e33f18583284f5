import type { ProfileHistoryEntry } from '@shared/profile-view';
import type { HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import { PROFILE_NOT_FOUND } from '../privacy/reach';
import type { ProfilesRepository } from '../profiles/repository';

type Deps = { history: HistoryRepository; profiles: Pick<ProfilesRepository, 'findById'> };

/** Fields whose values never leave the server, whatever a row holds (the login link's token). */
const VALUELESS = new Set(['accessToken', 'accessTokenRotated']);
/** Fields whose values are matchmakers' account ids. */
const BY_ACCOUNT = new Set(['assignedTo', 'reminderAssigned']);

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
      // A responsible matchmaker (and a reminder's, decision 066) is kept by account id; the timeline names her
      // (decision 054).
      const assigned = rows
        .filter((row) => BY_ACCOUNT.has(row.field))
        .flatMap((row) => [row.fromValue, row.toValue])
        .filter((v): v is string => v !== null)
        .map(Number);
      const names = await deps.history.accountNames([...new Set(assigned)]);
      const named = (field: string, value: string | null) =>
        BY_ACCOUNT.has(field) && value !== null ? (names.get(Number(value)) ?? value) : value;
      return rows.map((row) => {
        const hidden = VALUELESS.has(row.field);
        const by =
          row.actorEmail ?? (row.actorProfileId ? `Family of profile #${row.actorProfileId}` : 'Rishta');
        return {
          at: row.at.toISOString(),
          field: row.field,
          from: hidden ? null : named(row.field, row.fromValue),
          to: hidden ? null : named(row.field, row.toValue),
          by,
          // The matchmaker's display name (decision 054); the family or Rishta as `by` says.
          byName: row.actorName ?? by,
        };
      });
    },
  };
}
export type ProfileHistoryService = ReturnType<typeof profileHistoryService>;
