/**
 * Issue 17 (decision 043): a match list's cards carry a score (0–100) and its reasons, from both sides; match
 * lists are best first (score, then distance, then newest); a family never receives a reason about a field
 * it may not see (the partner requirements are the matchmakers'); `sort=score` is a match list's order only;
 * the other orders stay. GET /api/profile/{id}/match answers the same score with every reason.
 */

import { PAGE_SIZE } from '@shared/constants';
import { MATCH_REASONS, REASON_FIELDS, SCORE_SORT_NEEDS_MATCH } from '@shared/match-score';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile, insertScoreSearcher } from '../support/factories';

const t = apiFixture();
let family: string;
let tariq: number;
const p: Record<string, number> = {};
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n));
let clock = 0;

type Reason = { name: string; label: string; value?: string | number };
type Card = Record<string, unknown> & { _id: number; score: number | null; reasons: Reason[] | null };

beforeAll(async () => {
  // SPEC §9 defaults for him and his matchmaker's wish: see insertScoreSearcher.
  const man = await insertScoreSearcher(t.db, {
    name: 'Tariq Searcher',
    createdAt: minute(clock++),
  });
  tariq = man.id;
  family = await t.familyAuth(man);
  const add = async (key: string, values: Parameters<typeof insertProfile>[1]) => {
    p[key] = (
      await insertProfile(t.db, {
        gender: 'Female',
        age: 26,
        city: 'Lahore',
        name: `Candidate ${key}`,
        createdAt: minute(clock++),
        ...values,
      })
    ).id;
  };
  // Everything: 20 + 15 + 12 + 8 + 10 + 14 + 5 + 8 + 8 = 100. Her matchmaker asked for a man in private work.
  await add('best', {
    caste: ' rajput ',
    homeTown: 'Sialkot',
    educationYears: 15,
    heightFt: 5,
    heightIn: 5,
    prefJobType: 'Private',
  });
  // 28.6 km (9) + Punjabi (12) + ages (14) + his wish (8) = 43.
  await add('muridke', { city: 'Muridke', caste: 'Arain' });
  // Same city (15) + ages near the edges (3 + 3) + his wish (8) = 29.
  await add('edge', { caste: 'Jatt', nativeLanguage: 'Urdu Speaking', age: 29, heightFt: 5, heightIn: 11 });
  // Equal scores (5 + 14 + 8 = 27): Raiwind (36.7 km) is nearer than the newer Sheikhupura (38.6 km).
  await add('raiwind', { city: 'Raiwind', nativeLanguage: 'Sindhi' });
  await add('sheikhupura', { city: 'Sheikhupura', nativeLanguage: 'Sindhi' });
  // Equal scores and distance (15 + 14 + 8 = 37): the newer first.
  await add('older', { nativeLanguage: 'Sindhi' });
  await add('newer', { nativeLanguage: 'Sindhi' });
});
const get = (url: string, authorization = t.admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
async function list(query: string, authorization = t.admin) {
  const response = await get(`/api/profiles${query}`, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { profiles: Card[]; sort: string; total: number };
}
const ids = (cards: Card[]) => cards.map((card) => card._id);
const byId = (cards: Card[], key: string) => cards.find((card) => card._id === p[key])!;
const names = (card: { reasons: Reason[] | null }) => card.reasons?.map((r) => r.name);

const BEST_FIRST = ['best', 'muridke', 'newer', 'older', 'edge', 'raiwind', 'sheikhupura'];

describe('best first', () => {
  it("a family's own list is best first by default: score, then distance, then newest", async () => {
    const body = await list('', family);
    expect(body.sort).toBe('score');
    expect(ids(body.profiles)).toEqual(BEST_FIRST.map((key) => p[key]));
    // A family's score is its own side's, out of 85 (decision 047): muridke 9 + 12 + 7 + 8 = 36 of 85 = 42;
    // newer and older 15 + 7 + 8 = 30 (35); edge 15 + 3 + 8 = 26 (31); Raiwind and Sheikhupura 5 + 7 + 8 (24).
    expect(body.profiles.map((card) => card.score)).toEqual([100, 42, 35, 35, 31, 24, 24]);
    expect(body.total).toBe(7);
  });

  it("a matchmaker's list with matchProfileId is best first too, scored from both sides", async () => {
    const body = await list(`?matchProfileId=${tariq}`);
    expect(body.sort).toBe('score');
    expect(ids(body.profiles)).toEqual(BEST_FIRST.map((key) => p[key]));
    expect(body.profiles.map((card) => card.score)).toEqual([100, 43, 37, 37, 29, 27, 27]);
  });

  it('the other orders stay available to matchmakers, and the cards keep their scores', async () => {
    const scored = await list(`?matchProfileId=${tariq}`);
    const scores = new Map(scored.profiles.map((card) => [card._id, card.score]));
    for (const sort of ['newest', 'oldest', 'distance']) {
      const body = await list(`?matchProfileId=${tariq}&sort=${sort}`);
      expect(body.sort).toBe(sort);
      expect(new Set(ids(body.profiles))).toEqual(new Set(scores.keys()));
      for (const card of body.profiles) expect(card.score, sort).toBe(scores.get(card._id));
    }
    const newest = await list(`?matchProfileId=${tariq}&sort=newest`);
    expect(ids(newest.profiles)).toEqual(
      ['newer', 'older', 'sheikhupura', 'raiwind', 'edge', 'muridke', 'best'].map((key) => p[key]),
    );
  });

  it('outside a match list there is no score, and sort=score is refused', async () => {
    const plain = await list('?gender=Female');
    expect(plain.sort).toBe('newest');
    for (const card of plain.profiles) {
      expect(card).not.toHaveProperty('score');
      expect(card).not.toHaveProperty('reasons');
    }
    const refused = await get('/api/profiles?sort=score');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SCORE_SORT_NEEDS_MATCH);
    const unknown = await get(`/api/profiles?matchProfileId=${tariq}&sort=best`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose score, newest, oldest, updated or distance');
  });
});

describe('reasons', () => {
  it('names what fits from both sides, in the order of the list of reasons, with English labels', async () => {
    const body = await list(`?matchProfileId=${tariq}`);
    const best = byId(body.profiles, 'best');
    expect(best.reasons).toEqual([
      { name: 'sameCaste', label: 'Same caste' },
      { name: 'nearby', label: 'Same city', value: 0 },
      { name: 'sameLanguage', label: 'Both Punjabi', value: 'Punjabi' },
      { name: 'sameHomeTown', label: 'Same home town' },
      { name: 'education', label: 'Similar education' },
      { name: 'ageGap', label: 'Ages suit both sides' },
      { name: 'heights', label: 'Heights suit' },
      // His requirement (her house) and hers (his job): both sides.
      { name: 'wishesMet', label: 'Has what was asked for' },
      { name: 'wishesReturned', label: 'Fits their wishes too' },
    ]);
    expect(byId(body.profiles, 'muridke').reasons).toEqual([
      { name: 'nearby', label: '29 km away', value: 29 },
      { name: 'sameLanguage', label: 'Both Punjabi', value: 'Punjabi' },
      { name: 'ageGap', label: 'Ages suit both sides' },
      { name: 'wishesMet', label: 'Has what was asked for' },
    ]);
    // 5 points of 15 for 38 km, 6 of 14 for ages near the edges: not reasons.
    expect(names(byId(body.profiles, 'sheikhupura'))).toEqual(['ageGap', 'wishesMet']);
    expect(names(byId(body.profiles, 'edge'))).toEqual(['nearby', 'wishesMet']);
  });

  it('a family never receives a reason about a field it may not see (partner requirements), nor their points', async () => {
    const body = await list('', family);
    const best = byId(body.profiles, 'best');
    expect(best.score).toBe(100);
    // "Ages suit both sides" would tell her range: a family's score has only its own side of the ages.
    expect(names(best)).toEqual([
      'sameCaste',
      'nearby',
      'sameLanguage',
      'sameHomeTown',
      'education',
      'heights',
    ]);
    for (const card of body.profiles) {
      expect(card).not.toHaveProperty('aiFilters');
      for (const reason of card.reasons ?? []) {
        expect(MATCH_REASONS).toContain(reason.name);
        for (const field of REASON_FIELDS[reason.name as keyof typeof REASON_FIELDS])
          expect(card, `${reason.name} needs ${field}`).toHaveProperty(field);
      }
    }
    expect(JSON.stringify(body)).not.toMatch(/wishesMet|wishesReturned/);
  });
});

describe('GET /api/profile/{id}/match', () => {
  it("answers a matchmaker's pair with every reason, and the list's score", async () => {
    const response = await get(`/api/profile/${p.best}/match?matchProfileId=${tariq}`);
    expect(response.statusCode, response.body).toBe(200);
    const { match } = response.json();
    expect(match.score).toBe(100);
    expect(match.reasons.map((r: Reason) => r.name)).toEqual([...MATCH_REASONS]);
    const muridke = (await get(`/api/profile/${p.muridke}/match?matchProfileId=${tariq}`)).json();
    expect(muridke.match.score).toBe(43);
  });

  it("answers a family's own match without the reasons it may not see, and null for anyone else", async () => {
    const response = await get(`/api/profile/${p.best}/match`, family);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().match.score).toBe(100);
    expect(response.json().match.reasons.map((r: Reason) => r.name)).not.toContain('wishesMet');
    // Its own profile, a missing one: nothing to tell (no more than GET /api/profile/{id} says).
    expect((await get(`/api/profile/${tariq}/match`, family)).json()).toEqual({ match: null });
    expect((await get('/api/profile/999999/match', family)).json()).toEqual({ match: null });
    // matchProfileId is a matchmaker's: a family's is always its own profile.
    const other = await get(`/api/profile/${p.best}/match?matchProfileId=${p.muridke}`, family);
    expect(other.json().match.score).toBe(100);
  });

  it('asks a matchmaker for the profile to match with; a missing profile is 404; bad ids are 400', async () => {
    expect((await get(`/api/profile/${p.best}/match`)).statusCode).toBe(400);
    expect((await get(`/api/profile/999999/match?matchProfileId=${tariq}`)).statusCode).toBe(404);
    expect((await get(`/api/profile/${p.best}/match?matchProfileId=999999`)).statusCode).toBe(404);
    expect((await get(`/api/profile/${p.best}/match?matchProfileId=abc`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/profile/${p.best}/match` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pages', () => {
  it('the score of a card is the same on every page and in every order', async () => {
    for (let i = 0; i < PAGE_SIZE; i += 1) {
      await insertProfile(t.db, {
        gender: 'Female',
        age: 24 + (i % 7),
        city: ['Lahore', 'Muridke', 'Kasur'][i % 3],
        caste: i % 4 === 0 ? 'Rajput' : null,
        educationYears: i % 5 === 0 ? 14 + (i % 3) : null,
        createdAt: minute(clock++),
      });
    }
    const pages = async (sort: string) => {
      const cards: Card[] = [];
      for (let page = 1; page <= 2; page += 1)
        cards.push(...(await list(`?matchProfileId=${tariq}&sort=${sort}&page=${page}`)).profiles);
      return cards;
    };
    const best = await pages('score');
    expect(best).toHaveLength(PAGE_SIZE + 7);
    const scores = best.map((card) => card.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byCard = new Map(best.map((card) => [card._id, card.score]));
    for (const sort of ['newest', 'oldest']) {
      const cards = await pages(sort);
      expect(cards).toHaveLength(best.length);
      for (const card of cards) expect(card.score).toBe(byCard.get(card._id));
    }
    const familyCards: Card[] = [];
    for (let page = 1; page <= 2; page += 1)
      familyCards.push(...(await list(`?page=${page}`, family)).profiles);
    const familyScore = new Map(familyCards.map((card) => [card._id, card.score]));
    for (const sort of ['newest', 'score']) {
      const second = await list(`?page=2&sort=${sort}`, family);
      expect(second.profiles.length).toBeGreaterThan(0);
      for (const card of second.profiles) expect(card.score).toBe(familyScore.get(card._id));
    }
  });
});
