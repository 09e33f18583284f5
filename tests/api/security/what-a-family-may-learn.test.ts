/**
 * Issue 25 items 1 and 2 (decision 047): nothing a family may not see can be learned from what it asks.
 * A text filter matched the stored text, so a man read a woman's hidden phone one digit at a time from
 * `education=call 0…`, her name from `jobTitle` and her caste (her surname) from `caste`; her score and
 * its reasons told her hidden caste ("Same caste") and her partner requirements (the points they gave).
 * Now a family's filters, text requirements and score read only what it receives, and the property below
 * holds it for random hidden values: names, phones, contacts in free text, caste and requirements.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { profilesRepository } from '../../../src/server/profiles/repository';
import { apiFixture } from '../../support/api';
import { insertProfile, insertScoreSearcher } from '../../support/factories';

const t = apiFixture();
const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
async function listed(query: string, authorization: string): Promise<number[]> {
  const response = await get(`/api/profiles?${query}`, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profiles: { _id: number }[] }).profiles.map((card) => card._id);
}

/** What a family that pushes does: extends a guess one character at a time while she stays in its list. */
async function recover(key: string, start: string, alphabet: string, id: number, authorization: string) {
  let known = start;
  for (let step = 0; step < 12; step += 1) {
    let next: string | undefined;
    for (const c of alphabet) {
      const guess = `${known}${c}`;
      if ((await listed(`${key}=${encodeURIComponent(guess)}`, authorization)).includes(id)) {
        next = guess;
        break;
      }
    }
    if (next === undefined) break;
    known = next;
  }
  return known;
}

describe('filters are no oracle', () => {
  let man: string;
  let woman: number;
  beforeAll(async () => {
    const searcher = await insertScoreSearcher(t.db, { name: 'Probing Parvez', caste: 'Awan' });
    man = await t.familyAuth(searcher);
    woman = (
      await insertProfile(t.db, {
        name: 'Mehwish Awan',
        fatherName: 'Tariq Awan',
        gender: 'Female',
        age: 26,
        caste: 'Awan',
        education: 'MSc, call 0321-4567890',
        jobTitle: 'Mehwish tutors',
        homeTown: 'Sialkot',
      })
    ).id;
  });

  it('she is in his list, and he receives her text cleaned', async () => {
    expect(await listed('', man)).toContain(woman);
    const view = (await get(`/api/profile/${woman}`, man)).json().profile;
    expect(view.education).toBe('MSc, call [hidden]');
    expect(view.jobTitle).toBe('[hidden] tutors');
    expect(view.caste).toBe('[hidden]');
  });

  it('recovers no digit of her phone from `education`', async () => {
    const found = await recover('education', 'call ', '0123456789-', woman, man);
    expect(found).toBe('call ');
    expect(await listed('education=call%200', man)).not.toContain(woman);
    // What he receives still finds her.
    expect(await listed(`education=${encodeURIComponent('call [hidden]')}`, man)).toContain(woman);
  });

  it('recovers no letter of her name from `jobTitle`, nor her caste from `caste`', async () => {
    expect(await recover('jobTitle', '', 'abcdefghijklmnopqrstuvwxyz', woman, man)).not.toMatch(/^m/);
    expect(await listed('jobTitle=mehwish', man)).not.toContain(woman);
    expect(await listed('jobTitle=tutors', man)).toContain(woman);
    expect(await listed('caste=awan', man)).not.toContain(woman);
    expect(await listed('caste=aw', man)).not.toContain(woman);
    expect(await listed('caste=hidden', man)).toContain(woman);
  });

  it('a matchmaker still filters on the stored text', async () => {
    const admin = (await t.signIn('matchmaker@rishta.test', 'correct horse battery')).authorization;
    expect(await listed('status=Active&gender=Female&caste=awan', admin)).toContain(woman);
    expect(await listed('status=Active&gender=Female&education=0321', admin)).toContain(woman);
  });
});

describe('scores and reasons are no oracle', () => {
  it('a hidden caste earns no points and no "Same caste"; her requirements add nothing to his score', async () => {
    const searcher = await insertScoreSearcher(t.db, { name: 'Malik Man', caste: 'Malik' });
    const man = await t.familyAuth(searcher);
    const same = { gender: 'Female' as const, age: 26, homeTown: 'Sialkot', educationYears: 16 };
    const malik = (await insertProfile(t.db, { ...same, name: 'Sana Malik', caste: 'Malik' })).id;
    const awan = (await insertProfile(t.db, { ...same, name: 'Sana Awan', caste: 'Awan' })).id;
    const plain = (await insertProfile(t.db, { ...same, name: 'Hina Arain', caste: 'Arain' })).id;
    // Her matchmaker asked for his very job type: a requirement he never receives.
    const asks = (
      await insertProfile(t.db, { ...same, name: 'Hina Jatt', caste: 'Arain', prefJobType: 'Private' })
    ).id;
    const cards = (
      (await get('/api/profiles', man)).json() as {
        profiles: { _id: number; score: number; reasons: { name: string }[]; caste: string }[];
      }
    ).profiles;
    const card = (id: number) => cards.find((c) => c._id === id)!;
    expect(card(malik).caste).toBe('[hidden]');
    expect(card(malik).score).toBe(card(awan).score);
    expect(card(malik).reasons.map((r) => r.name)).not.toContain('sameCaste');
    expect(card(plain).score).toBe(card(asks).score);
    for (const id of [malik, awan, plain, asks]) {
      const match = (await get(`/api/profile/${id}/match`, man)).json().match;
      expect(match.score).toBe(card(id).score);
      expect(match.reasons.map((r: { name: string }) => r.name)).not.toContain('sameCaste');
      expect(match.reasons.map((r: { name: string }) => r.name)).not.toContain('wishesReturned');
    }
  });
});

// The property. Names and castes come from separate pools, so that a caste is hidden exactly when it is
// her surname; every hidden value has two variants that a family receives identically.
const SURNAMES = ['Awan', 'Butt', 'Khan', 'Malik'];
const FIRST_NAMES = ['Sana', 'Hira', 'Mehwish', 'Zainab'];
const OWN_CASTES = ['Arain', 'Jatt', 'Rajput'];
const digits = fc.stringMatching(/^[0-9]{9}$/);
const requirementsArb = fc.record({
  prefMinAge: fc.integer({ min: 22, max: 30 }),
  prefMaxAge: fc.integer({ min: 30, max: 45 }),
  prefJobType: fc.constantFrom(null, 'Private'),
  prefResidenceType: fc.constantFrom(null, 'Own'),
  prefMaxKids: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
});
const hiddenArb = fc.record({
  first: fc.constantFrom(...FIRST_NAMES),
  surname: fc.constantFrom(...SURNAMES),
  father: fc.constantFrom('Tariq', 'Aslam', 'Nadeem'),
  phone: digits,
  familyPhone: digits,
  contact: digits,
  requirements: requirementsArb,
});
const womanArb = fc.record({
  age: fc.integer({ min: 24, max: 30 }),
  city: fc.constantFrom('Lahore', 'Muridke', 'Kasur'),
  casteIsSurname: fc.boolean(),
  ownCaste: fc.constantFrom(...OWN_CASTES),
  jobTitleHasName: fc.boolean(),
  educationHasPhone: fc.boolean(),
  homeTown: fc.constantFrom(null, 'Sialkot', 'Multan'),
  educationYears: fc.option(fc.integer({ min: 12, max: 18 }), { nil: null }),
  heightFt: fc.constantFrom(null, 5),
  residenceType: fc.constantFrom('Own', 'Rented'),
  jobType: fc.constantFrom(null, 'Private', 'Government'),
  a: hiddenArb,
  b: hiddenArb,
});
type Woman = typeof womanArb extends fc.Arbitrary<infer T> ? T : never;

/** The stored columns of one variant of a woman's hidden values. */
function stored(w: Woman, h: Woman['a']) {
  return {
    name: `${h.first} ${h.surname}`,
    fatherName: `${h.father} ${h.surname}`,
    phoneNo: `+92300${h.phone.slice(0, 7)}`,
    familyPhoneNo: `+92321${h.familyPhone.slice(0, 7)}`,
    email: `${h.first.toLowerCase()}.${h.surname.toLowerCase()}@example.com`,
    address: `House ${h.contact.slice(0, 3)}, ${h.surname} Street`,
    caste: w.casteIsSurname ? h.surname : w.ownCaste,
    jobTitle: w.jobTitleHasName ? `${h.first} tutors` : 'Teacher',
    education: w.educationHasPhone ? `MSc, call 03${h.contact}` : 'MSc',
    aboutYou: `I am ${h.first}, WhatsApp 03${h.phone}.`,
    ...h.requirements,
  };
}

/** Everything a family may ask of its list, and every pair's score. */
const QUERIES = [
  '',
  'sort=newest',
  'sort=distance',
  ...[...SURNAMES, ...OWN_CASTES, 'hidden', 'a'].map((c) => `caste=${c.toLowerCase()}`),
  ...[...FIRST_NAMES, 'tutors', 'hidden'].map((j) => `jobTitle=${j.toLowerCase()}`),
  ...['call 0', 'call 03', 'call 031', 'call 032', 'call [hidden]', 'msc'].map(
    (e) => `education=${encodeURIComponent(e)}`,
  ),
  ...[...FIRST_NAMES, ...SURNAMES, 'tutors', '0300'].map((q) => `q=${q.toLowerCase()}`),
  'homeTown=sialkot',
  'nativeLanguage=Punjabi',
  'minAge=26',
];

// 20 random worlds, in two tests of 10 (each well within its time limit on a loaded machine, issue 26).
it.for([1, 2])(
  'a family’s answers are the same whichever hidden values are stored (worlds %i of 2)',
  {
    timeout: 240_000,
  },
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Malik', 'Arain', 'Awan'),
        fc.boolean(),
        fc.array(womanArb, { minLength: 2, maxLength: 5 }),
        async (hisCaste, requiresHisCaste, women) => {
          await t.db.deleteFrom('profiles').execute();
          const searcher = await insertScoreSearcher(t.db, {
            name: 'Searching Saad',
            caste: hisCaste,
            prefCaste: requiresHisCaste ? hisCaste : null,
          });
          const man = await t.familyAuth(searcher);
          const ids: number[] = [];
          for (const w of women) {
            const visible = {
              gender: 'Female' as const,
              age: w.age,
              city: w.city,
              homeTown: w.homeTown,
              educationYears: w.educationYears,
              heightFt: w.heightFt,
              heightIn: w.heightFt === null ? null : 4,
              residenceType: w.residenceType,
              jobType: w.jobType,
            };
            ids.push((await insertProfile(t.db, { ...visible, ...stored(w, w.a) })).id);
          }
          const answers = async () => {
            const out: Record<string, unknown> = {};
            for (const query of QUERIES) out[query] = (await get(`/api/profiles?${query}`, man)).json();
            for (const id of ids) {
              out[`view ${id}`] = (await get(`/api/profile/${id}`, man)).json();
              out[`match ${id}`] = (await get(`/api/profile/${id}/match`, man)).json();
            }
            return out;
          };
          const before = await answers();
          const repository = profilesRepository(t.db);
          for (const [i, w] of women.entries()) {
            await t.db.updateTable('profiles').set(stored(w, w.b)).where('id', '=', ids[i]).execute();
            await repository.refreshMatchColumns(ids[i]);
          }
          const after = await answers();
          // What he receives of each woman is the same (the views), and so is everything else he is told.
          for (const id of ids) expect(after[`view ${id}`]).toEqual(before[`view ${id}`]);
          for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
        },
      ),
      { numRuns: 10 },
    );
  },
);
