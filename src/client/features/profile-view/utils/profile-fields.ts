/** The sections of a profile and the fields present in each, as label/value pairs (SPEC §2, §3). */

import { LONG_TEXT_ABOVE } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import type { ProfileView } from '@shared/profile-view';
import { FIELD_LABELS, VIEW_MESSAGES } from '../messages';
import { formatHeight, formatIncome, formatMarriageDuration, formatYesNo, presentText } from './format';

export type FieldKey = keyof typeof FIELD_LABELS;

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
}

export type SectionId = 'personal' | 'family' | 'education' | 'partner';

export interface ProfileSection {
  readonly id: SectionId;
  readonly title: string;
  readonly fields: readonly ProfileField[];
}

type Value = string | { value: string; detail?: string } | undefined;

const CONTACT_KEYS: readonly FieldKey[] = ['phoneNo', 'familyPhoneNo', 'email', 'address'];

function count(n: number | null | undefined): string | undefined {
  return n == null ? undefined : String(n);
}

function jobType(p: ProfileView): string | undefined {
  const type = presentText(p.jobType);
  if (!type) return undefined;
  if (type === 'Other') return presentText(p.otherJobType) ?? jobTypeLabel(type);
  return jobTypeLabel(type);
}

function income(p: ProfileView): Value {
  const formatted = formatIncome(p.monthlyIncome);
  return formatted && { value: formatted.amount, detail: formatted.words };
}

/** Fields in display order, per section; each getter answers undefined when the field is absent. */
const SECTIONS: readonly { id: SectionId; title: string; fields: [FieldKey, (p: ProfileView) => Value][] }[] =
  [
    {
      id: 'personal',
      title: VIEW_MESSAGES.sectionPersonal,
      fields: [
        ['name', (p) => presentText(p.name)],
        ['age', (p) => count(p.age)],
        ['gender', (p) => p.gender],
        ['height', (p) => formatHeight(p.heightFt, p.heightIn)],
        ['maritalStatus', (p) => presentText(p.maritalStatus)],
        ['marriedYears', (p) => formatMarriageDuration(p.marriedYears)],
        ['haveChildren', (p) => formatYesNo(p.haveChildren)],
        ['children', (p) => count(p.children)],
        ['childrenLivingWithYou', (p) => count(p.childrenLivingWithYou)],
        ['divorceReason', (p) => presentText(p.divorceReason)],
        ['city', (p) => presentText(p.city)],
        ['homeTown', (p) => presentText(p.homeTown)],
        ['residenceType', (p) => presentText(p.residenceType)],
        ['address', (p) => presentText(p.address)],
        ['phoneNo', (p) => presentText(p.phoneNo)],
        ['familyPhoneNo', (p) => presentText(p.familyPhoneNo)],
        ['email', (p) => presentText(p.email)],
        ['hasDisability', (p) => formatYesNo(p.hasDisability)],
        ['disabilities', (p) => presentText(p.disabilities)],
        ['aboutYou', (p) => presentText(p.aboutYou)],
      ],
    },
    {
      id: 'family',
      title: VIEW_MESSAGES.sectionFamily,
      fields: [
        ['fatherName', (p) => presentText(p.fatherName)],
        ['fatherOccupation', (p) => presentText(p.fatherOccupation)],
        ['motherOccupation', (p) => presentText(p.motherOccupation)],
        ['religion', (p) => presentText(p.religion)],
        ['sect', (p) => presentText(p.sect)],
        ['caste', (p) => presentText(p.caste)],
        ['nativeLanguage', (p) => presentText(p.nativeLanguage)],
        ['brothers', (p) => count(p.brothers)],
        ['brothersMaritalInformation', (p) => count(p.brothersMaritalInformation)],
        ['sisters', (p) => count(p.sisters)],
        ['sistersMaritalInformation', (p) => count(p.sistersMaritalInformation)],
        ['brothersDetails', (p) => presentText(p.brothersDetails)],
      ],
    },
    {
      id: 'education',
      title: VIEW_MESSAGES.sectionEducation,
      fields: [
        ['education', (p) => presentText(p.education)],
        ['educationYears', (p) => count(p.educationYears)],
        ['educationInstituteName', (p) => presentText(p.educationInstituteName)],
        ['jobType', jobType],
        ['jobTitle', (p) => presentText(p.jobTitle)],
        ['company', (p) => presentText(p.company)],
        ['businessType', (p) => presentText(p.businessType)],
        ['workCountry', (p) => presentText(p.workCountry)],
        ['workCity', (p) => presentText(p.workCity)],
        ['monthlyIncome', income],
      ],
    },
    {
      id: 'partner',
      title: VIEW_MESSAGES.sectionPartner,
      fields: [
        ['partnerEducation', (p) => presentText(p.partnerEducation)],
        ['partnerDetails', (p) => presentText(p.partnerDetails)],
      ],
    },
  ];

/** The sections that have at least one field present, each with only its present fields. */
export function profileSections(profile: ProfileView): ProfileSection[] {
  const sections: ProfileSection[] = [];
  for (const section of SECTIONS) {
    const fields: ProfileField[] = [];
    for (const [key, read] of section.fields) {
      const raw = read(profile);
      if (raw === undefined) continue;
      const { value, detail } = typeof raw === 'string' ? { value: raw, detail: undefined } : raw;
      fields.push({
        key,
        label: FIELD_LABELS[key],
        value,
        detail,
        long: value.length > LONG_TEXT_ABOVE,
        contact: CONTACT_KEYS.includes(key),
      });
    }
    if (fields.length > 0) sections.push({ id: section.id, title: section.title, fields });
  }
  return sections;
}

/** The page heading: the name when the viewer may see it, otherwise 'Profile #id'. */
export function profileTitle(profile: Pick<ProfileView, '_id' | 'name'>): string {
  return presentText(profile.name) ?? VIEW_MESSAGES.profileNumber(profile._id);
}
