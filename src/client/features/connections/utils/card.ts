import { i18n, optionLabel, placeLabel } from '@client/lib/i18n';
import { connectionMessage } from '@shared/connection-rules';
import type { BadgeColour, SideStatus } from '@shared/connection-status';
import { connectionSummary, isMutualInterest, summaryDisplay } from '@shared/connection-summary';
import { jobTypeLabel } from '@shared/enums';
import type { ProfileView } from '@shared/profile-view';

/** Pure helpers that turn one connection of GET /api/connections into the words of its compact card. */

/** The name when the viewer may see it, otherwise 'Profile #id'. */
export function displayName(profile: Pick<ProfileView, '_id' | 'name'>): string {
  const name = profile.name?.trim();
  return name ? name : i18n.t('connections:profileNumber', { id: profile._id });
}

/** Age and city, then education and job when they are filled in. */
export function cardFacts(
  profile: Pick<ProfileView, 'age' | 'city' | 'education' | 'jobType' | 'otherJobType' | 'jobTitle'>,
): string[] {
  const type = profile.jobType
    ? profile.jobType === 'Other' && profile.otherJobType?.trim()
      ? profile.otherJobType.trim()
      : optionLabel(profile.jobType, jobTypeLabel(profile.jobType))
    : null;
  const job = profile.jobTitle?.trim() || type;
  return [
    i18n.t('connections:years', { age: profile.age }),
    placeLabel(profile.city),
    profile.education,
    job,
  ].flatMap((fact) => (fact?.trim() ? [fact.trim()] : []));
}

/** SPEC §4 "Connection summary on a card" from the family's own side, as a badge. */
export function summaryBadge(
  own: SideStatus,
  other: SideStatus,
): { label: string; colour: BadgeColour } | null {
  const display = summaryDisplay(connectionSummary(own, other));
  return display ? { ...display, label: optionLabel(display.label) } : null;
}

/**
 * What a card says about the connection (issue 16): "You are both interested" where the interest is mutual
 * (then the summary badge stays only when it says more: in contact, matched), and the WhatsApp button to the
 * matchmakers where the profile view says "Please contact us to take this forward."
 */
export function cardMarks(
  own: SideStatus,
  other: SideStatus,
): { badge: { label: string; colour: BadgeColour } | null; mutual: boolean; contactUs: boolean } {
  const mutual = isMutualInterest(own, other);
  const summary = connectionSummary(own, other);
  return {
    badge: mutual && summary === 'interested' ? null : summaryBadge(own, other),
    mutual,
    contactUs: connectionMessage(own, other) === 'bothAccepted',
  };
}
