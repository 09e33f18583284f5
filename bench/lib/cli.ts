import { sql } from 'kysely';
import { syntheticProfiles } from '../../scripts/lib/synthetic-profiles';
import type { Db } from '../../src/server/db/database';

const args = process.argv.slice(2);

/** `--name N` on the command line, else the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** `--name value` on the command line, else undefined. */
export function stringArg(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

export const hasFlag = (name: string) => args.includes(`--${name}`);

/**
 * `count` synthetic families inserted 500 at a time, then the planner's statistics brought up to date (unless
 * `--no-analyze`: the database as a bureau's embedded one was before decision 091, never analysed).
 */
export async function fillSynthetic(db: Db, count: number) {
  const batch = [];
  for (const profile of syntheticProfiles({ count })) {
    batch.push(profile);
    if (batch.length === 500) await db.insertInto('profiles').values(batch.splice(0)).execute();
  }
  if (batch.length) await db.insertInto('profiles').values(batch).execute();
  if (!hasFlag('no-analyze')) await sql`analyze`.execute(db);
}
