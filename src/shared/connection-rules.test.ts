import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES,
  canAnswerInterested,
  canAnswerNotInterested,
  canUndoNotInterested,
  connectionMessage,
  dashboardOrder,
  notInterestedClosedReason,
  sendButtonLabel,
  sendCreatesConnection,
  sendRefusal,
} from './connection-rules';
import { SIDE_STATUSES, type SideStatus } from './connection-status';

describe('sending', () => {
  it('creates a connection when there is none or the recipient has not received; otherwise it is a resend', () => {
    expect(sendCreatesConnection(null)).toBe(true);
    expect(sendCreatesConnection('Not Received')).toBe(true);
    for (const s of SIDE_STATUSES.filter((s) => s !== 'Not Received'))
      expect(sendCreatesConnection(s)).toBe(false);
    expect(sendButtonLabel(null)).toBe('Send');
    expect(sendButtonLabel('Profile Received')).toBe('Resend');
  });
});

describe('sendRefusal (issue 15)', () => {
  const woman = { id: 1, gender: 'Female', status: 'Active' };
  const man = { id: 2, gender: 'Male', status: 'Active' };
  it('lets a profile go to an Active family of the opposite gender, either way round', () => {
    expect(sendRefusal(woman, man)).toBeNull();
    expect(sendRefusal(man, woman)).toBeNull();
    // Only the recipient must be Active.
    const inactiveWoman = { ...woman, status: 'InActive' };
    expect(sendRefusal(inactiveWoman, man)).toBeNull();
  });
  it('refuses itself first, then the same gender, then a recipient that is not Active', () => {
    expect(sendRefusal(woman, woman)).toBe('sendToItself');
    expect(sendRefusal(woman, { id: 3, gender: 'Female', status: 'Active' })).toBe('oppositeGenderOnly');
    expect(sendRefusal(woman, { id: 3, gender: 'Female', status: 'InActive' })).toBe('oppositeGenderOnly');
    for (const status of ['Review', 'InActive', undefined, null])
      expect(sendRefusal(woman, { ...man, status })).toBe('recipientNotActive');
  });
  it('refuses a blocked pair, naming which family blocked, after the gender and before the status (decision 039)', () => {
    const none = { recipientBlockedSent: false, sentBlockedRecipient: false };
    expect(sendRefusal(woman, man, none)).toBeNull();
    expect(sendRefusal(woman, man, { ...none, recipientBlockedSent: true })).toBe('blockedByRecipient');
    expect(sendRefusal(woman, man, { ...none, sentBlockedRecipient: true })).toBe('blockedBySent');
    expect(sendRefusal(woman, man, { recipientBlockedSent: true, sentBlockedRecipient: true })).toBe(
      'blockedByRecipient',
    );
    expect(sendRefusal(woman, { ...man, status: 'InActive' }, { ...none, sentBlockedRecipient: true })).toBe(
      'blockedBySent',
    );
    expect(sendRefusal(woman, woman, { ...none, recipientBlockedSent: true })).toBe('sendToItself');
    expect(CONNECTION_MESSAGES.blockedByRecipient).toMatch(/blocked/);
    expect(CONNECTION_MESSAGES.blockedBySent).toMatch(/blocked/);
  });
});

describe('user actions (SPEC §4)', () => {
  it('Interested follows the family’s own side: closed once accepted or beyond, and after a rejection unless the other side is still interested (issue 16)', () => {
    // Rows: own side; columns: other side, in SIDE_STATUSES order (NR, PR, PA, PRj, IC, RAC, M).
    const open: Record<SideStatus, string> = {
      'Not Received': 'yyyyyyy',
      'Profile Received': 'yyyyyyy',
      'Profile Accepted': 'nnnnnnn',
      // A family that said no may still say yes while the other family is interested (SPEC §4)…
      'Profile Rejected': 'nnynyny',
      'In Contact': 'nnnnnnn',
      // …but not once it ended a contact: from In Contact on, the matchmakers change the sides (decision 034).
      'Rejected After Contact': 'nnnnnnn',
      Matched: 'nnnnnnn',
    };
    for (const own of SIDE_STATUSES)
      SIDE_STATUSES.forEach((other, i) => {
        expect(canAnswerInterested(own, other), `own ${own}, other ${other}`).toBe(open[own][i] === 'y');
      });
  });

  it('Not Interested is open while her own side is Not Received, Profile Received or Profile Accepted, whatever the other side', () => {
    for (const other of SIDE_STATUSES) {
      for (const own of SIDE_STATUSES) {
        const open = ['Not Received', 'Profile Received', 'Profile Accepted'].includes(own);
        expect(canAnswerNotInterested(own, other)).toBe(open);
        expect(notInterestedClosedReason(own)).toBe(
          open
            ? null
            : own === 'Profile Rejected' || own === 'Rejected After Contact'
              ? 'alreadyDeclined'
              : 'matchmakersDecide',
        );
      }
    }
  });
});

describe('the message card (SPEC §4, issue 16: the family’s own side first)', () => {
  type Key = ReturnType<typeof connectionMessage>;
  const own_ = 'ownRejected';
  const them = 'otherRejected';
  const ours = 'ownAccepted';
  const theirs = 'otherAccepted';
  const both = 'bothAccepted';
  const talk = 'inContact';
  const done = 'matched';
  // Rows: own side; columns: other side in SIDE_STATUSES order (NR, PR, PA, PRj, IC, RAC, M).
  const table: Record<SideStatus, Key[]> = {
    'Not Received': /*           */ [null, null, theirs, them, theirs, them, theirs],
    'Profile Received': /*       */ [null, null, theirs, them, theirs, them, theirs],
    'Profile Accepted': /*       */ [ours, ours, both, them, both, them, both],
    'Profile Rejected': /*       */ [own_, own_, own_, own_, own_, own_, own_],
    'In Contact': /*             */ [talk, talk, talk, them, talk, them, talk],
    'Rejected After Contact': /* */ [own_, own_, own_, own_, own_, own_, own_],
    Matched: /*                  */ [done, done, done, them, done, them, done],
  };
  it.each(
    SIDE_STATUSES.flatMap((own) => SIDE_STATUSES.map((other, i) => [own, other, table[own][i]] as const)),
  )('own %s, other %s → %s', (own, other, key) => {
    expect(connectionMessage(own, other)).toBe(key);
  });

  it('says the family rejected the profile whatever the other side did (the issue’s case first)', () => {
    expect(connectionMessage('Rejected After Contact', 'In Contact')).toBe('ownRejected');
    expect(CONNECTION_MESSAGES.ownRejected).toBe('You have rejected this profile.');
    expect(canAnswerInterested('Rejected After Contact', 'In Contact')).toBe(false);
    expect(canAnswerNotInterested('Rejected After Contact', 'In Contact')).toBe(false);
  });
});

describe('taking back Not Interested (issue 30 item 9)', () => {
  it('is possible exactly while the other family is interested, as SPEC §4 opens Interested again', () => {
    const open = SIDE_STATUSES.filter(canUndoNotInterested);
    expect(open).toEqual(['Profile Accepted', 'In Contact', 'Matched']);
    for (const other of SIDE_STATUSES)
      expect(canUndoNotInterested(other)).toBe(canAnswerInterested('Profile Rejected', other));
  });
});

describe('dashboardOrder', () => {
  it('not inquired first (newest update first), then inquired (oldest inquiry first)', () => {
    const items = [
      { id: 'a', updatedAt: '2026-01-01', inquiredAboutReceivedProfileOn: '2026-02-05' },
      { id: 'b', updatedAt: '2026-01-02', inquiredAboutReceivedProfileOn: null },
      { id: 'c', updatedAt: '2026-01-03', inquiredAboutReceivedProfileOn: null },
      { id: 'd', updatedAt: '2026-01-04', inquiredAboutReceivedProfileOn: '2026-02-01' },
    ];
    expect(items.sort(dashboardOrder).map((i) => i.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
