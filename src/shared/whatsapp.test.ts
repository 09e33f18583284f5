import { describe, expect, it } from 'vitest';
import {
  bare,
  bothInterestedText,
  defaultPhoneChoice,
  followUpText,
  inquiryTextUrdu,
  loginLinkText,
  phoneOf,
  sentProfileText,
  sharedContactText,
  updateRequestText,
  whatsappLink,
} from './whatsapp';

/** Two stops in a row ("Id: 233: 34", "MBBS..", "Lahore,,"), in English or Urdu punctuation. */
const DOUBLED = /[.,;:!?،۔]\s*[.,;:!?،۔]|:[^\n]*?\d+:\s/u;
const URDU = /[\u0600-\u06ff]/u;

describe('whatsappLink', () => {
  it('uses the normalised digits and URL-encodes the text', () => {
    expect(whatsappLink('0300 1234567')).toBe('https://wa.me/923001234567');
    expect(whatsappLink('+1 (555) 123-4567', 'Aoa & hi?')).toBe(
      'https://wa.me/15551234567?text=Aoa%20%26%20hi%3F',
    );
  });
});

describe('sentProfileText', () => {
  const base = {
    _id: 12,
    age: 27,
    city: 'Lahore',
    maritalStatus: 'Single',
    education: 'MBBS',
    heightFt: 5,
    heightIn: 4,
  };
  it('never names a woman, and links the recipient to the sent profile', () => {
    const text = sentProfileText(
      { ...base, gender: 'Female', name: 'Ayesha' },
      'https://rishta.pk/login/7:tok',
    );
    expect(text).not.toContain('Ayesha');
    expect(text).toContain('(Profile Id: 12)');
    expect(text).toContain(`5'4"`);
    expect(text).toContain('https://rishta.pk/login/7:tok?to=/profile/12');
  });
  it('names a man', () => {
    expect(sentProfileText({ ...base, gender: 'Male', name: 'Bilal' }, 'x')).toContain(
      `Bilal, 27 years, Lahore, 5'4", Single, MBBS (Profile Id: 12).`,
    );
  });
  it('never doubles punctuation (issue 29: "Profile Id: 233: 34 years")', () => {
    const woman = {
      ...base,
      _id: 233,
      age: 34,
      gender: 'Female' as const,
      education: 'M.B.B.S.',
      caste: 'Rajput,',
    };
    for (const language of ['en', 'ur'] as const) {
      const [, facts] = sentProfileText(woman, 'https://rishta.pk/login/7:tok', language).split('\n');
      expect(facts).not.toMatch(DOUBLED);
    }
    expect(sentProfileText(woman, 'x').split('\n')[1]).toBe(
      `34 years, Lahore, 5'4", Single, M.B.B.S, Rajput (Profile Id: 233).`,
    );
  });
  it('is written in Urdu too, with the same link', () => {
    const text = sentProfileText(
      { ...base, gender: 'Male', name: 'Bilal' },
      'https://rishta.pk/login/7:tok',
      'ur',
    );
    expect(text).toMatch(URDU);
    expect(text).toContain('Bilal، 27 سال، Lahore');
    expect(text).toContain('غیر شادی شدہ');
    expect(text).toContain('(پروفائل نمبر: 12)۔');
    expect(text).toContain('https://rishta.pk/login/7:tok?to=/profile/12');
  });
});

describe('updateRequestText and the Urdu inquiry', () => {
  it('leaves out the placeholder name xyz', () => {
    expect(updateRequestText('Sana', 5)).toBe('Aoa. Any update on the profile? (Sana, Profile Id: 5)');
    expect(updateRequestText('xyz', 5)).toBe('Aoa. Any update on the profile? (Profile Id: 5)');
    expect(updateRequestText(null, 5)).toBe('Aoa. Any update on the profile? (Profile Id: 5)');
  });
  it('links the inquiry to My Connections', () => {
    expect(inquiryTextUrdu('https://rishta.pk/login/3:t')).toContain(
      'https://rishta.pk/login/3:t?to=/my-connections',
    );
  });
});

describe('bothInterestedText (issue 16)', () => {
  it('tells the matchmakers which profile both families are interested in', () => {
    expect(bothInterestedText(42)).toBe('Aoa. We are both interested (Profile Id: 42)');
    expect(whatsappLink('+923001234567', bothInterestedText(42))).toBe(
      'https://wa.me/923001234567?text=Aoa.%20We%20are%20both%20interested%20(Profile%20Id%3A%2042)',
    );
  });
});

describe('which phone a message goes to (issue 29)', () => {
  it("is the family phone for a woman who has one, else the candidate's own", () => {
    expect(defaultPhoneChoice({ gender: 'Female', phoneNo: '0300 1', familyPhoneNo: '0321 2' })).toBe(
      'family',
    );
    expect(defaultPhoneChoice({ gender: 'Female', phoneNo: '0300 1', familyPhoneNo: ' ' })).toBe('own');
    expect(defaultPhoneChoice({ gender: 'Male', phoneNo: '0300 1', familyPhoneNo: '0321 2' })).toBe('own');
  });
  it('falls back to the other phone when the chosen one is missing', () => {
    expect(phoneOf({ gender: 'Male', phoneNo: '0300 1', familyPhoneNo: null }, 'family')).toBe('0300 1');
    expect(phoneOf({ gender: 'Male', phoneNo: '0300 1', familyPhoneNo: '0321 2' }, 'family')).toBe('0321 2');
    expect(phoneOf({ gender: 'Male', phoneNo: null, familyPhoneNo: null }, 'own')).toBeNull();
  });
  it('takes the closing stops off a part', () => {
    expect(bare(' M.B.B.S. ')).toBe('M.B.B.S');
    expect(bare('لاہور۔')).toBe('لاہور');
  });
});

describe('followUpText (issue 29: one follow-up that names the profile)', () => {
  const link = 'https://rishta.pk/login/3:t';
  it("in English is SPEC's update request with the link to My Connections", () => {
    const text = followUpText([{ _id: 5, name: 'Bilal' }], link, 'en');
    expect(text.split('\n')[0]).toBe('Aoa. Any update on the profile? (Bilal, Profile Id: 5)');
    expect(text).toContain(`${link}?to=/my-connections`);
    expect(followUpText([{ _id: 5, name: 'xyz' }], link, 'en')).toContain('(Profile Id: 5)');
  });
  it('names every profile the family received', () => {
    const text = followUpText(
      [
        { _id: 5, name: 'Bilal' },
        { _id: 9, name: null },
      ],
      link,
      'en',
    );
    expect(text).toContain('Aoa. Any update on the profiles? (Bilal, Profile Id: 5; Profile Id: 9)');
  });
  it("in Urdu is SPEC's inquiry with a line naming the profile", () => {
    const text = followUpText([{ _id: 5, name: 'Bilal' }], link, 'ur');
    const spec = inquiryTextUrdu(link).split('\n');
    expect(text.split('\n')).toEqual([spec[0], '(Bilal، پروفائل نمبر: 5)', spec[1], spec[2]]);
    expect(text).not.toMatch(/Profile Id/);
  });
});

describe('sharedContactText (issue 29: share contacts)', () => {
  it('gives the name, id, phone and the bureau note in English', () => {
    const text = sharedContactText({ _id: 34, name: 'Sana Iqbal', phone: '0300 1234567' }, 'en');
    expect(text).toContain('Name: Sana Iqbal (Profile Id: 34)');
    expect(text).toContain('Phone: 0300 1234567');
    expect(text).toContain('keep us informed');
    expect(text).not.toMatch(DOUBLED);
    expect(text).not.toContain('[hidden]');
  });
  it('leaves a name it may not give out of the text, never "[hidden]"', () => {
    const text = sharedContactText({ _id: 34, name: null, phone: '0300 1234567' }, 'en');
    expect(text.split('\n')[1]).toBe('Profile Id: 34');
    expect(text).not.toContain('Name');
    expect(text).not.toContain('[hidden]');
  });
  it('is written in Urdu', () => {
    const text = sharedContactText({ _id: 34, name: 'Sana Iqbal.', phone: '0300 1234567' }, 'ur');
    expect(text).toMatch(URDU);
    expect(text).toContain('نام: Sana Iqbal (پروفائل نمبر: 34)');
    // The number a left-to-right isolate: in Urdu its "+" would otherwise show at the wrong end.
    expect(text).toContain('فون: \u20660300 1234567\u2069');
    expect(text).not.toMatch(DOUBLED);
  });
});

describe('loginLinkText (issue 29)', () => {
  it('carries the link in English and in Urdu', () => {
    const link = 'https://rishta.pk/login/3:t';
    expect(loginLinkText(link, 'en')).toBe(
      `Assalam-o-Alaikum! This is your personal Rishta login link. Please open it to see your matches and do not share it with anyone: ${link}`,
    );
    expect(loginLinkText(link, 'ur')).toMatch(URDU);
    expect(loginLinkText(link, 'ur').endsWith(link)).toBe(true);
  });
});
