import { describe, expect, it } from 'vitest';
import { SIDE_STATUSES } from './connection-status';
import { PRIVACY_NOTES, type PrivacyNote, type PrivacyNoteFacts, privacyNote } from './privacy-note';

const her = (picturesPrivate = false) => ({ gender: 'Female', picturesPrivate }) as const;
const him = (picturesPrivate = false) => ({ gender: 'Male', picturesPrivate }) as const;
const family = (gender: 'Male' | 'Female', picturesPrivate = false, own = false) =>
  ({ kind: 'family', gender, own, picturesPrivate }) as const;

describe('privacyNote (issue 16: what is true for this viewer and this profile)', () => {
  const cases: [string, PrivacyNoteFacts, PrivacyNote | null][] = [
    // The woman on her own profile: spoken to her, never "after she approves your profile".
    [
      'the woman herself',
      { viewer: family('Female', false, true), profile: her(), sideTowardsViewer: null },
      'herOwn',
    ],
    [
      'the woman herself, pictures kept private',
      { viewer: family('Female', true, true), profile: her(true), sideTowardsViewer: null },
      'herOwnPicturesPrivate',
    ],
    // A man sent her profile, before she accepts his.
    [
      'a man before she accepts',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: 'Profile Received' },
      'beforeSheAccepts',
    ],
    [
      'a man, no connection yet',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: null },
      'beforeSheAccepts',
    ],
    [
      'a man before she accepts, pictures kept private',
      { viewer: family('Male'), profile: her(true), sideTowardsViewer: 'Not Received' },
      'beforeSheAcceptsPicturesPrivate',
    ],
    // She withdrew or refused: as before she accepts.
    [
      'a man she declined',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: 'Profile Rejected' },
      'beforeSheAccepts',
    ],
    // After she accepts.
    [
      'a man after she accepts',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: 'Profile Accepted' },
      'afterSheAccepts',
    ],
    [
      'a man in contact with her',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: 'In Contact' },
      'afterSheAccepts',
    ],
    [
      'a man matched with her',
      { viewer: family('Male'), profile: her(), sideTowardsViewer: 'Matched' },
      'afterSheAccepts',
    ],
    [
      'a man after she accepts, pictures kept private',
      { viewer: family('Male'), profile: her(true), sideTowardsViewer: 'Profile Accepted' },
      'afterSheAcceptsPicturesPrivate',
    ],
    // The man on his own profile.
    [
      'the man himself',
      { viewer: family('Male', false, true), profile: him(), sideTowardsViewer: null },
      'hisOwn',
    ],
    [
      'the man himself, pictures kept private',
      { viewer: family('Male', true, true), profile: him(true), sideTowardsViewer: null },
      'hisOwnPicturesPrivate',
    ],
    // A woman viewing a man: about her own name and pictures (his restriction is not hers).
    [
      'a woman viewing a man',
      { viewer: family('Female'), profile: him(true), sideTowardsViewer: 'Profile Received' },
      'womanViewingMan',
    ],
    [
      'a woman whose pictures are kept private viewing a man',
      { viewer: family('Female', true), profile: him(), sideTowardsViewer: null },
      'womanViewingManPicturesPrivate',
    ],
    // Issue 25 item 10: her note says what his family sees now, by her own side of the connection.
    [
      'a woman before her answer',
      {
        viewer: family('Female'),
        profile: him(),
        sideTowardsViewer: 'Profile Accepted',
        viewerSide: 'Profile Received',
      },
      'womanViewingMan',
    ],
    [
      'a woman after she answered Interested',
      {
        viewer: family('Female'),
        profile: him(),
        sideTowardsViewer: 'Profile Received',
        viewerSide: 'Profile Accepted',
      },
      'womanViewingManAfterInterested',
    ],
    [
      'a woman in contact with him',
      { viewer: family('Female'), profile: him(), sideTowardsViewer: 'In Contact', viewerSide: 'In Contact' },
      'womanViewingManAfterInterested',
    ],
    [
      'a woman whose pictures are kept private, after she answered Interested',
      { viewer: family('Female', true), profile: him(), sideTowardsViewer: null, viewerSide: 'Matched' },
      'womanViewingManAfterInterestedPicturesPrivate',
    ],
    [
      'a woman who answered Not Interested (or withdrew)',
      {
        viewer: family('Female'),
        profile: him(),
        sideTowardsViewer: 'Profile Accepted',
        viewerSide: 'Profile Rejected',
      },
      'womanViewingManDeclined',
    ],
    [
      'a woman whose pictures are kept private, after the proposal ended',
      {
        viewer: family('Female', true),
        profile: him(),
        sideTowardsViewer: 'In Contact',
        viewerSide: 'Rejected After Contact',
      },
      'womanViewingManDeclinedPicturesPrivate',
    ],
    // Matchmakers read what families are told about her.
    [
      'a matchmaker on her profile',
      { viewer: { kind: 'admin' }, profile: her(), sideTowardsViewer: null },
      'forMatchmakers',
    ],
    [
      'a matchmaker on her profile, pictures kept private',
      { viewer: { kind: 'admin' }, profile: her(true), sideTowardsViewer: null },
      'forMatchmakersPicturesPrivate',
    ],
    [
      'a matchmaker on his profile',
      { viewer: { kind: 'admin' }, profile: him(true), sideTowardsViewer: null },
      null,
    ],
    // Nobody signed in, or the same gender (never reached through matching): no note.
    ['nobody signed in', { viewer: { kind: 'anonymous' }, profile: her(), sideTowardsViewer: null }, null],
    ['a woman viewing a woman', { viewer: family('Female'), profile: her(), sideTowardsViewer: null }, null],
    ['a man viewing a man', { viewer: family('Male'), profile: him(), sideTowardsViewer: null }, null],
  ];

  it.each(cases)('%s → %s', (_case, facts, note) => {
    expect(privacyNote(facts)).toBe(note);
  });

  it('tells a man her name and pictures are his exactly when the server shows them (her side accepted or beyond)', () => {
    for (const side of SIDE_STATUSES) {
      const accepted = ['Profile Accepted', 'In Contact', 'Matched'].includes(side);
      expect(privacyNote({ viewer: family('Male'), profile: her(), sideTowardsViewer: side })).toBe(
        accepted ? 'afterSheAccepts' : 'beforeSheAccepts',
      );
    }
  });

  it('tells a woman his family sees her name and pictures exactly when the man is told he sees them (her side)', () => {
    for (const side of SIDE_STATUSES) {
      const toHim = privacyNote({ viewer: family('Male'), profile: her(), sideTowardsViewer: side });
      const toHer = privacyNote({
        viewer: family('Female'),
        profile: him(),
        sideTowardsViewer: null,
        viewerSide: side,
      });
      expect(toHer === 'womanViewingManAfterInterested', side).toBe(toHim === 'afterSheAccepts');
      expect(toHer === 'womanViewingManDeclined', side).toBe(
        side === 'Profile Rejected' || side === 'Rejected After Contact',
      );
    }
  });

  it('names a note for every case, each note once', () => {
    const named = new Set(cases.map(([, , note]) => note).filter((note) => note !== null));
    expect([...named].sort()).toEqual([...PRIVACY_NOTES].sort());
  });
});
