import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { engineUnderTest } from '../../support/engines';
import { manProfile, womanProfile } from '../../support/profiles';
import { stopServer } from '../../support/server-process';
import { call, newPlace, OPS_ADMIN, type Place, serverPool, signInOver } from './support';

/**
 * The real server as its own process, written to concurrently through the API (profiles and connection
 * changes), killed with SIGKILL in the middle, restarted: every write the API acknowledged must be there and
 * nothing may be half-written. On PostgreSQL the server gets a database of its own.
 */
const servers = serverPool();
let place: Place | undefined;
afterAll(async () => {
  await servers.stopAll();
  await place?.remove();
});

/** The steps a connection goes through after it is sent, one side at a time (as a matchmaker records them). */
const CHAIN: [side: 'woman' | 'man', status: string][] = [
  ['woman', 'Profile Accepted'],
  ['man', 'Profile Received'],
  ['man', 'Profile Accepted'],
  ['woman', 'In Contact'],
  ['man', 'In Contact'],
  ['woman', 'Matched'],
  ['man', 'Matched'],
];

type SideState = { acked: string | null; pending: string | null };

describe(`crash safety on ${engineUnderTest}`, () => {
  it('keeps every acknowledged write across a SIGKILL and leaves nothing half-written', {
    timeout: 120_000,
  }, async () => {
    place = await newPlace(engineUnderTest, { migrated: true });
    const env = await place.env();
    const first = await servers.start(env);
    const admin = (await signInOver(first.url, OPS_ADMIN.email, OPS_ADMIN.password)).authorization;

    const profiles = new Map<number, string>(); // acknowledged id → name
    const sides = new Map<string, SideState>(); // `${profileId}:${otherId}` → that side's status
    let acknowledgements = 0;
    let stop = false;

    const writer = async (w: number) => {
      for (let round = 0; !stop; round++) {
        try {
          const tag = `w${w}r${round}`;
          const woman = await call(first.url, 'POST', '/api/profile', admin, {
            ...womanProfile({
              name: `Crash Woman ${tag}`,
              phoneNo: `0300${String(w * 1000 + round).padStart(7, '0')}`,
            }),
            status: 'Active',
          });
          if (woman.status !== 201) throw new Error(`create: ${woman.status} ${JSON.stringify(woman.body)}`);
          const womanId = Number(woman.body?._id);
          profiles.set(womanId, `Crash Woman ${tag}`);
          acknowledgements++;
          const man = await call(first.url, 'POST', '/api/profile', admin, {
            ...manProfile({
              name: `Crash Man ${tag}`,
              phoneNo: `0333${String(w * 1000 + round).padStart(7, '0')}`,
            }),
            status: 'Active',
          });
          if (man.status !== 201) throw new Error(`create: ${man.status}`);
          const manId = Number(man.body?._id);
          profiles.set(manId, `Crash Man ${tag}`);
          acknowledgements++;

          const womanSide: SideState = { acked: null, pending: 'Profile Received' };
          // The send creates both sides at once: the man's is Not Received if the send got through unanswered.
          const manSide: SideState = { acked: null, pending: 'Not Received' };
          sides.set(`${womanId}:${manId}`, womanSide);
          sides.set(`${manId}:${womanId}`, manSide);
          const sent = await call(first.url, 'POST', '/api/profile-connection', admin, {
            sentTo: womanId,
            profileSent: manId,
          });
          if (sent.status !== 200) throw new Error(`send: ${sent.status}`);
          womanSide.acked = 'Profile Received';
          manSide.acked = 'Not Received';
          womanSide.pending = null;
          manSide.pending = null;
          acknowledgements++;
          for (const [who, status] of CHAIN) {
            const [id, state] = who === 'woman' ? [womanId, womanSide] : [manId, manSide];
            state.pending = status;
            const changed = await call(
              first.url,
              'PATCH',
              `/api/profile-connection/${womanId}-${manId}/${id}`,
              admin,
              { status },
            );
            if (changed.status !== 200) throw new Error(`change: ${changed.status}`);
            state.acked = status;
            state.pending = null;
            acknowledgements++;
          }
        } catch (error) {
          if (stop) return;
          // The server was killed under this request: what it did not acknowledge may or may not be there.
          if (error instanceof TypeError) return;
          throw error;
        }
      }
    };

    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    const target = 60 + Math.floor(Math.random() * 60);
    while (acknowledgements < target) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopServer(first, 'SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(profiles.size).toBeGreaterThan(10);

    // Restarted on the same data: every acknowledged write is served.
    const second = await servers.start(env);
    const again = (await signInOver(second.url, OPS_ADMIN.email, OPS_ADMIN.password)).authorization;
    for (const [id, name] of profiles) {
      const response = await call(second.url, 'GET', `/api/profile/${id}?withConnections=true`, again);
      expect(response.status, `profile ${id}`).toBe(200);
      expect((response.body as { profile: { name: string } }).profile.name).toBe(name);
      const connections = response.body?.connections as {
        profile1: { profile: number; status: string };
        profile2: { profile: number; status: string };
      }[];
      for (const connection of connections) {
        for (const [own, other] of [
          [connection.profile1, connection.profile2],
          [connection.profile2, connection.profile1],
        ]) {
          const expected = sides.get(`${own.profile}:${other.profile}`);
          if (!expected) continue;
          // The last acknowledged status, or the one in flight when the server died (done but not answered).
          expect(
            [expected.acked, expected.pending],
            `side ${own.profile} towards ${other.profile}`,
          ).toContain(own.status);
        }
      }
    }
    await stopServer(second, 'SIGTERM');

    // Nothing half-written: every profile row and every connection side agrees with its history.
    const opened = await place.open();
    try {
      const halfProfiles = await sql<{ id: number }>`
        select p.id from profiles p
        where p.height_inches is null or p.eff_min_age is null
           or not exists (select 1 from history h
                          where h.entity = 'profile' and h.entity_id = p.id and h.field = 'created')`.execute(
        opened.db,
      );
      expect(halfProfiles.rows, 'profiles without their match columns or history').toEqual([]);

      const halfSides = await sql<{ id: number; profile: number; status: string; last: string | null }>`
        with s as (
          select id, profile1_id as profile, profile1_status as status, profile1_version as version from connections
          union all
          select id, profile2_id, profile2_status, profile2_version from connections
        )
        select s.id, s.profile, s.status,
               (select to_value from history h where h.entity = 'connection' and h.entity_id = s.id
                  and h.field = 'status:' || s.profile order by h.id desc limit 1) as last,
               (select count(*)::int from history h where h.entity = 'connection' and h.entity_id = s.id
                  and h.field = 'status:' || s.profile) as changes,
               s.version
        from s`.execute(opened.db);
      const broken = halfSides.rows.filter((r) => (r.last ?? 'Not Received') !== r.status);
      expect(broken, 'connection sides whose history does not end at their status').toEqual([]);
      const total = await sql<{ n: number }>`select count(*)::int as n from profiles`.execute(opened.db);
      // Acknowledged writes plus, at most, one in-flight creation per writer.
      expect(total.rows[0].n).toBeGreaterThanOrEqual(profiles.size);
      expect(total.rows[0].n).toBeLessThanOrEqual(profiles.size + 6);
    } finally {
      await opened.close();
    }
  });
});
