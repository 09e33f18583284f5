/**
 * A family's own partner requirements (issue 30 item 4, decision 059): the "Partner Requirements" block of its
 * form sets them, stored as the same aiFilters the matchmakers edit, and sent as `aiFilters` in its own
 * POST/PUT. A family sets only the keys below; the other requirement keys (maximum children, residence,
 * language, job type, the flags…) stay the matchmakers' and are kept as they are when a family saves.
 *
 * Decisions where SPEC.md is silent:
 * - The ages stay within the list's filter bounds and never below the legal age of marriage (18, LEGAL_AGE);
 *   the minimum age is at most the maximum.
 * - Cities are listed cities (a known variant is stored in the list's spelling, as the profile's city) or
 *   the family's own words, at most 5; the radius is the list's (0-400 km), and applies only with cities.
 * - The minimum height needs feet; inches alone are refused.
 * - An absent key is no requirement of the family's own: the default of SPEC §9 applies again.
 */
import { z } from 'zod';
import { cityAsStored } from './city';
import { EDUCATION_YEARS, FILTER_AGE, HEIGHT_FT, HEIGHT_IN, LOCATION_RADIUS_KM } from './constants';
import { MARITAL_STATUSES, SECTS } from './enums';
import { LEGAL_AGE } from './near-matches';
import { matchmakersOnlyMessage, unknownFieldMessage } from './profile-messages';
import { AI_FILTER_KEYS, type AiFilterKey, type AiFilters } from './profile-view';

/** The requirement keys a family sets on its own form. */
export const FAMILY_REQUIREMENT_KEYS = [
  'minAge',
  'maxAge',
  'maritalStatus',
  'sect',
  'caste',
  'cities',
  'locationRadius',
  'minEducationYears',
  'minHeightFt',
  'minHeightIn',
] as const satisfies readonly AiFilterKey[];
export type FamilyRequirementKey = (typeof FAMILY_REQUIREMENT_KEYS)[number];
export type FamilyRequirements = Pick<AiFilters, FamilyRequirementKey>;

export const MAX_REQUIRED_CITIES = 5;

export const FAMILY_REQUIREMENT_MESSAGES = {
  age: `Partner age must be a whole number between ${LEGAL_AGE} and ${FILTER_AGE.max}`,
  ageOrder: 'Partner minimum age cannot be above the maximum age',
  maritalStatus: 'Please choose marital statuses from the list',
  sect: 'Please choose a sect from the list',
  caste: 'Please use at most 100 characters for caste or biradari',
  cities: `Please choose at most ${MAX_REQUIRED_CITIES} cities`,
  city: 'Please write each city in at most 100 characters',
  radius: `The distance must be a whole number of km between ${LOCATION_RADIUS_KM.min} and ${LOCATION_RADIUS_KM.max}`,
  education: `Minimum education must be a whole number of years between ${EDUCATION_YEARS.min} and ${EDUCATION_YEARS.max}`,
  heightFt: `Minimum height in feet must be between ${HEIGHT_FT.min} and ${HEIGHT_FT.max}`,
  heightIn: `Minimum height in inches must be between ${HEIGHT_IN.min} and ${HEIGHT_IN.max}`,
  heightNeedsFeet: 'Please give the minimum height in feet too',
} as const;
const M = FAMILY_REQUIREMENT_MESSAGES;

/** A requirement key the family may not set: the matchmakers' (maximum children, job type…) or unknown. */
function refusedKeyMessage(key: string): string {
  const name = `aiFilters.${key}`;
  return (AI_FILTER_KEYS as readonly string[]).includes(key)
    ? matchmakersOnlyMessage(name)
    : unknownFieldMessage(name);
}

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();

const city = z
  .string({ error: M.city })
  .trim()
  .min(1, M.city)
  .max(100, M.city)
  .transform((name) => cityAsStored(name));

/** The partner's cities: each once, in the list's spelling; none is no city requirement (undefined). */
export const requiredCitiesSchema = z
  .array(city, { error: M.cities })
  .max(MAX_REQUIRED_CITIES, M.cities)
  .transform((list) => {
    const unique = [...new Set(list)];
    return unique.length > 0 ? unique : undefined;
  })
  .optional();

/** `aiFilters` in a family's own POST/PUT: only its keys (another is refused, naming it), each in bounds. */
export const familyRequirementsSchema = z
  .strictObject(
    {
      minAge: whole(LEGAL_AGE, FILTER_AGE.max, M.age),
      maxAge: whole(LEGAL_AGE, FILTER_AGE.max, M.age),
      maritalStatus: z
        .array(z.enum(MARITAL_STATUSES, { error: M.maritalStatus }), { error: M.maritalStatus })
        .max(MARITAL_STATUSES.length, M.maritalStatus)
        .optional(),
      sect: z.enum(SECTS, { error: M.sect }).optional(),
      caste: z.string({ error: M.caste }).trim().max(100, M.caste).optional(),
      cities: requiredCitiesSchema,
      locationRadius: whole(LOCATION_RADIUS_KM.min, LOCATION_RADIUS_KM.max, M.radius),
      minEducationYears: whole(EDUCATION_YEARS.min, EDUCATION_YEARS.max, M.education),
      minHeightFt: whole(HEIGHT_FT.min, HEIGHT_FT.max, M.heightFt),
      minHeightIn: whole(HEIGHT_IN.min, HEIGHT_IN.max, M.heightIn),
      // One schema per key the family sets: the typecheck refuses a key missing or extra.
    } satisfies Record<FamilyRequirementKey, z.ZodType>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? refusedKeyMessage(String(issue.keys[0])) : undefined,
    },
  )
  .refine((r) => r.minAge === undefined || r.maxAge === undefined || r.minAge <= r.maxAge, {
    message: M.ageOrder,
    path: ['maxAge'],
  })
  .refine((r) => r.minHeightIn === undefined || r.minHeightFt !== undefined, {
    message: M.heightNeedsFeet,
    path: ['minHeightFt'],
  })
  .transform((r): FamilyRequirements => {
    const out: FamilyRequirements = { ...r };
    if (!out.caste) delete out.caste;
    if (!out.cities) delete out.locationRadius;
    if (!out.maritalStatus?.length) delete out.maritalStatus;
    else out.maritalStatus = [...new Set(out.maritalStatus)];
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as FamilyRequirements;
  });

/** The family's part of stored requirements: what its own form shows and sends back. */
export function familyRequirementsOf(filters: AiFilters): FamilyRequirements {
  const out: Record<string, unknown> = {};
  for (const key of FAMILY_REQUIREMENT_KEYS) if (filters[key] !== undefined) out[key] = filters[key];
  return out as FamilyRequirements;
}

/** The stored requirements after a family's save: its keys replaced by what it sent, the matchmakers' kept. */
export function withFamilyRequirements(stored: AiFilters, family: FamilyRequirements): AiFilters {
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !(FAMILY_REQUIREMENT_KEYS as readonly string[]).includes(key)),
  );
  return { ...kept, ...family };
}
