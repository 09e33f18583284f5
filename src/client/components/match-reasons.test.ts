import { describe, expect, it } from 'vitest';
import { reasonLabel } from './match-reasons';

describe('a reason in the viewer’s language', () => {
  it('is the server’s English label in English', () => {
    expect(reasonLabel({ name: 'nearby', label: '12 km away', value: 12 }, 'en')).toBe('12 km away');
  });

  it('is drawn from the shared table in Urdu, a left-to-right value its own isolate', () => {
    expect(reasonLabel({ name: 'nearby', label: '12 km away', value: 12 }, 'ur')).toBe('12 کلومیٹر دور');
    expect(reasonLabel({ name: 'nearby', label: 'Same city', value: 0 }, 'ur')).toBe('ایک ہی شہر');
    expect(reasonLabel({ name: 'sameCaste', label: 'Same caste' }, 'ur')).toBe('ایک ہی ذات');
    // A language the family typed itself (not in the options catalog) stays as written, isolated.
    expect(reasonLabel({ name: 'sameLanguage', label: 'Both Brahui', value: 'Brahui' }, 'ur')).toBe(
      'دونوں \u2066Brahui\u2069',
    );
  });
});
