import { loadNamespaces } from '@client/lib/i18n';
import type { ProfileCard } from '@shared/profile-list-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardDetails,
  chipReasons,
  type Detail,
  displayName,
  formatHeight,
  headFacts,
  listSeparator,
  mismatchLine,
  pageCount,
  paidFeeBadge,
  profileHref,
  summaryBadge,
} from './card';

// The helpers speak through the `profiles` catalog (English here).
beforeAll(() => loadNamespaces('profiles'));

const card = (over: Partial<ProfileCard> = {}): ProfileCard => ({
  _id: 42,
  age: 27,
  gender: 'Female',
  city: 'Lahore',
  maritalStatus: 'Single',
  picturesHidden: false,
  mismatchedFilters: [],
  connectionSummary: null,
  distanceKm: null,
  ...over,
});

describe('card words', () => {
  it('shows the name, or the profile number when the name is hidden or empty', () => {
    expect(displayName(card({ name: 'Ayesha' }))).toBe('Ayesha');
    expect(displayName(card())).toBe('Profile #42');
    expect(displayName(card({ name: '  ' }))).toBe('Profile #42');
  });

  it('head facts: the id beside a name, then age, city, height, marital status and distance when known', () => {
    expect(headFacts(card({ name: 'Sana Iqbal' }))).toEqual(['#42', '27 years', 'Lahore', 'Single']);
    expect(headFacts(card({ heightFt: 5, heightIn: 4, distanceKm: 12.4 }))).toEqual([
      '27 years',
      'Lahore',
      `5'4"`,
      'Single',
      '12 km away',
    ]);
    expect(headFacts(card())).toEqual(['27 years', 'Lahore', 'Single']);
    // In the same city (under half a km): said so, not "0 km away".
    expect(headFacts(card({ distanceKm: 0.3 })).at(-1)).toBe('Same city');
    expect(formatHeight(6, null)).toBe(`6'0"`);
    // The distance is said once: the chips leave it to the head line (issue 30 item 10).
    const reasons = [
      { name: 'sameCaste', label: 'Same caste' },
      { name: 'nearby', label: 'Same city', value: 0 },
    ] as ProfileCard['reasons'];
    expect(chipReasons(card({ distanceKm: 0.3, reasons })).map((r) => r.name)).toEqual(['sameCaste']);
    expect(chipReasons(card({ reasons })).map((r) => r.name)).toEqual(['sameCaste', 'nearby']);
    expect(formatHeight(null, 3)).toBeNull();
  });

  it('details: education, job, caste and sect that are filled in', () => {
    // Each detail with its parts and the value they show, joined as the card joins them.
    const shown = (details: Detail[]) =>
      details.map(({ label, parts }) => ({ label, value: parts.join(listSeparator()), parts }));
    expect(
      shown(
        cardDetails(
          card({ education: 'MBA', jobTitle: 'Teacher', jobType: 'Government', caste: 'Arain', sect: null }),
        ),
      ),
    ).toEqual([
      { label: 'Education', value: 'MBA', parts: ['MBA'] },
      { label: 'Job', value: 'Teacher, Government', parts: ['Teacher', 'Government'] },
      { label: 'Caste', value: 'Arain', parts: ['Arain'] },
    ]);
    expect(shown(cardDetails(card({ jobType: 'Un Employed' })))).toEqual([
      { label: 'Job', value: 'Not Working', parts: ['Not Working'] },
    ]);
    expect(shown(cardDetails(card({ jobType: 'Other', otherJobType: 'Freelance' })))[0]?.value).toBe(
      'Freelance',
    );
  });

  it("mismatch lines use the words 'Requires' and \"Your's\"", () => {
    expect(mismatchLine({ name: 'minAge', expected: '25', actual: '23' })).toBe(
      "Minimum age: Requires 25, Your's 23",
    );
    expect(mismatchLine({ name: 'minHeight', expected: `5'6"`, actual: `5'2"` })).toBe(
      `Minimum height: Requires 5'6", Your's 5'2"`,
    );
  });

  it('connection summaries read as SPEC §4 says', () => {
    expect(summaryBadge(null)).toBeNull();
    expect(summaryBadge('rejected-by-you')?.label).toBe('Rejected by you');
    expect(summaryBadge('rejected-by-them')?.label).toBe('Rejected by them');
    expect(summaryBadge('interested')?.label).toBe('Interested in you');
    expect(summaryBadge('awaiting')?.label).toBe('Awaiting their response');
    expect(summaryBadge('received')?.label).toBe('Received');
    expect(summaryBadge('in-contact')?.label).toBe('In contact');
    expect(summaryBadge('matched')).toEqual({ label: 'Matched', colour: 'green' });
  });

  it('paid-fee badge: red with nothing paid, blue in part, green in full; none when not visible', () => {
    expect(paidFeeBadge({})).toBeNull();
    expect(paidFeeBadge({ paidFee: 0 })).toEqual({ label: 'Paid Rs 0', colour: 'red' });
    expect(paidFeeBadge({ paidFee: 5000 })?.colour).toBe('blue');
    expect(paidFeeBadge({ paidFee: 20_000 })).toEqual({ label: 'Paid Rs 20,000', colour: 'green' });
  });

  it('links carry the match context', () => {
    expect(profileHref(9, null)).toBe('/profile/9');
    expect(profileHref(9, 3)).toBe('/profile/9?matchProfileId=3');
  });

  it('page count is at least 1', () => {
    expect(pageCount(0, 54)).toBe(1);
    expect(pageCount(54, 54)).toBe(1);
    expect(pageCount(55, 54)).toBe(2);
  });
});
