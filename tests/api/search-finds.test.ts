import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

/*
 * Search finds (issue 29, decision 053): `#233` and `233` are the id; several words find the profiles that
 * hold all of them across the searched fields; a phone, an id or a full name finds a profile from any list in
 * whatever status it is (matchmakers). A family's search stays within its own list.
 */
const t = apiFixture();
let family: string;
const p: Record<string, number> = {};

beforeAll(async () => {
  const man = await insertProfile(t.db, { name: 'Tariq Mehmood', age: 30, city: 'Lahore' });
  family = await t.familyAuth(man);
  const woman = (key: string, values: Parameters<typeof insertProfile>[1]) =>
    insertProfile(t.db, { gender: 'Female', age: 26, city: 'Lahore', ...values }).then((row) => {
      p[key] = row.id;
    });
  await woman('kiran', {
    name: 'Kiran Abbasi',
    status: 'Review',
    caste: 'Abbasi',
    phoneNo: '+923451234567',
  });
  await woman('hina', { name: 'Hina Abbasi', caste: 'Abbasi', jobTitle: 'Teacher' });
  await woman('amna', { name: 'Amna Abbasi', caste: 'Abbasi', city: 'Karachi', jobTitle: 'Teacher' });
  await woman('sara', { name: 'Sara Khan', caste: 'Khan', jobTitle: 'Doctor' });
  await woman('old', { name: 'Nadia Abbasi', status: 'InActive', inactiveReason: 'Not Interested' });
});
type Body = {
  profiles: { _id: number; status?: string }[];
  total: number;
  otherStatusCounts?: Record<string, number>;
};
const list = async (query: string, authorization = t.admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profiles${query}`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
};
const ids = (body: Body) => body.profiles.map((x) => x._id).sort((a, b) => a - b);
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

describe("a matchmaker's search", () => {
  it('finds the id written as #233 or 233, with or without a space', async () => {
    expect(ids(await list(q(`#${p.hina}`)))).toEqual([p.hina]);
    expect(ids(await list(q(`# ${p.hina}`)))).toEqual([p.hina]);
    expect(ids(await list(q(String(p.hina))))).toEqual([p.hina]);
  });

  it('finds the profiles holding every word, each in any searched field', async () => {
    expect(ids(await list(q('Abbasi Lahore')))).toEqual([p.hina]);
    expect(ids(await list(q('lahore   abbasi')))).toEqual([p.hina]);
    expect(ids(await list(q('Abbasi Teacher')))).toEqual([p.hina, p.amna].sort((a, b) => a - b));
    expect(ids(await list(q('Abbasi Doctor')))).toEqual([]);
    // One word is as before.
    expect(ids(await list(q('Abbasi')))).toEqual([p.hina, p.amna].sort((a, b) => a - b));
  });

  it('finds a profile by phone, id or full name from the Active list, in whatever status it is', async () => {
    for (const text of [
      '0345 1234567',
      '+923451234567',
      `#${p.kiran}`,
      String(p.kiran),
      'Kiran Abbasi',
      'kiran  abbasi',
    ]) {
      const body = await list(q(text));
      expect(ids(body), text).toEqual([p.kiran]);
      expect(body.profiles[0].status).toBe('Review');
    }
    const inactive = await list(q('Nadia Abbasi'));
    expect(ids(inactive)).toEqual([p.old]);
    expect(inactive.profiles[0].status).toBe('InActive');
    // From Pending Reviews too.
    expect(ids(await list(`${q(`#${p.hina}`)}&status=Review`))).toEqual([p.hina]);
  });

  it('keeps a search that is not by who it is within the list, and points at the other statuses', async () => {
    const one = await list(q('Kiran'));
    expect(one.total).toBe(0);
    expect(one.otherStatusCounts).toEqual({ Review: 1 });
    // Several words that are not a name stay within the status too.
    expect(ids(await list(q('Abbasi Teacher')))).not.toContain(p.kiran);
    // A full name with the list's other filters still applies them.
    expect(ids(await list(`${q('Kiran Abbasi')}&city=Karachi`))).toEqual([]);
  });
});

describe("a family's search", () => {
  it('finds an id within its own list only', async () => {
    expect(ids(await list(q(`#${p.hina}`), family))).toEqual([p.hina]);
    expect(ids(await list(q(String(p.hina)), family))).toEqual([p.hina]);
    // Not in its list (Review, InActive, another city): nothing, and nothing points elsewhere.
    for (const id of [p.kiran, p.old, p.amna]) {
      const body = await list(q(`#${id}`), family);
      expect(body.total).toBe(0);
      expect(body).not.toHaveProperty('otherStatusCounts');
    }
  });

  it('matches several words within what it may see, never a name or a phone', async () => {
    expect(ids(await list(q('Lahore Teacher'), family))).toEqual([p.hina]);
    expect(ids(await list(q('Hina Teacher'), family))).toEqual([]);
    expect(ids(await list(q('Kiran Abbasi'), family))).toEqual([]);
    expect(ids(await list(q('0345 1234567'), family))).toEqual([]);
  });
});
