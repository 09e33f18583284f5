/**
 * The AI Filters edit form's values and the aiFilters map (SPEC §3) they stand for, both ways. The form keeps
 * one field per aiFilters key under the same name, so the schema's error paths land on their inputs.
 */

import { aiFiltersInputSchema } from '@shared/admin-schema';
import type { AiFilterKey, AiFilters } from '@shared/profile-view';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { REQUIREMENT_MESSAGES } from '../messages';
import { type AiFilterRowKey, ROW_FIELDS } from './ai-filters';

/** What a Mantine NumberInput holds: a number, or '' when empty. */
type NumberValue = number | string;

export interface AiFiltersFormValues {
  minAge: NumberValue;
  maxAge: NumberValue;
  maritalStatus: string[];
  maxKids: NumberValue;
  residenceType: string | null;
  caste: string;
  sect: string | null;
  nativeLanguage: string;
  minEducationYears: NumberValue;
  maxEducationYears: NumberValue;
  jobType: string | null;
  minHeightFt: NumberValue;
  minHeightIn: NumberValue;
  minEducation: boolean | null;
  heighted: boolean | null;
  /** The partner's cities and the distance around them (decision 059), set by the family or a matchmaker. */
  cities: string[];
  locationRadius: NumberValue;
}

/** The ranges of `aiFiltersInputSchema`, for the inputs' steppers (the schema decides). */
export const AI_FILTER_RANGES = {
  minAge: { min: 16, max: 90 },
  maxAge: { min: 16, max: 90 },
  maxKids: { min: 0, max: 50 },
  minEducationYears: { min: 0, max: 24 },
  maxEducationYears: { min: 0, max: 24 },
  minHeightFt: { min: 3, max: 10 },
  minHeightIn: { min: 0, max: 12 },
  locationRadius: { min: 0, max: 400 },
} as const;

const NUMBER_KEYS = [
  'minAge',
  'maxAge',
  'maxKids',
  'minEducationYears',
  'maxEducationYears',
  'minHeightFt',
  'minHeightIn',
  'locationRadius',
] as const;

/** The aiFilters as the form shows them: only what is set; everything else empty (the default applies). */
export function toFormValues(filters: AiFilters | null | undefined): AiFiltersFormValues {
  const f = filters ?? {};
  const n = (v: number | undefined): NumberValue => v ?? '';
  return {
    minAge: n(f.minAge),
    maxAge: n(f.maxAge),
    maritalStatus: [...(f.maritalStatus ?? [])],
    maxKids: n(f.maxKids),
    residenceType: f.residenceType ?? null,
    caste: f.caste ?? '',
    sect: f.sect ?? null,
    nativeLanguage: f.nativeLanguage ?? '',
    minEducationYears: n(f.minEducationYears),
    maxEducationYears: n(f.maxEducationYears),
    jobType: f.jobType ?? null,
    minHeightFt: n(f.minHeightFt),
    minHeightIn: n(f.minHeightIn),
    minEducation: f.minEducation ?? null,
    heighted: f.heighted ?? null,
    cities: [...(f.cities ?? [])],
    locationRadius: n(f.locationRadius),
  };
}

/** '' is absent; text that is no number stays NaN, so the schema says it must be a number. */
function toNumber(value: NumberValue): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The aiFilters the form stands for, only the keys that are filled (PATCH replaces the whole set). A flag is
 * kept only with the value it qualifies, so clearing the value clears its flag.
 */
export function toAiFilters(values: AiFiltersFormValues): AiFilters {
  const out: AiFilters = {};
  for (const key of NUMBER_KEYS) {
    const n = toNumber(values[key]);
    if (n !== undefined) out[key] = n;
  }
  if (values.maritalStatus.length > 0) out.maritalStatus = [...values.maritalStatus];
  const caste = values.caste.trim();
  if (caste) out.caste = caste;
  const language = values.nativeLanguage.trim();
  if (language) out.nativeLanguage = language;
  if (values.residenceType) out.residenceType = values.residenceType;
  if (values.sect) out.sect = values.sect;
  if (values.jobType) out.jobType = values.jobType;
  if (out.minEducationYears !== undefined && values.minEducation !== null)
    out.minEducation = values.minEducation;
  if (out.minHeightFt !== undefined && values.heighted !== null) out.heighted = values.heighted;
  const cities = values.cities.map((c) => c.trim()).filter(Boolean);
  if (cities.length > 0) out.cities = cities;
  else delete out.locationRadius;
  return out;
}

const EMPTY = toFormValues({});

/** 'Clear' on one line: its fields go empty, so the default applies again. */
export function clearRow(values: AiFiltersFormValues, row: AiFilterRowKey): AiFiltersFormValues {
  return fillRows(values, {}, [row]);
}

/** The given lines take their values (all of their fields) from `filters`; the other lines stay as they are. */
export function fillRows(
  values: AiFiltersFormValues,
  filters: AiFilters,
  rows: readonly AiFilterRowKey[],
): AiFiltersFormValues {
  const filled = toFormValues(filters);
  const next: Record<AiFilterKey, unknown> = { ...values };
  for (const row of rows) for (const field of ROW_FIELDS[row]) next[field] = filled[field];
  return next as unknown as AiFiltersFormValues;
}

/** True when the line has no value filled in (a flag alone counts as nothing: it is not shown). */
export function isRowEmpty(values: AiFiltersFormValues, row: AiFilterRowKey): boolean {
  return ROW_FIELDS[row].every((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.length === 0;
    return value === null || typeof value === 'boolean' || String(value).trim() === '';
  });
}

const resolver = zod4Resolver(aiFiltersInputSchema);

/** Errors by form field: the shared schema's (the server validates with it too), plus inches without feet. */
export function validateAiFiltersForm(values: AiFiltersFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const filters = toAiFilters(values);
  for (const [path, message] of Object.entries(resolver(filters as Record<string, unknown>))) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= String(message);
  }
  if (filters.minHeightFt === undefined && filters.minHeightIn !== undefined)
    errors.minHeightFt ??= REQUIREMENT_MESSAGES.heightFeetMissing;
  return errors;
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY));

/**
 * A 400 answer's `errors: [{ path, message }]` by form field ('aiFilters.maxAge' → maxAge,
 * 'aiFilters.maritalStatus.0' → maritalStatus); paths the form has no field for are left out.
 */
export function serverFieldErrors(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const list = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null;
  if (!Array.isArray(list)) return errors;
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^aiFilters\.?/, '').split('.')[0] ?? '';
    if (FORM_FIELDS.has(field)) errors[field] ??= message;
  }
  return errors;
}
