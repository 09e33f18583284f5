/** One history entry of a connection as text (admin timeline). Pure. */

import { formatWhen } from '@client/lib/format-when';
import { isSideStatus, sideStatusLabel } from '@shared/connection-status';
import type { ConnectionHistoryEntry } from '@shared/profile-view';
import { PROFILE_CONNECTIONS_MESSAGES } from '../messages';

export { formatWhen };

function valueText(entry: ConnectionHistoryEntry, value: string | null, timeZone?: string): string {
  if (value === null || value === '') return PROFILE_CONNECTIONS_MESSAGES.historyNone;
  if (entry.field === 'inquired')
    return `${PROFILE_CONNECTIONS_MESSAGES.historyInquired} ${formatWhen(value, timeZone)}`;
  return isSideStatus(value) ? sideStatusLabel(value) : value;
}

/** 'Has Not Received → Has Received Profile', or for an inquiry '— → Inquired 12 Mar 2025, 14:05'. */
export function changeText(entry: ConnectionHistoryEntry, timeZone?: string): string {
  return `${valueText(entry, entry.from, timeZone)} → ${valueText(entry, entry.to, timeZone)}`;
}

/** Which side changed, seen from the profile on screen. */
export function sideName(entry: ConnectionHistoryEntry, viewedProfileId: number): string {
  return entry.profile === viewedProfileId
    ? PROFILE_CONNECTIONS_MESSAGES.thisProfileSide
    : PROFILE_CONNECTIONS_MESSAGES.otherProfileSide(entry.profile);
}
