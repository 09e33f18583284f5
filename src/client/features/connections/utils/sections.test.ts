import { SIDE_STATUSES, type SideStatus } from '@shared/connection-status';
import type { ConnectionListItem, ProfileView } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { type ConnectionSection, groupConnections, sectionOf } from './sections';

describe('sectionOf', () => {
  const cases: [own: SideStatus, other: SideStatus, section: ConnectionSection | null][] = [
    // Own side rejected: always Rejected Profiles.
    ['Profile Rejected', 'Profile Accepted', 'rejected'],
    ['Profile Rejected', 'Not Received', 'rejected'],
    ['Rejected After Contact', 'In Contact', 'rejected'],
    ['Rejected After Contact', 'Matched', 'rejected'],
    // The other side accepted or beyond: Interested In You, also when both accepted.
    ['Not Received', 'Profile Accepted', 'interestedInYou'],
    ['Profile Received', 'Profile Accepted', 'interestedInYou'],
    ['Profile Accepted', 'Profile Accepted', 'interestedInYou'],
    ['In Contact', 'In Contact', 'interestedInYou'],
    ['Matched', 'Matched', 'interestedInYou'],
    ['Profile Accepted', 'In Contact', 'interestedInYou'],
    // Own side accepted or beyond, the other not (yet): You Are Interested In, also when they rejected.
    ['Profile Accepted', 'Not Received', 'youAreInterested'],
    ['Profile Accepted', 'Profile Received', 'youAreInterested'],
    ['Profile Accepted', 'Profile Rejected', 'youAreInterested'],
    ['In Contact', 'Rejected After Contact', 'youAreInterested'],
    // Received and not answered.
    ['Profile Received', 'Not Received', 'sentToYou'],
    ['Profile Received', 'Profile Received', 'sentToYou'],
    ['Profile Received', 'Profile Rejected', 'sentToYou'],
    // Never received by this family.
    ['Not Received', 'Not Received', null],
    ['Not Received', 'Profile Received', null],
    ['Not Received', 'Profile Rejected', null],
  ];
  it.each(cases)('own %s, other %s → %s', (own, other, section) => {
    expect(sectionOf(own, other)).toBe(section);
  });

  it('puts every combination in at most one section, and every own rejection under Rejected', () => {
    for (const own of SIDE_STATUSES) {
      for (const other of SIDE_STATUSES) {
        const section = sectionOf(own, other);
        if (own === 'Profile Rejected' || own === 'Rejected After Contact') expect(section).toBe('rejected');
        if (section === 'interestedInYou')
          expect(['Profile Accepted', 'In Contact', 'Matched']).toContain(other);
        if (section === 'youAreInterested')
          expect(['Profile Accepted', 'In Contact', 'Matched']).toContain(own);
      }
    }
  });
});

describe('groupConnections', () => {
  const profile = (id: number) => ({ _id: id }) as ProfileView;
  const item = (id: number, own: SideStatus, other: SideStatus, updatedAt: string): ConnectionListItem => ({
    _id: id,
    createdAt: updatedAt,
    updatedAt,
    primary: { profile: profile(1), status: own, updatedAt, inquiredAboutReceivedProfileOn: null },
    secondary: { profile: profile(id), status: other, updatedAt, inquiredAboutReceivedProfileOn: null },
  });

  it('groups by section, newest change first, and leaves out the connections not shown', () => {
    const groups = groupConnections([
      item(2, 'Profile Accepted', 'Profile Accepted', '2025-01-01T00:00:00.000Z'),
      item(3, 'Profile Received', 'Profile Accepted', '2025-03-01T00:00:00.000Z'),
      item(4, 'Profile Accepted', 'Not Received', '2025-02-01T00:00:00.000Z'),
      item(5, 'Profile Rejected', 'Profile Received', '2025-02-01T00:00:00.000Z'),
      item(6, 'Profile Received', 'Not Received', '2025-02-01T00:00:00.000Z'),
      item(7, 'Not Received', 'Profile Received', '2025-02-01T00:00:00.000Z'),
    ]);
    expect(groups.interestedInYou.map((c) => c._id)).toEqual([3, 2]);
    expect(groups.youAreInterested.map((c) => c._id)).toEqual([4]);
    expect(groups.rejected.map((c) => c._id)).toEqual([5]);
    expect(groups.sentToYou.map((c) => c._id)).toEqual([6]);
  });

  it('answers empty sections for no connections', () => {
    expect(groupConnections([])).toEqual({
      interestedInYou: [],
      sentToYou: [],
      youAreInterested: [],
      rejected: [],
    });
  });
});
