import { DEFAULT_MARITAL_STATUS, DEFAULT_RELIGION, DEFAULT_WORK_COUNTRY } from './constants';
import type { ProfileFormValues } from './profile-schema';

/**
 * Initial values of a new profile form (SPEC §9 defaults). Apart from the schema (zod), so that the form can
 * show itself before its rules have loaded (decision 023).
 */
export const PROFILE_FORM_DEFAULTS = {
  religion: DEFAULT_RELIGION,
  maritalStatus: DEFAULT_MARITAL_STATUS,
  workCountry: DEFAULT_WORK_COUNTRY,
} as const satisfies Partial<ProfileFormValues>;
