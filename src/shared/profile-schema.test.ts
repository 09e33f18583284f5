import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_FORM_DEFAULTS } from './profile-defaults';
import { PROFILE_MESSAGES as M, tooLongMessage } from './profile-messages';
import { profileFieldsSchema, profileSchema, TEXT_LIMITS } from './profile-schema';

const valid = {
  name: 'Ayesha',
  age: 27,
  gender: 'Female',
  city: 'Lahore',
  address: 'Model Town',
  residenceType: 'Own',
  maritalStatus: 'Single',
  hasDisability: false,
  phoneNo: '03009876543',
  religion: 'Muslim',
  sect: 'Sunni',
  nativeLanguage: 'Punjabi',
  brothers: 2,
  sisters: 1,
};

/** The messages per field path, for one parse. */
function errors(input: Record<string, unknown>): Record<string, string[]> {
  const result = profileSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}
const parse = (input: Record<string, unknown>) => profileSchema.parse(input);
const firstError = (input: Record<string, unknown>, field: string) => errors(input)[field]?.[0];

describe('profile schema: required fields', () => {
  it('accepts a complete profile', () => {
    expect(errors(valid)).toEqual({});
  });

  it.each([
    ['age', M.ageRequired],
    ['gender', M.genderRequired],
    ['city', M.cityRequired],
    ['address', M.addressRequired],
    ['residenceType', M.residenceTypeRequired],
    ['maritalStatus', M.maritalStatusRequired],
    ['hasDisability', M.hasDisabilityRequired],
    ['phoneNo', M.phoneNoRequired],
    ['religion', M.religionRequired],
    ['nativeLanguage', M.nativeLanguageRequired],
    ['brothers', M.brothersRequired],
    ['sisters', M.sistersRequired],
  ])('asks for %s when it is missing, empty or null', (field, message) => {
    for (const absent of [undefined, '', null, '   ']) {
      expect(firstError({ ...valid, [field]: absent }, field)).toBe(message);
    }
  });

  it('reports every missing field at once, with the conditional ones', () => {
    const all = errors({
      religion: 'Muslim',
      maritalStatus: 'Divorced',
      hasDisability: true,
      jobType: 'Other',
    });
    expect(Object.keys(all).sort()).toEqual(
      [
        'age',
        'gender',
        'city',
        'address',
        'residenceType',
        'phoneNo',
        'nativeLanguage',
        'brothers',
        'sisters',
        'sect',
        'marriedYears',
        'haveChildren',
        'disabilities',
        'otherJobType',
        'workCountry',
      ].sort(),
    );
  });

  it('refuses what is not an object', () => {
    expect(profileSchema.safeParse(null).success).toBe(false);
    expect(profileSchema.safeParse('profile').success).toBe(false);
  });
});

describe('profile schema: ranges', () => {
  const rangeCases: [string, number, number, string][] = [
    ['age', 16, 80, M.ageRange],
    ['brothers', 0, 15, M.brothersRange],
    ['sisters', 0, 15, M.sistersRange],
    ['heightFt', 3, 10, M.heightFtRange],
    ['heightIn', 0, 12, M.heightInRange],
    ['educationYears', 0, 24, M.educationYearsRange],
  ];

  it.each(rangeCases)('keeps %s within %i-%i', (field, min, max, message) => {
    expect(firstError({ ...valid, [field]: min }, field)).toBeUndefined();
    expect(firstError({ ...valid, [field]: max }, field)).toBeUndefined();
    expect(firstError({ ...valid, [field]: min - 1 }, field)).toBe(message);
    expect(firstError({ ...valid, [field]: max + 1 }, field)).toBe(message);
    expect(firstError({ ...valid, [field]: min + 0.5 }, field)).toBe(M.notAWholeNumber);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const ok = profileSchema.safeParse({ ...valid, [field]: n }).success;
        expect(ok).toBe(n >= min && n <= max);
      }),
      { numRuns: 200 },
    );
  });

  it('reads numbers typed as text', () => {
    expect(parse({ ...valid, age: ' 30 ', brothers: '0', heightFt: '5', heightIn: '7' })).toMatchObject({
      age: 30,
      brothers: 0,
      heightFt: 5,
      heightIn: 7,
    });
    expect(firstError({ ...valid, age: 'thirty' }, 'age')).toBe(M.notANumber);
  });

  it('takes monthly income up to 10,000,000 in steps of 1000', () => {
    expect(parse({ ...valid, monthlyIncome: 150_000 }).monthlyIncome).toBe(150_000);
    expect(firstError({ ...valid, monthlyIncome: 10_000_000 }, 'monthlyIncome')).toBeUndefined();
    expect(firstError({ ...valid, monthlyIncome: 10_001_000 }, 'monthlyIncome')).toBe(M.monthlyIncomeRange);
    expect(firstError({ ...valid, monthlyIncome: -1000 }, 'monthlyIncome')).toBe(M.monthlyIncomeRange);
    expect(firstError({ ...valid, monthlyIncome: 1500 }, 'monthlyIncome')).toBe(M.monthlyIncomeStep);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (thousands) => {
        expect(parse({ ...valid, monthlyIncome: thousands * 1000 }).monthlyIncome).toBe(thousands * 1000);
      }),
      { numRuns: 100 },
    );
  });

  it('limits text length', () => {
    const long = 'x'.repeat(TEXT_LIMITS.long + 1);
    expect(firstError({ ...valid, aboutYou: long }, 'aboutYou')).toBe(tooLongMessage(TEXT_LIMITS.long));
    expect(firstError({ ...valid, aboutYou: long.slice(1) }, 'aboutYou')).toBeUndefined();
    expect(firstError({ ...valid, name: 'x'.repeat(101) }, 'name')).toBe(tooLongMessage(100));
    expect(firstError({ ...valid, religion: 'x'.repeat(51) }, 'religion')).toBe(tooLongMessage(50));
  });

  it('takes at most 10 pictures', () => {
    expect(parse({ ...valid, pictures: ['a', 'b'] }).pictures).toEqual(['a', 'b']);
    expect(parse(valid).pictures).toEqual([]);
    expect(firstError({ ...valid, pictures: Array(11).fill('f') }, 'pictures')).toBe(M.tooManyPictures);
    expect(firstError({ ...valid, pictures: [''] }, 'pictures.0')).toBe(M.pictureInvalid);
  });
});

describe('profile schema: conditional rules', () => {
  it('refuses Married for a woman but not for a man', () => {
    const married = { ...valid, maritalStatus: 'Married', marriedYears: 3, haveChildren: false };
    expect(firstError(married, 'maritalStatus')).toBe(M.marriedNotForFemale);
    expect(firstError({ ...married, gender: 'Male' }, 'maritalStatus')).toBeUndefined();
  });

  it('asks for sect only for a Muslim', () => {
    expect(firstError({ ...valid, sect: '' }, 'sect')).toBe(M.sectRequired);
    expect(firstError({ ...valid, sect: 'Wahabi' }, 'sect')).toBe(M.sectRequired);
    expect(parse({ ...valid, religion: 'Christian', sect: 'Sunni' })).not.toHaveProperty('sect');
  });

  it.each(['Married', 'Divorced', 'Widowed'])('asks a %s man for the marriage and children', (status) => {
    const man = { ...valid, gender: 'Male', maritalStatus: status };
    expect(firstError(man, 'marriedYears')).toBe(M.marriedYearsRequired);
    expect(firstError(man, 'haveChildren')).toBe(M.haveChildrenRequired);
    expect(firstError({ ...man, marriedYears: 0 }, 'marriedYears')).toBeUndefined();
    expect(parse({ ...man, marriedYears: 2.5, haveChildren: 'false' })).toMatchObject({
      marriedYears: 2.5,
      haveChildren: false,
    });
  });

  it('keeps the marriage within 60 years 11 months', () => {
    const divorced = { ...valid, maritalStatus: 'Divorced', haveChildren: false };
    expect(firstError({ ...divorced, marriedYears: 60 + 11 / 12 }, 'marriedYears')).toBeUndefined();
    expect(firstError({ ...divorced, marriedYears: 61 }, 'marriedYears')).toBe(M.marriedYearsRange);
    expect(firstError({ ...divorced, marriedYears: -0.1 }, 'marriedYears')).toBe(M.marriedYearsRange);
  });

  it('asks for children when there are some, and no more living with them than there are', () => {
    const widow = { ...valid, maritalStatus: 'Widowed', marriedYears: 10, haveChildren: true };
    expect(firstError(widow, 'children')).toBe(M.childrenRequired);
    expect(firstError({ ...widow, children: 51 }, 'children')).toBe(M.childrenRange);
    expect(firstError({ ...widow, children: 2, childrenLivingWithYou: 3 }, 'childrenLivingWithYou')).toBe(
      M.childrenLivingWithYouRange,
    );
    expect(parse({ ...widow, children: 2, childrenLivingWithYou: 2 })).toMatchObject({
      children: 2,
      childrenLivingWithYou: 2,
    });
  });

  it('drops marriage answers of a status that does not ask them', () => {
    const out = parse({ ...valid, marriedYears: 3, haveChildren: true, children: 2, divorceReason: 'x' });
    for (const key of ['marriedYears', 'haveChildren', 'children', 'divorceReason'])
      expect(out).not.toHaveProperty(key);
  });

  it('asks to describe a disability', () => {
    expect(firstError({ ...valid, hasDisability: true }, 'disabilities')).toBe(M.disabilitiesRequired);
    expect(parse({ ...valid, hasDisability: 'true', disabilities: 'Limp' }).disabilities).toBe('Limp');
    expect(parse({ ...valid, hasDisability: false, disabilities: 'Limp' })).not.toHaveProperty(
      'disabilities',
    );
    expect(firstError({ ...valid, hasDisability: 'maybe' }, 'hasDisability')).toBe(M.hasDisabilityRequired);
  });

  it('asks for the job type when Other, and the work country when working', () => {
    expect(firstError({ ...valid, jobType: 'Other', workCountry: 'Pakistan' }, 'otherJobType')).toBe(
      M.otherJobTypeRequired,
    );
    expect(firstError({ ...valid, jobType: 'Private' }, 'workCountry')).toBe(M.workCountryRequired);
    expect(firstError({ ...valid, jobType: 'Un Employed' }, 'workCountry')).toBeUndefined();
    expect(firstError({ ...valid, jobType: 'Astronaut' }, 'jobType')).toBe(M.jobTypeInvalid);
    expect(parse({ ...valid, jobType: 'Private', workCountry: 'UAE', otherJobType: 'x' })).not.toHaveProperty(
      'otherJobType',
    );
  });

  it('keeps married brothers and sisters within the counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (brothers, married) => {
        const result = profileSchema.safeParse({ ...valid, brothers, brothersMaritalInformation: married });
        expect(result.success).toBe(married <= brothers);
      }),
    );
    expect(
      firstError({ ...valid, sisters: 1, sistersMaritalInformation: 2 }, 'sistersMaritalInformation'),
    ).toBe(M.marriedSistersRange);
    expect(parse({ ...valid, brothers: 0, brothersMaritalInformation: 0 })).not.toHaveProperty(
      'brothersMaritalInformation',
    );
  });
});

describe('profile schema: phones, e-mail and choices', () => {
  it.each(['03009876543', '+923009876543', '+1 555 123 4567'])('accepts %s', (phone) => {
    expect(firstError({ ...valid, phoneNo: phone, familyPhoneNo: phone }, 'phoneNo')).toBeUndefined();
  });

  it('stores phones normalised', () => {
    const out = parse({ ...valid, phoneNo: '0300 9876543', familyPhoneNo: '0044 20 7946 0958' });
    expect(out.phoneNo).toBe('+923009876543');
    expect(out.familyPhoneNo).toBe('+442079460958');
  });

  it.each(['12345', '0300987654', 'call me', '+0 300 1234567'])('refuses %s', (phone) => {
    expect(firstError({ ...valid, phoneNo: phone }, 'phoneNo')).toBe(M.phoneInvalid);
    expect(firstError({ ...valid, familyPhoneNo: phone }, 'familyPhoneNo')).toBe(M.phoneInvalid);
  });

  it('takes an optional e-mail', () => {
    expect(parse({ ...valid, email: '' })).not.toHaveProperty('email');
    expect(parse({ ...valid, email: ' a@b.pk ' }).email).toBe('a@b.pk');
    expect(firstError({ ...valid, email: 'not-an-email' }, 'email')).toBe(M.emailInvalid);
  });

  it('takes a listed or a typed religion and native language, in the listed spelling', () => {
    expect(parse({ ...valid, religion: 'muslim' }).religion).toBe('Muslim');
    expect(parse({ ...valid, nativeLanguage: 'urdu speaking' }).nativeLanguage).toBe('Urdu Speaking');
    const typed = parse({ ...valid, religion: 'Parsi', nativeLanguage: 'Brahui', sect: 'Sunni' });
    expect(typed).toMatchObject({ religion: 'Parsi', nativeLanguage: 'Brahui' });
    expect(typed).not.toHaveProperty('sect');
  });
});

describe('profile schema: empty inputs', () => {
  it("treats '' and null as absent in optional fields", () => {
    const blanks = Object.fromEntries(
      [
        'name',
        'familyPhoneNo',
        'email',
        'homeTown',
        'heightFt',
        'heightIn',
        'aboutYou',
        'caste',
        'education',
        'educationYears',
        'jobType',
        'monthlyIncome',
        'partnerDetails',
        'pictures',
      ].map((key, i) => [key, i % 2 ? '' : null]),
    );
    const out = parse({ ...valid, ...blanks });
    for (const key of Object.keys(blanks)) {
      if (key === 'pictures') expect(out.pictures).toEqual([]);
      else expect(out).not.toHaveProperty(key);
    }
  });

  it('trims text and drops unknown keys', () => {
    const out = parse({ ...valid, city: '  Lahore ', _id: 4, status: 'Active', accessToken: 'secret' });
    expect(out.city).toBe('Lahore');
    for (const key of ['_id', 'status', 'accessToken']) expect(out).not.toHaveProperty(key);
  });

  it('starts a new form with the spec defaults', () => {
    expect(PROFILE_FORM_DEFAULTS).toEqual({
      religion: 'Muslim',
      maritalStatus: 'Single',
      workCountry: 'Pakistan',
    });
  });

  it('exposes the bare fields for partial use', () => {
    expect(Object.keys(profileFieldsSchema.shape)).toContain('partnerDetails');
    expect(profileFieldsSchema.partial().safeParse({ age: 30 }).success).toBe(true);
  });
});
