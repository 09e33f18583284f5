/**
 * Issue 16 item 8 (decision 034): the server picks the privacy note each viewer reads on a profile
 * (`privacyNote` of the profile it sends), with the facts it decides privacy by: who looks, her side of their
 * connection, and whose pictures are kept private. The cases themselves are in src/shared/privacy-note.test.ts.
 */
import type { SideStatus } from '@shared/connection-status';
import { describe, expect, it } from 'vitest';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';

const t = apiFixture();
async function family(values: Parameters<typeof insertProfile>[1]) {
  const p = await insertProfile(t.db, values);
  return { id: p.id, auth: await t.familyAuth(p) };
}
const profileAs = async (auth: string, id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/profile/${id}`,
    headers: { authorization: auth },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profile as { privacyNote?: string; name?: string };
};
/** The man's profile sent to her and hers to him, then her side set as the test needs. */
async function connect(woman: number, man: number, herSide: SideStatus) {
  for (const [sentTo, profileSent] of [
    [man, woman],
    [woman, man],
  ]) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/profile-connection',
      payload: { sentTo, profileSent },
      headers: { authorization: t.admin },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  const set = await t.app.inject({
    method: 'PATCH',
    url: `/api/profile-connection/${woman}-${man}/${woman}`,
    payload: { status: herSide },
    headers: { authorization: t.admin },
  });
  expect(set.statusCode, set.body).toBe(200);
}

describe('privacyNote of GET /api/profile/{id}', () => {
  it('speaks to the woman on her own profile, and to the man on his', async () => {
    const woman = await family({ gender: 'Female', age: 25 });
    const private_ = await family({ gender: 'Female', age: 25, restrictPhotosVisibility: true });
    const man = await family({ gender: 'Male', age: 30 });
    expect((await profileAs(woman.auth, woman.id)).privacyNote).toBe('herOwn');
    expect((await profileAs(private_.auth, private_.id)).privacyNote).toBe('herOwnPicturesPrivate');
    expect((await profileAs(man.auth, man.id)).privacyNote).toBe('hisOwn');
  });

  it('tells a man what is true before and after she accepts, with her pictures private or not', async () => {
    for (const picturesPrivate of [false, true]) {
      const woman = await family({ gender: 'Female', age: 25, restrictPhotosVisibility: picturesPrivate });
      const man = await family({ gender: 'Male', age: 30 });
      const suffix = picturesPrivate ? 'PicturesPrivate' : '';
      await connect(woman.id, man.id, 'Profile Received');
      const before = await profileAs(man.auth, woman.id);
      expect(before.privacyNote).toBe(`beforeSheAccepts${suffix}`);
      expect(before.name).toBeUndefined();
      await connect(woman.id, man.id, 'Profile Accepted');
      const after = await profileAs(man.auth, woman.id);
      expect(after.privacyNote).toBe(`afterSheAccepts${suffix}`);
      expect(after.name).toBeDefined();
      // She withdraws: as before.
      await connect(woman.id, man.id, 'Profile Rejected');
      expect((await profileAs(man.auth, woman.id)).privacyNote).toBe(`beforeSheAccepts${suffix}`);
    }
  });

  it('tells a woman on a man’s profile about her own name and pictures; matchmakers what families see of her', async () => {
    const woman = await family({ gender: 'Female', age: 25 });
    const private_ = await family({ gender: 'Female', age: 25, restrictPhotosVisibility: true });
    const man = await family({ gender: 'Male', age: 30, restrictPhotosVisibility: true });
    await connect(woman.id, man.id, 'Profile Received');
    await connect(private_.id, man.id, 'Profile Received');
    expect((await profileAs(woman.auth, man.id)).privacyNote).toBe('womanViewingMan');
    expect((await profileAs(private_.auth, man.id)).privacyNote).toBe('womanViewingManPicturesPrivate');
    expect((await profileAs(t.admin, woman.id)).privacyNote).toBe('forMatchmakers');
    expect((await profileAs(t.admin, private_.id)).privacyNote).toBe('forMatchmakersPicturesPrivate');
    expect((await profileAs(t.admin, man.id)).privacyNote).toBeUndefined();
  });

  it('tells a woman what his family sees of her now: before her answer, after Interested, after she withdraws (issue 25)', async () => {
    for (const picturesPrivate of [false, true]) {
      const woman = await family({ gender: 'Female', age: 25, restrictPhotosVisibility: picturesPrivate });
      const man = await family({ gender: 'Male', age: 30 });
      const suffix = picturesPrivate ? 'PicturesPrivate' : '';
      const stage = async () => ({
        toHer: (await profileAs(woman.auth, man.id)).privacyNote,
        hisView: await profileAs(man.auth, woman.id),
      });

      await connect(woman.id, man.id, 'Profile Received');
      let now = await stage();
      expect(now.toHer).toBe(`womanViewingMan${suffix}`);
      expect(now.hisView.name).toBeUndefined();

      // Her family answers Interested itself, as on the profile page.
      const answered = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile-connection',
        payload: { connectionWith: man.id, status: 'Profile Accepted' },
        headers: { authorization: woman.auth },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      now = await stage();
      expect(now.toHer).toBe(`womanViewingManAfterInterested${suffix}`);
      // What the note says is what his family receives.
      expect(now.hisView.name).toBeDefined();

      await connect(woman.id, man.id, 'In Contact');
      expect((await stage()).toHer).toBe(`womanViewingManAfterInterested${suffix}`);

      await connect(woman.id, man.id, 'Rejected After Contact');
      now = await stage();
      expect(now.toHer).toBe(`womanViewingManDeclined${suffix}`);
      expect(now.hisView.name).toBeUndefined();

      // The same note reaches her on My Connections.
      const connections = await t.app.inject({
        method: 'GET',
        url: '/api/connections',
        headers: { authorization: woman.auth },
      });
      expect(connections.statusCode, connections.body).toBe(200);
      expect(connections.body).toContain(`"privacyNote":"womanViewingManDeclined${suffix}"`);
    }
  });
});
