import { currentLanguage, i18n, optionLabel, placeLabel } from '@client/lib/i18n';
import type { BadgeColour } from '@shared/connection-status';
import { summaryDisplay } from '@shared/connection-summary';
import { jobTypeLabel, type ProfileStatus } from '@shared/enums';
import { feeParts } from '@shared/fees';
import { nearbyValue, REASON_LABELS } from '@shared/match-score';
import { formatRupees } from '@shared/money';
import type { ConnectionSummary } from '@shared/profile-list';
import type { Mismatch, ProfileCard } from '@shared/profile-list-schema';

/**
 * Pure helpers that turn a card of `GET /api/profiles` into the words and colours the card shows, in the
 * current language (namespace `profiles`; option values such as 'Single' through lib/i18n `optionLabel`).
 */

export function displayName(card: Pick<ProfileCard, '_id' | 'name'>): string {
  const name = card.name?.trim();
  return name ? name : i18n.t('profiles:profileNumber', { id: card._id });
}

/**
 * A run of digits and marks that must read left to right: inside an Urdu (right-to-left) line it goes in a
 * left-to-right isolate, or 5'6" would show as 6'5".
 */
export function leftToRight(text: string): string {
  return currentLanguage() === 'ur' ? `\u2066${text}\u2069` : text;
}

/** 5'4" (feet and inches); null when the feet are unknown. */
export function formatHeight(
  ft: number | null | undefined,
  inches: number | null | undefined,
): string | null {
  if (ft == null) return null;
  return leftToRight(`${ft}'${inches ?? 0}"`);
}

/** The head line: age, city, height, marital status and the distance when a location filter is on. */
export function headFacts(card: ProfileCard): string[] {
  // The id is what every WhatsApp text and matchmaker uses; a card titled by name shows it first (issue 15).
  const facts = card.name?.trim() ? [`#${card._id}`] : [];
  facts.push(i18n.t('profiles:years', { age: card.age }), placeLabel(card.city));
  const height = formatHeight(card.heightFt, card.heightIn);
  if (height) facts.push(height);
  facts.push(card.maritalStatus ? optionLabel(card.maritalStatus) : card.maritalStatus);
  // In the words of the distance chip ("Same city", "12 km away"): "0 km away" beside "Same city" read as a mistake.
  if (card.distanceKm != null)
    facts.push(REASON_LABELS.nearby[currentLanguage()](nearbyValue(card.distanceKm)));
  return facts.filter((fact) => fact && fact.trim() !== '');
}

/**
 * The card's reasons for its chips: without the distance when the head line already says it ("Same city"
 * once per card, issue 30 item 10).
 */
export function chipReasons(card: ProfileCard): NonNullable<ProfileCard['reasons']> {
  const reasons = card.reasons ?? [];
  return card.distanceKm != null ? reasons.filter((reason) => reason.name !== 'nearby') : reasons;
}

export interface Detail {
  label: string;
  /**
   * The value's parts, each written in its own language (a job title the family typed, the job type in the
   * viewer's): each is drawn as its own isolate, joined by `listSeparator()`, or "Lecturer, سرکاری ملازمت"
   * reads as one Latin run.
   */
  parts: string[];
}

/** Education, job, caste and sect, the ones the viewer may see and that are filled in. */
export function cardDetails(card: ProfileCard): Detail[] {
  const jobType = card.jobType
    ? card.jobType === 'Other' && card.otherJobType
      ? card.otherJobType
      : optionLabel(card.jobType, jobTypeLabel(card.jobType))
    : null;
  const details: [string, (string | null | undefined)[]][] = [
    [i18n.t('profiles:education'), [card.education]],
    [i18n.t('profiles:job'), [card.jobTitle, jobType]],
    [i18n.t('profiles:caste'), [card.caste]],
    [i18n.t('profiles:sect'), [card.sect ? optionLabel(card.sect) : card.sect]],
  ];
  return details.flatMap(([label, values]) => {
    const parts = values.flatMap((value) => (value?.trim() ? [value.trim()] : []));
    return parts.length ? [{ label, parts }] : [];
  });
}

/** Between the parts of a value: the Urdu comma on Urdu pages. */
export function listSeparator(): string {
  return currentLanguage() === 'ur' ? '، ' : ', ';
}

/** "Minimum age: Requires 25, Your's 23" (SPEC §2: the words 'Requires' and "Your's"). */
export function mismatchLine(mismatch: Mismatch): string {
  const label = i18n.t(`profiles:mismatchLabels.${mismatch.name}`, { defaultValue: mismatch.name });
  const value = (text: string) => (mismatch.name === 'minHeight' ? leftToRight(text) : text);
  return i18n.t('profiles:mismatch', {
    label,
    expected: value(mismatch.expected),
    actual: value(mismatch.actual),
  });
}

/** The connection summary badge (SPEC §4), from the shared catalogue. */
export function summaryBadge(
  summary: ConnectionSummary | null,
): { label: string; colour: BadgeColour } | null {
  const display = summaryDisplay(summary);
  return display ? { ...display, label: optionLabel(display.label) } : null;
}

export const STATUS_COLOURS: Record<ProfileStatus, BadgeColour> = {
  Active: 'green',
  Review: 'orange',
  InActive: 'gray',
};

/**
 * The paid-fee badge (admins): the amount paid, coloured by SPEC §4 "Fees" — red while nothing of the
 * advance is paid, green once the post-match part is paid in full, blue in between.
 */
export function paidFeeBadge(
  card: Pick<ProfileCard, 'paidFee' | 'expectedAdvanceFee' | 'expectedPostMatchFee'>,
): { label: string; colour: BadgeColour } | null {
  if (card.paidFee === undefined) return null;
  const parts = feeParts(card);
  const colour: BadgeColour =
    parts.advance.state === 'none' ? 'red' : parts.postMatch.state === 'full' ? 'green' : 'blue';
  return { label: i18n.t('profiles:paidFee', { amount: formatRupees(card.paidFee) }), colour };
}

/** The profile's page; inside a match context the context travels along. */
export function profileHref(id: number, matchProfileId: number | null): string {
  return matchProfileId ? `/profile/${id}?matchProfileId=${matchProfileId}` : `/profile/${id}`;
}

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}
