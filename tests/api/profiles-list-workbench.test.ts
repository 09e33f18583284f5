/**
 * Issue 15 (decision 029): the matchmaker's list. Match mode answers every filter it applies, each of which a
 * matchmaker may switch off (`Any`, or an empty value: `city=` is anywhere); a family's own requirements
 * always apply. `status=All`, a search that finds nothing here but something in another status, the sort
 * orders, and the searched profile's label for the context bar.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
let family: string;
let man: Awaited<ReturnType<typeof insertProfile>>;
const p: Record<string, number> = {};

/** Creation times a minute apart, in the order of insertion, so that newest and oldest are certain. */
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n));
let clock = 0;

beforeAll(async () => {
  // SPEC §9 defaults for this man: women 24–30, Single or Nikah Broken, Sunni, within 50 km of Lahore,
  // at least 6'3" − 9" = 5'6".
  man = await insertProfile(t.db, {
    name: 'Tall Tariq',
    age: 30,
    gender: 'Male',
    city: 'Lahore',
    heightFt: 6,
    heightIn: 3,
    createdAt: minute(clock++),
  });
  family = await t.familyAuth(man);
  const add = async (key: string, values: Parameters<typeof insertProfile>[1]) => {
    const created = await insertProfile(t.db, {
      gender: 'Female',
      age: 26,
      city: 'Lahore',
      heightFt: 5,
      heightIn: 7,
      createdAt: minute(clock),
      updatedAt: minute(60 - clock),
      ...values,
    });
    clock += 1;
    p[key] = created.id;
  };
  await add('match', { name: 'Sana Match' });
  await add('short', { name: 'Short Shazia', heightFt: 5, heightIn: 2 });
  await add('karachi', { name: 'Karachi Kiran', city: 'Karachi' });
  await add('shia', { name: 'Shia Zainab', sect: 'Shia' });
  await add('older', { name: 'Older Nadia', age: 35 });
  await add('hindu', { name: 'Hindu Hema', religion: 'Hindu', sect: null });
  await add('man', { name: 'Other Man', gender: 'Male', age: 29, heightFt: 5, heightIn: 10 });
  await add('review', { name: 'Rubina Pending', status: 'Review' });
  await add('review2', { name: 'Rukhsana Pending', status: 'Review' });
  await add('inactive', { name: 'Iram Gone', status: 'InActive', inactiveReason: 'Not Interested' });
  // The newest, and about 35 km from Lahore; too old for Tariq.
  await add('near', { name: 'Near Noor', city: 'Sheikhupura', age: 40 });
});
const list = (query: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url: `/api/profiles${query}`, headers: { authorization } });
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().profiles as { _id: number }[]).map((card) => card._id);
const match = (extra = '') => `?matchProfileId=${man.id}${extra}`;

const TARIQ_DEFAULTS = {
  gender: 'Female',
  religion: 'Muslim',
  sect: 'Sunni',
  city: ['Lahore'],
  locationRadius: 50,
  minAge: 24,
  maxAge: 30,
  maritalStatus: ['Single', 'Nikah Broken (No Rukhsati)'],
  minHeightFt: 5,
  minHeightIn: 6,
};

describe('match mode is honest (matchmakers)', () => {
  it('answers every filter it applies, the minimum height included, and the searched profile', async () => {
    const response = await list(match());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(ids(response)).toEqual([p.match]);
    expect(body.appliedFilters).toEqual({ status: 'Active', ...TARIQ_DEFAULTS });
    expect(body.defaultFilters).toEqual(TARIQ_DEFAULTS);
    expect(body.matchProfile).toEqual({ _id: man.id, name: 'Tall Tariq', age: 30, city: 'Lahore' });
    // A match list is best first (issue 17, decision 043).
    expect(body.sort).toBe('score');
  });

  it('switches off each default with Any (or an empty value), and says so in the answer', async () => {
    const cases: [string, string, string[]][] = [
      ['&minHeightFt=Any', 'short', ['minHeightFt', 'minHeightIn']],
      ['&sect=Any', 'shia', ['sect']],
      ['&sect=', 'shia', ['sect']],
      ['&city=', 'karachi', ['city', 'locationRadius']],
      ['&city=Any', 'karachi', ['city', 'locationRadius']],
      ['&gender=Any', 'man', ['gender']],
      ['&religion=Any&sect=Any', 'hindu', ['religion', 'sect']],
      ['&maxAge=Any', 'older', ['maxAge']],
    ];
    for (const [extra, key, off] of cases) {
      const response = await list(match(extra));
      expect(response.statusCode, `${extra}: ${response.body}`).toBe(200);
      const found = ids(response);
      expect(found, extra).toEqual(expect.arrayContaining([p.match, p[key]]));
      const applied = response.json().appliedFilters;
      for (const name of off) expect(applied, `${extra} ${name}`).not.toHaveProperty(name);
      // Everything else stays applied.
      expect(applied.status).toBe('Active');
    }
    // Anywhere: no distance on the cards; still best first (decision 043), nearest first falls back to newest.
    const anywhere = (await list(match('&city='))).json();
    expect(anywhere.profiles.every((card: { distanceKm: null }) => card.distanceKm === null)).toBe(true);
    expect(anywhere.sort).toBe('score');
    expect((await list(match('&city=&sort=distance'))).json().sort).toBe('newest');
  });

  it('Clear All (every default off) lists every Active profile but the searcher', async () => {
    const off = Object.keys(TARIQ_DEFAULTS)
      .map((key) => `&${key}=Any`)
      .join('');
    const response = await list(match(off));
    expect(response.statusCode, response.body).toBe(200);
    expect(new Set(ids(response))).toEqual(
      new Set([p.match, p.short, p.karachi, p.shia, p.older, p.hindu, p.man, p.near]),
    );
    expect(response.json().appliedFilters).toEqual({ status: 'Active' });
    expect(response.json().defaultFilters).toEqual(TARIQ_DEFAULTS);
  });

  it('a value in the address replaces a default, height as one filter', async () => {
    const shorter = await list(match('&minHeightFt=5&minHeightIn=2'));
    expect(new Set(ids(shorter))).toEqual(new Set([p.match, p.short]));
    expect(shorter.json().appliedFilters).toMatchObject({ minHeightFt: 5, minHeightIn: 2 });
    const inchesOnly = await list(match('&minHeightIn=8'));
    expect(ids(inchesOnly)).toEqual([]);
    expect(inchesOnly.json().appliedFilters).toMatchObject({ minHeightFt: 5, minHeightIn: 8 });
    const shia = await list(match('&sect=Shia'));
    expect(ids(shia)).toEqual([p.shia]);
    expect(shia.json().appliedFilters.sect).toBe('Shia');
  });

  it("with aiFilters=true the searcher's own requirements show one by one, and each may go", async () => {
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile/${man.id}`,
      headers: { authorization: t.admin },
      payload: { aiFilters: { caste: 'Syed', maxKids: 0 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const on = await list(match('&aiFilters=true'));
      expect(on.json().appliedFilters).toMatchObject({ aiFilters: 'true', caste: 'Syed', maxKids: 0 });
      // Unknown castes pass a requirement (decision 009), so Sana stays.
      expect(ids(on)).toEqual([p.match]);
      const withoutCaste = await list(match('&aiFilters=true&caste=Any&maxKids=Any'));
      expect(withoutCaste.statusCode).toBe(200);
      expect(withoutCaste.json().appliedFilters).not.toHaveProperty('caste');
      expect(withoutCaste.json().appliedFilters).not.toHaveProperty('maxKids');
      // Without the switch they are not applied, and not answered.
      expect((await list(match())).json().appliedFilters).not.toHaveProperty('caste');
      // A family's list applies them, but AI filters are the matchmakers' to see (SPEC §6).
      const own = await list('?caste=Any&aiFilters=false', family);
      expect(ids(own)).toEqual([p.match]);
      expect(own.json().appliedFilters).not.toHaveProperty('caste');
      expect(own.body).not.toContain('aiFilters');
      expect(own.body).not.toContain('Syed');
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/profile/${man.id}`,
        headers: { authorization: t.admin },
        payload: { aiFilters: {} },
      });
    }
  });

  it('refuses what it does not know with 400 and the product’s words', async () => {
    for (const [query, message] of [
      ['?gender=Anyone', 'Please choose Male or Female'],
      ['?status=Everything', 'Please choose Review, Active, InActive or All'],
      // Best first is a match list's order (decision 043).
      ['?sort=score', 'Best match order needs a profile to match with'],
      ['?sort=best', 'Please choose score, newest, oldest, updated or distance'],
      ['?sort=', 'Please choose score, newest, oldest, updated or distance'],
      ['?minAge=12', 'Minimum age must be between 16 and 90'],
      ['?maxKids=51', 'Maximum children must be between 0 and 50'],
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe("a family's own list", () => {
  it('always applies its own requirements: Any and an empty city widen nothing', async () => {
    const own = await list('', family);
    expect(ids(own)).toEqual([p.match]);
    expect(own.json().appliedFilters).toEqual({ status: 'Active', ...TARIQ_DEFAULTS });
    expect(own.json().defaultFilters).toMatchObject(TARIQ_DEFAULTS);
    expect(own.json().matchProfile).toBeNull();
    const pushed = await list('?minHeightFt=Any&sect=Any&city=&gender=Any&maxAge=Any&status=All', family);
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(ids(pushed)).toEqual([p.match]);
    expect(pushed.json().appliedFilters).toMatchObject({ ...TARIQ_DEFAULTS, status: 'Active' });
  });

  it('narrows with the tighter value and never answers other statuses', async () => {
    const narrowed = await list('?minAge=20&maxAge=28', family);
    expect(narrowed.json().appliedFilters).toMatchObject({ minAge: 24, maxAge: 28 });
    const none = await list('?q=Rubina', family);
    expect(ids(none)).toEqual([]);
    expect(none.json()).not.toHaveProperty('otherStatusCounts');
  });
});

describe('status=All and a search in another status', () => {
  it('lists every status for a matchmaker', async () => {
    const all = await list('?status=All');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([p.review, p.inactive, p.match, man.id]));
    expect(all.json().total).toBe(12);
    expect(all.json().appliedFilters.status).toBe('All');
  });

  it('says where a search finds what the current status does not', async () => {
    const active = (await list('?q=Rubina')).json();
    expect(active.total).toBe(0);
    expect(active.otherStatusCounts).toEqual({ Review: 1 });
    const pending = (await list('?q=Pending&status=InActive')).json();
    expect(pending.otherStatusCounts).toEqual({ Review: 2 });
    const found = (await list('?q=Rubina&status=Review')).json();
    expect(found.total).toBe(1);
    expect(found).not.toHaveProperty('otherStatusCounts');
    // Nothing anywhere: nothing to point at.
    expect((await list('?q=nobody-by-this-name')).json().otherStatusCounts).toEqual({});
  });
});

describe('sorting', () => {
  const order = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return { found: ids(response), sort: response.json().sort as string };
  };

  it('newest by default without a location; oldest, updated and newest on request', async () => {
    const newest = await order('?gender=Female');
    expect(newest.sort).toBe('newest');
    expect(newest.found[0]).toBe(p.near);
    expect(newest.found.at(-1)).toBe(p.match);
    const oldest = await order('?gender=Female&sort=oldest');
    expect(oldest.found).toEqual([...newest.found].reverse());
    // Updated: the reverse of creation here (updatedAt counts down).
    const updated = await order('?gender=Female&sort=updated');
    expect(updated.sort).toBe('updated');
    expect(updated.found).toEqual(oldest.found);
  });

  it('Pending Reviews are oldest first unless asked otherwise', async () => {
    expect(await order('?status=Review')).toEqual({ found: [p.review, p.review2], sort: 'oldest' });
    expect(await order('?status=Review&sort=newest')).toEqual({
      found: [p.review2, p.review],
      sort: 'newest',
    });
  });

  it('by distance when a location applies; distance without one falls back to newest', async () => {
    const near = await order('?city=Lahore&locationRadius=50&gender=Female');
    expect(near.sort).toBe('distance');
    expect(near.found.at(-1)).toBe(p.near);
    expect(near.found).not.toContain(p.karachi);
    expect((await order('?sort=distance&gender=Female')).sort).toBe('newest');
    const byNewest = await order('?city=Lahore&locationRadius=50&gender=Female&sort=newest');
    expect(byNewest.found[0]).toBe(p.near);
    // Paged answers agree with the total whatever the order.
    const paged = (await list('?status=All&sort=oldest')).json();
    expect(paged.total).toBe(paged.profiles.length);
    expect(paged.profiles[0]._id).toBe(man.id);
  });
});
