import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  rememberLanguage,
} from './language';
import { onSlowLink, whenPageFilesArrived } from './slow-link';
import { type MessageLookup, recordLookup, translateMessage } from './translate-message';

/**
 * i18next, set up once (issue 7 "Languages"). One namespace per feature, each with `i18n/en.ts` and
 * `i18n/ur.ts` beside the feature's code; `common` is the app frame (app/i18n). Two namespaces use
 * natural-language keys (the English text is the key, the Urdu catalog is all there is): `messages` for the
 * schema's and server's English messages, `options` for the labels of the closed lists.
 *
 * Nothing comes from the network except the app's own chunks. Which catalogs exist is app/'s to say
 * (`app/i18n/catalogs.ts` registers them before the first render); this module knows no feature.
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'form',
  'profiles',
  'connections',
  'profileView',
  'report',
  'block',
  'payments',
  'messages',
  'options',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<{ default: ResourceKey }>;
export type CatalogLoaders = Partial<Record<Namespace, Loader>>;

/**
 * The catalogs, by language: `app/i18n/catalogs.ts` registers every feature's (this module knows no feature).
 * English for the first screen comes bundled; every other catalog is a lazy chunk.
 */
const CATALOGS: Record<Language, CatalogLoaders> = { en: {}, ur: {} };

export function registerCatalogs(
  loaders: Record<Language, CatalogLoaders>,
  bundledEnglish: Partial<Record<Namespace, ResourceKey>> = {},
): void {
  for (const language of LANGUAGES) Object.assign(CATALOGS[language], loaders[language]);
  for (const [namespace, catalog] of Object.entries(bundledEnglish)) {
    i18n.addResourceBundle('en', namespace, catalog, true, true);
  }
}

/** An i18next backend that reads the bundled catalogs above (dynamic imports, no HTTP of its own). */
const bundledCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = isLanguage(language) ? CATALOGS[language][namespace as Namespace] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(bundledCatalogs)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Loaded with the language; feature namespaces join when their route loads.
    ns: ['common', 'home', 'auth', 'messages', 'options'],
    defaultNS: 'common',
    resources: { en: { common: {}, home: {}, auth: {}, messages: {}, options: {} } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });

export { i18n };

/** Loads feature catalogs for the current language (and English, the fallback) ahead of their route. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** An Urdu start on a slow link: the face waits until the page's files have arrived (decision 101). */
let faceWaitsForPage = false;

/**
 * The Nastaliq face, only for Urdu (or a page showing an Urdu note): CSS in its own chunk; the font file
 * (the Arabic-script subset, ~160 KB) loads when Urdu text shows, with `font-display: swap`. One weight
 * only: on a slow phone a second 160 KB file for bold headings is not worth it; the browser emboldens.
 */
export function loadUrduFont(): Promise<unknown> {
  // While the face waits for the page's files (an Urdu start on a slow link, decision 101), asking for it (a
  // privacy note's Urdu line, say) does not hurry it: it comes when they have arrived.
  if (faceWaitsForPage) return Promise.resolve();
  return import('@fontsource/noto-nastaliq-urdu/arabic-400.css').catch(() => undefined); // else the device's Urdu face
}

/**
 * Switches the whole app: catalogs (and font) first, then `<html lang dir>` so that the page never shows
 * English laid out right-to-left. Remembered on this device (`lang` in local storage).
 *
 * `start`: the app starting in Urdu. On a slow link the Nastaliq face then waits until the page's files have
 * arrived (decision 101): its 160 KB shared the link with the scripts the page waited for, about 2 s of the
 * Urdu form on issue 30's slow phone; the text shows in the phone's own Urdu face meanwhile, as it did anyway
 * until the face arrived. A family that switches to Urdu gets the face at once.
 */
export async function setLanguage(
  language: Language,
  options: { remember?: boolean; start?: boolean } = {},
): Promise<void> {
  if (options.remember !== false) rememberLanguage(language);
  const urdu = language === 'ur';
  faceWaitsForPage = urdu && options.start === true && onSlowLink();
  if (faceWaitsForPage)
    whenPageFilesArrived(() => {
      faceWaitsForPage = false;
      void loadUrduFont();
    });
  await Promise.all([urdu ? loadUrduFont() : null, i18n.changeLanguage(language)]);
  applyDocumentLanguage(language);
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function lookupIn(namespace: 'messages' | 'options', language: Language): MessageLookup {
  return recordLookup(i18n.getResourceBundle(language, namespace) as Record<string, string> | undefined);
}

/** An English message from the schema or the server, in the current language (English when unknown). */
export function translateServerMessage(message: string): string {
  const language = currentLanguage();
  return language === 'en' ? message : translateMessage(message, lookupIn('messages', language));
}

/** The label of an option whose value is English (`Muslim`, `Un Employed`); `english` is its English label. */
export function optionLabel(value: string, english: string = value): string {
  const language = currentLanguage();
  return language === 'en' ? english : (lookupIn('options', language)(value) ?? english);
}

/**
 * A city as the reader's language names it: a listed city in Urdu where the list has its Urdu name (the city
 * picker offers لاہور, issue 30 item 10), anything else as stored.
 */
export function placeLabel(name: string): string {
  return optionLabel(name);
}

/** For components: the current language, and re-render when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/** For components that show English messages from the schema or the server. */
export function useServerMessage(): (message: string) => string {
  const { i18n: instance } = useTranslation('messages');
  const language = instance.resolvedLanguage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes
  return useCallback((message: string) => translateServerMessage(message), [language]);
}
