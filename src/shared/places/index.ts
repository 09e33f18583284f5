/** The built-in places (SPEC §1): ~190 Pakistani cities and ~240 countries, and lookups over them. */

import { distanceKm } from '../geo';
import { PAKISTAN_CITIES } from './cities';
import { COUNTRIES } from './countries';
import type { City, Country } from './types';

export type { City, Country } from './types';
export { COUNTRIES, PAKISTAN_CITIES };

const citiesByName = new Map(PAKISTAN_CITIES.map((city) => [city.name.toLowerCase(), city]));

/** Case-insensitive; surrounding spaces ignored. */
export function findCity(name: string | null | undefined): City | undefined {
  return citiesByName.get((name ?? '').trim().toLowerCase());
}

export interface CityWithDistance extends City {
  readonly distanceKm: number;
}

/** The cities within `radiusKm` of the named city, itself first, nearest first; none if it is unknown. */
export function citiesWithin(cityName: string, radiusKm: number): CityWithDistance[] {
  const centre = findCity(cityName);
  if (!centre) return [];
  return PAKISTAN_CITIES.map((city) => ({ ...city, distanceKm: distanceKm(centre, city) }))
    .filter((city) => city.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name));
}

export function findCountry(isoOrName: string | null | undefined): Country | undefined {
  const key = (isoOrName ?? '').trim().toLowerCase();
  return COUNTRIES.find((c) => c.iso.toLowerCase() === key || c.name.toLowerCase() === key);
}
