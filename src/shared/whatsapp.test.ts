import { describe, expect, it } from 'vitest';
import {
  bothInterestedText,
  inquiryTextUrdu,
  sentProfileText,
  updateRequestText,
  whatsappLink,
} from './whatsapp';

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
    expect(text).toContain('Profile Id: 12');
    expect(text).toContain(`5'4"`);
    expect(text).toContain('https://rishta.pk/login/7:tok?to=/profile/12');
  });
  it('names a man', () => {
    expect(sentProfileText({ ...base, gender: 'Male', name: 'Bilal' }, 'x')).toContain(
      'Bilal (Profile Id: 12)',
    );
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
