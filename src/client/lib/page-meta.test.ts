import { describe, expect, it } from 'vitest';
import { metaTags } from './page-meta';

describe('page meta tags', () => {
  it('writes description, Open Graph and Twitter tags from one title and description', () => {
    const tags = metaTags({
      title: 'Submit your profile | Rishta',
      description: 'Submit your profile.',
      siteName: 'Rishta',
      locale: 'ur_PK',
    });
    expect(Object.fromEntries(tags.map(([, key, value]) => [key, value]))).toEqual({
      description: 'Submit your profile.',
      'og:title': 'Submit your profile | Rishta',
      'og:description': 'Submit your profile.',
      'og:type': 'website',
      'og:site_name': 'Rishta',
      'og:locale': 'ur_PK',
      'twitter:card': 'summary',
      'twitter:title': 'Submit your profile | Rishta',
      'twitter:description': 'Submit your profile.',
    });
    expect(tags.find(([, key]) => key === 'og:title')?.[0]).toBe('property');
    expect(tags.find(([, key]) => key === 'description')?.[0]).toBe('name');
  });
});
