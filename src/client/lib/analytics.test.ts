import { describe, expect, it } from 'vitest';
import { analyticsAction, analyticsAllowed, isAdminPath, isAnalyticsRequest } from './analytics';

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

  it('never without a script, under /admin, for a matchmaker or on an opted-out device', () => {
    expect(analyticsAllowed({ ...base, scriptUrl: null })).toBe(false);
    expect(analyticsAllowed({ ...base, scriptUrl: '' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/admin' })).toBe(false);
    expect(analyticsAllowed({ ...base, pathname: '/admin/dashboard' })).toBe(false);
    expect(analyticsAllowed({ ...base, isAdmin: true })).toBe(false);
    expect(analyticsAllowed({ ...base, optedOut: true })).toBe(false);
    expect(isAdminPath('/admin/profiles')).toBe(true);
  });

  it('loads once, stops on entering /admin, resumes on leaving it', () => {
    expect(analyticsAction('idle', true)).toBe('load');
    expect(analyticsAction('idle', false)).toBeNull();
    expect(analyticsAction('running', true)).toBeNull();
    expect(analyticsAction('running', false)).toBe('stop');
    expect(analyticsAction('stopped', false)).toBeNull();
    expect(analyticsAction('stopped', true)).toBe('resume');
  });

  it("blocks only the script's own (other) origin", () => {
    const page = 'https://rishta.example.pk';
    const stats = 'https://stats.example.com';
    expect(isAnalyticsRequest('https://stats.example.com/api/event', stats, page)).toBe(true);
    expect(isAnalyticsRequest('/api/profiles', stats, page)).toBe(false);
    expect(isAnalyticsRequest('https://rishta.example.pk/api/config', stats, page)).toBe(false);
    expect(isAnalyticsRequest('/api/event', page, page)).toBe(false);
    expect(isAnalyticsRequest('http://[bad', stats, page)).toBe(false);
  });
});
