import { describe, expect, it } from 'vitest';
import {
  canAnswerInterested,
  canAnswerNotInterested,
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
});

describe('user actions (SPEC §4)', () => {
  it('Interested is disabled when own side is rejected unless the other side moved beyond NR/PR/PRj', () => {
    for (const own of ['Profile Rejected', 'Rejected After Contact'] as SideStatus[]) {
      for (const other of ['Not Received', 'Profile Received', 'Profile Rejected'] as SideStatus[]) {
        expect(canAnswerInterested(own, other)).toBe(false);
      }
      for (const other of [
        'Profile Accepted',
        'In Contact',
        'Rejected After Contact',
        'Matched',
      ] as SideStatus[]) {
        expect(canAnswerInterested(own, other)).toBe(true);
      }
    }
    expect(canAnswerInterested('Profile Received', 'Not Received')).toBe(true);
    expect(canAnswerInterested('Not Received', 'Profile Received')).toBe(true);
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

describe('the message card', () => {
  it.each([
    ['Matched', 'Matched', 'matched'],
    ['In Contact', 'Profile Accepted', 'inContact'],
    ['Profile Accepted', 'Profile Accepted', 'bothAccepted'],
    ['Profile Rejected', 'Profile Accepted', 'ownRejected'],
    ['Profile Accepted', 'Profile Rejected', 'otherRejected'],
    ['Profile Accepted', 'Profile Received', 'ownAccepted'],
    ['Profile Received', 'Profile Accepted', 'otherAccepted'],
    ['Profile Received', 'Not Received', null],
  ] as const)('own %s, other %s → %s', (own, other, key) => {
    expect(connectionMessage(own, other)).toBe(key);
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
