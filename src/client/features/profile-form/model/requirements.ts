/**
 * The "Partner Requirements" block of the form (issue 30 item 4, decision 059): the family's own requirements
 * as form values (one string per input, as every other field) and as the `aiFilters` its POST/PUT sends. Lists
 * (marital statuses, further cities) are held joined by '|', which no listed value contains.
 */
import type { FamilyRequirements } from '@shared/family-requirements';
import type { AiFilters } from '@shared/profile-view';

export const REQUIREMENT_FORM_FIELDS = [
  'partnerMinAge',
  'partnerMaxAge',
  'partnerMaritalStatus',
  'partnerSect',
  'partnerCaste',
  'partnerCity',
  /** Cities after the first, set by a matchmaker: kept as they are, not edited on the form. */
  'partnerMoreCities',
  'partnerLocationRadius',
  'partnerMinEducationYears',
  'partnerMinHeightFt',
  'partnerMinHeightIn',
] as const;
export type RequirementFormField = (typeof REQUIREMENT_FORM_FIELDS)[number];
type RequirementValues = Record<RequirementFormField, string>;

const SEPARATOR = '|';
export const splitList = (value: string) => value.split(SEPARATOR).filter((v) => v.trim() !== '');
export const joinList = (values: readonly string[]) => values.join(SEPARATOR);

/** The distances a family chooses from (km); '' is the default, 50 km. */
export const REQUIRED_DISTANCES = ['0', '25', '50', '100', '200', '400'] as const;

/** Stored requirements (the family's keys of GET /api/profile/{id}) as the block's form values. */
export function requirementsToFormState(filters: AiFilters | undefined): RequirementValues {
  const f = filters ?? {};
  const n = (v: number | undefined) => (v === undefined ? '' : String(v));
  const [first = '', ...more] = f.cities ?? [];
  return {
    partnerMinAge: n(f.minAge),
    partnerMaxAge: n(f.maxAge),
    partnerMaritalStatus: joinList(f.maritalStatus ?? []),
    partnerSect: f.sect ?? '',
    partnerCaste: f.caste ?? '',
    partnerCity: first,
    partnerMoreCities: joinList(more),
    partnerLocationRadius: first ? n(f.locationRadius) : '',
    partnerMinEducationYears: n(f.minEducationYears),
    partnerMinHeightFt: n(f.minHeightFt),
    partnerMinHeightIn: n(f.minHeightIn),
  };
}

/** A number as typed: digits become a number; anything else goes as typed, so the schema names it. */
const numberOf = (value: string): number | string | undefined => {
  const v = value.trim();
  if (v === '') return undefined;
  return /^\d+$/.test(v) ? Number(v) : v;
};

/** The block's values as the `aiFilters` sent with the profile: only what is filled in. */
export function toRequirementsPayload(
  values: RequirementValues & { religion: string },
): Partial<Record<keyof FamilyRequirements, unknown>> {
  const out: Partial<Record<keyof FamilyRequirements, unknown>> = {};
  const set = (key: keyof FamilyRequirements, value: unknown) => {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
      out[key] = value;
  };
  set('minAge', numberOf(values.partnerMinAge));
  set('maxAge', numberOf(values.partnerMaxAge));
  set('maritalStatus', splitList(values.partnerMaritalStatus));
  // Sect is asked only of a Muslim family, as its own sect is.
  if (values.religion === 'Muslim') set('sect', values.partnerSect);
  set('caste', values.partnerCaste.trim());
  const city = values.partnerCity.trim();
  if (city) {
    set('cities', [city, ...splitList(values.partnerMoreCities)]);
    set('locationRadius', numberOf(values.partnerLocationRadius));
  }
  set('minEducationYears', numberOf(values.partnerMinEducationYears));
  set('minHeightFt', numberOf(values.partnerMinHeightFt));
  set('minHeightIn', numberOf(values.partnerMinHeightIn));
  return out;
}

const FIELD_OF_KEY: Record<keyof FamilyRequirements, RequirementFormField> = {
  minAge: 'partnerMinAge',
  maxAge: 'partnerMaxAge',
  maritalStatus: 'partnerMaritalStatus',
  sect: 'partnerSect',
  caste: 'partnerCaste',
  cities: 'partnerCity',
  locationRadius: 'partnerLocationRadius',
  minEducationYears: 'partnerMinEducationYears',
  minHeightFt: 'partnerMinHeightFt',
  minHeightIn: 'partnerMinHeightIn',
};

/** The input that shows an error on a requirement ('aiFilters.minAge', or 'minAge' from the schema). */
export function requirementFieldOf(path: string): RequirementFormField | undefined {
  const key = path.replace(/^aiFilters\.?/, '').split('.')[0] as keyof FamilyRequirements;
  return FIELD_OF_KEY[key];
}
