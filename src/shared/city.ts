/**
 * A typed city as the built-in list spells it (issue 16, decision 033). Location matching finds a profile only
 * by a listed city's name (places/index.ts `citiesWithin`), so "Lahor" or "DHA Lahore" stored as typed never
 * matched a Lahore family. The profile schema stores city, home town and work city through `cityAsStored`;
 * the city picker searches with `searchCities`.
 *
 * Two texts name the same city when they are equal after: case, Urdu written with Arabic letters, diacritics,
 * dots and apostrophes dropped, every other mark and all spacing dropped ("D.G. Khan" = "dg khan" = "DGKhan").
 * A text names a listed city when it is its name, its Urdu name or one of its aliases (places/aliases.ts),
 * or is one of those with qualifiers around it: "City", "Cantt", "DHA Phase 5", "District", "Pakistan",
 * a province, a postcode. Nothing is guessed beyond that: "Gulberg Lahore" or "Chak 45" are kept as typed and
 * the matchmakers see "City not in the list".
 */

import { type City, findCity, PAKISTAN_CITIES } from './places';
import { CITY_ALIASES } from './places/aliases';
import { URDU_CITY_NAMES } from './places/urdu-names';

/** Words around a city's name that do not change which city it is. */
const QUALIFIERS = new Set([
  'city',
  'cty',
  'cantt',
  'cant',
  'cantonment',
  'district',
  'distt',
  'dist',
  'tehsil',
  'division',
  'dha',
  'defence',
  'defense',
  'phase',
  'sadar',
  'saddar',
  'sadr',
  'pakistan',
  'pak',
  'pk',
  'punjab',
  'sindh',
  'kpk',
  'kp',
  'khyber',
  'pakhtunkhwa',
  'balochistan',
  'baluchistan',
  'ajk',
  'azad',
  'kashmir',
  'ict',
  'capital',
  'territory',
  'شہر',
  'کینٹ',
  'ضلع',
  'پاکستان',
  'پنجاب',
  'سندھ',
]);

/** Urdu typed with an Arabic keyboard: the same letters, other code points. */
const ARABIC_TO_URDU: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ه: 'ہ',
  ة: 'ہ',
  ۃ: 'ہ',
  ۂ: 'ہ',
};

/** A text's words for comparing city names: lower case, plain letters, one space between words. */
export function cityKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[يىكهةۃۂ]/g, (letter) => ARABIC_TO_URDU[letter] ?? letter)
    .replace(/[\u064B-\u065F\u0670\u200B-\u200F]/g, '')
    .replace(/[.'’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const compact = (key: string) => key.replace(/ /g, '');

/** Every name a listed city answers to (its name, Urdu name, aliases), as compact keys. */
const termsOf = (city: City) => [
  city.name,
  URDU_CITY_NAMES[city.name] ?? '',
  ...(CITY_ALIASES[city.name] ?? []),
];

/** Every name a listed city answers to, as a compact key; made on first use (the form's first paint waits for no work). */
let byTermMap: Map<string, City> | null = null;
function byTerm(): Map<string, City> {
  if (byTermMap) return byTermMap;
  const map = new Map<string, City>();
  // Names first, so that no alias or Urdu name could ever shadow a listed name.
  for (const city of PAKISTAN_CITIES) map.set(compact(cityKey(city.name)), city);
  for (const city of PAKISTAN_CITIES) {
    for (const term of termsOf(city).slice(1)) {
      const key = compact(cityKey(term));
      if (key && !map.has(key)) map.set(key, city);
    }
  }
  byTermMap = map;
  return map;
}

/** The listed city a text names, if any (see the top of this file). */
export function listedCity(text: string | null | undefined): City | undefined {
  const key = cityKey(text ?? '');
  if (!key) return undefined;
  const exact = byTerm().get(compact(key));
  if (exact) return exact;
  const words = key.split(' ');
  const kept = words.filter((word) => !QUALIFIERS.has(word) && !/^\d+$/.test(word));
  if (kept.length === 0 || kept.length === words.length) return undefined;
  return byTerm().get(kept.join(''));
}

/** What is stored for a typed city: the list's spelling of a listed city, anything else unchanged. */
export function cityAsStored(text: string): string {
  return listedCity(text)?.name ?? text;
}

/** Whether location matching knows the stored city (it is a list spelling, but for case and surrounding spaces). */
export function isListedCity(city: string | null | undefined): boolean {
  return findCity(city) !== undefined;
}

/** The city's Urdu name, where the list has one. */
export function urduCityName(city: string): string | undefined {
  return URDU_CITY_NAMES[city];
}

/** Each city's searchable words (English, Urdu, aliases), worked out on the first search. */
let searchTerms: { city: City; keys: string[] }[] | null = null;

/**
 * The cities a picker offers for a typed text: every city when nothing is typed (the list's order); else
 * the city the text names first, then cities with a name, Urdu name or alias starting with the text, then
 * those containing it. None when nothing matches.
 */
export function searchCities(text: string): City[] {
  const key = cityKey(text);
  if (!key) return [...PAKISTAN_CITIES];
  searchTerms ??= PAKISTAN_CITIES.map((city) => ({
    city,
    keys: termsOf(city)
      .filter(Boolean)
      .map((term) => cityKey(term)),
  }));
  const named = listedCity(text);
  const wanted = compact(key);
  const rank = ({ city, keys }: { city: City; keys: string[] }) => {
    if (city === named) return 0;
    if (keys.some((k) => compact(k).startsWith(wanted) || k.startsWith(key))) return 1;
    if (keys.some((k) => k.split(' ').some((word) => word.startsWith(key)))) return 2;
    if (keys.some((k) => compact(k).includes(wanted))) return 3;
    return 4;
  };
  return searchTerms
    .map((entry) => ({ city: entry.city, rank: rank(entry) }))
    .filter((entry) => entry.rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.city);
}
