import type { SideStatus } from '@shared/connection-status';
import type { Connection, ConnectionHistoryEntry } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import {
  connectionBetween,
  newestFirst,
  ownAndOtherStatus,
  profileIdOf,
  recipientStatus,
  sidePath,
  sidesOf,
} from './connection-sides';

const side = (profile: number, status: SideStatus) => ({
  profile,
  status,
  updatedAt: '2025-01-01T00:00:00.000Z',
  inquiredAboutReceivedProfileOn: null,
});
const connection = (_id: number, a: [number, SideStatus], b: [number, SideStatus]): Connection => ({
  _id,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  profile1: side(...a),
  profile2: side(...b),
});

const c = connection(9, [10, 'Profile Received'], [20, 'Profile Accepted']);

describe('sidesOf', () => {
  it('puts the given profile first, whichever side it is on', () => {
    expect(sidesOf(c, 10)).toEqual({ own: c.profile1, other: c.profile2 });
    expect(sidesOf(c, 20)).toEqual({ own: c.profile2, other: c.profile1 });
  });
  it('answers null without a connection, without a profile, or for a stranger', () => {
    expect(sidesOf(null, 10)).toBeNull();
    expect(sidesOf(c, undefined)).toBeNull();
    expect(sidesOf(c, 30)).toBeNull();
  });
});

describe('ownAndOtherStatus', () => {
  it('reads both statuses from the viewer side', () => {
    expect(ownAndOtherStatus(c, 20)).toEqual({ own: 'Profile Accepted', other: 'Profile Received' });
    expect(ownAndOtherStatus(c, 10)).toEqual({ own: 'Profile Received', other: 'Profile Accepted' });
  });
  it('treats no connection as both Not Received', () => {
    expect(ownAndOtherStatus(null, 10)).toEqual({ own: 'Not Received', other: 'Not Received' });
    expect(ownAndOtherStatus(c, 30)).toEqual({ own: 'Not Received', other: 'Not Received' });
  });
});

describe('connectionBetween and recipientStatus', () => {
  const list = [connection(1, [5, 'Not Received'], [6, 'Matched']), c];
  it('finds the connection in either order', () => {
    expect(connectionBetween(list, 20, 10)?._id).toBe(9);
    expect(connectionBetween(list, 10, 20)?._id).toBe(9);
    expect(connectionBetween(list, 10, 6)).toBeNull();
  });
  it("answers the recipient's side, or null when there is no connection", () => {
    expect(recipientStatus(list, 20, 10)).toBe('Profile Received');
    expect(recipientStatus(list, 10, 20)).toBe('Profile Accepted');
    expect(recipientStatus(list, 6, 5)).toBe('Not Received');
    expect(recipientStatus(list, 10, 99)).toBeNull();
  });
});

describe('sidePath', () => {
  it('names the connection by profile1-profile2 and the side to update', () => {
    expect(sidePath(c, 20)).toBe('/api/profile-connection/10-20/20');
  });
});

describe('profileIdOf', () => {
  it('reads plain ids, with or without #', () => {
    expect(profileIdOf(' 42 ')).toBe(42);
    expect(profileIdOf('#123456')).toBe(123456);
  });
  it('refuses phones, names, zero and too large numbers', () => {
    expect(profileIdOf('03001234567')).toBeNull();
    expect(profileIdOf('+923001234567')).toBeNull();
    expect(profileIdOf('Ayesha')).toBeNull();
    expect(profileIdOf('0')).toBeNull();
    expect(profileIdOf('9999999999')).toBeNull();
    expect(profileIdOf('')).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders entries by time, newest first, without changing the input', () => {
    const entry = (at: string): ConnectionHistoryEntry => ({
      at,
      profile: 1,
      field: 'status',
      from: null,
      to: 'Profile Received',
      by: 'a',
    });
    const input = [entry('2025-01-01T00:00:00.000Z'), entry('2025-03-01T00:00:00.000Z')];
    expect(newestFirst(input).map((e) => e.at)).toEqual([
      '2025-03-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
    expect(input[0]?.at).toBe('2025-01-01T00:00:00.000Z');
  });
});
