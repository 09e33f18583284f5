import type { SideStatus } from '@shared/connection-status';
import type { ConnectionListItem } from '@shared/profile-view';

/**
 * Where a family's connection shows on My Connections (SPEC §2), from its own side (`primary` of
 * GET /api/connections) and the other profile's side (`secondary`).
 *
 * The rules, in order (the first that applies wins, so every connection lands in at most one section):
 *
 * 1. Own side Profile Rejected or Rejected After Contact → 'rejected', whatever the other side did: the family
 *    said no, and that is what it needs to see about this profile.
 * 2. Other side Profile Accepted, In Contact or Matched → 'interestedInYou'. This includes the pairs where both
 *    sides accepted, are in contact or matched: the other family's interest is the news.
 * 3. Own side Profile Accepted, In Contact or Matched (the other has not accepted) → 'youAreInterested'. This
 *    includes an other side that rejected: the family still finds the profile it liked, and the card's
 *    summary badge says 'Rejected by them'.
 * 4. Own side Profile Received (the other has not accepted) → 'sentToYou', a fourth section. Without it a
 *    profile the matchmaker sent and the family has not answered would be on no list, yet the Urdu inquiry
 *    (SPEC §7) sends the family to /my-connections precisely to answer such profiles.
 * 5. Anything else (own side Not Received: only this family's profile was sent to the other family, who has
 *    not accepted it) → null, not shown. The family never received that profile, and a "rejected by them"
 *    for a profile it never saw would only hurt.
 */
export type ConnectionSection = 'interestedInYou' | 'sentToYou' | 'youAreInterested' | 'rejected';

/** The order of the sections on the page: what needs the family's attention first. */
export const SECTION_ORDER: readonly ConnectionSection[] = [
  'interestedInYou',
  'sentToYou',
  'youAreInterested',
  'rejected',
];

const REJECTED: readonly SideStatus[] = ['Profile Rejected', 'Rejected After Contact'];
const ACCEPTED_OR_BEYOND: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

export function sectionOf(own: SideStatus, other: SideStatus): ConnectionSection | null {
  if (REJECTED.includes(own)) return 'rejected';
  if (ACCEPTED_OR_BEYOND.includes(other)) return 'interestedInYou';
  if (ACCEPTED_OR_BEYOND.includes(own)) return 'youAreInterested';
  if (own === 'Profile Received') return 'sentToYou';
  return null;
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
    const section = sectionOf(item.primary.status, item.secondary.status);
    if (section) groups[section].push(item);
  }
  return groups;
}
