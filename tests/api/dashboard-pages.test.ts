/**
 * Issue 29, decision 053: the dashboard at a bureau's size. Each section answers its count and its first page
 * (20, longest-waiting first; Matched: the last 30 days, most recent first), further pages on demand
 * (`?section=…&page=…`), and names each profile by what its cards show, not the whole profile.
 * A matchmaker's GET /api/connections pages too.
 */
import type { SideStatus } from '@shared/connection-status';
import { CONNECTIONS_PAGE_SIZE, DASHBOARD_PAGE_SIZE, type PendingConnections } from '@shared/profile-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

const t = apiFixture();
let family: string;
const LONG_TEXT = 'Family of teachers from Lahore, looking for a kind and educated partner. '.repeat(27);
const made = {
  awaiting: [] as number[],
  matchedRecent: [] as number[],
  matchedOld: 0,
  families: [] as number[],
};

/** A man and a woman connected with the given sides, last changed `ageMs` ago. */
async function connected(sides: [SideStatus, SideStatus], ageMs: number) {
  const man = await insertProfile(t.db, {
    gender: 'Male',
    age: 30,
    name: 'Bilal Ahmed',
    aboutYou: LONG_TEXT,
  });
  const woman = await insertProfile(t.db, {
    gender: 'Female',
    age: 26,
    name: 'Sana Iqbal',
    aboutYou: LONG_TEXT,
  });
  const at = ago(ageMs);
  const row = await t.db
    .insertInto('connections')
    .values({
      profile1Id: man.id,
      profile2Id: woman.id,
      profile1Status: sides[0],
      profile2Status: sides[1],
      profile1UpdatedAt: at,
      profile2UpdatedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, man: man.id, woman: woman.id };
}

beforeAll(async () => {
  // 45 pairs awaiting contact, waiting 1..45 hours; inserted in a shuffled order of ages.
  const ages = Array.from({ length: 45 }, (_, i) => ((i * 17) % 45) + 1);
  for (const hours of ages)
    made.awaiting.push((await connected(['Profile Accepted', 'Profile Accepted'], hours * HOUR)).id);
  for (const days of [2, 10, 29])
    made.matchedRecent.push((await connected(['Matched', 'Matched'], days * DAY)).id);
  made.matchedOld = (await connected(['Matched', 'Matched'], 45 * DAY)).id;
  // 25 families waiting to answer, each having received one profile, 1..25 days ago.
  for (let days = 1; days <= 25; days++)
    made.families.push((await connected(['Profile Received', 'Not Received'], days * DAY)).man);
  const man = await insertProfile(t.db, { gender: 'Male' });
  family = await t.familyAuth(man);
});
const get = (url: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const dashboard = async (query = '') => {
  const response = await get(`/api/pending-connections${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as PendingConnections, bytes: response.rawPayload.length };
};
const since = (pair: PendingConnections['awaitingContact'][number]) => Date.parse(pair.followUp.since);

describe('GET /api/pending-connections', () => {
  it('answers each section its count and a first page of 20, longest-waiting first', async () => {
    const { body } = await dashboard();
    expect(body.counts).toEqual({ pendingResponse: 25, awaitingContact: 45, inContact: 0, matched: 3 });
    expect(body).toMatchObject({ page: 1, pageSize: DASHBOARD_PAGE_SIZE, section: null });
    expect(body.awaitingContact).toHaveLength(20);
    const waits = body.awaitingContact.map(since);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(body.awaitingContact[0].followUp.days).toBe(1); // 45 hours
    // Families: the longest wait first.
    expect(body.pendingResponse).toHaveLength(20);
    expect(body.pendingResponse.map((e) => e.profile._id)).toEqual([...made.families].reverse().slice(0, 20));
    expect(body.pendingResponse[0].followUp).toMatchObject({ days: 25, needed: true });
    // Every waiting pair and family older than 3 days counts, not only those on the page: the families of
    // 3 days (and the moments since they were made) to 25 days; no pair has waited 2 days.
    expect(body.followUp).toEqual({ days: 3, count: 23 });
  });

  it('shows the pairs matched in the last 30 days, the most recent first; older ones are not in it', async () => {
    const { body } = await dashboard();
    expect(body.matched.map((p) => p.connection._id)).toEqual(made.matchedRecent);
    expect(body.matched.map((p) => p.connection._id)).not.toContain(made.matchedOld);
  });

  it('pages one section on demand, the others left empty, until every one has been answered once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await dashboard(`?section=awaitingContact&page=${page}`);
      expect(body).toMatchObject({ page, section: 'awaitingContact' });
      expect(body.pendingResponse).toEqual([]);
      expect(body.matched).toEqual([]);
      expect(body.counts.awaitingContact).toBe(45);
      seen.push(...body.awaitingContact.map((p) => p.connection._id));
      expect(body.awaitingContact).toHaveLength(page < 3 ? 20 : 5);
    }
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort((a, b) => a - b)).toEqual([...made.awaiting].sort((a, b) => a - b));
    const families = await dashboard('?section=pendingResponse&page=2');
    expect(families.body.pendingResponse.map((e) => e.profile._id)).toEqual(
      [...made.families].reverse().slice(20),
    );
    expect((await dashboard('?section=matched&page=2')).body.matched).toEqual([]);
  });

  it('names each profile by what the cards show, and stays small', async () => {
    const { body, bytes } = await dashboard();
    const [a] = body.awaitingContact[0].profiles;
    expect(Object.keys(a).sort()).toEqual(
      expect.arrayContaining(['_id', 'age', 'city', 'gender', 'loginLink', 'name', 'phoneNo']),
    );
    expect(JSON.stringify(body)).not.toContain('Family of teachers');
    expect(a).not.toHaveProperty('aboutYou');
    expect(a).not.toHaveProperty('accessToken');
    // 20 + 20 + 3 cards of two profiles each, with 2,000-character texts left at home.
    expect(bytes).toBeLessThan(100 * 1024);
  });

  it('refuses a bad section or page with 400 and says why', async () => {
    const cases: [string, string][] = [
      ['?section=everything', 'Please choose pendingResponse, awaitingContact, inContact or matched'],
      ['?section=matched&page=0', 'Please give the page as a whole number from 1 to 10000'],
      ['?section=matched&page=two', 'Please give the page as a whole number from 1 to 10000'],
      ['?section=matched&page=1.5', 'Please give the page as a whole number from 1 to 10000'],
      [
        '?page=2',
        'Please name the section to page (section=pendingResponse, awaitingContact, inContact or matched)',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/pending-connections${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    // Page 1 without a section is the first page of every section.
    expect((await get('/api/pending-connections?page=1')).statusCode).toBe(200);
  });

  it('is still the matchmakers’ only', async () => {
    expect((await get('/api/pending-connections', family)).statusCode).toBe(403);
    expect((await get('/api/pending-connections?section=matched&page=2', family)).statusCode).toBe(403);
  });
});

describe("a matchmaker's GET /api/connections", () => {
  it('pages: the most recently changed first, 50 a page', async () => {
    const first = await get('/api/connections');
    expect(first.statusCode).toBe(200);
    const one = first.json() as { _id: number; updatedAt: string }[];
    expect(one).toHaveLength(CONNECTIONS_PAGE_SIZE);
    const two = (await get('/api/connections?page=2')).json() as { _id: number }[];
    expect(two).toHaveLength(45 + 4 + 25 - CONNECTIONS_PAGE_SIZE);
    expect(new Set([...one, ...two].map((c) => c._id)).size).toBe(74);
    const times = one.map((c) => Date.parse(c.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bad = await get('/api/connections?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please give the page as a whole number from 1 to 10000');
  });
});
