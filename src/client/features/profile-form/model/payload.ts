import { typedWholeNumber } from '@shared/digits';
import { OTHER_CHOICE } from '@shared/enums';
import { marriedYearsFromParts } from '@shared/marriage-duration';
import { PROFILE_FIELDS, type ProfileFieldKey, type ProfileFieldTable } from '@shared/profile-fields';
import {
  ADMIN_FORM_FIELDS,
  type FormField,
  formPartsOf,
  isOwnWordsChoice,
  type ProfileFormState,
} from './form-values';
import { requirementFieldOf } from './requirements';
import { isShown } from './visibility';

/** The API's profile fields (SPEC §3): the table of profile fields' (decision 076), in its order. */
type ApiField = ProfileFieldKey;

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
export function toProfilePayload(
  values: ProfileFormState,
  pictures: readonly string[],
  table: ProfileFieldTable = PROFILE_FIELDS,
): ProfilePayload {
  const payload: ProfilePayload = {};
  for (const [key, spec] of Object.entries(table)) {
    // Asked in parts (the marriage) or by the uploader (the pictures): joined below.
    if (!formPartsOf(key, spec).includes(key)) continue;
    const field = key as ApiField & FormField;
    if (!isShown(field, values)) continue;
    payload[field] = values[field];
  }
  if (isShown('marriedYearsPart', values)) {
    const years = values.marriedYearsPart.trim();
    const months = values.marriedMonthsPart.trim();
    const joined = marriedYearsFromParts(digits(years), digits(months));
    // Something that is not a number goes through as typed, so the schema names the problem.
    payload.marriedYears = (years !== '' && digits(years) === undefined ? years : joined) ?? '';
  }
  for (const [key, spec] of Object.entries(table)) {
    if (!isOwnWordsChoice(spec)) continue;
    const field = key as ApiField & FormField;
    payload[field] = choiceOrText(values[field], values[`${field}Other` as FormField]);
  }
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
  const ownWords = isOwnWordsChoice((PROFILE_FIELDS as ProfileFieldTable)[field]);
  if (ownWords && values[field as FormField] === OTHER_CHOICE) return `${field}Other`;
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
