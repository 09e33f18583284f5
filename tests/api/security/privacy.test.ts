/**
 * What each viewer receives (issue 6, DESIGN §3, docs/decisions/007-profile-privacy.md): sign in as each kind
 * of viewer, walk every endpoint that answers profiles, and search the raw response body (the serialised
 * JSON, not one field) for every value that viewer must not receive.
 *
 * The people:
 * - woman: 'Ayesha Secretname', two pictures, phone, family phone, e-mail, address 'House 7 Hidden Street'.
 * - man: connected to her (both sides Profile Received at first); also a two-way match.
 * - match: a man who is a two-way match of hers but has no connection.
 * - otherWoman: another woman, connected to her (Ayesha's profile reached her by a connection made before sends
 *   were guarded, issue 15).
 * - admin: the matchmaker.
 */
import { FAMILY_REQUIREMENT_KEYS } from '@shared/family-requirements';
import { REASON_FIELDS } from '@shared/match-score';
import { normalisePhone } from '@shared/phone';
import { type ProfileInput, profileFieldsSchema } from '@shared/profile-schema';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '../../support/api';
import { filepondBody, jpegWithGps } from '../../support/pictures';
import { manProfile, womanProfile } from '../../support/profiles';
import { ADMIN, basic } from '../../support/test-app';

type Family = 'woman' | 'man' | 'match' | 'otherWoman';
type Viewer = Family | 'admin';
const FAMILIES: Family[] = ['woman', 'man', 'match', 'otherWoman'];
const WOMEN: Family[] = ['woman', 'otherWoman'];

type Person = {
  key: Family;
  id: number;
  gender: 'Male' | 'Female';
  accessToken: string;
  auth: string;
  credentials: string;
  name: string;
  fatherName: string;
  phones: string[];
  email: string;
  address: string;
  /** Picture and thumbnail ids. */
  pictureIds: string[];
};

const PAYLOADS: Record<Family, ProfileInput> = {
  woman: womanProfile({
    name: 'Ayesha Secretname',
    fatherName: 'Imran Fathername',
    phoneNo: '0300 7654321',
    familyPhoneNo: '+92 321 5550199',
    email: 'ayesha.secret@example.pk',
    address: 'House 7 Hidden Street',
  }),
  man: manProfile({
    name: 'Bilal Connected',
    fatherName: 'Ahmed Manfather',
    phoneNo: '0333 1112223',
    familyPhoneNo: '0345 9998887',
    email: 'bilal.connected@example.pk',
    address: 'Street 9 Manpark',
  }),
  match: manProfile({
    name: 'Nadeem Unconnected',
    age: 29,
    fatherName: 'Qasim Matchfather',
    phoneNo: '0311 2223334',
    familyPhoneNo: '0312 4445556',
    email: 'nadeem.match@example.pk',
    address: 'Plot 3 Nadeem Colony',
  }),
  otherWoman: womanProfile({
    name: 'Fatima Otherwoman',
    age: 27,
    fatherName: 'Karim Fatherfatima',
    phoneNo: '0301 5556667',
    familyPhoneNo: '0302 6667778',
    email: 'fatima.other@example.pk',
    address: 'Flat 5 Fatima Towers',
  }),
};

/** Latin digits written as Urdu digits, as a family may type them in free text. */
const urduDigits = (text: string) => text.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/**
 * Free text that repeats what the fields withhold (issue 14): her names, her phones in Latin and Urdu
 * digits, her e-mail. The suite below searches every family response for each of them.
 */
function withSecretsInText(payload: ProfileInput): ProfileInput {
  const phone = String(payload.phoneNo);
  return {
    ...payload,
    aboutYou: `My name is ${payload.name}, call ${phone} or ${urduDigits(phone)}.`,
    brothersDetails: `Our father ${payload.fatherName}; write to ${payload.email} or https://facebook.com/${String(payload.email).split('@')[0]}`,
    partnerDetails: `Family phone ${payload.familyPhoneNo}, ask for ${String(payload.name).split(' ')[1]}.`,
  };
}

/** Every way a phone number could be written: normalised, without +, local, national, spaced, dashed, last 7. */
function phoneFormats(phone: string): string[] {
  const normalised = normalisePhone(phone);
  const national = normalised.replace(/^\+92/, '');
  return [
    normalised,
    normalised.slice(1),
    `0${national}`,
    national,
    `0${national.slice(0, 3)} ${national.slice(3)}`,
    `0${national.slice(0, 3)}-${national.slice(3)}`,
    `+92 ${national.slice(0, 3)} ${national.slice(3)}`,
    national.slice(3),
  ];
}

/** Keys only a matchmaker receives, searched for as JSON keys anywhere in a body. */
const ADMIN_KEYS = [
  'paidFee',
  'expectedAdvanceFee',
  'expectedPostMatchFee',
  'restrictPhotosVisibility',
  'accessToken',
  'loginLink',
  'aiFilters',
  'defaultAiFilters',
  'inactiveReason',
  // The matchmaker's note with the reason "Other" (decision 071): never to a family, its own profile included.
  'inactiveNote',
  // Possible duplicates (issue 18, decision 038): families are never told, not even of their own profile.
  'duplicates',
  'possibleDuplicate',
  'matchedOn',
  // Near matches (issue 17, decision 044) are the matchmakers'.
  'relaxed',
];
/** Keys that only the family itself and the matchmaker receive on a profile. */
const OWN_KEYS = [
  'phoneNo',
  'familyPhoneNo',
  'email',
  'address',
  'status',
  'createdAt',
  'updatedAt',
  // A family's edits waiting for review (issue 25, decision 048): its own and the matchmakers', nobody else's.
  'heldText',
  'heldAt',
];

const t = apiFixture();
/** The matchmaker's own sign-in here, so that its token is among the issued ones. */
let admin: string;
/** Every session token handed out in this file, to prove none is stored as it is. */
const issuedTokens: string[] = [];

/** Signs in and remembers the session token. */
async function signInAs(username: string, password: string) {
  const signed = await t.signIn(username, password);
  issuedTokens.push(signed.user.token);
  return signed.authorization;
}
const people = {} as Record<Family, Person>;
const connections = { womanMan: 0, womanOther: 0 };
/** A matchmaker's note on each profile (issue 15): text no family may ever receive. */
const noteTexts = {} as Record<Family, string>;
/** Each family's edit of its "about you" waiting for review (issue 25): no other family may receive it. */
const heldTexts = {} as Record<Family, string>;
/**
 * Families' reports (issue 18): the details no family may ever receive (the reported family never learns it
 * was reported, nor by whom; the reporter gets only a thank-you), and a reason no family's answer names.
 */
const reportTexts: string[] = [];
const REPORT_REASON = 'Asked for money';
/** Possible duplicates of the woman and of the man, in Review (issue 18, decision 038). */
const twins: number[] = [];
/** What the world is like now (each phase changes it). */
const state = { womanAcceptedMan: false, womanRestricted: false };

const { call } = t;

async function upload(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...filepondBody(await jpegWithGps(160, 120), 'me.jpg', 'image/jpeg'),
  });
  expect(response.statusCode).toBe(201);
  return response.body;
}

async function adminPatch(id: number, payload: object) {
  const response = await call({ method: 'PATCH', url: `/api/profile/${id}`, payload, auth: admin });
  expect(response.statusCode, response.body).toBe(200);
}

async function setSide(
  connection: 'womanMan' | 'womanOther',
  pair: [number, number],
  side: number,
  status: string,
) {
  const response = await call({
    method: 'PATCH',
    url: `/api/profile-connection/${pair[0]}-${pair[1]}/${side}`,
    payload: { status },
    auth: admin,
  });
  expect(response.statusCode, `${connection}: ${response.body}`).toBe(200);
}

beforeAll(async () => {
  admin = await signInAs(ADMIN.email, ADMIN.password);
  const womanPictures = [await upload(), await upload()];
  const manPicture = [await upload()];
  for (const key of FAMILIES) {
    const pictures = key === 'woman' ? womanPictures : key === 'man' ? manPicture : [];
    const payload: Record<string, unknown> = { ...withSecretsInText(PAYLOADS[key]), pictures };
    const created = await call({ method: 'POST', url: '/api/profile', payload });
    expect(created.statusCode, created.body).toBe(201);
    // A family learns only its new id.
    expect(Object.keys(created.json())).toEqual(['_id']);
    const id = created.json()._id as number;
    await adminPatch(id, { status: 'Active' });
    const row = await t.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const pictureRows = await t.db.selectFrom('pictures').selectAll().where('profileId', '=', id).execute();
    people[key] = {
      key,
      id,
      gender: row.gender,
      accessToken: row.accessToken,
      credentials: basic(String(id), row.accessToken),
      auth: await signInAs(String(id), row.accessToken),
      name: String(payload.name),
      fatherName: String(payload.fatherName),
      phones: [
        ...phoneFormats(String(payload.phoneNo)),
        ...phoneFormats(String(payload.familyPhoneNo)),
        urduDigits(String(payload.phoneNo).replace(/\s/g, '')).slice(-7),
      ],
      email: String(payload.email),
      address: String(payload.address),
      pictureIds: pictureRows.flatMap((p) => [p.id, p.thumbnailId]),
    };
  }
  expect(people.woman.pictureIds).toHaveLength(4);
  // Fees and settings a matchmaker keeps on her profile.
  await adminPatch(people.woman.id, { paidFee: 37000 });
  await adminPatch(people.woman.id, {
    restrictPhotosVisibility: false,
    expectedAdvanceFee: 6000,
    expectedPostMatchFee: 19000,
  });
  // A requirement key only the matchmakers set (a flag that judges nothing): never in her own view (decision 059).
  await adminPatch(people.woman.id, { aiFilters: { heighted: true } });
  // The matchmakers' notes on every profile (issue 15).
  for (const key of FAMILIES) {
    noteTexts[key] = `Matchmaker note ${key} ${Math.random().toString(36).slice(2, 10)}`;
    const note = await call({
      method: 'POST',
      url: `/api/profile/${people[key].id}/notes`,
      payload: { text: noteTexts[key] },
      auth: admin,
    });
    expect(note.statusCode, note.body).toBe(201);
  }

  // Each family's new "about you", held for the matchmakers (decision 048), as its save of an approved
  // profile leaves it.
  for (const key of FAMILIES) {
    heldTexts[key] = `Held words ${key} ${Math.random().toString(36).slice(2, 10)}`;
    await t.db
      .updateTable('profiles')
      .set({ heldText: JSON.stringify({ aboutYou: heldTexts[key] }), heldAt: new Date() })
      .where('id', '=', people[key].id)
      .execute();
  }

  const send = async (sentTo: number, profileSent: number) => {
    const response = await call({
      method: 'POST',
      url: '/api/profile-connection',
      payload: { sentTo, profileSent },
      auth: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json()._id as number;
  };
  const { woman, man, otherWoman } = people;
  connections.womanMan = await send(woman.id, man.id); // her side: Profile Received
  await send(man.id, woman.id); // his side: Profile Received
  // A send between two women is refused since issue 15 (decision 027); a connection between them made before
  // that guard (or before a matchmaker corrected a gender) still reaches her, so it is written directly.
  connections.womanOther = (
    await t.db
      .insertInto('connections')
      .values({
        profile1Id: otherWoman.id,
        profile2Id: woman.id,
        profile1Status: 'Profile Received',
        profile2Status: 'Not Received',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  // Reports (issue 18): the man and the other woman report her, and she reports the man.
  const reports: [Family, Family, Record<string, string>][] = [
    [
      'man',
      'woman',
      { reason: REPORT_REASON, details: 'Report text mansecret: she asked for 50,000 first.' },
    ],
    [
      'otherWoman',
      'woman',
      { reason: 'Other', details: 'Report text otherwomansecret: pictures are copied.' },
    ],
    [
      'woman',
      'man',
      { reason: 'Other', details: 'Report text womansecret: already engaged, says his cousin.' },
    ],
  ];
  for (const [by, about, payload] of reports) {
    reportTexts.push(payload.details);
    const response = await call({
      method: 'POST',
      url: `/api/profile/${people[about].id}/report`,
      payload,
      auth: people[by].auth,
    });
    expect(response.statusCode, response.body).toBe(201);
    // The reporter gets a thank-you, nothing of the report.
    expect(response.json()).toEqual({ message: 'Thank you. Our team will look into it.' });
  }

  // Possible duplicates (issue 18, decision 038): a second profile of hers in Review, her own phone typed
  // another way and her name, father's name and city; and one whose family phone is the man's phone.
  for (const twin of [
    womanProfile({
      ...PAYLOADS.woman,
      phoneNo: `+92 ${normalisePhone(String(PAYLOADS.woman.phoneNo)).slice(3)}`,
      familyPhoneNo: '',
      email: '',
    }),
    manProfile({
      name: 'Twin Manfamily',
      fatherName: 'Twin Father',
      phoneNo: '0399 1212121',
      familyPhoneNo: PAYLOADS.man.phoneNo,
      email: '',
    }),
  ]) {
    const created = await call({ method: 'POST', url: '/api/profile', payload: twin, auth: admin });
    expect(created.statusCode, created.body).toBe(201);
    twins.push(created.json()._id as number);
  }
});

/** Whether `viewer` may receive `p`'s name, father's name and pictures (before restrictPhotosVisibility). */
function mayIdentify(p: Person, viewer: Viewer): boolean {
  if (viewer === 'admin' || viewer === p.key || p.gender === 'Male') return true;
  if (WOMEN.includes(viewer)) return true;
  return p.key === 'woman' && viewer === 'man' && state.womanAcceptedMan;
}
function maySeePictures(p: Person, viewer: Viewer): boolean {
  const restricted = p.key === 'woman' && state.womanRestricted;
  // docs/decisions/007: the family itself keeps its own pictures (it edits them); every other non-admin loses them.
  return mayIdentify(p, viewer) && (viewer === 'admin' || viewer === p.key || !restricted);
}

/** Every value `viewer` must not receive, with a label for the report. */
function forbiddenFor(viewer: Viewer): { what: string; value: string }[] {
  if (viewer === 'admin') return [];
  // A family's own requirements are its own (decision 059): `aiFilters` is looked for on others' profiles below.
  const out: { what: string; value: string }[] = ADMIN_KEYS.filter((k) => k !== 'aiFilters').map((k) => ({
    what: `admin key ${k}`,
    value: `"${k}"`,
  }));
  for (const text of reportTexts) out.push({ what: `a report's details "${text}"`, value: text });
  out.push({ what: "a report's reason", value: REPORT_REASON });
  out.push({ what: 'a report key', value: '"reporter"' });
  // Match reasons about the partner requirements (the matchmakers', decision 043).
  for (const [name, fields] of Object.entries(REASON_FIELDS))
    if (fields.includes('aiFilters')) out.push({ what: `the match reason ${name}`, value: `"${name}"` });
  for (const p of Object.values(people)) {
    out.push({ what: `${p.key}'s access token`, value: p.accessToken });
    out.push({ what: `the matchmakers' note on ${p.key}`, value: noteTexts[p.key] });
    if (p.key === viewer) continue;
    out.push({ what: `${p.key}'s text waiting for review`, value: heldTexts[p.key] });
    for (const phone of p.phones) out.push({ what: `${p.key}'s phone as ${phone}`, value: phone });
    out.push({ what: `${p.key}'s e-mail`, value: p.email });
    out.push({ what: `${p.key}'s e-mail name`, value: p.email.split('@')[0] });
    out.push({ what: `${p.key}'s address`, value: p.address });
    if (!mayIdentify(p, viewer)) {
      out.push({ what: `${p.key}'s name`, value: p.name });
      out.push({ what: `${p.key}'s surname`, value: p.name.split(' ')[1] });
      out.push({ what: `${p.key}'s father's name`, value: p.fatherName });
      out.push({ what: `${p.key}'s father's surname`, value: p.fatherName.split(' ')[1] });
    }
    if (!maySeePictures(p, viewer))
      for (const id of p.pictureIds) out.push({ what: `${p.key}'s picture ${id}`, value: id });
  }
  return out;
}

/** Profile objects (anything with a numeric _id and a gender, other than the session user) inside a body. */
function profileObjects(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) profileObjects(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o._id === 'number' && 'gender' in o && !('role' in o)) found.push(o);
    for (const v of Object.values(o)) profileObjects(v, found);
  }
  return found;
}

type Answer = { label: string; status: number; body: string };

/** Every response `viewer` can get that carries a profile, as raw bodies. */
async function walk(viewer: Viewer): Promise<Answer[]> {
  const auth = viewer === 'admin' ? admin : people[viewer].auth;
  const ids = Object.values(people).map((p) => p.id);
  const requests: InjectOptions[] = [
    {
      method: 'GET',
      url: '/api/login',
      headers: {
        authorization: viewer === 'admin' ? basic(ADMIN.email, ADMIN.password) : people[viewer].credentials,
      },
    },
    { method: 'GET', url: '/api/session' },
    { method: 'GET', url: '/api/profiles' },
    { method: 'GET', url: '/api/profiles?page=1&gender=Female' },
    { method: 'GET', url: '/api/profiles?gender=Male' },
    { method: 'GET', url: '/api/profiles?q=Lahore' },
    { method: 'GET', url: '/api/profiles?city=Lahore&locationRadius=50' },
    { method: 'GET', url: '/api/profiles?duplicates=true' },
    { method: 'GET', url: '/api/profiles?near=true' },
    ...ids.flatMap((id) => [
      { method: 'GET' as const, url: `/api/profile/${id}` },
      { method: 'GET' as const, url: `/api/profile/${id}?withConnections=true` },
      { method: 'GET' as const, url: `/api/profile/${id}/notes` },
      { method: 'GET' as const, url: `/api/profile/${id}/history` },
      { method: 'GET' as const, url: `/api/profile/${id}/blocks` },
      { method: 'GET' as const, url: `/api/profile/${id}/match` },
      { method: 'GET' as const, url: `/api/profile/${id}/match?matchProfileId=${people.woman.id}` },
    ]),
    { method: 'GET', url: '/api/connections' },
    { method: 'GET', url: '/api/pending-connections' },
    { method: 'GET', url: '/api/reports' },
    { method: 'GET', url: '/api/blocks' },
    { method: 'GET', url: `/api/connections/${connections.womanMan}/history` },
    { method: 'GET', url: `/api/connections/${connections.womanOther}/history` },
  ];
  if (viewer === 'admin')
    requests.push(
      { method: 'GET', url: '/api/profiles?status=Active' },
      { method: 'GET', url: `/api/profiles?matchProfileId=${people.man.id}` },
      { method: 'GET', url: `/api/profiles?matchProfileId=${people.otherWoman.id}` },
      { method: 'GET', url: `/api/profiles?matchProfileId=${people.man.id}&near=true` },
    );
  const answers: Answer[] = [];
  for (const request of requests) {
    const headers = (request.headers as Record<string, string> | undefined) ?? { authorization: auth };
    const response = await t.app.inject({ ...request, headers });
    answers.push({
      label: `${request.method} ${request.url}`,
      status: response.statusCode,
      body: response.body,
    });
  }
  return answers;
}

/** Every leak in these answers for this viewer: a forbidden value in the raw body, or a forbidden key on a profile. */
function leaksIn(viewer: Viewer, answers: Answer[]): string[] {
  const leaks: string[] = [];
  const forbidden = forbiddenFor(viewer);
  for (const answer of answers) {
    for (const { what, value } of forbidden)
      if (answer.body.includes(value)) leaks.push(`${viewer} got ${what} from ${answer.label}`);
    if (viewer === 'admin' || (!answer.body.startsWith('{') && !answer.body.startsWith('['))) continue;
    for (const profile of profileObjects(JSON.parse(answer.body))) {
      const own = profile._id === people[viewer].id;
      for (const key of own ? ADMIN_KEYS : [...ADMIN_KEYS, ...OWN_KEYS])
        if (key in profile && !(own && key === 'aiFilters'))
          leaks.push(`${viewer} got ${key} of profile ${profile._id} from ${answer.label}`);
      // Its own requirements carry only the keys its form sets, never the matchmakers' (decision 059).
      const requirements = own ? (profile as { aiFilters?: object }).aiFilters : undefined;
      for (const key of Object.keys(requirements ?? {}))
        if (!(FAMILY_REQUIREMENT_KEYS as readonly string[]).includes(key))
          leaks.push(`${viewer} got the matchmakers' requirement ${key} from ${answer.label}`);
    }
  }
  return leaks;
}

const bodyOf = (answers: Answer[]) => answers.map((a) => a.body).join('\n');
const reachedProfile = (answers: Answer[], id: number) =>
  answers.some((a) => a.status === 200 && a.body.includes(`"_id":${id},`));

describe('with her side at Profile Received towards the connected man', () => {
  it('the matchmaker receives everything (the search below is not vacuous)', async () => {
    const all = bodyOf(await walk('admin'));
    const { woman } = people;
    for (const value of [
      woman.name,
      woman.fatherName,
      woman.email,
      woman.address,
      woman.accessToken,
      '"paidFee":37000',
      ...Object.values(noteTexts),
      ...Object.values(heldTexts),
      ...reportTexts,
      REPORT_REASON,
    ])
      expect(all).toContain(value);
    expect(all).toContain(woman.phones[0]);
    for (const id of woman.pictureIds) expect(all).toContain(id);
  });

  it.each(FAMILIES)('%s receives nothing she or he must not', async (viewer) => {
    const answers = await walk(viewer);
    expect(leaksIn(viewer, answers)).toEqual([]);
    // Not vacuous: each family's walk reached Ayesha's profile (her own family, the connected man, the match
    // through the list, the other woman through her connection).
    expect(reachedProfile(answers, people.woman.id)).toBe(true);
  });

  it('her own family receives her phone, address and pictures, but never her access token or fees', async () => {
    const all = bodyOf(await walk('woman'));
    const { woman } = people;
    for (const value of [woman.phones[0], woman.address, woman.email, woman.name, ...woman.pictureIds])
      expect(all).toContain(value);
  });

  it('another woman receives her name and pictures, never her phone or address', async () => {
    const answers = await walk('otherWoman');
    const all = bodyOf(answers);
    for (const value of [people.woman.name, people.woman.fatherName, ...people.woman.pictureIds])
      expect(all).toContain(value);
  });

  it('the two-way match who has no connection finds her in his list, without name, father or pictures', async () => {
    const list = await call({ method: 'GET', url: '/api/profiles', auth: people.match.auth });
    const card = list.json().profiles.find((p: { _id: number }) => p._id === people.woman.id);
    expect(card).toBeDefined();
    expect(card.picturesHidden).toBe(true);
    expect(card).not.toHaveProperty('name');
    expect(card).not.toHaveProperty('fatherName');
    expect(card).not.toHaveProperty('pictures');
    expect(card).not.toHaveProperty('pictureUrls');
  });

  it('a family that submits a profile, and a family that saves its own, get back nothing of anyone else', async () => {
    const created = await call({ method: 'POST', url: '/api/profile', payload: manProfile() });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json())).toEqual(['_id']);
    for (const viewer of FAMILIES) {
      const own = (
        await call({ method: 'GET', url: `/api/profile/${people[viewer].id}`, auth: people[viewer].auth })
      ).json();
      // The fields of its own profile as it received them (a body with anything else is refused whole).
      const fields = Object.fromEntries(
        Object.entries(own.profile).filter(([key]) => key in profileFieldsSchema.shape),
      );
      const saved = await call({
        method: 'PUT',
        url: `/api/profile/${people[viewer].id}`,
        payload: { ...fields, pictures: own.profile.pictures ?? [] },
        auth: people[viewer].auth,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(leaksIn(viewer, [{ label: 'PUT own profile', status: 200, body: saved.body }])).toEqual([]);
    }
    // Saving her own profile back kept her pictures.
    const pictures = await t.db
      .selectFrom('pictures')
      .select('id')
      .where('profileId', '=', people.woman.id)
      .execute();
    expect(pictures).toHaveLength(2);
  });
});

describe('pictures at /file/{id}', () => {
  const urlsFor = async (viewer: Family) => {
    const answer = await call({
      method: 'GET',
      url: `/api/profile/${people.woman.id}`,
      auth: people[viewer].auth,
    });
    const { pictureUrls, thumbnailUrls } = answer.json().profile as {
      pictureUrls: string[];
      thumbnailUrls: string[];
    };
    return [...pictureUrls, ...thumbnailUrls];
  };

  it('are 404 to anonymous requests whatever the query, for every picture and thumbnail a profile holds', async () => {
    for (const id of people.woman.pictureIds) {
      for (const query of ['', '?exp=9999999999', '?sig=abc', '?exp=9999999999&sig=forged', '?exp=&sig=']) {
        const response = await call({ method: 'GET', url: `/file/${id}${query}` });
        expect(response.statusCode, `/file/${id}${query}`).toBe(404);
        expect(response.headers['content-type']).not.toContain('image');
      }
    }
  });

  it("serve an allowed viewer's addresses to that viewer's session only (decision 025)", async () => {
    const urls = await urlsFor('otherWoman');
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      expect(url).toMatch(/^\/file\/[A-Za-z0-9_-]+$/);
      const ok = await call({ method: 'GET', url, auth: people.otherWoman.auth });
      expect(ok.statusCode, url).toBe(200);
      expect(ok.headers['content-type']).toBe('image/webp');
      expect(ok.headers['cache-control']).toBe('private, no-store');
      // The same address, copied to anyone who may not see her pictures, is worth nothing.
      expect((await call({ method: 'GET', url })).statusCode, url).toBe(404);
      for (const viewer of ['man', 'match'] as const) {
        const refused = await call({ method: 'GET', url, auth: people[viewer].auth });
        expect(refused.statusCode, `${viewer} ${url}`).toBe(404);
      }
    }
  });
});

describe('after she accepts the connected man (her side Profile Accepted, In Contact, Matched)', () => {
  it('her own answer carries no one’s contact details', async () => {
    const answer = await call({
      method: 'PATCH',
      url: '/api/profile-connection',
      payload: { connectionWith: people.man.id, status: 'Profile Accepted' },
      auth: people.woman.auth,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    state.womanAcceptedMan = true;
    expect(
      leaksIn('woman', [{ label: 'PATCH /api/profile-connection', status: 200, body: answer.body }]),
    ).toEqual([]);
  });

  it.each(FAMILIES)('%s receives nothing she or he must not', async (viewer) => {
    expect(leaksIn(viewer, await walk(viewer))).toEqual([]);
  });

  it('the connected man now receives her name, father’s name and pictures, and her addresses serve him', async () => {
    const answers = await walk('man');
    const all = bodyOf(answers);
    for (const value of [people.woman.name, people.woman.fatherName, ...people.woman.pictureIds])
      expect(all).toContain(value);
    const { profile } = (
      await call({ method: 'GET', url: `/api/profile/${people.woman.id}`, auth: people.man.auth })
    ).json();
    expect(profile.picturesHidden).toBe(false);
    for (const url of [...profile.pictureUrls, ...profile.thumbnailUrls])
      expect((await call({ method: 'GET', url, auth: people.man.auth })).statusCode).toBe(200);
  });

  it.each(['In Contact', 'Matched'])('still receives them while her side is %s', async (status) => {
    await setSide('womanMan', [people.woman.id, people.man.id], people.woman.id, status);
    const answers = await walk('man');
    expect(leaksIn('man', answers)).toEqual([]);
    expect(bodyOf(answers)).toContain(people.woman.name);
  });
});

describe('after she rejects him', () => {
  it.each([
    ['Rejected After Contact', 'set by the matchmaker'],
    ['Profile Rejected', 'answered Not Interested by her family'],
  ])('her side %s (%s) withholds her name and pictures again', async (status) => {
    const pair: [number, number] = [people.woman.id, people.man.id];
    if (status === 'Profile Rejected') {
      // Not Interested is open to her once his side is beyond Profile Accepted (SPEC §4).
      await setSide('womanMan', pair, people.woman.id, 'Profile Accepted');
      await setSide('womanMan', pair, people.man.id, 'In Contact');
      const answer = await call({
        method: 'PATCH',
        url: '/api/profile-connection',
        payload: { connectionWith: people.man.id, status: 'Profile Rejected' },
        auth: people.woman.auth,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    } else {
      await setSide('womanMan', pair, people.woman.id, status);
    }
    state.womanAcceptedMan = false;
    const answers = await walk('man');
    expect(leaksIn('man', answers)).toEqual([]);
    const { profile } = (
      await call({ method: 'GET', url: `/api/profile/${people.woman.id}`, auth: people.man.auth })
    ).json();
    expect(profile.picturesHidden).toBe(true);
    expect(profile).not.toHaveProperty('name');
    // The addresses he was given while she accepted him serve him nothing now.
    for (const id of people.woman.pictureIds)
      expect((await call({ method: 'GET', url: `/file/${id}`, auth: people.man.auth })).statusCode).toBe(404);
  });
});

describe('restrictPhotosVisibility', () => {
  it('withholds her pictures from every non-admin, even those who may see her name', async () => {
    await setSide('womanMan', [people.woman.id, people.man.id], people.woman.id, 'Profile Accepted');
    state.womanAcceptedMan = true;
    await adminPatch(people.woman.id, {
      restrictPhotosVisibility: true,
      expectedAdvanceFee: 6000,
      expectedPostMatchFee: 19000,
    });
    state.womanRestricted = true;
    for (const viewer of FAMILIES) expect(leaksIn(viewer, await walk(viewer)), viewer).toEqual([]);
    for (const viewer of ['man', 'otherWoman'] as const) {
      const all = bodyOf(await walk(viewer));
      expect(all, viewer).toContain(people.woman.name);
      for (const id of people.woman.pictureIds) expect(all, viewer).not.toContain(id);
    }
    const adminView = bodyOf(await walk('admin'));
    for (const id of people.woman.pictureIds) expect(adminView).toContain(id);
    // And /file/{id} refuses them the same, at once; her own family and the matchmaker still get them.
    for (const id of people.woman.pictureIds) {
      for (const viewer of ['man', 'otherWoman'] as const)
        expect(
          (await call({ method: 'GET', url: `/file/${id}`, auth: people[viewer].auth })).statusCode,
        ).toBe(404);
      for (const auth of [people.woman.auth, admin])
        expect((await call({ method: 'GET', url: `/file/${id}`, auth })).statusCode).toBe(200);
    }
  });
});

describe('free-text search does not reveal what the viewer may not receive', () => {
  // The list's `q` searches address, name and father's name too (SPEC §5 "Search"). For a family, a hit on a
  // field it may not receive would confirm that field: a match who searches her street finds her.
  it.each([
    ['her address', 'Hidden Street'],
    ['her name', 'Secretname'],
    ["her father's name", 'Fathername'],
  ])('a two-way match searching for %s does not find her', async (_what, q) => {
    const visible = await call({ method: 'GET', url: '/api/profiles?q=Lahore', auth: people.match.auth });
    expect(visible.json().profiles.map((p: { _id: number }) => p._id)).toContain(people.woman.id);
    const response = await call({
      method: 'GET',
      url: `/api/profiles?q=${encodeURIComponent(q)}`,
      auth: people.match.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profiles.map((p: { _id: number }) => p._id)).not.toContain(people.woman.id);
    expect(response.json().total).toBe(0);
  });

  it("a woman searching a man's address does not find him", async () => {
    const visible = await call({
      method: 'GET',
      url: '/api/profiles?q=Lahore',
      auth: people.otherWoman.auth,
    });
    expect(visible.json().profiles.map((p: { _id: number }) => p._id)).toContain(people.match.id);
    const response = await call({
      method: 'GET',
      url: '/api/profiles?q=Nadeem%20Colony',
      auth: people.otherWoman.auth,
    });
    expect(response.json().profiles.map((p: { _id: number }) => p._id)).not.toContain(people.match.id);
  });
});

describe('blocks (issue 18, decision 039)', () => {
  const blocksOf = (viewer: Family) => call({ method: 'GET', url: '/api/blocks', auth: people[viewer].auth });
  const block = (viewer: Family, about: Family, method: 'POST' | 'DELETE' = 'POST') =>
    call({ method, url: `/api/profile/${people[about].id}/block`, auth: people[viewer].auth });

  it("a family's block list names a profile only as its other views do; no family reads another's blocks", async () => {
    // The match may not see her name; the man may (she accepted him). Her pictures are private by now.
    const byMatch = await block('match', 'woman');
    expect(byMatch.statusCode, byMatch.body).toBe(201);
    const byMan = await block('man', 'woman');
    expect(byMan.statusCode, byMan.body).toBe(201);
    const matchList = await blocksOf('match');
    const manList = await blocksOf('man');
    for (const [viewer, answers] of [
      ['match', [byMatch, matchList]],
      ['man', [byMan, manList]],
    ] as const) {
      const labelled = answers.map((a, i) => ({ label: `blocks ${i}`, status: a.statusCode, body: a.body }));
      expect(leaksIn(viewer, labelled)).toEqual([]);
      for (const answer of answers) {
        expect(answer.body).toContain(`"_id":${people.woman.id},`);
        for (const key of ['pictures', 'thumbnails', 'pictureUrls', 'thumbnailUrls', 'aboutYou'])
          expect(answer.body).not.toContain(`"${key}"`);
      }
    }
    expect(matchList.body).not.toContain(people.woman.name);
    expect(manList.body).toContain(people.woman.name);

    // Nobody reads another family's blocks: the blocked woman and the other woman have none of their own,
    // and a profile's blocks are the matchmakers'.
    for (const viewer of ['woman', 'otherWoman'] as const)
      expect((await blocksOf(viewer)).json()).toEqual([]);
    for (const viewer of FAMILIES)
      for (const about of FAMILIES) {
        const response = await call({
          method: 'GET',
          url: `/api/profile/${people[about].id}/blocks`,
          auth: people[viewer].auth,
        });
        expect(response.statusCode, `${viewer} on ${about}`).toBe(403);
        expect(response.body).not.toContain(`"_id"`);
      }
    // Every family's walk, the block lists in it, still leaks nothing; the blocked woman is told nothing.
    for (const viewer of FAMILIES) expect(leaksIn(viewer, await walk(viewer)), viewer).toEqual([]);
    expect(bodyOf(await walk('woman'))).not.toMatch(/blocked/i);
    // The matchmaker sees both blocks.
    const adminView = bodyOf(await walk('admin'));
    expect(adminView).toContain(`"blockedBy":[{"profile":{"_id":${people.man.id}`);

    for (const viewer of ['match', 'man'] as const)
      expect((await block(viewer, 'woman', 'DELETE')).statusCode).toBe(204);
    expect((await blocksOf('match')).json()).toEqual([]);
  });
});

describe('near matches (issue 17, decision 044)', () => {
  it.each(FAMILIES)('%s gets nothing more with near=true: the answer it gets without', async (viewer) => {
    const auth = people[viewer].auth;
    for (const query of ['', '&gender=Male&locationRadius=400', `&matchProfileId=${people.man.id}`]) {
      const plain = await call({ method: 'GET', url: `/api/profiles?page=1${query}`, auth });
      const near = await call({ method: 'GET', url: `/api/profiles?page=1${query}&near=true`, auth });
      expect(near.statusCode).toBe(plain.statusCode);
      expect(near.body).toBe(plain.body);
    }
  });
});

describe('possible duplicates (issue 18, decision 038)', () => {
  it('the matchmaker receives them (the walk above is not vacuous)', async () => {
    const all = bodyOf(await walk('admin'));
    expect(all).toContain(`"duplicates":[{"_id":${twins[0]},"matchedOn":["phone","nameFatherCity"]`);
    expect(all).toContain(`"_id":${twins[1]},"matchedOn":["phoneAndFamilyPhone"]`);
    expect(all).toContain('"possibleDuplicate":true');
  });

  it('no family may dismiss or undo a pair, whatever the ids; nothing changes and nothing is told', async () => {
    const before = await t.db.selectFrom('duplicateDismissals').selectAll().execute();
    for (const viewer of FAMILIES)
      for (const [id, other] of [
        [people.woman.id, twins[0]],
        [people.man.id, twins[1]],
        [people[viewer].id, twins[0]],
        ['x', 'y'],
      ])
        for (const method of ['POST', 'DELETE'] as const) {
          const response = await call({
            method,
            url: `/api/profile/${id}/duplicates/${other}/dismiss`,
            auth: people[viewer].auth,
          });
          expect(response.statusCode, `${viewer} ${method} ${id}/${other}`).toBe(403);
          expect(response.body).not.toContain('"_id"');
          expect(response.body).not.toContain('duplicates');
        }
    expect(await t.db.selectFrom('duplicateDismissals').selectAll().execute()).toEqual(before);
  });
});

describe('anonymous callers', () => {
  it('receive no profile from any endpoint that answers profiles', async () => {
    for (const url of [
      '/api/profiles',
      `/api/profile/${people.woman.id}`,
      '/api/connections',
      '/api/pending-connections',
      '/api/session',
      '/api/login',
    ]) {
      const response = await call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain(people.woman.phones[0]);
      expect(response.body).not.toContain('"_id"');
    }
  });
});

describe('the database', () => {
  it('holds no password and no session token as it was sent', async () => {
    const names = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
    let everything = '';
    for (const { name } of names.rows) {
      const rows = await sql<{ text: string }>`select t::text as text from ${sql.table(name)} as t`.execute(
        t.db,
      );
      everything += rows.rows.map((r) => r.text).join('\n');
    }
    expect(everything).toContain(people.woman.phones[0]); // the dump is real
    expect(issuedTokens.length).toBeGreaterThanOrEqual(5);
    expect(everything).not.toContain(ADMIN.password);
    for (const token of issuedTokens) expect(everything).not.toContain(token);
  });
});

describe('the data folder and the source', () => {
  it('are never served, whatever the path', async () => {
    const picture = people.woman.pictureIds[0];
    const dataDir = t.settings.dataDir;
    for (const url of [
      '/package.json',
      '/..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/..%2F..%2Fsrc%2Fserver%2Fapp.ts',
      `/files/${picture.slice(0, 2)}/${picture}.webp`,
      `/file/..%2F${picture.slice(0, 2)}%2F${picture}.webp`,
      `/${'..%2F'.repeat(12)}${encodeURIComponent(dataDir.slice(1))}%2Ffiles%2F${picture.slice(0, 2)}%2F${picture}.webp`,
      `/${'..%2F'.repeat(12)}etc%2Fpasswd`,
    ]) {
      const response = await call({ method: 'GET', url });
      expect(response.headers['content-type'] ?? '', url).not.toContain('image');
      expect(response.body, url).not.toContain('"name": "rishta"');
      expect(response.body, url).not.toContain('buildApp');
      expect(response.body, url).not.toContain('root:');
      expect(response.rawPayload.subarray(0, 4).toString(), url).not.toBe('RIFF');
    }
  });
});
