import { describe, expect, it } from 'vitest';
import { analyticsAction, analyticsAllowed, isAdminPath } from './analytics';

const base = {
  scriptUrl: 'https://stats.example.com/script.js',
  pathname: '/',
  isAdmin: false,
  optedOut: false,
};

describe('analytics rules', () => {
  it('records family pages when a script is configured', () => {
    expect(analyticsAllowed(base)).toBe(true);
    expect(analyticsAllowed({ ...base, pathname: '/profile/add' })).toBe(true);
    expect(analyticsAllowed({ ...base, pathname: '/administration' })).toBe(true);
  });

  it('never without a script, under /admin, on a login page, for a matchmaker or on an opted-out device', () => {
    expect(analyticsAllowed({ ...base, scriptUrl: null })).toBe(false);
    expect(analyticsAllowed({ ...base, scriptUrl: '' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/admin' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/admin/dashboard' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/login' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/login/12:abcdef' })).toBe(false);
    expect(analyticsAllowed({ ...base, isAdmin: true })).toBe(false);
    expect(analyticsAllowed({ ...base, optedOut: true })).toBe(false);
    expect(isAdminPath('/admin/profiles')).toBe(true);
  });

  it('records each allowed page, stops on entering a page it may not record, records again after it', () => {
    expect(analyticsAction('idle', true)).toBe('record');
    expect(analyticsAction('idle', false)).toBeNull();
    expect(analyticsAction('running', true)).toBe('record');
    expect(analyticsAction('running', false)).toBe('stop');
    expect(analyticsAction('stopped', false)).toBeNull();
    expect(analyticsAction('stopped', true)).toBe('record');
  });
});
