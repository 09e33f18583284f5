import { typedWholeNumber } from '@shared/digits';
import { OTHER_CHOICE } from '@shared/enums';
import { marriedYearsFromParts } from '@shared/marriage-duration';
import { profileFieldsSchema } from '@shared/profile-schema';
import { ADMIN_FORM_FIELDS, type FormField, type ProfileFormState } from './form-values';
import { requirementFieldOf } from './requirements';
import { isShown } from './visibility';

/** The API's profile fields (SPEC §3), in the schema's order. */
const API_FIELDS = Object.keys(profileFieldsSchema.shape) as (keyof typeof profileFieldsSchema.shape)[];
type ApiField = (typeof API_FIELDS)[number];

/** API fields that the form asks through other inputs (see `formFieldOf`). */
const COMPOSED: readonly ApiField[] = ['marriedYears', 'pictures'];

export type ProfilePayload = Partial<Record<ApiField, string | number | string[]>>;
export type AdminPayload = Partial<Record<(typeof ADMIN_FORM_FIELDS)[number], string>>;

/** A typed whole number, in any digits a keyboard types (issue 30). */
const digits = typedWholeNumber;

/** The listed choice, or the family's own words when they chose Other (just 'Other' if they wrote none). */
function choiceOrText(choice: string, other: string): string {
  return choice === OTHER_CHOICE ? other.trim() || OTHER_CHOICE : choice;
}

/**
 * The body of POST/PUT /api/profile: every shown field as typed (the shared schema trims, converts and
 * checks), hidden fields left out, marriage years and months joined into `marriedYears`.
 */
export function toProfilePayload(values: ProfileFormState, pictures: readonly string[]): ProfilePayload {
  const payload: ProfilePayload = {};
  for (const field of API_FIELDS) {
    if (COMPOSED.includes(field)) continue;
    const formField = field as FormField;
    if (!isShown(formField, values)) continue;
    payload[field] = values[formField];
  }
  if (isShown('marriedYearsPart', values)) {
    const years = values.marriedYearsPart.trim();
    const months = values.marriedMonthsPart.trim();
    const joined = marriedYearsFromParts(digits(years), digits(months));
    // Something that is not a number goes through as typed, so the schema names the problem.
    payload.marriedYears = (years !== '' && digits(years) === undefined ? years : joined) ?? '';
  }
  payload.religion = choiceOrText(values.religion, values.religionOther);
  payload.nativeLanguage = choiceOrText(values.nativeLanguage, values.nativeLanguageOther);
  payload.pictures = [...pictures];
  return payload;
}

/** The matchmaker's fields sent with the profile (the server reads them only from a matchmaker). */
export function toAdminPayload(values: ProfileFormState): AdminPayload {
  const payload: AdminPayload = {};
  for (const field of ADMIN_FORM_FIELDS) {
    if (isShown(field, values) && values[field] !== '') payload[field] = values[field];
  }
  return payload;
}

/** The form input that shows an error on an API field (`path` as the schema or the server's 400 gives it). */
export function formFieldOf(path: string, values: ProfileFormState): string {
  const field = path.split('.')[0];
  if (field === 'marriedYears') return 'marriedYearsPart';
  if (field === 'aiFilters') return requirementFieldOf(path) ?? 'partnerMinAge';
  if (field === 'religion' && values.religion === OTHER_CHOICE) return 'religionOther';
  if (field === 'nativeLanguage' && values.nativeLanguage === OTHER_CHOICE) return 'nativeLanguageOther';
  return field;
}

export interface FieldError {
  path: string;
  message: string;
}

/** Errors keyed by form input; the first message for an input wins. */
export function errorsByFormField(
  errors: readonly FieldError[],
  values: ProfileFormState,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of errors) {
    const field = formFieldOf(path, values);
    if (!(field in out)) out[field] = message;
  }
  return out;
}
