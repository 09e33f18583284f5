import type { ProfileHistoryEntry } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { aiFiltersText, entryText, fieldLabel, formatWhen, newestFirst, valueText } from './history-text';

const entry = (over: Partial<ProfileHistoryEntry>): ProfileHistoryEntry => ({
  at: '2025-03-12T09:05:00.000Z',
  field: 'status',
  from: 'Review',
  to: 'Active',
  by: 'admin@rishta.test',
  ...over,
});

describe('entryText', () => {
  it('reads a status change as from → to', () => {
    expect(entryText(entry({}))).toBe('Status: Review → Active');
  });
  it('names a responsible matchmaker and a reminder given to another (decision 066)', () => {
    expect(entryText(entry({ field: 'assignedTo', from: null, to: 'Nadia Khan' }))).toBe(
      'Responsible matchmaker: — → Nadia Khan',
    );
    expect(entryText(entry({ field: 'reminderAssigned', from: 'Ayesha', to: 'Nadia Khan' }))).toBe(
      'Reminder given: Ayesha → Nadia Khan',
    );
  });
  it('shows fees in rupees and a dash for nothing', () => {
    expect(entryText(entry({ field: 'paidFee', from: '0', to: '37000' }))).toBe('Paid fee: Rs 0 → Rs 37,000');
    expect(entryText(entry({ field: 'inactiveReason', from: null, to: 'Not Interested' }))).toBe(
      'Inactive reason: — → Not Interested',
    );
  });
  it('shows the reason Other and its note (decision 071)', () => {
    expect(entryText(entry({ field: 'inactiveReason', from: 'Not Interested', to: 'Other' }))).toBe(
      'Inactive reason: Not Interested → Other',
    );
    expect(entryText(entry({ field: 'inactiveNote', from: null, to: 'Family moved to Dubai' }))).toBe(
      'Inactive note: — → Family moved to Dubai',
    );
  });
  it('reads settings and yes/no fields in words', () => {
    expect(entryText(entry({ field: 'restrictPhotosVisibility', from: 'false', to: 'true' }))).toBe(
      'Restrict photos visibility: Off → On',
    );
    expect(valueText('hasDisability', 'false')).toBe('No');
    expect(valueText('jobType', 'Un Employed')).toBe('Not Working');
  });
  it('names events without values', () => {
    expect(entryText(entry({ field: 'accessTokenRotated', from: null, to: null }))).toBe(
      'Login link replaced',
    );
    expect(entryText(entry({ field: 'created', from: null, to: null }))).toBe('Profile created');
    expect(entryText(entry({ field: 'noteAdded', from: null, to: '4' }))).toBe('Note added');
  });
  it('labels a family edit with the profile view words, and counts pictures', () => {
    expect(entryText(entry({ field: 'aboutYou', from: 'Old', to: 'New' }))).toBe('About: Old → New');
    expect(entryText(entry({ field: 'pictures', from: '[]', to: '["a","b"]' }))).toBe(
      'Pictures: 0 pictures → 2 pictures',
    );
    expect(fieldLabel('someNewField')).toBe('Some New Field');
  });
});

describe('verification and reports (decision 036)', () => {
  const entry = (field: string, from: string | null, to: string | null) =>
    ({ field, from, to, at: '2026-11-25T10:00:00.000Z', by: { kind: 'admin', name: 'Matchmaker' } }) as never;
  it('reads a check done as a yes/no change under its own name', () => {
    expect(entryText(entry('verifiedPhone', 'false', 'true'))).toBe('Phone verified (called): No → Yes');
    expect(entryText(entry('verifiedCnic', null, 'true'))).toBe('CNIC seen: — → Yes');
  });
  it('reads reports by their reason, without the reporter', () => {
    expect(entryText(entry('reported', null, 'Fake profile'))).toBe('Reported by a family: Fake profile');
    expect(entryText(entry('reportUpdated', null, 'Other'))).toBe("A family's report updated: Other");
    expect(entryText(entry('reportResolved', 'Asked for money', null))).toBe(
      'Report resolved: Asked for money',
    );
  });
});

describe('blocks (decision 039)', () => {
  it('reads a block and its undoing on both profiles, by the other profile', () => {
    expect(entryText(entry({ field: 'blocked', from: null, to: '34' }))).toBe('Blocked profile #34');
    expect(entryText(entry({ field: 'unblocked', from: '34', to: null }))).toBe('Unblocked profile #34');
    expect(entryText(entry({ field: 'blockedBy', from: null, to: '12' }))).toBe(
      'Blocked by the family of #12',
    );
    expect(entryText(entry({ field: 'unblockedBy', from: '12', to: null }))).toBe(
      'Unblocked by the family of #12',
    );
  });
});

describe('possible duplicates (decision 038)', () => {
  it('reads "Not a duplicate" and its undoing by the other profile', () => {
    expect(entryText(entry({ field: 'duplicateDismissed', from: null, to: '34' }))).toBe(
      'Marked not a duplicate of #34',
    );
    expect(entryText(entry({ field: 'duplicateRestored', from: '34', to: null }))).toBe(
      '“Not a duplicate” of #34 undone: a possible duplicate again',
    );
  });
});

describe('aiFiltersText', () => {
  it('lists the requirements that are set', () => {
    expect(aiFiltersText('{"minAge":25,"sect":"Sunni","minHeightFt":5,"minHeightIn":6}')).toBe(
      'Minimum age 25 · Sect Sunni · Minimum height 5 ft 6 in',
    );
  });
  it('says when there are none, and keeps text that is not JSON', () => {
    expect(aiFiltersText('{}')).toBe('No requirements');
    expect(aiFiltersText('oops')).toBe('oops');
  });
});

describe('newestFirst', () => {
  it('puts the latest first, and of equal times the one recorded last', () => {
    const a = entry({ at: '2025-03-12T09:05:00.000Z', field: 'created' });
    const b = entry({ at: '2025-03-12T09:05:00.000Z', field: 'status' });
    const c = entry({ at: '2025-03-13T09:05:00.000Z', field: 'paidFee' });
    expect(newestFirst([a, b, c]).map((e) => e.field)).toEqual(['paidFee', 'status', 'created']);
  });
});

describe('formatWhen', () => {
  it('formats day, month, year and time in the given zone', () => {
    expect(formatWhen('2025-03-12T09:05:00.000Z', 'Asia/Karachi')).toBe('12 Mar 2025, 14:05');
  });
});
