import type { ProfileInput } from '../../src/shared/profile-schema';

/**
 * The one profile builder of the API tests (issue 26): a complete, valid submission as the family's form sends
 * it, typed by the shared schema (`src/shared/profile-schema.ts`), so that a misspelt field or a value of the
 * wrong type does not compile. A request that sends what the form never would (a matchmaker's `status`, a bad
 * value on purpose) spreads it over the builder's answer, where a reader sees it:
 * `{ ...womanProfile(), age: 'abc' }`.
 *
 * (A profile that a test needs in the database without going through the API is `insertProfile`, in
 * factories.ts, typed by the database's table.)
 */
export function womanProfile(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    name: 'Ayesha Khan',
    age: 26,
    gender: 'Female',
    phoneNo: '0300 1234567',
    familyPhoneNo: '+92 321 7654321',
    email: 'ayesha.family@example.pk',
    city: 'Lahore',
    address: 'Block C, Model Town',
    residenceType: 'Own',
    homeTown: 'Sialkot',
    heightFt: 5,
    heightIn: 4,
    maritalStatus: 'Single',
    hasDisability: false,
    aboutYou: 'Teacher who loves reading and cooking.',
    fatherName: 'Imran Khan',
    fatherOccupation: 'Retired banker',
    motherOccupation: 'Housewife',
    caste: 'Rajput',
    religion: 'Muslim',
    sect: 'Sunni',
    nativeLanguage: 'Punjabi',
    brothers: 2,
    sisters: 1,
    brothersMaritalInformation: 1,
    education: 'MA English',
    educationYears: 16,
    educationInstituteName: 'Punjab University',
    jobType: 'Private',
    jobTitle: 'Teacher',
    company: 'Beaconhouse',
    workCountry: 'Pakistan',
    workCity: 'Lahore',
    monthlyIncome: 80000,
    partnerEducation: 'Masters',
    partnerDetails: 'Educated, well-mannered family from Lahore, age 28-33.',
    pictures: [],
    ...overrides,
  };
}

/** A man's complete, valid submission (his family gave no second phone number). */
export function manProfile(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return womanProfile({
    name: 'Bilal Ahmed',
    age: 30,
    gender: 'Male',
    phoneNo: '03331234567',
    familyPhoneNo: '',
    email: 'bilal.family@example.pk',
    heightFt: 5,
    heightIn: 10,
    fatherName: 'Ahmed Raza',
    jobTitle: 'Software Engineer',
    company: 'Systems Ltd',
    monthlyIncome: 250000,
    ...overrides,
  });
}
