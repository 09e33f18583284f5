import type { ProfileView } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { UNLISTED_LANGUAGE } from '../../../../../tests/support/examples';
import {
  FORM_FIELDS,
  newProfileFormState,
  nextProfileFormState,
  profileToFormState,
  RETAINED_FIELDS,
} from './form-values';

const loaded: ProfileView = {
  _id: 7,
  name: 'Ayesha',
  age: 27,
  gender: 'Female',
  phoneNo: '+923001234567',
  familyPhoneNo: null,
  email: null,
  city: 'Lahore',
  address: 'Model Town',
  residenceType: 'Own',
  homeTown: 'Sialkot',
  heightFt: 5,
  heightIn: 4,
  maritalStatus: 'Divorced',
  marriedYears: 2.5,
  haveChildren: false,
  hasDisability: false,
  religion: 'Parsi',
  sect: null,
  nativeLanguage: 'Urdu Speaking',
  brothers: 2,
  sisters: 0,
  brothersMaritalInformation: 1,
  monthlyIncome: 150000,
  pictures: ['a'.repeat(22)],
  picturesHidden: false,
  status: 'Active',
  paidFee: 5000,
};

describe('profileToFormState', () => {
  it('turns every stored value into the text an input holds', () => {
    const state = profileToFormState(loaded);
    expect(Object.keys(state).sort()).toEqual([...FORM_FIELDS].sort());
    expect(state).toMatchObject({
      name: 'Ayesha',
      age: '27',
      familyPhoneNo: '',
      heightFt: '5',
      heightIn: '4',
      haveChildren: 'false',
      hasDisability: 'false',
      brothers: '2',
      sisters: '0',
      brothersMaritalInformation: '1',
      monthlyIncome: '150000',
      status: 'Active',
      paidFee: '5000',
    });
  });

  it('splits marriedYears into years and months', () => {
    const state = profileToFormState(loaded);
    expect([state.marriedYearsPart, state.marriedMonthsPart]).toEqual(['2', '6']);
    const none = profileToFormState({ ...loaded, marriedYears: null });
    expect([none.marriedYearsPart, none.marriedMonthsPart]).toEqual(['', '']);
  });

  it("shows a religion or language outside the lists as 'Other' with the family's words", () => {
    const state = profileToFormState(loaded);
    expect([state.religion, state.religionOther]).toEqual(['Other', 'Parsi']);
    expect([state.nativeLanguage, state.nativeLanguageOther]).toEqual(['Urdu Speaking', '']);
    const other = profileToFormState({ ...loaded, religion: 'Other', nativeLanguage: UNLISTED_LANGUAGE });
    expect([other.religion, other.religionOther]).toEqual(['Other', '']);
    expect([other.nativeLanguage, other.nativeLanguageOther]).toEqual(['Other', UNLISTED_LANGUAGE]);
  });
});

describe('nextProfileFormState', () => {
  it('keeps only the retained fields and restores the defaults for the rest', () => {
    const previous = { ...profileToFormState(loaded), caste: 'Arain', workCountry: 'UAE' };
    const next = nextProfileFormState(previous);
    expect(next).toMatchObject({
      city: 'Lahore',
      homeTown: 'Sialkot',
      religion: 'Other',
      religionOther: 'Parsi',
      nativeLanguage: 'Urdu Speaking',
      caste: 'Arain',
      workCountry: 'UAE',
      name: '',
      age: '',
      phoneNo: '',
      address: '',
      maritalStatus: 'Single',
      status: '',
      paidFee: '',
    });
  });

  it('falls back to the defaults where the previous profile left a retained field empty', () => {
    const next = nextProfileFormState({ ...newProfileFormState(), religion: '', workCountry: '' });
    expect(next.religion).toBe('Muslim');
    expect(next.workCountry).toBe('Pakistan');
  });

  it('retains community facts only, never household or personal ones', () => {
    for (const field of ['name', 'fatherName', 'address', 'phoneNo', 'familyPhoneNo', 'email', 'age'])
      expect(RETAINED_FIELDS as readonly string[]).not.toContain(field);
  });
});
