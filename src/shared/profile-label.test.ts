import { describe, expect, it } from 'vitest';
import { profileLabel } from './profile-label';

describe('profileLabel', () => {
  it('reads "Name · #id · age · city"', () => {
    expect(profileLabel({ _id: 12, name: 'Sana Iqbal', age: 27, city: 'Lahore' })).toBe(
      'Sana Iqbal · #12 · 27 · Lahore',
    );
  });

  it('leaves out what is missing or blank, never the id', () => {
    expect(profileLabel({ _id: 12, name: null, age: 27, city: 'Lahore' })).toBe('#12 · 27 · Lahore');
    expect(profileLabel({ _id: 12, name: '  ', age: 27, city: ' ' })).toBe('#12 · 27');
    expect(profileLabel({ _id: 7 })).toBe('#7');
  });

  it('trims the name and the city', () => {
    expect(profileLabel({ _id: 3, name: ' Bilal Ahmed ', age: 30, city: ' Karachi ' })).toBe(
      'Bilal Ahmed · #3 · 30 · Karachi',
    );
  });
});
