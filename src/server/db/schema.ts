import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types';
import type { ProfileTable } from './profile-table';

export {
  PREFERENCE_COLUMNS,
  PROFILE_ROW_COLUMNS,
  PROFILE_ROW_REFS,
  type ProfileRow,
  type ProfileTable,
  preferenceColumnOf,
} from './profile-table';

/** Typed view of the tables (camelCase here; snake_case in SQL through Kysely's CamelCasePlugin). */

export interface AccountTable {
  id: Generated<number>;
  email: string;
  /** The display name (history, notes, the user menu); migration 019 gave every account one. */
  name: string;
  /** Null while the matchmaker has not yet set a password through an invitation (decision 054). */
  passwordHash: string | null;
  role: ColumnType<TeamRole, TeamRole | undefined, TeamRole>;
  /** A deactivated matchmaker cannot sign in; the row stays so that the history keeps the name. */
  active: Generated<boolean>;
  createdAt: CreatedAt;
}

export type TeamRole = 'owner' | 'matchmaker';

/** A one-time link to set a password (decision 054): only the SHA-256 of its token is kept. */
export interface AccountInvitationTable {
  id: Generated<number>;
  accountId: number;
  tokenHash: string;
  createdBy: number | null;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SessionTable {
  tokenHash: string;
  accountId: number | null;
  profileId: number | null;
  createdAt: CreatedAt;
  lastUsedAt: Timestamp;
  expiresAt: Timestamp;
}

export interface PictureTable {
  id: string;
  thumbnailId: string;
  profileId: number | null;
  position: Generated<number>;
  width: number;
  height: number;
  byteSize: number;
  thumbnailByteSize: number;
  /** Where an upload came from, for the per-address bound on unattached bytes; null for matchmakers' uploads. */
  uploaderAddress: string | null;
  createdAt: CreatedAt;
}

/** A side's columns are repeated for profile1 and profile2: the two families of one connection. */
export interface ConnectionTable {
  id: Generated<number>;
  profile1Id: number;
  profile2Id: number;
  profile1Status: Generated<string>;
  profile1UpdatedAt: Timestamp;
  profile1InquiredAboutReceivedProfileOn: NullableTimestamp;
  profile1Version: Generated<number>;
  profile2Status: Generated<string>;
  profile2UpdatedAt: Timestamp;
  profile2InquiredAboutReceivedProfileOn: NullableTimestamp;
  profile2Version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** Append-only: who changed what, when, from which value to which. */
export interface HistoryTable {
  id: Generated<number>;
  entity: 'profile' | 'connection' | 'account';
  entityId: number;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  actorAccountId: number | null;
  actorProfileId: number | null;
  /** The profile version a profile write made (decision 055); null on other entities and older rows. */
  profileVersion?: number | null;
  at: CreatedAt;
}

/** A matchmaker's note on a profile (issue 15): matchmakers only, removed with the profile. */
export interface ProfileNoteTable {
  id: Generated<number>;
  profileId: number;
  accountId: number;
  text: string;
  /** A reminder's time (decision 054); null for a plain note. */
  dueAt: NullableTimestamp;
  doneAt: NullableTimestamp;
  /** Whose reminder it is: its author unless reassigned. */
  reminderAccountId: number | null;
  createdAt: CreatedAt;
}

/** A family's report of a profile it can see (issue 18, decision 036): matchmakers only read it. */
export interface ReportTable {
  id: Generated<number>;
  profileId: number;
  reporterId: number;
  reason: string;
  details: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  resolvedAt: NullableTimestamp;
  resolvedBy: number | null;
  /** What the matchmaker did, written when resolving (decision 065); null on older reports. */
  resolutionNote?: string | null;
}

/** A family's block of a profile (issue 18, decision 039): the pair never appear to each other. */
export interface BlockTable {
  blockerId: number;
  blockedId: number;
  createdAt: CreatedAt;
}

/** A matchmaker's "Not a duplicate" for a pair of profiles, the lower id first (issue 18, decision 038). */
export interface DuplicateDismissalTable {
  profile1Id: number;
  profile2Id: number;
  dismissedBy: number;
  dismissedAt: CreatedAt;
}

/** A submission's `Idempotency-Key` and the profile it created (issue 19, decision 042). */
export interface IdempotencyKeyTable {
  key: string;
  bodyHash: string;
  profileId: number | null;
  createdAt: CreatedAt;
}

export interface RateLimitTable {
  key: string;
  windowStartedAt: Timestamp;
  hits: number;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

/** One entry of the bureau's books (issue 28, decision 052): append-only, like history. */
export interface PaymentTable {
  id: Generated<number>;
  profileId: number;
  kind: 'advance' | 'success' | 'other' | 'adjustment' | 'reversal';
  amount: number;
  method: string | null;
  /** A date column; read it with `to_char` (repositories answer YYYY-MM-DD text). */
  receivedOn: ColumnType<Date | string, string, never>;
  reference: string | null;
  note: string | null;
  receiptNo: number | null;
  reversesId: number | null;
  accountId: number | null;
  createdAt: CreatedAt;
}

/** Named counters of the bureau (the last receipt number). */
export interface BureauCounterTable {
  name: string;
  value: number;
}

/**
 * A profile's last activity, the latest of its own change and its connections' (migration 026, decision 074):
 * kept by the database's triggers, read by the overview's families waiting longest.
 */
export interface ProfileActivityTable {
  profileId: number;
  active: boolean;
  at: Date;
}

export interface Database {
  accounts: AccountTable;
  accountInvitations: AccountInvitationTable;
  sessions: SessionTable;
  profiles: ProfileTable;
  pictures: PictureTable;
  connections: ConnectionTable;
  history: HistoryTable;
  profileNotes: ProfileNoteTable;
  reports: ReportTable;
  duplicateDismissals: DuplicateDismissalTable;
  blocks: BlockTable;
  idempotencyKeys: IdempotencyKeyTable;
  rateLimits: RateLimitTable;
  serverSecrets: ServerSecretTable;
  payments: PaymentTable;
  bureauCounters: BureauCounterTable;
  profileActivity: ProfileActivityTable;
}

export type Account = Selectable<AccountTable>;
