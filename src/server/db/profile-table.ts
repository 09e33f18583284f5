import type { Gender } from '@shared/enums';
import type { HeldText } from '@shared/held-text';
import { AI_FILTER_KEYS, type AiFilterKey } from '@shared/partner-requirements';
import {
  COLUMN_FIELD_KEYS,
  type ColumnFieldKey,
  type FieldKind,
  type PROFILE_FIELDS,
} from '@shared/profile-fields';
import type { SameShape } from '@shared/same-shape';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types';

/** A field's column by its kind in the table of profile fields (decision 076); pictures are files. */
interface ColumnOfKind {
  text: string;
  choice: string;
  place: string;
  phone: string;
  email: string;
  number: number;
  money: number;
  yesNo: boolean;
  pictures: never;
}
/** Columns that hold fewer values than their kind: a gender is one of two. */
interface NarrowerColumns {
  gender: Gender;
}
type Fields = typeof PROFILE_FIELDS;

/** The columns of the profile's fields, from the table: null where the family may leave it unanswered. */
export type ProfileFieldColumns = {
  [K in ColumnFieldKey]:
    | (K extends keyof NarrowerColumns ? NarrowerColumns[K] : ColumnOfKind[Fields[K]['kind']])
    | (Fields[K] extends { required: true } ? never : null);
};

// A kind added to the table without its column type fails to compile here.
const everyKindHasAColumn: SameShape<keyof ColumnOfKind, FieldKind> = true;
void everyKindHasAColumn;

/**
 * The profiles table (part of db/schema.ts's Database): a family's answers, its requirements, what matchmakers
 * keep of it, and the columns written on every save for SQL alone; and the columns a ProfileRow is read with.
 */
export interface ProfileTable extends ProfileFieldColumns {
  id: Generated<number>;
  // The profile's fields: ProfileFieldColumns, from the table of profile fields.
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
