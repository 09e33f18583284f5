/** The sections of a profile and the fields present in each, as label/value pairs (SPEC §2, §3). */

import { LONG_TEXT_ABOVE } from '@shared/constants';
import { jobTypeLabel } from '@shared/enums';
import {
  type Bilingual,
  type FieldKind,
  fieldKeys,
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
  type ProfileFieldTable,
  type ProfileSectionId,
  type ViewFieldKey,
  viewLines,
} from '@shared/profile-fields';
import type { ProfileView } from '@shared/profile-view';
import { formatHeight, formatIncome, formatMarriageDuration, formatYesNo, presentText } from './format';
import type { ViewT, ViewText } from './view-text';

export type FieldKey = ViewFieldKey;

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

export type SectionId = ProfileSectionId;

export interface ProfileSection {
  readonly id: SectionId;
  readonly title: string;
  readonly fields: readonly ProfileField[];
}

type Value = string | { value: string; detail?: string } | undefined;

/** The fields only the family itself and the matchmakers receive (the table's `own`). */
const CONTACT_KEYS: readonly string[] = fieldKeys(PROFILE_FIELDS, (f) => f.visibility === 'own');
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

/** A field's value by its kind (the table of profile fields): what a field without a reader of its own shows. */
function readByKind(key: string, kind: FieldKind): Read {
  return (p, text) => {
    const value = (p as Record<string, unknown>)[key];
    if (kind === 'number') return count(typeof value === 'number' ? value : undefined);
    if (kind === 'yesNo') return formatYesNo(typeof value === 'boolean' ? value : undefined, text.t);
    if (kind === 'choice' || kind === 'place')
      return option(typeof value === 'string' ? value : undefined, text);
    return typeof value === 'string' ? presentText(value) : undefined;
  };
}

/** The lines that read more than their own value, or read it in their own way. */
const READERS: Partial<Record<FieldKey, Read>> = {
  height: (p) => formatHeight(p.heightFt, p.heightIn),
  marriedYears: (p, { t }) => formatMarriageDuration(p.marriedYears, t),
  jobType,
  monthlyIncome: (p, { t }) => income(p, t),
};

/**
 * The view's order within each section (SPEC §2); a line of the table of profile fields that is not listed
 * comes after the listed ones of its section, in the table's order. Which section a line is in, and its label,
 * is the table's (src/shared/profile-fields.ts).
 */
const VIEW_ORDER: readonly FieldKey[] = [
  // Personal
  'name',
  'age',
  'gender',
  'height',
  'maritalStatus',
  'marriedYears',
  'haveChildren',
  'children',
  'childrenLivingWithYou',
  'divorceReason',
  // A listed city in the reader's language (options-ur holds their Urdu names, issue 30).
  'city',
  'homeTown',
  'residenceType',
  'address',
  'phoneNo',
  'familyPhoneNo',
  'email',
  'hasDisability',
  'disabilities',
  'aboutYou',
  // Family
  'fatherName',
  'fatherOccupation',
  'motherOccupation',
  'religion',
  'sect',
  'caste',
  'nativeLanguage',
  'brothers',
  'brothersMaritalInformation',
  'sisters',
  'sistersMaritalInformation',
  'brothersDetails',
  // Education and profession
  'education',
  'educationYears',
  'educationInstituteName',
  'jobType',
  'jobTitle',
  'company',
  'businessType',
  'workCountry',
  'workCity',
  'monthlyIncome',
  // Partner
  'partnerEducation',
  'partnerDetails',
];

const rank = (key: string) => {
  const at = (VIEW_ORDER as readonly string[]).indexOf(key);
  return at === -1 ? VIEW_ORDER.length : at;
};

/** Fields in display order, per section; each reader answers undefined when the field is absent. */
export function viewSectionsOf(
  table: ProfileFieldTable,
): readonly { id: SectionId; fields: { key: FieldKey; label: Bilingual; read: Read }[] }[] {
  const lines = viewLines(table);
  return PROFILE_SECTIONS.map((id) => ({
    id,
    fields: lines
      .filter((line) => line.section === id)
      .map((line, index) => ({ line, index }))
      .sort((a, b) => rank(a.line.key) - rank(b.line.key) || a.index - b.index)
      .map(({ line }) => ({
        key: line.key as FieldKey,
        label: line.label,
        read: READERS[line.key as FieldKey] ?? readByKind(line.key, table[line.key]?.kind ?? 'text'),
      })),
  }));
}

const SECTIONS = viewSectionsOf(PROFILE_FIELDS);

/**
 * The sections that have at least one field present, each with only its present fields, in the language of
 * `text` (utils/view-text.ts).
 */
export function profileSections(profile: ProfileView, text: ViewText): ProfileSection[] {
  const { t } = text;
  const sections: ProfileSection[] = [];
  for (const section of SECTIONS) {
    const fields: ProfileField[] = [];
    for (const { key, read } of section.fields) {
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
