import { describe, expect, it } from 'vitest';
import { newProfileFormState, type ProfileFormState } from './form-values';
import { errorsByFormField, formFieldOf, toAdminPayload, toProfilePayload } from './payload';
import { validateProfileForm } from './validate';

const complete = (over: Partial<ProfileFormState> = {}): ProfileFormState => ({
  ...newProfileFormState(),
  name: 'Ali',
  age: '29',
  gender: 'Male',
  phoneNo: '03001234567',
  city: 'Lahore',
  address: 'Model Town',
  residenceType: 'Own',
  hasDisability: 'false',
  sect: 'Sunni',
  nativeLanguage: 'Punjabi',
  brothers: '1',
  sisters: '2',
  ...over,
});

describe('toProfilePayload', () => {
  it('sends shown fields as typed, with the pictures, and validates clean', () => {
    const payload = toProfilePayload(complete(), ['p'.repeat(22)]);
    expect(payload).toMatchObject({ name: 'Ali', age: '29', religion: 'Muslim', pictures: ['p'.repeat(22)] });
    expect(payload).not.toHaveProperty('marriedYears');
    expect(payload).not.toHaveProperty('status');
    expect(validateProfileForm(complete(), { isAdmin: false })).toEqual({});
  });

  it('joins years and months into marriedYears, and asks for them when previously married', () => {
    const base = complete({ maritalStatus: 'Divorced', haveChildren: 'false' });
    expect(
      toProfilePayload({ ...base, marriedYearsPart: '3', marriedMonthsPart: '6' }, []).marriedYears,
    ).toBe(3.5);
    expect(toProfilePayload({ ...base, marriedMonthsPart: '9' }, []).marriedYears).toBe(0.75);
    expect(validateProfileForm(base, { isAdmin: false })).toEqual({
      marriedYearsPart: 'Please enter years or months',
    });
    expect(validateProfileForm({ ...base, marriedYearsPart: '0' }, { isAdmin: false })).toEqual({});
  });

  it('takes numbers and phones typed in Urdu or Arabic-Indic digits as typed (issue 30)', () => {
    const urdu = complete({
      age: '۲۹',
      phoneNo: '۰۳۰۰۱۲۳۴۵۶۷',
      maritalStatus: 'Divorced',
      haveChildren: 'false',
    });
    const typed = { ...urdu, marriedYearsPart: '۳', marriedMonthsPart: '٦' };
    expect(toProfilePayload(typed, [])).toMatchObject({
      age: '۲۹',
      phoneNo: '۰۳۰۰۱۲۳۴۵۶۷',
      marriedYears: 3.5,
    });
    expect(validateProfileForm(typed, { isAdmin: false })).toEqual({});
  });

  it('leaves out answers the form hides, so stale or invalid ones neither block nor linger', () => {
    const values = complete({
      maritalStatus: 'Single',
      marriedYearsPart: '99',
      haveChildren: 'true',
      children: '77',
      hasDisability: 'false',
      disabilities: 'old text',
      jobType: 'Un Employed',
      jobTitle: 'Engineer',
      workCountry: 'Pakistan',
      brothers: '0',
      brothersMaritalInformation: '3',
    });
    const payload = toProfilePayload(values, []);
    for (const hidden of [
      'marriedYears',
      'haveChildren',
      'children',
      'disabilities',
      'jobTitle',
      'workCountry',
      'brothersMaritalInformation',
    ])
      expect(payload).not.toHaveProperty(hidden);
    expect(validateProfileForm(values, { isAdmin: false })).toEqual({});
  });

  it("sends the family's own words for an 'Other' religion or language", () => {
    const values = complete({ religion: 'Other', religionOther: ' Parsi ', nativeLanguage: 'Other' });
    const payload = toProfilePayload(values, []);
    expect(payload.religion).toBe('Parsi');
    expect(payload.nativeLanguage).toBe('Other');
    expect(payload).not.toHaveProperty('sect');
  });

  it("gives the schema's messages on the inputs that show them", () => {
    const errors = validateProfileForm(
      { ...newProfileFormState(), religion: 'Muslim', jobType: 'Other', workCountry: '' },
      { isAdmin: false },
    );
    expect(errors).toMatchObject({
      age: 'Please enter age',
      gender: 'Please select gender',
      phoneNo: 'Please enter phone number',
      city: 'Please enter city',
      address: 'Please enter address',
      residenceType: 'Please select residence type',
      hasDisability: 'Please select whether you have a disability',
      sect: 'Please select sect',
      nativeLanguage: 'Please select native language',
      brothers: 'Please select number of brothers',
      sisters: 'Please select number of sisters',
      otherJobType: 'Please enter job type',
      workCountry: 'Please enter work country',
    });
  });
});

describe('admin fields', () => {
  it('are sent and validated only for a matchmaker, the reason only for InActive', () => {
    const values = complete({ status: 'Active', inactiveReason: 'Not Interested', paidFee: '5500' });
    expect(toAdminPayload(values)).toEqual({ status: 'Active', paidFee: '5500' });
    expect(validateProfileForm(values, { isAdmin: false })).toEqual({});
    expect(validateProfileForm(values, { isAdmin: true })).toEqual({
      paidFee: 'Fee must be in steps of 1000',
    });
    expect(
      validateProfileForm({ ...values, status: 'InActive', inactiveReason: '' }, { isAdmin: true }),
    ).toEqual({ inactiveReason: 'Please select the reason', paidFee: 'Fee must be in steps of 1000' });
  });

  it('ask and send a note with the reason Other only (decision 071)', () => {
    const values = complete({
      status: 'InActive',
      inactiveReason: 'Other',
      inactiveNote: '',
      paidFee: '5000',
    });
    expect(validateProfileForm(values, { isAdmin: true })).toEqual({
      inactiveNote: 'Please write a note saying why (the reason Other needs one)',
    });
    const noted = { ...values, inactiveNote: 'Moved abroad' };
    expect(validateProfileForm(noted, { isAdmin: true })).toEqual({});
    expect(toAdminPayload(noted)).toEqual({
      status: 'InActive',
      inactiveReason: 'Other',
      inactiveNote: 'Moved abroad',
      paidFee: '5000',
    });
    // Another reason leaves the note out, so the server stores none.
    expect(toAdminPayload({ ...noted, inactiveReason: 'Duplicate profile' })).toEqual({
      status: 'InActive',
      inactiveReason: 'Duplicate profile',
      paidFee: '5000',
    });
  });
});

describe('server errors on fields', () => {
  it('maps API paths to the inputs, the first message of each winning', () => {
    const values = complete({ nativeLanguage: 'Other' });
    expect(formFieldOf('marriedYears', values)).toBe('marriedYearsPart');
    expect(formFieldOf('nativeLanguage', values)).toBe('nativeLanguageOther');
    expect(formFieldOf('religion', values)).toBe('religion');
    expect(formFieldOf('pictures.3', values)).toBe('pictures');
    expect(
      errorsByFormField(
        [
          { path: 'age', message: 'first' },
          { path: 'age', message: 'second' },
          { path: 'phoneNo', message: 'bad phone' },
        ],
        values,
      ),
    ).toEqual({ age: 'first', phoneNo: 'bad phone' });
  });
});
