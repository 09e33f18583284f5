import { describe, expect, it } from 'vitest';
import { connectionSummary } from './connection-summary';

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
