/**
 * The match score and its reasons (issue 17, decision 043), written once. A pair that already meets both
 * families' hard requirements (src/shared/matching.ts) scores 0–100 by what makes it fit beyond them, from
 * both sides. The server computes the same sum in SQL (server/matching/score-sql.ts), so that a match list is
 * ordered by it over every candidate; tests/api/match-score-property.test.ts proves the two agree.
 *
 * Every part is whole points and judged only when both sides are known; the weights sum to 100, so the score
 * is the plain sum. A part is a reason when it earns at least half its weight.
 *
 * Without zod (decision 102): a family's list card names its reasons with this module. The schemas of the
 * answers that carry a score are in match-score-schema.ts.
 */

/** The reasons, in the order they are shown (the first three are a card's chips). */
export const MATCH_REASONS = [
  'sameCaste',
  'nearby',
  'sameLanguage',
  'sameHomeTown',
  'education',
  'ageGap',
  'heights',
  'wishesMet',
  'wishesReturned',
] as const;
export type MatchReasonName = (typeof MATCH_REASONS)[number];

/** The most points each part earns (they sum to 100). */
export const SCORE_WEIGHTS: Record<MatchReasonName, number> = {
  /** Same caste or biradari: for most families the first thing asked after religion and sect. */
  sameCaste: 20,
  /** Distance between the two families' cities: the same city most, nothing beyond 50 km (NEARBY_POINTS). */
  nearby: 15,
  /** Same native language: the two households will speak it at home. */
  sameLanguage: 12,
  /** Same home town (where the family comes from, often not where it lives now). */
  sameHomeTown: 8,
  /** Education years close to each other's: within 2 years all, within 4 half. */
  education: 10,
  /** Each side's age near the middle of the other side's accepted range: 7 a side, 3 inside but near an edge. */
  ageGap: 14,
  /** The man 2 to 8 inches taller than the woman (the defaults accept from 9 shorter to any taller). */
  heights: 5,
  /** The candidate has a family circumstance the searched profile asked for (residence, job type, children). */
  wishesMet: 8,
  /** The searched profile has a family circumstance the candidate asked for (residence, job type, children). */
  wishesReturned: 8,
};

/** Distance points by bracket: [up to km, points]; the first bracket is "the same city". */
export const NEARBY_POINTS: readonly (readonly [km: number, points: number])[] = [
  [0.5, 15],
  [15, 12],
  [30, 9],
  [50, 5],
];
/** A distance as the cards name it: 0 for the same city (the first bracket), else whole km. */
export function nearbyValue(km: number): number {
  return km <= NEARBY_POINTS[0][0] ? 0 : Math.round(km);
}

/** How far the distance part looks (the default radius of a match search). */
export const NEARBY_RADIUS_KM = 50;

/** Points for a distance in km (already rounded to 0.1 as the list rounds it); 0 when unknown or far. */
export function nearbyPoints(km: number | null | undefined): number {
  if (km === null || km === undefined) return 0;
  return NEARBY_POINTS.find(([upTo]) => km <= upTo)?.[1] ?? 0;
}

/** Age points for one side: the other's age against this side's accepted range. */
export const AGE_POINTS = { middle: 7, inside: 3 } as const;
/** Education points: within 2 years, within 4 years. */
export const EDUCATION_POINTS = { close: [2, 10], near: [4, 5] } as const;
/** The man's height over the woman's, in inches, that earns the height points. */
export const HEIGHT_GAP_INCHES = { min: 2, max: 8 } as const;

/**
 * The profile fields a reason is about: a family receives a reason only if its view of the candidate holds
 * every one of them (aiFilters: the partner requirements are the matchmakers' to see, SPEC §6).
 */
export const REASON_FIELDS: Record<MatchReasonName, readonly string[]> = {
  sameCaste: ['caste'],
  nearby: ['city'],
  sameLanguage: ['nativeLanguage'],
  sameHomeTown: ['homeTown'],
  education: ['educationYears'],
  ageGap: ['age'],
  heights: ['heightFt'],
  wishesMet: ['aiFilters'],
  wishesReturned: ['aiFilters'],
};

/** What the score needs of one side: its own values and its effective partner preferences. */
export type ScoreSide = {
  gender: string;
  age: number;
  city: string;
  caste: string | null;
  nativeLanguage: string | null;
  homeTown: string | null;
  educationYears: number | null;
  heightInches: number | null;
  residenceType: string | null;
  jobType: string | null;
  children: number | null;
  prefs: {
    minAge: number | null;
    maxAge: number | null;
    residenceType: string | null;
    jobType: string | null;
    maxKids: number | null;
  };
};

/** A text value worth comparing: trimmed and lower-cased, or null when empty. */
export function comparable(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase();
  return v ? v : null;
}
const sameText = (a: string | null | undefined, b: string | null | undefined) => {
  const x = comparable(a);
  return x !== null && x === comparable(b);
};
const known = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** One side's age points for `age` against its range [min, max]: the middle half most, then inside. */
export function agePoints(age: number, min: number | null, max: number | null): number {
  if (!known(min) || !known(max)) return 0;
  if (2 * Math.abs(2 * age - min - max) <= max - min) return AGE_POINTS.middle;
  return age >= min && age <= max ? AGE_POINTS.inside : 0;
}

/** Whether `other` has one of the family circumstances `prefs` asked for (residence, job type, children). */
function hasWish(prefs: ScoreSide['prefs'], other: ScoreSide): boolean {
  return (
    (known(prefs.residenceType) && sameText(prefs.residenceType, other.residenceType)) ||
    (known(prefs.jobType) && sameText(prefs.jobType, other.jobType)) ||
    (known(prefs.maxKids) && (other.children ?? 0) <= prefs.maxKids)
  );
}

/** Each part's points for the pair (searcher, candidate); `km` is the distance between their cities. */
export function scoreParts(
  searcher: ScoreSide,
  candidate: ScoreSide,
  km: number | null,
): Record<MatchReasonName, number> {
  const [man, woman] =
    searcher.gender === 'Male'
      ? [searcher, candidate]
      : candidate.gender === 'Male'
        ? [candidate, searcher]
        : [];
  const gap =
    man && woman && man.gender !== woman.gender && known(man.heightInches) && known(woman.heightInches)
      ? man.heightInches - woman.heightInches
      : null;
  const education =
    known(searcher.educationYears) && known(candidate.educationYears)
      ? Math.abs(searcher.educationYears - candidate.educationYears)
      : null;
  return {
    sameCaste: sameText(searcher.caste, candidate.caste) ? SCORE_WEIGHTS.sameCaste : 0,
    nearby: nearbyPoints(km),
    sameLanguage: sameText(searcher.nativeLanguage, candidate.nativeLanguage)
      ? SCORE_WEIGHTS.sameLanguage
      : 0,
    sameHomeTown: sameText(searcher.homeTown, candidate.homeTown) ? SCORE_WEIGHTS.sameHomeTown : 0,
    education:
      education === null
        ? 0
        : education <= EDUCATION_POINTS.close[0]
          ? EDUCATION_POINTS.close[1]
          : education <= EDUCATION_POINTS.near[0]
            ? EDUCATION_POINTS.near[1]
            : 0,
    ageGap:
      agePoints(candidate.age, searcher.prefs.minAge, searcher.prefs.maxAge) +
      agePoints(searcher.age, candidate.prefs.minAge, candidate.prefs.maxAge),
    heights:
      gap !== null && gap >= HEIGHT_GAP_INCHES.min && gap <= HEIGHT_GAP_INCHES.max
        ? SCORE_WEIGHTS.heights
        : 0,
    wishesMet: hasWish(searcher.prefs, candidate) ? SCORE_WEIGHTS.wishesMet : 0,
    wishesReturned: hasWish(candidate.prefs, searcher) ? SCORE_WEIGHTS.wishesReturned : 0,
  };
}

/** The score of the parts: their sum (0–100). */
export function scoreOf(parts: Record<MatchReasonName, number>): number {
  return MATCH_REASONS.reduce((sum, name) => sum + parts[name], 0);
}

/**
 * A family's score (issue 25, decision 047) counts only what it may know: its own requirements judged on
 * what it receives of the candidate. The candidate's requirements are the matchmakers' to see, so their
 * parts (the candidate's side of the ages, "fits their wishes too") are not in it; these are the most
 * points it can earn, and its score is out of them.
 */
export const FAMILY_MAX_POINTS = 100 - SCORE_WEIGHTS.wishesReturned - AGE_POINTS.middle;

/** A family's score (0–100) of parts worked out with the candidate's requirements unknown. */
export function familyScoreOf(parts: Record<MatchReasonName, number>): number {
  return Math.round((scoreOf(parts) * 100) / FAMILY_MAX_POINTS);
}

/** One reason: its name, its English label, and the value the label names (km, or the language). */
export type MatchReason = { name: MatchReasonName; label: string; value?: number | string };

/**
 * The labels, English and Urdu, in one place: the server answers the English label, the client shows the
 * viewer's language from `name` and `value` (decision 043). `language` is the language's label in that
 * language (the client translates the listed languages).
 */
export const REASON_LABELS: Record<
  MatchReasonName,
  { en: (value: number | string | undefined) => string; ur: (value: number | string | undefined) => string }
> = {
  sameCaste: { en: () => 'Same caste', ur: () => 'ایک ہی ذات' },
  nearby: {
    en: (km) => (km === 0 ? 'Same city' : `${km} km away`),
    ur: (km) => (km === 0 ? 'ایک ہی شہر' : `${km} کلومیٹر دور`),
  },
  sameLanguage: { en: (language) => `Both ${language}`, ur: (language) => `دونوں ${language}` },
  sameHomeTown: { en: () => 'Same home town', ur: () => 'ایک ہی آبائی شہر' },
  education: { en: () => 'Similar education', ur: () => 'ملتی جلتی تعلیم' },
  ageGap: { en: () => 'Ages suit both sides', ur: () => 'عمریں دونوں طرف موزوں' },
  heights: { en: () => 'Heights suit', ur: () => 'قد موزوں' },
  wishesMet: { en: () => 'Has what was asked for', ur: () => 'مطلوبہ بات پوری' },
  wishesReturned: { en: () => 'Fits their wishes too', ur: () => 'ان کی خواہش بھی پوری' },
};

/** The score on a chip, in each language ("82% match"). */
export const SCORE_LABELS: Record<'en' | 'ur', (score: number) => string> = {
  en: (score) => `${score}% match`,
  // The number and its sign one left-to-right run, as a Pakistani reader writes it ("65%", not "%65").
  ur: (score) => `مطابقت \u2066${score}%\u2069`,
};

/**
 * What a part must earn to be named as a reason: half its weight, but for the ages both sides' points (one side
 * in the middle of its range, the other at least inside its own), as "Ages suit both sides" says: 7 points can
 * come from one side alone, whose age the other side did not ask for (a near match older than asked).
 */
function reasonThreshold(name: MatchReasonName): number {
  return name === 'ageGap' ? AGE_POINTS.middle + AGE_POINTS.inside : SCORE_WEIGHTS[name] / 2;
}

/** The reasons of a pair's parts, in MATCH_REASONS order: each part that earns its threshold (above). */
export function reasonsOf(
  parts: Record<MatchReasonName, number>,
  candidate: Pick<ScoreSide, 'nativeLanguage'>,
  km: number | null,
): MatchReason[] {
  const out: MatchReason[] = [];
  for (const name of MATCH_REASONS) {
    if (parts[name] < reasonThreshold(name) || parts[name] === 0) continue;
    const value =
      name === 'nearby' && km !== null
        ? nearbyValue(km)
        : name === 'sameLanguage'
          ? (candidate.nativeLanguage?.trim() ?? undefined)
          : undefined;
    out.push(
      value === undefined
        ? { name, label: REASON_LABELS[name].en(value) }
        : { name, label: REASON_LABELS[name].en(value), value },
    );
  }
  return out;
}

/** The reasons a viewer may receive: those whose fields are all in its view of the candidate. */
export function visibleReasons(reasons: MatchReason[], view: object): MatchReason[] {
  const has = view as Record<string, unknown>;
  return reasons.filter((reason) => REASON_FIELDS[reason.name].every((field) => has[field] !== undefined));
}

/** 400: best first is a match list's order (a family's own list, or a matchmaker's with matchProfileId). */
export const SCORE_SORT_NEEDS_MATCH = 'Best match order needs a profile to match with';

/** 400: a matchmaker asks for a pair's score with the profile it is matched with (`matchProfileId`). */
export const MATCH_PROFILE_NEEDED = 'Please choose the profile to match with';
