/**
 * Issue 28, part 4: a profile already in a live pair (Awaiting Contact, In Contact or Matched) says so on every
 * matchmaker's card ("In contact with #34") and comes after the others in a matchmaker's match list. A family's
 * list never says whom another family is talking to, and its order does not depend on it.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();

type Card = { _id: number; engagement?: { profileId: number; state: string } | null };
const list = async (query: string, authorization = t.admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profiles${query}`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { profiles: Card[] };
};
const pair = (a: number, b: number, one: string, two: string) =>
  sql`insert into connections (profile1_id, profile2_id, profile1_status, profile2_status,
      profile1_updated_at, profile2_updated_at, updated_at)
    values (${a}, ${b}, ${one}, ${two}, now(), now(), now())`.execute(t.db);

describe('profiles in a live pair', () => {
  it('are named on matchmakers’ cards and come after the others in a match list, never told to a family', async () => {
    const city = `Engaged Town ${Date.now()}`;
    const her = await insertProfile(t.db, { name: 'Nida', gender: 'Female', age: 27, city });
    // Newest first by default: the engaged men are made last, so only the rule can put them below.
    const free = await insertProfile(t.db, { name: 'Free Man', gender: 'Male', age: 30, city });
    const inContact = await insertProfile(t.db, { name: 'Talking Man', gender: 'Male', age: 30, city });
    const matched = await insertProfile(t.db, { name: 'Matched Man', gender: 'Male', age: 30, city });
    const received = await insertProfile(t.db, { name: 'Received Man', gender: 'Male', age: 30, city });
    const other = await insertProfile(t.db, {
      name: 'Other Woman',
      gender: 'Female',
      age: 28,
      city: 'Multan',
    });
    await pair(inContact.id, other.id, 'In Contact', 'Profile Accepted');
    await pair(other.id, matched.id, 'Matched', 'Matched');
    // Only received: not a live pair yet.
    await pair(received.id, other.id, 'Profile Received', 'Not Received');

    const match = await list(`?matchProfileId=${her.id}&sort=newest`);
    const ids = match.profiles
      .map((p) => p._id)
      .filter((id) => [free.id, inContact.id, matched.id, received.id].includes(id));
    expect(ids).toEqual([received.id, free.id, matched.id, inContact.id]);
    const card = (id: number) => match.profiles.find((p) => p._id === id);
    expect(card(inContact.id)?.engagement).toEqual({ profileId: other.id, state: 'In Contact' });
    expect(card(matched.id)?.engagement).toEqual({ profileId: other.id, state: 'Matched' });
    expect(card(free.id)?.engagement).toBeNull();
    expect(card(received.id)?.engagement).toBeNull();

    // A plain matchmaker list names the pair too, in its own order.
    const plain = await list(`?status=Active&gender=Male&city=${encodeURIComponent(city)}&sort=newest`);
    expect(plain.profiles.map((p) => p._id)).toEqual([received.id, matched.id, inContact.id, free.id]);
    expect(plain.profiles.find((p) => p._id === matched.id)?.engagement?.state).toBe('Matched');

    // The profile's page says it too, for matchmakers (the send dialog warns from it).
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${inContact.id}`,
      headers: { authorization: t.admin },
    });
    expect(page.json().profile.engagement).toEqual({ profileId: other.id, state: 'In Contact' });
    const freePage = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${free.id}`,
      headers: { authorization: t.admin },
    });
    expect(freePage.json().profile.engagement).toBeNull();

    // Her family's own list: no engagement on any card, and the engaged men in the plain order.
    const family = await t.familyAuth(her);
    const own = await list('?sort=newest', family);
    const seen = own.profiles.filter((p) => [free.id, inContact.id, matched.id, received.id].includes(p._id));
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) expect(p).not.toHaveProperty('engagement');
    const asFamily = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${seen[0]!._id}`,
      headers: { authorization: family },
    });
    expect(asFamily.statusCode).toBe(200);
    expect(asFamily.json().profile).not.toHaveProperty('engagement');
    const order = seen.map((p) => p._id);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });
});
