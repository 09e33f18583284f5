import type { SideStatus } from '@shared/connection-status';
import type { ConnectionListItem } from '@shared/profile-view';

/**
 * Where a family's connection shows on My Connections (SPEC §2), from its own side (`primary` of
 * GET /api/connections) and the other profile's side (`secondary`). A connection is listed in every section
 * whose condition holds (issue 16, docs/decisions/034-a-familys-own-side-first.md), so mutual interest shows
 * under both "Profiles Interested In You" and "Profiles You Are Interested In":
 *
 * - 'sentToYou' (decision 014): own side Profile Received and no news from the other family yet, a profile
 *   the matchmakers sent and the family has not answered. The Urdu inquiry (SPEC §7) sends the family to
 *   /my-connections precisely to answer these. Once the other family is interested, the profile is under
 *   "Profiles Interested In You", which says more (and still waits for the family's answer).
 * - 'interestedInYou': other side Profile Accepted, In Contact or Matched, unless the family said no (then it
 *   is under Rejected Profiles only: a "rejected" profile does not also stand among the interested ones).
 * - 'youAreInterested': own side Profile Accepted, In Contact or Matched, also when the other family said no
 *   (the card's summary badge says 'Rejected by them').
 * - 'rejected': own side Profile Rejected or Rejected After Contact.
 *
 * A connection in none of them (own side Not Received and the other not interested: only this family's
 * profile was sent to the other, who has not accepted it) is not shown: the family never received that
 * profile, and a "rejected by them" for a profile it never saw would only hurt.
 */
export type ConnectionSection = 'interestedInYou' | 'sentToYou' | 'youAreInterested' | 'rejected';

/** The order of the sections on the page: what waits for the family's answer first. */
export const SECTION_ORDER: readonly ConnectionSection[] = [
  'sentToYou',
  'interestedInYou',
  'youAreInterested',
  'rejected',
];

const REJECTED: readonly SideStatus[] = ['Profile Rejected', 'Rejected After Contact'];
const ACCEPTED_OR_BEYOND: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

const CONDITIONS: Record<ConnectionSection, (own: SideStatus, other: SideStatus) => boolean> = {
  sentToYou: (own, other) => own === 'Profile Received' && !ACCEPTED_OR_BEYOND.includes(other),
  interestedInYou: (own, other) => ACCEPTED_OR_BEYOND.includes(other) && !REJECTED.includes(own),
  youAreInterested: (own) => ACCEPTED_OR_BEYOND.includes(own),
  rejected: (own) => REJECTED.includes(own),
};

/** Every section a connection belongs in, in the page's order (none when it is not shown). */
export function sectionsOf(own: SideStatus, other: SideStatus): ConnectionSection[] {
  return SECTION_ORDER.filter((section) => CONDITIONS[section](own, other));
}

/** The connections of each section, most recently changed first. */
export function groupConnections(
  items: readonly ConnectionListItem[],
): Record<ConnectionSection, ConnectionListItem[]> {
  const groups: Record<ConnectionSection, ConnectionListItem[]> = {
    interestedInYou: [],
    sentToYou: [],
    youAreInterested: [],
    rejected: [],
  };
  const newestFirst = [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const item of newestFirst) {
    for (const section of sectionsOf(item.primary.status, item.secondary.status)) groups[section].push(item);
  }
  return groups;
}
