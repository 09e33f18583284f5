import { describe, expect, it } from 'vitest';
import { isAnyValue } from './profile-list';
import { profileListQuerySchema } from './profile-list-schema';

const parse = (query: Record<string, string>) => profileListQuerySchema.safeParse(query);

describe('the list query (decision 029)', () => {
  it('reads Any, or an empty value, as a filter switched off, and a key left out as its default', () => {
    const parsed = parse({ sect: 'Any', city: '', minHeightFt: ' Any ', gender: 'Any', maxKids: '' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      sect: null,
      city: null,
      minHeightFt: null,
      gender: null,
      maxKids: null,
    });
    expect(parsed.data?.religion).toBeUndefined();
    expect(parsed.data?.page).toBe(1);
  });

  it('keeps real values and still refuses what is not one', () => {
    expect(parse({ city: 'Lahore, Multan,', minHeightFt: '5', sect: 'Shia' }).data).toMatchObject({
      city: ['Lahore', 'Multan'],
      minHeightFt: 5,
      sect: 'Shia',
    });
    expect(parse({ gender: 'Anyone' }).error?.issues[0]?.message).toBe('Please choose Male or Female');
    expect(parse({ minAge: '12' }).error?.issues[0]?.message).toBe('Minimum age must be between 16 and 90');
    expect(parse({ maxKids: '51' }).error?.issues[0]?.message).toBe(
      'Maximum children must be between 0 and 50',
    );
  });

  it('takes status All and the five orders, best match first (score, decision 043) among them', () => {
    expect(parse({ status: 'All', sort: 'oldest' }).data).toMatchObject({ status: 'All', sort: 'oldest' });
    for (const sort of ['score', 'newest', 'oldest', 'updated', 'distance'])
      expect(parse({ sort }).success).toBe(true);
    expect(parse({ sort: 'best' }).error?.issues[0]?.message).toBe(
      'Please choose score, newest, oldest, updated or distance',
    );
    expect(parse({ status: 'Any' }).error?.issues[0]?.message).toBe(
      'Please choose Review, Active, InActive or All',
    );
  });

  it('a search is free text: Any is a word there', () => {
    expect(parse({ q: 'Any' }).data?.q).toBe('Any');
    expect(isAnyValue('Any')).toBe(true);
    expect(isAnyValue('  ')).toBe(true);
    expect(isAnyValue('any')).toBe(false);
  });
});
