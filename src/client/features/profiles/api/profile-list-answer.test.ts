import { type ProfileList, profileListSchema } from '@shared/profile-list-schema';
import { describe, expect, it } from 'vitest';
import { readProfileList } from './profile-list-answer';

/** A match list as the server answers it: a card with its reasons, and a near match's card (matchmakers). */
const answer = (): ProfileList => ({
  profiles: [
    {
      _id: 42,
      name: 'Ayesha',
      age: 27,
      gender: 'Female',
      city: 'Lahore',
      maritalStatus: 'Single',
      heightFt: 5,
      heightIn: 4,
      picturesHidden: false,
      thumbnailUrl: '/file/7',
      verifications: { phone: true, cnic: false, meeting: false, education: false },
      mismatchedFilters: [],
      connectionSummary: 'interested',
      distanceKm: 12.4,
      score: 82,
      reasons: [
        { name: 'nearby', label: '12 km away', value: 12 },
        { name: 'sameCaste', label: 'Same caste' },
      ],
    },
    {
      _id: 43,
      age: 31,
      gender: 'Female',
      city: 'Multan',
      maritalStatus: 'Divorced',
      picturesHidden: true,
      mismatchedFilters: [{ name: 'maxAge', expected: '30', actual: '31' }],
      connectionSummary: null,
      distanceKm: null,
      relaxed: [{ name: 'maxAge', expected: '30', actual: '31' }],
    },
  ],
  total: 2,
  totalIsFloor: false,
  page: 1,
  pageSize: 20,
  appliedFilters: { status: 'Active', gender: 'Female', minAge: 22, city: ['Lahore'] },
  defaultFilters: { gender: 'Female', minAge: 22 },
  sort: 'score',
  matchProfile: null,
});

describe('readProfileList (a family list, without zod)', () => {
  it('reads an answer as the schema the server writes it with reads it: the same values, nothing changed', () => {
    const sent = answer();
    expect(profileListSchema.parse(sent)).toEqual(sent);
    expect(readProfileList(sent)).toEqual(profileListSchema.parse(sent));
    const matchmakers = { ...sent, matchProfile: { _id: 7, name: null, age: 30, city: 'Lahore' } };
    expect(readProfileList(matchmakers)).toEqual(profileListSchema.parse(matchmakers));
    expect(readProfileList({ ...sent, profiles: [] }).profiles).toEqual([]);
  });

  it('throws on an answer the list cannot draw, so that the page says it could not be loaded', () => {
    const sent = answer();
    for (const broken of [
      null,
      'Service unavailable',
      [],
      { ...sent, profiles: undefined },
      { ...sent, profiles: [{ ...sent.profiles[0], _id: '42' }] },
      { ...sent, profiles: [null] },
      { ...sent, total: '2' },
      { ...sent, totalIsFloor: undefined },
      { ...sent, page: 1.5 },
      { ...sent, appliedFilters: null },
      { ...sent, defaultFilters: [] },
      { ...sent, sort: 'best' },
      { ...sent, matchProfile: undefined },
    ])
      expect(() => readProfileList(broken)).toThrow('The profiles list answer is not readable.');
  });
});
