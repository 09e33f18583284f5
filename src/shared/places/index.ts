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

/** Every city by distance from one city, nearest first; worked out once per city (the list never changes). */
const byDistanceFrom = new Map<City, readonly CityWithDistance[]>();
function citiesByDistanceFrom(centre: City): readonly CityWithDistance[] {
  let sorted = byDistanceFrom.get(centre);
  if (!sorted) {
    sorted = PAKISTAN_CITIES.map((city) => ({ ...city, distanceKm: distanceKm(centre, city) })).sort(
      (a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name),
    );
    byDistanceFrom.set(centre, sorted);
  }
  return sorted;
}

/** The cities within `radiusKm` of the named city, itself first, nearest first; none if it is unknown. */
export function citiesWithin(cityName: string, radiusKm: number): CityWithDistance[] {
  const centre = findCity(cityName);
  if (!centre) return [];
  return citiesByDistanceFrom(centre).filter((city) => city.distanceKm <= radiusKm);
}

export function findCountry(isoOrName: string | null | undefined): Country | undefined {
  const key = (isoOrName ?? '').trim().toLowerCase();
  return COUNTRIES.find((c) => c.iso.toLowerCase() === key || c.name.toLowerCase() === key);
}
