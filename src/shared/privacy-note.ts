/**
 * The privacy note on a profile (SPEC §1 "Privacy notes", §6; issue 16; docs/decisions/034-a-familys-own-
 * side-first.md): one note per case, saying what is true for this viewer and this profile. The server picks
 * it with the facts it decides privacy by (server/privacy/profile-visibility.ts) and sends its key; the screens
 * say it in English and Urdu.
 */
import type { SideStatus } from './connection-status';

export const PRIVACY_NOTES = [
  /** The woman on her own profile. */
  'herOwn',
  'herOwnPicturesPrivate',
  /** The man on his own profile. */
  'hisOwn',
  'hisOwnPicturesPrivate',
  /** A man on a woman's profile, before she accepts his (SPEC's note). */
  'beforeSheAccepts',
  'beforeSheAcceptsPicturesPrivate',
  /** A man on a woman's profile once she has accepted his. */
  'afterSheAccepts',
  'afterSheAcceptsPicturesPrivate',
  /** A woman on a man's profile: when his family sees her name and pictures. */
  'womanViewingMan',
  'womanViewingManPicturesPrivate',
  /** A matchmaker on a woman's profile: what families are shown of her. */
  'forMatchmakers',
  'forMatchmakersPicturesPrivate',
] as const;
export type PrivacyNote = (typeof PRIVACY_NOTES)[number];

/** A woman's side at these statuses means she has accepted the viewer's profile (DESIGN §3). */
const ACCEPTED: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

export type PrivacyNoteFacts = {
  viewer:
    | { kind: 'anonymous' }
    | { kind: 'admin' }
    | {
        kind: 'family';
        gender: 'Male' | 'Female';
        /** The profile is the family's own. */
        own: boolean;
        /** The family's own pictures are kept private (restrictPhotosVisibility). */
        picturesPrivate: boolean;
      };
  profile: { gender: 'Male' | 'Female'; picturesPrivate: boolean };
  /** The profile's own side of its connection with the viewer's profile, if any. */
  sideTowardsViewer: SideStatus | null;
};

const variant = (note: PrivacyNote, picturesPrivate: boolean): PrivacyNote =>
  picturesPrivate ? (`${note}PicturesPrivate` as PrivacyNote) : note;

/** The note for this viewer on this profile, or null when there is nothing to say. */
export function privacyNote({ viewer, profile, sideTowardsViewer }: PrivacyNoteFacts): PrivacyNote | null {
  if (viewer.kind === 'anonymous') return null;
  const woman = profile.gender === 'Female';
  if (viewer.kind === 'admin') return woman ? variant('forMatchmakers', profile.picturesPrivate) : null;
  if (viewer.own) return variant(woman ? 'herOwn' : 'hisOwn', profile.picturesPrivate);
  if (viewer.gender === profile.gender) return null;
  if (!woman) return variant('womanViewingMan', viewer.picturesPrivate);
  const accepted = sideTowardsViewer !== null && ACCEPTED.includes(sideTowardsViewer);
  return variant(accepted ? 'afterSheAccepts' : 'beforeSheAccepts', profile.picturesPrivate);
}
