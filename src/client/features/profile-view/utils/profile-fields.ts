/** The sections of a profile and the fields present in each, as label/value pairs (SPEC §2, §3). */

import { LONG_TEXT_ABOVE } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import type { ProfileView } from '@shared/profile-view';
import type en from '../i18n/en';
import { formatHeight, formatIncome, formatMarriageDuration, formatYesNo, presentText } from './format';
import type { ViewT, ViewText } from './view-text';

export type FieldKey = keyof typeof en.fields;

export interface ProfileField {
  readonly key: FieldKey;
  readonly label: string;
  readonly value: string;
  /** A second reading of the value (income in crore/lakh/hazar). */
  readonly detail?: string;
  /** Long values are laid out across the whole row and may collapse. */
  readonly long: boolean;
  /** Contact details (phones, e-mail, address): shown, but left out of the copied profile text. */
  readonly contact: boolean;
  /** Numbers, phone numbers and e-mail read left to right, also inside an Urdu page. */
  readonly ltr: boolean;
}

export type SectionId = 'personal' | 'family' | 'education' | 'partner';

export interface ProfileSection {
  readonly id: SectionId;
  readonly title: string;
  readonly fields: readonly ProfileField[];
}

type Value = string | { value: string; detail?: string } | undefined;

const CONTACT_KEYS: readonly FieldKey[] = ['phoneNo', 'familyPhoneNo', 'email', 'address'];
const LTR_KEYS: readonly FieldKey[] = ['phoneNo', 'familyPhoneNo', 'email', 'height', 'monthlyIncome'];

function count(n: number | null | undefined): string | undefined {
  return n == null ? undefined : String(n);
}

/** A closed-list value in the reader's language; free text (a family's own entry) as it is. */
function option(value: string | null | undefined, text: ViewText): string | undefined {
  const present = presentText(value);
  return present && text.option(present);
}

function jobType(p: ProfileView, text: ViewText): string | undefined {
  const type = presentText(p.jobType);
  if (!type) return undefined;
  if (type === 'Other') return presentText(p.otherJobType) ?? text.option(type, jobTypeLabel(type));
  return text.option(type, jobTypeLabel(type));
}

function income(p: ProfileView, t: ViewT): Value {
  const formatted = formatIncome(p.monthlyIncome, t);
  return formatted && { value: formatted.amount, detail: formatted.words };
}

type Read = (p: ProfileView, text: ViewText) => Value;

/** Fields in display order, per section; each getter answers undefined when the field is absent. */
const SECTIONS: readonly { id: SectionId; fields: [FieldKey, Read][] }[] = [
  {
    id: 'personal',
    fields: [
      ['name', (p) => presentText(p.name)],
      ['age', (p) => count(p.age)],
      ['gender', (p, text) => option(p.gender, text)],
      ['height', (p) => formatHeight(p.heightFt, p.heightIn)],
      ['maritalStatus', (p, text) => option(p.maritalStatus, text)],
      ['marriedYears', (p, { t }) => formatMarriageDuration(p.marriedYears, t)],
      ['haveChildren', (p, { t }) => formatYesNo(p.haveChildren, t)],
      ['children', (p) => count(p.children)],
      ['childrenLivingWithYou', (p) => count(p.childrenLivingWithYou)],
      ['divorceReason', (p) => presentText(p.divorceReason)],
      // A listed city in the reader's language (options-ur holds their Urdu names, issue 30).
      ['city', (p, text) => option(p.city, text)],
      ['homeTown', (p, text) => option(p.homeTown, text)],
      ['residenceType', (p, text) => option(p.residenceType, text)],
      ['address', (p) => presentText(p.address)],
      ['phoneNo', (p) => presentText(p.phoneNo)],
      ['familyPhoneNo', (p) => presentText(p.familyPhoneNo)],
      ['email', (p) => presentText(p.email)],
      ['hasDisability', (p, { t }) => formatYesNo(p.hasDisability, t)],
      ['disabilities', (p) => presentText(p.disabilities)],
      ['aboutYou', (p) => presentText(p.aboutYou)],
    ],
  },
  {
    id: 'family',
    fields: [
      ['fatherName', (p) => presentText(p.fatherName)],
      ['fatherOccupation', (p) => presentText(p.fatherOccupation)],
      ['motherOccupation', (p) => presentText(p.motherOccupation)],
      ['religion', (p, text) => option(p.religion, text)],
      ['sect', (p, text) => option(p.sect, text)],
      ['caste', (p) => presentText(p.caste)],
      ['nativeLanguage', (p, text) => option(p.nativeLanguage, text)],
      ['brothers', (p) => count(p.brothers)],
      ['brothersMaritalInformation', (p) => count(p.brothersMaritalInformation)],
      ['sisters', (p) => count(p.sisters)],
      ['sistersMaritalInformation', (p) => count(p.sistersMaritalInformation)],
      ['brothersDetails', (p) => presentText(p.brothersDetails)],
    ],
  },
  {
    id: 'education',
    fields: [
      ['education', (p) => presentText(p.education)],
      ['educationYears', (p) => count(p.educationYears)],
      ['educationInstituteName', (p) => presentText(p.educationInstituteName)],
      ['jobType', jobType],
      ['jobTitle', (p) => presentText(p.jobTitle)],
      ['company', (p) => presentText(p.company)],
      ['businessType', (p) => presentText(p.businessType)],
      ['workCountry', (p) => presentText(p.workCountry)],
      ['workCity', (p, text) => option(p.workCity, text)],
      ['monthlyIncome', (p, { t }) => income(p, t)],
    ],
  },
  {
    id: 'partner',
    fields: [
      ['partnerEducation', (p) => presentText(p.partnerEducation)],
      ['partnerDetails', (p) => presentText(p.partnerDetails)],
    ],
  },
];

/**
 * The sections that have at least one field present, each with only its present fields, in the language of
 * `text` (utils/view-text.ts).
 */
export function profileSections(profile: ProfileView, text: ViewText): ProfileSection[] {
  const { t } = text;
  const sections: ProfileSection[] = [];
  for (const section of SECTIONS) {
    const fields: ProfileField[] = [];
    for (const [key, read] of section.fields) {
      const raw = read(profile, text);
      if (raw === undefined) continue;
      const { value, detail } = typeof raw === 'string' ? { value: raw, detail: undefined } : raw;
      fields.push({
        key,
        label: t(`fields.${key}`),
        value,
        detail,
        long: value.length > LONG_TEXT_ABOVE,
        contact: CONTACT_KEYS.includes(key),
        ltr: LTR_KEYS.includes(key),
      });
    }
    if (fields.length > 0) sections.push({ id: section.id, title: t(`sections.${section.id}`), fields });
  }
  return sections;
}

/** The page heading: the name when the viewer may see it, otherwise 'Profile #id'. */
export function profileTitle(profile: Pick<ProfileView, '_id' | 'name'>, t: ViewT): string {
  return presentText(profile.name) ?? t('profileNumber', { id: profile._id });
}
