import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone, normalisePhone, PHONE_HINT, PHONE_PATTERN_SOURCE, phoneDigits } from './phone';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const localNumber = digits(9, 9).map((d) => `03${d}`);
const separator = fc.constantFrom('', ' ', '-');

describe('phone', () => {
  it('accepts the three forms of the hint', () => {
    expect(PHONE_HINT).toBe('Allowed formats: 03009876543, +923009876543, +1 555 123 4567');
    for (const phone of ['03009876543', '+923009876543', '+1 555 123 4567'])
      expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    '0092 300 9876543',
    '0300-9876543',
    '(0300) 9876543',
    '+44 (20) 7946-0958',
    '00971 50 123 4567',
    ' 03009876543 ',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    '',
    '0300987654',
    '030098765432',
    '04235761234',
    '3009876543',
    '+0 555 1234567',
    '+1 23456',
    '+12345678901234567890123',
    'abc',
    '0300 98765x3',
    '++923009876543',
  ])('refuses %s', (phone) => expect(isValidPhone(phone)).toBe(false));

  it('normalises as §5 says', () => {
    expect(normalisePhone('0300 987 6543')).toBe('+923009876543');
    expect(normalisePhone('0092 300 9876543')).toBe('+923009876543');
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('3009876543')).toBe('+923009876543');
    expect(normalisePhone('')).toBe('');
  });

  it('gives the digits for a chat link', () => {
    expect(phoneDigits('0300 9876543')).toBe('923009876543');
    expect(phoneDigits('+1 555 123 4567')).toBe('15551234567');
  });

  it('is usable as an HTML pattern', () => {
    expect(() => new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, 'v')).not.toThrow();
  });

  it('normalises every valid local number, however spaced, to +923…', () => {
    fc.assert(
      fc.property(localNumber, separator, (phone, sep) => {
        const typed = `${phone.slice(0, 4)}${sep}${phone.slice(4)}`;
        expect(isValidPhone(typed)).toBe(true);
        expect(normalisePhone(typed)).toBe(`+92${phone.slice(1)}`);
      }),
    );
  });

  it('is idempotent and keeps a valid number valid', () => {
    const anyPhone = fc.oneof(
      localNumber,
      fc
        .tuple(fc.constantFrom('+', '00'), fc.integer({ min: 1, max: 9999 }), separator, digits(6, 16))
        .map(([prefix, code, sep, rest]) => `${prefix}${code}${sep}${rest}`),
      fc.string(),
    );
    fc.assert(
      fc.property(anyPhone, (phone) => {
        const once = normalisePhone(phone);
        expect(normalisePhone(once)).toBe(once);
        if (isValidPhone(phone)) {
          expect(isValidPhone(once)).toBe(true);
          expect(once).toMatch(/^\+[1-9]\d{6,19}$/);
        }
      }),
    );
  });

  it('accepts international numbers with a 1-4 digit code and 6-16 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), digits(6, 16), separator, (code, rest, sep) => {
        expect(isValidPhone(`+${code}${sep}${rest}`)).toBe(true);
        expect(isValidPhone(`00${code}${sep}${rest}`)).toBe(true);
      }),
    );
  });
});
