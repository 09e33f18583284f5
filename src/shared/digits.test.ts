import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyTypedDigits, typedWholeNumber, westernDigits } from './digits';
import { newPaymentSchema } from './payments-schema';
import { profileListQuerySchema } from './profile-list-schema';
import { profileSchema } from './profile-schema';

const URDU = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const spell = (western: string, digits: string) => western.replace(/\d/g, (d) => digits[Number(d)] as string);

const profile = {
  age: 27,
  gender: 'Male',
  city: 'Lahore',
  address: 'Model Town',
  residenceType: 'Own',
  maritalStatus: 'Divorced',
  haveChildren: true,
  hasDisability: false,
  phoneNo: '03009876543',
  religion: 'Christian',
  nativeLanguage: 'Punjabi',
  brothers: 2,
  sisters: 1,
};

describe('digits a keyboard types (issue 30 item 3)', () => {
  it('writes Urdu and Arabic-Indic digits as Western ones and leaves everything else', () => {
    expect(westernDigits(URDU)).toBe('0123456789');
    expect(westernDigits(ARABIC)).toBe('0123456789');
    expect(westernDigits('+۹۲ ٣٠٠-abc لاہور')).toBe('+92 300-abc لاہور');
    expect(onlyTypedDigits('۰۳a0٣ x')).toBe('۰۳0٣');
    expect(typedWholeNumber(' ۲۷ ')).toBe(27);
    expect(typedWholeNumber('۲.۷')).toBeUndefined();
  });

  it('reads every number field of the profile in every digits, and stores Western phones', () => {
    const numbers = {
      age: '27',
      heightFt: '5',
      heightIn: '11',
      marriedYears: '2',
      children: '1',
      childrenLivingWithYou: '1',
      brothers: '3',
      sisters: '2',
      brothersMaritalInformation: '1',
      sistersMaritalInformation: '2',
      educationYears: '16',
      monthlyIncome: '150000',
    };
    const expected = Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, Number(v)]));
    for (const digits of [URDU, ARABIC]) {
      const typed = Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, spell(v, digits)]));
      const phones = {
        phoneNo: spell('0300 1234567', digits),
        familyPhoneNo: spell('+1 555 123 4567', digits),
      };
      expect(profileSchema.parse({ ...profile, ...typed, ...phones })).toMatchObject({
        ...expected,
        phoneNo: '+923001234567',
        familyPhoneNo: '+15551234567',
      });
    }
  });

  it('gives the same answer for a number and a phone in any digits (property)', () => {
    const digitSet = fc.constantFrom('0123456789', URDU, ARABIC);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.stringMatching(/^03\d{9}$/),
        digitSet,
        (age, phone, d) => {
          const western = profileSchema.safeParse({ ...profile, age: String(age), phoneNo: phone });
          const typed = profileSchema.safeParse({
            ...profile,
            age: spell(String(age), d),
            phoneNo: spell(phone, d),
          });
          expect(typed.success).toBe(western.success);
          if (western.success && typed.success) expect(typed.data).toEqual(western.data);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('still refuses what is not a number, whatever its digits', () => {
    expect(profileSchema.safeParse({ ...profile, age: '۲۷ سال' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, phoneNo: '۰۳۰۰۱۲۳۴۵۶' }).success).toBe(false);
  });

  it('reads the list filters and a payment amount in any digits', () => {
    expect(
      profileListQuerySchema.parse({
        minAge: '۲۵',
        maxAge: '٣٠',
        minHeightFt: '۵',
        locationRadius: '۱۰۰',
        page: '۲',
      }),
    ).toMatchObject({ minAge: 25, maxAge: 30, minHeightFt: 5, locationRadius: 100, page: 2 });
    expect(profileListQuerySchema.parse({}).page).toBe(1);
    const payment = { kind: 'advance', method: 'Cash', receivedOn: '2026-01-02', amount: '۵۰۰۰' };
    expect(newPaymentSchema.parse(payment).amount).toBe(5000);
  });
});
