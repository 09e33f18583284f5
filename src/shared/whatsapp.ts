/**
 * WhatsApp messages of SPEC §7 (DESIGN §4: links are https://wa.me/<digits>?text=<urlencoded>).
 * A sent-profile text obeys DESIGN §3: a woman's name, pictures and phone never go into it.
 */
import { jobTypeLabel } from './enums';
import { normalisePhone, phoneDigits } from './phone';

export function whatsappLink(phone: string, text?: string): string {
  const digits = phoneDigits(normalisePhone(phone));
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
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

export function sentProfileText(profile: SentProfileSummary, recipientLoginLink: string): string {
  const height = profile.heightFt ? `${profile.heightFt}'${profile.heightIn ?? 0}"` : null;
  const work = profile.jobTitle || (profile.jobType ? jobTypeLabel(profile.jobType) : null);
  const facts = [
    `${profile.age} years`,
    profile.city,
    height,
    profile.maritalStatus,
    profile.education,
    work,
    profile.caste,
    profile.sect,
  ]
    .filter(Boolean)
    .join(', ');
  const who =
    profile.gender === 'Male' && profile.name
      ? `${profile.name} (Profile Id: ${profile._id})`
      : `Profile Id: ${profile._id}`;
  return [
    'Assalam-o-Alaikum! Rishta has a proposal for you.',
    `${who}: ${facts}.`,
    `Please see the profile and answer Interested or Not Interested: ${recipientLoginLink}?to=/profile/${profile._id}`,
  ].join('\n');
}

/** The Urdu inquiry to a family that has not answered, with its login link to My Connections. */
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
