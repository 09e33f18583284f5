import { describe, expect, it } from 'vitest';
import { parseClientConfig, parseSessionUser, parseStoredUser } from './auth';
import { clientConfigSchema, sessionUserSchema } from './auth-schema';

const storedUserSchema = sessionUserSchema.omit({ token: true });

describe('parseStoredUser (zod-free) agrees with the schema', () => {
  const samples: unknown[] = [
    { _id: 1, role: 'admin', email: 'a@b.c', name: 'Admin', gender: null },
    { _id: 7, role: 'user', email: null, name: null, gender: 'Female', profile: 12 },
    { _id: 7, role: 'user', email: null, name: null, gender: 'Male', profile: 12, extra: 'dropped' },
    { _id: 7.5, role: 'user', email: null, name: null, gender: null },
    { _id: 7, role: 'owner', email: null, name: null, gender: null },
    { _id: 7, role: 'user', email: 3, name: null, gender: null },
    { _id: 7, role: 'user', email: null, name: null, gender: 'Other' },
    { _id: 7, role: 'user', email: null, name: null },
    { _id: 7, role: 'user', email: null, name: null, gender: null, profile: '12' },
    { _id: '7', role: 'user', email: null, name: null, gender: null },
    null,
    [],
    'user',
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_, sample) => {
    const parsed = storedUserSchema.safeParse(sample);
    expect(parseStoredUser(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('parseSessionUser (zod-free) agrees with the schema', () => {
  const user = { _id: 7, role: 'user', email: null, name: null, gender: 'Female', profile: 12 };
  const samples: unknown[] = [
    { ...user, token: 'abc' },
    { ...user, token: 'abc', extra: 'dropped' },
    { _id: 1, role: 'admin', email: 'a@b.c', name: 'Admin', gender: null, teamRole: 'owner', token: 't' },
    user,
    { ...user, token: 5 },
    { ...user, token: null },
    { ...user, gender: 'Other', token: 'abc' },
    { ...user, teamRole: 'boss', token: 'abc' },
    null,
    'user',
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_, sample) => {
    const parsed = sessionUserSchema.safeParse(sample);
    if (parsed.success) expect(parseSessionUser(sample)).toEqual(parsed.data);
    else expect(() => parseSessionUser(sample)).toThrow();
  });
});

describe('parseClientConfig (zod-free) agrees with the schema', () => {
  const noPages = { facebook: null, instagram: null, youtube: null };
  const samples: unknown[] = [
    { analyticsScriptUrl: null, contact: { whatsapp: '+92 300', email: 'x@y.z' }, social: noPages },
    {
      analyticsScriptUrl: 'https://a.b/s.js',
      contact: { whatsapp: '', email: '' },
      social: noPages,
      more: 1,
    },
    {
      analyticsScriptUrl: null,
      contact: { whatsapp: '', email: '' },
      social: { facebook: 'https://facebook.com/x', instagram: null, youtube: 'https://youtube.com/@x' },
    },
    { analyticsScriptUrl: null, contact: { whatsapp: '', email: '' }, social: { facebook: 1 } },
    { analyticsScriptUrl: null, contact: { whatsapp: '', email: '' } },
    { analyticsScriptUrl: 1, contact: { whatsapp: '', email: '' } },
    { analyticsScriptUrl: null, contact: { whatsapp: '' } },
    { analyticsScriptUrl: null },
    null,
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_, sample) => {
    const parsed = clientConfigSchema.safeParse(sample);
    if (parsed.success) expect(parseClientConfig(sample)).toEqual(parsed.data);
    else expect(() => parseClientConfig(sample)).toThrow();
  });
});
