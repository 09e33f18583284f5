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
  /**
   * A woman on a man's profile: what his family sees of her now, by her own side (issue 25 item 10): not yet,
   * before she answers; her name (and pictures) once she has answered Interested; nothing once the proposal
   * ended on her side (Not Interested, a withdrawal, Rejected After Contact).
   */
  'womanViewingMan',
  'womanViewingManPicturesPrivate',
  'womanViewingManAfterInterested',
  'womanViewingManAfterInterestedPicturesPrivate',
  'womanViewingManDeclined',
  'womanViewingManDeclinedPicturesPrivate',
  /** A matchmaker on a woman's profile: what families are shown of her. */
  'forMatchmakers',
  'forMatchmakersPicturesPrivate',
] as const;
export type PrivacyNote = (typeof PRIVACY_NOTES)[number];

/** A woman's side at these statuses means she has accepted the viewer's profile (DESIGN §3). */
const ACCEPTED: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];
/** A side at these statuses has said no (or withdrawn): the other family no longer sees her. */
const DECLINED: readonly SideStatus[] = ['Profile Rejected', 'Rejected After Contact'];

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
  /** The viewer's own side of that connection, if any (her answer, when a woman views a man). */
  viewerSide?: SideStatus | null;
};

const variant = (note: PrivacyNote, picturesPrivate: boolean): PrivacyNote =>
  picturesPrivate ? (`${note}PicturesPrivate` as PrivacyNote) : note;

/** The note for this viewer on this profile, or null when there is nothing to say. */
export function privacyNote({
  viewer,
  profile,
  sideTowardsViewer,
  viewerSide = null,
}: PrivacyNoteFacts): PrivacyNote | null {
  if (viewer.kind === 'anonymous') return null;
  const woman = profile.gender === 'Female';
  if (viewer.kind === 'admin') return woman ? variant('forMatchmakers', profile.picturesPrivate) : null;
  if (viewer.own) return variant(woman ? 'herOwn' : 'hisOwn', profile.picturesPrivate);
  if (viewer.gender === profile.gender) return null;
  if (!woman) {
    const stage =
      viewerSide !== null && ACCEPTED.includes(viewerSide)
        ? 'womanViewingManAfterInterested'
        : viewerSide !== null && DECLINED.includes(viewerSide)
          ? 'womanViewingManDeclined'
          : 'womanViewingMan';
    return variant(stage, viewer.picturesPrivate);
  }
  const accepted = sideTowardsViewer !== null && ACCEPTED.includes(sideTowardsViewer);
  return variant(accepted ? 'afterSheAccepts' : 'beforeSheAccepts', profile.picturesPrivate);
}
