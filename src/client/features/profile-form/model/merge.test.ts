import { describe, expect, it } from 'vitest';
import { emptyFormState } from './form-values';
import { applyChoices, chosenPictures, mergePictures, mergeRows } from './merge';

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

describe('pictures in the conflict rows', () => {
  const thumbnails = { a: '/file/ta', c: '/file/tc', d: '/file/td' };
  it('asks only when someone else changed them, and never keeps a picture no longer stored', () => {
    expect(mergePictures(['a', 'b'], ['a', 'b', 'd'], ['a', 'b'], thumbnails)).toBeNull();
    expect(mergePictures(['a', 'b'], ['a', 'c'], ['a', 'c'], thumbnails)).toBeNull();
    const row = mergePictures(['a', 'b'], ['a', 'b', 'd'], ['a', 'c'], thumbnails);
    expect(row).toEqual({ yours: ['a', 'b', 'd'], theirs: ['a', 'c'], editedHere: true, thumbnails });
    // b was removed by the other save: keeping hers keeps a and d only.
    expect(chosenPictures(row!, false)).toEqual(['a', 'd']);
    expect(chosenPictures(row!, true)).toEqual(['a', 'c']);
    expect(mergePictures(['a', 'b'], ['a', 'b'], ['b', 'a'], thumbnails)?.editedHere).toBe(false);
  });
});
