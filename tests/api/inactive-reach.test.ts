/**
 * Issue 25, item 7 (decision 048): an InActive profile reaches a family only where its own side had accepted
 * that family (Profile Accepted, In Contact or Matched). A man whose only link to her is his own "Not
 * Interested", or whose profile she received and never answered, gets 404 for her profile, as an unconnected
 * man does; her pictures (`/file/{id}`) follow the same rule.
 */
import type { SideStatus } from '@shared/connection-status';
import { describe, expect, it } from 'vitest';
import { profilesRepository } from '../../src/server/profiles/repository';
import { apiFixture } from '../support/api';
import { insertProfile } from '../support/factories';
import { filepondBody, jpegWithGps } from '../support/pictures';

const t = apiFixture();
type Family = { id: number; auth: string; cookie: string };

async function family(overrides: Parameters<typeof insertProfile>[1]): Promise<Family> {
  const created = await insertProfile(t.db, overrides);
  const session = await t.signIn(String(created.id), created.accessToken);
  return { id: created.id, auth: session.authorization, cookie: session.cookie };
}

/** A connection as it stands after both families' answers: `theirs` is the InActive profile's own side. */
async function connect(viewer: Family, profile: Family, viewerSide: SideStatus, theirs: SideStatus) {
  await t.db
    .insertInto('connections')
    .values({
      profile1Id: viewer.id,
      profile2Id: profile.id,
      profile1Status: viewerSide,
      profile2Status: theirs,
      profile1UpdatedAt: new Date(),
      profile2UpdatedAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();
}

const getProfile = (viewer: Family, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/profile/${id}`, headers: { authorization: viewer.auth } });
const getFile = (viewer: Family, file: string) =>
  t.app.inject({ method: 'GET', url: `/file/${file}`, headers: { cookie: viewer.cookie } });

async function pictureOf(profileId: number) {
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(400, 300), 'me.jpg', 'image/jpeg'),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  expect((await profilesRepository(t.db).setPictures(profileId, [uploaded.body])).ok).toBe(true);
  return uploaded.body;
}

describe('An InActive profile', () => {
  it("reaches a man only where her own side had accepted him, not through his own 'Not Interested'", async () => {
    const her = await family({
      gender: 'Female',
      age: 26,
      status: 'InActive',
      inactiveReason: 'Matched (Elsewhere)',
    });
    const declinedHer = await family({ gender: 'Male', age: 30 });
    const unconnected = await family({ gender: 'Male', age: 30 });
    const unanswered = await family({ gender: 'Male', age: 30 });
    const accepted = await family({ gender: 'Male', age: 30 });
    const inContact = await family({ gender: 'Male', age: 30 });
    await connect(declinedHer, her, 'Profile Rejected', 'Not Received');
    await connect(unanswered, her, 'Profile Accepted', 'Profile Received');
    await connect(accepted, her, 'Profile Accepted', 'Profile Accepted');
    await connect(inContact, her, 'In Contact', 'In Contact');

    expect((await getProfile(declinedHer, her.id)).statusCode).toBe(404);
    expect((await getProfile(unconnected, her.id)).statusCode).toBe(404);
    expect((await getProfile(unanswered, her.id)).statusCode).toBe(404);
    expect((await getProfile(accepted, her.id)).statusCode).toBe(200);
    expect((await getProfile(inContact, her.id)).statusCode).toBe(200);
    // Her own family still reaches her own profile.
    expect((await getProfile(her, her.id)).statusCode).toBe(200);
    // A family's connections list follows the same rule: his own Not Interested does not bring her back.
    const listed = async (viewer: Family) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/connections',
            headers: { authorization: viewer.auth },
          })
        ).json() as { secondary: { profile: { _id: number } } }[]
      ).map((c) => c.secondary.profile._id);
    expect(await listed(declinedHer)).toEqual([]);
    expect(await listed(unanswered)).toEqual([]);
    expect(await listed(accepted)).toEqual([her.id]);
  });

  it('gives its pictures by the same rule (/file/{id})', async () => {
    // A man's pictures reach every woman who reaches his profile, so his InActive profile shows the rule.
    const him = await family({
      gender: 'Male',
      age: 30,
      status: 'InActive',
      inactiveReason: 'Not Interested',
    });
    const picture = await pictureOf(him.id);
    const declinedHim = await family({ gender: 'Female', age: 26 });
    const acceptedBy = await family({ gender: 'Female', age: 26 });
    await connect(declinedHim, him, 'Profile Rejected', 'Not Received');
    await connect(acceptedBy, him, 'Profile Accepted', 'Matched');

    expect((await getProfile(declinedHim, him.id)).statusCode).toBe(404);
    expect((await getFile(declinedHim, picture)).statusCode).toBe(404);
    expect((await getProfile(acceptedBy, him.id)).statusCode).toBe(200);
    expect((await getFile(acceptedBy, picture)).statusCode).toBe(200);
  });

  it('stays reachable through any connection while it is Active', async () => {
    const her = await family({
      gender: 'Female',
      age: 26,
      city: 'Karachi',
      religion: 'Christian',
      sect: null,
    });
    const declinedHer = await family({ gender: 'Male', age: 30 });
    await connect(declinedHer, her, 'Profile Rejected', 'Not Received');
    expect((await getProfile(declinedHer, her.id)).statusCode).toBe(200);
  });
});
