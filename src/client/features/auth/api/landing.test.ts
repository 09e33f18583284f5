import { SIDE_STATUSES } from '@shared/connection-status';
import { describe, expect, it } from 'vitest';
import { profilesWaitingForAnswer } from './landing';

const connection = (id: number, own: string, other = 'Not Received') => ({
  _id: id * 10,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  primary: { status: own, profile: { _id: 3 } },
  secondary: { status: other, profile: { _id: id } },
});

describe('profilesWaitingForAnswer (the login link landing, without zod)', () => {
  it('names the profiles whose family side is Profile Received, whatever the other side did', () => {
    const answer = [
      ...SIDE_STATUSES.map((own, i) => connection(20 + i, own)),
      connection(40, 'Profile Received', 'Profile Rejected'),
    ];
    expect(profilesWaitingForAnswer(answer)).toEqual([21, 40]);
    expect(profilesWaitingForAnswer([])).toEqual([]);
  });

  it('throws on an answer it cannot read, so that the landing falls back to the matches', () => {
    for (const answer of [
      null,
      { primary: {} },
      [connection(5, 'Received')],
      [{ ...connection(5, 'Profile Received'), secondary: { profile: { _id: '5' } } }],
      [{ primary: { status: 'Profile Received' } }],
    ])
      expect(() => profilesWaitingForAnswer(answer)).toThrow();
  });
});
