import { describe, expect, it } from 'vitest';
import { SIDE_STATUSES } from './connection-status';
import { connectionSummary, isMutualInterest } from './connection-summary';

describe('connectionSummary (from the viewer’s side)', () => {
  it.each([
    ['Profile Rejected', 'Profile Accepted', 'rejected-by-you'],
    ['Profile Accepted', 'Rejected After Contact', 'rejected-by-them'],
    ['Profile Received', 'Profile Accepted', 'interested'],
    ['Profile Accepted', 'Profile Received', 'awaiting'],
    ['Profile Received', 'Not Received', 'received'],
    ['In Contact', 'In Contact', 'in-contact'],
    ['Matched', 'Matched', 'matched'],
    ['Not Received', 'Not Received', null],
  ] as const)('mine %s, theirs %s → %s', (mine, theirs, summary) => {
    expect(connectionSummary(mine, theirs)).toBe(summary);
  });
});

describe('isMutualInterest (issue 16: "You are both interested")', () => {
  it('holds when both sides are at Profile Accepted or beyond, and never after a rejection', () => {
    const accepted = ['Profile Accepted', 'In Contact', 'Matched'];
    for (const mine of SIDE_STATUSES)
      for (const theirs of SIDE_STATUSES)
        expect(isMutualInterest(mine, theirs), `${mine} / ${theirs}`).toBe(
          accepted.includes(mine) && accepted.includes(theirs),
        );
    expect(isMutualInterest('Profile Accepted', 'Profile Accepted')).toBe(true);
    expect(isMutualInterest('Profile Rejected', 'Profile Accepted')).toBe(false);
  });
});
