import { describe, expect, it } from 'vitest';
import {
  applyDocumentLanguage,
  detectLanguage,
  directionOf,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
} from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('detectLanguage', () => {
  it('keeps the choice stored on the device', () => {
    expect(detectLanguage('ur', ['en-US'])).toBe('ur');
    expect(detectLanguage('en', ['ur-PK'])).toBe('en');
  });

  it("follows the browser's first preference when it is Urdu, else English", () => {
    expect(detectLanguage(null, ['ur-PK', 'en'])).toBe('ur');
    expect(detectLanguage(null, ['UR'])).toBe('ur');
    expect(detectLanguage(null, ['en-GB', 'ur'])).toBe('en');
    expect(detectLanguage(null, ['urd'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });

  it('ignores a stored value that is not a language of the app', () => {
    expect(detectLanguage('fr', ['en'])).toBe('en');
    expect(detectLanguage('', ['ur'])).toBe('ur');
    expect(isLanguage('ur')).toBe(true);
    expect(isLanguage('UR')).toBe(false);
  });
});

describe('remembering the language', () => {
  it(`stores and reads the choice under '${LANGUAGE_STORAGE_KEY}'`, () => {
    const storage = memoryStorage();
    expect(readStoredLanguage(storage)).toBeNull();
    storeLanguage(storage, 'ur');
    expect(storage.data.get('lang')).toBe('ur');
    expect(detectLanguage(readStoredLanguage(storage), ['en'])).toBe('ur');
  });

  it('carries on when storage is missing or refuses', () => {
    expect(readStoredLanguage(undefined)).toBeNull();
    expect(readStoredLanguage(refusing)).toBeNull();
    expect(() => storeLanguage(refusing, 'ur')).not.toThrow();
  });
});

describe('direction', () => {
  it('Urdu is right to left, English left to right', () => {
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('writes lang and dir onto the root element', () => {
    const attributes = new Map<string, string>();
    const root = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
    applyDocumentLanguage('ur', root as unknown as HTMLElement);
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'ur', dir: 'rtl' });
    applyDocumentLanguage('en', root as unknown as HTMLElement);
    expect(Object.fromEntries(attributes)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
