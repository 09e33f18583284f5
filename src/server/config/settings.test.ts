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
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });

  it('lists every bad value at once', () => {
    expect(() => readSettings({ PORT: 'x', ADMIN_EMAIL: 'y' })).toThrow(/PORT[\s\S]*ADMIN_EMAIL/);
  });
});
