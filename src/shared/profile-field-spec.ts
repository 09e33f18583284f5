/**
 * What an entry of the profile fields' table (profile-fields.ts, decision 076) says of a field: its kind, its
 * section, its labels in both languages, whether it must be answered, who may see it, whether it is free text or
 * filterable.
 */

export const TEXT_LIMITS = {
  short: 100,
  medium: 200,
  long: 2000,
  choice: 50,
} as const;

/** A text in both of the product's languages (decision 017: families read English and Urdu). */
export interface Bilingual {
  readonly en: string;
  readonly ur: string;
}

/** The sections of the form and of the profile view (SPEC §2). */
export const PROFILE_SECTIONS = ['personal', 'family', 'education', 'partner'] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number];

/**
 * Who receives a field (DESIGN §3, src/server/privacy/profile-visibility.ts): `all` every viewer of the
 * profile; `identify` a viewer who may identify the profile (the name rule); `own` the family itself and the
 * matchmakers; `pictures` by the pictures' own rule.
 */
export type FieldVisibility = 'all' | 'identify' | 'own' | 'pictures';

/** How a value is read: text as typed, a listed choice (in the reader's language), a number, yes/no… */
export type FieldKind =
  | 'text'
  | 'choice'
  | 'place'
  | 'number'
  | 'money'
  | 'yesNo'
  | 'phone'
  | 'email'
  | 'pictures';

export interface FieldSpec {
  readonly kind: FieldKind;
  readonly section: ProfileSectionId;
  /** As the profile view and the history name the field. */
  readonly label: Bilingual;
  /** As the form asks it; absent when the form asks it in parts (the marriage's years and months). */
  readonly question?: Bilingual;
  /**
   * The view's line that shows the field when not its own (feet and inches: 'height'; the other job type:
   * 'jobType'); null: no line (pictures are shown as pictures).
   */
  readonly shownAs?: string | null;
  /** The family must answer it (the schema refuses it missing): its column is never empty. */
  readonly required?: true;
  readonly visibility: FieldVisibility;
  /** False when the field is not a column of the profiles table (pictures are files). */
  readonly column?: false;
  /** Written in the family's own words: cleaned of contacts (and names) for another family (free-text.ts). */
  readonly freeText: boolean;
  /** The profile list has a filter on it (SPEC §9). */
  readonly filterable: boolean;
}
