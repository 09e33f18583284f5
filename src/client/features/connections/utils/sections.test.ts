import { SIDE_STATUSES, type SideStatus } from '@shared/connection-status';
import type { ConnectionListItem, ProfileView } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { type ConnectionSection, groupConnections, SECTION_ORDER, sectionsOf } from './sections';

describe('sectionsOf (issue 16: every section whose condition holds)', () => {
  const cases: [own: SideStatus, other: SideStatus, sections: ConnectionSection[]][] = [
    // Own side rejected: Rejected Profiles only, whatever the other side did.
    ['Profile Rejected', 'Profile Accepted', ['rejected']],
    ['Profile Rejected', 'Not Received', ['rejected']],
    ['Rejected After Contact', 'In Contact', ['rejected']],
    ['Rejected After Contact', 'Matched', ['rejected']],
    // The other side interested, this family not (yet).
    ['Not Received', 'Profile Accepted', ['interestedInYou']],
    ['Profile Received', 'Profile Accepted', ['interestedInYou']],
    ['Profile Received', 'Matched', ['interestedInYou']],
    // Mutual: in both lists (the case), in contact and matched too.
    ['Profile Accepted', 'Profile Accepted', ['interestedInYou', 'youAreInterested']],
    ['In Contact', 'In Contact', ['interestedInYou', 'youAreInterested']],
    ['Matched', 'Matched', ['interestedInYou', 'youAreInterested']],
    ['Profile Accepted', 'In Contact', ['interestedInYou', 'youAreInterested']],
    // This family interested, the other not (yet), also when they rejected (the card says so).
    ['Profile Accepted', 'Not Received', ['youAreInterested']],
    ['Profile Accepted', 'Profile Received', ['youAreInterested']],
    ['Profile Accepted', 'Profile Rejected', ['youAreInterested']],
    ['In Contact', 'Rejected After Contact', ['youAreInterested']],
    // Received and not answered.
    ['Profile Received', 'Not Received', ['sentToYou']],
    ['Profile Received', 'Profile Received', ['sentToYou']],
    ['Profile Received', 'Profile Rejected', ['sentToYou']],
    // Never received by this family, and no interest from the other: not shown.
    ['Not Received', 'Not Received', []],
    ['Not Received', 'Profile Received', []],
    ['Not Received', 'Profile Rejected', []],
  ];
  it.each(cases)('own %s, other %s → %j', (own, other, sections) => {
    expect(sectionsOf(own, other)).toEqual(sections);
  });

  it('holds each section’s condition over every pair of sides, in the page’s order', () => {
    const accepted = ['Profile Accepted', 'In Contact', 'Matched'];
    const rejected = ['Profile Rejected', 'Rejected After Contact'];
    for (const own of SIDE_STATUSES) {
      for (const other of SIDE_STATUSES) {
        const sections = sectionsOf(own, other);
        expect(sections.includes('rejected')).toBe(rejected.includes(own));
        expect(sections.includes('sentToYou')).toBe(own === 'Profile Received' && !accepted.includes(other));
        expect(sections.includes('youAreInterested')).toBe(accepted.includes(own));
        expect(sections.includes('interestedInYou')).toBe(
          accepted.includes(other) && !rejected.includes(own),
        );
        expect(sections).toEqual(SECTION_ORDER.filter((s) => sections.includes(s)));
      }
    }
  });

  it('puts Profiles Sent To You first', () => {
    expect(SECTION_ORDER[0]).toBe('sentToYou');
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

  it('groups by section, newest change first, lists mutual interest twice, and leaves out the rest', () => {
    const groups = groupConnections([
      item(2, 'Profile Accepted', 'Profile Accepted', '2025-01-01T00:00:00.000Z'),
      item(3, 'Profile Received', 'Profile Accepted', '2025-03-01T00:00:00.000Z'),
      item(4, 'Profile Accepted', 'Not Received', '2025-02-01T00:00:00.000Z'),
      item(5, 'Profile Rejected', 'Profile Received', '2025-02-01T00:00:00.000Z'),
      item(6, 'Profile Received', 'Not Received', '2025-02-01T00:00:00.000Z'),
      item(7, 'Not Received', 'Profile Received', '2025-02-01T00:00:00.000Z'),
    ]);
    expect(groups.interestedInYou.map((c) => c._id)).toEqual([3, 2]);
    expect(groups.youAreInterested.map((c) => c._id)).toEqual([4, 2]);
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
