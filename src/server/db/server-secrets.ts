import { randomToken } from '../auth/secrets';
import type { Db } from './database';

/** A secret made once per database and shared by every process (the first writer wins). */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomToken(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('serverSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
