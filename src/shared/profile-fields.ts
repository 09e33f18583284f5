/**
 * THE table of profile fields (issue 26, decision 076): each field a family answers is declared here once, with
 * its kind, its section of the form and the view, its labels in English and Urdu (as the view and the history
 * name it, as the form asks it), who may see it, whether it is the family's own words, whether the list filters
 * by it. The free text cleaned for other families (free-text.ts), the server's columns and privacy visibility,
 * the profile view's labels and sections, the history's labels and the form's labels derive from it; the zod
 * schema (profile-schema.ts) has one schema per key of this table, checked by the typecheck (zod stays out of
 * this module: the view and the history do not load it); the partner requirements name their field here
 * (partner-requirements.ts).
 *
 * Adding a field is an entry here, its schema, the migration of its column, and its Urdu labels (a test fails
 * without them). The order is the form's and the schema's: the order in which a family answers.
 */

export const TEXT_LIMITS = {
  short: 100,
  medium: 200,
  long: 2000,
  choice: 50,
} as const;

/** A text in both of the product's languages (decision 017: families read English and Urdu). */
export interface Bilingual {
  readonly en: string;
  readonly ur: string;
}

/** The sections of the form and of the profile view (SPEC §2). */
export const PROFILE_SECTIONS = ['personal', 'family', 'education', 'partner'] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number];

/**
 * Who receives a field (DESIGN §3, src/server/privacy/profile-visibility.ts): `all` every viewer of the
 * profile; `identify` a viewer who may identify the profile (the name rule); `own` the family itself and the
 * matchmakers; `pictures` by the pictures' own rule.
 */
export type FieldVisibility = 'all' | 'identify' | 'own' | 'pictures';

/** How a value is read: text as typed, a listed choice (in the reader's language), a number, yes/no… */
export type FieldKind =
  | 'text'
  | 'choice'
  | 'place'
  | 'number'
  | 'money'
  | 'yesNo'
  | 'phone'
  | 'email'
  | 'pictures';

export interface FieldSpec {
  readonly kind: FieldKind;
  readonly section: ProfileSectionId;
  /** As the profile view and the history name the field. */
  readonly label: Bilingual;
  /** As the form asks it; absent when the form asks it in parts (the marriage's years and months). */
  readonly question?: Bilingual;
  /**
   * The view's line that shows the field when not its own (feet and inches: 'height'; the other job type:
   * 'jobType'); null: no line (pictures are shown as pictures).
   */
  readonly shownAs?: string | null;
  readonly visibility: FieldVisibility;
  /** False when the field is not a column of the profiles table (pictures are files). */
  readonly column?: false;
  /** Written in the family's own words: cleaned of contacts (and names) for another family (free-text.ts). */
  readonly freeText: boolean;
  /** The profile list has a filter on it (SPEC §9). */
  readonly filterable: boolean;
}

/** The view's lines that show more than one field, with their labels. */
export const VIEW_COMPOSITE_LABELS = {
  height: { en: 'Height', ur: 'قد' },
} as const satisfies Record<string, Bilingual>;

export const PROFILE_FIELDS = {
  // personal
  name: {
    kind: 'text',
    section: 'personal',
    label: { en: 'Name', ur: 'نام' },
    question: { en: 'Name', ur: 'نام' },
    visibility: 'identify',
    freeText: false,
    filterable: false,
  },
  age: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Age', ur: 'عمر' },
    question: { en: 'Age', ur: 'عمر' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  gender: {
    kind: 'choice',
    section: 'personal',
    label: { en: 'Gender', ur: 'جنس' },
    question: { en: 'Gender', ur: 'جنس' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  phoneNo: {
    kind: 'phone',
    section: 'personal',
    label: { en: 'Phone', ur: 'فون نمبر' },
    question: { en: 'Phone number', ur: 'فون نمبر' },
    visibility: 'own',
    freeText: false,
    filterable: false,
  },
  familyPhoneNo: {
    kind: 'phone',
    section: 'personal',
    label: { en: 'Family Phone', ur: 'گھر والوں کا فون نمبر' },
    question: { en: 'Family phone number', ur: 'گھر والوں کا فون نمبر' },
    visibility: 'own',
    freeText: false,
    filterable: false,
  },
  email: {
    kind: 'email',
    section: 'personal',
    label: { en: 'Email', ur: 'ای میل' },
    question: { en: 'Email', ur: 'ای میل' },
    visibility: 'own',
    freeText: false,
    filterable: false,
  },
  city: {
    kind: 'place',
    section: 'personal',
    label: { en: 'City', ur: 'شہر' },
    question: { en: 'City', ur: 'شہر' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  address: {
    kind: 'text',
    section: 'personal',
    label: { en: 'Address', ur: 'پتا' },
    question: { en: 'Address (area/colony/society)', ur: 'پتا (علاقہ / کالونی / سوسائٹی)' },
    visibility: 'own',
    freeText: false,
    filterable: false,
  },
  residenceType: {
    kind: 'choice',
    section: 'personal',
    label: { en: 'Residence', ur: 'رہائش' },
    question: { en: 'Residence', ur: 'رہائش' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  homeTown: {
    kind: 'place',
    section: 'personal',
    label: { en: 'Home Town', ur: 'آبائی شہر' },
    question: { en: 'Home town', ur: 'آبائی شہر' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  heightFt: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Height (feet)', ur: 'قد (فٹ)' },
    question: { en: 'Height (feet)', ur: 'قد (فٹ)' },
    shownAs: 'height',
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  heightIn: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Height (inches)', ur: 'قد (انچ)' },
    question: { en: 'Height (inches)', ur: 'قد (انچ)' },
    shownAs: 'height',
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  maritalStatus: {
    kind: 'choice',
    section: 'personal',
    label: { en: 'Marital Status', ur: 'ازدواجی حیثیت' },
    question: { en: 'Marital status', ur: 'ازدواجی حیثیت' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  marriedYears: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Duration of Marriage', ur: 'شادی کا دورانیہ' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  haveChildren: {
    kind: 'yesNo',
    section: 'personal',
    label: { en: 'Have Children', ur: 'بچے ہیں' },
    question: { en: 'Do you have children?', ur: 'کیا آپ کے بچے ہیں؟' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  children: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Children', ur: 'بچوں کی تعداد' },
    question: { en: 'Number of children', ur: 'بچوں کی تعداد' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  childrenLivingWithYou: {
    kind: 'number',
    section: 'personal',
    label: { en: 'Children Living With Them', ur: 'ساتھ رہنے والے بچے' },
    question: { en: 'Children living with you', ur: 'آپ کے ساتھ رہنے والے بچے' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  divorceReason: {
    kind: 'text',
    section: 'personal',
    label: { en: 'Reason of Divorce/Separation', ur: 'طلاق / علیحدگی کی وجہ' },
    question: { en: 'Reason for divorce', ur: 'طلاق کی وجہ' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  hasDisability: {
    kind: 'yesNo',
    section: 'personal',
    label: { en: 'Disability', ur: 'معذوری' },
    question: { en: 'Do you have any disability?', ur: 'کیا آپ کو کوئی معذوری ہے؟' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  disabilities: {
    kind: 'text',
    section: 'personal',
    label: { en: 'Disability Details', ur: 'معذوری کی تفصیل' },
    question: { en: 'Please describe the disability', ur: 'براہ کرم معذوری کی تفصیل لکھیں' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  aboutYou: {
    kind: 'text',
    section: 'personal',
    label: { en: 'About', ur: 'تعارف' },
    question: {
      en: 'About you',
      ur: 'اپنے بارے میں۔ براہ کرم یہاں نام، فون نمبر یا ای میل نہ لکھیں؛ رابطے کی تفصیل ہم خود دیتے ہیں۔',
    },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  pictures: {
    kind: 'pictures',
    section: 'personal',
    label: { en: 'Pictures', ur: 'تصاویر' },
    question: { en: 'Pictures', ur: 'تصاویر' },
    shownAs: null,
    visibility: 'pictures',
    column: false,
    freeText: false,
    filterable: false,
  },
  // family
  fatherName: {
    kind: 'text',
    section: 'family',
    label: { en: "Father's Name", ur: 'والد کا نام' },
    question: { en: "Father's name", ur: 'والد کا نام' },
    visibility: 'identify',
    freeText: false,
    filterable: false,
  },
  fatherOccupation: {
    kind: 'text',
    section: 'family',
    label: { en: "Father's Occupation", ur: 'والد کا پیشہ' },
    question: { en: "Father's occupation", ur: 'والد کا پیشہ' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  motherOccupation: {
    kind: 'text',
    section: 'family',
    label: { en: "Mother's Occupation", ur: 'والدہ کا پیشہ' },
    question: { en: "Mother's occupation", ur: 'والدہ کا پیشہ' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  caste: {
    kind: 'text',
    section: 'family',
    label: { en: 'Caste', ur: 'ذات' },
    question: { en: 'Caste', ur: 'ذات' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  religion: {
    kind: 'choice',
    section: 'family',
    label: { en: 'Religion', ur: 'مذہب' },
    question: { en: 'Religion', ur: 'مذہب' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  sect: {
    kind: 'choice',
    section: 'family',
    label: { en: 'Sect', ur: 'مسلک' },
    question: { en: 'Sect', ur: 'مسلک' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  nativeLanguage: {
    kind: 'choice',
    section: 'family',
    label: { en: 'Native Language', ur: 'مادری زبان' },
    question: { en: 'Native language', ur: 'مادری زبان' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  brothers: {
    kind: 'number',
    section: 'family',
    label: { en: 'Brothers', ur: 'بھائی' },
    question: { en: 'Brothers', ur: 'بھائی' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  sisters: {
    kind: 'number',
    section: 'family',
    label: { en: 'Sisters', ur: 'بہنیں' },
    question: { en: 'Sisters', ur: 'بہنیں' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  brothersMaritalInformation: {
    kind: 'number',
    section: 'family',
    label: { en: 'Married Brothers', ur: 'شادی شدہ بھائی' },
    question: { en: 'Married brothers', ur: 'شادی شدہ بھائی' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  sistersMaritalInformation: {
    kind: 'number',
    section: 'family',
    label: { en: 'Married Sisters', ur: 'شادی شدہ بہنیں' },
    question: { en: 'Married sisters', ur: 'شادی شدہ بہنیں' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  brothersDetails: {
    kind: 'text',
    section: 'family',
    label: { en: 'Brothers/Sisters Details', ur: 'بہن بھائیوں کی تفصیل' },
    question: {
      en: 'Details of brothers and sisters',
      ur: 'بہن بھائیوں کی تفصیل۔ براہ کرم یہاں نام، فون نمبر یا ای میل نہ لکھیں؛ رابطے کی تفصیل ہم خود دیتے ہیں۔',
    },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  // education
  education: {
    kind: 'text',
    section: 'education',
    label: { en: 'Education', ur: 'تعلیم' },
    question: { en: 'Education (highest degree)', ur: 'تعلیم (سب سے اعلیٰ ڈگری)' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  educationYears: {
    kind: 'number',
    section: 'education',
    label: { en: 'Years of Education', ur: 'تعلیم کے سال' },
    question: { en: 'Years of education', ur: 'تعلیم کے سال' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  educationInstituteName: {
    kind: 'text',
    section: 'education',
    label: { en: 'Institute', ur: 'تعلیمی ادارہ' },
    question: { en: 'School, college or university', ur: 'اسکول، کالج یا یونیورسٹی' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  jobType: {
    kind: 'choice',
    section: 'education',
    label: { en: 'Job Type', ur: 'ملازمت کی قسم' },
    question: { en: 'Job type', ur: 'ملازمت کی قسم' },
    visibility: 'all',
    freeText: false,
    filterable: true,
  },
  otherJobType: {
    kind: 'text',
    section: 'education',
    label: { en: 'Other Job Type', ur: 'دیگر ملازمت کی قسم' },
    question: { en: 'Please write the job type', ur: 'براہ کرم ملازمت کی قسم لکھیں' },
    shownAs: 'jobType',
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  jobTitle: {
    kind: 'text',
    section: 'education',
    label: { en: 'Job Title', ur: 'عہدہ' },
    question: { en: 'Job title', ur: 'عہدہ' },
    visibility: 'all',
    freeText: true,
    filterable: true,
  },
  company: {
    kind: 'text',
    section: 'education',
    label: { en: 'Company', ur: 'کمپنی یا ادارہ' },
    question: { en: 'Company or organisation', ur: 'کمپنی یا ادارہ' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  workCountry: {
    kind: 'text',
    section: 'education',
    label: { en: 'Work Country', ur: 'کام کا ملک' },
    question: { en: 'Work country', ur: 'کام کا ملک' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  workCity: {
    kind: 'place',
    section: 'education',
    label: { en: 'Work City', ur: 'کام کا شہر' },
    question: { en: 'Work city', ur: 'کام کا شہر' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  businessType: {
    kind: 'text',
    section: 'education',
    label: { en: 'Business Type', ur: 'کاروبار کی قسم' },
    question: { en: 'Type of business', ur: 'کاروبار کی قسم' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  monthlyIncome: {
    kind: 'money',
    section: 'education',
    label: { en: 'Monthly Income', ur: 'ماہانہ آمدنی' },
    question: { en: 'Monthly income (Rs)', ur: 'ماہانہ آمدنی (روپے)' },
    visibility: 'all',
    freeText: false,
    filterable: false,
  },
  // partner
  partnerEducation: {
    kind: 'text',
    section: 'partner',
    label: { en: 'Partner Education', ur: 'جیون ساتھی کی تعلیم' },
    question: { en: "Partner's education", ur: 'جیون ساتھی کی تعلیم' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  partnerDetails: {
    kind: 'text',
    section: 'partner',
    label: { en: 'Partner Details', ur: 'جیون ساتھی کی تفصیل' },
    question: {
      en: 'Partner requirements',
      ur: 'جیون ساتھی کی شرائط۔ براہ کرم یہاں نام، فون نمبر یا ای میل نہ لکھیں؛ رابطے کی تفصیل ہم خود دیتے ہیں۔',
    },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
} as const satisfies Record<string, FieldSpec>;

export type ProfileFieldTable = Readonly<Record<string, FieldSpec>>;
export type ProfileFieldKey = keyof typeof PROFILE_FIELDS;
type Fields = typeof PROFILE_FIELDS;

/** The keys of the fields whose entry has `property` equal to `value`. */
type KeysWhere<P extends keyof FieldSpec, V> = {
  [K in ProfileFieldKey]: Fields[K] extends Record<P, V> ? K : never;
}[ProfileFieldKey];

/** The keys of a table whose entries pass `test`, in the table's order. */
export function fieldKeys<T extends ProfileFieldTable>(
  table: T,
  test: (spec: FieldSpec) => boolean,
): (keyof T & string)[] {
  return Object.keys(table).filter((key) => test(table[key] as FieldSpec));
}

/** The fields a family writes in its own words, in the table's order. */
export const FREE_TEXT_FIELD_KEYS = fieldKeys(PROFILE_FIELDS, (f) => f.freeText) as KeysWhere<
  'freeText',
  true
>[];

/** The fields stored in the profiles table's columns, in the table's order. */
export type ColumnFieldKey = Exclude<ProfileFieldKey, KeysWhere<'column', false>>;
export const COLUMN_FIELD_KEYS = fieldKeys(PROFILE_FIELDS, (f) => f.column !== false) as ColumnFieldKey[];

/** The labels of a table's fields in one language (the history's English, the view's catalogs). */
export function fieldLabels<T extends ProfileFieldTable>(
  table: T,
  lang: keyof Bilingual,
): Record<keyof T & string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, spec]) => [key, spec.label[lang]])) as Record<
    keyof T & string,
    string
  >;
}

/** The fields shown on a line of another field's (feet and inches on 'height', the other job type on 'jobType'). */
type ShownElsewhere = {
  [K in ProfileFieldKey]: Fields[K] extends { shownAs: unknown } ? K : never;
}[ProfileFieldKey];
/** A line of the profile view: a field of its own, or a line of several (VIEW_COMPOSITE_LABELS). */
export type ViewFieldKey = Exclude<ProfileFieldKey, ShownElsewhere> | keyof typeof VIEW_COMPOSITE_LABELS;

/** A field's line on the profile view, or null when it has none. */
export function viewKeyOf(table: ProfileFieldTable, key: string): string | null {
  const shownAs = table[key]?.shownAs;
  return shownAs === undefined ? key : shownAs;
}

/**
 * The lines of the profile view in a table's order, each with its section and its labels (a composite line
 * takes the section of its first field).
 */
export function viewLines(
  table: ProfileFieldTable,
): { key: string; section: ProfileSectionId; label: Bilingual }[] {
  const lines = new Map<string, { key: string; section: ProfileSectionId; label: Bilingual }>();
  for (const [key, spec] of Object.entries(table)) {
    const line = viewKeyOf(table, key);
    if (line === null || lines.has(line)) continue;
    const composite = (VIEW_COMPOSITE_LABELS as Record<string, Bilingual>)[line];
    const label = composite ?? table[line]?.label ?? spec.label;
    lines.set(line, { key: line, section: spec.section, label });
  }
  return [...lines.values()];
}

/** The view's labels in one language: the `fields` of the profile view's catalogs. */
export function viewFieldLabels(lang: keyof Bilingual): Record<ViewFieldKey, string> {
  return Object.fromEntries(viewLines(PROFILE_FIELDS).map((line) => [line.key, line.label[lang]])) as Record<
    ViewFieldKey,
    string
  >;
}

/** The fields the form asks as one question each (not the marriage's parts, not the pictures' uploader). */
type Asked = {
  [K in ProfileFieldKey]: Fields[K] extends { question: Bilingual } ? K : never;
}[ProfileFieldKey];

/** The form's labels in one language: the questions of the table (the form's catalogs add its own parts). */
export function formQuestions(lang: keyof Bilingual): Record<Asked, string> {
  return Object.fromEntries(
    Object.entries(PROFILE_FIELDS as ProfileFieldTable).flatMap(([key, spec]) =>
      spec.question ? [[key, spec.question[lang]]] : [],
    ),
  ) as Record<Asked, string>;
}
