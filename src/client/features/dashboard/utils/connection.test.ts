import type { SideStatus } from '@shared/connection-status';
import type { Connection, ConnectionSide, DashboardProfile } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import {
  followUpFor,
  followUpLink,
  formatWhen,
  lastInquiry,
  sharedContacts,
  sideOf,
  sidePath,
} from './connection';

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

const person = (
  _id: number,
  name: string,
  gender: 'Male' | 'Female',
  phones: { phoneNo?: string; familyPhoneNo?: string | null } = {},
): DashboardProfile => ({
  _id,
  name,
  age: 30,
  gender,
  city: 'Lahore',
  phoneNo: phones.phoneNo ?? `0300 000000${_id}`,
  familyPhoneNo: phones.familyPhoneNo ?? null,
  status: 'Active',
  loginLink: `https://rishta.pk/login/${_id}:tok`,
});
const statusSide = (profile: number, status: SideStatus): ConnectionSide => ({ ...side(profile), status });
/** Two stops in a row, in English or Urdu punctuation. */
const DOUBLED = /[.,;:!?،۔]\s*[.,;:!?،۔]/u;
const decoded = (link: string | null) =>
  decodeURIComponent(new URL(link ?? '').searchParams.get('text') ?? '');

describe('followUpFor (issue 29: one follow-up naming the profile)', () => {
  const family = person(1, 'Bilal Ahmed', 'Male');
  const entry = (status: SideStatus) => ({
    profile: family,
    followUp: { since: '2025-01-01T00:00:00.000Z', days: 5, needed: true },
    connections: [
      {
        _id: 7,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
        profile1: side(1),
        profile2: statusSide(2, status),
        other: person(2, 'Sana Iqbal', 'Female'),
      },
    ],
  });
  it("names a woman to a man's family only once she accepted him (the server's name rule)", () => {
    expect(followUpFor(entry('Not Received'), 'en')).toContain(
      'Aoa. Any update on the profile? (Profile Id: 2)',
    );
    expect(followUpFor(entry('Profile Accepted'), 'en')).toContain(
      'Aoa. Any update on the profile? (Sana Iqbal, Profile Id: 2)',
    );
  });
  it('is written in Urdu and English, with the login link to My Connections', () => {
    const urdu = followUpFor(entry('Not Received'), 'ur');
    expect(urdu).toMatch(/[\u0600-\u06ff]/u);
    expect(urdu).toContain('پروفائل نمبر: 2');
    for (const text of [urdu, followUpFor(entry('Profile Accepted'), 'en')]) {
      expect(text).toContain('https://rishta.pk/login/1:tok?to=/my-connections');
      expect(text).not.toContain('[hidden]');
    }
  });
  it('goes to the phone the matchmaker chose', () => {
    const link = followUpLink(entry('Not Received'), { phone: 'own', language: 'en' });
    expect(link).toMatch(/^https:\/\/wa\.me\/923000000001\?text=/);
  });
});

describe('sharedContacts (issue 29: share contacts)', () => {
  const man = person(1, 'Bilal Ahmed', 'Male', { phoneNo: '03001111111' });
  const woman = person(2, 'Sana Iqbal', 'Female', { phoneNo: '03002222222', familyPhoneNo: '03213333333' });
  const pair = {
    connection: {
      _id: 9,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      profile1: statusSide(1, 'Profile Accepted'),
      profile2: statusSide(2, 'Profile Accepted'),
    },
    profiles: [man, woman] as [DashboardProfile, DashboardProfile],
  };
  it("gives each family the other's name, phone and the bureau's note, to each chosen phone and language", () => {
    const [toMan, toWoman] = sharedContacts(pair, [
      { phone: 'own', language: 'en' },
      { phone: 'family', language: 'ur' },
    ]);
    expect(toMan.link).toMatch(/^https:\/\/wa\.me\/923001111111\?text=/);
    expect(decoded(toMan.link)).toContain('Name: Sana Iqbal (Profile Id: 2)');
    // Her family phone is the number the man's family is given, as it is where her messages go.
    expect(decoded(toMan.link)).toContain('Phone: 03213333333');
    expect(toWoman.link).toMatch(/^https:\/\/wa\.me\/923213333333\?text=/);
    expect(decoded(toWoman.link)).toContain('نام: Bilal Ahmed (پروفائل نمبر: 1)');
    expect(decoded(toWoman.link)).toContain('فون: \u206603001111111\u2069');
    for (const text of [toMan.text, toWoman.text]) {
      expect(text).not.toMatch(DOUBLED);
      expect(text).not.toContain('[hidden]');
    }
  });
  it('leaves her name out where she has not accepted (the name rule), never writing [hidden]', () => {
    const [toMan] = sharedContacts(
      { ...pair, connection: { ...pair.connection, profile2: statusSide(2, 'Profile Received') } },
      [
        { phone: 'own', language: 'en' },
        { phone: 'own', language: 'en' },
      ],
    );
    expect(toMan.text).not.toContain('Sana');
    expect(toMan.text).toContain('Profile Id: 2');
    expect(toMan.text).not.toContain('[hidden]');
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
