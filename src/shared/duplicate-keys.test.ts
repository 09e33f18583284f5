import { describe, expect, it } from 'vitest';
import { duplicateKeysOf, matchesBetween, nameFatherCityKey, nameKey, phoneKey } from './duplicate-keys';
import { DUPLICATE_MATCH_LABELS, DUPLICATE_MATCHES, matchedOnText } from './duplicates';
import { isValidPhone } from './phone';

describe('phoneKey', () => {
  it.each([
    '+92 300 1234567',
    '+923001234567',
    '03001234567',
    '0300 1234567',
    '0300-1234567',
    '(0300) 123-4567',
    '0092 300 1234567',
    '00923001234567',
    '+92 0300 1234567',
    '0092 0300 1234567',
  ])('reads %s as +923001234567', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(phoneKey(phone)).toBe('+923001234567');
  });

  it('keeps other numbers apart, and has no key for no phone', () => {
    expect(phoneKey('03001234568')).toBe('+923001234568');
    expect(phoneKey('+1 555 123 4567')).toBe('+15551234567');
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('')).toBeNull();
    expect(phoneKey('   ')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe('names', () => {
  it('compares without case, spaces, dots or Arabic-keyboard letters', () => {
    expect(nameKey('Ayesha  Khan')).toBe(nameKey('ayesha khan'));
    expect(nameKey(' AYESHA KHAN ')).toBe(nameKey('AyeshaKhan'));
    expect(nameKey('M. Ali')).toBe(nameKey('m ali'));
    expect(nameKey('عائشہ خان')).toBe(nameKey('عائشه خان'));
    expect(nameKey('Ayesha Khan')).not.toBe(nameKey('Aysha Khan'));
  });

  it('needs the name, the father’s name and the city; the parts cannot run into each other', () => {
    expect(nameFatherCityKey('Ayesha Khan', 'Imran Khan', 'Lahore')).toBe(
      nameFatherCityKey('ayesha khan', 'IMRAN  KHAN', 'lahore'),
    );
    expect(nameFatherCityKey('Ayesha Khan', 'Imran Khan', 'Lahore')).not.toBe(
      nameFatherCityKey('Ayesha Khan', 'Imran Khan', 'Karachi'),
    );
    expect(nameFatherCityKey('Ayesha Khan', null, 'Lahore')).toBeNull();
    expect(nameFatherCityKey('', 'Imran Khan', 'Lahore')).toBeNull();
    expect(nameFatherCityKey('Ab', 'C', 'Lahore')).not.toBe(nameFatherCityKey('A', 'Bc', 'Lahore'));
  });
});

describe('matchesBetween', () => {
  const profile = (over: Partial<Parameters<typeof duplicateKeysOf>[0]>) =>
    duplicateKeysOf({
      phoneNo: '03001111111',
      familyPhoneNo: null,
      name: 'Ayesha Khan',
      fatherName: 'Imran Khan',
      city: 'Lahore',
      ...over,
    });

  it('names each thing two profiles share, in a fixed order', () => {
    const a = profile({ phoneNo: '0300 1234567', familyPhoneNo: '0321 7654321' });
    expect(matchesBetween(a, profile({ phoneNo: '+92 300 1234567', name: 'Other' }))).toEqual(['phone']);
    expect(matchesBetween(a, profile({ familyPhoneNo: '00923217654321', name: 'Other' }))).toEqual([
      'familyPhone',
    ]);
    // Own phone against family phone, either way round.
    expect(matchesBetween(a, profile({ phoneNo: '+923217654321', name: 'Other' }))).toEqual([
      'phoneAndFamilyPhone',
    ]);
    expect(
      matchesBetween(a, profile({ phoneNo: '03009999999', familyPhoneNo: '03001234567', name: 'Other' })),
    ).toEqual(['phoneAndFamilyPhone']);
    expect(matchesBetween(a, profile({ phoneNo: '03009999999' }))).toEqual(['nameFatherCity']);
    expect(matchesBetween(a, profile({ phoneNo: '03001234567' }))).toEqual(['phone', 'nameFatherCity']);
  });

  it('finds nothing between different people, or the same names in another city', () => {
    const a = profile({});
    expect(matchesBetween(a, profile({ phoneNo: '03002222222', name: 'Sana Iqbal' }))).toEqual([]);
    expect(matchesBetween(a, profile({ phoneNo: '03002222222', city: 'Karachi' }))).toEqual([]);
    // No family phone on either side is nothing in common.
    expect(
      matchesBetween(profile({ phoneNo: '03002222222', name: 'X' }), profile({ phoneNo: '03003333333' })),
    ).toEqual([]);
  });

  it('labels each match once, in English', () => {
    expect(Object.keys(DUPLICATE_MATCH_LABELS)).toEqual([...DUPLICATE_MATCHES]);
    expect(matchedOnText(['phone', 'nameFatherCity'])).toBe(
      "Same phone number · Same name, father's name and city",
    );
  });
});
