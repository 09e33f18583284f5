import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFreeText, HIDDEN, hideContacts, hideNames } from './free-text';

describe('hideContacts', () => {
  it.each([
    ['call 0313-7777771 after 6', `call ${HIDDEN} after 6`],
    ['whatsapp +92 313 777 7771', `whatsapp ${HIDDEN}`],
    ['(0313) 777.7771 anytime', `${HIDDEN} anytime`],
    ['0092-313-7777771', HIDDEN],
    ['Urdu digits ۰۳۱۳۷۷۷۷۷۷۱ please', `Urdu digits ${HIDDEN} please`],
    ['Arabic digits ٠٣١٣ ٧٧٧ ٧٧٧١', `Arabic digits ${HIDDEN}`],
    ['mail zainab.k@gmail.com', `mail ${HIDDEN}`],
    ['mail zainab (at) gmail.com', `mail ${HIDDEN}`],
    ['see https://facebook.com/zainab.k now', `see ${HIDDEN} now`],
    ['see www.example.pk', `see ${HIDDEN}`],
    ['instagram.com/zainab_k', HIDDEN],
    ['wa.me/923137777771', HIDDEN],
    ['insta @zainab_k', `insta ${HIDDEN}`],
  ])('%s', (text, cleaned) => {
    expect(hideContacts(text)).toBe(cleaned);
  });

  it('keeps what is not a contact: ages, heights, incomes, years and short numbers', () => {
    const text = 'Age 28, height 5 6, income 150,000, MBA 2019, 2 brothers, house no. 12.';
    expect(hideContacts(text)).toBe(text);
  });
});

describe('hideNames', () => {
  it('hides every word of her names and her father’s name, in any case, and only whole words', () => {
    expect(
      hideNames('My name is Zainab Bibi, daughter of IMRAN khan. Zainabad is a town.', [
        'Zainab Bibi',
        'Imran Khan',
      ]),
    ).toBe(`My name is ${HIDDEN} ${HIDDEN}, daughter of ${HIDDEN} ${HIDDEN}. Zainabad is a town.`);
  });

  it('hides names written in Urdu script', () => {
    expect(hideNames('میرا نام زینب ہے', ['زینب'])).toBe(`میرا نام ${HIDDEN} ہے`);
  });

  it('leaves the text alone when there are no names', () => {
    expect(hideNames('Hello', [null, undefined, ''])).toBe('Hello');
  });
});

describe('cleanFreeText', () => {
  it('hides contacts always and names only when names are given', () => {
    const text = 'My name is Zainab, call 0313-7777771';
    expect(cleanFreeText(text, ['Zainab'])).toBe(`My name is ${HIDDEN}, call ${HIDDEN}`);
    expect(cleanFreeText(text, null)).toBe(`My name is Zainab, call ${HIDDEN}`);
    expect(cleanFreeText(null, ['Zainab'])).toBeNull();
  });
});

describe('hideNames without a regular expression per profile', () => {
  // The alternation it stands for: whole words only, leftmost first, the longest name at a place first.
  const byRegExp = (text: string, names: string[]) => {
    const parts = [
      ...new Set(names.flatMap((n) => n.split(/[\s,.'"()\-/]+/u)).filter((p) => [...p].length >= 2)),
    ]
      .map((p) => p.toLowerCase())
      .sort((a, b) => b.length - a.length);
    if (parts.length === 0) return text;
    const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
      HIDDEN,
    );
  };
  // Few letters, so that names and texts share words and overlap often.
  const letter = fc.constantFrom('a', 'l', 'i', 'A', 'L', 'ز', 'ی', 'ن', '1', ' ', '.', '-', '&', '😀', 'İ');
  const word = fc.array(letter, { minLength: 1, maxLength: 6 }).map((l) => l.join(''));

  it('hides what the alternation hides, in the same places', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 12 }), (names, words) => {
        const text = words.join(' ');
        expect(hideNames(text, names)).toBe(byRegExp(text, names));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['Ali and Alina', ['Ali'], `${HIDDEN} and Alina`],
    ['Zainab-Ali', ['Zainab Ali'], `${HIDDEN}-${HIDDEN}`],
    ['ALI ali Ali.', ['ali'], `${HIDDEN} ${HIDDEN} ${HIDDEN}.`],
    ['زینب خان', ['زینب'], `${HIDDEN} خان`],
  ])('%s', (text, names, hidden) => {
    expect(hideNames(text, names)).toBe(hidden);
  });
});
