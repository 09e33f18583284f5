/**
 * Issue 25 (DESIGN §3, decision 048): text that other families read is reviewed. Once a profile is approved,
 * a family's edit of its text is held: other families keep receiving the approved text (its page, the list
 * card, the family search `q`) until a matchmaker approves the new one; the family sees its own new text at
 * once; matchmakers see both, approve or decline it, and the history names who did.
 */
import { HELD_TEXT_MESSAGES } from '@shared/held-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { manProfile, womanProfile } from '../support/profiles';
import { ADMIN } from '../support/test-app';

const t = apiFixture();
type Family = { id: number; auth: string };
type Profile = Record<string, unknown> & { _id: number };

const { call } = t;

async function family(payload: Record<string, unknown>, status: 'Active' | 'Review' = 'Active') {
  const created = await t.app.inject({ method: 'POST', url: '/api/profile', payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { _id: number })._id;
  if (status === 'Active')
    expect(
      (
        await call({
          method: 'PATCH',
          url: `/api/profile/${id}`,
          auth: t.admin,
          payload: { status: 'Active' },
        })
      ).statusCode,
    ).toBe(200);
  const { accessToken } = await t.db
    .selectFrom('profiles')
    .select('accessToken')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, auth: (await t.signIn(String(id), accessToken)).authorization } satisfies Family;
}

const viewOf = async (viewer: string, id: number) => {
  const response = await call({ method: 'GET', url: `/api/profile/${id}`, auth: viewer });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profile: Profile }).profile;
};
/** The family's whole profile as its GET answers it, with changes: a PUT of it (SPEC §7). */
async function edit(who: Family, changes: Record<string, unknown>) {
  const own = await viewOf(who.auth, who.id);
  return call({
    method: 'PUT',
    url: `/api/profile/${who.id}`,
    auth: who.auth,
    payload: { ...own, ...changes },
  });
}
const cardsOf = async (viewer: string, query = '') => {
  const response = await call({ method: 'GET', url: `/api/profiles${query}`, auth: viewer });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { profiles: Profile[] }).profiles;
};
const historyOf = async (id: number) =>
  (
    (await call({ method: 'GET', url: `/api/profile/${id}/history`, auth: t.admin })).json() as {
      field: string;
      from: string | null;
      to: string | null;
      by: string;
    }[]
  ).map((h) => [h.field, h.from, h.to, h.by]);

const OLD_ABOUT = 'Teacher who loves reading and cooking.';
const NEW_ABOUT = 'Fashion designer who loves tailoring and travel.';

describe('a family’s edit of its text after approval', () => {
  let woman: Family;
  let man: Family;
  beforeAll(async () => {
    woman = await family(womanProfile({ name: 'Hira Held', aboutYou: OLD_ABOUT, jobTitle: 'Teacher' }));
    man = await family(manProfile({ name: 'Faraz Reader', phoneNo: '03331230001' }));
  });

  it('is held: other families keep the approved text until a matchmaker approves the new one', async () => {
    // Before: the man reaches her page, her card and finds her by her text.
    expect((await cardsOf(man.auth)).map((p) => p._id)).toContain(woman.id);

    const saved = await edit(woman, {
      aboutYou: NEW_ABOUT,
      jobTitle: 'Fashion designer',
      monthlyIncome: 90000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The family reads its own new text at once, and what waits for review.
    expect(saved.json()).toMatchObject({
      aboutYou: NEW_ABOUT,
      jobTitle: 'Fashion designer',
      monthlyIncome: 90000,
      heldText: { aboutYou: NEW_ABOUT, jobTitle: 'Fashion designer' },
      heldAt: expect.any(String),
    });
    expect(await viewOf(woman.auth, woman.id)).toMatchObject({ aboutYou: NEW_ABOUT });

    // Another family: the approved text on her page, her card and in its search; nothing held reaches it.
    const seen = await call({ method: 'GET', url: `/api/profile/${woman.id}`, auth: man.auth });
    expect(seen.json().profile).toMatchObject({
      aboutYou: OLD_ABOUT,
      jobTitle: 'Teacher',
      monthlyIncome: 90000,
    });
    expect(seen.body).not.toContain('tailoring');
    expect(seen.body).not.toContain('heldText');
    const card = (await cardsOf(man.auth)).find((p) => p._id === woman.id);
    expect(card).toMatchObject({ jobTitle: 'Teacher' });
    expect((await cardsOf(man.auth, '?q=tailoring')).map((p) => p._id)).not.toContain(woman.id);
    expect((await cardsOf(man.auth, '?q=cooking')).map((p) => p._id)).toContain(woman.id);

    // The matchmaker: the approved text with the held one beside it, in the count and the queue.
    expect(await viewOf(t.admin, woman.id)).toMatchObject({
      aboutYou: OLD_ABOUT,
      heldText: { aboutYou: NEW_ABOUT, jobTitle: 'Fashion designer' },
      heldAt: expect.any(String),
    });
    expect((await call({ method: 'GET', url: '/api/admin/counts', auth: t.admin })).json()).toMatchObject({
      heldEdits: 1,
    });
    expect((await cardsOf(t.admin, '?held=true&status=All')).map((p) => p._id)).toEqual([woman.id]);

    // Families cannot approve, not even their own; nothing changes.
    for (const auth of [woman.auth, man.auth]) {
      const refused = await call({
        method: 'POST',
        url: `/api/profile/${woman.id}/held-edits/approve`,
        auth,
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
    }
    // A matchmaker who looked at other text (the family changed it since) approves nothing.
    const stale = await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/held-edits/approve`,
      auth: t.admin,
      payload: {
        heldText: { aboutYou: 'Something older' },
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(HELD_TEXT_MESSAGES.changedMeanwhile);
    const bad = await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/held-edits/approve`,
      auth: t.admin,
      payload: {
        everything: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown field: everything. Nothing was saved.');
    expect((await viewOf(man.auth, woman.id)).aboutYou).toBe(OLD_ABOUT);

    const approved = await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/held-edits/approve`,
      auth: t.admin,
      payload: {
        heldText: { aboutYou: NEW_ABOUT, jobTitle: 'Fashion designer' },
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ aboutYou: NEW_ABOUT, heldText: null, heldAt: null });

    // Now every family reads it, the card and the search too.
    expect((await viewOf(man.auth, woman.id)).aboutYou).toBe(NEW_ABOUT);
    expect((await cardsOf(man.auth)).find((p) => p._id === woman.id)).toMatchObject({
      jobTitle: 'Fashion designer',
    });
    expect((await cardsOf(man.auth, '?q=tailoring')).map((p) => p._id)).toContain(woman.id);
    expect((await call({ method: 'GET', url: '/api/admin/counts', auth: t.admin })).json()).toMatchObject({
      heldEdits: 0,
    });

    // The history: the family's held edit, then the matchmaker's approval, field by field.
    const family = `Family of profile #${woman.id}`;
    expect(await historyOf(woman.id)).toEqual(
      expect.arrayContaining([
        ['held:aboutYou', OLD_ABOUT, NEW_ABOUT, family],
        ['held:jobTitle', 'Teacher', 'Fashion designer', family],
        ['monthlyIncome', '80000', '90000', family],
        ['aboutYou', OLD_ABOUT, NEW_ABOUT, ADMIN.email],
        ['jobTitle', 'Teacher', 'Fashion designer', ADMIN.email],
        ['heldTextApproved', null, 'aboutYou, jobTitle', ADMIN.email],
      ]),
    );
    // Nothing is left to approve.
    const again = await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/held-edits/approve`,
      auth: t.admin,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HELD_TEXT_MESSAGES.nothingHeld);
  });

  it('can be declined: the approved text stays, for the family too, and the history keeps the declined one', async () => {
    const declinedText = 'Call us on WhatsApp, ask for Hira.';
    expect((await edit(woman, { aboutYou: declinedText })).statusCode).toBe(200);
    expect((await viewOf(woman.auth, woman.id)).aboutYou).toBe(declinedText);
    expect((await viewOf(man.auth, woman.id)).aboutYou).toBe(NEW_ABOUT);

    const declined = await call({
      method: 'POST',
      url: `/api/profile/${woman.id}/held-edits/decline`,
      auth: t.admin,
      payload: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ aboutYou: NEW_ABOUT, heldText: null });
    expect(await viewOf(woman.auth, woman.id)).toMatchObject({ aboutYou: NEW_ABOUT, heldText: null });
    expect((await viewOf(man.auth, woman.id)).aboutYou).toBe(NEW_ABOUT);
    const history = await historyOf(woman.id);
    expect(history).toEqual(
      expect.arrayContaining([
        ['held:aboutYou', declinedText, null, ADMIN.email],
        ['heldTextDeclined', null, 'aboutYou', ADMIN.email],
      ]),
    );
    expect(history).not.toContainEqual(['aboutYou', NEW_ABOUT, declinedText, ADMIN.email]);
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/profile/${woman.id}/held-edits/decline`,
          auth: t.admin,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
  });

  it('is not held when picked from a list, emptied, or made by a matchmaker; a matchmaker’s edit replaces the held one', async () => {
    // A listed city carries no words of the family's own: it applies at once.
    expect((await edit(woman, { city: 'Karachi', aboutYou: 'Moved to Karachi.' })).statusCode).toBe(200);
    const asMatchmaker = await viewOf(t.admin, woman.id);
    expect(asMatchmaker).toMatchObject({ city: 'Karachi', heldText: { aboutYou: 'Moved to Karachi.' } });
    // The matchmaker's own edit of that field writes the column and drops the family's held text.
    const byMatchmaker = await call({
      method: 'PUT',
      url: `/api/profile/${woman.id}`,
      auth: t.admin,
      payload: {
        ...asMatchmaker,
        aboutYou: 'Lives in Karachi now.',
      },
    });
    expect(byMatchmaker.statusCode, byMatchmaker.body).toBe(200);
    expect(byMatchmaker.json()).toMatchObject({ aboutYou: 'Lives in Karachi now.', heldText: null });
    expect((await viewOf(woman.auth, woman.id)).aboutYou).toBe('Lives in Karachi now.');
    // Emptying a text leaves nothing to review.
    expect((await edit(woman, { partnerDetails: '' })).statusCode).toBe(200);
    expect(await viewOf(t.admin, woman.id)).toMatchObject({ partnerDetails: null, heldText: null });
  });

  it('is not held while the profile is in Review: the whole profile is reviewed with it', async () => {
    const newcomer = await family(womanProfile({ name: 'Nida New', phoneNo: '03001230002' }), 'Review');
    expect((await edit(newcomer, { aboutYou: 'Rewritten before review.' })).statusCode).toBe(200);
    expect(await viewOf(t.admin, newcomer.id)).toMatchObject({
      aboutYou: 'Rewritten before review.',
      heldText: null,
    });
  });
});
