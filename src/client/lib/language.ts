/**
 * The visitor's language (issue 7 "Languages"): English (default) or Urdu, chosen in the navbar and kept in
 * local storage under `lang`. Pure helpers, plus the few lines that write the choice onto `<html>`.
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): Direction {
  return language === 'ur' ? 'rtl' : 'ltr';
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

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The stored choice, or null (nothing stored, or storage unavailable: private mode, blocked). */
export function readStoredLanguage(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a storage that refuses it only means the choice is not remembered. */
export function storeLanguage(storage: Storage | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Nothing to do: the page still switches.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language this page should open in (stored choice, then the browser's preference). */
export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return detectLanguage(readStoredLanguage(browserStorage()), browser);
}

export function rememberLanguage(language: Language): void {
  storeLanguage(browserStorage(), language);
}

/**
 * Sets `<html lang dir>`. Mantine's DirectionProvider watches `dir` on `<html>` and follows it, and the
 * Urdu typography in global.css hangs on `html[lang='ur']`.
 */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute('lang', language);
  root.setAttribute('dir', directionOf(language));
}
