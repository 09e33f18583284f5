import { mayNameToFamily } from '@shared/name-rule';
import type {
  ConnectedPair,
  Connection,
  ConnectionSide,
  DashboardProfile,
  PendingConnections,
} from '@shared/profile-view';
import {
  followUpText,
  type MessageLanguage,
  type NamedProfile,
  type PhoneChoice,
  phoneOf,
  sharedContactText,
  whatsappLink,
} from '@shared/whatsapp';
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

/**
 * Connection `id` as the dashboard's latest answer has it (undefined: not on the pages it holds): a dialog open
 * on it follows what the live refetches bring (issue 27, decision 067), in whichever section it now is.
 */
export function connectionNow(data: PendingConnections | undefined, id: number): Connection | undefined {
  if (!data) return undefined;
  for (const entry of data.pendingResponse)
    for (const connection of entry.connections) if (connection._id === id) return connection;
  for (const pair of [...data.awaitingContact, ...data.inContact, ...data.matched])
    if (pair.connection._id === id) return pair.connection;
  return undefined;
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

/** What a message to a family names of another profile: its name only where the name rule lets it (DESIGN §3). */
function namedTo(
  family: Pick<DashboardProfile, 'gender'>,
  other: Pick<DashboardProfile, '_id' | 'name' | 'gender'>,
  otherSide: ConnectionSide,
): NamedProfile {
  return {
    _id: other._id,
    name: mayNameToFamily(other, family, otherSide.status) ? (other.name ?? null) : null,
  };
}

/** Where a message goes and in which language (the matchmaker's choice, issue 29). */
export type Recipient = { phone: PhoneChoice; language: MessageLanguage };

/**
 * The one follow-up to a family that has not answered (issue 29): it names every profile the family received
 * (a woman's name only once her side accepted), in the family's language, with its login link.
 */
export function followUpFor(entry: PendingConnections['pendingResponse'][number], language: MessageLanguage) {
  const received = entry.connections.map((c) => namedTo(entry.profile, c.other, sideOf(c, c.other._id)));
  return followUpText(received, entry.profile.loginLink ?? '', language);
}

/** The follow-up's wa.me link to the chosen phone; null when the family has no phone. */
export function followUpLink(entry: PendingConnections['pendingResponse'][number], recipient: Recipient) {
  const phone = phoneOf(entry.profile, recipient.phone);
  return phone ? whatsappLink(phone, followUpFor(entry, recipient.language)) : null;
}

/** One family's message of Share contacts: what it is told of the other family, and where it goes. */
export type SharedContact = {
  to: DashboardProfile;
  phone: string | null;
  text: string | null;
  link: string | null;
};

/**
 * Share contacts (issue 29, decision 068): for each family of the pair, the other's name (where the name rule
 * lets this family read it), its id, the other's chosen phone and the bureau's note, in this family's language,
 * as a wa.me link to this family's chosen phone. A family without any phone has no message (null).
 */
export function sharedContacts(
  pair: Pick<ConnectedPair, 'connection' | 'profiles'>,
  recipients: readonly [Recipient, Recipient],
): [SharedContact, SharedContact] {
  const [a, b] = pair.profiles;
  const phones = [phoneOf(a, recipients[0].phone), phoneOf(b, recipients[1].phone)] as const;
  const one = (i: 0 | 1): SharedContact => {
    const to = pair.profiles[i];
    const j = i === 0 ? 1 : 0;
    const other = pair.profiles[j];
    const otherPhone = phones[j];
    const text = otherPhone
      ? sharedContactText(
          { ...namedTo(to, other, sideOf(pair.connection, other._id)), phone: otherPhone },
          recipients[i].language,
        )
      : null;
    const phone = phones[i];
    return { to, phone, text, link: phone && text ? whatsappLink(phone, text) : null };
  };
  return [one(0), one(1)];
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
