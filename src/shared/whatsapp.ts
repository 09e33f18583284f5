/**
 * WhatsApp messages of SPEC §7 (DESIGN §4: links are https://wa.me/<digits>?text=<urlencoded>).
 * A sent-profile text obeys DESIGN §3: a woman's name, pictures and phone never go into it.
 */
import { jobTypeLabel, type MaritalStatus } from './enums';
import { normalisePhone, phoneDigits } from './phone';

export function whatsappLink(phone: string, text?: string): string {
  const digits = phoneDigits(normalisePhone(phone));
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * The language a matchmaker writes a family in (issue 29): English or Urdu, her choice on each message; the
 * two texts of every message below are written here side by side.
 */
export const MESSAGE_LANGUAGES = ['en', 'ur'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** Which of a profile's phones a message goes to: the candidate's own or the family phone (issue 29). */
export type PhoneChoice = 'own' | 'family';

type Phones = { gender: string; phoneNo?: string | null; familyPhoneNo?: string | null };

const present = (phone: string | null | undefined) => (phone?.trim() ? phone.trim() : null);

/** The family phone when there is one and the candidate is a woman; otherwise the candidate's own phone. */
export function defaultPhoneChoice(profile: Phones): PhoneChoice {
  return profile.gender === 'Female' && present(profile.familyPhoneNo) ? 'family' : 'own';
}

/** The number a choice names; the other one when the chosen one is missing; null when there is none. */
export function phoneOf(profile: Phones, choice: PhoneChoice): string | null {
  const own = present(profile.phoneNo);
  const family = present(profile.familyPhoneNo);
  return choice === 'family' ? (family ?? own) : (own ?? family);
}

/**
 * A part of a sentence without its own closing punctuation, so that the sentence adds exactly one: a family
 * that wrote "M.B.B.S." or "Lahore," must not make a text read "M.B.B.S..", and never "Id: 233: 34".
 */
export function bare(part: string): string {
  return part.trim().replace(/[\s.,;:!?،۔؟]+$/u, '');
}

/** The parts joined by the language's comma, each bare, the empty ones left out. */
function listOf(parts: readonly (string | null | undefined)[], language: MessageLanguage): string {
  return parts
    .map((part) => (part ? bare(part) : ''))
    .filter(Boolean)
    .join(language === 'ur' ? '، ' : ', ');
}

const PROFILE_ID = { en: 'Profile Id', ur: 'پروفائل نمبر' } as const;
const FULL_STOP = { en: '.', ur: '۔' } as const;

/** "(Profile Id: 12)", or in Urdu "(پروفائل نمبر: 12)". */
export function profileIdNote(id: number, language: MessageLanguage): string {
  return `(${PROFILE_ID[language]}: ${id})`;
}

/** The sent profile as the recipient family reads it; only fields any family may see. */
export type SentProfileSummary = {
  _id: number;
  name?: string | null;
  gender: 'Male' | 'Female';
  age: number;
  city: string;
  heightFt?: number | null;
  heightIn?: number | null;
  maritalStatus: string;
  education?: string | null;
  jobType?: string | null;
  jobTitle?: string | null;
  caste?: string | null;
  sect?: string | null;
};

/** As the app's Urdu catalog names them (client/lib/catalogs/options-ur.ts). */
const MARITAL_UR: Record<MaritalStatus, string> = {
  Single: 'غیر شادی شدہ',
  Divorced: 'طلاق یافتہ',
  Widowed: 'بیوہ / رنڈوا',
  'Nikah Broken (No Rukhsati)': 'نکاح ختم (رخصتی نہیں ہوئی)',
  Married: 'شادی شدہ',
};

const SENT_PROFILE = {
  en: {
    greeting: 'Assalam-o-Alaikum! Rishta has a proposal for you.',
    years: (age: number) => `${age} years`,
    answer: 'Please see the profile and answer Interested or Not Interested:',
  },
  ur: {
    greeting: 'السلام علیکم! رشتہ کی طرف سے آپ کے لیے ایک رشتہ ہے۔',
    years: (age: number) => `${age} سال`,
    answer: 'براہ کرم پروفائل دیکھ کر بتائیں کہ آپ دلچسپی رکھتے ہیں یا نہیں:',
  },
} as const;

/**
 * The text of a sent profile (SPEC §7): the name where the view to the recipient has it (a woman's never, as
 * she has not accepted yet: DESIGN §3), the facts, the id, and the recipient's login link to the profile.
 * "Bilal, 27 years, Lahore, 5'4", Single, MBBS (Profile Id: 12)."
 */
export function sentProfileText(
  profile: SentProfileSummary,
  recipientLoginLink: string,
  language: MessageLanguage = 'en',
): string {
  const words = SENT_PROFILE[language];
  const height = profile.heightFt ? `${profile.heightFt}'${profile.heightIn ?? 0}"` : null;
  const work = profile.jobTitle || (profile.jobType ? jobTypeLabel(profile.jobType) : null);
  const marital =
    language === 'ur'
      ? (MARITAL_UR[profile.maritalStatus as MaritalStatus] ?? profile.maritalStatus)
      : profile.maritalStatus;
  const name = profile.gender === 'Male' ? profile.name : null;
  const facts = listOf(
    [
      name,
      words.years(profile.age),
      profile.city,
      height,
      marital,
      profile.education,
      work,
      profile.caste,
      profile.sect,
    ],
    language,
  );
  return [
    words.greeting,
    `${facts} ${profileIdNote(profile._id, language)}${FULL_STOP[language]}`,
    `${words.answer} ${recipientLoginLink}?to=/profile/${profile._id}`,
  ].join('\n');
}

/** The Urdu inquiry to a family that has not answered, with its login link to My Connections (SPEC §7). */
export function inquiryTextUrdu(loginLink: string): string {
  return [
    'السلام علیکم! ہم نے آپ کو رشتہ کی پروفائل بھیجی تھی۔',
    'براہ کرم دیکھ کر بتائیں کہ آپ دلچسپی رکھتے ہیں یا نہیں:',
    `${loginLink}?to=/my-connections`,
  ].join('\n');
}

/** The name is left out when it is the placeholder 'xyz'. */
export function updateRequestText(name: string | null | undefined, profileId: number): string {
  const named = name && name.trim().toLowerCase() !== 'xyz' ? `${name.trim()}, ` : '';
  return `Aoa. Any update on the profile? (${named}Profile Id: ${profileId})`;
}

/** A profile a message names: its id, and its name only where the name rule lets the family read it. */
export type NamedProfile = { _id: number; name: string | null };

/** "Bilal Ahmed, Profile Id: 12" (the placeholder name 'xyz' left out, as SPEC's update request does). */
function nameAndId(profile: NamedProfile, language: MessageLanguage): string {
  const name = profile.name?.trim();
  const named = name && name.toLowerCase() !== 'xyz' ? `${bare(name)}${language === 'ur' ? '، ' : ', '}` : '';
  return `${named}${PROFILE_ID[language]}: ${profile._id}`;
}

/**
 * The one follow-up to a family that has not answered (issue 29): it names the profiles it received and
 * links to My Connections. Urdu is SPEC's inquiry with a line naming them; English is SPEC's update request
 * ("Aoa. Any update on the profile? (name, Profile Id: n)") with the link.
 */
export function followUpText(
  received: readonly NamedProfile[],
  loginLink: string,
  language: MessageLanguage,
): string {
  const named = received.map((profile) => nameAndId(profile, language)).join('; ');
  const link = `${loginLink}?to=/my-connections`;
  if (language === 'ur') {
    const [greeting, ask] = inquiryTextUrdu(loginLink).split('\n');
    return [greeting, `(${named})`, ask, link].join('\n');
  }
  const head =
    received.length === 1
      ? updateRequestText(received[0]!.name, received[0]!._id)
      : `Aoa. Any update on the profiles? (${named})`;
  return [head, `Please answer here: ${link}`].join('\n');
}

const SHARED_CONTACT = {
  en: {
    greeting:
      'Assalam-o-Alaikum! Both families have shown interest, so here are the contact details of the other family.',
    name: 'Name',
    phone: 'Phone',
    note: 'Please speak with respect, and keep us informed of how it goes. May Allah make it easy.',
  },
  ur: {
    greeting:
      'السلام علیکم! دونوں خاندانوں نے دلچسپی ظاہر کی ہے، اس لیے دوسرے خاندان سے رابطے کی تفصیل یہ ہے۔',
    name: 'نام',
    phone: 'فون',
    note: 'براہ کرم احترام سے بات کریں اور ہمیں بتاتے رہیں کہ بات کیسے آگے بڑھ رہی ہے۔ اللہ آسانی فرمائے۔',
  },
} as const;

/** The bureau's note at the end of a shared contact, in each language. */
export function bureauNote(language: MessageLanguage): string {
  return SHARED_CONTACT[language].note;
}

/**
 * Share contacts (issue 29): what one family of an Awaiting Contact pair receives about the other: the other's
 * name where the name rule lets this family read it (`name` null otherwise), its id, the phone to call and
 * the bureau's note, in the family's language.
 */
export function sharedContactText(
  other: NamedProfile & { phone: string },
  language: MessageLanguage,
): string {
  const words = SHARED_CONTACT[language];
  const name = other.name?.trim();
  const who =
    name && name.toLowerCase() !== 'xyz'
      ? `${words.name}: ${bare(name)} ${profileIdNote(other._id, language)}`
      : `${PROFILE_ID[language]}: ${other._id}`;
  // In Urdu the number is a left-to-right isolate (LRI … PDI): else its "+" shows at the wrong end.
  const phone = language === 'ur' ? `\u2066${other.phone.trim()}\u2069` : other.phone.trim();
  return [words.greeting, who, `${words.phone}: ${phone}`, words.note].join('\n');
}

/** Send Login Link (SPEC §2): the family's own login link, in English or Urdu (issue 29). */
export function loginLinkText(link: string, language: MessageLanguage): string {
  return language === 'ur'
    ? `السلام علیکم! یہ رشتہ پر آپ کا ذاتی لاگ اِن لنک ہے۔ اپنے رشتے دیکھنے کے لیے اسے کھولیں اور کسی کے ساتھ شیئر نہ کریں: ${link}`
    : `Assalam-o-Alaikum! This is your personal Rishta login link. Please open it to see your matches and do not share it with anyone: ${link}`;
}

/**
 * Issue 16: a family whose interest is mutual tells the matchmakers on WhatsApp, from My Connections or the
 * profile view. The id is the other profile's; the matchmakers know the family by its number.
 */
export function bothInterestedText(profileId: number): string {
  return `Aoa. We are both interested (Profile Id: ${profileId})`;
}

/** Decision 061: a family asks the matchmakers how to pay its fee, from My Profile. */
export function feesQuestionText(profileId: number): string {
  return `Aoa. How can I pay the fee? (Profile Id: ${profileId})`;
}

/** Decision 061: the Login overlay's message of a family that lost its login link, naming the phone number it typed. */
export function lostLinkText(phone: string): string {
  return `Aoa. I have lost my login link. Please send it again. My phone number: ${phone.trim()}`;
}
