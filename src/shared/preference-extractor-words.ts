/**
 * The word tables of the partner-preference extractor (preference-extractor.ts). Every pattern runs on
 * lower-cased text whose quotes and dashes are made plain ASCII, so patterns are written in lower case.
 * A rule is [pattern, value]; the first rule of a table to claim some words wins them.
 */
import type { JobType, MaritalStatus, NativeLanguage, Sect } from './enums';

export type Rule<T> = readonly [RegExp, T];

const rx = (source: string) => new RegExp(source, 'g');
const words = (...alternatives: string[]) => rx(`\\b(?:${alternatives.join('|')})\\b`);

/** Said of a whole category ("caste no bar", "any sect"): the family asks nothing of it. */
export function noBar(...category: string[]): RegExp {
  const c = `(?:${category.join('|')})`;
  const free = [
    'no\\s+bar',
    'not\\s+(?:an?\\s+)?(?:bar|issue|problem|important|necessary|required|condition|matter)',
    'no\\s+(?:issue|problem|restriction|condition|preference)',
    "doesn'?t\\s+matter",
    'does\\s+not\\s+matter',
    '(?:ki\\s+)?koi\\s+(?:masla|qaid|shart|pabandi)\\s+nahi',
    'any',
    'irrelevant',
    'open',
    'flexible',
  ].join('|');
  return new RegExp(`\\b${c}\\s*(?:is\\s+|are\\s+)?[:=-]?\\s*(?:${free})\\b|\\b(?:no|any)\\s+${c}\\b`);
}

/** "no Shia", "non-Syed", "except Pathan" right before a value. */
export const NEGATED_BEFORE =
  /\b(?:no|not|non|except|excluding|other\s+than|besides|nor|avoid)[\s-]+(?:an?\s+|the\s+)?$/;
/** "own house not necessary", "doctor not required" right after a value. */
export const NEGATED_AFTER =
  /^\s*(?:is\s+|are\s+)?(?:not\s+(?:required|necessary|needed|acceptable|accepted|allowed|wanted|preferred|a\s+must|compulsory|mandatory|important|an?\s+condition|considered)|nahi|nahin|nai|na\s+ho|no\s+need|please\s+avoid|excluded|(?:ki\s+)?zaroorat\s+nahi|zaroori\s+nahi)\b/;
/** Words that turn a previously-married status into an addition to Single ("divorced also acceptable"). */
export const ACCEPTABLE =
  /\b(?:acceptable|accepted|accept|ok|okay|also|bhi|chalega|chalegi|chal\s+jaye\w*|no\s+(?:issue|problem|objection)|can\s+be\s+considered|considered|welcome|allowed|will\s+do|fine)\b/;

export const MARITAL_RULES: readonly Rule<MaritalStatus>[] = [
  [
    rx(
      '\\bnikah\\s+(?:broken|break|broke|khatam|khatm|toot\\w*|only)\\b|\\bonly\\s+nikah\\b|\\bno\\s+rukhsati\\b' +
        '|\\brukhsati\\s+(?:nahi|nahin|nai|na)\\b|\\bnikah\\s+(?:without|but\\s+no|w/o)\\s+rukhsati\\b',
    ),
    'Nikah Broken (No Rukhsati)',
  ],
  [
    rx(
      '\\bsingle\\b(?!\\s+(?:child|son|daughter|parent|mother|father|brother|sister|storey|story|room|bed|person))' +
        '|\\bun[\\s-]?married\\b|\\bnever[\\s-]+(?:been\\s+)?married\\b' +
        '|\\b(?:kunwari|kunwara|kanwari|kanwara|kunwary|kuwari|kuwara|kunwaari|kunwaara)\\b',
    ),
    'Single',
  ],
  [words('divorc(?:e|ed|ee|ees|y|i)', 'talaq[\\s-]?(?:yafta|yaafta)', 'khula'), 'Divorced'],
  [words('widow(?:s|ed|er|ers)?', 'bewa', 'bewah', 'randwa', 'randua', 'rundwa'), 'Widowed'],
];

const KIDS = '(?:kids?|child(?:ren)?|bach(?:ay|ey|e|y|a|hay|hey|on|ay)|baby|babies)';
const COUNT: Record<string, number> = { one: 1, ek: 1, two: 2, do: 2, three: 3, teen: 3, four: 4, char: 4 };
const count = (w: string) => COUNT[w] ?? Number(w);
/** maxKids: [pattern, match => count]. */
export const KIDS_RULES: readonly Rule<(m: RegExpMatchArray) => number>[] = [
  [rx(`\\b(\\d)\\s*(?:-|to|or)\\s*(\\d)\\s*${KIDS}\\b`), (m) => Math.max(Number(m[1]), Number(m[2]))],
  [
    rx(
      `(?<!or\\s)\\b(?:no|without|zero|0)\\s+${KIDS}\\b(?!\\s*(?:issue|problem|bar|matter|acceptable|ok))` +
        `|\\bchildless\\b|\\b(?:koi\\s+)?${KIDS}\\s+(?:nahi|nahin|nai|na\\s+hon?)\\b`,
    ),
    () => 0,
  ],
  [rx(`\\b(\\d|one|two|three|four|ek|do|teen|char)\\s+${KIDS}\\b`), (m) => count(m[1])],
];

/** Sects: the Syed forms come first so that "Syed Sunni" is not read as plain Sunni. */
const SYED = '(?:syed|syyed|sayed|sayyed|sayyid|saiyed|saiyid|sayid)';
const SHIA = "(?:shia|shiya|shi'a|shiite)";
export const SECT_RULES: readonly Rule<Sect>[] = [
  [rx(`\\b${SYED}\\s*[(/-]?\\s*sunni\\b\\)?|\\bsunni\\s*[(/-]?\\s*${SYED}\\b\\)?`), 'Syed (Sunni)'],
  [rx(`\\b${SYED}\\s*[(/-]?\\s*${SHIA}\\b\\)?|\\b${SHIA}\\s*[(/-]?\\s*${SYED}\\b\\)?`), 'Syed (Shia)'],
  [
    rx(
      '\\bahl[\\s-]*(?:e[\\s-]*)?had(?:ees|eeth|ith|eth|es|is)\\b|\\bwah+abi\\b|\\bsalafi\\b|\\bghair\\s+muqallid\\b',
    ),
    'Ahle Hadees',
  ],
  [
    rx(
      `\\b${SHIA}\\b|\\bahl[\\s-]*(?:e[\\s-]*)?tash\\w*\\b|\\bit?h?na\\s*ash(?:a|e)ri\\b|\\bisna\\s*ash(?:a|e)ri\\b|\\bjafria\\b`,
    ),
    'Shia',
  ],
  [
    rx(
      '\\b(?:sunni|deobandi?|barelvi|barelwi|brelvi|bralvi|barailvi|hanafi)\\b|\\bahl[\\s-]*(?:e[\\s-]*)?sunn?at\\b',
    ),
    'Sunni',
  ],
];

/** Native languages. Pathan, Baloch and Kashmiri name a caste too: see DUAL_CASTES. */
export const LANGUAGE_RULES: readonly Rule<NativeLanguage>[] = [
  [
    rx(
      '\\burdu[\\s-]*(?:speaking|speaker|speakers|spoken)\\b|\\bahl[\\s-]*(?:e[\\s-]*)?zuba?an\\b|\\bmu?o?hajir\\b',
    ),
    'Urdu Speaking',
  ],
  [words('punjabi'), 'Punjabi'],
  [
    words('pas?hto', 'pushto', 'pakhto', 'pas?htun', 'pukhtun', 'pukhtoon', 'pakhtun', 'pas?htoon', 'pathan'),
    'Pashto',
  ],
  [words('s[ae]r[ae]iki', 'siraiki'), 'Saraiki'],
  [words('hindko', 'hindkowan'), 'Hindko'],
  [words('sindhi'), 'Sindhi'],
  [words('balochi', 'baloch', 'baluchi', 'baluch', 'balouch'), 'Balochi'],
  [words('kashmiri'), 'Kashmiri'],
];

/** Castes (SPEC leaves caste free text): canonical spelling first, then how families spell it. */
export const CASTE_RULES: readonly Rule<string>[] = (
  [
    ['Rajput', 'rajput', 'rajpoot'],
    ['Arain', 'arain', 'araien', 'arayin', 'araeen'],
    ['Jatt', 'jatt', 'jat', 'jutt'],
    ['Awan', 'awan'],
    ['Sheikh', 'sheikh', 'shaikh', 'shiekh'],
    ['Syed', SYED],
    ['Mughal', 'mughal', 'moghal'],
    ['Butt', 'butt'],
    ['Malik', 'malik'],
    ['Qureshi', 'qureshi', 'qurashi', 'quraishi', 'qureishi'],
    ['Pathan', 'pathan', 'pas?htun', 'pukhtun', 'pakhtun'],
    ['Baloch', 'baloch', 'baluch', 'balouch'],
    ['Memon', 'memon', 'meman'],
    ['Ansari', 'ansari'],
    ['Gujjar', 'gujjar', 'gujar', 'gurjar'],
    ['Kashmiri', 'kashmiri'],
    ['Abbasi', 'abbasi'],
    ['Chaudhry', 'chaudhry', 'chaudhary', 'chaudhri', 'choudhry', 'choudhary', 'chohdry'],
    ['Khokhar', 'khokhar'],
    ['Kamboh', 'kamboh'],
    ['Mirza', 'mirza'],
    ['Siddiqui', 'siddiqui', 'siddiqi', 'siddique'],
    ['Hashmi', 'hashmi'],
    ['Bhatti', 'bhatti'],
    ['Niazi', 'niazi'],
    ['Kakazai', 'kakazai', 'kakayzai'],
    ['Janjua', 'janjua'],
    ['Cheema', 'cheema'],
    ['Bajwa', 'bajwa'],
  ] as const
).map(([name, ...spellings]) => [words(...spellings), name] as const);
/** Castes that also name a language or a sect: a caste only when called one ("Pathan caste", "caste: Baloch"). */
export const DUAL_CASTES: readonly string[] = ['Pathan', 'Baloch', 'Kashmiri'];
/** The Syed of a sect ("Syed Sunni") is not a caste requirement. */
export const SYED_SECT = rx(
  `\\b${SYED}\\s*[(/-]?\\s*(?:sunni|${SHIA})\\b|\\b(?:sunni|${SHIA})\\s*[(/-]?\\s*${SYED}\\b`,
);

const CASTE_WORD = '(?:caste|cast|biradari|baradari|biradri|zaat|zat|qoum|qaum|qom)';
export const CASTE_NAMED_BEFORE = new RegExp(
  `${CASTE_WORD}\\s*(?:is\\s+|should\\s+be\\s+|must\\s+be\\s+)?[:=(-]?\\s*(?:only\\s+)?$`,
);
export const CASTE_NAMED_AFTER = new RegExp(`^\\s*\\)?\\s*${CASTE_WORD}\\b`);
export const CASTE_WANTED_BEFORE =
  /(?:\bonly|\bprefer(?:ably|red)?|\bfrom(?:\s+an?)?|\bbelong(?:s|ing)?\s+to(?:\s+an?)?|\bshould\s+be(?:\s+an?)?|\bmust\s+be(?:\s+an?)?|\blooking\s+for(?:\s+an?)?)\s*$/;
export const CASTE_WANTED_AFTER =
  /^\s*\)?\s*(?:famil(?:y|ies)|khandan|khaandan|khandaan|girl|boy|larka|larki|larkay|larkee|rishta|preferred|preferable|only|required|must|hona|honi|ho|hon|chahiye|also|bhi|ok|okay|acceptable)\b/;
/** "we are Rajput": the family's own caste, not a requirement. */
export const OWN_BEFORE = /(?:\bwe\s+are|\bwe're|\bi\s+am|\bi'm|\bhum|\bour|\bmy)\s+(?:an?\s+)?$/;
export const CASTE_FREE = noBar(CASTE_WORD);

export const JOB_RULES: readonly Rule<JobType>[] = [
  [
    rx(
      '\\b(?:govt|government|gov|sarkari|federal|provincial|semi[\\s-]?government)\\.?\\s+(?:employee|employed|job|jobs|servant|service|officer|mulazim|mulazmat|naukri|nokri|naukari|department|sector)\\b' +
        '|\\bcivil\\s+servant\\b|\\bcss\\s+officer\\b|\\b(?:army|navy|air\\s*force|police)\\s+(?:officer|employee)\\b',
    ),
    'Government',
  ],
  [
    rx(
      '\\bbusiness\\s*m[ae]n\\b|\\bown\\s+business\\b|\\bbusiness\\s+(?:owner|holder|person)\\b|\\bdoing\\s+business\\b|\\bkarobaa?ri?\\b',
    ),
    'Business',
  ],
  [rx('\\bprivate\\s+(?:job|sector|company|firm|employee|service|naukri)\\b|\\bmultinational\\b'), 'Private'],
  [words('house\\s*wife', 'home\\s*maker', 'non[\\s-]?working'), 'Un Employed'],
];

export const RESIDENCE_RULES: readonly Rule<'Own'>[] = [
  [
    rx(
      '\\bown(?:ed)?\\s+(?:house|home|ghar|property|makaa?n|bungalow)\\b|\\bapna\\s+(?:ghar|makaa?n|gher)\\b' +
        '|\\bzaa?ti\\s+(?:ghar|makaa?n)\\b|\\bpersonal\\s+(?:house|home)\\b|\\bhouse\\s+owner\\b',
    ),
    'Own',
  ],
];

/**
 * Education as years. `short` marks abbreviations that are also everyday words ("ba-amal", "bs", "ma sha
 * Allah", "should be"): outside the partner-education field they count only written as "BA" or "B.A";
 * 'always' (BE) counts only so written anywhere.
 */
export type EducationRule = {
  re: RegExp;
  years: number | ((m: RegExpMatchArray) => number);
  short?: 'field' | 'always';
};
const edu = (re: RegExp, years: EducationRule['years'], short?: EducationRule['short']): EducationRule => ({
  re,
  years,
  short,
});
const EDU_WORD = '(?:education|schooling|study|studies|padhai|parhai|taleem)';
export const EDUCATION_RULES: readonly EducationRule[] = [
  edu(rx(`\\b(\\d{2})\\s*(?:years?|yrs?|saal)\\s+(?:of\\s+)?${EDU_WORD}\\b`), (m) => Number(m[1])),
  edu(rx(`\\b${EDU_WORD}\\s*[:=-]?\\s*(\\d{2})\\s*(?:years?|yrs?|saal)\\b`), (m) => Number(m[1])),
  edu(words('ph\\.?\\s?d', 'doctorate'), 21),
  edu(words('m\\.?\\s?phil'), 18),
  edu(words('m\\.?s'), 18, 'field'),
  edu(words('m\\.?b\\.?b\\.?s', 'doctor', 'pharm[\\s.-]?d', 'dvm'), 17),
  edu(
    words(
      'post[\\s-]?grad(?:uate|uation)?',
      'masters?',
      "master's",
      'm\\.?\\s?sc',
      'm\\.?\\s?com',
      'mcs',
      'mba',
      'm\\.?ed',
    ),
    16,
  ),
  edu(rx('\\bm\\.?a\\b(?!\\s*(?:sha|shaa|shallah|baap|bap|ji|jee)\\b)'), 16, 'field'),
  edu(
    words(
      '4[\\s-]*years?\\s+bachelors?',
      'bs\\s?cs',
      'bscs',
      'bba',
      'bcs',
      'b\\.?\\s?tech',
      'engineers?',
      'engineering',
      'llb',
      'bds',
    ),
    16,
  ),
  edu(words('b\\.?s\\.?(?:\\s*\\(?hons\\)?)?'), 16, 'field'),
  edu(words('b\\.?e'), 16, 'always'),
  edu(words('highly\\s+(?:educated|qualified)'), 16),
  edu(rx('\\bb\\.?\\s?sc\\.?\\s*\\(?\\s*hons\\b'), 16),
  edu(words('b\\.?\\s?sc', 'b\\.?\\s?com', 'graduat(?:e|ed|ion)', 'bachelors?', "bachelor's"), 14),
  edu(
    rx('\\bb\\.?a\\b(?![\\s-]*(?:amal|kirdar|akhlaq|ikhlaq|izzat|adab|parda|haya|shaoor|salahiyat)\\b)'),
    14,
    'field',
  ),
  edu(
    words('f\\.?\\s?sc', 'i\\.?\\s?com', 'i\\.?\\s?cs', 'intermediate', 'inter', 'hssc', 'a[\\s-]?levels'),
    12,
  ),
  edu(words('f\\.?a'), 12, 'field'),
  edu(words('matric(?:ulation)?', 'metric', 'ssc', 'o[\\s-]?levels'), 10),
];
export const EDUCATION_MAX_BEFORE =
  /(?:not\s+more\s+than|no\s+more\s+than|max(?:imum)?|up\s*to|upto|till|at\s+most)\s*(?:education\s*)?[:=-]?\s*$/;
export const EDUCATION_FREE = noBar('education', 'qualification', 'taleem');
