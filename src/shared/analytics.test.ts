import { describe, expect, it } from 'vitest';
import { analyticsFrameAddress, analyticsMayRecord, isAdminPath, isLoginPath } from './analytics';

describe('where the analytics script may record (decision 050)', () => {
  it('never a login link nor the page it becomes, in any spelling the router accepts', () => {
    for (const path of [
      '/login',
      '/login/',
      '/login/12:abc',
      '/LOGIN/12:abc',
      '//login/12:abc',
      '/Login/x/',
    ]) {
      expect(analyticsMayRecord(path), path).toBe(false);
    }
    expect(isLoginPath('/login/12:abc')).toBe(true);
    expect(isLoginPath('/loginhelp')).toBe(false);
  });

  it('never a matchmaker page', () => {
    for (const path of ['/admin', '/admin/dashboard', '/Admin/profiles', '//admin']) {
      expect(analyticsMayRecord(path), path).toBe(false);
    }
    expect(isAdminPath('/administration')).toBe(false);
  });

  it("records families' pages by their path alone", () => {
    for (const path of ['/', '/profiles', '/profile/12', '/my-connections', '/administration']) {
      expect(analyticsMayRecord(path), path).toBe(true);
    }
    expect(analyticsFrameAddress('/profile/12')).toBe('/analytics-frame/profile/12');
    expect(analyticsFrameAddress('/')).toBe('/analytics-frame/');
  });
});
