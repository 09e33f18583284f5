import { typedWholeNumber } from '@shared/digits';
import { INACTIVE_REASON_WITH_NOTE, isPreviouslyMarried, OTHER_CHOICE } from '@shared/enums';
import type { FormField, ProfileFormState } from './form-values';

type Rule = (v: ProfileFormState) => boolean;

const previouslyMarried: Rule = (v) => isPreviouslyMarried(v.maritalStatus);
const working: Rule = (v) => v.jobType !== 'Un Employed';
const count = (value: string) => typedWholeNumber(value) ?? 0;

/**
 * Fields shown only when an earlier answer calls for them (SPEC §2, §5), mirroring the schema's rules.
 * A hidden field is neither validated nor sent, so a changed answer leaves nothing stale behind.
 *
 * Where SPEC.md is silent: the reason for divorce is asked only of the divorced; work details are hidden
 * for Not Working; the type of business is asked only for Business.
 */
const RULES: Partial<Record<FormField, Rule>> = {
  marriedYearsPart: previouslyMarried,
  marriedMonthsPart: previouslyMarried,
  haveChildren: previouslyMarried,
  children: (v) => previouslyMarried(v) && v.haveChildren === 'true',
  childrenLivingWithYou: (v) => previouslyMarried(v) && v.haveChildren === 'true',
  divorceReason: (v) => v.maritalStatus === 'Divorced',
  disabilities: (v) => v.hasDisability === 'true',
  religionOther: (v) => v.religion === OTHER_CHOICE,
  sect: (v) => v.religion === 'Muslim',
  nativeLanguageOther: (v) => v.nativeLanguage === OTHER_CHOICE,
  brothersMaritalInformation: (v) => count(v.brothers) > 0,
  sistersMaritalInformation: (v) => count(v.sisters) > 0,
  otherJobType: (v) => v.jobType === 'Other',
  jobTitle: working,
  company: working,
  workCountry: working,
  workCity: working,
  monthlyIncome: working,
  businessType: (v) => v.jobType === 'Business',
  inactiveReason: (v) => v.status === 'InActive',
  inactiveNote: (v) => v.status === 'InActive' && v.inactiveReason === INACTIVE_REASON_WITH_NOTE,
  partnerSect: (v) => v.religion === 'Muslim',
  partnerLocationRadius: (v) => v.partnerCity.trim() !== '',
};

export function isShown(field: FormField, values: ProfileFormState): boolean {
  return RULES[field]?.(values) ?? true;
}
