import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings';

describe('readSettings', () => {
  it('has the documented defaults', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      analyticsScriptUrl: null,
      followUpDays: 3,
    });
    expect(s.dataDir.endsWith('/data')).toBe(true);
    expect(s.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const s = readSettings({ PORT: '', DATABASE_URL: '', PUBLIC_URL: 'https://rishta.example.pk/' });
    expect(s.port).toBe(3000);
    expect(s.databaseUrl).toBeUndefined();
    expect(s.publicUrl).toBe('https://rishta.example.pk');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ PUBLIC_URL: 'rishta.pk' }, 'PUBLIC_URL must be a full address'],
    [{ FOLLOW_UP_DAYS: 'three' }, 'FOLLOW_UP_DAYS must be a whole number of days from 1 to 60'],
    [{ FOLLOW_UP_DAYS: '2.5' }, 'FOLLOW_UP_DAYS must be a whole number of days from 1 to 60'],
    [{ FOLLOW_UP_DAYS: '0' }, 'FOLLOW_UP_DAYS must be a whole number of days from 1 to 60'],
    [{ FOLLOW_UP_DAYS: '61' }, 'FOLLOW_UP_DAYS must be a whole number of days from 1 to 60'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });

  it('reads FOLLOW_UP_DAYS as whole days from 1 to 60 (decision 031)', () => {
    expect(readSettings({ FOLLOW_UP_DAYS: '1' }).followUpDays).toBe(1);
    expect(readSettings({ FOLLOW_UP_DAYS: ' 60 ' }).followUpDays).toBe(60);
    expect(readSettings({ FOLLOW_UP_DAYS: '' }).followUpDays).toBe(3);
  });

  it('lists every bad value at once', () => {
    expect(() => readSettings({ PORT: 'x', ADMIN_EMAIL: 'y' })).toThrow(/PORT[\s\S]*ADMIN_EMAIL/);
  });
});
