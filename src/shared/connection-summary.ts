import type { BadgeColour, SideStatus } from './connection-status';
import type { ConnectionSummary } from './profile-list';

const REJECTED: readonly SideStatus[] = ['Profile Rejected', 'Rejected After Contact'];
const ACCEPTED_OR_BEYOND: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

/**
 * SPEC §4 "Connection summary on a card", from the viewer's side: `mine` is the viewer's side, `theirs` the
 * other profile's. Rejections come first (they end the connection), then the furthest stage reached.
 */
export function connectionSummary(mine: SideStatus, theirs: SideStatus): ConnectionSummary | null {
  if (REJECTED.includes(mine)) return 'rejected-by-you';
  if (REJECTED.includes(theirs)) return 'rejected-by-them';
  if (mine === 'Matched' || theirs === 'Matched') return 'matched';
  if (mine === 'In Contact' || theirs === 'In Contact') return 'in-contact';
  if (theirs === 'Profile Accepted') return 'interested';
  if (mine === 'Profile Accepted') return 'awaiting';
  if (mine === 'Profile Received') return 'received';
  return null;
}

/**
 * Both families have shown interest (issue 16): both sides at Profile Accepted, In Contact or Matched. My
 * Connections marks such a card "You are both interested" and lists it under both interest sections.
 */
export function isMutualInterest(mine: SideStatus, theirs: SideStatus): boolean {
  return ACCEPTED_OR_BEYOND.includes(mine) && ACCEPTED_OR_BEYOND.includes(theirs);
}

/** How a summary reads on a card and its badge colour. */
export const CONNECTION_SUMMARY_DISPLAY: Record<ConnectionSummary, { label: string; colour: BadgeColour }> = {
  'rejected-by-you': { label: 'Rejected by you', colour: 'red' },
  'rejected-by-them': { label: 'Rejected by them', colour: 'red' },
  interested: { label: 'Interested in you', colour: 'blue' },
  awaiting: { label: 'Awaiting their response', colour: 'orange' },
  received: { label: 'Received', colour: 'gray' },
  'in-contact': { label: 'In contact', colour: 'yellow' },
  matched: { label: 'Matched', colour: 'green' },
};

/** The badge for a summary, or null when there is nothing to say. */
export function summaryDisplay(
  summary: ConnectionSummary | null,
): { label: string; colour: BadgeColour } | null {
  return summary ? CONNECTION_SUMMARY_DISPLAY[summary] : null;
}
