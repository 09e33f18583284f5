import type { Connection, ConnectionSide } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { formatWhen, lastInquiry, sideOf, sidePath, updateRequestFor } from './connection';

const side = (profile: number, inquired: string | null = null): ConnectionSide => ({
  profile,
  status: 'Profile Received',
  updatedAt: '2025-01-01T00:00:00.000Z',
  inquiredAboutReceivedProfileOn: inquired,
});
const connection = (a: ConnectionSide, b: ConnectionSide): Pick<Connection, 'profile1' | 'profile2'> => ({
  profile1: a,
  profile2: b,
});

describe('sidePath and sideOf', () => {
  it('names the connection by its two profiles in stored order and the side by its profile', () => {
    const c = connection(side(12), side(5));
    expect(sidePath(c, 5)).toBe('/api/profile-connection/12-5/5');
    expect(sidePath(c, 12)).toBe('/api/profile-connection/12-5/12');
    expect(sideOf(c, 5).profile).toBe(5);
    expect(sideOf(c, 12).profile).toBe(12);
  });
});

describe('lastInquiry', () => {
  it('answers the latest inquiry on the side of the profile, or null', () => {
    const connections = [
      connection(side(1, '2025-02-01T10:00:00.000Z'), side(2, '2025-05-01T10:00:00.000Z')),
      connection(side(3), side(1, '2025-03-01T10:00:00.000Z')),
      connection(side(1), side(4)),
    ];
    expect(lastInquiry(1, connections)).toBe('2025-03-01T10:00:00.000Z');
    expect(lastInquiry(1, [connection(side(1), side(4))])).toBeNull();
    expect(lastInquiry(1, [])).toBeNull();
  });
});

describe('updateRequestFor', () => {
  it("names a man's profile, never a woman's, and drops the placeholder name", () => {
    expect(updateRequestFor({ _id: 9, name: 'Bilal Ahmed', gender: 'Male' })).toBe(
      'Aoa. Any update on the profile? (Bilal Ahmed, Profile Id: 9)',
    );
    expect(updateRequestFor({ _id: 9, name: 'Sana', gender: 'Female' })).toBe(
      'Aoa. Any update on the profile? (Profile Id: 9)',
    );
    expect(updateRequestFor({ _id: 9, name: 'xyz', gender: 'Male' })).toBe(
      'Aoa. Any update on the profile? (Profile Id: 9)',
    );
  });
});

describe('formatWhen', () => {
  const now = new Date(2025, 2, 10, 15, 0);
  it('shows the date with a relative day', () => {
    expect(formatWhen(new Date(2025, 2, 10, 9, 0).toISOString(), now)).toBe('10 Mar 2025 (today)');
    expect(formatWhen(new Date(2025, 2, 9, 23, 0).toISOString(), now)).toBe('9 Mar 2025 (yesterday)');
    expect(formatWhen(new Date(2025, 1, 28, 12, 0).toISOString(), now)).toBe('28 Feb 2025 (10 days ago)');
  });
  it('answers a date it cannot read as it is', () => {
    expect(formatWhen('soon', now)).toBe('soon');
  });
});
