/**
 * Proposes partner preferences (aiFilters, SPEC §3; DESIGN §4) from the free text a family wrote in
 * partnerEducation and partnerDetails, in English or Roman Urdu, for a matchmaker to confirm. Rule-based,
 * one function per key, word tables in preference-extractor-words.ts. It would rather miss than invent.
 *
 * Decisions:
 * - A key whose phrases disagree is dropped ("Rajput or Jatt", "Sunni or Shia", two different age ranges);
 *   education and height are the exception: the lowest value wins ("MBBS or masters" → 16).
 * - Ages: "under/below/max N" and "above/at least/N+" are inclusive (N itself); a lone "age 25" proposes
 *   nothing; early/mid/late 20s → 20-23/24-26/27-29, plain 20s → 20-29. Ages 16-80, minAge ≤ maxAge.
 * - Education years: matric 10, FA/FSc/intermediate 12, BA/BSc/BCom/graduate/bachelors 14, BS/BE/BBA/BCS/
 *   engineer/LLB/BDS/4-year bachelors 16, masters/MA/MSc/MBA 16 (an MBA after a 2-year BA is 16 years),
 *   MBBS/doctor/Pharm-D 17, MPhil/MS 18, PhD 21, "highly educated" 16, "educated" nothing. Any education in
 *   the text is a minimum (minEducation: true) unless "max/up to" stands before it (maxEducationYears).
 * - Abbreviations that are everyday words (ba, ma, bs, ms, fa) count anywhere in partnerEducation but in
 *   partnerDetails only written "BA" or "B.A"; "be" counts only as "BE" or "B.E".
 * - Heights are minimums ("5.4" = 5'4", "5.10" = 5'10", the Pakistani way); "5.4" and "5-4" need a height word
 *   or "+"/"ft" nearby; a maximum ("up to 5'8"") or the far end of a range is ignored; "tall" proposes nothing.
 * - Marital: words of the statuses named; a divorced/widowed/nikah-broken word with "acceptable/ok/also"
 *   adds Single. Married is never proposed.
 * - Children: "no kids/bachay nahi" → 0; a count only with a limit word ("max 2 kids", "one child acceptable"),
 *   so "divorced with 2 kids" (the family's own) proposes nothing.
 * - A caste counts only when asked for ("Rajput family", "only Jatt", "caste: Arain"), not "we are Rajput".
 *   Pathan, Baloch and Kashmiri are languages unless called a caste ("Pathan caste"); "Syed Sunni" is a sect.
 * - Job: "job holder" proposes nothing (a government employee holds a job too); housewife/non-working → Un
 *   Employed. Residence: only Own is ever asked for ("own house", "apna ghar").
 * - "caste/sect/age/height/education/job no bar" (or "any caste") removes that key.
 */
import { MARITAL_STATUSES, type MaritalStatus } from './enums';
import {
  ACCEPTABLE,
  CASTE_FREE,
  CASTE_NAMED_AFTER,
  CASTE_NAMED_BEFORE,
  CASTE_RULES,
  CASTE_WANTED_AFTER,
  CASTE_WANTED_BEFORE,
  DUAL_CASTES,
  EDUCATION_FREE,
  EDUCATION_MAX_BEFORE,
  EDUCATION_RULES,
  type EducationRule,
  JOB_RULES,
  KIDS_RULES,
  LANGUAGE_RULES,
  MARITAL_RULES,
  NEGATED_AFTER,
  NEGATED_BEFORE,
  noBar,
  OWN_BEFORE,
  RESIDENCE_RULES,
  type Rule,
  SECT_RULES,
  SYED_SECT,
} from './preference-extractor-words';
import type { AiFilters } from './profile-view';

export type PreferenceEvidence = { key: keyof AiFilters; text: string };
export type PreferenceProposal = { proposal: AiFilters; evidence: PreferenceEvidence[] };

type Span = { start: number; end: number };
type Hit<V> = Span & { value: V; m: RegExpMatchArray };
/** The joined text: `raw` as written, `low` the same length lower-cased; partnerEducation ends at `fieldEnd`. */
type Text = { raw: string; low: string; fieldEnd: number };
type Out = { set<K extends keyof AiFilters>(key: K, value: AiFilters[K] | undefined, spans: Span[]): void };

const PLAIN: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
};
Object.assign(PLAIN, { '″': '"', '–': '-', '—': '-' });

/** Lower case and plain quotes, keeping every character where it was (evidence is cut from `raw`). */
function normalize(s: string): string {
  let out = '';
  for (const ch of s) {
    const plain = PLAIN[ch] ?? ch.toLowerCase();
    out += plain.length === ch.length ? plain : ch;
  }
  return out;
}

/** Every match of the rules, first rule first; a match hides its words from the rules after it. */
function scan<V>(text: string, rules: readonly Rule<V>[], keep: (hit: Hit<V>) => boolean): Hit<V>[] {
  let masked = text;
  const hits: Hit<V>[] = [];
  for (const [re, value] of rules) {
    for (const m of masked.matchAll(re)) {
      const start = m.index ?? 0;
      const hit = { value, m, start, end: start + m[0].length };
      masked = masked.slice(0, hit.start) + ' '.repeat(m[0].length) + masked.slice(hit.end);
      if (keep(hit)) hits.push(hit);
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

const before = (t: Text, h: Span, n = 40) => t.low.slice(Math.max(0, h.start - n), h.start);
const after = (t: Text, h: Span, n = 40) => t.low.slice(h.end, h.end + n);
const negated = (t: Text, h: Span) => NEGATED_BEFORE.test(before(t, h)) || NEGATED_AFTER.test(after(t, h));

/** The one value all hits agree on, else nothing. */
function agreed<V>(hits: Hit<V>[]): V | undefined {
  return new Set(hits.map((h) => h.value)).size === 1 ? hits[0].value : undefined;
}
const valued = <V>(hits: Hit<V>[], value: V | undefined) => hits.filter((h) => h.value === value);

/** Single-valued words (sect, language, caste, job, residence): not negated, agreed, not "no bar". */
function word<V>(t: Text, rules: readonly Rule<V>[], free: RegExp | null, keep: (h: Hit<V>) => boolean) {
  if (free?.test(t.low)) return { value: undefined, hits: [] };
  const hits = scan(t.low, rules, (h) => !negated(t, h) && keep(h));
  const value = agreed(hits);
  return { value, hits: valued(hits, value) };
}

// ── ages ────────────────────────────────────────────────────────────────────────────────────────────────
type Bound = { min?: number; max?: number };
const N = '(?<![\\d.\'"])(\\d{2})(?!\\d|\\.\\d)';
const YEARS = '(?:\\s*(?:years?|yrs?|saal|sal)\\b)?';
const DECADES: Record<string, number> = { twen: 20, thir: 30, for: 40, fif: 50 };
const PART: Record<string, [number, number]> = { early: [0, 3], mid: [4, 6], late: [7, 9] };
const AGE_RULES: readonly Rule<(m: RegExpMatchArray) => Bound>[] = [
  [
    /\b(?:(early|mid|late)[\s-]*)?(?:(20|30|40|50)'?s|(twen|thir|for|fif)ties)\b/g,
    (m) => {
      const decade = m[2] ? Number(m[2]) : DECADES[m[3]];
      const [from, to] = PART[m[1] ?? ''] ?? [0, 9];
      return { min: decade + from, max: decade + to };
    },
  ],
  [new RegExp(`\\bbetween\\s+${N}\\s*(?:and|&|-|to)\\s*${N}`, 'g'), (m) => ({ min: +m[1], max: +m[2] })],
  [new RegExp(`${N}\\s*(?:-|to|se|till|tak|~)\\s*${N}${YEARS}`, 'g'), (m) => ({ min: +m[1], max: +m[2] })],
  [
    new RegExp(
      `(?<!\\bnot\\s|\\bno\\s)\\b(?:under|below|less\\s+than|younger\\s+than|not\\s+more\\s+than|no\\s+more\\s+than|not\\s+above|not\\s+over|not\\s+older\\s+than|max(?:imum)?|up\\s*to|upto|till|at\\s+most)\\s*(?:age\\s*)?(?:of\\s+)?[:=-]?\\s*${N}`,
      'g',
    ),
    (m) => ({ max: +m[1] }),
  ],
  [
    new RegExp(
      `${N}${YEARS}\\s*(?:se\\s+kam|tak|se\\s+(?:zyada|ziada|zyda)\\s+(?:nahi|nahin|na)|or\\s+(?:less|below|younger)|max(?:imum)?)\\b`,
      'g',
    ),
    (m) => ({ max: +m[1] }),
  ],
  [
    new RegExp(
      `(?<!\\bnot\\s|\\bno\\s)\\b(?:above|over|at\\s*least|min(?:imum)?|more\\s+than|older\\s+than|not\\s+less\\s+than|not\\s+below|not\\s+under|not\\s+younger\\s+than)\\s*(?:age\\s*)?(?:of\\s+)?[:=-]?\\s*${N}`,
      'g',
    ),
    (m) => ({ min: +m[1] }),
  ],
  [
    new RegExp(
      `${N}${YEARS}\\s*(?:\\+|plus\\b|or\\s+(?:above|more|older)\\b|and\\s+above\\b|se\\s+(?:zyada|ziada|zyda|upar|oopar|ooper|uper)\\b)`,
      'g',
    ),
    (m) => ({ min: +m[1] }),
  ],
];
const NOT_AGE_BEFORE =
  /(?:\b(?:rs|pkr|income|salary|earning|education|height|class|grade|marla|kanal|cgpa|gpa|marks|house|plot|flat|street|st|road|sector|block|phase|no|number)\.?|#)\s*[:=#-]?\s*$/;
const NOT_AGE_AFTER =
  /^\s*(?:\+\s*)?(?:lakh|lacs?|k\b|thousand|hazar|000|%|percent|inch|in\b|cm|kg|km|marla|kanal|rs|pkr|crore|million|marks|(?:years?|yrs?)\s+(?:of\s+)?(?:education|schooling|study|experience|marriage|married)|kids|children|child|bach)/;
const isAge = (n: number | undefined) => n === undefined || (n >= 16 && n <= 80);

function ages(t: Text, out: Out) {
  if (noBar('age', 'umar', 'umr').test(t.low)) return;
  const hits = scan(t.low, AGE_RULES, (h) => {
    const { min, max } = h.value(h.m);
    const usable = isAge(min) && isAge(max) && (min ?? 0) <= (max ?? 99);
    return usable && !NOT_AGE_BEFORE.test(before(t, h)) && !NOT_AGE_AFTER.test(after(t, h));
  }).map((h) => ({ ...h, bound: h.value(h.m) }));
  const side = (k: 'min' | 'max') => {
    const found = hits.filter((h) => h.bound[k] !== undefined).map((h) => ({ ...h, value: h.bound[k] }));
    return { value: agreed(found), hits: found };
  };
  const min = side('min');
  const max = side('max');
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) return;
  out.set('minAge', min.value, min.hits);
  out.set('maxAge', max.value, max.hits);
}

// ── height ──────────────────────────────────────────────────────────────────────────────────────────────
type Height = [feet: number, inches: number, needsCue: boolean];
const HEIGHT_RULES: readonly Rule<(m: RegExpMatchArray) => Height>[] = [
  [
    /(?<![\d.])([4-7])\s*(?:'|ft\.?|feet|foot|fit|fut)(?:\s*(\d{1,2})(?!\d)\s*(?:"|''|inch(?:es)?\b|in\b)?)?/g,
    (m) => [+m[1], +(m[2] ?? 0), false],
  ],
  [/(?<![\d.])([4-7])\s*[.-]\s*(\d{1,2})(?!\d|\.\d)/g, (m) => [+m[1], +m[2], true]],
];
const HEIGHT_CUE_BEFORE =
  /(?:height|hight|heigth|qadd?|kad|ht|tall|lamba|lambi|lambai|qamat)\b[^.;|\n]{0,20}$/;
const HEIGHT_CUE_AFTER =
  /^\s*(?:\+|plus\b|ft\b|feet\b|inch|tall\b|height\b|qadd?\b|or\s+(?:above|more|taller)\b|and\s+above\b|min(?:imum)?\b|se\s+(?:zyada|ziada|upar)\b)/;
const HEIGHT_MAX_BEFORE =
  /(?:(?:max(?:imum)?|up\s*to|upto|not\s+more\s+than|below|under|less\s+than|not\s+taller\s+than|till|at\s+most)\s*(?:height\s*)?[:=-]?|(?:\d|"|')\s*(?:-|to|till|se))\s*$/;
const HEIGHT_MAX_AFTER = /^\s*(?:or\s+(?:less|below|shorter)|se\s+kam|max(?:imum)?)\b/;
const NOT_HEIGHT_BEFORE = /\b(?:rs\.?|pkr|income|salary|cgpa|gpa)\s*[:=-]?\s*$/;
const NOT_HEIGHT_AFTER =
  /^\s*(?:lakh|lacs?|k\b|%|cgpa|gpa|marla|kanal|years?|yrs?|crore|million|kids|children)/;

function height(t: Text, out: Out) {
  if (noBar('height', 'qad').test(t.low)) return;
  const hits = scan(t.low, HEIGHT_RULES, (h) => {
    const [feet, inches, needsCue] = h.value(h.m);
    const total = feet * 12 + inches;
    if (inches > 11 || total < 48 || total > 84) return false;
    if (needsCue && !HEIGHT_CUE_BEFORE.test(before(t, h)) && !HEIGHT_CUE_AFTER.test(after(t, h)))
      return false;
    if (HEIGHT_MAX_BEFORE.test(before(t, h)) || HEIGHT_MAX_AFTER.test(after(t, h))) return false;
    return !NOT_HEIGHT_BEFORE.test(before(t, h)) && !NOT_HEIGHT_AFTER.test(after(t, h));
  }).map((h) => ({ ...h, value: h.value(h.m)[0] * 12 + h.value(h.m)[1] }));
  if (hits.length === 0) return;
  const lowest = Math.min(...hits.map((h) => h.value));
  const used = valued(hits, lowest);
  out.set('minHeightFt', Math.floor(lowest / 12), used);
  out.set('minHeightIn', lowest % 12, used);
  out.set('heighted', true, used);
}

// ── education ───────────────────────────────────────────────────────────────────────────────────────────
/** "BA", "B.A": written as an abbreviation, not as the everyday word. */
const abbreviated = (raw: string) => raw.includes('.') || (raw === raw.toUpperCase() && /[A-Z]/.test(raw));

function education(t: Text, out: Out) {
  if (EDUCATION_FREE.test(t.low)) return;
  const rules = EDUCATION_RULES.map((r) => [r.re, r] as const satisfies Rule<EducationRule>);
  const hits = scan(t.low, rules, (h) => {
    const { short } = h.value;
    const raw = t.raw.slice(h.start, h.end);
    if (short === 'always' || (short === 'field' && h.start >= t.fieldEnd)) {
      if (!abbreviated(raw)) return false;
    }
    return !negated(t, h) && !/^\s*famil/.test(after(t, h));
  })
    .map((h) => {
      const { years } = h.value;
      return { ...h, value: typeof years === 'function' ? years(h.m) : years };
    })
    .filter((h) => h.value >= 10 && h.value <= 24);
  const isMax = (h: Span) => EDUCATION_MAX_BEFORE.test(before(t, h));
  const mins = hits.filter((h) => !isMax(h));
  const maxes = hits.filter(isMax);
  const min = mins.length ? Math.min(...mins.map((h) => h.value)) : undefined;
  const max = maxes.length ? Math.max(...maxes.map((h) => h.value)) : undefined;
  if (min !== undefined && max !== undefined && min > max) return;
  out.set('minEducationYears', min, valued(mins, min));
  out.set('minEducation', min === undefined ? undefined : true, valued(mins, min));
  out.set('maxEducationYears', max, valued(maxes, max));
}

// ── marital status and children ─────────────────────────────────────────────────────────────────────────
const clauseAfter = (t: Text, h: Span) => after(t, h, 60).split(/[.,;|\n]/)[0];
const clauseBefore = (t: Text, h: Span) =>
  before(t, h, 60)
    .split(/[.,;|\n]/)
    .pop() ?? '';

function marital(t: Text, out: Out) {
  const hits = scan(t.low, MARITAL_RULES, (h) => !negated(t, h));
  const statuses = new Set<MaritalStatus>(hits.map((h) => h.value));
  const widened = hits.some(
    (h) =>
      h.value !== 'Single' &&
      (ACCEPTABLE.test(clauseAfter(t, h)) || /\b(?:also|consider|accept)/.test(clauseBefore(t, h))),
  );
  if (widened) statuses.add('Single');
  const list = MARITAL_STATUSES.filter((s) => statuses.has(s));
  out.set('maritalStatus', list.length ? list : undefined, hits);
}

/** A count of children is a limit only when called one ("max 2 kids", "one child acceptable"). */
const KIDS_LIMIT_BEFORE = /(?:max(?:imum)?|up\s*to|upto|not\s+more\s+than|at\s+most|till)\s*$/;

function kids(t: Text, out: Out) {
  const hits = scan(t.low, KIDS_RULES, (h) => !negated(t, h))
    .map((h) => ({ ...h, value: h.value(h.m) }))
    .filter((h) => h.value >= 0 && h.value <= 50)
    .filter(
      (h) => h.value === 0 || KIDS_LIMIT_BEFORE.test(before(t, h)) || ACCEPTABLE.test(clauseAfter(t, h)),
    );
  const value = agreed(hits);
  out.set('maxKids', value, valued(hits, value));
}

// ── the single-valued words ─────────────────────────────────────────────────────────────────────────────
const calledCaste = (t: Text, h: Span) =>
  CASTE_NAMED_BEFORE.test(before(t, h)) || CASTE_NAMED_AFTER.test(after(t, h));

function sect(t: Text, out: Out) {
  const { value, hits } = word(t, SECT_RULES, noBar('sect', 'maslak', 'maslaq', 'firqa', 'fiqh'), () => true);
  out.set('sect', value, hits);
}

function language(t: Text, out: Out) {
  const free = noBar('language', 'zaban', 'zuban', 'mother\\s+tongue');
  const { value, hits } = word(t, LANGUAGE_RULES, free, (h) => !calledCaste(t, h));
  out.set('nativeLanguage', value, hits);
}

function caste(t: Text, out: Out) {
  const low = t.low.replace(SYED_SECT, (s) => ' '.repeat(s.length));
  const wanted = (h: Hit<string>) =>
    calledCaste(t, h) ||
    (!DUAL_CASTES.includes(h.value) &&
      !OWN_BEFORE.test(before(t, h)) &&
      (CASTE_WANTED_BEFORE.test(before(t, h)) || CASTE_WANTED_AFTER.test(after(t, h))));
  const { value, hits } = word({ ...t, low }, CASTE_RULES, CASTE_FREE, wanted);
  out.set('caste', value, hits);
}

function job(t: Text, out: Out) {
  const { value, hits } = word(t, JOB_RULES, noBar('job', 'profession', 'occupation', 'naukri'), () => true);
  out.set('jobType', value, hits);
}

function residence(t: Text, out: Out) {
  const { value, hits } = word(t, RESIDENCE_RULES, null, () => true);
  out.set('residenceType', value, hits);
}

const EXTRACTORS = [ages, marital, kids, caste, sect, language, education, height, job, residence];

/**
 * Partner preferences proposed from a family's partnerEducation and partnerDetails, each with the words it
 * came from. Nothing here is applied: a matchmaker confirms it (DESIGN §4).
 */
export function extractPreferences(
  partnerEducation: string | null | undefined,
  partnerDetails: string | null | undefined,
): PreferenceProposal {
  const education = partnerEducation ?? '';
  const raw = `${education}\n|\n${partnerDetails ?? ''}`;
  const t: Text = { raw, low: normalize(raw), fieldEnd: education.length };
  const proposal: AiFilters = {};
  const evidence: PreferenceEvidence[] = [];
  const out: Out = {
    set(key, value, spans) {
      if (value === undefined) return;
      proposal[key] = value;
      for (const s of spans) {
        const text = raw.slice(s.start, s.end).trim();
        if (!evidence.some((e) => e.key === key && e.text === text)) evidence.push({ key, text });
      }
    },
  };
  for (const extract of EXTRACTORS) extract(t, out);
  return { proposal, evidence };
}
