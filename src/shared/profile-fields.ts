/**
 * THE table of profile fields (issue 26, decision 076): each field a family answers is declared once, in its
 * section's part (profile-field-table/), with its kind, its section of the form and the view, its labels in
 * English and Urdu (as the view and the history name it, as the form asks it), who may see it, whether it is
 * the family's own words, whether the list filters by it, whether it must be answered. The free text cleaned
 * for other families (free-text.ts), the server's columns (and their types) and privacy visibility, the profile
 * view's labels and sections, the history's labels, the form's labels and values, and the list's filter keys
 * (their set: the list keeps SPEC §9's order) derive from it; the zod schema (profile-schema.ts) has one schema per
 * key of this table, checked by the typecheck (zod stays out of this module: the view and the history do not
 * load it); the partner requirements name their field here (partner-requirements.ts).
 *
 * Adding a field is an entry in its section's part, its schema, the migration of its column, and its Urdu
 * labels (a test fails without them). The order is the form's and the schema's: the order in which a family
 * answers.
 */

import type { Bilingual, FieldSpec, ProfileSectionId } from './profile-field-spec';
import { EDUCATION_FIELDS } from './profile-field-table/education';
import { FAMILY_FIELDS } from './profile-field-table/family';
import { PARTNER_FIELDS } from './profile-field-table/partner';
import { PERSONAL_FIELDS } from './profile-field-table/personal';

export {
  type Bilingual,
  type FieldKind,
  type FieldSpec,
  type FieldVisibility,
  PROFILE_SECTIONS,
  type ProfileSectionId,
  TEXT_LIMITS,
} from './profile-field-spec';

/** The view's lines that show more than one field, with their labels. */
export const VIEW_COMPOSITE_LABELS = {
  height: { en: 'Height', ur: 'قد' },
} as const satisfies Record<string, Bilingual>;

/** The table, section by section (profile-field-table/), in the form's order. */
export const PROFILE_FIELDS = {
  ...PERSONAL_FIELDS,
  ...FAMILY_FIELDS,
  ...EDUCATION_FIELDS,
  ...PARTNER_FIELDS,
} as const satisfies Record<string, FieldSpec>;

export type ProfileFieldTable = Readonly<Record<string, FieldSpec>>;
export type ProfileFieldKey = keyof typeof PROFILE_FIELDS;
type Fields = typeof PROFILE_FIELDS;

/** The keys of the fields whose entry has `property` equal to `value`. */
type KeysWhere<P extends keyof FieldSpec, V> = {
  [K in ProfileFieldKey]: Fields[K] extends Record<P, V> ? K : never;
}[ProfileFieldKey];

/** The keys of a table whose entries pass `test`, in the table's order. */
export function fieldKeys<T extends ProfileFieldTable>(
  table: T,
  test: (spec: FieldSpec) => boolean,
): (keyof T & string)[] {
  return Object.keys(table).filter((key) => test(table[key] as FieldSpec));
}

/** The fields a family writes in its own words, in the table's order. */
export const FREE_TEXT_FIELD_KEYS = fieldKeys(PROFILE_FIELDS, (f) => f.freeText) as KeysWhere<
  'freeText',
  true
>[];

/** The fields stored in the profiles table's columns, in the table's order. */
export type ColumnFieldKey = Exclude<ProfileFieldKey, KeysWhere<'column', false>>;
export const COLUMN_FIELD_KEYS = fieldKeys(PROFILE_FIELDS, (f) => f.column !== false) as ColumnFieldKey[];

/** The fields the profile list filters by (SPEC §9). */
type FilterableKey = KeysWhere<'filterable', true>;
/** The list's filters on a field by its bounds rather than its value: the least age, the most years… */
export const BOUND_FILTERS = {
  age: ['minAge', 'maxAge'],
  heightFt: ['minHeightFt'],
  heightIn: ['minHeightIn'],
  educationYears: ['minEducationYears', 'maxEducationYears'],
} as const satisfies { readonly [K in FilterableKey]?: readonly string[] };
/** The list's filter keys of the filterable fields: a field's own key, or its bounds'. */
export type FieldFilterKey = {
  [K in FilterableKey]: K extends keyof typeof BOUND_FILTERS ? (typeof BOUND_FILTERS)[K][number] : K;
}[FilterableKey];

/** The filter keys of a table's filterable fields, in the table's order (the list keeps SPEC §9's order). */
export function filterKeysOf(table: ProfileFieldTable): string[] {
  const bounds: Partial<Record<string, readonly string[]>> = BOUND_FILTERS;
  return fieldKeys(table, (f) => f.filterable).flatMap((key) => bounds[key] ?? [key]);
}

/** The labels of a table's fields in one language (the history's English, the view's catalogs). */
export function fieldLabels<T extends ProfileFieldTable>(
  table: T,
  lang: keyof Bilingual,
): Record<keyof T & string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, spec]) => [key, spec.label[lang]])) as Record<
    keyof T & string,
    string
  >;
}

/** The fields shown on a line of another field's (feet and inches on 'height', the other job type on 'jobType'). */
type ShownElsewhere = {
  [K in ProfileFieldKey]: Fields[K] extends { shownAs: unknown } ? K : never;
}[ProfileFieldKey];
/** A line of the profile view: a field of its own, or a line of several (VIEW_COMPOSITE_LABELS). */
export type ViewFieldKey = Exclude<ProfileFieldKey, ShownElsewhere> | keyof typeof VIEW_COMPOSITE_LABELS;

/** A field's line on the profile view, or null when it has none. */
export function viewKeyOf(table: ProfileFieldTable, key: string): string | null {
  const shownAs = table[key]?.shownAs;
  return shownAs === undefined ? key : shownAs;
}

/**
 * The lines of the profile view in a table's order, each with its section and its labels (a composite line
 * takes the section of its first field).
 */
export function viewLines(
  table: ProfileFieldTable,
): { key: string; section: ProfileSectionId; label: Bilingual }[] {
  const lines = new Map<string, { key: string; section: ProfileSectionId; label: Bilingual }>();
  for (const [key, spec] of Object.entries(table)) {
    const line = viewKeyOf(table, key);
    if (line === null || lines.has(line)) continue;
    const composite = (VIEW_COMPOSITE_LABELS as Record<string, Bilingual>)[line];
    const label = composite ?? table[line]?.label ?? spec.label;
    lines.set(line, { key: line, section: spec.section, label });
  }
  return [...lines.values()];
}

/** The view's labels in one language: the `fields` of the profile view's catalogs. */
export function viewFieldLabels(lang: keyof Bilingual): Record<ViewFieldKey, string> {
  return Object.fromEntries(viewLines(PROFILE_FIELDS).map((line) => [line.key, line.label[lang]])) as Record<
    ViewFieldKey,
    string
  >;
}

/** The fields the form asks as one question each (not the marriage's parts, not the pictures' uploader). */
type Asked = {
  [K in ProfileFieldKey]: Fields[K] extends { question: Bilingual } ? K : never;
}[ProfileFieldKey];

/** The form's labels in one language: the questions of the table (the form's catalogs add its own parts). */
export function formQuestions(lang: keyof Bilingual): Record<Asked, string> {
  return Object.fromEntries(
    Object.entries(PROFILE_FIELDS as ProfileFieldTable).flatMap(([key, spec]) =>
      spec.question ? [[key, spec.question[lang]]] : [],
    ),
  ) as Record<Asked, string>;
}
