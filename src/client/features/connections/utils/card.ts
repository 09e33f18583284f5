import type { BadgeColour, SideStatus } from '@shared/connection-status';
import { connectionSummary, summaryDisplay } from '@shared/connection-summary';
import { jobTypeLabel } from '@shared/enums';
import type { ProfileView } from '@shared/profile-view';
import { CONNECTIONS_MESSAGES as MSG } from '../messages';

/** Pure helpers that turn one connection of GET /api/connections into the words of its compact card. */

/** The name when the viewer may see it, otherwise 'Profile #id'. */
export function displayName(profile: Pick<ProfileView, '_id' | 'name'>): string {
  const name = profile.name?.trim();
  return name ? name : MSG.profileNumber(profile._id);
}

/** Age and city, then education and job when they are filled in. */
export function cardFacts(
  profile: Pick<ProfileView, 'age' | 'city' | 'education' | 'jobType' | 'otherJobType' | 'jobTitle'>,
): string[] {
  const type = profile.jobType
    ? profile.jobType === 'Other' && profile.otherJobType?.trim()
      ? profile.otherJobType.trim()
      : jobTypeLabel(profile.jobType)
    : null;
  const job = profile.jobTitle?.trim() || type;
  return [MSG.years(profile.age), profile.city, profile.education, job].flatMap((fact) =>
    fact?.trim() ? [fact.trim()] : [],
  );
}

/** SPEC §4 "Connection summary on a card" from the family's own side, as a badge. */
export function summaryBadge(
  own: SideStatus,
  other: SideStatus,
): { label: string; colour: BadgeColour } | null {
  return summaryDisplay(connectionSummary(own, other));
}
