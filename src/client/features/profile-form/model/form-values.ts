import { DEFAULT_MARITAL_STATUS, DEFAULT_RELIGION, DEFAULT_WORK_COUNTRY } from '@shared/constants';
import { NATIVE_LANGUAGES, OTHER_CHOICE, RELIGIONS } from '@shared/enums';
import { marriedYearsToParts } from '@shared/marriage-duration';
import { PROFILE_FORM_DEFAULTS } from '@shared/profile-defaults';
import {
  type Bilingual,
  type FieldSpec,
  PROFILE_FIELDS,
  type ProfileFieldKey,
  type ProfileFieldTable,
} from '@shared/profile-fields';
import type { ProfileView } from '@shared/profile-view';
import { REQUIREMENT_FORM_FIELDS, type RequirementFormField, requirementsToFormState } from './requirements';

type Fields = typeof PROFILE_FIELDS;
/** A field the form asks as one question, or the pictures (their uploader holds them, not the form's values). */
type Asked = { question: Bilingual } | { kind: 'pictures' };

/** The fields the form asks in parts (the table has no question for them): the marriage's years and months. */
const ASKED_IN_PARTS = {
  marriedYears: ['marriedYearsPart', 'marriedMonthsPart'],
} as const satisfies { [K in ProfileFieldKey as Fields[K] extends Asked ? never : K]: readonly string[] };

/** A listed choice the family may answer in its own words (a choice of free text): 'Other', and `…Other`. */
export type OwnWordsChoice = {
  [K in ProfileFieldKey]: Fields[K] extends { kind: 'choice'; freeText: true } ? K : never;
}[ProfileFieldKey];
export const isOwnWordsChoice = (spec: FieldSpec | undefined) => spec?.kind === 'choice' && spec.freeText;

/** The form's values of one field: itself, its parts, itself and its own words, or none (the pictures). */
type PartsOf<K extends ProfileFieldKey> = K extends keyof typeof ASKED_IN_PARTS
  ? (typeof ASKED_IN_PARTS)[K][number]
  : Fields[K] extends { kind: 'pictures' }
    ? never
    : K extends OwnWordsChoice
      ? K | `${K}Other`
      : K;
export function formPartsOf(key: string, spec: FieldSpec): readonly string[] {
  if (spec.kind === 'pictures') return [];
  const parts = (ASKED_IN_PARTS as Partial<Record<string, readonly string[]>>)[key];
  if (parts) return parts;
  return isOwnWordsChoice(spec) ? [key, `${key}Other`] : [key];
}

/** The form's values of a table's fields, in the table's order. */
export function formFieldsOf(table: ProfileFieldTable): string[] {
  return Object.entries(table).flatMap(([key, spec]) => formPartsOf(key, spec));
}

/** The matchmakers' fields: held by the form, sent only by a matchmaker. */
export const ADMIN_FORM_FIELDS = ['status', 'inactiveReason', 'inactiveNote', 'paidFee'] as const;

export type FormField =
  | { [K in ProfileFieldKey]: PartsOf<K> }[ProfileFieldKey]
  | RequirementFormField
  | (typeof ADMIN_FORM_FIELDS)[number];

/**
 * What the form holds: one string per input ('' = empty), as the inputs give them. The fields of the table
 * of profile fields (decision 076) in its order, as the form asks them (`formPartsOf`), then the family's own
 * requirements and the matchmakers' fields (held here too, sent only by a matchmaker).
 */
export const FORM_FIELDS: readonly FormField[] = [
  ...(formFieldsOf(PROFILE_FIELDS) as FormField[]),
  // The family's own requirements (decision 059, model/requirements.ts)
  ...REQUIREMENT_FORM_FIELDS,
  // Matchmakers only
  ...ADMIN_FORM_FIELDS,
];

export type ProfileFormState = Record<FormField, string>;

export function emptyFormState(): ProfileFormState {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as ProfileFormState;
}

/** A new profile's starting values (SPEC §9 defaults: religion Muslim, Single, work country Pakistan). */
export function newProfileFormState(): ProfileFormState {
  return {
    ...emptyFormState(),
    religion: PROFILE_FORM_DEFAULTS.religion ?? DEFAULT_RELIGION,
    maritalStatus: PROFILE_FORM_DEFAULTS.maritalStatus ?? DEFAULT_MARITAL_STATUS,
    workCountry: PROFILE_FORM_DEFAULTS.workCountry ?? DEFAULT_WORK_COUNTRY,
  };
}

/**
 * Kept by 'Submit another profile'. The same family often submits brothers, sisters and cousins one after
 * another, and a matchmaker enters profiles of one community in a row: city, home town, religion, sect,
 * native language, caste and work country are usually shared by all of them, and a stale one is plainly
 * visible and harmless to correct. Household facts (father's name, address, phones) and everything about
 * the person are not kept: carried over by mistake they would attach one family's details to another.
 */
export const RETAINED_FIELDS = [
  'city',
  'homeTown',
  'religion',
  'religionOther',
  'sect',
  'nativeLanguage',
  'nativeLanguageOther',
  'caste',
  'workCountry',
] as const satisfies readonly FormField[];

/** The form for the next profile: defaults, with the retained fields of the one just submitted. */
export function nextProfileFormState(previous: ProfileFormState): ProfileFormState {
  const next = newProfileFormState();
  for (const field of RETAINED_FIELDS) {
    if (previous[field] !== '') next[field] = previous[field];
  }
  return next;
}

const text = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The listed entries of each choice a family may answer in its own words. */
const LISTED_CHOICES = {
  religion: RELIGIONS,
  nativeLanguage: NATIVE_LANGUAGES,
} as const satisfies Record<OwnWordsChoice, readonly string[]>;

/** A stored choice-or-text value: a listed entry as itself, anything else as 'Other' plus the words. */
function splitChoice(value: string | null | undefined, listed: readonly string[]) {
  const v = text(value);
  if (v === '' || listed.includes(v)) return { choice: v, other: '' };
  return { choice: OTHER_CHOICE, other: v };
}

/** A loaded profile (GET /api/profile/{id}) as form values. */
export function profileToFormState(profile: ProfileView): ProfileFormState {
  const state = emptyFormState();
  for (const field of FORM_FIELDS) {
    if (field in profile) state[field] = text(profile[field as keyof ProfileView] as string | number | null);
  }
  const duration = marriedYearsToParts(profile.marriedYears);
  state.marriedYearsPart = duration ? String(duration.years) : '';
  state.marriedMonthsPart = duration ? String(duration.months) : '';

  for (const [field, listed] of Object.entries(LISTED_CHOICES) as [OwnWordsChoice, readonly string[]][]) {
    const choice = splitChoice(profile[field], listed);
    state[field] = choice.choice;
    state[`${field}Other`] = choice.other;
  }
  Object.assign(state, requirementsToFormState(profile.aiFilters));
  return state;
}
