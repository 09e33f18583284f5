import { defaultPreferences } from '@shared/matching';
import type { ProfileView } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import {
  isDefaultRecipient,
  matchProfileOfView,
  personLabel,
  preferencesOfView,
  recipientLine,
  SEND_CHECK_MESSAGES,
  sendMismatches,
  sendRefusalMessage,
} from './send-checks';

/** A profile as a matchmaker receives it. */
const view = (overrides: Partial<ProfileView>): ProfileView => ({
  _id: 1,
  name: 'Ayesha Noor',
  age: 26,
  gender: 'Female',
  city: 'Lahore',
  religion: 'Muslim',
  sect: 'Sunni',
  maritalStatus: 'Single',
  heightFt: 5,
  heightIn: 4,
  picturesHidden: false,
  status: 'Active',
  aiFilters: {},
  ...overrides,
});
const woman = view({});
const man = view({ _id: 2, name: 'Hamza Rauf', age: 30, gender: 'Male', heightFt: 5, heightIn: 10 });

describe('recipientLine and personLabel', () => {
  it('reads "Name · #id · gender · age · city · status"', () => {
    expect(recipientLine(man)).toBe('Hamza Rauf · #2 · Male · 30 years · Lahore · Active');
    expect(recipientLine({ ...woman, status: 'Review' })).toBe(
      'Ayesha Noor · #1 · Female · 26 years · Lahore · Review',
    );
  });
  it('starts with the id when there is no name', () => {
    expect(personLabel({ _id: 7, name: '  ' })).toBe('#7');
    expect(recipientLine({ ...man, name: null })).toBe('#2 · Male · 30 years · Lahore · Active');
  });
});

describe('sendRefusalMessage', () => {
  it("says the server's refusal, or nothing when the send may go", () => {
    expect(sendRefusalMessage(woman, man)).toBeNull();
    expect(sendRefusalMessage(woman, view({ _id: 3 }))).toBe(
      'A profile can only be sent to a family of the opposite gender.',
    );
    expect(sendRefusalMessage(woman, { ...man, status: 'InActive' })).toBe(
      "This family's profile is not active.",
    );
    expect(sendRefusalMessage(woman, woman)).toBe('A profile cannot be sent to itself.');
  });
  it('names a block between the two, from the blocks of the profile being sent (decision 039)', () => {
    const label = { _id: man._id, name: 'Bilal', age: 30, city: 'Lahore' };
    const at = '2026-01-01T00:00:00.000Z';
    expect(sendRefusalMessage(woman, man, { blocked: [], blockedBy: [] })).toBeNull();
    expect(sendRefusalMessage(woman, man, { blocked: [], blockedBy: [{ profile: label, at }] })).toBe(
      'This family has blocked this profile. A blocked pair cannot be sent to each other.',
    );
    expect(sendRefusalMessage(woman, man, { blocked: [{ profile: label, at }], blockedBy: [] })).toBe(
      "This profile's family has blocked this family. A blocked pair cannot be sent to each other.",
    );
    // A block with someone else says nothing about this pair.
    const other = { ...label, _id: 99 };
    expect(sendRefusalMessage(woman, man, { blocked: [{ profile: other, at }], blockedBy: [] })).toBeNull();
  });
});

describe('isDefaultRecipient', () => {
  it('lists Active profiles of the opposite gender only', () => {
    expect(isDefaultRecipient('Female', man)).toBe(true);
    expect(isDefaultRecipient('Female', woman)).toBe(false);
    expect(isDefaultRecipient('Female', { ...man, status: 'Review' })).toBe(false);
    expect(isDefaultRecipient('Male', woman)).toBe(true);
  });
});

describe('sendMismatches', () => {
  it('uses the shared defaults where no requirement was set', () => {
    expect(preferencesOfView(man)).toEqual(defaultPreferences(matchProfileOfView(man)));
    expect(preferencesOfView({ ...man, aiFilters: { caste: 'Rajput' } })).toMatchObject({
      caste: 'Rajput',
      minAge: 24,
    });
  });

  it('is empty both ways for a pair that matches', () => {
    expect(sendMismatches(woman, man)).toEqual({ recipientRequires: [], sentRequires: [] });
  });

  it('lists what each family requires and the other fails, both ways', () => {
    // Her default: a man from her age (26) to 32; he is 40. His set requirement: caste Rajput; hers is Arain.
    const older = { ...man, age: 40, aiFilters: { caste: 'Rajput', minAge: 22 } };
    const arain = { ...woman, caste: 'Arain' };
    const both = sendMismatches(arain, older);
    expect(both.recipientRequires).toEqual([{ name: 'caste', expected: 'Rajput', actual: 'Arain' }]);
    expect(both.sentRequires).toEqual([{ name: 'maxAge', expected: '32', actual: '40' }]);
    expect(SEND_CHECK_MESSAGES.mismatchLine(both.sentRequires[0])).toBe('Maximum age: requires 32, is 40');
    expect(SEND_CHECK_MESSAGES.mismatchHeading(personLabel(older), personLabel(arain))).toBe(
      'Requirements of Hamza Rauf · #2 that Ayesha Noor · #1 does not meet:',
    );
  });
});
