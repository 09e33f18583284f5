/**
 * The visitor's language (issue 7 "Languages"): English (default) or Urdu. The browser decides it at start
 * (src/client/lib/language.ts) and the server reads the same rule from the page's request, to send an Urdu
 * visitor's first HTML with the Urdu catalogs' code already on its way (issue 30).
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
/** Local storage's key for the choice made on this device; a cookie of the same name tells the server. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the one chosen earlier on this device; else Urdu when the browser's first
 * preference is Urdu (`ur`, `ur-PK`); else English. Only the first browser preference counts: a phone set to
 * English that also lists Urdu stays in English, as the family has been using it.
 */
export function detectLanguage(stored: string | null | undefined, browser: readonly string[] = []): Language {
  if (isLanguage(stored)) return stored;
  const first = browser[0]?.toLowerCase() ?? '';
  return first === 'ur' || first.startsWith('ur-') ? 'ur' : DEFAULT_LANGUAGE;
}

/**
 * An `Accept-Language` header as the browser's `navigator.languages` lists it: by weight, then in the order
 * written (`ur-PK,ur;q=0.9,en;q=0.8` → `ur-PK`, `ur`, `en`); weightless `*` and weight 0 left out.
 */
export function languagesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of the `lang` cookie in a `Cookie` header, if any. */
function languageCookie(header: string | undefined): string | null {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LANGUAGE_STORAGE_KEY) return value ?? null;
  }
  return null;
}

/**
 * The language a page request will open in, by the browser's own rule: the choice stored on the device (its
 * `lang` cookie), else the first of `Accept-Language` (the browser's `navigator.languages`).
 */
export function languageOfPageRequest(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return detectLanguage(languageCookie(headers.cookie), languagesOfHeader(headers['accept-language']));
}
