/**
 * The profile a family or matchmaker submits (SPEC §3 Profile, §5 Profile form), validated with the same
 * schema by the form and by the API.
 *
 * Decisions where SPEC.md is silent:
 * - '', null and blank text mean "not given"; text is trimmed; numbers may arrive as numeric strings and
 *   yes/no as 'true'/'false' (selects send strings); pictures default to [].
 * - Unknown keys (_id, status, fees, accessToken…) are dropped, so a loaded profile can be posted back;
 *   admin fields have their own schemas (admin-schema.ts).
 * - Religion and native language: a listed value or the family's own words (≤ 50 characters); a value equal
 *   to a listed one but for case is stored in the listed spelling.
 *   'Other' itself, without the family's words, is refused (issue 16).
 * - City, home town and work city: a listed city, whatever its case, spacing or known variant ("Lahor",
 *   "DHA Lahore", "Isb"), is stored in the list's spelling; anything else is kept as typed (overseas families
 *   live abroad), and location matching cannot use it (issue 16, decision 033; src/shared/city.ts).
 * - A marriage of 0 years and 0 months counts as entered.
 * - Work country is required when a job type is chosen, except Not Working ('Un Employed').
 * - Answers to questions the form hides are dropped from the output: marriage details unless Married,
 *   Divorced or Widowed; children unless haveChildren; disabilities unless hasDisability; sect unless
 *   Muslim; otherJobType unless Other.
 * - Married brothers/sisters are counts (0..brothers / 0..sisters) and dropped when the count is 0.
 * - Inches run 0-12 as SPEC §5 says; a height without feet is kept as given.
 */

import { z } from 'zod';
import { cityAsStored } from './city';
import {
  CHILDREN,
  EDUCATION_YEARS,
  FORM_AGE,
  HEIGHT_FT,
  HEIGHT_IN,
  MAX_PICTURES,
  MONTHLY_INCOME,
  SIBLINGS,
} from './constants';
import {
  GENDERS,
  isPreviouslyMarried,
  JOB_TYPES,
  MARITAL_STATUSES,
  NATIVE_LANGUAGES,
  RELIGIONS,
  RESIDENCE_TYPES,
  SECTS,
} from './enums';
import { MAX_MARRIED_YEARS } from './marriage-duration';
import type { ProfileFieldKey } from './profile-fields';
import { TEXT_LIMITS } from './profile-fields';
import { PROFILE_MESSAGES as M } from './profile-messages';
import {
  blankToUndefined,
  optionalBoolean,
  optionalEmail,
  optionalEnum,
  optionalNumber,
  optionalPhone,
  optionalText,
  requiredBoolean,
  requiredChoiceOrText,
  requiredEnum,
  requiredNumber,
  requiredPhone,
  requiredText,
} from './schema-fields';

export { TEXT_LIMITS };

const siblings = (required: string, range: string) =>
  requiredNumber(required, { range: SIBLINGS, rangeMessage: range });
const marriedSiblings = (range: string) => optionalNumber({ range: SIBLINGS, rangeMessage: range });

/** A city field: a listed city in the list's spelling (decision 033), anything else as the text field takes it. */
const place = <T extends z.ZodType>(text: T) =>
  z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? cityAsStored(value) : value),
    text,
  );

const picturesSchema = z.preprocess(
  blankToUndefined<string[]>,
  z
    .array(z.string({ error: M.pictureInvalid }).min(1, M.pictureInvalid).max(200, M.pictureInvalid))
    .max(MAX_PICTURES, M.tooManyPictures)
    .default([]),
);

/**
 * The fields one by one, without the rules that tie them together (use `profileSchema` to validate). One
 * schema for each field of the table of profile fields (src/shared/profile-fields.ts, decision 076), in its
 * order, and for no other: the typecheck refuses a field missing here or one the table does not have. The
 * schemas are not in the table itself so that the screens that only read labels do not load zod (decisions
 * 018, 020).
 */
export const profileFieldsSchema = z.object({
  name: optionalText(TEXT_LIMITS.short),
  age: requiredNumber(M.ageRequired, { range: FORM_AGE, rangeMessage: M.ageRange }),
  gender: requiredEnum(GENDERS, M.genderRequired),
  phoneNo: requiredPhone(M.phoneNoRequired),
  familyPhoneNo: optionalPhone(),
  email: optionalEmail(),
  city: place(requiredText(M.cityRequired, TEXT_LIMITS.short)),
  address: requiredText(M.addressRequired, TEXT_LIMITS.medium),
  residenceType: requiredEnum(RESIDENCE_TYPES, M.residenceTypeRequired),
  homeTown: place(optionalText(TEXT_LIMITS.short)),
  heightFt: optionalNumber({ range: HEIGHT_FT, rangeMessage: M.heightFtRange }),
  heightIn: optionalNumber({ range: HEIGHT_IN, rangeMessage: M.heightInRange }),
  maritalStatus: requiredEnum(MARITAL_STATUSES, M.maritalStatusRequired),
  marriedYears: optionalNumber({
    range: { min: 0, max: MAX_MARRIED_YEARS },
    rangeMessage: M.marriedYearsRange,
    int: false,
  }),
  haveChildren: optionalBoolean(),
  children: optionalNumber({ range: CHILDREN, rangeMessage: M.childrenRange }),
  childrenLivingWithYou: optionalNumber({ range: CHILDREN, rangeMessage: M.childrenLivingWithYouRange }),
  divorceReason: optionalText(TEXT_LIMITS.medium),
  hasDisability: requiredBoolean(M.hasDisabilityRequired),
  disabilities: optionalText(TEXT_LIMITS.medium),
  aboutYou: optionalText(TEXT_LIMITS.long),
  pictures: picturesSchema,
  fatherName: optionalText(TEXT_LIMITS.short),
  fatherOccupation: optionalText(TEXT_LIMITS.short),
  motherOccupation: optionalText(TEXT_LIMITS.short),
  caste: optionalText(TEXT_LIMITS.short),
  religion: requiredChoiceOrText(RELIGIONS, M.religionRequired, TEXT_LIMITS.choice),
  sect: optionalEnum(SECTS, M.sectRequired),
  nativeLanguage: requiredChoiceOrText(NATIVE_LANGUAGES, M.nativeLanguageRequired, TEXT_LIMITS.choice),
  brothers: siblings(M.brothersRequired, M.brothersRange),
  sisters: siblings(M.sistersRequired, M.sistersRange),
  brothersMaritalInformation: marriedSiblings(M.marriedBrothersRange),
  sistersMaritalInformation: marriedSiblings(M.marriedSistersRange),
  brothersDetails: optionalText(TEXT_LIMITS.long),
  education: optionalText(TEXT_LIMITS.short),
  educationYears: optionalNumber({ range: EDUCATION_YEARS, rangeMessage: M.educationYearsRange }),
  educationInstituteName: optionalText(TEXT_LIMITS.medium),
  jobType: optionalEnum(JOB_TYPES, M.jobTypeInvalid),
  otherJobType: optionalText(TEXT_LIMITS.short),
  jobTitle: optionalText(TEXT_LIMITS.short),
  company: optionalText(TEXT_LIMITS.short),
  workCountry: optionalText(TEXT_LIMITS.short),
  workCity: place(optionalText(TEXT_LIMITS.short)),
  businessType: optionalText(TEXT_LIMITS.short),
  monthlyIncome: optionalNumber({
    range: MONTHLY_INCOME,
    rangeMessage: M.monthlyIncomeRange,
    stepMessage: M.monthlyIncomeStep,
  }),
  partnerEducation: optionalText(TEXT_LIMITS.medium),
  partnerDetails: optionalText(TEXT_LIMITS.long),
} satisfies { [K in ProfileFieldKey]: z.ZodType });

type ProfileFields = z.output<typeof profileFieldsSchema>;

/** Values may be of the wrong type here: field errors do not stop these rules, so the form shows all. */
type Unchecked<T> = { [K in keyof T]?: unknown };

const isOtherChoice = (v: unknown) => typeof v === 'string' && v.trim().toLowerCase() === 'other';

function crossFieldRules(p: Unchecked<ProfileFields>, ctx: z.RefinementCtx): void {
  const issue = (path: keyof ProfileFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

  if (p.gender === 'Female' && p.maritalStatus === 'Married') issue('maritalStatus', M.marriedNotForFemale);
  if (p.religion === 'Muslim' && p.sect === undefined) issue('sect', M.sectRequired);
  // 'Other' lets the family write its own; the word itself says nothing (issue 16).
  if (isOtherChoice(p.religion)) issue('religion', M.religionOtherRequired);
  if (isOtherChoice(p.nativeLanguage)) issue('nativeLanguage', M.nativeLanguageOtherRequired);
  if (p.hasDisability === true && p.disabilities === undefined) issue('disabilities', M.disabilitiesRequired);

  if (isPreviouslyMarried(typeof p.maritalStatus === 'string' ? p.maritalStatus : undefined)) {
    if (p.marriedYears === undefined) issue('marriedYears', M.marriedYearsRequired);
    if (p.haveChildren === undefined) issue('haveChildren', M.haveChildrenRequired);
    if (p.haveChildren === true && p.children === undefined) issue('children', M.childrenRequired);
    if (p.haveChildren === true && isNumber(p.children) && isNumber(p.childrenLivingWithYou)) {
      if (p.childrenLivingWithYou > p.children) issue('childrenLivingWithYou', M.childrenLivingWithYouRange);
    }
  }

  if (p.jobType === 'Other' && p.otherJobType === undefined) issue('otherJobType', M.otherJobTypeRequired);
  if (p.jobType !== undefined && p.jobType !== 'Un Employed' && p.workCountry === undefined)
    issue('workCountry', M.workCountryRequired);

  if (isNumber(p.brothers) && isNumber(p.brothersMaritalInformation)) {
    if (p.brothersMaritalInformation > p.brothers)
      issue('brothersMaritalInformation', M.marriedBrothersRange);
  }
  if (isNumber(p.sisters) && isNumber(p.sistersMaritalInformation)) {
    if (p.sistersMaritalInformation > p.sisters) issue('sistersMaritalInformation', M.marriedSistersRange);
  }
}

/** Drops answers to questions the form hid, so a changed choice leaves nothing stale behind. */
function dropHiddenAnswers(p: ProfileFields): ProfileFields {
  const out = { ...p };
  if (out.religion !== 'Muslim') out.sect = undefined;
  if (!out.hasDisability) out.disabilities = undefined;
  if (!isPreviouslyMarried(out.maritalStatus)) {
    out.marriedYears = undefined;
    out.haveChildren = undefined;
    out.divorceReason = undefined;
  }
  if (!out.haveChildren) {
    out.children = undefined;
    out.childrenLivingWithYou = undefined;
  }
  if (out.jobType !== 'Other') out.otherJobType = undefined;
  if (out.brothers === 0) out.brothersMaritalInformation = undefined;
  if (out.sisters === 0) out.sistersMaritalInformation = undefined;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ProfileFields;
}

export const profileSchema = profileFieldsSchema
  .superRefine(crossFieldRules, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .transform(dropHiddenAnswers);

/** What the form holds: raw values, '' for empty inputs. */
export type ProfileFormValues = z.input<typeof profileSchema>;
/** A valid profile submission as the API stores it: trimmed, phones normalised, hidden answers dropped. */
export type ProfileInput = z.output<typeof profileSchema>;
