import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://rishta.example';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/my-connections', origin)).toBe('/my-connections');
    expect(safeRedirectTarget('/profile/12?matchProfileId=4#x', origin)).toBe(
      '/profile/12?matchProfileId=4#x',
    );
  });

  it('falls back to /profiles for a missing, relative or foreign target', () => {
    for (const to of [null, '', 'profiles', 'https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      expect(safeRedirectTarget(to, origin)).toBe('/profiles');
    }
  });
});
