import type { OpenDatabase } from '../src/server/db/database';

/** The bench's families: the first active, single profile of a gender in Lahore, with its sign-in token. */
export function firstInLahore(opened: OpenDatabase, gender: 'Male' | 'Female') {
  return opened.db
    .selectFrom('profiles')
    .select(['id', 'accessToken'])
    .where('status', '=', 'Active')
    .where('gender', '=', gender)
    .where('city', '=', 'Lahore')
    .where('maritalStatus', '=', 'Single')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
