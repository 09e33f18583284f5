import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@shared/language';

/**
 * The visitor's language (issue 7 "Languages"): English (default) or Urdu, chosen in the navbar and kept in
 * local storage under `lang`, and in a cookie of that name for the server (src/shared/language.ts). Pure
 * helpers, plus the few lines that write the choice onto `<html>`.
 */
export { DEFAULT_LANGUAGE, detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language };
export type Direction = 'ltr' | 'rtl';

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };

export function directionOf(language: Language): Direction {
  return language === 'ur' ? 'rtl' : 'ltr';
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

/**
 * The choice made on this device, told to the server in a cookie (a year, this site only): the server sends
 * an Urdu page's HTML with the Urdu catalogs' code named in it (src/server/http/client.ts).
 */
function tellServer(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers families use (Firefox, older Safari).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language this page should open in (stored choice, then the browser's preference). */
export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const stored = readStoredLanguage(browserStorage());
  // A choice stored before the cookie existed is told now.
  if (isLanguage(stored)) tellServer(stored);
  return detectLanguage(stored, browser);
}

export function rememberLanguage(language: Language): void {
  storeLanguage(browserStorage(), language);
  tellServer(language);
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
