import { describe, expect, it } from 'vitest';
import { emptyFormState } from './form-values';
import { applyChoices, mergeRows } from './merge';

describe('the conflict rows of a stale save', () => {
  const base = { ...emptyFormState(), aboutYou: 'Kind', address: 'Model Town', city: 'Lahore' };
  it('asks about what someone else changed, keeps what only this person changed', () => {
    const mine = { ...base, address: 'Gulberg III', city: 'Karachi' };
    const theirs = { ...base, aboutYou: 'Kind. She teaches.', city: 'Multan' };
    // In the form's order: city (personal) before about-you.
    expect(mergeRows(base, mine, theirs)).toEqual([
      { field: 'city', yours: 'Karachi', theirs: 'Multan', editedHere: true },
      { field: 'aboutYou', yours: 'Kind', theirs: 'Kind. She teaches.', editedHere: false },
    ]);
    const merged = applyChoices(mine, theirs, new Set(['aboutYou'] as const));
    expect(merged).toMatchObject({ aboutYou: 'Kind. She teaches.', address: 'Gulberg III', city: 'Karachi' });
  });
});
