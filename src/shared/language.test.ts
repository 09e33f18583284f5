import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOfPageRequest, languagesOfHeader } from './language';

describe('languagesOfHeader: Accept-Language as navigator.languages lists it', () => {
  it('orders by weight, then as written, and leaves out * and weight 0', () => {
    expect(languagesOfHeader('ur-PK,ur;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ur-PK', 'ur', 'en-US', 'en']);
    expect(languagesOfHeader('en;q=0.5, ur ,fr;q=0.5')).toEqual(['ur', 'en', 'fr']);
    expect(languagesOfHeader('*;q=0.1, de;q=0, en')).toEqual(['en']);
    expect(languagesOfHeader('')).toEqual([]);
    expect(languagesOfHeader(undefined)).toEqual([]);
  });
});

describe('languageOfPageRequest: the browser rule, read from a page request', () => {
  it('a stored choice (the lang cookie) first, else the first language of the browser', () => {
    expect(languageOfPageRequest({ 'accept-language': 'ur-PK,en;q=0.8' })).toBe('ur');
    expect(languageOfPageRequest({ 'accept-language': 'en-GB,ur;q=0.9' })).toBe('en');
    expect(languageOfPageRequest({ 'accept-language': 'en', cookie: 'a=b; lang=ur' })).toBe('ur');
    expect(languageOfPageRequest({ 'accept-language': 'ur', cookie: 'lang=en;x=1' })).toBe('en');
    expect(languageOfPageRequest({ 'accept-language': 'ur', cookie: 'lang=fr' })).toBe('ur');
    expect(languageOfPageRequest({ cookie: 'xlang=ur' })).toBe('en');
    expect(languageOfPageRequest({})).toBe('en');
  });

  it('agrees with the browser rule for any stored value and language list', () => {
    const stored = [null, 'en', 'ur', 'fr', ''];
    const lists = [[], ['ur'], ['UR-pk', 'en'], ['en-GB', 'ur'], ['urd'], ['fr', 'ur']];
    for (const value of stored)
      for (const list of lists) {
        const request = {
          cookie: value === null ? undefined : `lang=${value}`,
          'accept-language': list.join(','),
        };
        expect(languageOfPageRequest(request)).toBe(detectLanguage(value, list));
      }
  });
});
