import type { ColumnType } from 'kysely';

/** The timestamps of the tables as Kysely reads and writes them (db/schema.ts, db/profile-table.ts). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
