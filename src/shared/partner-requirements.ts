/**
 * The partner requirements (SPEC §3 aiFilters, §9 "Requirements Not Met"), each written once (issue 26,
 * decision 076): the profile field it asks about (src/shared/profile-fields.ts), the aiFilters keys that hold
 * its value, the flags that qualify it, and how it reads in English and Urdu. Everything else derives from
 * here: the criteria a candidate can fail (MISMATCH_CRITERIA), the aiFilters keys (AI_FILTER_KEYS), the lines
 * of the matchmakers' AI Filters panel, the list filters a requirement stands for, and the history's wording.
 * In display order.
 */
export const PARTNER_REQUIREMENTS = {
  minAge: {
    field: 'age',
    keys: ['minAge'],
    flags: [],
    label: { en: 'Minimum age', ur: 'کم از کم عمر' },
  },
  maxAge: {
    field: 'age',
    keys: ['maxAge'],
    flags: [],
    label: { en: 'Maximum age', ur: 'زیادہ سے زیادہ عمر' },
  },
  maritalStatus: {
    field: 'maritalStatus',
    keys: ['maritalStatus'],
    flags: [],
    label: { en: 'Marital status', ur: 'ازدواجی حیثیت' },
  },
  maxKids: {
    field: 'children',
    keys: ['maxKids'],
    flags: [],
    label: { en: 'Maximum children', ur: 'زیادہ سے زیادہ بچے' },
  },
  residenceType: {
    field: 'residenceType',
    keys: ['residenceType'],
    flags: [],
    label: { en: 'Residence type', ur: 'رہائش کی قسم' },
  },
  caste: { field: 'caste', keys: ['caste'], flags: [], label: { en: 'Caste', ur: 'ذات' } },
  sect: { field: 'sect', keys: ['sect'], flags: [], label: { en: 'Sect', ur: 'مسلک' } },
  nativeLanguage: {
    field: 'nativeLanguage',
    keys: ['nativeLanguage'],
    flags: [],
    label: { en: 'Native language', ur: 'مادری زبان' },
  },
  /** minEducation: the education years are a minimum. */
  minEducationYears: {
    field: 'educationYears',
    keys: ['minEducationYears'],
    flags: ['minEducation'],
    label: { en: 'Minimum education years', ur: 'کم از کم تعلیمی سال' },
  },
  maxEducationYears: {
    field: 'educationYears',
    keys: ['maxEducationYears'],
    flags: [],
    label: { en: 'Maximum education years', ur: 'زیادہ سے زیادہ تعلیمی سال' },
  },
  jobType: { field: 'jobType', keys: ['jobType'], flags: [], label: { en: 'Job type', ur: 'ملازمت کی قسم' } },
  /** Feet and inches together; heighted: a height was asked for. */
  minHeight: {
    field: 'heightFt',
    keys: ['minHeightFt', 'minHeightIn'],
    flags: ['heighted'],
    label: { en: 'Minimum height', ur: 'کم از کم قد' },
  },
} as const;

/**
 * Ours (decision 059): the cities the partner may live in, within `locationRadius` km of each. A requirement
 * of the list and of the family's form, not a criterion a candidate is told he fails.
 */
export const LOCATION_REQUIREMENT = { field: 'city', keys: ['cities', 'locationRadius'] } as const;

type Requirements = typeof PARTNER_REQUIREMENTS;
export type MismatchCriterion = keyof Requirements;

/** Names of the partner preferences a candidate can fail ("Requirements Not Met"), in display order. */
export const MISMATCH_CRITERIA = Object.keys(PARTNER_REQUIREMENTS) as [
  MismatchCriterion,
  ...MismatchCriterion[],
];

/** How each partner requirement reads (the 'Requirements Not Met' block and the AI filters panel). */
export const MISMATCH_CRITERIA_LABELS = labelsIn('en');
export const MISMATCH_CRITERIA_LABELS_UR = labelsIn('ur');

function labelsIn<L extends 'en' | 'ur'>(lang: L): { [K in MismatchCriterion]: Requirements[K]['label'][L] } {
  return Object.fromEntries(MISMATCH_CRITERIA.map((c) => [c, PARTNER_REQUIREMENTS[c].label[lang]])) as {
    [K in MismatchCriterion]: Requirements[K]['label'][L];
  };
}

type ValueKey = Requirements[MismatchCriterion]['keys'][number];
type FlagKey = Requirements[MismatchCriterion]['flags'][number];
export type AiFilterKey = ValueKey | FlagKey | (typeof LOCATION_REQUIREMENT.keys)[number];

/** The aiFilters keys (SPEC §3): every requirement's value keys, then the flags, then the location's. */
export const AI_FILTER_KEYS: readonly AiFilterKey[] = [
  ...MISMATCH_CRITERIA.flatMap((c): readonly AiFilterKey[] => PARTNER_REQUIREMENTS[c].keys),
  ...MISMATCH_CRITERIA.flatMap((c): readonly AiFilterKey[] => PARTNER_REQUIREMENTS[c].flags),
  ...LOCATION_REQUIREMENT.keys,
];

/** The aiFilters keys one requirement stands for: its values, then its flags. */
export function requirementKeys(criterion: MismatchCriterion): readonly AiFilterKey[] {
  const { keys, flags } = PARTNER_REQUIREMENTS[criterion];
  return [...keys, ...flags];
}

/**
 * The value keys that go together, by each of them (height: feet and inches): a list filter on one replaces
 * the searcher's whole requirement.
 */
export const REQUIREMENT_VALUE_GROUPS = Object.fromEntries(
  MISMATCH_CRITERIA.flatMap((c) => {
    const keys: readonly ValueKey[] = PARTNER_REQUIREMENTS[c].keys;
    return keys.map((key) => [key, keys]);
  }),
) as Readonly<Record<ValueKey, readonly ValueKey[]>>;
