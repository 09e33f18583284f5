/** Every message the profile and admin schemas give, written once for the form, the API and the tests. */

import { PHONE_HINT } from './phone';

export const PROFILE_MESSAGES = {
  ageRequired: 'Please enter age',
  ageRange: 'Age must be between 16 and 80',
  genderRequired: 'Please select gender',
  cityRequired: 'Please enter city',
  addressRequired: 'Please enter address',
  residenceTypeRequired: 'Please select residence type',
  maritalStatusRequired: 'Please select marital status',
  marriedNotForFemale: 'Married is not available for a female profile',
  marriedYearsRequired: 'Please enter years or months',
  marriedYearsRange: 'Duration of marriage must be between 0 and 60 years 11 months',
  haveChildrenRequired: 'Please select whether you have children',
  childrenRequired: 'Please enter number of children',
  childrenRange: 'Children must be between 0 and 50',
  childrenLivingWithYouRange: 'Children living with you cannot be more than children',
  hasDisabilityRequired: 'Please select whether you have a disability',
  disabilitiesRequired: 'Please describe the disability',
  phoneNoRequired: 'Please enter phone number',
  phoneInvalid: `Please enter a valid phone number. ${PHONE_HINT}`,
  religionRequired: 'Please select religion',
  sectRequired: 'Please select sect',
  nativeLanguageRequired: 'Please select native language',
  religionOtherRequired: 'Please write your religion',
  nativeLanguageOtherRequired: 'Please write your native language',
  brothersRequired: 'Please select number of brothers',
  brothersRange: 'Brothers must be between 0 and 15',
  sistersRequired: 'Please select number of sisters',
  sistersRange: 'Sisters must be between 0 and 15',
  marriedBrothersRange: 'Married brothers cannot be more than brothers',
  marriedSistersRange: 'Married sisters cannot be more than sisters',
  jobTypeInvalid: 'Please select job type',
  otherJobTypeRequired: 'Please enter job type',
  workCountryRequired: 'Please enter work country',
  heightFtRange: 'Height must be between 3 and 10 feet',
  heightInRange: 'Inches must be between 0 and 12',
  monthlyIncomeRange: 'Monthly income must be between 0 and 10,000,000',
  monthlyIncomeStep: 'Monthly income must be in steps of 1000',
  educationYearsRange: 'Education years must be between 0 and 24',
  emailInvalid: 'Please enter a valid email',
  tooManyPictures: 'Please upload at most 10 pictures',
  pictureInvalid: 'Invalid picture',
  notANumber: 'Please enter a number',
  notAWholeNumber: 'Please enter a whole number',
  notText: 'Please enter text',
  notYesNo: 'Please select yes or no',
} as const;

/** What a family may not change or send on its own profile (issue 14: identity is the matchmakers'). */
export const SUBMISSION_MESSAGES = {
  genderLocked: 'Only the matchmakers can change gender. Please contact us.',
} as const;

export function matchmakersOnlyMessage(field: string): string {
  return `Only the matchmakers can change ${field}.`;
}

/** A read-only field of a profile sent back (PUT) with another value than the stored one (decision 048). */
export function readOnlyFieldMessage(field: string): string {
  return `${field} cannot be changed. Nothing was saved.`;
}

/** A whole profile sent back (PUT) with another `updatedAt`: it was read before someone else's change. */
export function staleProfileMessage(field: string): string {
  return `This profile has changed since it was read (${field}). Please read it again and make your change there. Nothing was saved.`;
}

export function unknownFieldMessage(field: string): string {
  return `Unknown field: ${field}. Nothing was saved.`;
}

export const ADMIN_MESSAGES = {
  statusRequired: 'Please select status',
  inactiveReasonRequired: 'Please select the reason',
  /** Decision 071: "Other" says why in a note, which only matchmakers read. */
  inactiveNoteRequired: 'Please write a note saying why (the reason Other needs one)',
  inactiveNoteTooLong: 'Please keep the note to 200 characters or fewer',
  inactiveNoteOnlyForOther: 'A note goes with the reason Other only',
  /** The list's filter by inactive reason (a query value not in the list). */
  inactiveReasonFilter: 'Please choose an inactive reason from the list',
  paidFeeRequired: 'Please enter paid fee',
  expectedAdvanceFeeRequired: 'Please enter expected advance fee',
  expectedPostMatchFeeRequired: 'Please enter expected post-match fee',
  feeRange: 'Fee must be between 0 and 100,000',
  feeStep: 'Fee must be in steps of 1000',
  restrictPhotosVisibilityRequired: 'Please select photo visibility',
} as const;

export function tooLongMessage(max: number): string {
  return `Please enter at most ${max} characters`;
}
