import { describe, expect, it } from 'vitest';
import { cleanFreeText, freeTextCleaner, HIDDEN, hideContacts } from './free-text';

// Issue 25 item 4 (decision 051): what a family wrote to get a woman's name and contacts past the cleaner.
// Each test is one technique, written as a family would write it.
const NAMES = ['Hira Baig', 'Mirza Anwar Baig'];
const clean = freeTextCleaner(NAMES);
const PHONE_RUNS = ['0300', '765', '4321', '7654321', '3007654321'];

/** No digit run of the phone, no e-mail local part, no handle, no name survives. */
function expectNothingLeft(cleaned: string, also: string[] = []) {
  const digits = cleaned.replace(/[^0-9]/g, '');
  for (const run of PHONE_RUNS) expect(digits, cleaned).not.toContain(run);
  for (const word of ['hira', 'baig', 'حرا', 'بیگ', ...also])
    expect(cleaned.toLowerCase(), cleaned).not.toContain(word);
  expect(cleaned).toContain(HIDDEN);
}

describe('the issue 25 text', () => {
  it('loses her phone, e-mail, handle and names, in English and Urdu', () => {
    const text =
      'Contact 0300–765–4321 or 0300,765,4321. Email hira.baig at gmail dot com. IG: hira_b_2000. میرا نام حرا بیگ ہے. #HiraBaig';
    const cleaned = clean(text);
    expectNothingLeft(cleaned, ['hira_b_2000', 'gmail']);
    expect(cleaned).toBe(
      `Contact ${HIDDEN} or ${HIDDEN}. Email ${HIDDEN}. IG: ${HIDDEN}. میرا نام ${HIDDEN} ${HIDDEN} ہے. ${HIDDEN}`,
    );
  });

  it('a phone split across job title and company: each half is hidden', () => {
    expect(clean('Teacher 030076')).toBe(`Teacher ${HIDDEN}`);
    expect(clean('54321 Beaconhouse')).toBe(`${HIDDEN} Beaconhouse`);
  });
});

describe('phones broken up', () => {
  it.each([
    ['en dash', 'call 0300–765–4321'],
    ['em dash', 'call 0300—765—4321'],
    ['minus sign', 'call 0300−765−4321'],
    ['figure dash', 'call 0300‒765‒4321'],
    ['commas', 'call 0300,765,4321'],
    ['slashes', 'call 0300/765/4321'],
    ['underscores', 'call 0300_765_4321'],
    ['pipes', 'call 0300|765|4321'],
    ['stars', 'call 0300*765*4321'],
    ['colons', 'call 0300:765:4321'],
    ['plus signs', 'call 0300+765+4321'],
    ['four spaces', 'call 0300    765    4321'],
    ['zero-width spaces', 'call 0\u200b3\u200b0\u200b0\u200b7\u200b6\u200b5\u200b4\u200b3\u200b2\u200b1'],
    ['zero-width joiners and direction marks', 'call 0300\u200d765\u200e4321'],
    ['a soft hyphen', 'call 0300\u00ad7654321'],
    ['letters between', 'call 0300a765b4321'],
    ['a word between', 'call 0300 x 765 and 4321'],
    ['emoji between', 'call 0300🌸765🌸4321'],
    ['keycap emoji', 'call 0️⃣3️⃣0️⃣0️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣'],
    ['full-width digits', 'call ０３００７６５４３２１'],
    ['Devanagari digits', 'call ०३००७६५४३२१'],
    ['Bengali digits', 'call ০৩০০৭৬৫৪৩২১'],
    ['Urdu digits with spaces', 'فون ۰۳۰۰ ۷۶۵ ۴۳۲۱'],
    ['mathematical digits', 'call 𝟎𝟑𝟎𝟎𝟕𝟔𝟓𝟒𝟑𝟐𝟏'],
    ['circled digits', 'call ⓪③⓪⓪⑦⑥⑤④③②①'],
    ['letters for digits', 'call O3OO 765 432l'],
    ['English words', 'call zero three zero zero seven six five four three two one'],
    ['double and triple', 'call zero three double zero seven six five four three two one'],
    ['digits and words mixed', 'call 0300 seven six five 4321'],
    ['Roman Urdu words', 'call sifar teen sifar sifar saat chay panch char teen do ek'],
    ['Urdu words', 'فون صفر تین صفر صفر سات چھ پانچ چار تین دو ایک'],
    ['+92 with brackets', 'call (+92) 300-765-4321'],
  ])('%s', (_technique, text) => {
    const cleaned = hideContacts(text);
    expectNothingLeft(cleaned);
  });
});

describe('e-mails and handles', () => {
  it.each([
    ['at … dot …', 'mail hira.baig at gmail dot com', ['hira.baig']],
    ['(at) (dot)', 'mail hira.baig (at) gmail (dot) com', ['hira.baig']],
    ['[at] [dot]', 'mail hira.baig[at]yahoo[dot]com', ['hira.baig']],
    ['at a known provider, no ending', 'mail hira.baig at gmail', ['hira.baig']],
    ['a plain address', 'mail hira.baig@gmail.com', ['hira.baig']],
    ['IG: handle', 'IG: hira_b_2000', ['hira_b_2000']],
    ['insta handle', 'insta hira.b', ['hira.b']],
    ['snap: handle', 'snap: xyz_22', ['xyz_22']],
    ['fb/handle', 'fb/hira.b.official', ['hira.b']],
    ['tiktok handle', 'tiktok hirab22', ['hirab22']],
    ['a network, then "id is"', 'my snapchat id is xyz_22', ['xyz_22']],
    ['@handle', 'insta @xyz_22', ['xyz_22']],
  ])('%s', (_technique, text, secrets) => {
    const cleaned = hideContacts(text);
    expectNothingLeft(cleaned, secrets);
  });
});

describe('her names', () => {
  it.each([
    ['Urdu script, from her Latin name', 'میرا نام حرا بیگ ہے'],
    ['Urdu script, another spelling', 'نام ہیرا بیگ'],
    ['Urdu script, glued', 'نام حرابیگ'],
    ['glued, camel case', 'I am HiraBaig'],
    ['glued, lower case', 'I am hirabaig'],
    ['glued, capitals', 'I am HIRABAIG'],
    ['a hashtag', 'Follow #HiraBaig'],
    ['a hashtag with other words', 'Follow #hirabaigofficial'],
    ['a handle without a keyword', 'find me: hira_b_2000'],
    ['a name with digits', 'I am hira2000'],
    ['spaced', 'I am H i r a B a i g'],
    ['dotted', 'I am H.i.r.a B.a.i.g'],
    ['dashed', 'I am H-i-r-a'],
    ['Cyrillic look-alikes', 'I am Ηіrа Вaіg'],
    ['Greek look-alikes', 'I am Hιra Βαig'],
    ['digits for letters', 'I am H1ra Ba1g'],
    ['full-width letters', 'I am Ｈｉｒａ Ｂａｉｇ'],
    ['zero-width characters inside', 'I am Hi\u200bra Ba\u200dig'],
    ['accents', 'I am Hírá Bäig'],
  ])('%s', (_technique, text) => {
    expectNothingLeft(clean(text));
  });

  it('"0" for "o" and "1" or "I" for "l"', () => {
    expect(cleanFreeText('N00r and A1i and AIi', ['Noor Ali'])).toBe(`${HIDDEN} and ${HIDDEN} and ${HIDDEN}`);
  });

  it('names from the table: Ali is علی, Ayesha عائشہ', () => {
    expect(cleanFreeText('بیٹی عائشہ، والد علی', ['Ayesha Ali'])).toBe(`بیٹی ${HIDDEN}، والد ${HIDDEN}`);
  });

  it('a name written in Urdu is hidden in its other Urdu spellings', () => {
    expect(cleanFreeText('نام فاطمه', ['فاطمہ'])).toBe(`نام ${HIDDEN}`);
  });
});

describe('what is not a contact or a name comes through unchanged', () => {
  it.each([
    'BSc 2015, MSc 2017 from Punjab University',
    'Class 10 in 2015, FSc in 2017',
    'Age 28, 16 years of schooling',
    '5 feet 6 inches, 3 brothers and 2 sisters',
    'Height 5\'6", weight 60 kg',
    'MBBS from KEMU, house job at Mayo Hospital',
    'Matric 950/1100, FSc 980/1100',
    'Born 12/05/1996, married in 2015-2019',
    'Salary Rs 1,500,000 per year, income 150,000',
    'Duty 9:00-17:00',
    'Plot 12 Street 4 G-11/2',
    'Alina and Alishba are cousins; the family is from Hirapur',
    'One brother, two sisters, one of them married',
    'I like insta and tiktok',
    'I work at Systems Ltd. Dot matrix printers are old.',
    'میں ایک سادہ اور خیال رکھنے والی لڑکی ہوں۔ مجھے کتابیں پڑھنا پسند ہے۔',
    'والد صاحب ریٹائرڈ ہیں، دو بھائی اور ایک بہن',
    'عمر ۲۸ سال، قد ۵ فٹ ۶ انچ، ۲۰۱۵ میں گریجویشن',
    'Looking for an educated boy, age 28 to 34, from Lahore or Islamabad',
  ])('%s', (text) => {
    expect(clean(text)).toBe(text);
  });
});
