import type { Connection, ConnectionSide, ProfileView } from '@shared/profile-view';
import { updateRequestText } from '@shared/whatsapp';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

/** Pure helpers of the dashboard: which side is whose, where to PATCH, what to write. */

/** The address of one side of a connection: PATCH /api/profile-connection/{profile1Id}-{profile2Id}/{id}. */
export function sidePath(connection: Pick<Connection, 'profile1' | 'profile2'>, profileId: number): string {
  return `/api/profile-connection/${connection.profile1.profile}-${connection.profile2.profile}/${profileId}`;
}

/** The side of `profileId` in the connection (the first side when the profile is not in it). */
export function sideOf(
  connection: Pick<Connection, 'profile1' | 'profile2'>,
  profileId: number,
): ConnectionSide {
  return connection.profile2.profile === profileId ? connection.profile2 : connection.profile1;
}

/** The most recent inquiry about any of these connections, on the side of `profileId`; null when never. */
export function lastInquiry(
  profileId: number,
  connections: readonly Pick<Connection, 'profile1' | 'profile2'>[],
): string | null {
  let last: string | null = null;
  for (const connection of connections) {
    const on = sideOf(connection, profileId).inquiredAboutReceivedProfileOn;
    if (on && (!last || Date.parse(on) > Date.parse(last))) last = on;
  }
  return last;
}

/**
 * The 'Ask for update' text sent to the family of the recipient about the profile it received (SPEC §7).
 * The received profile's name goes in only when it is a man's: a woman's name reaches another family only
 * after she accepts (DESIGN §3, as in the sent-profile text), and she has not answered here.
 */
export function updateRequestFor(received: Pick<ProfileView, '_id' | 'name' | 'gender'>): string {
  return updateRequestText(received.gender === 'Male' ? received.name : null, received._id);
}

const DAY = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '3 Mar 2025 (2 days ago)', with 'today' and 'yesterday' by calendar day in the browser's time zone. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(at)) / DAY);
  const relative = days <= 0 ? MSG.today : days === 1 ? MSG.yesterday : MSG.daysAgo(days);
  return `${dateFormat.format(at)} (${relative})`;
}
