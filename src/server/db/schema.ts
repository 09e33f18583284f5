import type { HeldText } from '@shared/held-text';
import { AI_FILTER_KEYS, type AiFilterKey } from '@shared/partner-requirements';
import { COLUMN_FIELD_KEYS } from '@shared/profile-fields';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Typed view of the tables (camelCase here; snake_case in SQL through Kysely's CamelCasePlugin). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

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

export interface ProfileTable {
  id: Generated<number>;
  name: string | null;
  age: number;
  gender: 'Male' | 'Female';
  phoneNo: string;
  familyPhoneNo: string | null;
  email: string | null;
  city: string;
  address: string;
  residenceType: string;
  homeTown: string | null;
  heightFt: number | null;
  heightIn: number | null;
  maritalStatus: string;
  marriedYears: number | null;
  haveChildren: boolean | null;
  children: number | null;
  childrenLivingWithYou: number | null;
  divorceReason: string | null;
  hasDisability: boolean;
  disabilities: string | null;
  aboutYou: string | null;
  fatherName: string | null;
  fatherOccupation: string | null;
  motherOccupation: string | null;
  caste: string | null;
  religion: string;
  sect: string | null;
  nativeLanguage: string;
  brothers: number;
  sisters: number;
  brothersMaritalInformation: number | null;
  sistersMaritalInformation: number | null;
  brothersDetails: string | null;
  education: string | null;
  educationYears: number | null;
  educationInstituteName: string | null;
  jobType: string | null;
  otherJobType: string | null;
  jobTitle: string | null;
  company: string | null;
  workCountry: string | null;
  workCity: string | null;
  businessType: string | null;
  monthlyIncome: number | null;
  partnerEducation: string | null;
  partnerDetails: string | null;
  status: Generated<'Review' | 'Active' | 'InActive'>;
  inactiveReason: string | null;
  /** Why, with the reason "Other" (decision 071); null with any other reason or status. */
  inactiveNote: string | null;
  paidFee: Generated<number>;
  expectedAdvanceFee: Generated<number>;
  expectedPostMatchFee: Generated<number>;
  restrictPhotosVisibility: Generated<boolean>;
  accessToken: string;
  /** Partner preferences (aiFilters of §3), real columns so that both directions of a match are SQL. */
  prefMinAge: number | null;
  prefMaxAge: number | null;
  prefMaritalStatus: string[] | null;
  prefMaxKids: number | null;
  prefResidenceType: string | null;
  prefCaste: string | null;
  prefSect: string | null;
  prefNativeLanguage: string | null;
  prefMinEducationYears: number | null;
  prefMaxEducationYears: number | null;
  prefJobType: string | null;
  prefMinHeightFt: number | null;
  prefMinHeightIn: number | null;
  prefMinEducation: boolean | null;
  prefHeighted: boolean | null;
  /** The partner's cities and the distance around them (decision 059); null: the profile's own city, 50 km. */
  prefCities: string[] | null;
  prefLocationRadius: number | null;
  /** Who set the requirements last (decision 059); null: nobody yet. */
  requirementsSetBy: 'family' | 'matchmaker' | null;
  heightInches: number | null;
  /** Effective partner preferences (defaults overlaid by the matchmaker's), written on every save. */
  effMinAge: number | null;
  effMaxAge: number | null;
  effMaritalStatus: string[] | null;
  effMaxKids: number | null;
  effResidenceType: string | null;
  effCaste: string | null;
  effSect: string | null;
  effNativeLanguage: string | null;
  effMinEducationYears: number | null;
  effMaxEducationYears: number | null;
  effJobType: string | null;
  effMinHeightInches: number | null;
  searchText: ColumnType<string, never, never>;
  /** Written on every save (profiles/family-search-text.ts): what a family's search may match. */
  familySearchText: ColumnType<string, string | undefined, string>;
  /** Written on every save (privacy/shown-text.ts): the text a family's filters and score read (decision 047). */
  shownCaste: string | null;
  shownHomeTown: string | null;
  shownEducation: string | null;
  shownJobTitle: string | null;
  shownNativeLanguage: string | null;
  /** Set when the family changes its own profile; cleared when a matchmaker marks the change seen. */
  familyEditedAt: NullableTimestamp;
  /**
   * A family's edits of text other families read, waiting for a matchmaker (field → new value; null: none),
   * and since when (decision 048). The columns above keep the approved text. Written as JSON text.
   */
  heldText: ColumnType<HeldText | null, string | null | undefined, string | null>;
  heldAt: NullableTimestamp;
  /** The checks a matchmaker has done (issue 18, decision 036): yes or no each, nothing else is kept. */
  verifiedPhone: Generated<boolean>;
  verifiedCnic: Generated<boolean>;
  verifiedMeeting: Generated<boolean>;
  verifiedEducation: Generated<boolean>;
  /** Written on every save (src/shared/duplicate-keys.ts): what possible duplicates are found by (decision 038). */
  phoneKey: string | null;
  familyPhoneKey: string | null;
  nameFatherCityKey: string | null;
  /** The responsible matchmaker (decision 054); families never receive it. */
  assignedTo: ColumnType<number | null, number | null | undefined, number | null>;
  /** Every write to the profile adds one; a write based on an older version is refused (decision 055). */
  version: Generated<number>;
  /** Set while the family has paused its profile (decision 060): in no list, sent to nobody; null otherwise. */
  pausedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
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
/** Columns only SQL reads (search texts, a profile's height in inches and its effective preferences). */
type SqlOnlyColumn =
  | 'searchText'
  | 'familySearchText'
  | 'heightInches'
  | `eff${'Min' | 'Max'}${'Age' | 'EducationYears'}`
  | 'effMaritalStatus'
  | 'effMaxKids'
  | 'effResidenceType'
  | 'effCaste'
  | 'effSect'
  | 'effNativeLanguage'
  | 'effJobType'
  | 'effMinHeightInches'
  | 'phoneKey'
  | 'familyPhoneKey'
  | 'nameFatherCityKey';

/** A stored profile as the server reads it: every column but those only `where` reads. */
export type ProfileRow = Omit<Selectable<ProfileTable>, SqlOnlyColumn>;

/** The column of each partner requirement key: minAge → prefMinAge. */
export const preferenceColumnOf = <K extends AiFilterKey>(key: K) =>
  `pref${key[0]?.toUpperCase()}${key.slice(1)}` as `pref${Capitalize<K>}`;
export const PREFERENCE_COLUMNS = AI_FILTER_KEYS.map(preferenceColumnOf) satisfies (keyof ProfileRow)[];

/** The columns of a ProfileRow, to select instead of `*` (the SQL-only ones double what a row weighs). */
export const PROFILE_ROW_COLUMNS = [
  'id',
  // The profile's fields, from the table of profile fields (src/shared/profile-fields.ts, decision 076).
  ...COLUMN_FIELD_KEYS,
  'status',
  'inactiveReason',
  'inactiveNote',
  'paidFee',
  'expectedAdvanceFee',
  'expectedPostMatchFee',
  'restrictPhotosVisibility',
  'accessToken',
  // The partner requirements, one column per aiFilters key (src/shared/partner-requirements.ts).
  ...PREFERENCE_COLUMNS,
  'requirementsSetBy',
  'familyEditedAt',
  'heldText',
  'heldAt',
  'verifiedPhone',
  'verifiedCnic',
  'verifiedMeeting',
  'verifiedEducation',
  'shownCaste',
  'shownHomeTown',
  'shownEducation',
  'shownJobTitle',
  'shownNativeLanguage',
  'assignedTo',
  'version',
  'pausedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ProfileRow)[];

/** The same columns named with their table, for queries that join profiles to another table. */
export const PROFILE_ROW_REFS = PROFILE_ROW_COLUMNS.map((column) => `profiles.${column}` as const);

// A column added to the table but not to the list above fails to compile here.
const everyColumnListed: Exclude<keyof ProfileRow, (typeof PROFILE_ROW_COLUMNS)[number]> extends never
  ? true
  : false = true;
void everyColumnListed;
